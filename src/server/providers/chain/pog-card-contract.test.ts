import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { DEV_CHAIN_MINTER_KEY } from "@/server/config";
import { startLocalChain, type LocalChain } from "@/server/providers/chain/local-chain";
import { makePogCardContract } from "@/server/providers/chain/pog-card-contract";
import { TEST_CHAIN_ID } from "@/server/testing/local-chain";

let local: LocalChain;
beforeAll(async () => {
  local = await startLocalChain({ port: 0, chainId: TEST_CHAIN_ID, stateFile: undefined });
});
afterAll(() => local.stop());

const contractOn = (rpcUrl: string) =>
  makePogCardContract({
    rpcUrl,
    chainId: TEST_CHAIN_ID,
    minterKey: DEV_CHAIN_MINTER_KEY,
    address: undefined,
    timeoutMs: 30_000,
  });
const newWallet = () => privateKeyToAccount(generatePrivateKey()).address;

describe("the POG card contract on a real local chain (anvil)", () => {
  it("deploys once, mints a token id once, and says who owns it and where its metadata is", async () => {
    const card = contractOn(local.rpcUrl);
    expect(await card.ensureDeployed("http://kleos.test/api/pog-nft/tokens/")).toEqual({ deployed: true });
    expect(await card.ensureDeployed("http://kleos.test/api/pog-nft/tokens/")).toEqual({ deployed: false });
    const [gamer, other] = [newWallet(), newWallet()];
    expect(await card.ownerOf(7n)).toBeUndefined();
    const minted = await card.mint(gamer, 7n);
    expect(minted).toMatchObject({ kind: "minted" });
    expect(await card.mintedIn(7n)).toBe(minted.transactionHash);
    expect(await card.mintedIn(8n)).toBeUndefined();
    // A second mint of the same card, even to someone else, reverts on chain.
    expect(await card.mint(other, 7n)).toMatchObject({ kind: "reverted" });
    expect(await card.ownerOf(7n)).toBe(gamer);
    expect(await card.tokenUri(7n)).toBe("http://kleos.test/api/pog-nft/tokens/7");
    await card.mint(gamer, 9n);
    expect(await card.tokensOf(gamer)).toEqual([7n, 9n]);
    expect(await card.tokensOf(other)).toEqual([]);
    expect(await card.totalSupply()).toBe(2n);
  });

  it("follows a changed public origin by setting the base URI", async () => {
    const card = contractOn(local.rpcUrl);
    await card.ensureDeployed("https://kleos.example/api/pog-nft/tokens/");
    expect(await card.tokenUri(7n)).toBe("https://kleos.example/api/pog-nft/tokens/7");
  });

  it("lands at the same address on a fresh chain, so a lost chain is redeployed in place", async () => {
    const fresh = await startLocalChain({ port: 0, chainId: TEST_CHAIN_ID, stateFile: undefined });
    try {
      const card = contractOn(fresh.rpcUrl);
      expect(card.address).toBe(contractOn(local.rpcUrl).address);
      expect(await card.ensureDeployed("http://kleos.test/")).toEqual({ deployed: true });
      expect(await card.ownerOf(7n)).toBeUndefined();
    } finally {
      await fresh.stop();
    }
  });
});
