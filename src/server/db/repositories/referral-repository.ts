/**
 * Gamers' own referral codes (CREATE_REFERRAL) and who joined a campaign through whose invite
 * (SHARE_REFERRAL_INVITE). No business rules here: it stores and counts.
 */
import { and, count, eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { campaignParticipantsTable, referralCodesTable } from "@/server/db/schema/campaigns";

export interface ReferralCodeRow {
  readonly userId: string;
  readonly code: string;
  readonly createdAt: Date;
}

export const referralRepository = {
  findByUserId: async (db: DbOrTransaction, userId: string): Promise<ReferralCodeRow | undefined> =>
    (await db.select().from(referralCodesTable).where(eq(referralCodesTable.userId, userId)).limit(1))[0],

  findByCode: async (db: DbOrTransaction, code: string): Promise<ReferralCodeRow | undefined> =>
    (await db.select().from(referralCodesTable).where(eq(referralCodesTable.code, code)).limit(1))[0],

  /**
   * Stores `code` as the user's code. Answers the stored row, or undefined when nothing was written: the user
   * already has a code, or another user holds this one (the caller tells them apart).
   */
  insert: async (db: DbOrTransaction, userId: string, code: string): Promise<ReferralCodeRow | undefined> =>
    (await db.insert(referralCodesTable).values({ userId, code }).onConflictDoNothing().returning())[0],

  /** How many gamers started `campaignId` through `userId`'s invite. */
  countInvited: async (db: DbOrTransaction, campaignId: string, userId: string): Promise<number> => {
    const [row] = await db
      .select({ invited: count() })
      .from(campaignParticipantsTable)
      .where(
        and(
          eq(campaignParticipantsTable.campaignId, campaignId),
          eq(campaignParticipantsTable.referredBy, userId),
        ),
      );
    return row?.invited ?? 0;
  },
};

/** Referral codes and invites, as a service. */
export class ReferralRepository extends Context.Service<
  ReferralRepository,
  {
    findByUserId(userId: string): Effect.Effect<ReferralCodeRow | undefined>;
    findByCode(code: string): Effect.Effect<ReferralCodeRow | undefined>;
    /** The stored row, or undefined when the user already has a code or another user holds this one. */
    insert(userId: string, code: string): Effect.Effect<ReferralCodeRow | undefined>;
    /** How many gamers started `campaignId` through `userId`'s invite. */
    countInvited(campaignId: string, userId: string): Effect.Effect<number>;
  }
>()("kleos/server/db/repositories/ReferralRepository") {
  static readonly layer = Layer.effect(
    ReferralRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = referralRepository;
      return ReferralRepository.of(
        traced("ReferralRepository", {
          findByUserId: (userId: string) => query((db) => repo.findByUserId(db, userId)),
          findByCode: (code: string) => query((db) => repo.findByCode(db, code)),
          insert: (userId: string, code: string) => query((db) => repo.insert(db, userId, code)),
          countInvited: (campaignId: string, userId: string) =>
            query((db) => repo.countInvited(db, campaignId, userId)),
        }),
      );
    }),
  );
}
