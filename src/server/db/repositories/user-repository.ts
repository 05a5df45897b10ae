import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { deletionRequestsTable, userIdentitiesTable, usersTable } from "@/server/db/schema/accounts";

export type UserRow = typeof usersTable.$inferSelect;
export type UserIdentityRow = typeof userIdentitiesTable.$inferSelect;
export type DeletionRequestRow = typeof deletionRequestsTable.$inferSelect;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | "username"
    | "firstName"
    | "email"
    | "emailVerifiedAt"
    | "phoneNumber"
    | "phoneVerifiedAt"
    | "evmWalletAddress"
    | "countryCode"
    | "city"
    | "college"
    | "profession"
    | "preferredRole"
    | "preferredPlatform"
    | "pictureKey"
    | "tokensValidAfter"
  >
>;

const first = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
};

export const userRepository = {
  insert: async (db: DbOrTransaction, user: UserChanges = {}): Promise<UserRow> =>
    first(await db.insert(usersTable).values(user).returning(), "Inserting a user"),

  findById: async (db: DbOrTransaction, id: string): Promise<UserRow | undefined> =>
    (await db.select().from(usersTable).where(eq(usersTable.id, id)).limit(1))[0],

  findManyByIds: async (db: DbOrTransaction, ids: readonly string[]): Promise<UserRow[]> =>
    ids.length === 0
      ? []
      : db
          .select()
          .from(usersTable)
          .where(inArray(usersTable.id, [...ids])),

  findByPhone: async (db: DbOrTransaction, phoneNumber: string): Promise<UserRow | undefined> =>
    (await db.select().from(usersTable).where(eq(usersTable.phoneNumber, phoneNumber)).limit(1))[0],

  findByEmail: async (db: DbOrTransaction, email: string): Promise<UserRow | undefined> =>
    (await db.select().from(usersTable).where(eq(usersTable.email, email)).limit(1))[0],

  findByUsername: async (db: DbOrTransaction, username: string): Promise<UserRow | undefined> =>
    (
      await db
        .select()
        .from(usersTable)
        .where(sql`lower(${usersTable.username}) = lower(${username})`)
        .limit(1)
    )[0],

  update: async (db: DbOrTransaction, id: string, changes: UserChanges): Promise<UserRow> =>
    first(
      await db
        .update(usersTable)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(usersTable.id, id))
        .returning(),
      `Updating user ${id}`,
    ),

  /** Erases personal data; the row (and so the ledger's reference to it) stays. */
  erase: async (db: DbOrTransaction, id: string, at: Date): Promise<void> => {
    await db
      .update(usersTable)
      .set({
        username: null,
        firstName: null,
        email: null,
        emailVerifiedAt: null,
        phoneNumber: null,
        phoneVerifiedAt: null,
        countryCode: null,
        city: null,
        college: null,
        profession: null,
        preferredRole: null,
        preferredPlatform: null,
        pictureKey: null,
        erasedAt: at,
        updatedAt: at,
      })
      .where(eq(usersTable.id, id));
    await db.delete(userIdentitiesTable).where(eq(userIdentitiesTable.userId, id));
  },

  findIdentity: async (
    db: DbOrTransaction,
    provider: string,
    subject: string,
  ): Promise<UserIdentityRow | undefined> =>
    (
      await db
        .select()
        .from(userIdentitiesTable)
        .where(and(eq(userIdentitiesTable.provider, provider), eq(userIdentitiesTable.subject, subject)))
        .limit(1)
    )[0],

  insertIdentity: async (
    db: DbOrTransaction,
    identity: { userId: string; provider: string; subject: string; display: string | null },
  ): Promise<UserIdentityRow> =>
    first(await db.insert(userIdentitiesTable).values(identity).returning(), "Inserting an identity"),

  listIdentities: async (db: DbOrTransaction, userId: string): Promise<UserIdentityRow[]> =>
    db
      .select()
      .from(userIdentitiesTable)
      .where(eq(userIdentitiesTable.userId, userId))
      .orderBy(asc(userIdentitiesTable.id)),

  findDeletionRequest: async (db: DbOrTransaction, userId: string): Promise<DeletionRequestRow | undefined> =>
    (
      await db.select().from(deletionRequestsTable).where(eq(deletionRequestsTable.userId, userId)).limit(1)
    )[0],

  /** Inserts the request unless one exists; answers whether this call created it. */
  insertDeletionRequest: async (
    db: DbOrTransaction,
    request: { userId: string; requestedAt: Date; eraseAfter: Date },
  ): Promise<boolean> =>
    (await db.insert(deletionRequestsTable).values(request).onConflictDoNothing().returning()).length === 1,

  deleteDeletionRequest: async (db: DbOrTransaction, userId: string): Promise<void> => {
    await db.delete(deletionRequestsTable).where(eq(deletionRequestsTable.userId, userId));
  },

  /** Marks a pending request erased; answers whether this call did (a concurrent one waits, then gets false). */
  markDeletionErased: async (db: DbOrTransaction, userId: string, at: Date): Promise<boolean> =>
    (
      await db
        .update(deletionRequestsTable)
        .set({ erasedAt: at })
        .where(and(eq(deletionRequestsTable.userId, userId), isNull(deletionRequestsTable.erasedAt)))
        .returning({ userId: deletionRequestsTable.userId })
    ).length === 1,

  dueDeletions: async (db: DbOrTransaction, now: Date): Promise<DeletionRequestRow[]> =>
    db
      .select()
      .from(deletionRequestsTable)
      .where(and(isNull(deletionRequestsTable.erasedAt), lte(deletionRequestsTable.eraseAfter, now))),
};
