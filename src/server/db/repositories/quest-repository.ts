/**
 * What K-Quest reads beyond the campaign repository: the quests a gamer started, newest start first. Lists of
 * quests by status go through the campaign repository (its status SQL); this only pages participant rows.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { campaignParticipantsTable, campaignsTable } from "@/server/db/schema/campaigns";
import { traced } from "@/server/effect/traced";

export class QuestRepository extends Context.Service<
  QuestRepository,
  {
    /** Ids of the published quests the gamer started, most recently started first, with how many there are. */
    startedQuestIds(
      userId: string,
      pageOffset: number,
      pageLimit: number,
    ): Effect.Effect<{ readonly ids: string[]; readonly total: number }>;
  }
>()("kleos/server/db/repositories/QuestRepository") {
  static readonly layer = Layer.effect(
    QuestRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return QuestRepository.of(
        traced("QuestRepository", {
          startedQuestIds: (userId: string, pageOffset: number, pageLimit: number) =>
            query(async (db) => {
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
            }),
        }),
      );
    }),
  );
}
