/**
 * Linked social accounts: the identity (`user_identities`, one per provider and account) and its encrypted
 * OAuth tokens (`social_tokens`, deleted with the identity by the foreign key).
 */
import { and, eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { AccountAlreadyLinked } from "@/domain/errors/task-errors";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { socialTokensTable } from "@/server/db/schema/social";
import { traced } from "@/server/effect/traced";

export type SocialTokenRow = typeof socialTokensTable.$inferSelect;

export interface LinkedAccountRow {
  readonly identityId: number;
  readonly subject: string;
  readonly display: string | null;
  readonly tokens: SocialTokenRow | undefined;
}

export interface EncryptedTokens {
  readonly accessToken: string;
  readonly refreshToken: string | null;
  readonly expiresAt: Date | null;
  readonly scope: string;
}

const socialAccountRepository = {
  findLinked: async (
    db: DbOrTransaction,
    userId: string,
    provider: string,
  ): Promise<LinkedAccountRow | undefined> => {
    const [row] = await db
      .select({ identity: userIdentitiesTable, tokens: socialTokensTable })
      .from(userIdentitiesTable)
      .leftJoin(socialTokensTable, eq(socialTokensTable.identityId, userIdentitiesTable.id))
      .where(and(eq(userIdentitiesTable.userId, userId), eq(userIdentitiesTable.provider, provider)))
      .limit(1);
    if (row === undefined) return undefined;
    return {
      identityId: row.identity.id,
      subject: row.identity.subject,
      display: row.identity.display,
      tokens: row.tokens ?? undefined,
    };
  },

  /** Replaces the account's identity of `provider` by this one; the provider's subject must be free. */
  replaceIdentity: async (
    db: DbOrTransaction,
    identity: { userId: string; provider: string; subject: string; display: string | null },
  ): Promise<number> => {
    const [held] = await db
      .select()
      .from(userIdentitiesTable)
      .where(
        and(
          eq(userIdentitiesTable.provider, identity.provider),
          eq(userIdentitiesTable.subject, identity.subject),
        ),
      )
      .limit(1);
    if (held !== undefined && held.userId === identity.userId) {
      await db
        .update(userIdentitiesTable)
        .set({ display: identity.display })
        .where(eq(userIdentitiesTable.id, held.id));
      return held.id;
    }
    await db
      .delete(userIdentitiesTable)
      .where(
        and(
          eq(userIdentitiesTable.userId, identity.userId),
          eq(userIdentitiesTable.provider, identity.provider),
        ),
      );
    const [row] = await db
      .insert(userIdentitiesTable)
      .values(identity)
      .returning({ id: userIdentitiesTable.id });
    if (row === undefined) throw new Error("Inserting an identity returned no row");
    return row.id;
  },

  saveTokens: async (
    db: DbOrTransaction,
    identityId: number,
    tokens: EncryptedTokens,
    at: Date,
  ): Promise<void> => {
    await db
      .insert(socialTokensTable)
      .values({ identityId, ...tokens, updatedAt: at })
      .onConflictDoUpdate({ target: socialTokensTable.identityId, set: { ...tokens, updatedAt: at } });
  },

  deleteIdentity: async (db: DbOrTransaction, userId: string, provider: string): Promise<void> => {
    await db
      .delete(userIdentitiesTable)
      .where(and(eq(userIdentitiesTable.userId, userId), eq(userIdentitiesTable.provider, provider)));
  },
};

export class SocialAccountRepository extends Context.Service<
  SocialAccountRepository,
  {
    findLinked(userId: string, provider: string): Effect.Effect<LinkedAccountRow | undefined>;
    /**
     * Links the external account to `userId` in place of any other of the same provider (answers its identity
     * id); one held by another Kleos account is `AccountAlreadyLinked`, however a race went.
     */
    replaceIdentity(identity: {
      userId: string;
      provider: string;
      subject: string;
      display: string | null;
    }): Effect.Effect<number, AccountAlreadyLinked>;
    saveTokens(identityId: number, tokens: EncryptedTokens, at: Date): Effect.Effect<void>;
    /** Unlinks; the tokens go with the identity. */
    deleteIdentity(userId: string, provider: string): Effect.Effect<void>;
  }
>()("kleos/server/db/repositories/SocialAccountRepository") {
  static readonly layer = Layer.effect(
    SocialAccountRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = socialAccountRepository;
      return SocialAccountRepository.of(
        traced("SocialAccountRepository", {
          findLinked: (userId: string, provider: string) =>
            query((db) => repo.findLinked(db, userId, provider)),
          replaceIdentity: (identity: {
            userId: string;
            provider: string;
            subject: string;
            display: string | null;
          }) =>
            query((db) => repo.replaceIdentity(db, identity), {
              user_identities_provider_subject_key: () =>
                new AccountAlreadyLinked({ provider: identity.provider }),
            }),
          saveTokens: (identityId: number, tokens: EncryptedTokens, at: Date) =>
            query((db) => repo.saveTokens(db, identityId, tokens, at)),
          deleteIdentity: (userId: string, provider: string) =>
            query((db) => repo.deleteIdentity(db, userId, provider)),
        }),
      );
    }),
  );
}
