import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { EmailAlreadyExists, PhoneNumberAlreadyExists } from "@/domain/errors/auth-errors";
import { UsernameTaken } from "@/domain/errors/pog-errors";
import { AccountAlreadyLinked } from "@/domain/errors/task-errors";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { deletionRequestsTable, userIdentitiesTable, usersTable } from "@/server/db/schema/accounts";
import { kycChecksTable, kycProfilesTable } from "@/server/db/schema/kyc";
import { pogAvatarSlotsTable } from "@/server/db/schema/pog";

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
    // A POG selfie is a photo of the person: forgotten with the rest (the avatar drawn from it stays).
    await db
      .update(pogAvatarSlotsTable)
      .set({ selfieKey: null, faceBox: null, updatedAt: at })
      .where(eq(pogAvatarSlotsTable.userId, id));
    // KYC identity (PAN, masked Aadhaar reference, bank account, CPF, PIX key) goes too.
    await db.delete(kycChecksTable).where(eq(kycChecksTable.userId, id));
    await db.delete(kycProfilesTable).where(eq(kycProfilesTable.userId, id));
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

  /** Deletes the account's identity; answers whether there was one. */
  deleteIdentity: async (
    db: DbOrTransaction,
    userId: string,
    provider: string,
    subject: string,
  ): Promise<boolean> =>
    (
      await db
        .delete(userIdentitiesTable)
        .where(
          and(
            eq(userIdentitiesTable.userId, userId),
            eq(userIdentitiesTable.provider, provider),
            eq(userIdentitiesTable.subject, subject),
          ),
        )
        .returning({ id: userIdentitiesTable.id })
    ).length === 1,

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

type NewIdentity = { userId: string; provider: string; subject: string; display: string | null };

/** What a broken unique index of `users` means. */
const PHONE_TAKEN = { users_phone_number_key: () => new PhoneNumberAlreadyExists() };
const EMAIL_TAKEN = { users_email_key: () => new EmailAlreadyExists() };

/** Accounts, their sign-in identities and deletion requests, as a service. */
export class UserRepository extends Context.Service<
  UserRepository,
  {
    /** A phone or e-mail another account holds (a concurrent sign-in made it first) is its typed failure. */
    insert(user?: UserChanges): Effect.Effect<UserRow, PhoneNumberAlreadyExists | EmailAlreadyExists>;
    findById(id: string): Effect.Effect<UserRow | undefined>;
    findManyByIds(ids: readonly string[]): Effect.Effect<readonly UserRow[]>;
    findByPhone(phoneNumber: string): Effect.Effect<UserRow | undefined>;
    findByEmail(email: string): Effect.Effect<UserRow | undefined>;
    findByUsername(username: string): Effect.Effect<UserRow | undefined>;
    /** Changes columns no unique index covers (the phone, e-mail and username have their own methods). */
    update(id: string, changes: UserChanges): Effect.Effect<UserRow>;
    updatePhone(
      id: string,
      phoneNumber: string,
      verifiedAt: Date,
    ): Effect.Effect<UserRow, PhoneNumberAlreadyExists>;
    updateEmail(id: string, email: string, verifiedAt: Date): Effect.Effect<UserRow, EmailAlreadyExists>;
    updateUsername(id: string, username: string): Effect.Effect<UserRow, UsernameTaken>;
    /** Erases personal data; the row (and so the ledger's reference to it) stays. */
    erase(id: string, at: Date): Effect.Effect<void>;
    findIdentity(provider: string, subject: string): Effect.Effect<UserIdentityRow | undefined>;
    /** An identity another account holds is `AccountAlreadyLinked`, however the race went. */
    insertIdentity(identity: NewIdentity): Effect.Effect<UserIdentityRow, AccountAlreadyLinked>;
    listIdentities(userId: string): Effect.Effect<readonly UserIdentityRow[]>;
    /** Deletes the account's identity; answers whether there was one. */
    deleteIdentity(userId: string, provider: string, subject: string): Effect.Effect<boolean>;
    findDeletionRequest(userId: string): Effect.Effect<DeletionRequestRow | undefined>;
    /** Inserts the request unless one exists; answers whether this call created it. */
    insertDeletionRequest(request: {
      userId: string;
      requestedAt: Date;
      eraseAfter: Date;
    }): Effect.Effect<boolean>;
    deleteDeletionRequest(userId: string): Effect.Effect<void>;
    /** Marks a pending request erased; answers whether this call did. */
    markDeletionErased(userId: string, at: Date): Effect.Effect<boolean>;
    dueDeletions(now: Date): Effect.Effect<readonly DeletionRequestRow[]>;
  }
>()("kleos/server/db/repositories/UserRepository") {
  static readonly layer = Layer.effect(
    UserRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = userRepository;
      return UserRepository.of(
        traced("UserRepository", {
          insert: (user: UserChanges = {}) =>
            query<UserRow, PhoneNumberAlreadyExists | EmailAlreadyExists>((db) => repo.insert(db, user), {
              ...PHONE_TAKEN,
              ...EMAIL_TAKEN,
            }),
          findById: (id: string) => query((db) => repo.findById(db, id)),
          findManyByIds: (ids: readonly string[]) => query((db) => repo.findManyByIds(db, ids)),
          findByPhone: (phoneNumber: string) => query((db) => repo.findByPhone(db, phoneNumber)),
          findByEmail: (email: string) => query((db) => repo.findByEmail(db, email)),
          findByUsername: (username: string) => query((db) => repo.findByUsername(db, username)),
          update: (id: string, changes: UserChanges) => query((db) => repo.update(db, id, changes)),
          updatePhone: (id: string, phoneNumber: string, verifiedAt: Date) =>
            query((db) => repo.update(db, id, { phoneNumber, phoneVerifiedAt: verifiedAt }), PHONE_TAKEN),
          updateEmail: (id: string, email: string, verifiedAt: Date) =>
            query((db) => repo.update(db, id, { email, emailVerifiedAt: verifiedAt }), EMAIL_TAKEN),
          updateUsername: (id: string, username: string) =>
            query((db) => repo.update(db, id, { username }), {
              users_username_lower_key: () => new UsernameTaken({ username }),
            }),
          erase: (id: string, at: Date) => query((db) => repo.erase(db, id, at)),
          findIdentity: (provider: string, subject: string) =>
            query((db) => repo.findIdentity(db, provider, subject)),
          insertIdentity: (identity: NewIdentity) =>
            query((db) => repo.insertIdentity(db, identity), {
              user_identities_provider_subject_key: () =>
                new AccountAlreadyLinked({ provider: identity.provider }),
            }),
          listIdentities: (userId: string) => query((db) => repo.listIdentities(db, userId)),
          deleteIdentity: (userId: string, provider: string, subject: string) =>
            query((db) => repo.deleteIdentity(db, userId, provider, subject)),
          findDeletionRequest: (userId: string) => query((db) => repo.findDeletionRequest(db, userId)),
          insertDeletionRequest: (request: { userId: string; requestedAt: Date; eraseAfter: Date }) =>
            query((db) => repo.insertDeletionRequest(db, request)),
          deleteDeletionRequest: (userId: string) => query((db) => repo.deleteDeletionRequest(db, userId)),
          markDeletionErased: (userId: string, at: Date) =>
            query((db) => repo.markDeletionErased(db, userId, at)),
          dueDeletions: (now: Date) => query((db) => repo.dueDeletions(db, now)),
        }),
      );
    }),
  );
}
