import type { InjectOptions } from "fastify";

type InjectPayload = NonNullable<InjectOptions["payload"]>;
import { parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuccessBody } from "@/server/http/operations";
import { contractResponse } from "@/server/testing/contract";
import { DEMO_CONTRACT_ADDRESSES } from "@/server/providers/chain/demo-contracts";
import { startTestChain, testChainConfig, type TestChain } from "@/server/testing/local-chain";
import { expectProblem } from "@/server/testing/problems";
import { freshIp, sessionByPhone } from "@/server/testing/sign-in";
import {
  evmSigner,
  signedWalletProof,
  solanaSigner,
  type WalletSigner,
} from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let chainApp: TestApp;
let chain: TestChain;

beforeAll(async () => {
  chain = await startTestChain();
  [testApp, chainApp] = await Promise.all([
    createTestApp({ seedDemoData: false }),
    createTestApp({ seedDemoData: false, chain: testChainConfig(chain) }),
  ]);
});
afterAll(async () => {
  await Promise.all([testApp.app.close(), chainApp.app.close()]);
  await chain.stop();
});

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: freshIp(), ...options });

const proofOf = async (signer: WalletSigner) => {
  const { message, signature } = await signedWalletProof(testApp.app, signer);
  return { message, signature };
};

const linkV2 = (authorization: Record<string, string>, payload: InjectPayload) =>
  inject({
    method: "POST",
    url: "/api/wallets/v2/third-party/verify-wallet",
    headers: authorization,
    payload,
  });

const disconnect = (authorization: Record<string, string>, payload: InjectPayload) =>
  inject({ method: "POST", url: "/api/wallets/third-party/disconnect", headers: authorization, payload });

const listWallets = async (authorization: Record<string, string>) => {
  const response = await inject({ method: "GET", url: "/api/wallets/third-party", headers: authorization });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("listThirdPartyWallets", 200).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<"listThirdPartyWallets">>().wallets;
};

describe("linking a wallet (v2: one body for EVM and Solana)", () => {
  it("links an EVM and a Solana wallet from the signed message alone, and lists them oldest first", async () => {
    const session = await sessionByPhone(testApp);
    expect(await listWallets(session.authorization)).toEqual([]);
    const evm = evmSigner();
    const linked = await linkV2(session.authorization, await proofOf(evm));
    expect(linked.statusCode, linked.body).toBe(201);
    expect(contractResponse("linkThirdPartyWallet", 201).validate(linked.json())).toEqual([]);
    expect(linked.json<SuccessBody<"linkThirdPartyWallet">>()).toMatchObject({
      linked: { chain: "evm", address: evm.address },
      alreadyLinked: false,
    });
    const solana = await solanaSigner();
    const second = await linkV2(session.authorization, await proofOf(solana));
    expect(second.json<SuccessBody<"linkThirdPartyWallet">>()).toMatchObject({
      linked: { chain: "solana", address: solana.address },
      wallets: [
        { chain: "evm", address: evm.address },
        { chain: "solana", address: solana.address },
      ],
    });
    // The custodial address is not a linked wallet.
    expect((await listWallets(session.authorization)).map((wallet) => wallet.address)).toEqual([
      evm.address,
      solana.address,
    ]);
  });

  it("says a wallet this account linked before is already linked, and changes nothing", async () => {
    const session = await sessionByPhone(testApp);
    const evm = evmSigner();
    await linkV2(session.authorization, await proofOf(evm));
    const again = await linkV2(session.authorization, await proofOf(evm));
    expect(again.statusCode).toBe(201);
    expect(again.json<SuccessBody<"linkThirdPartyWallet">>()).toMatchObject({
      alreadyLinked: true,
      wallets: [{ chain: "evm", address: evm.address }],
    });
  });

  it("refuses a wallet linked to another account (409 AccountAlreadyLinked)", async () => {
    const [owner, other] = [await sessionByPhone(testApp), await sessionByPhone(testApp)];
    const evm = evmSigner();
    await linkV2(owner.authorization, await proofOf(evm));
    expectProblem(await linkV2(other.authorization, await proofOf(evm)), 409, "AccountAlreadyLinked");
    expect(await listWallets(other.authorization)).toEqual([]);
  });

  it("refuses a message that is not a Kleos challenge, and a signature of another key (401)", async () => {
    const session = await sessionByPhone(testApp);
    const evm = evmSigner();
    const notAChallenge = "Please sign this to prove nothing";
    expectProblem(
      await linkV2(session.authorization, {
        message: notAChallenge,
        signature: await evm.sign(notAChallenge),
      }),
      401,
      "SignInProofRejected",
    );
    const { message } = await proofOf(evm);
    expectProblem(
      await linkV2(session.authorization, { message, signature: await evmSigner().sign(message) }),
      401,
      "SignInProofRejected",
    );
    expect(await listWallets(session.authorization)).toEqual([]);
  });

  it("refuses a body of another shape (400), and a guest (401)", async () => {
    const session = await sessionByPhone(testApp);
    const proof = await proofOf(evmSigner());
    expectProblem(await linkV2(session.authorization, { ...proof, chain: "evm" }), 400, "ValidationFailed");
    expectProblem(await linkV2(session.authorization, { message: proof.message }), 400, "ValidationFailed");
    expectProblem(await linkV2({}, proof), 401, "SignInRequired");
  });
});

describe("disconnecting a wallet", () => {
  it("unlinks it: it is no longer listed, and another account may then link it", async () => {
    const [owner, other] = [await sessionByPhone(testApp), await sessionByPhone(testApp)];
    const evm = evmSigner();
    await linkV2(owner.authorization, await proofOf(evm));
    // EVM addresses compare in any case.
    const done = await disconnect(owner.authorization, { chain: "evm", address: evm.address.toLowerCase() });
    expect(done.statusCode, done.body).toBe(200);
    expect(contractResponse("disconnectThirdPartyWallet", 200).validate(done.json())).toEqual([]);
    expect(done.json<SuccessBody<"disconnectThirdPartyWallet">>().wallets).toEqual([]);
    expect((await linkV2(other.authorization, await proofOf(evm))).statusCode).toBe(201);
  });

  it("answers 404 LinkedWalletNotFound for a wallet not linked to this account, another account's included", async () => {
    const [owner, other] = [await sessionByPhone(testApp), await sessionByPhone(testApp)];
    const evm = evmSigner();
    await linkV2(owner.authorization, await proofOf(evm));
    expectProblem(
      await disconnect(other.authorization, { chain: "evm", address: evm.address }),
      404,
      "LinkedWalletNotFound",
    );
    expectProblem(
      await disconnect(owner.authorization, { chain: "solana", address: evm.address }),
      404,
      "LinkedWalletNotFound",
    );
    expect(await listWallets(owner.authorization)).toHaveLength(1);
  });

  it("refuses to take away an account's last way to sign in (409 LastSignInMethod)", async () => {
    const evm = evmSigner();
    const signIn = await inject({
      method: "POST",
      url: "/api/authentication/wallet",
      payload: await signedWalletProof(testApp.app, evm),
    });
    expect(signIn.statusCode, signIn.body).toBe(201);
    const authorization = { authorization: `Bearer ${signIn.json<{ accessToken: string }>().accessToken}` };
    expectProblem(
      await disconnect(authorization, { chain: "evm", address: evm.address }),
      409,
      "LastSignInMethod",
    );
    // With a second wallet, the first may go.
    await linkV2(authorization, await proofOf(await solanaSigner()));
    expect((await disconnect(authorization, { chain: "evm", address: evm.address })).statusCode).toBe(200);
  });

  it("refuses a body of another shape (400)", async () => {
    const session = await sessionByPhone(testApp);
    expectProblem(
      await disconnect(session.authorization, { chain: "bitcoin", address: evmSigner().address }),
      400,
      "ValidationFailed",
    );
  });
});

describe("the dev faucet", () => {
  const faucet = (app: TestApp, authorization: Record<string, string>, payload: InjectPayload) =>
    app.app.inject({ method: "POST", url: "/api/dev-faucet", headers: authorization, payload });

  it("mints demo tokens and collectibles on the local chain, final at once", async () => {
    const session = await sessionByPhone(chainApp);
    const wallet = evmSigner().address;
    const minted = await faucet(chainApp, session.authorization, {
      address: wallet,
      asset: "token",
      amount: 12,
    });
    expect(minted.statusCode, minted.body).toBe(201);
    expect(minted.json()).toMatchObject({
      contract: DEMO_CONTRACT_ADDRESSES.token,
      symbol: "DEMO",
      amount: parseUnits("12", 18).toString(),
    });
    expect(
      await chain.chain.holdings("erc20", DEMO_CONTRACT_ADDRESSES.token, [wallet as `0x${string}`]),
    ).toMatchObject({
      balance: parseUnits("12", 18),
    });
    const nft = await faucet(chainApp, session.authorization, { address: wallet, asset: "collectible" });
    expect(nft.json()).toMatchObject({ symbol: "KDC", amount: "1" });
  });

  it("does not exist without the local chain, nor in production (404)", async () => {
    const session = await sessionByPhone(testApp);
    expectProblem(
      await faucet(testApp, session.authorization, { address: evmSigner().address, asset: "token" }),
      404,
      "RouteNotFound",
    );
  });

  it("refuses a bad address (400) and a guest (401)", async () => {
    const session = await sessionByPhone(chainApp);
    expectProblem(
      await faucet(chainApp, session.authorization, { address: "0x1234", asset: "token" }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await faucet(chainApp, {}, { address: evmSigner().address, asset: "token" }),
      401,
      "SignInRequired",
    );
  });
});
