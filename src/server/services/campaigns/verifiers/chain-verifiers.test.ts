import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUnits, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { Db } from "@/server/db/client";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { DEMO_CONTRACT_ADDRESSES } from "@/server/providers/chain/demo-contracts";
import { makeEvmChain } from "@/server/providers/chain/evm-chain";
import { freePort } from "@/server/providers/chain/local-chain";
import { holdNftVerifier, holdTokenVerifier } from "@/server/services/campaigns/verifiers/chain-verifiers";
import { startTestChain, TEST_CHAIN_ID, TEST_CHAIN_NAME, type TestChain } from "@/server/testing/local-chain";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  insertCampaign,
  insertTask,
  insertUser,
  runVerifier,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestDatabase;
let db: Db;
let campaign: TestCampaign;
let testChain: TestChain;

beforeAll(async () => {
  [kleos, testChain] = await Promise.all([createTestDatabase({ seedDemoData: false }), startTestChain()]);
  db = kleos.database.db;
  campaign = await insertCampaign(db);
});
afterAll(async () => {
  await testChain.stop();
  await kleos.close();
});

const newWallet = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** Links `address` to the user as sign-in and linkWallet do: provider `evm`, subject in lower case. */
const linkEvm = async (userId: string, address: Address): Promise<void> => {
  await db
    .insert(userIdentitiesTable)
    .values({ userId, provider: "evm", subject: address.toLowerCase(), display: address });
};

const tokenTask = (
  minAmount: string,
  chain = TEST_CHAIN_NAME,
  contract: string = DEMO_CONTRACT_ADDRESSES.token,
) => insertTask(db, campaign.id, "HOLD_TOKEN", { chain, contract, minAmount });

describe("HOLD_TOKEN", () => {
  it("verifies once the wallets the gamer proved hold the amount between them, and says how far they are before", async () => {
    const userId = await insertUser(db);
    const [a, b] = [newWallet(), newWallet()];
    await linkEvm(userId, a);
    await linkEvm(userId, b);
    const task = await tokenTask(parseUnits("10", 18).toString());
    await testChain.demo.mint(a, { kind: "token", amount: parseUnits("3", 18) });
    const verifier = holdTokenVerifier(testChain.chain);
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toEqual({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "TOKEN_BALANCE_TOO_LOW",
      message: "You hold 3 DEMO; this task needs 10",
      params: { held: "3", needed: "10", symbol: "DEMO" },
    });
    await testChain.demo.mint(b, { kind: "token", amount: parseUnits("7", 18) });
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toEqual({
      verified: true,
    });
  });

  it("counts a transfer only once its block is final", async () => {
    const userId = await insertUser(db);
    const wallet = newWallet();
    await linkEvm(userId, wallet);
    const task = await tokenTask("5");
    await testChain.demo.mint(wallet, { kind: "token", amount: 5n }, { finalize: false });
    const verifier = holdTokenVerifier(testChain.chain);
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toMatchObject({
      verified: false,
      errorCode: "TOKEN_BALANCE_TOO_LOW",
    });
    await testChain.demo.finalize();
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toEqual({
      verified: true,
    });
  });

  it("asks for a linked EVM wallet when the gamer has none (a Solana wallet does not hold ERC-20s)", async () => {
    const userId = await insertUser(db);
    await db.insert(userIdentitiesTable).values({
      userId,
      provider: "solana",
      subject: "J1S9H3QjnRtBbbuD4HjPV6RpRhwuk4zKbxsnCHuTgh9w",
    });
    const task = await tokenTask("1");
    expect(
      await runVerifier(kleos, holdTokenVerifier(testChain.chain), contextFor(userId, campaign, task)),
    ).toEqual({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "WALLET_NOT_LINKED",
      message: "Link an EVM wallet first",
    });
  });

  it("is not configured for a chain Kleos is not connected to, or a Solana mint", async () => {
    const userId = await insertUser(db);
    await linkEvm(userId, newWallet());
    const verifier = holdTokenVerifier(testChain.chain);
    const polygon = await tokenTask("1", "polygon");
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, polygon))).toEqual({
      verified: false,
      errorType: "NOT_CONFIGURED",
      errorCode: "TASK_VERIFICATION_NOT_CONFIGURED",
      message: "Verification of token holdings on polygon is not configured yet",
    });
    const solanaMint = await tokenTask("1", TEST_CHAIN_NAME, "J1S9H3QjnRtBbbuD4HjPV6RpRhwuk4zKbxsnCHuTgh9w");
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, solanaMint))).toMatchObject({
      errorType: "NOT_CONFIGURED",
    });
  });

  it("cannot check now when the chain does not answer (UPSTREAM), nor when the contract answers no balance", async () => {
    const userId = await insertUser(db);
    await linkEvm(userId, newWallet());
    const task = await tokenTask("1");
    const down = makeEvmChain({
      name: TEST_CHAIN_NAME,
      chainId: TEST_CHAIN_ID,
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      timeoutMs: 30_000,
    });
    expect(
      await runVerifier(kleos, holdTokenVerifier(down), contextFor(userId, campaign, task)),
    ).toMatchObject({
      verified: false,
      errorType: "UPSTREAM",
      errorCode: "CHAIN_UNAVAILABLE",
    });
    const noContract = await tokenTask("1", TEST_CHAIN_NAME, "0x000000000000000000000000000000000000dEaD");
    expect(
      await runVerifier(kleos, holdTokenVerifier(testChain.chain), contextFor(userId, campaign, noContract)),
    ).toMatchObject({ verified: false, errorType: "UPSTREAM", errorCode: "TOKEN_CONTRACT_UNREADABLE" });
  });
});

describe("HOLD_NFT", () => {
  it("verifies once a proven wallet holds a token of the collection", async () => {
    const userId = await insertUser(db);
    const wallet = newWallet();
    await linkEvm(userId, wallet);
    const task = await insertTask(db, campaign.id, "HOLD_NFT", {
      chain: TEST_CHAIN_NAME,
      contract: DEMO_CONTRACT_ADDRESSES.collectible,
    });
    const verifier = holdNftVerifier(testChain.chain);
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toEqual({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "NFT_NOT_HELD",
      message: "You hold no KDC; this task needs 1",
      params: { symbol: "KDC" },
    });
    // Held by someone else: still not the gamer's.
    await testChain.demo.mint(newWallet(), { kind: "collectible" });
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toMatchObject({
      errorCode: "NFT_NOT_HELD",
    });
    await testChain.demo.mint(wallet, { kind: "collectible" });
    expect(await runVerifier(kleos, verifier, contextFor(userId, campaign, task))).toEqual({
      verified: true,
    });
  });

  it("asks for a linked EVM wallet, and cannot check when the chain is down", async () => {
    const userId = await insertUser(db);
    const task = await insertTask(db, campaign.id, "HOLD_NFT", {
      chain: TEST_CHAIN_NAME,
      contract: DEMO_CONTRACT_ADDRESSES.collectible,
    });
    expect(
      await runVerifier(kleos, holdNftVerifier(testChain.chain), contextFor(userId, campaign, task)),
    ).toMatchObject({ errorCode: "WALLET_NOT_LINKED" });
    await linkEvm(userId, newWallet());
    const down = makeEvmChain({
      name: TEST_CHAIN_NAME,
      chainId: TEST_CHAIN_ID,
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      timeoutMs: 30_000,
    });
    expect(await runVerifier(kleos, holdNftVerifier(down), contextFor(userId, campaign, task))).toMatchObject(
      {
        errorType: "UPSTREAM",
        errorCode: "CHAIN_UNAVAILABLE",
      },
    );
  });
});
