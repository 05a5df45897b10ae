/**
 * The demo contracts of the local development chain: "Kleos Demo Token" (DEMO, an ERC-20 with 18 decimals) and
 * "Kleos Demo Collectible" (KDC, an ERC-721), compiled by `npm run gen` into generated/chain/demo-contracts.json
 * (sources in ./solidity). They are deployed by a fixed development key as its first two transactions, so they
 * land at the same two addresses on every fresh chain: a lost local chain is redeployed where the seeded tasks
 * expect them. The same key owns them and mints for the dev faucet. Never used against a configured chain.
 */
import { readFileSync } from "node:fs";
import {
  type Abi,
  type Address,
  type Hex,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
  parseAbi,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";

/**
 * Anvil's tenth default development account (public test mnemonic): funded on every anvil chain and, unlike the
 * first, not the one developers import into their browser wallet, so its nonces stay the deployer's own.
 */
export const DEV_CHAIN_DEPLOYER_KEY: Hex =
  "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6";

const deployer = privateKeyToAccount(DEV_CHAIN_DEPLOYER_KEY);

/** Where the first two deployments of the development key land: the token, then the collectible. */
export const DEMO_CONTRACT_ADDRESSES: { readonly token: Address; readonly collectible: Address } = {
  token: getContractAddress({ from: deployer.address, nonce: 0n }),
  collectible: getContractAddress({ from: deployer.address, nonce: 1n }),
};

export const DEMO_TOKEN_DECIMALS = 18;

interface Artifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

interface Artifacts {
  readonly KleosDemoToken: Artifact;
  readonly KleosDemoCollectible: Artifact;
}

let artifacts: Artifacts | undefined;

/** The compiled contracts (read once, on first use). */
export const demoArtifacts = (): Artifacts => {
  artifacts ??= JSON.parse(
    readFileSync(new URL("../../../../generated/chain/demo-contracts.json", import.meta.url), "utf8"),
  ) as Artifacts;
  return artifacts;
};

const mintAbi = parseAbi([
  "function mint(address to, uint256 amount)",
  "function mint(address to) returns (uint256)",
]);

const clientsOf = (rpcUrl: string, chainId: number) => {
  const chain = defineChain({
    id: chainId,
    name: "Kleos local chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl, { retryCount: 0 });
  return {
    reader: createPublicClient({ chain, transport }),
    writer: createWalletClient({ account: deployer, chain, transport }),
  };
};

/** Mines `blocks` empty blocks (anvil only): the faucet finalizes its mint so a HOLD_* check sees it at once. */
const mine = async (rpcUrl: string, blocks: number): Promise<void> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "anvil_mine",
      params: [`0x${blocks.toString(16)}`],
    }),
  });
  const answer = (await response.json()) as { error?: { message: string } };
  if (answer.error !== undefined) throw new Error(`anvil_mine failed: ${answer.error.message}`);
};

/** How far anvil's `finalized` trails its head with `--slots-in-an-epoch 1` (local-chain.ts). */
export const LOCAL_FINALITY_BLOCKS = 2;

export type DemoAsset =
  { readonly kind: "token"; readonly amount: bigint } | { readonly kind: "collectible" };

export interface DemoContracts {
  /** Deploys the demo contracts where they are missing (a fresh or lost chain); idempotent. */
  deploy(): Promise<void>;
  /**
   * Mints demo tokens (base units) or one collectible to `to`, then (unless `finalize` is false: tests of the
   * finalized read) mines the blocks that make it final.
   */
  mint(to: Address, asset: DemoAsset, options?: { readonly finalize?: boolean }): Promise<Hex>;
  /** Mines the blocks that make every earlier transaction final. */
  finalize(): Promise<void>;
}

export const makeDemoContracts = (rpcUrl: string, chainId: number): DemoContracts => {
  const { reader, writer } = clientsOf(rpcUrl, chainId);
  // One transaction at a time: the deployer's nonces are read from the chain, so two at once would collide.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <A>(work: () => Promise<A>): Promise<A> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const deployOne = async (address: Address, nonce: number, artifact: Artifact) => {
    if ((await reader.getCode({ address })) !== undefined) return;
    const onChain = await reader.getTransactionCount({ address: deployer.address });
    if (onChain !== nonce)
      throw new Error(
        `The development key has sent ${onChain} transactions, so its demo contract would not land at ${address}: ` +
          "delete the local chain's state file (<data>/chain/state.json) to start a fresh chain",
      );
    const hash = await writer.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [deployer.address],
    });
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  };

  return {
    deploy: () =>
      serially(async () => {
        const { KleosDemoToken, KleosDemoCollectible } = demoArtifacts();
        await deployOne(DEMO_CONTRACT_ADDRESSES.token, 0, KleosDemoToken);
        await deployOne(DEMO_CONTRACT_ADDRESSES.collectible, 1, KleosDemoCollectible);
        await mine(rpcUrl, LOCAL_FINALITY_BLOCKS);
      }),
    finalize: () => serially(() => mine(rpcUrl, LOCAL_FINALITY_BLOCKS)),
    mint: (to, asset, options = {}) =>
      serially(async () => {
        const hash =
          asset.kind === "token"
            ? await writer.writeContract({
                address: DEMO_CONTRACT_ADDRESSES.token,
                abi: mintAbi,
                functionName: "mint",
                args: [to, asset.amount],
              })
            : await writer.writeContract({
                address: DEMO_CONTRACT_ADDRESSES.collectible,
                abi: mintAbi,
                functionName: "mint",
                args: [to],
              });
        const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
        if (receipt.status !== "success")
          throw new Error(`Minting demo ${asset.kind} to ${to} reverted (${hash})`);
        if (options.finalize !== false) await mine(rpcUrl, LOCAL_FINALITY_BLOCKS);
        return hash;
      }),
  };
};
