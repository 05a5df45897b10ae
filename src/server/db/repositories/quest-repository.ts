/**
 * What K-Quest reads beyond the campaign repository: the quests a gamer started, newest start first. Lists of
 * quests by status go through the campaign repository (its status SQL); this only pages participant rows.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { campaignParticipantsTable, campaignsTable } from "@/server/db/schema/campaigns";

export const questRepository = {
  /** Ids of the published quests the gamer started, most recently started first, with how many there are. */
  startedQuestIds: async (
    db: DbOrTransaction,
    userId: string,
    pageOffset: number,
    pageLimit: number,
  ): Promise<{ readonly ids: string[]; readonly total: number }> => {
    const where = and(
      eq(campaignParticipantsTable.userId, userId),
      eq(campaignsTable.kind, "quest"),
      eq(campaignsTable.lifecycle, "PUBLISHED"),
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ id: campaignsTable.id })
        .from(campaignParticipantsTable)
        .innerJoin(campaignsTable, eq(campaignsTable.id, campaignParticipantsTable.campaignId))
        .where(where)
        .orderBy(desc(campaignParticipantsTable.startedAt), desc(campaignsTable.id))
        .offset(pageOffset)
        .limit(pageLimit),
      db
        .select({ total: count() })
        .from(campaignParticipantsTable)
        .innerJoin(campaignsTable, eq(campaignsTable.id, campaignParticipantsTable.campaignId))
        .where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: totals[0]?.total ?? 0 };
  },
};
