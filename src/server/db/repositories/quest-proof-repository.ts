/**
 * Quest proofs (pictures gamers send for a quest) and their review. No business rules here; a review is one
 * conditional update, so two admins deciding at once cannot both win.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignsTable } from "@/server/db/schema/campaigns";
import { questProofsTable } from "@/server/db/schema/quests";

export type QuestProofStatus = "PENDING" | "APPROVED" | "REJECTED";

export interface QuestProof {
  readonly id: string;
  readonly questId: string;
  readonly userId: string;
  readonly version: 1 | 2 | 3;
  readonly pictureKey: string;
  readonly note: string | null;
  readonly taskId: string | null;
  readonly status: QuestProofStatus;
  readonly createdAt: Date;
  readonly reviewedAt: Date | null;
  readonly reviewedBy: string | null;
}

// The columns are checked by the table's constraints (version 1..3, status in the three values).
const toProof = (row: typeof questProofsTable.$inferSelect): QuestProof => ({
  id: row.id,
  questId: row.campaignId,
  userId: row.userId,
  version: row.version as 1 | 2 | 3,
  pictureKey: row.pictureKey,
  note: row.note,
  taskId: row.taskId,
  status: row.status as QuestProofStatus,
  createdAt: row.createdAt,
  reviewedAt: row.reviewedAt,
  reviewedBy: row.reviewedBy,
});

/** A proof with what a reviewer reads beside it: the quest's title and the gamer's username. */
export interface ReviewedQuestProof extends QuestProof {
  readonly questTitle: string;
  readonly username: string | null;
}

const reviewColumns = {
  proof: questProofsTable,
  questTitle: campaignsTable.title,
  username: usersTable.username,
};

const withReviewFacts = (row: {
  proof: typeof questProofsTable.$inferSelect;
  questTitle: string;
  username: string | null;
}): ReviewedQuestProof => ({ ...toProof(row.proof), questTitle: row.questTitle, username: row.username });

export interface NewQuestProofRow {
  readonly questId: string;
  readonly userId: string;
  readonly version: 1 | 2 | 3;
  readonly pictureKey: string;
  readonly note: string | null;
  readonly taskId: string | null;
  readonly createdAt: Date;
}

export class QuestProofRepository extends Context.Service<
  QuestProofRepository,
  {
    insert(proof: NewQuestProofRow): Effect.Effect<QuestProof>;
    findById(id: string): Effect.Effect<QuestProof | undefined>;
    /** The newest proof of the user for the quest, if any. */
    findLatest(questId: string, userId: string): Effect.Effect<QuestProof | undefined>;
    findForReview(id: string): Effect.Effect<ReviewedQuestProof | undefined>;
    /** Proofs in one status, oldest first (the review queue), with the total. */
    findPage(query: {
      readonly status: QuestProofStatus;
      readonly pageOffset: number;
      readonly pageLimit: number;
    }): Effect.Effect<{ readonly items: ReviewedQuestProof[]; readonly total: number }>;
    /** Decides a pending proof: the proof as decided, or undefined when it was not pending (anymore). */
    review(
      id: string,
      decision: { readonly status: "APPROVED" | "REJECTED"; readonly reviewedBy: string; readonly at: Date },
    ): Effect.Effect<QuestProof | undefined>;
  }
>()("kleos/server/db/repositories/QuestProofRepository") {
  static readonly layer = Layer.effect(
    QuestProofRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return QuestProofRepository.of(
        traced("QuestProofRepository", {
          insert: (proof: NewQuestProofRow) =>
            query(async (db) => {
              const [row] = await db
                .insert(questProofsTable)
                .values({
                  campaignId: proof.questId,
                  userId: proof.userId,
                  version: proof.version,
                  pictureKey: proof.pictureKey,
                  note: proof.note,
                  taskId: proof.taskId,
                  createdAt: proof.createdAt,
                })
                .returning();
              if (row === undefined)
                throw new Error(`Inserting a proof of quest ${proof.questId} returned no row`);
              return toProof(row);
            }),

          findById: (id: string) =>
            query(async (db) => {
              const [row] = await db
                .select()
                .from(questProofsTable)
                .where(eq(questProofsTable.id, id))
                .limit(1);
              return row === undefined ? undefined : toProof(row);
            }),

          findLatest: (questId: string, userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select()
                .from(questProofsTable)
                .where(and(eq(questProofsTable.campaignId, questId), eq(questProofsTable.userId, userId)))
                .orderBy(sql`${questProofsTable.createdAt} desc`, sql`${questProofsTable.id} desc`)
                .limit(1);
              return row === undefined ? undefined : toProof(row);
            }),

          findForReview: (id: string) =>
            query(async (db) => {
              const [row] = await db
                .select(reviewColumns)
                .from(questProofsTable)
                .innerJoin(campaignsTable, eq(campaignsTable.id, questProofsTable.campaignId))
                .innerJoin(usersTable, eq(usersTable.id, questProofsTable.userId))
                .where(eq(questProofsTable.id, id))
                .limit(1);
              return row === undefined ? undefined : withReviewFacts(row);
            }),

          findPage: (page: {
            readonly status: QuestProofStatus;
            readonly pageOffset: number;
            readonly pageLimit: number;
          }) =>
            query(async (db) => {
              const where = eq(questProofsTable.status, page.status);
              const [rows, totals] = await Promise.all([
                db
                  .select(reviewColumns)
                  .from(questProofsTable)
                  .innerJoin(campaignsTable, eq(campaignsTable.id, questProofsTable.campaignId))
                  .innerJoin(usersTable, eq(usersTable.id, questProofsTable.userId))
                  .where(where)
                  .orderBy(asc(questProofsTable.createdAt), asc(questProofsTable.id))
                  .limit(page.pageLimit)
                  .offset(page.pageOffset),
                db.select({ total: count() }).from(questProofsTable).where(where),
              ]);
              return { items: rows.map(withReviewFacts), total: totals[0]?.total ?? 0 };
            }),

          review: (
            id: string,
            decision: {
              readonly status: "APPROVED" | "REJECTED";
              readonly reviewedBy: string;
              readonly at: Date;
            },
          ) =>
            query(async (db) => {
              const [row] = await db
                .update(questProofsTable)
                .set({ status: decision.status, reviewedBy: decision.reviewedBy, reviewedAt: decision.at })
                .where(and(eq(questProofsTable.id, id), eq(questProofsTable.status, "PENDING")))
                .returning();
              return row === undefined ? undefined : toProof(row);
            }),
        }),
      );
    }),
  );
}
