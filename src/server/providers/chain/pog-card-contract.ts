/**
 * The POG card contract (solidity/KleosPogCard.sol, compiled by `npm run gen` into generated/chain/pog-card.json)
 * on the configured EVM chain: deployed by the minter key (its first deployment, so a lost local chain redeploys
 * it at the same address), minted by the same key with the token id Kleos gives each card. The contract refuses a
 * second mint of a token id, so a retried mint can never make two cards; `ownerOf` tells whether a card is on
 * chain, which is how a mint job that crashed after sending its transaction finds out what happened.
 */
import { readFileSync } from "node:fs";
import {
  type Abi,
  type Address,
  type Hex,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  getContractAddress,
  http,
  parseAbiItem,
  zeroAddress,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";

interface Artifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

let artifact: Artifact | undefined;

/** The compiled contract (read once, on first use). */
export const pogCardArtifact = (): Artifact => {
  artifact ??= (
    JSON.parse(
      readFileSync(new URL("../../../../generated/chain/pog-card.json", import.meta.url), "utf8"),
    ) as { KleosPogCard: Artifact }
  ).KleosPogCard;
  return artifact;
};

export interface PogCardContractOptions {
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly minterKey: Hex;
  /** A contract deployed elsewhere (EVM_POG_CARD_ADDRESS); undefined: the minter key's first deployment. */
  readonly address: Address | undefined;
  readonly timeoutMs: number;
}

export type PogCardMint =
  | { readonly kind: "minted"; readonly transactionHash: Hex }
  /** The transaction reverted: the token exists already (an earlier send landed) or the call was refused. */
  | { readonly kind: "reverted"; readonly transactionHash: Hex };

export interface PogCardContract {
  readonly address: Address;
  readonly minter: Address;
  /**
   * Deploys the contract when its address holds no code (a fresh or lost chain), then sets its base URI when it
   * differs. Answers whether it deployed (the caller then replays the mints the database records).
   */
  ensureDeployed(baseUri: string): Promise<{ readonly deployed: boolean }>;
  /** The card's owner on chain; undefined when the token does not exist. */
  ownerOf(tokenId: bigint): Promise<Address | undefined>;
  tokenUri(tokenId: bigint): Promise<string>;
  /** How many cards the contract has minted. */
  totalSupply(): Promise<bigint>;
  /** Sends `mint(to, tokenId)` and waits for its receipt. */
  mint(to: Address, tokenId: bigint): Promise<PogCardMint>;
  /** The transaction that minted the token, from its Transfer event; undefined when it was never minted. */
  mintedIn(tokenId: bigint): Promise<Hex | undefined>;
  /** The token ids `owner` holds now, from the contract's Transfer events checked against `ownerOf`. */
  tokensOf(owner: Address): Promise<readonly bigint[]>;
}

const TRANSFER = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)",
);

export const makePogCardContract = (options: PogCardContractOptions): PogCardContract => {
  const minter = privateKeyToAccount(options.minterKey);
  const address = options.address ?? getContractAddress({ from: minter.address, nonce: 0n });
  const chain = defineChain({
    id: options.chainId,
    name: "Kleos POG chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const transport = http(options.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 });
  const reader = createPublicClient({ chain, transport });
  const writer = createWalletClient({ account: minter, chain, transport });
  const { abi, bytecode } = pogCardArtifact();
  const at = { address, abi } as const;

  // One transaction at a time from this process: the minter's nonces are read from the chain.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <A>(work: () => Promise<A>): Promise<A> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const waitFor = (hash: Hex) =>
    reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 5 * 60_000 });

  const ownerOf = async (tokenId: bigint): Promise<Address | undefined> => {
    try {
      return (await reader.readContract({ ...at, functionName: "ownerOf", args: [tokenId] })) as Address;
    } catch (error) {
      // ERC721NonexistentToken: the card is not on chain. Anything else (the RPC is down) is a fault.
      if (error instanceof Error && error.cause instanceof ContractFunctionRevertedError) return undefined;
      throw error;
    }
  };

  return {
    address,
    minter: minter.address,
    ensureDeployed: (baseUri) =>
      serially(async () => {
        let deployed = false;
        if ((await reader.getCode({ address })) === undefined) {
          if (options.address !== undefined)
            throw new Error(
              `No POG card contract at EVM_POG_CARD_ADDRESS ${address} on chain ${options.chainId}`,
            );
          const sent = await reader.getTransactionCount({ address: minter.address });
          if (sent !== 0)
            throw new Error(
              `The POG card contract is missing at ${address}, but the minter ${minter.address} has sent ${sent} ` +
                "transactions, so a new deployment would land elsewhere: set EVM_POG_CARD_ADDRESS, or give a fresh key",
            );
          try {
            const hash = await writer.deployContract({ abi, bytecode, args: [minter.address, baseUri] });
            const receipt = await waitFor(hash);
            if (receipt.status !== "success")
              throw new Error(`Deploying the POG card contract reverted (${hash})`);
            deployed = true;
          } catch (error) {
            // Another process (a second instance, a job runner) deployed it first, with the minter's first nonce.
            if ((await reader.getCode({ address })) === undefined) throw error;
          }
        }
        const current = (await reader.readContract({ ...at, functionName: "baseURI" })) as string;
        if (current !== baseUri) {
          const hash = await writer.writeContract({ ...at, functionName: "setBaseURI", args: [baseUri] });
          await waitFor(hash);
        }
        return { deployed };
      }),
    ownerOf,
    tokenUri: async (tokenId) =>
      (await reader.readContract({ ...at, functionName: "tokenURI", args: [tokenId] })) as string,
    totalSupply: async () => (await reader.readContract({ ...at, functionName: "totalSupply" })) as bigint,
    mint: (to, tokenId) =>
      serially(async () => {
        // Sent without a simulation: a token that exists already reverts on chain, and the caller reads ownerOf.
        const hash = await writer.writeContract({
          ...at,
          functionName: "mint",
          args: [to, tokenId],
          gas: 200_000n,
        });
        const receipt = await waitFor(hash);
        return { kind: receipt.status === "success" ? "minted" : "reverted", transactionHash: hash };
      }),
    mintedIn: async (tokenId) => {
      const logs = await reader.getLogs({
        address,
        event: TRANSFER,
        args: { from: zeroAddress, tokenId },
        fromBlock: 0n,
      });
      return logs[0]?.transactionHash ?? undefined;
    },
    tokensOf: async (owner) => {
      const logs = await reader.getLogs({ address, event: TRANSFER, args: { to: owner }, fromBlock: 0n });
      const ids = [...new Set(logs.map((log) => log.args.tokenId).filter((id) => id !== undefined))];
      const owners = await Promise.all(ids.map(ownerOf));
      return ids
        .filter((_, index) => owners[index]?.toLowerCase() === owner.toLowerCase())
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },
  };
};
