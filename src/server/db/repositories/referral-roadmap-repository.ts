/**
 * Referral roadmaps' data: who joined a roadmap through whose code, what the friends of a referrer did in the
 * mint flow, and the steps already paid. No business rules here: it stores and counts.
 */
import { and, eq, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { pogAvatarSlotsTable, pogMintsTable } from "@/server/db/schema/pog";
import {
  referralRoadmapAssociationsTable,
  referralRoadmapRewardsTable,
} from "@/server/db/schema/referral-roadmaps";

/** Namespaces the referrers' advisory locks (any fixed number, apart from the other classes). */
const ROADMAP_LOCK_CLASS = 7_311;

export interface RoadmapAssociationRow {
  readonly roadmapId: string;
  readonly inviteeId: string;
  readonly referrerId: string;
  readonly associatedAt: Date;
}

/** A referrer's friends on a roadmap: all of them, and those with a verified phone who did each action. */
export interface RoadmapFriendCounts {
  readonly friends: number;
  readonly nameReserved: number;
  readonly avatarCreated: number;
  readonly minted: number;
}

const rows = {
  insertAssociation: async (
    db: DbOrTransaction,
    association: Omit<RoadmapAssociationRow, "associatedAt">,
  ): Promise<RoadmapAssociationRow | undefined> =>
    (
      await db.insert(referralRoadmapAssociationsTable).values(association).onConflictDoNothing().returning()
    )[0],

  findAssociation: async (
    db: DbOrTransaction,
    roadmapId: string,
    inviteeId: string,
  ): Promise<RoadmapAssociationRow | undefined> =>
    (
      await db
        .select()
        .from(referralRoadmapAssociationsTable)
        .where(
          and(
            eq(referralRoadmapAssociationsTable.roadmapId, roadmapId),
            eq(referralRoadmapAssociationsTable.inviteeId, inviteeId),
          ),
        )
        .limit(1)
    )[0],

  countFriends: async (
    db: DbOrTransaction,
    roadmapId: string,
    referrerId: string,
  ): Promise<RoadmapFriendCounts> => {
    const a = referralRoadmapAssociationsTable;
    const verified = sql`${usersTable.phoneVerifiedAt} is not null and ${usersTable.erasedAt} is null`;
    const [row] = await db
      .select({
        friends: sql<number>`count(*)::int`,
        nameReserved: sql<number>`count(*) filter (where ${verified} and ${pogMintsTable.id} is not null)::int`,
        avatarCreated: sql<number>`count(*) filter (where ${verified} and exists (select 1 from ${pogAvatarSlotsTable} where ${pogAvatarSlotsTable.userId} = ${a.inviteeId} and ${pogAvatarSlotsTable.status} = 'READY'))::int`,
        minted: sql<number>`count(*) filter (where ${verified} and ${pogMintsTable.state} = 'MINTED')::int`,
      })
      .from(a)
      .innerJoin(usersTable, eq(usersTable.id, a.inviteeId))
      .leftJoin(pogMintsTable, eq(pogMintsTable.userId, a.inviteeId))
      .where(and(eq(a.roadmapId, roadmapId), eq(a.referrerId, referrerId)));
    return {
      friends: Number(row?.friends ?? 0),
      nameReserved: Number(row?.nameReserved ?? 0),
      avatarCreated: Number(row?.avatarCreated ?? 0),
      minted: Number(row?.minted ?? 0),
    };
  },

  rewardedSteps: async (
    db: DbOrTransaction,
    roadmapId: string,
    referrerId: string,
  ): Promise<ReadonlyArray<{ readonly step: number; readonly rewardedAt: Date }>> =>
    db
      .select({ step: referralRoadmapRewardsTable.step, rewardedAt: referralRoadmapRewardsTable.rewardedAt })
      .from(referralRoadmapRewardsTable)
      .where(
        and(
          eq(referralRoadmapRewardsTable.roadmapId, roadmapId),
          eq(referralRoadmapRewardsTable.referrerId, referrerId),
        ),
      ),

  /** The roadmaps `inviteeId` joined, each with the referrer whose code they came with. */
  referrersOf: async (
    db: DbOrTransaction,
    inviteeId: string,
  ): Promise<ReadonlyArray<{ readonly roadmapId: string; readonly referrerId: string }>> =>
    db
      .select({
        roadmapId: referralRoadmapAssociationsTable.roadmapId,
        referrerId: referralRoadmapAssociationsTable.referrerId,
      })
      .from(referralRoadmapAssociationsTable)
      .where(eq(referralRoadmapAssociationsTable.inviteeId, inviteeId)),

  /**
   * Holds a referrer's roadmap until the transaction ends, so two friends' events count each other: the second
   * waits, then counts what the first committed.
   */
  lockReferrer: async (db: DbOrTransaction, roadmapId: string, referrerId: string): Promise<void> => {
    await db.execute(
      sql`select pg_advisory_xact_lock(${ROADMAP_LOCK_CLASS}, hashtext(${`${roadmapId}:${referrerId}`}))`,
    );
  },

  /** Records the step as paid; false when it already was (a concurrent event paid it). */
  insertReward: async (
    db: DbOrTransaction,
    roadmapId: string,
    referrerId: string,
    step: number,
  ): Promise<boolean> =>
    (
      await db
        .insert(referralRoadmapRewardsTable)
        .values({ roadmapId, referrerId, step })
        .onConflictDoNothing()
        .returning({ step: referralRoadmapRewardsTable.step })
    ).length > 0,
};

export class ReferralRoadmapRepository extends Context.Service<
  ReferralRoadmapRepository,
  {
    /** The stored association, or undefined when the invitee already joined this roadmap. */
    insertAssociation(
      association: Omit<RoadmapAssociationRow, "associatedAt">,
    ): Effect.Effect<RoadmapAssociationRow | undefined>;
    findAssociation(roadmapId: string, inviteeId: string): Effect.Effect<RoadmapAssociationRow | undefined>;
    countFriends(roadmapId: string, referrerId: string): Effect.Effect<RoadmapFriendCounts>;
    rewardedSteps(
      roadmapId: string,
      referrerId: string,
    ): Effect.Effect<ReadonlyArray<{ readonly step: number; readonly rewardedAt: Date }>>;
    insertReward(roadmapId: string, referrerId: string, step: number): Effect.Effect<boolean>;
    referrersOf(
      inviteeId: string,
    ): Effect.Effect<ReadonlyArray<{ readonly roadmapId: string; readonly referrerId: string }>>;
    /** Inside a transaction: the referrer's roadmap is held until it ends. */
    lockReferrer(roadmapId: string, referrerId: string): Effect.Effect<void>;
  }
>()("kleos/server/db/repositories/ReferralRoadmapRepository") {
  static readonly layer = Layer.effect(
    ReferralRoadmapRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ReferralRoadmapRepository.of(
        traced("ReferralRoadmapRepository", {
          insertAssociation: (association: Omit<RoadmapAssociationRow, "associatedAt">) =>
            query((db) => rows.insertAssociation(db, association)),
          findAssociation: (roadmapId: string, inviteeId: string) =>
            query((db) => rows.findAssociation(db, roadmapId, inviteeId)),
          countFriends: (roadmapId: string, referrerId: string) =>
            query((db) => rows.countFriends(db, roadmapId, referrerId)),
          rewardedSteps: (roadmapId: string, referrerId: string) =>
            query((db) => rows.rewardedSteps(db, roadmapId, referrerId)),
          insertReward: (roadmapId: string, referrerId: string, step: number) =>
            query((db) => rows.insertReward(db, roadmapId, referrerId, step)),
          referrersOf: (inviteeId: string) => query((db) => rows.referrersOf(db, inviteeId)),
          lockReferrer: (roadmapId: string, referrerId: string) =>
            query((db) => rows.lockReferrer(db, roadmapId, referrerId)),
        }),
      );
    }),
  );
}
