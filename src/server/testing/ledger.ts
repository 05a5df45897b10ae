/**
 * The Ledger service over a test app's database, for tests that move money or read balances without going
 * through HTTP (the quests' credit, a store debit, the ledger's audit), and the wallet's other services and
 * repositories for tests that look at idempotency records. Each call builds the wallet layer on the database
 * and runs one effect; a typed failure or a defect rejects with the error itself.
 */
import { Cause, Effect, Exit, Layer } from "effect";
import type { LedgerCurrency } from "@/domain/constants/money";
import type { Database as OpenDatabase } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { IdempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import { LedgerRepository, type LedgerAudit } from "@/server/db/repositories/ledger-repository";
import { NotificationRepository } from "@/server/db/repositories/notification-repository";
import { LeaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";
import {
  Ledger,
  type CreditRequest,
  type CreditResult,
  type DebitRequest,
} from "@/server/services/wallet/ledger";

/** Ledger and IdempotentRequests with their repositories, on `database`. */
export const walletLayer = (database: OpenDatabase) =>
  Ledger.layer.pipe(
    Layer.provideMerge(IdempotentRequests.layer),
    Layer.provideMerge(
      Layer.mergeAll(
        LedgerRepository.layer,
        IdempotencyRepository.layer,
        LeaderboardRepository.layer,
        NotificationRepository.layer,
      ),
    ),
    Layer.provideMerge(Database.layer(database)),
  );

/** What the wallet layer provides: Ledger, IdempotentRequests and their repositories. */
export type WalletServices = Layer.Success<ReturnType<typeof walletLayer>>;

/** Runs an effect on the wallet layer over `database`; a typed failure or a defect rejects with the error itself. */
export const runOnWallet = async <A, E>(
  database: OpenDatabase,
  effect: Effect.Effect<A, E, WalletServices>,
): Promise<A> => {
  const exit = await Effect.runPromiseExit(Effect.provide(effect, walletLayer(database)));
  if (Exit.isSuccess(exit)) return exit.value;
  throw Cause.squash(exit.cause);
};

export interface TestLedger {
  creditReward(request: CreditRequest): Promise<CreditResult>;
  debit(request: DebitRequest): Promise<CreditResult>;
  balanceOf(userId: string, currency: LedgerCurrency): Promise<number>;
  /** The owner's balance per currency (currencies never touched are absent). */
  balancesOf(owner: string): Promise<Map<LedgerCurrency, number>>;
  audit(): Promise<LedgerAudit>;
}

export const ledgerOn = (database: OpenDatabase): TestLedger => {
  const run = <A, E>(effect: Effect.Effect<A, E, WalletServices>): Promise<A> =>
    runOnWallet(database, effect);
  return {
    creditReward: (request) => run(Ledger.use((ledger) => ledger.creditReward(request))),
    debit: (request) => run(Ledger.use((ledger) => ledger.debit(request))),
    balanceOf: (userId, currency) =>
      run(
        Ledger.use((ledger) => Effect.map(ledger.balanceOf(userId, currency), (balance) => balance.amount)),
      ),
    balancesOf: (owner) => run(LedgerRepository.use((ledger) => ledger.balancesOf(owner))),
    audit: () => run(Ledger.use((ledger) => ledger.audit())),
  };
};
