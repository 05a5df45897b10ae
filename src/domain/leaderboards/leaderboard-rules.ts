/*
 * Platform leaderboards (spec §4, §7): kinds, score sources, the status that follows from the dates, the prize of
 * a rank and the rules an admin's board must keep.
 *
 * The status is not stored (as tournaments): PUBLISHED before the season starts, LIVE until it ends, CONCLUDED
 * until the prizes are paid, then COMPLETED. Ranks are standard competition ranks ("1224"): a participant's rank
 * is one more than the number of participants with a strictly higher score, so equal scores share a rank; each is
 * paid the prize of that rank.
 */

export const LEADERBOARD_KINDS = ["GAMER", "CLAN", "CLAN_CHIEF", "PARTNER_CLAN"] as const;
export type LeaderboardKind = (typeof LEADERBOARD_KINDS)[number];

export const LEADERBOARD_STATUSES = ["PUBLISHED", "LIVE", "CONCLUDED", "COMPLETED"] as const;
export type LeaderboardStatus = (typeof LEADERBOARD_STATUSES)[number];

export const SCORE_SOURCES = ["KPOINTS_EARNED", "QUESTS_COMPLETED", "CAMPAIGN_POINTS"] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** How many participants "around me" shows on each side. */
export const AROUND_ME = 10;

/** Boards whose participants are clans (the others rank gamers: themselves, or as chiefs). */
export const ranksClans = (kind: LeaderboardKind): boolean => kind === "CLAN" || kind === "PARTNER_CLAN";

export interface SeasonClock {
  /** Epoch milliseconds. */
  readonly startsAt: number;
  readonly endsAt: number;
  /** When the prizes were paid; null while they are not. */
  readonly completedAt: number | null;
}

export const leaderboardStatusAt = (clock: SeasonClock, now: number): LeaderboardStatus => {
  if (now < clock.startsAt) return "PUBLISHED";
  if (now < clock.endsAt) return "LIVE";
  return clock.completedAt === null ? "CONCLUDED" : "COMPLETED";
};

export interface PrizeTier<C extends string = string> {
  readonly fromRank: number;
  readonly toRank: number;
  readonly currency: C;
  /** Base units paid to each participant whose rank is in the tier. */
  readonly amount: number;
}

/** The tier a rank is paid from, if any. */
export const tierForRank = <T extends PrizeTier>(tiers: readonly T[], rank: number): T | undefined =>
  tiers.find((tier) => rank >= tier.fromRank && rank <= tier.toRank);

/** Tiers run forwards (from ≤ to) and cover disjoint rank ranges. */
export const prizeTiersAreValid = (tiers: readonly PrizeTier[]): boolean => {
  const sorted = [...tiers].sort((a, b) => a.fromRank - b.fromRank);
  return sorted.every(
    (tier, index) =>
      tier.fromRank <= tier.toRank && (index === 0 || (sorted[index - 1]?.toRank ?? 0) < tier.fromRank),
  );
};

/** What is wrong with a board's season and tiers, if anything. */
export const leaderboardProblem = (
  season: { readonly startsAt: number; readonly endsAt: number },
  tiers: readonly PrizeTier[],
): "SEASON_ORDER" | "PRIZE_TIERS" | undefined => {
  if (!(season.startsAt < season.endsAt)) return "SEASON_ORDER";
  if (!prizeTiersAreValid(tiers)) return "PRIZE_TIERS";
  return undefined;
};

/**
 * Standard competition ranks of rows already in board order (score descending): a row whose score equals the one
 * before shares its rank, any other row's rank is its position. `firstRank` is the rank of the first row (which
 * may share a rank with rows before the page).
 */
export const competitionRanks = (
  scores: readonly number[],
  firstRank: number,
  firstPosition: number,
): number[] => {
  const ranks: number[] = [];
  scores.forEach((score, index) => {
    const previous = ranks[index - 1];
    ranks.push(
      index === 0
        ? firstRank
        : score === scores[index - 1] && previous !== undefined
          ? previous
          : firstPosition + index,
    );
  });
  return ranks;
};

/** A gamer's progress in a quest or campaign not counted by the boards before (see `countProgress`). */
export interface NewProgress {
  readonly kind: "quest" | "campaign";
  /** Points of the tasks verified since it was last counted. */
  readonly points: number;
  /** Whether it is complete for the first time. */
  readonly completed: boolean;
}

/** What new progress raises: a quest's first completion one on QUESTS_COMPLETED, a campaign's points CAMPAIGN_POINTS. */
export const progressScores = (
  progress: NewProgress,
): readonly { readonly source: ScoreSource; readonly amount: number }[] => {
  if (progress.kind === "quest") return progress.completed ? [{ source: "QUESTS_COMPLETED", amount: 1 }] : [];
  return progress.points > 0 ? [{ source: "CAMPAIGN_POINTS", amount: progress.points }] : [];
};
