/**
 * A clan's statistics (spec §7 campaign-stats, user-campaign-participation-stats,
 * member-quest-participation-stats, {id}/pog-scores): what its current members did in campaigns (K-Drop) and
 * quests (K-Quest), week by week, and their POG Proof of Play scores. Deleted clans are not found.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { leaderboardName } from "@/domain/campaigns/campaign-leaderboard";
import { POG_NAME_SUFFIX } from "@/domain/constants/limits";
import { pogTierOf, type PogTier } from "@/domain/pog/pog-badges";
import { ClanNotFound } from "@/domain/errors/clan-errors";
import type { ClanRole } from "@/domain/clans/clan-rules";
import { ClanRepository } from "@/server/db/repositories/clan-repository";
import {
  ClanStatsRepository,
  type CampaignKind,
  type KindTotals,
} from "@/server/db/repositories/clan-stats-repository";
import { traced } from "@/server/effect/traced";

/** How many weeks the participation chart shows, and how many campaigns the top list. */
export const CLAN_STATS_WEEKS = 8;
export const CLAN_STATS_TOP = 10;

const WEEK_MS = 7 * 86_400_000;

interface TotalsView {
  readonly participatingMembers: number;
  readonly participations: number;
  readonly completions: number;
  readonly points: number;
}

export interface ClanCampaignStatsView {
  readonly clanId: number;
  readonly memberCount: number;
  readonly drops: TotalsView;
  readonly quests: TotalsView;
  readonly weeks: readonly {
    readonly weekStart: string;
    readonly started: number;
    readonly completed: number;
  }[];
  readonly top: readonly {
    readonly campaignId: string;
    readonly kind: CampaignKind;
    readonly title: string;
    readonly participants: number;
    readonly completed: number;
    readonly points: number;
  }[];
}

export interface ClanMemberParticipationView {
  readonly clanId: number;
  readonly items: readonly {
    readonly memberId: number;
    readonly username: string;
    readonly role: ClanRole;
    readonly joined: number;
    readonly completed: number;
    readonly points: number;
  }[];
}

export interface ClanPogScoresView {
  readonly clanId: number;
  readonly totalScore: number;
  readonly members: readonly {
    readonly memberId: number;
    readonly username: string;
    readonly pogName: string | null;
    readonly score: number;
    readonly tier: PogTier | null;
  }[];
}

const NO_TOTALS: TotalsView = { participatingMembers: 0, participations: 0, completions: 0, points: 0 };

const totalsOf = (rows: readonly KindTotals[], kind: CampaignKind): TotalsView => {
  const row = rows.find((r) => r.kind === kind);
  return row === undefined
    ? NO_TOTALS
    : {
        participatingMembers: row.participatingMembers,
        participations: row.participations,
        completions: row.completions,
        points: row.points,
      };
};

/** Monday 00:00 UTC of the week holding `ms`. */
export const weekStartOf = (ms: number): number => {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * 86_400_000;
};

const kindOf = (kind: string): CampaignKind => (kind === "quest" ? "quest" : "campaign");
const roleOf = (role: string): ClanRole => (role === "Chief" ? "Chief" : "Member");

export class ClanStats extends Context.Service<
  ClanStats,
  {
    getClanCampaignStats(clanId: number): Effect.Effect<ClanCampaignStatsView, ClanNotFound>;
    getClanUserCampaignParticipationStats(
      clanId: number,
    ): Effect.Effect<ClanMemberParticipationView, ClanNotFound>;
    getClanMemberQuestParticipationStats(
      clanId: number,
    ): Effect.Effect<ClanMemberParticipationView, ClanNotFound>;
    getClanPogScores(clanId: number): Effect.Effect<ClanPogScoresView, ClanNotFound>;
  }
>()("kleos/server/services/clans/ClanStats") {
  static readonly layer = Layer.effect(
    ClanStats,
    Effect.gen(function* () {
      const clans = yield* ClanRepository;
      const stats = yield* ClanStatsRepository;

      const liveClan = (clanId: number) =>
        Effect.gen(function* () {
          const clan = yield* clans.findLiveById(clanId);
          if (clan === undefined) return yield* new ClanNotFound({ clanId });
          return clan;
        });

      const participation = (clanId: number, kind: CampaignKind) =>
        Effect.gen(function* () {
          yield* liveClan(clanId);
          const rows = yield* stats.memberParticipation(clanId, kind);
          return {
            clanId,
            items: rows.map((row) => ({
              memberId: row.membershipId,
              username: leaderboardName(row.username, row.userId),
              role: roleOf(row.role),
              joined: row.joined,
              completed: row.completed,
              points: row.points,
            })),
          } satisfies ClanMemberParticipationView;
        });

      return ClanStats.of(
        traced("ClanStats", {
          getClanCampaignStats: (clanId: number) =>
            Effect.gen(function* () {
              const clan = yield* liveClan(clanId);
              const now = yield* Clock.currentTimeMillis;
              const first = weekStartOf(now) - (CLAN_STATS_WEEKS - 1) * WEEK_MS;
              const totals = yield* stats.totals(clanId);
              const started = yield* stats.weekly(clanId, new Date(first), "started");
              const completed = yield* stats.weekly(clanId, new Date(first), "completed");
              const top = yield* stats.topCampaigns(clanId, CLAN_STATS_TOP);
              const countIn = (rows: typeof started, weekStart: number) =>
                rows.find((row) => row.weekStart.getTime() === weekStart)?.count ?? 0;
              return {
                clanId,
                memberCount: clan.memberCount,
                drops: totalsOf(totals, "campaign"),
                quests: totalsOf(totals, "quest"),
                weeks: Array.from({ length: CLAN_STATS_WEEKS }, (_, i) => {
                  const weekStart = first + i * WEEK_MS;
                  return {
                    weekStart: new Date(weekStart).toISOString(),
                    started: countIn(started, weekStart),
                    completed: countIn(completed, weekStart),
                  };
                }),
                top: top.map((row) => ({ ...row, kind: kindOf(row.kind) })),
              } satisfies ClanCampaignStatsView;
            }),

          getClanUserCampaignParticipationStats: (clanId: number) => participation(clanId, "campaign"),
          getClanMemberQuestParticipationStats: (clanId: number) => participation(clanId, "quest"),

          getClanPogScores: (clanId: number) =>
            Effect.gen(function* () {
              yield* liveClan(clanId);
              const rows = yield* stats.memberPlay(clanId);
              const members = rows.map((row) => ({
                memberId: row.membershipId,
                username: leaderboardName(row.username, row.userId),
                pogName: row.pogName === null ? null : `${row.pogName}${POG_NAME_SUFFIX}`,
                score: row.completed,
                tier: pogTierOf("ProofOfPlay", row.completed),
              }));
              return {
                clanId,
                totalScore: members.reduce((sum, member) => sum + member.score, 0),
                members,
              } satisfies ClanPogScoresView;
            }),
        }),
      );
    }),
  );
}
