/**
 * Gamers' progress in campaigns: who started which (participants), the state of each task they validated, and
 * their claims. No business rules beyond the tables' own; the campaign services decide what may happen.
 */
import { Context, Effect, Layer } from "effect";
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { Database } from "@/server/db/database";
import { queryMethods, type QueryMethods } from "@/server/db/query-methods";
import { traced } from "@/server/effect/traced";
import type { DbOrTransaction } from "@/server/db/client";
import {
  campaignParticipantsTable,
  campaignsTable,
  campaignTasksTable,
  referralCodesTable,
  taskProgressTable,
  taskVerificationChecksTable,
} from "@/server/db/schema/campaigns";

export type ParticipantRow = typeof campaignParticipantsTable.$inferSelect;
export type TaskProgressRow = typeof taskProgressTable.$inferSelect;
export type TaskCheckRow = typeof taskVerificationChecksTable.$inferSelect;
export type NewTaskCheck = typeof taskVerificationChecksTable.$inferInsert;

/** The last failed validation, as stored in `task_progress.last_error`. */
export interface StoredValidationError {
  readonly message: string;
  readonly errorCode: string;
  readonly errorType: string;
  /** What the message names, for the web's localised message (VerificationOutcome.params). */
  readonly params?: Readonly<Record<string, string>>;
}

/** A participant column named with its table: Drizzle leaves it bare in a one-table select, where a subquery's
 * tables would take it. */
const qualified = (
  column: typeof campaignParticipantsTable.campaignId | typeof campaignParticipantsTable.userId,
) => sql`${campaignParticipantsTable}.${sql.identifier(column.name)}`;

/** A participant row and how many of its campaign's active tasks the gamer verified. */
export interface ParticipantProgress {
  readonly participant: ParticipantRow;
  readonly verifiedActive: number;
}

const progressWhere = (db: DbOrTransaction, where: SQL | undefined): Promise<ParticipantProgress[]> =>
  db
    .select({
      participant: campaignParticipantsTable,
      verifiedActive: sql<number>`(select count(*)::integer from ${taskProgressTable} p
        join ${campaignTasksTable} t on t.id = p.task_id
        where p.campaign_id = ${qualified(campaignParticipantsTable.campaignId)}
          and p.user_id = ${qualified(campaignParticipantsTable.userId)} and p.state = 'VERIFIED' and t.active)`.mapWith(
        Number,
      ),
    })
    .from(campaignParticipantsTable)
    .where(where);

/**
 * The Drizzle functions behind CampaignProgressRepository; services use the tag below, and seeds and test
 * fixtures that hold a connection call them directly.
 */
export const campaignProgressRepository = {
  findParticipant: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
  ): Promise<ParticipantRow | undefined> =>
    (
      await db
        .select()
        .from(campaignParticipantsTable)
        .where(
          and(
            eq(campaignParticipantsTable.campaignId, campaignId),
            eq(campaignParticipantsTable.userId, userId),
          ),
        )
        .limit(1)
    )[0],

  /** The participant row, locked until the transaction ends: one claim at a time per gamer and campaign. */
  lockParticipant: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
  ): Promise<ParticipantRow | undefined> =>
    (
      await db
        .select()
        .from(campaignParticipantsTable)
        .where(
          and(
            eq(campaignParticipantsTable.campaignId, campaignId),
            eq(campaignParticipantsTable.userId, userId),
          ),
        )
        .for("update")
    )[0],

  participantsOf: async (
    db: DbOrTransaction,
    userId: string,
    campaignIds: readonly string[],
  ): Promise<ParticipantRow[]> =>
    campaignIds.length === 0
      ? []
      : db
          .select()
          .from(campaignParticipantsTable)
          .where(
            and(
              eq(campaignParticipantsTable.userId, userId),
              inArray(campaignParticipantsTable.campaignId, [...campaignIds]),
            ),
          ),

  /**
   * The gamer's participant rows in every campaign they started (from `campaign_participants_user_idx`), each
   * with how many of its active tasks they verified, in one query (a gamer has no verified task in a campaign
   * they did not start).
   */
  progressOfUser: async (db: DbOrTransaction, userId: string): Promise<ParticipantProgress[]> =>
    progressWhere(db, eq(campaignParticipantsTable.userId, userId)),

  /** How many active tasks of each campaign the gamer has verified. */
  verifiedActiveCounts: async (
    db: DbOrTransaction,
    userId: string,
    campaignIds: readonly string[],
  ): Promise<Map<string, number>> => {
    if (campaignIds.length === 0) return new Map();
    const rows = await db
      .select({ campaignId: taskProgressTable.campaignId, verified: sql<number>`count(*)::integer` })
      .from(taskProgressTable)
      .innerJoin(campaignTasksTable, eq(campaignTasksTable.id, taskProgressTable.taskId))
      .where(
        and(
          eq(taskProgressTable.userId, userId),
          inArray(taskProgressTable.campaignId, [...campaignIds]),
          eq(taskProgressTable.state, "VERIFIED"),
          eq(campaignTasksTable.active, true),
        ),
      )
      .groupBy(taskProgressTable.campaignId);
    return new Map(rows.map((row) => [row.campaignId, Number(row.verified)]));
  },

  taskProgressOf: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
  ): Promise<TaskProgressRow[]> =>
    db
      .select()
      .from(taskProgressTable)
      .where(and(eq(taskProgressTable.campaignId, campaignId), eq(taskProgressTable.userId, userId))),

  /**
   * Adds the participant and counts it on the campaign, only while the campaign has a free slot (`slots` null:
   * no limit). Answers `started` (new), `already` (started before) or `full`.
   */
  start: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
    referredBy: string | undefined,
  ): Promise<"started" | "already" | "full"> =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(campaignParticipantsTable)
        .values({ campaignId, userId, referredBy: referredBy ?? null })
        .onConflictDoNothing()
        .returning({ userId: campaignParticipantsTable.userId });
      if (inserted.length === 0) {
        if (referredBy !== undefined)
          await tx
            .update(campaignParticipantsTable)
            .set({ referredBy })
            .where(
              and(
                eq(campaignParticipantsTable.campaignId, campaignId),
                eq(campaignParticipantsTable.userId, userId),
                isNull(campaignParticipantsTable.referredBy),
              ),
            );
        return "already";
      }
      const counted = await tx
        .update(campaignsTable)
        .set({ participantCount: sql`${campaignsTable.participantCount} + 1` })
        .where(
          and(
            eq(campaignsTable.id, campaignId),
            or(isNull(campaignsTable.slots), lt(campaignsTable.participantCount, campaignsTable.slots)),
          ),
        )
        .returning({ id: campaignsTable.id });
      if (counted.length === 0) {
        await tx
          .delete(campaignParticipantsTable)
          .where(
            and(
              eq(campaignParticipantsTable.campaignId, campaignId),
              eq(campaignParticipantsTable.userId, userId),
            ),
          );
        return "full";
      }
      return "started";
    }),

  /** The owner of a referral code. */
  referrerOf: async (db: DbOrTransaction, code: string): Promise<string | undefined> =>
    (
      await db
        .select({ userId: referralCodesTable.userId })
        .from(referralCodesTable)
        .where(sql`lower(${referralCodesTable.code}) = lower(${code})`)
        .limit(1)
    )[0]?.userId,

  /**
   * Takes the task for a validation: VALIDATING, one more attempt. Refused (undefined) when the task is already
   * verified or another validation holds it and started less than `leaseMs` ago (one that died is taken over).
   */
  beginValidation: async (
    db: DbOrTransaction,
    row: { readonly taskId: string; readonly userId: string; readonly campaignId: string },
    now: Date,
    leaseMs: number,
  ): Promise<TaskProgressRow | undefined> =>
    (
      await db
        .insert(taskProgressTable)
        .values({ ...row, state: "VALIDATING", attempts: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [taskProgressTable.taskId, taskProgressTable.userId],
          set: {
            state: "VALIDATING",
            attempts: sql`${taskProgressTable.attempts} + 1`,
            updatedAt: now,
          },
          setWhere: sql`${taskProgressTable.state} <> 'VERIFIED' and (${taskProgressTable.state} <> 'VALIDATING' or ${taskProgressTable.updatedAt} < ${new Date(now.getTime() - leaseMs).toISOString()}::timestamptz)`,
        })
        .returning()
    )[0],

  findTaskProgress: async (
    db: DbOrTransaction,
    taskId: string,
    userId: string,
  ): Promise<TaskProgressRow | undefined> =>
    (
      await db
        .select()
        .from(taskProgressTable)
        .where(and(eq(taskProgressTable.taskId, taskId), eq(taskProgressTable.userId, userId)))
        .limit(1)
    )[0],

  /** Ends a validation: VERIFIED (error cleared), or REVALIDATE with the error. */
  finishValidation: async (
    db: DbOrTransaction,
    taskId: string,
    userId: string,
    outcome:
      | { readonly verified: true }
      | {
          readonly verified: false;
          readonly error: StoredValidationError;
          /** Until when the answer stands (the re-check cooldown); undefined: it may be asked again at once. */
          readonly nextCheckAt?: Date;
        },
    now: Date,
  ): Promise<TaskProgressRow | undefined> =>
    (
      await db
        .update(taskProgressTable)
        .set(
          outcome.verified
            ? { state: "VERIFIED", verifiedAt: now, lastError: null, nextCheckAt: null, updatedAt: now }
            : {
                state: "REVALIDATE",
                lastError: outcome.error,
                nextCheckAt: outcome.nextCheckAt ?? null,
                updatedAt: now,
              },
        )
        .where(and(eq(taskProgressTable.taskId, taskId), eq(taskProgressTable.userId, userId)))
        .returning()
    )[0],

  /**
   * A verified task found no longer holding (at claim): back to REVALIDATE with the reason, and the participant
   * no longer complete, so the score and the claim wait for it to be validated again.
   */
  reopenTask: async (
    db: DbOrTransaction,
    taskId: string,
    userId: string,
    error: StoredValidationError,
    nextCheckAt: Date | undefined,
    now: Date,
  ): Promise<void> => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(taskProgressTable)
        .set({
          state: "REVALIDATE",
          verifiedAt: null,
          lastError: error,
          nextCheckAt: nextCheckAt ?? null,
          updatedAt: now,
        })
        .where(and(eq(taskProgressTable.taskId, taskId), eq(taskProgressTable.userId, userId)))
        .returning({ campaignId: taskProgressTable.campaignId });
      if (row !== undefined)
        await tx
          .update(campaignParticipantsTable)
          .set({ completedAt: null })
          .where(
            and(
              eq(campaignParticipantsTable.campaignId, row.campaignId),
              eq(campaignParticipantsTable.userId, userId),
            ),
          );
    });
  },

  /** Appends one check to the verification record. */
  recordCheck: async (db: DbOrTransaction, check: NewTaskCheck): Promise<void> => {
    await db.insert(taskVerificationChecksTable).values(check);
  },

  /** The verification record of a gamer in a campaign, newest first. */
  checksOf: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
    limit: number,
  ): Promise<TaskCheckRow[]> =>
    db
      .select()
      .from(taskVerificationChecksTable)
      .where(
        and(
          eq(taskVerificationChecksTable.campaignId, campaignId),
          eq(taskVerificationChecksTable.userId, userId),
        ),
      )
      .orderBy(desc(taskVerificationChecksTable.checkedAt), desc(taskVerificationChecksTable.id))
      .limit(limit),

  /** A page of a campaign's verification record (of one gamer, one task, when given), newest first, and its total. */
  checksPage: async (
    db: DbOrTransaction,
    filter: { readonly campaignId: string; readonly userId?: string; readonly taskId?: string },
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ items: TaskCheckRow[]; total: number }> => {
    const t = taskVerificationChecksTable;
    const where = and(
      eq(t.campaignId, filter.campaignId),
      filter.userId === undefined ? undefined : eq(t.userId, filter.userId),
      filter.taskId === undefined ? undefined : eq(t.taskId, filter.taskId),
    );
    const [items, [counted]] = await Promise.all([
      db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.checkedAt), desc(t.id))
        .offset(page.offset)
        .limit(page.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(where),
    ]);
    return { items, total: counted?.n ?? 0 };
  },

  /**
   * Brings the participant's score (points of the verified tasks) up to date, and marks it complete (once)
   * when every active task is verified. Answers whether it is complete.
   */
  refreshCompletion: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
    now: Date,
  ): Promise<boolean> => {
    const [row] = await db
      .update(campaignParticipantsTable)
      .set({
        score: sql`(select coalesce(sum(t.points), 0)::integer from ${taskProgressTable} p
          join ${campaignTasksTable} t on t.id = p.task_id
          where p.campaign_id = ${campaignId} and p.user_id = ${userId} and p.state = 'VERIFIED')`,
        completedAt: sql`coalesce(${campaignParticipantsTable.completedAt}, case when not exists (
          select 1 from ${campaignTasksTable} t
          left join ${taskProgressTable} p on p.task_id = t.id and p.user_id = ${userId}
          where t.campaign_id = ${campaignId} and t.active and (p.state is null or p.state <> 'VERIFIED')
        ) then ${now.toISOString()}::timestamptz end)`,
      })
      .where(
        and(
          eq(campaignParticipantsTable.campaignId, campaignId),
          eq(campaignParticipantsTable.userId, userId),
        ),
      )
      .returning({ completedAt: campaignParticipantsTable.completedAt });
    return row?.completedAt !== null && row?.completedAt !== undefined;
  },

  /** Raises an FCFS campaign's paid claims by one, only while below `cap`; false when the cap is reached. */
  takeClaimSlot: async (db: DbOrTransaction, campaignId: string, cap: number): Promise<boolean> =>
    (
      await db
        .update(campaignsTable)
        .set({ claimedCount: sql`${campaignsTable.claimedCount} + 1` })
        .where(and(eq(campaignsTable.id, campaignId), lt(campaignsTable.claimedCount, cap)))
        .returning({ id: campaignsTable.id })
    ).length > 0,

  markClaimed: async (
    db: DbOrTransaction,
    campaignId: string,
    userId: string,
    transactionId: string,
    now: Date,
  ): Promise<void> => {
    await db
      .update(campaignParticipantsTable)
      .set({ claimedAt: now, claimTransactionId: transactionId })
      .where(
        and(
          eq(campaignParticipantsTable.campaignId, campaignId),
          eq(campaignParticipantsTable.userId, userId),
        ),
      );
  },

  /** Paid-on-claim campaigns' progress: gamers who completed, and those of them who claimed. */
  claimProgress: async (
    db: DbOrTransaction,
    campaignId: string,
  ): Promise<{ readonly completed: number; readonly claimed: number }> => {
    const [row] = await db
      .select({
        completed: sql<number>`count(${campaignParticipantsTable.completedAt})::integer`,
        claimed: sql<number>`count(${campaignParticipantsTable.claimedAt})::integer`,
      })
      .from(campaignParticipantsTable)
      .where(eq(campaignParticipantsTable.campaignId, campaignId));
    return { completed: Number(row?.completed ?? 0), claimed: Number(row?.claimed ?? 0) };
  },
};

/** The repository as a service: every method runs through `Database.query` (joining the caller's transaction). */
export class CampaignProgressRepository extends Context.Service<
  CampaignProgressRepository,
  QueryMethods<typeof campaignProgressRepository>
>()("kleos/server/db/repositories/CampaignProgressRepository") {
  static readonly layer = Layer.effect(
    CampaignProgressRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return CampaignProgressRepository.of(
        traced("CampaignProgressRepository", queryMethods(query, campaignProgressRepository)),
      );
    }),
  );
}
