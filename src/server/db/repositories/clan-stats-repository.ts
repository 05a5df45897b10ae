/**
 * A clan's numbers, read from what other areas record: its current members' campaign and quest participations
 * (campaign_participants) and reserved POG names; and a clan chief's own data (clan_chiefs). No rules here: the
 * ClanStats and ClanChiefs services decide what the numbers mean.
 */
import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignParticipantsTable, campaignsTable } from "@/server/db/schema/campaigns";
import { clanChiefsTable, clanMembershipsTable } from "@/server/db/schema/clans";
import { pogMintsTable } from "@/server/db/schema/pog";
import { CLAN_MEMBERS_LISTED_MAX } from "@/server/db/repositories/clan-repository";

const members = clanMembershipsTable;
const participants = campaignParticipantsTable;
const campaigns = campaignsTable;

export type CampaignKind = "campaign" | "quest";

export interface KindTotals {
  readonly kind: string;
  readonly participatingMembers: number;
  readonly participations: number;
  readonly completions: number;
  readonly points: number;
}

export interface WeekCount {
  readonly weekStart: Date;
  readonly count: number;
}

export interface CampaignRow {
  readonly campaignId: string;
  readonly kind: string;
  readonly title: string;
  readonly participants: number;
  readonly completed: number;
  readonly points: number;
}

export interface MemberParticipationRow {
  readonly membershipId: number;
  readonly userId: string;
  readonly username: string | null;
  readonly role: string;
  readonly joined: number;
  readonly completed: number;
  readonly points: number;
}

export interface MemberPlayRow {
  readonly membershipId: number;
  readonly userId: string;
  readonly username: string | null;
  readonly pogName: string | null;
  readonly completed: number;
}

export interface ClanChiefRow {
  readonly email: string;
  readonly chiefCity: string;
  readonly phoneNumber: string | null;
  readonly phoneVerifiedAt: Date | null;
  readonly isCollegeStudent: boolean;
  readonly collegeName: string;
}

const isOpenMemberOf = (clanId: number) =>
  and(eq(members.clanId, clanId), isNull(members.leftAt), eq(members.userId, participants.userId));

const weekOf = (column: typeof participants.startedAt | typeof participants.completedAt) =>
  sql<Date>`date_trunc('week', ${column} at time zone 'UTC') at time zone 'UTC'`;

export class ClanStatsRepository extends Context.Service<
  ClanStatsRepository,
  {
    /** Per kind (campaign, quest): what the clan's current members did. */
    totals(clanId: number): Effect.Effect<readonly KindTotals[]>;
    /** Participations of current members started (or completed) per UTC week since `since`. */
    weekly(clanId: number, since: Date, moment: "started" | "completed"): Effect.Effect<readonly WeekCount[]>;
    /** The campaigns and quests with the most participating current members. */
    topCampaigns(clanId: number, limit: number): Effect.Effect<readonly CampaignRow[]>;
    /** Every current member (up to CLAN_MEMBERS_LISTED_MAX) with their participations of one kind. */
    memberParticipation(clanId: number, kind: CampaignKind): Effect.Effect<readonly MemberParticipationRow[]>;
    /** Every current member (up to CLAN_MEMBERS_LISTED_MAX) with their completed campaigns and quests. */
    memberPlay(clanId: number): Effect.Effect<readonly MemberPlayRow[]>;
    findChief(userId: string): Effect.Effect<ClanChiefRow | undefined>;
    saveChief(
      userId: string,
      data: Pick<ClanChiefRow, "email" | "chiefCity" | "isCollegeStudent" | "collegeName">,
      at: Date,
    ): Effect.Effect<void>;
    saveChiefPhone(userId: string, phoneNumber: string, at: Date): Effect.Effect<void>;
  }
>()("kleos/server/db/repositories/ClanStatsRepository") {
  static readonly layer = Layer.effect(
    ClanStatsRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ClanStatsRepository.of(
        traced("ClanStatsRepository", {
          totals: (clanId: number) =>
            query((db) =>
              db
                .select({
                  kind: campaigns.kind,
                  participatingMembers: sql<number>`count(distinct ${participants.userId})`.mapWith(Number),
                  participations: sql<number>`count(*)`.mapWith(Number),
                  completions: sql<number>`count(${participants.completedAt})`.mapWith(Number),
                  points: sql<number>`coalesce(sum(${participants.score}), 0)`.mapWith(Number),
                })
                .from(participants)
                .innerJoin(campaigns, eq(campaigns.id, participants.campaignId))
                .innerJoin(members, isOpenMemberOf(clanId))
                .groupBy(campaigns.kind),
            ),

          weekly: (clanId: number, since: Date, moment: "started" | "completed") =>
            query(async (db) => {
              const column = moment === "started" ? participants.startedAt : participants.completedAt;
              const week = weekOf(column);
              const rows = await db
                .select({ weekStart: week, count: sql<number>`count(*)`.mapWith(Number) })
                .from(participants)
                .innerJoin(members, isOpenMemberOf(clanId))
                .where(gte(column, since))
                .groupBy(week);
              return rows.map((row) => ({ weekStart: new Date(row.weekStart), count: row.count }));
            }),

          topCampaigns: (clanId: number, limit: number) =>
            query((db) =>
              db
                .select({
                  campaignId: campaigns.id,
                  kind: campaigns.kind,
                  title: campaigns.title,
                  participants: sql<number>`count(*)`.mapWith(Number),
                  completed: sql<number>`count(${participants.completedAt})`.mapWith(Number),
                  points: sql<number>`coalesce(sum(${participants.score}), 0)`.mapWith(Number),
                })
                .from(participants)
                .innerJoin(campaigns, eq(campaigns.id, participants.campaignId))
                .innerJoin(members, isOpenMemberOf(clanId))
                .groupBy(campaigns.id, campaigns.kind, campaigns.title)
                .orderBy(
                  desc(sql`count(*)`),
                  desc(sql`coalesce(sum(${participants.score}), 0)`),
                  asc(campaigns.id),
                )
                .limit(limit),
            ),

          memberParticipation: (clanId: number, kind: CampaignKind) =>
            query((db) => {
              const joined = sql<number>`count(${campaigns.id})`.mapWith(Number);
              const completed =
                sql<number>`count(${campaigns.id}) filter (where ${participants.completedAt} is not null)`.mapWith(
                  Number,
                );
              const points =
                sql<number>`coalesce(sum(${participants.score}) filter (where ${campaigns.id} is not null), 0)`.mapWith(
                  Number,
                );
              return db
                .select({
                  membershipId: members.id,
                  userId: members.userId,
                  username: usersTable.username,
                  role: members.role,
                  joined,
                  completed,
                  points,
                })
                .from(members)
                .innerJoin(usersTable, eq(usersTable.id, members.userId))
                .leftJoin(participants, eq(participants.userId, members.userId))
                .leftJoin(campaigns, and(eq(campaigns.id, participants.campaignId), eq(campaigns.kind, kind)))
                .where(and(eq(members.clanId, clanId), isNull(members.leftAt)))
                .groupBy(members.id, members.userId, usersTable.username, members.role, members.joinedAt)
                .orderBy(desc(points), desc(completed), asc(members.joinedAt), asc(members.id))
                .limit(CLAN_MEMBERS_LISTED_MAX);
            }),

          memberPlay: (clanId: number) =>
            query((db) =>
              db
                .select({
                  membershipId: members.id,
                  userId: members.userId,
                  username: usersTable.username,
                  pogName: pogMintsTable.username,
                  completed: sql<number>`count(${participants.completedAt})`.mapWith(Number),
                })
                .from(members)
                .innerJoin(usersTable, eq(usersTable.id, members.userId))
                .leftJoin(pogMintsTable, eq(pogMintsTable.userId, members.userId))
                .leftJoin(participants, eq(participants.userId, members.userId))
                .where(and(eq(members.clanId, clanId), isNull(members.leftAt)))
                .groupBy(
                  members.id,
                  members.userId,
                  usersTable.username,
                  pogMintsTable.username,
                  members.joinedAt,
                )
                .orderBy(
                  desc(sql`count(${participants.completedAt})`),
                  asc(members.joinedAt),
                  asc(members.id),
                )
                .limit(CLAN_MEMBERS_LISTED_MAX),
            ),

          findChief: (userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select({
                  email: clanChiefsTable.email,
                  chiefCity: clanChiefsTable.chiefCity,
                  phoneNumber: clanChiefsTable.phoneNumber,
                  phoneVerifiedAt: clanChiefsTable.phoneVerifiedAt,
                  isCollegeStudent: clanChiefsTable.isCollegeStudent,
                  collegeName: clanChiefsTable.collegeName,
                })
                .from(clanChiefsTable)
                .where(eq(clanChiefsTable.userId, userId));
              return row;
            }),

          saveChief: (
            userId: string,
            data: Pick<ClanChiefRow, "email" | "chiefCity" | "isCollegeStudent" | "collegeName">,
            at: Date,
          ) =>
            query(async (db) => {
              await db
                .insert(clanChiefsTable)
                .values({ userId, ...data, updatedAt: at })
                .onConflictDoUpdate({ target: clanChiefsTable.userId, set: { ...data, updatedAt: at } });
            }),

          saveChiefPhone: (userId: string, phoneNumber: string, at: Date) =>
            query(async (db) => {
              const set = { phoneNumber, phoneVerifiedAt: at, updatedAt: at };
              await db
                .insert(clanChiefsTable)
                .values({ userId, ...set })
                .onConflictDoUpdate({ target: clanChiefsTable.userId, set });
            }),
        }),
      );
    }),
  );
}
