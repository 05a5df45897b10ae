/**
 * The ledger's storage: posting sets written with their postings and the balance projection in one
 * transaction, read back as balances and history. Holds no business rules beyond the ledger's own
 * invariants (a posting set sums to zero per currency; a user balance never goes below zero).
 */
import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { LedgerCurrency } from "@/domain/constants/money";
import { InsufficientBalance } from "@/domain/errors/wallet-errors";
import { rowsOf, type DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { campaignsTable } from "@/server/db/schema/campaigns";
import { ledgerAccountsTable, ledgerPostingsTable, ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { storeVouchersTable } from "@/server/db/schema/store";
import { tournamentsTable } from "@/server/db/schema/tournaments";

export type LedgerTransactionRow = typeof ledgerTransactionsTable.$inferSelect;
export type LedgerAccountRow = typeof ledgerAccountsTable.$inferSelect;

/** One side of a movement: `amount` base units into (positive) or out of (negative) an account. */
export interface Leg {
  /** The user's id, or `system:<name>`. */
  readonly owner: string;
  /** Set for a user's account (its balance may not go below zero). */
  readonly userId: string | undefined;
  readonly currency: LedgerCurrency;
  readonly amount: number;
}

export interface PostingSet {
  readonly idempotencyKey: string;
  readonly type: string;
  readonly userId: string;
  readonly reference: string | undefined;
  readonly details: Record<string, unknown>;
  readonly legs: readonly Leg[];
}

export interface Posted {
  readonly transaction: LedgerTransactionRow;
  /** False when a posting set with this idempotency key already existed: nothing was written. */
  readonly created: boolean;
}

export interface HistoryFilter {
  readonly userId: string;
  readonly type: string | undefined;
  readonly currency: LedgerCurrency | undefined;
  readonly from: Date | undefined;
  readonly to: Date | undefined;
}

export interface HistoryEntry {
  readonly transaction: LedgerTransactionRow;
  /** The user's own net change per currency in this movement. */
  readonly amounts: readonly { readonly currency: LedgerCurrency; readonly amount: number }[];
}

/**
 * What a movement's reference names, read with it: the campaign or quest of `campaign:<slug>`, the tournament of
 * `tournament:<id>`, the voucher of `voucher:<slug>`. Each is undefined when the reference names no such thing
 * (or it no longer exists).
 */
export interface ReferencedNames {
  readonly campaign: { readonly kind: string; readonly title: string } | undefined;
  readonly tournament: { readonly title: string } | undefined;
  readonly voucher: { readonly brand: string; readonly title: string } | undefined;
}

export interface NamedHistoryEntry extends HistoryEntry {
  readonly names: ReferencedNames;
}

const accountKey = (owner: string, currency: string): string => `${owner}\u0000${currency}`;

/** Checks a posting set before anything is written: whole base units, none zero, summing to zero per currency. */
const checkLegs = (legs: readonly Leg[]): void => {
  if (legs.length < 2) throw new Error(`A posting set needs at least two legs, got ${legs.length}`);
  const sums = new Map<string, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new Error(`Leg amount ${leg.amount} ${leg.currency} for ${leg.owner} is not a non-zero integer`);
    }
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`The ${currency} legs of a posting set sum to ${sum}, not zero`);
  }
};

/** The net change per account (a posting set may touch one account twice). */
const netByAccount = (legs: readonly Leg[]): Map<string, Leg> => {
  const net = new Map<string, Leg>();
  for (const leg of legs) {
    const key = accountKey(leg.owner, leg.currency);
    const previous = net.get(key);
    net.set(key, previous === undefined ? leg : { ...leg, amount: previous.amount + leg.amount });
  }
  return net;
};

const userAmounts = (
  rows: readonly { transactionId: string; currency: string; amount: number }[],
): Map<string, { currency: LedgerCurrency; amount: number }[]> => {
  const byTransaction = new Map<string, { currency: LedgerCurrency; amount: number }[]>();
  for (const row of rows) {
    const list = byTransaction.get(row.transactionId) ?? [];
    list.push({ currency: row.currency as LedgerCurrency, amount: Number(row.amount) });
    byTransaction.set(row.transactionId, list);
  }
  return byTransaction;
};

interface RawTransaction {
  readonly id: string;
  readonly idempotency_key: string;
  readonly type: string;
  readonly user_id: string;
  readonly reference: string | null;
  readonly details: unknown;
  readonly created_at: string | Date;
}

const transactionOf = (row: RawTransaction): LedgerTransactionRow => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  type: row.type,
  userId: row.user_id,
  reference: row.reference,
  details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
  createdAt: new Date(row.created_at),
});

interface NamedRawTransaction extends RawTransaction {
  readonly campaign_kind: string | null;
  readonly campaign_title: string | null;
  readonly tournament_title: string | null;
  readonly voucher_brand: string | null;
  readonly voucher_title: string | null;
}

const namesOf = (row: NamedRawTransaction): ReferencedNames => ({
  campaign:
    row.campaign_kind === null || row.campaign_title === null
      ? undefined
      : { kind: row.campaign_kind, title: row.campaign_title },
  tournament: row.tournament_title === null ? undefined : { title: row.tournament_title },
  voucher:
    row.voucher_brand === null || row.voucher_title === null
      ? undefined
      : { brand: row.voucher_brand, title: row.voucher_title },
});

/** A tournament reference's id, checked before the cast so another reference can never fail the query. */
const TOURNAMENT_REFERENCE = "^tournament:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

const existing = async (db: DbOrTransaction, idempotencyKey: string): Promise<Posted> => {
  const [transaction] = await db
    .select()
    .from(ledgerTransactionsTable)
    .where(eq(ledgerTransactionsTable.idempotencyKey, idempotencyKey))
    .limit(1);
  if (transaction === undefined) throw new Error(`Posting set ${idempotencyKey} conflicted but is not there`);
  return { transaction, created: false };
};

/**
 * One short call, so one round trip: ledger_post (migration 0007) writes the set (nothing on a used key, then
 * answering the existing set), creates or changes each account by its net amount in (owner, currency) order
 * and writes the postings. Its plans stay cached for the session, where a statement of this size would be
 * parsed and planned on every credit. The text is the same for every set: the legs travel as one jsonb value.
 */
const POST_TEXT = "select * from ledger_post($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb)";

type PostedRow = RawTransaction & { readonly created: boolean };

/** The driver under a root handle (PGlite, or node-postgres' pool); undefined for a transaction. */
interface Driver {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const driverOf = (db: DbOrTransaction): Driver | undefined => {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  return typeof client === "object" &&
    client !== null &&
    "query" in client &&
    typeof client.query === "function"
    ? (client as Driver)
    : undefined;
};

const callPost = async (db: DbOrTransaction, set: PostingSet): Promise<PostedRow | undefined> => {
  const details = JSON.stringify(set.details);
  const legs = JSON.stringify(
    set.legs.map((leg) => ({
      owner: leg.owner,
      user_id: leg.userId ?? null,
      currency: leg.currency,
      amount: leg.amount,
    })),
  );
  const reference = set.reference ?? null;
  // Outside a transaction, straight to the driver: drizzle's PGlite session copies PGlite's whole table of
  // result parsers on every call to add its own, which costs a third of a credit.
  const driver = driverOf(db);
  if (driver !== undefined) {
    const params = [set.idempotencyKey, set.type, set.userId, reference, details, legs];
    return (await driver.query(POST_TEXT, params)).rows[0] as PostedRow | undefined;
  }
  const statement = sql`select * from ledger_post(${set.idempotencyKey}, ${set.type}, ${set.userId}::uuid,
    ${reference}, ${details}::jsonb, ${legs}::jsonb)`;
  return rowsOf<PostedRow>(await db.execute(statement))[0];
};

/**
 * A set that debits a user: lock its accounts in one order, check the balances, then write. Runs inside a
 * transaction; a balance too low is answered as a value (after the set's row was written), and the caller
 * fails the transaction with it, which rolls that row back.
 */
const postChecked = async (
  tx: DbOrTransaction,
  set: PostingSet,
  net: readonly Leg[],
): Promise<Posted | InsufficientBalance> => {
  const [inserted] = await tx
    .insert(ledgerTransactionsTable)
    .values({
      idempotencyKey: set.idempotencyKey,
      type: set.type,
      userId: set.userId,
      reference: set.reference ?? null,
      details: set.details,
    })
    // Any unique conflict: the unique idempotency key is the only one a new posting set can meet.
    .onConflictDoNothing()
    .returning();
  if (inserted === undefined) return existing(tx, set.idempotencyKey);

  await tx
    .insert(ledgerAccountsTable)
    .values(net.map((leg) => ({ owner: leg.owner, userId: leg.userId ?? null, currency: leg.currency })))
    .onConflictDoNothing({ target: [ledgerAccountsTable.owner, ledgerAccountsTable.currency] });
  const accounts = await tx
    .select()
    .from(ledgerAccountsTable)
    .where(
      sql`(${ledgerAccountsTable.owner}, ${ledgerAccountsTable.currency}) in (${sql.join(
        net.map((leg) => sql`(${leg.owner}, ${leg.currency})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(ledgerAccountsTable.owner), asc(ledgerAccountsTable.currency))
    .for("update");
  const accountOf = new Map(
    accounts.map((account) => [accountKey(account.owner, account.currency), account]),
  );

  const changes: { id: number; delta: number }[] = [];
  for (const leg of net) {
    const account = accountOf.get(accountKey(leg.owner, leg.currency));
    if (account === undefined) throw new Error(`Account ${leg.owner} ${leg.currency} was not created`);
    if (account.userId !== null && account.balance + leg.amount < 0) {
      return new InsufficientBalance({
        currency: leg.currency,
        required: -leg.amount,
        available: account.balance,
      });
    }
    if (leg.amount !== 0) changes.push({ id: account.id, delta: leg.amount });
  }
  await tx.insert(ledgerPostingsTable).values(
    set.legs.map((leg) => {
      const account = accountOf.get(accountKey(leg.owner, leg.currency));
      if (account === undefined) throw new Error(`Account ${leg.owner} ${leg.currency} was not created`);
      return {
        transactionId: inserted.id,
        accountId: account.id,
        currency: leg.currency,
        amount: leg.amount,
      };
    }),
  );
  if (changes.length > 0) {
    await tx.execute(sql`
      update ${ledgerAccountsTable} as a
      set balance = a.balance + v.delta, updated_at = now()
      from (values ${sql.join(
        changes.map((change) => sql`(${change.id}::integer, ${change.delta}::bigint)`),
        sql`, `,
      )}) as v(id, delta)
      where a.id = v.id`);
  }
  return { transaction: inserted, created: true };
};

/** The net change per account of a checked set, in the one order every set locks accounts in. */
const sortedNet = (legs: readonly Leg[]): Leg[] =>
  [...netByAccount(legs).values()].sort((a, b) =>
    accountKey(a.owner, a.currency) < accountKey(b.owner, b.currency) ? -1 : 1,
  );

/**
 * Kleos' own accounts are kept in 16 rows each, one per first hex digit of the posting set's user: every
 * credit changes the reward pool's balance, and with one row, gamers' credits would queue for that row's lock
 * until each commit ends (one at a time however many arrive together). A system account's balance is the sum of
 * its rows (`owner` `system:<name>` and `system:<name>#<digit>`); user accounts stay one row each.
 */
const shardSystemLegs = (set: PostingSet): PostingSet => {
  const shard = set.userId.charAt(0).toLowerCase();
  return {
    ...set,
    legs: set.legs.map((leg) =>
      leg.userId === undefined ? { ...leg, owner: `${leg.owner}#${shard}` } : leg,
    ),
  };
};

/** Sets that take from a user check the balance first, to say how much is there. */
const debitsAUser = (net: readonly Leg[]): boolean =>
  net.some((leg) => leg.userId !== undefined && leg.amount < 0);

const postUnchecked = async (db: DbOrTransaction, set: PostingSet): Promise<Posted> => {
  const row = await callPost(db, set);
  if (row === undefined) throw new Error(`Posting set ${set.idempotencyKey} was neither written nor found`);
  return { transaction: transactionOf(row), created: row.created };
};

const reads = {
  findByIdempotencyKey: async (
    db: DbOrTransaction,
    idempotencyKey: string,
  ): Promise<LedgerTransactionRow | undefined> =>
    (
      await db
        .select()
        .from(ledgerTransactionsTable)
        .where(eq(ledgerTransactionsTable.idempotencyKey, idempotencyKey))
        .limit(1)
    )[0],

  /** A user's posting set of one type, by id; undefined when it is another's or does not exist. */
  findOwnTransaction: async (
    db: DbOrTransaction,
    userId: string,
    type: string,
    id: string,
  ): Promise<HistoryEntry | undefined> => {
    const [transaction] = await db
      .select()
      .from(ledgerTransactionsTable)
      .where(
        and(
          eq(ledgerTransactionsTable.id, id),
          eq(ledgerTransactionsTable.userId, userId),
          eq(ledgerTransactionsTable.type, type),
        ),
      )
      .limit(1);
    if (transaction === undefined) return undefined;
    const amounts = await reads.userAmountsOf(db, userId, [transaction.id]);
    return { transaction, amounts: amounts.get(transaction.id) ?? [] };
  },

  /** The user's balance per currency (currencies never touched are absent). */
  balancesOf: async (db: DbOrTransaction, owner: string): Promise<Map<LedgerCurrency, number>> => {
    const rows = await db
      .select({ currency: ledgerAccountsTable.currency, balance: ledgerAccountsTable.balance })
      .from(ledgerAccountsTable)
      .where(eq(ledgerAccountsTable.owner, owner));
    return new Map(rows.map((row) => [row.currency as LedgerCurrency, Number(row.balance)]));
  },

  /** The user's net change per currency in each of `transactionIds`. */
  userAmountsOf: async (
    db: DbOrTransaction,
    userId: string,
    transactionIds: readonly string[],
  ): Promise<Map<string, { currency: LedgerCurrency; amount: number }[]>> => {
    if (transactionIds.length === 0) return new Map();
    const rows = await db
      .select({
        transactionId: ledgerPostingsTable.transactionId,
        currency: ledgerPostingsTable.currency,
        amount: sql<string>`sum(${ledgerPostingsTable.amount})`,
      })
      .from(ledgerPostingsTable)
      .innerJoin(ledgerAccountsTable, eq(ledgerAccountsTable.id, ledgerPostingsTable.accountId))
      .where(
        and(
          inArray(ledgerPostingsTable.transactionId, [...transactionIds]),
          eq(ledgerAccountsTable.owner, userId),
        ),
      )
      .groupBy(ledgerPostingsTable.transactionId, ledgerPostingsTable.currency)
      .orderBy(asc(ledgerPostingsTable.currency));
    return userAmounts(rows.map((row) => ({ ...row, amount: Number(row.amount) })));
  },

  /** A page of the user's movements, newest first, with what each names, and how many match in all. */
  history: async (
    db: DbOrTransaction,
    filter: HistoryFilter,
    pageOffset: number,
    pageLimit: number,
  ): Promise<{ entries: NamedHistoryEntry[]; total: number }> => {
    const conditions: SQL[] = [eq(ledgerTransactionsTable.userId, filter.userId)];
    if (filter.type !== undefined) conditions.push(eq(ledgerTransactionsTable.type, filter.type));
    if (filter.from !== undefined) conditions.push(gte(ledgerTransactionsTable.createdAt, filter.from));
    if (filter.to !== undefined) conditions.push(lte(ledgerTransactionsTable.createdAt, filter.to));
    if (filter.currency !== undefined) {
      conditions.push(sql`exists (
        select 1 from ${ledgerPostingsTable} p
        join ${ledgerAccountsTable} a on a.id = p.account_id
        where p.transaction_id = ${ledgerTransactionsTable.id}
          and a.owner = ${filter.userId} and p.currency = ${filter.currency})`);
    }
    const where = and(...conditions);
    const [totalRow] = await db.select({ total: count() }).from(ledgerTransactionsTable).where(where);
    // The page first, then what each row's reference names, by one left join per kind of thing (each on a
    // unique key), so a page costs the same few queries however many rows it holds.
    const rows = rowsOf<NamedRawTransaction>(
      await db.execute(sql`
        select t.*,
          c.kind as campaign_kind, c.title as campaign_title,
          tr.title as tournament_title,
          v.brand as voucher_brand, v.title as voucher_title
        from (
          select * from ${ledgerTransactionsTable}
          where ${where}
          order by ${ledgerTransactionsTable.createdAt} desc, ${ledgerTransactionsTable.id} desc
          offset ${pageOffset} limit ${pageLimit}
        ) t
        left join ${campaignsTable} c
          on c.slug = case when t.reference like 'campaign:%' then substr(t.reference, 10) end
        left join ${tournamentsTable} tr
          on tr.id = case when t.reference ~ ${TOURNAMENT_REFERENCE} then substr(t.reference, 12)::uuid end
        left join ${storeVouchersTable} v
          on v.slug = case when t.reference like 'voucher:%' then substr(t.reference, 9) end
        order by t.created_at desc, t.id desc`),
    );
    const amounts = await reads.userAmountsOf(
      db,
      filter.userId,
      rows.map((row) => row.id),
    );
    return {
      entries: rows.map((row) => ({
        transaction: transactionOf(row),
        amounts: amounts.get(row.id) ?? [],
        names: namesOf(row),
      })),
      total: Number(totalRow?.total ?? 0),
    };
  },

  /** Sums of one user's postings in one currency, split into money in and money out, by movement type. */
  flowsOf: async (
    db: DbOrTransaction,
    userId: string,
    currency: LedgerCurrency,
  ): Promise<{ type: string; credited: number; debited: number }[]> => {
    const rows = await db
      .select({
        type: ledgerTransactionsTable.type,
        credited: sql<string>`coalesce(sum(${ledgerPostingsTable.amount}) filter (where ${ledgerPostingsTable.amount} > 0), 0)`,
        debited: sql<string>`coalesce(-sum(${ledgerPostingsTable.amount}) filter (where ${ledgerPostingsTable.amount} < 0), 0)`,
      })
      .from(ledgerPostingsTable)
      .innerJoin(ledgerAccountsTable, eq(ledgerAccountsTable.id, ledgerPostingsTable.accountId))
      .innerJoin(ledgerTransactionsTable, eq(ledgerTransactionsTable.id, ledgerPostingsTable.transactionId))
      .where(and(eq(ledgerAccountsTable.owner, userId), eq(ledgerPostingsTable.currency, currency)))
      .groupBy(ledgerTransactionsTable.type)
      .orderBy(asc(ledgerTransactionsTable.type));
    return rows.map((row) => ({
      type: row.type,
      credited: Number(row.credited),
      debited: Number(row.debited),
    }));
  },

  /**
   * The ledger's invariants, as the database sees them: posting sets whose postings do not sum to zero per
   * currency, accounts whose balance differs from the sum of their postings, user accounts below zero, and
   * idempotency keys with more than one posting set. All empty on a sound ledger.
   */
  audit: async (
    db: DbOrTransaction,
  ): Promise<{
    unbalancedSets: number;
    driftedAccounts: number;
    negativeUserAccounts: number;
    duplicateKeys: number;
    postingSets: number;
  }> => {
    const [row] = rowsOf<Record<string, string | number>>(
      await db.execute(sql`
        select
          (select count(*) from (
             select transaction_id, currency from ledger_postings
             group by transaction_id, currency having sum(amount) <> 0) u) as unbalanced_sets,
          (select count(*) from ledger_accounts a
             where a.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0))
            as drifted_accounts,
          (select count(*) from ledger_accounts where user_id is not null and balance < 0) as negative_user_accounts,
          (select count(*) from (
             select idempotency_key from ledger_transactions group by idempotency_key having count(*) > 1) d)
            as duplicate_keys,
          (select count(*) from ledger_transactions) as posting_sets`),
    );
    return {
      unbalancedSets: Number(row?.["unbalanced_sets"] ?? 0),
      driftedAccounts: Number(row?.["drifted_accounts"] ?? 0),
      negativeUserAccounts: Number(row?.["negative_user_accounts"] ?? 0),
      duplicateKeys: Number(row?.["duplicate_keys"] ?? 0),
      postingSets: Number(row?.["posting_sets"] ?? 0),
    };
  },
};

export interface LedgerAudit {
  readonly unbalancedSets: number;
  readonly driftedAccounts: number;
  readonly negativeUserAccounts: number;
  readonly duplicateKeys: number;
  readonly postingSets: number;
}

export class LedgerRepository extends Context.Service<
  LedgerRepository,
  {
    /**
     * Writes a posting set, its postings and the balances of the accounts it touches, in one transaction (the
     * caller's, when there is one). With an idempotency key already used, writes nothing and answers the
     * existing set. A user account that would go below zero fails the whole set with InsufficientBalance (and
     * rolls back the transaction it ran in).
     */
    post(set: PostingSet): Effect.Effect<Posted, InsufficientBalance>;
    findByIdempotencyKey(idempotencyKey: string): Effect.Effect<LedgerTransactionRow | undefined>;
    /** A user's posting set of one type, by id; undefined when it is another's or does not exist. */
    findOwnTransaction(userId: string, type: string, id: string): Effect.Effect<HistoryEntry | undefined>;
    /** The owner's balance per currency (currencies never touched are absent). */
    balancesOf(owner: string): Effect.Effect<Map<LedgerCurrency, number>>;
    /** The user's net change per currency in each of `transactionIds`. */
    userAmountsOf(
      userId: string,
      transactionIds: readonly string[],
    ): Effect.Effect<Map<string, { currency: LedgerCurrency; amount: number }[]>>;
    /** A page of the user's movements, newest first, with what each names, and how many match in all. */
    history(
      filter: HistoryFilter,
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<{ entries: NamedHistoryEntry[]; total: number }>;
    /** Sums of one user's postings in one currency, split into money in and money out, by movement type. */
    flowsOf(
      userId: string,
      currency: LedgerCurrency,
    ): Effect.Effect<{ type: string; credited: number; debited: number }[]>;
    /** The ledger's invariants as the database sees them: all zero on a sound ledger. */
    audit(): Effect.Effect<LedgerAudit>;
  }
>()("kleos/server/db/repositories/LedgerRepository") {
  static readonly layer = Layer.effect(
    LedgerRepository,
    Effect.gen(function* () {
      const { query, transaction } = yield* Database;
      return LedgerRepository.of(
        traced("LedgerRepository", {
          post: (unsharded: PostingSet) =>
            Effect.suspend(() => {
              const set = shardSystemLegs(unsharded);
              checkLegs(set.legs);
              const net = sortedNet(set.legs);
              if (!debitsAUser(net)) return query((db) => postUnchecked(db, set));
              return transaction(
                Effect.flatMap(
                  query((tx) => postChecked(tx, set, net)),
                  (posted): Effect.Effect<Posted, InsufficientBalance> =>
                    posted instanceof InsufficientBalance ? Effect.fail(posted) : Effect.succeed(posted),
                ),
              );
            }),
          findByIdempotencyKey: (idempotencyKey: string) =>
            query((db) => reads.findByIdempotencyKey(db, idempotencyKey)),
          findOwnTransaction: (userId: string, type: string, id: string) =>
            query((db) => reads.findOwnTransaction(db, userId, type, id)),
          balancesOf: (owner: string) => query((db) => reads.balancesOf(db, owner)),
          userAmountsOf: (userId: string, transactionIds: readonly string[]) =>
            query((db) => reads.userAmountsOf(db, userId, transactionIds)),
          history: (filter: HistoryFilter, pageOffset: number, pageLimit: number) =>
            query((db) => reads.history(db, filter, pageOffset, pageLimit)),
          flowsOf: (userId: string, currency: LedgerCurrency) =>
            query((db) => reads.flowsOf(db, userId, currency)),
          audit: () => query((db) => reads.audit(db)),
        }),
      );
    }),
  );
}
