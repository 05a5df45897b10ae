/** KYC profiles and checks. */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { kycChecksTable, kycProfilesTable } from "@/server/db/schema/kyc";

export type KycProfileRow = typeof kycProfilesTable.$inferSelect;
export type KycCheckRow = typeof kycChecksTable.$inferSelect;
export type NewKycCheck = Omit<typeof kycChecksTable.$inferInsert, "createdAt">;
export type KycProfileChanges = Partial<Omit<KycProfileRow, "userId" | "createdAt">>;
export type KycCheckChanges = Partial<
  Pick<
    KycCheckRow,
    | "outcome"
    | "reason"
    | "providerReference"
    | "decidedAt"
    | "reviewedBy"
    | "reviewNote"
    | "nameFound"
    | "needsReview"
    | "submitted"
  >
>;

const kyc = {
  lockProfile: async (db: DbOrTransaction, userId: string): Promise<KycProfileRow | undefined> =>
    (
      await db
        .select()
        .from(kycProfilesTable)
        .where(eq(kycProfilesTable.userId, userId))
        .limit(1)
        .for("update")
    )[0],

  findProfile: async (db: DbOrTransaction, userId: string): Promise<KycProfileRow | undefined> =>
    (await db.select().from(kycProfilesTable).where(eq(kycProfilesTable.userId, userId)).limit(1))[0],

  /** Creates the profile with `values`, or changes the existing one. */
  saveProfile: async (
    db: DbOrTransaction,
    userId: string,
    country: string,
    changes: KycProfileChanges,
    at: Date,
  ): Promise<KycProfileRow> => {
    const [row] = await db
      .insert(kycProfilesTable)
      .values({ userId, country, ...changes, updatedAt: at })
      .onConflictDoUpdate({ target: kycProfilesTable.userId, set: { ...changes, updatedAt: at } })
      .returning();
    if (row === undefined) throw new Error(`Saving the KYC profile of ${userId} returned no row`);
    return row;
  },

  insertCheck: async (db: DbOrTransaction, check: NewKycCheck): Promise<KycCheckRow> => {
    const [row] = await db.insert(kycChecksTable).values(check).returning();
    if (row === undefined) throw new Error("Inserting a KYC check returned no row");
    return row;
  },

  lockCheck: async (db: DbOrTransaction, id: string): Promise<KycCheckRow | undefined> =>
    (await db.select().from(kycChecksTable).where(eq(kycChecksTable.id, id)).limit(1).for("update"))[0],

  /** Every check of a gamer, newest first. */
  listChecks: async (db: DbOrTransaction, userId: string): Promise<KycCheckRow[]> =>
    db
      .select()
      .from(kycChecksTable)
      .where(eq(kycChecksTable.userId, userId))
      .orderBy(desc(kycChecksTable.createdAt), desc(kycChecksTable.id)),

  updateCheck: async (db: DbOrTransaction, id: string, changes: KycCheckChanges): Promise<KycCheckRow> => {
    const [row] = await db.update(kycChecksTable).set(changes).where(eq(kycChecksTable.id, id)).returning();
    if (row === undefined) throw new Error(`KYC check ${id} is not there to update`);
    return row;
  },

  /** A page of the review queue, oldest first, with how many wait in all. */
  listForReview: async (
    db: DbOrTransaction,
    offset: number,
    limit: number,
  ): Promise<{ rows: KycCheckRow[]; total: number }> => {
    const waiting = and(eq(kycChecksTable.outcome, "manualReview"), eq(kycChecksTable.needsReview, true));
    const rows = await db
      .select()
      .from(kycChecksTable)
      .where(waiting)
      .orderBy(asc(kycChecksTable.createdAt), asc(kycChecksTable.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ value: count() }).from(kycChecksTable).where(waiting);
    return { rows, total: Number(total?.value ?? 0) };
  },
};

export class KycRepository extends Context.Service<
  KycRepository,
  {
    lockProfile(userId: string): Effect.Effect<KycProfileRow | undefined>;
    findProfile(userId: string): Effect.Effect<KycProfileRow | undefined>;
    saveProfile(
      userId: string,
      country: string,
      changes: KycProfileChanges,
      at: Date,
    ): Effect.Effect<KycProfileRow>;
    insertCheck(check: NewKycCheck): Effect.Effect<KycCheckRow>;
    lockCheck(id: string): Effect.Effect<KycCheckRow | undefined>;
    listChecks(userId: string): Effect.Effect<KycCheckRow[]>;
    updateCheck(id: string, changes: KycCheckChanges): Effect.Effect<KycCheckRow>;
    listForReview(
      offset: number,
      limit: number,
    ): Effect.Effect<{ readonly rows: KycCheckRow[]; readonly total: number }>;
  }
>()("kleos/server/db/repositories/KycRepository") {
  static readonly layer = Layer.effect(
    KycRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return KycRepository.of(
        traced("KycRepository", {
          lockProfile: (userId: string) => query((db) => kyc.lockProfile(db, userId)),
          findProfile: (userId: string) => query((db) => kyc.findProfile(db, userId)),
          saveProfile: (userId: string, country: string, changes: KycProfileChanges, at: Date) =>
            query((db) => kyc.saveProfile(db, userId, country, changes, at)),
          insertCheck: (check: NewKycCheck) => query((db) => kyc.insertCheck(db, check)),
          lockCheck: (id: string) => query((db) => kyc.lockCheck(db, id)),
          listChecks: (userId: string) => query((db) => kyc.listChecks(db, userId)),
          updateCheck: (id: string, changes: KycCheckChanges) =>
            query((db) => kyc.updateCheck(db, id, changes)),
          listForReview: (offset: number, limit: number) =>
            query((db) => kyc.listForReview(db, offset, limit)),
        }),
      );
    }),
  );
}
