/**
 * On-chain holdings (HOLD_TOKEN, HOLD_NFT): the gamer holds at least the task's amount of an ERC-20, or at least
 * one token of an ERC-721, at the task's contract, summed over the EVM wallets they proved they hold (linked
 * with a signed message, `user_identities` provider `evm`; the custodial address Kleos keeps is not theirs to
 * prove). Balances are read at the chain's `finalized` block (evm-chain.ts): a transfer counts once it is final.
 * A task on a chain Kleos is not connected to is "not configured"; an RPC that is down is "try again later".
 */
import { Effect } from "effect";
import { type Address, formatUnits, getAddress, isAddress } from "viem";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import type { EvmChain, HoldingRead } from "@/server/providers/chain/evm-chain";
import {
  notDone,
  withParams,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

type Holding = Extract<HoldingRead, { kind: "read" }>;

const notConfiguredOn = (what: string, chain: string): VerificationOutcome => ({
  verified: false,
  errorType: "NOT_CONFIGURED",
  errorCode: "TASK_VERIFICATION_NOT_CONFIGURED",
  message: `Verification of ${what} on ${chain} is not configured yet`,
});

const walletNotLinked = notDone("WALLET_NOT_LINKED", "Link an EVM wallet first");

const cannotCheck = (
  read: Extract<HoldingRead, { kind: "failed" }>,
  contract: string,
): VerificationOutcome =>
  read.reason === "unavailable"
    ? {
        verified: false,
        errorType: "UPSTREAM",
        errorCode: "CHAIN_UNAVAILABLE",
        message: `The chain could not be read right now, please try again later (${read.detail})`,
      }
    : {
        verified: false,
        errorType: "UPSTREAM",
        errorCode: "TOKEN_CONTRACT_UNREADABLE",
        message: `The contract ${contract} answered no balance, please try again later (${read.detail})`,
      };

/** Reads the holdings of the gamer's proven EVM wallets, or the outcome that ends the check before that. */
const readHoldings = (
  chain: EvmChain,
  what: string,
  standard: "erc20" | "erc721",
  userId: string,
  config: { readonly chain: string; readonly contract: string },
): Effect.Effect<Holding | VerificationOutcome, never, TaskFactRepository> =>
  Effect.gen(function* () {
    if (config.chain !== chain.name || !isAddress(config.contract, { strict: false }))
      return notConfiguredOn(what, config.chain);
    const repository = yield* TaskFactRepository;
    const wallets = yield* repository.linkedWalletAddresses(userId, "evm");
    const owners = wallets.filter((wallet) => isAddress(wallet, { strict: false })) as Address[];
    if (owners.length === 0) return walletNotLinked;
    const read = yield* Effect.promise(() => chain.holdings(standard, getAddress(config.contract), owners));
    return read.kind === "failed" ? cannotCheck(read, config.contract) : read;
  });

const isOutcome = (value: Holding | VerificationOutcome): value is VerificationOutcome => "verified" in value;

export const holdTokenVerifier = (chain: EvmChain): TaskVerifier<"HOLD_TOKEN"> => ({
  verify: ({ userId, task }) =>
    Effect.map(readHoldings(chain, "token holdings", "erc20", userId, task.config), (read) => {
      if (isOutcome(read)) return read;
      const needed = BigInt(task.config.minAmount);
      if (read.balance >= needed) return { verified: true };
      const held = formatUnits(read.balance, read.decimals);
      const amount = formatUnits(needed, read.decimals);
      return withParams(
        notDone("TOKEN_BALANCE_TOO_LOW", `You hold ${held} ${read.symbol}; this task needs ${amount}`),
        { held, needed: amount, symbol: read.symbol },
      );
    }),
});

export const holdNftVerifier = (chain: EvmChain): TaskVerifier<"HOLD_NFT"> => ({
  verify: ({ userId, task }) =>
    Effect.map(readHoldings(chain, "NFT holdings", "erc721", userId, task.config), (read) => {
      if (isOutcome(read)) return read;
      if (read.balance >= 1n) return { verified: true };
      return withParams(notDone("NFT_NOT_HELD", `You hold no ${read.symbol}; this task needs 1`), {
        symbol: read.symbol,
      });
    }),
});
