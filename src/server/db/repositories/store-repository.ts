/**
 * The store's storage: vouchers with their stock (the count of free codes), the pick of a free code for a
 * redemption (`FOR UPDATE SKIP LOCKED`: concurrent buyers each lock a different code, none waits on another),
 * the code's allocation and the redemption row, and a gamer's own redemptions. The only store code that touches
 * Drizzle; it holds no business rules.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import {
  storeFeaturedVouchersTable,
  storeRedemptionsTable,
  storeVoucherCodesTable,
  storeVouchersTable,
} from "@/server/db/schema/store";

export type VoucherRow = typeof storeVouchersTable.$inferSelect;
export type VoucherWithStock = VoucherRow & { readonly stock: number };

export interface VoucherFilter {
  readonly region?: string;
  readonly brand?: string;
  readonly search?: string;
  readonly featured?: boolean;
}

export interface NewVoucher {
  readonly slug: string;
  readonly brand: string;
  readonly title: string;
  readonly description: string;
  readonly faceCurrency: string;
  readonly faceValue: number;
  readonly priceKcash: number;
  /** K-Points, where the voucher is also sold for them. */
  readonly priceKpoints?: number | null;
  readonly regions: readonly string[];
  readonly featured: boolean;
}

export interface RedemptionRow {
  readonly id: string;
  readonly voucher: Pick<VoucherRow, "id" | "slug" | "brand" | "title" | "faceCurrency" | "faceValue">;
  readonly code: string;
  readonly pricePaid: number;
  readonly priceCurrency: string;
  readonly transactionId: string;
  readonly redeemedAt: Date;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Whether a voucher is featured: listed by admins when they listed any, else its own flag (the catalogue's
 * choice before admins chose).
 */
const featuredOf = sql<boolean>`(case when exists (select 1 from ${storeFeaturedVouchersTable}) then exists (select 1 from ${storeFeaturedVouchersTable} as chosen where chosen.voucher_id = ${storeVouchersTable.id}) else ${storeVouchersTable.featured} end)`;

/** The place admins gave a featured voucher (null when they did not list it). */
const featuredPositionOf = sql<
  number | null
>`(select chosen.position from ${storeFeaturedVouchersTable} as chosen where chosen.voucher_id = ${storeVouchersTable.id})`;

const whereOf = (filter: VoucherFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.region !== undefined)
    conditions.push(sql`${filter.region} = any(${storeVouchersTable.regions})`);
  if (filter.brand !== undefined)
    conditions.push(sql`lower(${storeVouchersTable.brand}) = lower(${filter.brand})`);
  if (filter.search !== undefined) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${storeVouchersTable.brand}) like ${pattern} or lower(${storeVouchersTable.title}) like ${pattern})`,
    );
  }
  if (filter.featured !== undefined) conditions.push(sql`${featuredOf} = ${filter.featured}`);
  return conditions.length === 0 ? undefined : and(...conditions);
};

/** Free codes per voucher, as a subquery joined to the vouchers. */
const stockOf = (db: DbOrTransaction) =>
  db
    .select({ voucherId: storeVoucherCodesTable.voucherId, stock: count().as("stock") })
    .from(storeVoucherCodesTable)
    .where(isNull(storeVoucherCodesTable.allocatedAt))
    .groupBy(storeVoucherCodesTable.voucherId)
    .as("free_codes");

const selectWithStock = (db: DbOrTransaction) => {
  const free = stockOf(db);
  return db
    .select({
      voucher: storeVouchersTable,
      featured: featuredOf.mapWith(Boolean),
      stock: sql<number>`coalesce(${free.stock}, 0)::integer`,
    })
    .from(storeVouchersTable)
    .leftJoin(free, eq(free.voucherId, storeVouchersTable.id));
};

const rows = {
  /** A page of vouchers, featured first (in the order admins gave), then by brand and title; and how many match. */
  listVouchers: async (
    db: DbOrTransaction,
    filter: VoucherFilter,
    pageOffset: number,
    pageLimit: number,
  ): Promise<{ readonly items: readonly VoucherWithStock[]; readonly total: number }> => {
    const where = whereOf(filter);
    const [rows, totals] = await Promise.all([
      selectWithStock(db)
        .where(where)
        .orderBy(
          desc(featuredOf),
          sql`${featuredPositionOf} asc nulls last`,
          asc(sql`lower(${storeVouchersTable.brand})`),
          asc(storeVouchersTable.title),
          asc(storeVouchersTable.id),
        )
        .offset(pageOffset)
        .limit(pageLimit),
      db.select({ total: count() }).from(storeVouchersTable).where(where),
    ]);
    return {
      items: rows.map((row) => ({ ...row.voucher, featured: row.featured, stock: row.stock })),
      total: totals[0]?.total ?? 0,
    };
  },

  /**
   * Adds codes to a voucher's stock; a code the voucher already has (sold or not) is left as it is. Answers the
   * codes added, never any stored one.
   */
  insertCodes: async (
    db: DbOrTransaction,
    voucherId: string,
    codes: readonly string[],
    now: Date,
  ): Promise<readonly string[]> => {
    if (codes.length === 0) return [];
    const added = await db
      .insert(storeVoucherCodesTable)
      .values(codes.map((code) => ({ voucherId, code, createdAt: now })))
      .onConflictDoNothing({ target: [storeVoucherCodesTable.voucherId, storeVoucherCodesTable.code] })
      .returning({ code: storeVoucherCodesTable.code });
    return added.map((row) => row.code);
  },

  findVoucher: async (db: DbOrTransaction, voucherId: string): Promise<VoucherWithStock | undefined> => {
    const [row] = await selectWithStock(db).where(eq(storeVouchersTable.id, voucherId)).limit(1);
    return row === undefined ? undefined : { ...row.voucher, featured: row.featured, stock: row.stock };
  },

  /** The ids of `voucherIds` that name a voucher. */
  existingVoucherIds: async (
    db: DbOrTransaction,
    voucherIds: readonly string[],
  ): Promise<readonly string[]> =>
    voucherIds.length === 0
      ? []
      : (
          await db
            .select({ id: storeVouchersTable.id })
            .from(storeVouchersTable)
            .where(inArray(storeVouchersTable.id, [...voucherIds]))
        ).map((row) => row.id),

  /** The vouchers admins chose to feature, in display order. */
  featuredVoucherIds: async (db: DbOrTransaction): Promise<readonly string[]> =>
    (
      await db
        .select({ id: storeFeaturedVouchersTable.voucherId })
        .from(storeFeaturedVouchersTable)
        .orderBy(asc(storeFeaturedVouchersTable.position))
    ).map((row) => row.id),

  /** Replaces the vouchers admins chose to feature with `voucherIds`, in that order. */
  replaceFeaturedVouchers: async (db: DbOrTransaction, voucherIds: readonly string[]): Promise<void> => {
    await db.delete(storeFeaturedVouchersTable);
    if (voucherIds.length > 0)
      await db
        .insert(storeFeaturedVouchersTable)
        .values(voucherIds.map((voucherId, position) => ({ voucherId, position })));
  },

  /**
   * Locks one free code of the voucher for the caller's transaction, skipping codes other transactions hold:
   * two buyers never get the same code and never wait on each other. Undefined when none is free.
   */
  lockFreeCode: async (
    tx: DbOrTransaction,
    voucherId: string,
  ): Promise<{ readonly id: string; readonly code: string } | undefined> =>
    (
      await tx
        .select({ id: storeVoucherCodesTable.id, code: storeVoucherCodesTable.code })
        .from(storeVoucherCodesTable)
        .where(
          and(eq(storeVoucherCodesTable.voucherId, voucherId), isNull(storeVoucherCodesTable.allocatedAt)),
        )
        .orderBy(asc(storeVoucherCodesTable.createdAt), asc(storeVoucherCodesTable.id))
        .limit(1)
        .for("update", { skipLocked: true })
    )[0],

  /** Allocates a locked code to the gamer; false when it was allocated meanwhile (never, while it is locked). */
  allocateCode: async (tx: DbOrTransaction, codeId: string, userId: string, now: Date): Promise<boolean> =>
    (
      await tx
        .update(storeVoucherCodesTable)
        .set({ allocatedAt: now, allocatedTo: userId })
        .where(and(eq(storeVoucherCodesTable.id, codeId), isNull(storeVoucherCodesTable.allocatedAt)))
        .returning({ id: storeVoucherCodesTable.id })
    ).length === 1,

  insertRedemption: async (
    tx: DbOrTransaction,
    redemption: {
      readonly userId: string;
      readonly voucherId: string;
      readonly codeId: string;
      readonly pricePaid: number;
      readonly priceCurrency: string;
      readonly transactionId: string;
      readonly redeemedAt: Date;
    },
  ): Promise<string> => {
    const [row] = await tx
      .insert(storeRedemptionsTable)
      .values(redemption)
      .returning({ id: storeRedemptionsTable.id });
    if (row === undefined) throw new Error(`The redemption of code ${redemption.codeId} was not written`);
    return row.id;
  },

  /** The gamer's own redemptions, newest first; with `redemptionId`, only that one. */
  redemptionsOf: async (
    db: DbOrTransaction,
    userId: string,
    page: { readonly pageOffset: number; readonly pageLimit: number; readonly redemptionId?: string },
  ): Promise<{ readonly items: readonly RedemptionRow[]; readonly total: number }> => {
    const where = and(
      eq(storeRedemptionsTable.userId, userId),
      page.redemptionId === undefined ? undefined : eq(storeRedemptionsTable.id, page.redemptionId),
    );
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: storeRedemptionsTable.id,
          voucher: {
            id: storeVouchersTable.id,
            slug: storeVouchersTable.slug,
            brand: storeVouchersTable.brand,
            title: storeVouchersTable.title,
            faceCurrency: storeVouchersTable.faceCurrency,
            faceValue: storeVouchersTable.faceValue,
          },
          code: storeVoucherCodesTable.code,
          pricePaid: storeRedemptionsTable.pricePaid,
          priceCurrency: storeRedemptionsTable.priceCurrency,
          transactionId: storeRedemptionsTable.transactionId,
          redeemedAt: storeRedemptionsTable.redeemedAt,
        })
        .from(storeRedemptionsTable)
        .innerJoin(storeVouchersTable, eq(storeVouchersTable.id, storeRedemptionsTable.voucherId))
        .innerJoin(storeVoucherCodesTable, eq(storeVoucherCodesTable.id, storeRedemptionsTable.codeId))
        .where(where)
        .orderBy(desc(storeRedemptionsTable.redeemedAt), desc(storeRedemptionsTable.id))
        .offset(page.pageOffset)
        .limit(page.pageLimit),
      db.select({ total: count() }).from(storeRedemptionsTable).where(where),
    ]);
    return { items: rows, total: totals[0]?.total ?? 0 };
  },

  /**
   * Adds vouchers by slug (a voucher already there is left as it is) and codes to them (a code already there is
   * skipped): the seed and the tests' way in. Answers each slug's voucher id.
   */
  upsertVouchers: async (
    db: DbOrTransaction,
    vouchers: readonly (NewVoucher & { readonly codes: readonly string[] })[],
  ): Promise<Map<string, string>> => {
    if (vouchers.length === 0) return new Map();
    await db
      .insert(storeVouchersTable)
      .values(
        vouchers.map(({ codes: _codes, ...voucher }) => ({ ...voucher, regions: [...voucher.regions] })),
      )
      .onConflictDoNothing({ target: storeVouchersTable.slug });
    const rows = await db
      .select({ id: storeVouchersTable.id, slug: storeVouchersTable.slug })
      .from(storeVouchersTable)
      .where(
        inArray(
          storeVouchersTable.slug,
          vouchers.map((voucher) => voucher.slug),
        ),
      );
    const idOf = new Map(rows.map((row) => [row.slug, row.id]));
    const codes = vouchers.flatMap((voucher) => {
      const voucherId = idOf.get(voucher.slug);
      if (voucherId === undefined) throw new Error(`Voucher ${voucher.slug} was neither written nor found`);
      return voucher.codes.map((code) => ({ voucherId, code }));
    });
    if (codes.length > 0)
      await db
        .insert(storeVoucherCodesTable)
        .values(codes)
        .onConflictDoNothing({ target: [storeVoucherCodesTable.voucherId, storeVoucherCodesTable.code] });
    return idOf;
  },

  /** The slugs of these that are already in the store. */
  existingSlugs: async (db: DbOrTransaction, slugs: readonly string[]): Promise<Set<string>> =>
    slugs.length === 0
      ? new Set()
      : new Set(
          (
            await db
              .select({ slug: storeVouchersTable.slug })
              .from(storeVouchersTable)
              .where(inArray(storeVouchersTable.slug, [...slugs]))
          ).map((row) => row.slug),
        ),
};

export interface NewRedemption {
  readonly userId: string;
  readonly voucherId: string;
  readonly codeId: string;
  readonly pricePaid: number;
  readonly priceCurrency: string;
  readonly transactionId: string;
  readonly redeemedAt: Date;
}

export class StoreRepository extends Context.Service<
  StoreRepository,
  {
    listVouchers(
      filter: VoucherFilter,
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<{ readonly items: readonly VoucherWithStock[]; readonly total: number }>;
    findVoucher(voucherId: string): Effect.Effect<VoucherWithStock | undefined>;
    /** The ids among `voucherIds` that name a voucher. */
    existingVoucherIds(voucherIds: readonly string[]): Effect.Effect<readonly string[]>;
    /** The vouchers admins chose to feature, in display order (empty: the vouchers' flag decides). */
    featuredVoucherIds(): Effect.Effect<readonly string[]>;
    replaceFeaturedVouchers(voucherIds: readonly string[]): Effect.Effect<void>;
    /** Adds codes to a voucher's stock, skipping those it has; answers the codes added. */
    insertCodes(voucherId: string, codes: readonly string[], now: Date): Effect.Effect<readonly string[]>;
    /** A free code of the voucher, locked (SKIP LOCKED) for the rest of the transaction. */
    lockFreeCode(
      voucherId: string,
    ): Effect.Effect<{ readonly id: string; readonly code: string } | undefined>;
    allocateCode(codeId: string, userId: string, now: Date): Effect.Effect<boolean>;
    insertRedemption(redemption: NewRedemption): Effect.Effect<string>;
    redemptionsOf(
      userId: string,
      page: { readonly pageOffset: number; readonly pageLimit: number; readonly redemptionId?: string },
    ): Effect.Effect<{ readonly items: readonly RedemptionRow[]; readonly total: number }>;
  }
>()("kleos/server/db/repositories/StoreRepository") {
  static readonly layer = Layer.effect(
    StoreRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return StoreRepository.of(
        traced("StoreRepository", {
          listVouchers: (filter: VoucherFilter, pageOffset: number, pageLimit: number) =>
            query((db) => rows.listVouchers(db, filter, pageOffset, pageLimit)),
          findVoucher: (voucherId: string) => query((db) => rows.findVoucher(db, voucherId)),
          existingVoucherIds: (voucherIds: readonly string[]) =>
            query((db) => rows.existingVoucherIds(db, voucherIds)),
          featuredVoucherIds: () => query((db) => rows.featuredVoucherIds(db)),
          replaceFeaturedVouchers: (voucherIds: readonly string[]) =>
            query((db) => rows.replaceFeaturedVouchers(db, voucherIds)),
          insertCodes: (voucherId: string, codes: readonly string[], now: Date) =>
            query((db) => rows.insertCodes(db, voucherId, codes, now)),
          lockFreeCode: (voucherId: string) => query((db) => rows.lockFreeCode(db, voucherId)),
          allocateCode: (codeId: string, userId: string, now: Date) =>
            query((db) => rows.allocateCode(db, codeId, userId, now)),
          insertRedemption: (redemption: NewRedemption) =>
            query((db) => rows.insertRedemption(db, redemption)),
          redemptionsOf: (
            userId: string,
            page: { readonly pageOffset: number; readonly pageLimit: number; readonly redemptionId?: string },
          ) => query((db) => rows.redemptionsOf(db, userId, page)),
        }),
      );
    }),
  );
}

/** The vouchers and codes over an open handle, for seeding (outside the app's runtime) and tests. */
export const storeRepository = { upsertVouchers: rows.upsertVouchers, existingSlugs: rows.existingSlugs };
