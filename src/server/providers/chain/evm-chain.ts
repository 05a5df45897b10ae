/**
 * Reads holdings on an EVM chain through its JSON-RPC (viem): the summed `balanceOf` of an ERC-20 or an ERC-721
 * over a gamer's proven wallets, read at the chain's `finalized` block so a transfer that a reorganisation could
 * still undo never verifies a task. An RPC that is down, slow or answers garbage is a `failed` read (the caller
 * says "try again later"), never an answer. The local development chain (anvil, local-chain.ts) reports a
 * `finalized` block two blocks behind its head; its faucet mines those two blocks (demo-contracts.ts).
 */
import {
  type Address,
  type PublicClient,
  createPublicClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  http,
} from "viem";

export interface EvmChainOptions {
  /** The name task configurations use for this chain (`chain` of HOLD_TOKEN / HOLD_NFT), e.g. `polygon`. */
  readonly name: string;
  readonly chainId: number;
  readonly rpcUrl: string;
  /** How long one RPC call may take before the read counts as failed. */
  readonly timeoutMs: number;
}

export type HoldingRead =
  | {
      readonly kind: "read";
      /** Base units (ERC-20) or tokens (ERC-721), summed over the owners. */
      readonly balance: bigint;
      readonly symbol: string;
      /** 0 for an ERC-721. */
      readonly decimals: number;
      /** The finalized block the balances were read at. */
      readonly blockNumber: bigint;
    }
  /** The chain could not be asked, or the contract answered nothing usable; `reason` is for logs. */
  | { readonly kind: "failed"; readonly reason: "unavailable" | "unreadable"; readonly detail: string };

export interface EvmChain {
  readonly name: string;
  readonly chainId: number;
  readonly rpcUrl: string;
  holdings(standard: "erc20" | "erc721", contract: Address, owners: readonly Address[]): Promise<HoldingRead>;
}

/** viem errors whose cause is the transport (refused, timed out, HTTP error), not the contract. */
const isTransportFailure = (error: unknown): boolean => {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (["HttpRequestError", "TimeoutError", "WebSocketRequestError", "RpcRequestError"].includes(cause.name))
      return true;
  }
  return false;
};

const failedRead = (error: unknown): HoldingRead => ({
  kind: "failed",
  reason: isTransportFailure(error) ? "unavailable" : "unreadable",
  detail:
    error instanceof Error
      ? ((error as Error & { shortMessage?: string }).shortMessage ?? error.message)
      : String(error),
});

export const makeEvmChain = (options: EvmChainOptions): EvmChain => {
  const chain = defineChain({
    id: options.chainId,
    name: options.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const client: PublicClient = createPublicClient({
    chain,
    transport: http(options.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 }),
  });

  const erc20 = async (contract: Address, owners: readonly Address[], blockNumber: bigint) => {
    const at = { address: contract, abi: erc20Abi, blockNumber } as const;
    const [balances, symbol, decimals] = await Promise.all([
      Promise.all(
        owners.map((owner) => client.readContract({ ...at, functionName: "balanceOf", args: [owner] })),
      ),
      client.readContract({ ...at, functionName: "symbol" }),
      client.readContract({ ...at, functionName: "decimals" }),
    ]);
    return { balances, symbol, decimals };
  };

  const erc721 = async (contract: Address, owners: readonly Address[], blockNumber: bigint) => {
    const at = { address: contract, abi: erc721Abi, blockNumber } as const;
    const [balances, symbol] = await Promise.all([
      Promise.all(
        owners.map((owner) => client.readContract({ ...at, functionName: "balanceOf", args: [owner] })),
      ),
      // The symbol is optional for an ERC-721 (metadata extension); the balances are what count.
      client.readContract({ ...at, functionName: "symbol" }).catch(() => "NFT"),
    ]);
    return { balances, symbol, decimals: 0 };
  };

  return {
    name: options.name,
    chainId: options.chainId,
    rpcUrl: options.rpcUrl,
    holdings: async (standard, contract, owners) => {
      try {
        // One finalized block for every read, so the sum is of one moment.
        const { number: blockNumber } = await client.getBlock({ blockTag: "finalized" });
        const read = await (standard === "erc20" ? erc20 : erc721)(contract, owners, blockNumber);
        return {
          kind: "read",
          balance: read.balances.reduce((sum, balance) => sum + balance, 0n),
          symbol: read.symbol,
          decimals: read.decimals,
          blockNumber,
        };
      } catch (error) {
        return failedRead(error);
      }
    },
  };
};
