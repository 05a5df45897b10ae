import { and, count, desc, eq, gt, isNull, like, lt, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import {
  authEventsTable,
  codeChallengesTable,
  devInboxMessagesTable,
  oauthStatesTable,
  refreshTokensTable,
  serverSecretsTable,
  walletChallengesTable,
} from "@/server/db/schema/accounts";

export type CodeChallengeRow = typeof codeChallengesTable.$inferSelect;
export type NewCodeChallenge = typeof codeChallengesTable.$inferInsert;
export type RefreshTokenRow = typeof refreshTokensTable.$inferSelect;
export type WalletChallengeRow = typeof walletChallengesTable.$inferSelect;
export type OauthStateRow = typeof oauthStatesTable.$inferSelect;
export type DevInboxMessage = typeof devInboxMessagesTable.$inferSelect;
export type NewDevInboxMessage = typeof devInboxMessagesTable.$inferInsert;

const first = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
};

/** What a resend changes: the fresh code (null when the service keeps it), when it went, and how. */
export interface ResendChange {
  readonly codeHash: string | null;
  readonly lastSentAt: Date;
  readonly expiresAt: Date;
  readonly sentWithProofOfWork: boolean;
}

/** Namespaces the abuse-limit keys' advisory locks (any fixed number). */
const LIMIT_LOCK_CLASS = 1_283_554_017;

export const authRepository = {
  insertChallenge: async (db: DbOrTransaction, challenge: NewCodeChallenge): Promise<CodeChallengeRow> =>
    first(await db.insert(codeChallengesTable).values(challenge).returning(), "Inserting a code challenge"),

  findChallenge: async (db: DbOrTransaction, id: string): Promise<CodeChallengeRow | undefined> =>
    (await db.select().from(codeChallengesTable).where(eq(codeChallengesTable.id, id)).limit(1))[0],

  /**
   * Takes one try of the challenge's code, atomically, while it has fewer than `maxTries`: answers the tries
   * after this one, or undefined when none is left (so concurrent tries never judge more codes than allowed).
   */
  takeTry: async (db: DbOrTransaction, id: string, maxTries: number): Promise<number | undefined> =>
    (
      await db
        .update(codeChallengesTable)
        .set({ wrongAttempts: sql`${codeChallengesTable.wrongAttempts} + 1` })
        .where(and(eq(codeChallengesTable.id, id), lt(codeChallengesTable.wrongAttempts, maxTries)))
        .returning({ wrongAttempts: codeChallengesTable.wrongAttempts })
    )[0]?.wrongAttempts,

  /** Marks the challenge used; false when another request used it first. */
  consumeChallenge: async (db: DbOrTransaction, id: string, at: Date): Promise<boolean> =>
    (
      await db
        .update(codeChallengesTable)
        .set({ consumedAt: at })
        .where(and(eq(codeChallengesTable.id, id), isNull(codeChallengesTable.consumedAt)))
        .returning({ id: codeChallengesTable.id })
    ).length === 1,

  recordResend: async (db: DbOrTransaction, id: string, change: ResendChange): Promise<CodeChallengeRow> =>
    first(
      await db
        .update(codeChallengesTable)
        .set({ ...change, sendCount: sql`${codeChallengesTable.sendCount} + 1`, wrongAttempts: 0 })
        .where(eq(codeChallengesTable.id, id))
        .returning(),
      "Recording a resend",
    ),

  recordEvents: async (db: DbOrTransaction, keys: readonly string[], at: Date): Promise<void> => {
    if (keys.length === 0) return;
    await db.insert(authEventsTable).values(keys.map((key) => ({ key, at })));
  },

  countEventsSince: async (db: DbOrTransaction, key: string, since: Date): Promise<number> =>
    first(
      await db
        .select({ n: count() })
        .from(authEventsTable)
        .where(and(eq(authEventsTable.key, key), gt(authEventsTable.at, since))),
      "Counting events",
    ).n,

  /** The oldest event of `key` after `since`: the limit window frees up when it ages out. */
  oldestEventSince: async (db: DbOrTransaction, key: string, since: Date): Promise<Date | undefined> =>
    (
      await db
        .select({ at: authEventsTable.at })
        .from(authEventsTable)
        .where(and(eq(authEventsTable.key, key), gt(authEventsTable.at, since)))
        .orderBy(authEventsTable.at)
        .limit(1)
    )[0]?.at,

  /** Removes every trace of a phone number or e-mail address: its codes, counted events and inbox messages. */
  forgetRecipient: async (db: DbOrTransaction, recipient: string): Promise<void> => {
    await db.delete(codeChallengesTable).where(eq(codeChallengesTable.recipient, recipient));
    await db.delete(devInboxMessagesTable).where(eq(devInboxMessagesTable.recipient, recipient));
    await db
      .delete(authEventsTable)
      .where(like(authEventsTable.key, `%:${recipient.replace(/[\\%_]/g, "\\$&")}`));
  },

  /**
   * Locks the counted keys until the transaction ends (sorted, so two callers never wait on each other in a
   * circle): counting and recording under it is one step, however many requests arrive at once.
   */
  lockKeys: async (db: DbOrTransaction, keys: readonly string[]): Promise<void> => {
    for (const key of [...new Set(keys)].sort()) {
      await db.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK_CLASS}, hashtext(${key}))`);
    }
  },

  pruneEventsBefore: async (db: DbOrTransaction, before: Date): Promise<void> => {
    await db.delete(authEventsTable).where(lt(authEventsTable.at, before));
  },

  insertRefreshToken: async (
    db: DbOrTransaction,
    token: typeof refreshTokensTable.$inferInsert,
  ): Promise<RefreshTokenRow> =>
    first(await db.insert(refreshTokensTable).values(token).returning(), "Inserting a refresh token"),

  /** Uses the token once, atomically: the row when it was live and unused, else undefined. */
  useRefreshToken: async (
    db: DbOrTransaction,
    tokenHash: string,
    at: Date,
  ): Promise<RefreshTokenRow | undefined> =>
    (
      await db
        .update(refreshTokensTable)
        .set({ usedAt: at })
        .where(
          and(
            eq(refreshTokensTable.tokenHash, tokenHash),
            isNull(refreshTokensTable.usedAt),
            isNull(refreshTokensTable.revokedAt),
            gt(refreshTokensTable.expiresAt, at),
          ),
        )
        .returning()
    )[0],

  findRefreshToken: async (db: DbOrTransaction, tokenHash: string): Promise<RefreshTokenRow | undefined> =>
    (
      await db.select().from(refreshTokensTable).where(eq(refreshTokensTable.tokenHash, tokenHash)).limit(1)
    )[0],

  revokeFamily: async (db: DbOrTransaction, familyId: string, at: Date): Promise<void> => {
    await db
      .update(refreshTokensTable)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokensTable.familyId, familyId), isNull(refreshTokensTable.revokedAt)));
  },

  /** Revokes every refresh token of the user still standing; answers the sign-ins (families) it ended. */
  revokeAllOfUser: async (db: DbOrTransaction, userId: string, at: Date): Promise<string[]> => {
    const rows = await db
      .update(refreshTokensTable)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokensTable.userId, userId), isNull(refreshTokensTable.revokedAt)))
      .returning({ familyId: refreshTokensTable.familyId });
    return [...new Set(rows.map((row) => row.familyId))];
  },

  listFamiliesRevokedSince: async (
    db: DbOrTransaction,
    since: Date,
  ): Promise<{ familyId: string; revokedAt: Date }[]> => {
    const rows = await db
      .select({
        familyId: refreshTokensTable.familyId,
        revokedAt: sql<Date>`max(${refreshTokensTable.revokedAt})`.mapWith(refreshTokensTable.revokedAt),
      })
      .from(refreshTokensTable)
      .where(gt(refreshTokensTable.revokedAt, since))
      .groupBy(refreshTokensTable.familyId);
    return rows;
  },

  insertWalletChallenge: async (
    db: DbOrTransaction,
    challenge: typeof walletChallengesTable.$inferInsert,
  ): Promise<void> => {
    await db.insert(walletChallengesTable).values(challenge);
  },

  /** Uses the nonce once: the challenge when it was live and unused, else undefined. */
  useWalletChallenge: async (
    db: DbOrTransaction,
    nonce: string,
    at: Date,
  ): Promise<WalletChallengeRow | undefined> =>
    (
      await db
        .update(walletChallengesTable)
        .set({ usedAt: at })
        .where(
          and(
            eq(walletChallengesTable.nonce, nonce),
            isNull(walletChallengesTable.usedAt),
            gt(walletChallengesTable.expiresAt, at),
          ),
        )
        .returning()
    )[0],

  insertOauthState: async (
    db: DbOrTransaction,
    state: typeof oauthStatesTable.$inferInsert,
  ): Promise<void> => {
    await db.insert(oauthStatesTable).values(state);
  },

  useOauthState: async (db: DbOrTransaction, state: string, at: Date): Promise<OauthStateRow | undefined> =>
    (
      await db
        .update(oauthStatesTable)
        .set({ usedAt: at })
        .where(
          and(
            eq(oauthStatesTable.state, state),
            isNull(oauthStatesTable.usedAt),
            gt(oauthStatesTable.expiresAt, at),
          ),
        )
        .returning()
    )[0],

  insertDevInboxMessage: async (db: DbOrTransaction, message: NewDevInboxMessage): Promise<void> => {
    await db.insert(devInboxMessagesTable).values(message);
  },

  listDevInbox: async (
    db: DbOrTransaction,
    recipient: string | undefined,
    limit: number,
  ): Promise<DevInboxMessage[]> =>
    db
      .select()
      .from(devInboxMessagesTable)
      .where(recipient === undefined ? undefined : eq(devInboxMessagesTable.recipient, recipient))
      .orderBy(desc(devInboxMessagesTable.id))
      .limit(limit),

  /** The secret called `name`, made by `make` the first time (several instances agree on the first one stored). */
  secret: async (db: DbOrTransaction, name: string, make: () => string): Promise<string> => {
    const read = async () =>
      (await db.select().from(serverSecretsTable).where(eq(serverSecretsTable.name, name)).limit(1))[0]
        ?.value;
    // Made only the first time: keys and seeds are not worth generating at every start-up.
    const stored = await read();
    if (stored !== undefined) return stored;
    await db.insert(serverSecretsTable).values({ name, value: make() }).onConflictDoNothing();
    const value = await read();
    if (value === undefined) throw new Error(`Reading the secret ${name} returned no row`);
    return value;
  },
};

type NewRefreshToken = typeof refreshTokensTable.$inferInsert;
type NewWalletChallenge = typeof walletChallengesTable.$inferInsert;
type NewOauthState = typeof oauthStatesTable.$inferInsert;

/** Sign-in's rows (codes, counted events, refresh tokens, wallet and OAuth challenges, secrets) as a service. */
export class AuthRepository extends Context.Service<
  AuthRepository,
  {
    insertChallenge(challenge: NewCodeChallenge): Effect.Effect<CodeChallengeRow>;
    findChallenge(id: string): Effect.Effect<CodeChallengeRow | undefined>;
    /** Takes one try of the challenge's code while it has fewer than `maxTries`: the tries after it, or undefined. */
    takeTry(id: string, maxTries: number): Effect.Effect<number | undefined>;
    /** Marks the challenge used; false when another request used it first. */
    consumeChallenge(id: string, at: Date): Effect.Effect<boolean>;
    recordResend(id: string, change: ResendChange): Effect.Effect<CodeChallengeRow>;
    recordEvents(keys: readonly string[], at: Date): Effect.Effect<void>;
    countEventsSince(key: string, since: Date): Effect.Effect<number>;
    /** The oldest event of `key` after `since`: the limit window frees up when it ages out. */
    oldestEventSince(key: string, since: Date): Effect.Effect<Date | undefined>;
    /** Locks the counted keys until the transaction ends (call it inside `transaction`). */
    lockKeys(keys: readonly string[]): Effect.Effect<void>;
    /** Removes every trace of a phone number or e-mail address: its codes, counted events and inbox messages. */
    forgetRecipient(recipient: string): Effect.Effect<void>;
    pruneEventsBefore(before: Date): Effect.Effect<void>;
    insertRefreshToken(token: NewRefreshToken): Effect.Effect<RefreshTokenRow>;
    /** Uses the token once, atomically: the row when it was live and unused, else undefined. */
    useRefreshToken(tokenHash: string, at: Date): Effect.Effect<RefreshTokenRow | undefined>;
    findRefreshToken(tokenHash: string): Effect.Effect<RefreshTokenRow | undefined>;
    revokeFamily(familyId: string, at: Date): Effect.Effect<void>;
    revokeAllOfUser(userId: string, at: Date): Effect.Effect<string[]>;
    /** Sign-ins (refresh families) revoked after `since`, with when. */
    listFamiliesRevokedSince(since: Date): Effect.Effect<{ familyId: string; revokedAt: Date }[]>;
    insertWalletChallenge(challenge: NewWalletChallenge): Effect.Effect<void>;
    /** Uses the nonce once: the challenge when it was live and unused, else undefined. */
    useWalletChallenge(nonce: string, at: Date): Effect.Effect<WalletChallengeRow | undefined>;
    insertOauthState(state: NewOauthState): Effect.Effect<void>;
    useOauthState(state: string, at: Date): Effect.Effect<OauthStateRow | undefined>;
    insertDevInboxMessage(message: NewDevInboxMessage): Effect.Effect<void>;
    listDevInbox(recipient: string | undefined, limit: number): Effect.Effect<readonly DevInboxMessage[]>;
    /** The secret called `name`, made by `make` the first time (several instances agree on the first one stored). */
    secret(name: string, make: () => string): Effect.Effect<string>;
  }
>()("kleos/server/db/repositories/AuthRepository") {
  static readonly layer = Layer.effect(
    AuthRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = authRepository;
      return AuthRepository.of(
        traced("AuthRepository", {
          insertChallenge: (challenge: NewCodeChallenge) =>
            query((db) => repo.insertChallenge(db, challenge)),
          findChallenge: (id: string) => query((db) => repo.findChallenge(db, id)),
          takeTry: (id: string, maxTries: number) => query((db) => repo.takeTry(db, id, maxTries)),
          consumeChallenge: (id: string, at: Date) => query((db) => repo.consumeChallenge(db, id, at)),
          recordResend: (id: string, change: ResendChange) =>
            query((db) => repo.recordResend(db, id, change)),
          recordEvents: (keys: readonly string[], at: Date) => query((db) => repo.recordEvents(db, keys, at)),
          countEventsSince: (key: string, since: Date) =>
            query((db) => repo.countEventsSince(db, key, since)),
          oldestEventSince: (key: string, since: Date) =>
            query((db) => repo.oldestEventSince(db, key, since)),
          lockKeys: (keys: readonly string[]) => query((db) => repo.lockKeys(db, keys)),
          forgetRecipient: (recipient: string) => query((db) => repo.forgetRecipient(db, recipient)),
          pruneEventsBefore: (before: Date) => query((db) => repo.pruneEventsBefore(db, before)),
          insertRefreshToken: (token: NewRefreshToken) => query((db) => repo.insertRefreshToken(db, token)),
          useRefreshToken: (tokenHash: string, at: Date) =>
            query((db) => repo.useRefreshToken(db, tokenHash, at)),
          findRefreshToken: (tokenHash: string) => query((db) => repo.findRefreshToken(db, tokenHash)),
          revokeFamily: (familyId: string, at: Date) => query((db) => repo.revokeFamily(db, familyId, at)),
          revokeAllOfUser: (userId: string, at: Date) => query((db) => repo.revokeAllOfUser(db, userId, at)),
          listFamiliesRevokedSince: (since: Date) => query((db) => repo.listFamiliesRevokedSince(db, since)),
          insertWalletChallenge: (challenge: NewWalletChallenge) =>
            query((db) => repo.insertWalletChallenge(db, challenge)),
          useWalletChallenge: (nonce: string, at: Date) =>
            query((db) => repo.useWalletChallenge(db, nonce, at)),
          insertOauthState: (state: NewOauthState) => query((db) => repo.insertOauthState(db, state)),
          useOauthState: (state: string, at: Date) => query((db) => repo.useOauthState(db, state, at)),
          insertDevInboxMessage: (message: NewDevInboxMessage) =>
            query((db) => repo.insertDevInboxMessage(db, message)),
          listDevInbox: (recipient: string | undefined, limit: number) =>
            query((db) => repo.listDevInbox(db, recipient, limit)),
          secret: (name: string, make: () => string) => query((db) => repo.secret(db, name, make)),
        }),
      );
    }),
  );
}
