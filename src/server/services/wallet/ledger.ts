/**
 * The ledger as the rest of Kleos uses it: credits from the reward pool, debits to the store, any other
 * movement (`post`), balances, history and the K-Points summary. Every movement is a posting set written by
 * LedgerRepository.post in one transaction with the balances it changes, under a unique idempotency key. Each
 * method joins the caller's transaction when there is one (a claim credits inside its own transaction, and
 * both commit together) and runs on its own otherwise.
 */
import { Context, Effect, Layer } from "effect";
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  NON_TRANSFERABLE_CURRENCIES,
  type Currency,
  type LedgerCurrency,
} from "@/domain/constants/money";
import type { InsufficientBalance } from "@/domain/errors/wallet-errors";
import {
  LedgerRepository,
  type HistoryEntry,
  type LedgerAudit,
  type Leg,
  type NamedHistoryEntry,
  type PostingSet,
  type Posted,
} from "@/server/db/repositories/ledger-repository";
import { traced } from "@/server/effect/traced";
import { Database } from "@/server/db/database";
import { LeaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import { NotificationRepository } from "@/server/db/repositories/notification-repository";
import { rewardCredited } from "@/domain/notifications/notification-events";
import {
  IdempotentRequests,
  type IdempotencyFailure,
  type IdempotentAnswer,
} from "@/server/services/wallet/idempotent-requests";
import type { SwapQuoteView } from "@/server/services/wallet/swaps";
import {
  DEV_REWARD_REFERENCE,
  subjectOf,
  type TransactionSubject,
} from "@/server/services/wallet/transaction-subject";

/** Kleos' own accounts. They may go negative: the reward pool issues what users earn, the swap desk pays out. */
export const SYSTEM_ACCOUNTS = {
  rewardPool: "system:reward_pool",
  store: "system:store",
  swap: "system:swap",
  fees: "system:fees",
  payments: "system:payments",
} as const;

/** Kinds of movement: the history's `type` filter and the simplified views' types. */
export const TRANSACTION_TYPES = ["reward", "onramp", "meta-txn", "shop", "redeem", "offramp"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface Amount {
  readonly currency: LedgerCurrency;
  /** Integer base units; negative when it left the user's account. */
  readonly amount: number;
}

export interface BalanceView {
  readonly currency: LedgerCurrency;
  readonly amount: number;
  readonly decimals: number;
}

export interface TransactionView {
  readonly id: string;
  readonly type: TransactionType;
  readonly status: "completed";
  readonly createdAt: string;
  readonly reference: string | null;
  readonly amounts: readonly Amount[];
}

/** A movement as the history lists it: with what it was for. */
export interface HistoryTransactionView extends TransactionView {
  readonly subject: TransactionSubject | null;
}

export interface TransactionPage {
  readonly items: readonly HistoryTransactionView[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface HistoryQuery {
  readonly type?: TransactionType;
  readonly currency?: LedgerCurrency;
  readonly from?: string;
  readonly to?: string;
  readonly pageOffset?: number;
  readonly pageLimit?: number;
}

export interface KPointsSummary {
  readonly balance: number;
  readonly earned: number;
  readonly spent: number;
  readonly bySource: readonly {
    readonly type: TransactionType;
    readonly earned: number;
    readonly spent: number;
  }[];
}

export interface CreditResult {
  readonly transaction: TransactionView;
  /** False when the idempotency key had already credited: the answer is that first credit. */
  readonly created: boolean;
}

export interface DevRewardAnswer {
  readonly transaction: TransactionView;
  readonly balance: BalanceView;
}

export const balanceView = (currency: LedgerCurrency, amount: number): BalanceView => ({
  currency,
  amount,
  decimals: CURRENCY_DECIMALS[currency],
});

export const transactionView = (entry: HistoryEntry): TransactionView => ({
  id: entry.transaction.id,
  type: entry.transaction.type as TransactionType,
  status: "completed",
  createdAt: entry.transaction.createdAt.toISOString(),
  reference: entry.transaction.reference,
  amounts: entry.amounts,
});

const historyTransactionView = (entry: NamedHistoryEntry): HistoryTransactionView => ({
  ...transactionView(entry),
  subject: subjectOf(entry.transaction, entry.names),
});

/** rKLEOS only moves between a user and the reward pool or the store: earned and spent, never passed on. */
const untransferable = (legs: readonly Leg[]): string | undefined => {
  for (const currency of NON_TRANSFERABLE_CURRENCIES) {
    const touched = legs.filter((leg) => leg.currency === currency);
    if (touched.length === 0) continue;
    const users = new Set(touched.filter((leg) => leg.userId !== undefined).map((leg) => leg.owner));
    const systems = touched.filter((leg) => leg.userId === undefined).map((leg) => leg.owner);
    if (
      users.size > 1 ||
      systems.some((owner) => owner !== SYSTEM_ACCOUNTS.rewardPool && owner !== SYSTEM_ACCOUNTS.store)
    ) {
      return `${currency} is not transferable: ${touched.map((leg) => leg.owner).join(", ")}`;
    }
  }
  return undefined;
};

const userLeg = (userId: string, currency: LedgerCurrency, amount: number): Leg => ({
  owner: userId,
  userId,
  currency,
  amount,
});

const systemLeg = (owner: string, currency: LedgerCurrency, amount: number): Leg => ({
  owner,
  userId: undefined,
  currency,
  amount,
});

/** A caller's bug, not a user's mistake: a defect. */
const requirePositive = (amount: number, what: string): Effect.Effect<void> =>
  Number.isSafeInteger(amount) && amount > 0
    ? Effect.void
    : Effect.die(new Error(`${what} must be a positive integer, got ${amount}`));

/** The view of a set just written: the user's amounts are its own legs, no need to read them back. */
const viewOfCredit = (posted: Posted, currency: LedgerCurrency, amount: number): TransactionView =>
  transactionView({ transaction: posted.transaction, amounts: [{ currency, amount }] });

export interface CreditRequest {
  readonly userId: string;
  readonly currency: Currency;
  /** Base units. */
  readonly amount: number;
  /** Unique per reward (e.g. `quest:42:user:<id>`): the same key credits once, however often it is asked. */
  readonly idempotencyKey: string;
  readonly reference?: string;
}

export interface DebitRequest {
  readonly userId: string;
  readonly currency: LedgerCurrency;
  readonly amount: number;
  readonly type: "shop" | "redeem";
  readonly idempotencyKey: string;
  readonly reference?: string;
}

/** The K-Points a reward credits to a gamer (what KPOINTS_EARNED leaderboards score), if it credits any. */
const kpointsEarned = (set: PostingSet): { readonly userId: string; readonly amount: number } | undefined => {
  if (set.type !== "reward") return undefined;
  const amount = set.legs
    .filter((leg) => leg.userId === set.userId && leg.currency === "KPOINTS" && leg.amount > 0)
    .reduce((sum, leg) => sum + leg.amount, 0);
  return amount > 0 ? { userId: set.userId, amount } : undefined;
};

const rewardSet = (request: CreditRequest): PostingSet => ({
  idempotencyKey: `reward:${request.idempotencyKey}`,
  type: "reward",
  userId: request.userId,
  reference: request.reference,
  details: {},
  legs: [
    systemLeg(SYSTEM_ACCOUNTS.rewardPool, request.currency, -request.amount),
    userLeg(request.userId, request.currency, request.amount),
  ],
});

export class Ledger extends Context.Service<
  Ledger,
  {
    /** Writes any movement, after the rules every movement obeys; once per idempotency key. */
    post(set: PostingSet): Effect.Effect<Posted, InsufficientBalance>;
    /** A set as `userId` sees it: their own net change per currency. */
    viewOf(userId: string, posted: Posted): Effect.Effect<TransactionView>;
    /** Credits a user from the reward pool, once per idempotency key. */
    creditReward(request: CreditRequest): Effect.Effect<CreditResult>;
    /** A store purchase or a redemption, once per idempotency key. */
    debit(request: DebitRequest): Effect.Effect<CreditResult, InsufficientBalance>;
    /** The user's balance in one currency. */
    balanceOf(userId: string, currency: LedgerCurrency): Effect.Effect<BalanceView>;
    /** Development only: the caller's own reward, behind an HTTP idempotency key. */
    claimDevReward(
      userId: string,
      idempotencyKey: string,
      body: { readonly currency: Currency; readonly amount: number },
    ): Effect.Effect<IdempotentAnswer<DevRewardAnswer>, IdempotencyFailure>;
    getBalances(userId: string): Effect.Effect<{ readonly balances: readonly BalanceView[] }>;
    getTokenBalances(userId: string): Effect.Effect<{
      readonly tokens: readonly (BalanceView & { readonly kcashValue: number })[];
    }>;
    listTransactions(userId: string, query: HistoryQuery): Effect.Effect<TransactionPage>;
    /** The user's own transaction of `type`; a swap carries the quote it settled. */
    findTransaction(
      userId: string,
      type: TransactionType,
      id: string,
    ): Effect.Effect<(TransactionView & { readonly swap?: SwapQuoteView }) | undefined>;
    getKPointsSummary(userId: string): Effect.Effect<KPointsSummary>;
    /** The ledger's invariants as the database sees them (tests and benches): all zero on a sound ledger. */
    audit(): Effect.Effect<LedgerAudit>;
  }
>()("kleos/server/services/wallet/Ledger") {
  static readonly layer = Layer.effect(
    Ledger,
    Effect.gen(function* () {
      const ledger = yield* LedgerRepository;
      const requests = yield* IdempotentRequests;
      const boards = yield* LeaderboardRepository;
      const notifications = yield* NotificationRepository;
      const { transaction } = yield* Database;

      const post = (set: PostingSet) =>
        Effect.suspend(() => {
          const refused = untransferable(set.legs);
          if (refused !== undefined) return Effect.die(new Error(refused));
          const earned = kpointsEarned(set);
          if (earned === undefined) return ledger.post(set);
          // The leaderboards' scores rise in the same transaction as the K-Points that earn them.
          return transaction(
            Effect.tap(ledger.post(set), (posted) =>
              posted.created ? boards.addScore("KPOINTS_EARNED", earned.userId, earned.amount) : Effect.void,
            ),
          );
        });

      const viewOf = (userId: string, posted: Posted) =>
        Effect.map(ledger.userAmountsOf(userId, [posted.transaction.id]), (amounts) =>
          transactionView({
            transaction: posted.transaction,
            amounts: amounts.get(posted.transaction.id) ?? [],
          }),
        );

      const balanceOf = (userId: string, currency: LedgerCurrency) =>
        Effect.map(ledger.balancesOf(userId), (balances) =>
          balanceView(currency, balances.get(currency) ?? 0),
        );

      const creditReward = (request: CreditRequest) =>
        Effect.gen(function* () {
          yield* requirePositive(request.amount, "A reward");
          // A credit takes from no user: it cannot fail for want of balance. The gamer's notification of it is
          // written in the same transaction, so a credit is told exactly once.
          const posted = yield* transaction(
            Effect.tap(Effect.orDie(post(rewardSet(request))), (written) =>
              written.created
                ? notifications.insert({
                    ...rewardCredited(
                      request.userId,
                      written.transaction.id,
                      request.currency,
                      request.amount,
                    ),
                    createdAt: written.transaction.createdAt,
                  })
                : Effect.void,
            ),
          );
          return {
            transaction: posted.created
              ? viewOfCredit(posted, request.currency, request.amount)
              : yield* viewOf(request.userId, posted),
            created: posted.created,
          };
        });

      return Ledger.of(
        traced("Ledger", {
          post,
          viewOf,
          creditReward,
          balanceOf,
          debit: (request: DebitRequest) =>
            Effect.gen(function* () {
              yield* requirePositive(request.amount, "A debit");
              const posted = yield* post({
                idempotencyKey: `${request.type}:${request.idempotencyKey}`,
                type: request.type,
                userId: request.userId,
                reference: request.reference,
                details: {},
                legs: [
                  userLeg(request.userId, request.currency, -request.amount),
                  systemLeg(SYSTEM_ACCOUNTS.store, request.currency, request.amount),
                ],
              });
              return { transaction: yield* viewOf(request.userId, posted), created: posted.created };
            }),
          claimDevReward: (
            userId: string,
            key: string,
            body: { readonly currency: Currency; readonly amount: number },
          ) =>
            requests.run(
              { userId, operation: "claimDevReward", key, body },
              Effect.gen(function* () {
                const { transaction } = yield* creditReward({
                  userId,
                  currency: body.currency,
                  amount: body.amount,
                  idempotencyKey: `dev:${userId}:${key}`,
                  reference: DEV_REWARD_REFERENCE,
                });
                return { transaction, balance: yield* balanceOf(userId, body.currency) };
              }),
            ),
          getBalances: (userId: string) =>
            Effect.map(ledger.balancesOf(userId), (balances) => ({
              balances: CURRENCIES.map((currency) => balanceView(currency, balances.get(currency) ?? 0)),
            })),
          getTokenBalances: (userId: string) =>
            Effect.map(balanceOf(userId, "USDT"), (usdt) => ({
              tokens: [{ ...usdt, kcashValue: Math.floor(usdt.amount / 10) }],
            })),
          listTransactions: (userId: string, query: HistoryQuery) =>
            Effect.gen(function* () {
              const pageOffset = query.pageOffset ?? 0;
              const pageLimit = query.pageLimit ?? 20;
              const { entries, total } = yield* ledger.history(
                {
                  userId,
                  type: query.type,
                  currency: query.currency,
                  from: query.from === undefined ? undefined : new Date(query.from),
                  to: query.to === undefined ? undefined : new Date(query.to),
                },
                pageOffset,
                pageLimit,
              );
              return {
                items: entries.map(historyTransactionView),
                page: { pageOffset, pageLimit, total },
              };
            }),
          findTransaction: (userId: string, type: TransactionType, id: string) =>
            Effect.map(ledger.findOwnTransaction(userId, type, id), (entry) => {
              if (entry === undefined) return undefined;
              const { swap } = entry.transaction.details as { swap?: SwapQuoteView };
              return { ...transactionView(entry), ...(swap === undefined ? {} : { swap }) };
            }),
          getKPointsSummary: (userId: string) =>
            Effect.gen(function* () {
              const flows = yield* ledger.flowsOf(userId, "KPOINTS");
              const { amount: balance } = yield* balanceOf(userId, "KPOINTS");
              return {
                balance,
                earned: flows.reduce((sum, flow) => sum + flow.credited, 0),
                spent: flows.reduce((sum, flow) => sum + flow.debited, 0),
                bySource: flows.map((flow) => ({
                  type: flow.type as TransactionType,
                  earned: flow.credited,
                  spent: flow.debited,
                })),
              };
            }),
          audit: () => ledger.audit(),
        }),
      );
    }),
  );
}
