/**
 * The ledger as the rest of Kleos uses it: credits from the reward pool (the quests issue's helper), debits to
 * the store, balances, history and the K-Points summary. Every movement is a posting set written by
 * ledgerRepository.post in one transaction with the balances it changes, under a unique idempotency key.
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
import type { IdempotencyKeyReused, IdempotentRequestInFlight } from "@/domain/errors/wallet-errors";
import type { Db, DbOrTransaction } from "@/server/db/client";
import {
  ledgerRepository,
  type HistoryEntry,
  type Leg,
  type PostingSet,
  type Posted,
} from "@/server/db/repositories/ledger-repository";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";
import { runIdempotent, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import type { SwapQuoteView } from "@/server/services/wallet/swaps";

/** Kleos' own accounts. They may go negative: the reward pool issues what users earn, the swap desk pays out. */
export const SYSTEM_ACCOUNTS = {
  rewardPool: "system:reward_pool",
  store: "system:store",
  swap: "system:swap",
  fees: "system:fees",
  payments: "system:payments",
} as const;

/** Kinds of movement: the history's `type` filter and the simplified views' types. */
export const TRANSACTION_TYPES = ["reward", "onramp", "meta-txn", "shop", "redeem"] as const;
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

export interface TransactionPage {
  readonly items: readonly TransactionView[];
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

/** rKLEOS only moves between a user and the reward pool or the store: earned and spent, never passed on. */
const checkTransferable = (legs: readonly Leg[]): void => {
  for (const currency of NON_TRANSFERABLE_CURRENCIES) {
    const touched = legs.filter((leg) => leg.currency === currency);
    if (touched.length === 0) continue;
    const users = new Set(touched.filter((leg) => leg.userId !== undefined).map((leg) => leg.owner));
    const systems = touched.filter((leg) => leg.userId === undefined).map((leg) => leg.owner);
    if (
      users.size > 1 ||
      systems.some((owner) => owner !== SYSTEM_ACCOUNTS.rewardPool && owner !== SYSTEM_ACCOUNTS.store)
    ) {
      throw new Error(`${currency} is not transferable: ${touched.map((leg) => leg.owner).join(", ")}`);
    }
  }
};

/** Writes a posting set after the business rules every movement obeys. */
export const postMovement = (tx: DbOrTransaction, set: PostingSet): Promise<Posted> => {
  checkTransferable(set.legs);
  return ledgerRepository.post(tx, set);
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

const assertPositive = (amount: number, what: string): void => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`${what} must be a positive integer, got ${amount}`);
};

/** The view of a set just written: the user's amounts are its own legs, no need to read them back. */
const viewOfCredit = (posted: Posted, currency: LedgerCurrency, amount: number): TransactionView =>
  transactionView({ transaction: posted.transaction, amounts: [{ currency, amount }] });

const viewOfPosted = async (
  db: DbOrTransaction,
  userId: string,
  posted: Posted,
): Promise<TransactionView> => {
  const amounts = await ledgerRepository.userAmountsOf(db, userId, [posted.transaction.id]);
  return transactionView({
    transaction: posted.transaction,
    amounts: amounts.get(posted.transaction.id) ?? [],
  });
};

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

/** A credit from the reward pool, inside `tx` (for callers that move money together with other changes). */
export const creditRewardIn = async (tx: DbOrTransaction, request: CreditRequest): Promise<Posted> => {
  assertPositive(request.amount, "A reward");
  return postMovement(tx, {
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
};

/** A credit from the reward pool: one statement, so it commits (or not) on its own. */
export const creditReward = async (db: Db, request: CreditRequest): Promise<CreditResult> => {
  const posted = await creditRewardIn(db, request);
  return {
    transaction: posted.created
      ? viewOfCredit(posted, request.currency, request.amount)
      : await viewOfPosted(db, request.userId, posted),
    created: posted.created,
  };
};

export const debitToStore = async (db: Db, request: DebitRequest): Promise<CreditResult> => {
  assertPositive(request.amount, "A debit");
  const posted = await db.transaction((tx) =>
    postMovement(tx, {
      idempotencyKey: `${request.type}:${request.idempotencyKey}`,
      type: request.type,
      userId: request.userId,
      reference: request.reference,
      details: {},
      legs: [
        userLeg(request.userId, request.currency, -request.amount),
        systemLeg(SYSTEM_ACCOUNTS.store, request.currency, request.amount),
      ],
    }),
  );
  return { transaction: await viewOfPosted(db, request.userId, posted), created: posted.created };
};

export class Ledger extends Context.Service<
  Ledger,
  {
    /** The quests' helper: credits a user from the reward pool, once per idempotency key. */
    creditReward(request: CreditRequest): Effect.Effect<CreditResult>;
    /** A store purchase or a redemption, once per idempotency key. */
    debit(request: DebitRequest): Effect.Effect<CreditResult, InsufficientBalance>;
    /** Development only: the caller's own reward, behind an HTTP idempotency key. */
    claimDevReward(
      userId: string,
      idempotencyKey: string,
      body: { readonly currency: Currency; readonly amount: number },
    ): Effect.Effect<IdempotentAnswer<DevRewardAnswer>, IdempotencyKeyReused | IdempotentRequestInFlight>;
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
  }
>()("kleos/server/services/wallet/Ledger") {
  static readonly layer = Layer.effect(
    Ledger,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return {
        creditReward: (request) => Effect.promise(() => creditReward(db, request)),
        debit: (request) => attempt<CreditResult, InsufficientBalance>(() => debitToStore(db, request)),
        claimDevReward: (userId, key, body) =>
          attempt<IdempotentAnswer<DevRewardAnswer>, IdempotencyKeyReused | IdempotentRequestInFlight>(() =>
            runIdempotent(db, { userId, operation: "claimDevReward", key, body }, async (tx) => {
              const posted = await creditRewardIn(tx, {
                userId,
                currency: body.currency,
                amount: body.amount,
                idempotencyKey: `dev:${userId}:${key}`,
                reference: "dev-reward",
              });
              const balances = await ledgerRepository.balancesOf(tx, userId);
              return {
                transaction: posted.created
                  ? viewOfCredit(posted, body.currency, body.amount)
                  : await viewOfPosted(tx, userId, posted),
                balance: balanceView(body.currency, balances.get(body.currency) ?? 0),
              };
            }),
          ),
        getBalances: (userId) =>
          Effect.promise(async () => {
            const balances = await ledgerRepository.balancesOf(db, userId);
            return {
              balances: CURRENCIES.map((currency) => balanceView(currency, balances.get(currency) ?? 0)),
            };
          }),
        getTokenBalances: (userId) =>
          Effect.promise(async () => {
            const usdt = (await ledgerRepository.balancesOf(db, userId)).get("USDT") ?? 0;
            return { tokens: [{ ...balanceView("USDT", usdt), kcashValue: Math.floor(usdt / 10) }] };
          }),
        listTransactions: (userId, query) =>
          Effect.promise(async () => {
            const pageOffset = query.pageOffset ?? 0;
            const pageLimit = query.pageLimit ?? 20;
            const { entries, total } = await ledgerRepository.history(
              db,
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
            return { items: entries.map(transactionView), page: { pageOffset, pageLimit, total } };
          }),
        findTransaction: (userId, type, id) =>
          Effect.promise(async () => {
            const entry = await ledgerRepository.findOwnTransaction(db, userId, type, id);
            if (entry === undefined) return undefined;
            const { swap } = entry.transaction.details as { swap?: SwapQuoteView };
            return { ...transactionView(entry), ...(swap === undefined ? {} : { swap }) };
          }),
        getKPointsSummary: (userId) =>
          Effect.promise(async () => {
            const flows = await ledgerRepository.flowsOf(db, userId, "KPOINTS");
            const balance = (await ledgerRepository.balancesOf(db, userId)).get("KPOINTS") ?? 0;
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
      };
    }),
  );
}
