/**
 * Gamers' own referral codes (CREATE_REFERRAL) and who joined a campaign through whose invite
 * (SHARE_REFERRAL_INVITE). No business rules here: it stores and counts.
 */
import { and, count, eq } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
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
