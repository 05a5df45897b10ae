import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUnits } from "viem";
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
import { DEMO_CONTRACT_ADDRESSES, makeDemoContracts } from "@/server/providers/chain/demo-contracts";
import { makeEvmChain } from "@/server/providers/chain/evm-chain";
import { freePort, startLocalChain } from "@/server/providers/chain/local-chain";
import { startTestChain, TEST_CHAIN_ID, type TestChain } from "@/server/testing/local-chain";

let testChain: TestChain;

beforeAll(async () => {
  testChain = await startTestChain();
});
afterAll(() => testChain.stop());

const newWallet = () => privateKeyToAccount(generatePrivateKey()).address;

describe("holdings on a real local chain (anvil)", () => {
  it("sums an ERC-20's balanceOf over the owners, with the token's symbol and decimals", async () => {
    const [a, b] = [newWallet(), newWallet()];
    await testChain.demo.mint(a, { kind: "token", amount: parseUnits("3", 18) });
    await testChain.demo.mint(b, { kind: "token", amount: parseUnits("4.5", 18) });
    expect(await testChain.chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [a, b])).toMatchObject({
      kind: "read",
      balance: parseUnits("7.5", 18),
      symbol: "DEMO",
      decimals: 18,
    });
  });

  it("counts an ERC-721's tokens", async () => {
    const owner = newWallet();
    await testChain.demo.mint(owner, { kind: "collectible" });
    await testChain.demo.mint(owner, { kind: "collectible" });
    expect(
      await testChain.chain.holdings("erc721", DEMO_CONTRACT_ADDRESSES.collectible, [owner, newWallet()]),
    ).toMatchObject({ kind: "read", balance: 2n, symbol: "KDC", decimals: 0 });
  });

  it("reads at the finalized block: a mint counts once two more blocks are mined", async () => {
    const owner = newWallet();
    await testChain.demo.mint(owner, { kind: "token", amount: 5n }, { finalize: false });
    expect(await testChain.chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [owner])).toMatchObject({
      kind: "read",
      balance: 0n,
    });
    await testChain.demo.finalize();
    expect(await testChain.chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [owner])).toMatchObject({
      kind: "read",
      balance: 5n,
    });
  });

  it("answers a contract that is not there as unreadable", async () => {
    expect(
      await testChain.chain.holdings("erc20", "0x000000000000000000000000000000000000dEaD", [newWallet()]),
    ).toMatchObject({ kind: "failed", reason: "unreadable" });
  });
});

describe("a chain that cannot be read", () => {
  it("answers an RPC that refuses connections as unavailable", async () => {
    const chain = makeEvmChain({
      name: "anvil",
      chainId: TEST_CHAIN_ID,
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      timeoutMs: 30_000,
    });
    expect(await chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [newWallet()])).toMatchObject({
      kind: "failed",
      reason: "unavailable",
    });
  });

  it("answers an RPC that never answers as unavailable once the timeout passes", async () => {
    const silent: Server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    try {
      const chain = makeEvmChain({
        name: "anvil",
        chainId: TEST_CHAIN_ID,
        rpcUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 200,
      });
      expect(await chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [newWallet()])).toMatchObject({
        kind: "failed",
        reason: "unavailable",
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("the local chain's state file", () => {
  it("keeps the demo contracts and balances across a restart, and deploying again changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kleos-chain-"));
    const stateFile = join(dir, "chain", "state.json");
    const owner = newWallet();
    try {
      const first = await startLocalChain({ port: 0, chainId: TEST_CHAIN_ID, stateFile });
      const demo = makeDemoContracts(first.rpcUrl, TEST_CHAIN_ID);
      await demo.deploy();
      await demo.mint(owner, { kind: "token", amount: 42n });
      // SIGTERM: anvil writes its state on the way out.
      await first.stop();

      const second = await startLocalChain({ port: 0, chainId: TEST_CHAIN_ID, stateFile });
      try {
        await makeDemoContracts(second.rpcUrl, TEST_CHAIN_ID).deploy();
        const chain = makeEvmChain({
          name: "anvil",
          chainId: TEST_CHAIN_ID,
          rpcUrl: second.rpcUrl,
          timeoutMs: 30_000,
        });
        expect(await chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [owner])).toMatchObject({
          kind: "read",
          balance: 42n,
        });
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
