/*
 * Rules of a campaign's settings that span fields (what a single field's schema cannot say), the region rule
 * of who may take part, and the short description lists show. Each check answers the first broken rule as a
 * field and a stable reason, or undefined.
 */
import {
  isPaidOnClaim,
  type DistributionConfig,
  type DistributionMethod,
  type DistributionState,
  type LeaderboardTier,
} from "@/domain/campaigns/campaign-lifecycle";

/** A campaign's slug: lower-case words of letters and digits joined by single dashes (the contract's too). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 64;
/** A campaign's or a task's title, in characters (the contract's limit). */
export const TITLE_MAX = 120;

/**
 * What an admin may still change once a campaign is published, so gamers who took part are never wronged:
 * its texts, images and featured flag, and its end dates, which only move later and only while the reward
 * has not started being drawn or paid. Every other field may be sent only with its saved value.
 */
export const PUBLISHED_EDITABLE_FIELDS = [
  "title",
  "description",
  "bannerImage",
  "featured",
  "endsAt",
  "claimEndsAt",
] as const;
/** The end dates: editable once published only while the distribution is PENDING, and only to a later time. */
export const PUBLISHED_END_DATE_FIELDS = ["endsAt", "claimEndsAt"] as const;
/** What may change of a published campaign's task: its texts and whether it is active (not its type, config or points). */
export const PUBLISHED_EDITABLE_TASK_FIELDS = ["title", "description", "active"] as const;

/** Whether a published campaign's `field` may change, given how far its reward's distribution has got. */
export const isEditableWhenPublished = (
  field: string,
  distributionState: DistributionState | undefined,
): boolean =>
  (PUBLISHED_END_DATE_FIELDS as readonly string[]).includes(field)
    ? distributionState === "PENDING"
    : (PUBLISHED_EDITABLE_FIELDS as readonly string[]).includes(field);

/** Whether a published campaign's end date may move from `saved` to `next` (epoch ms): never earlier. */
export const endDateMoveAllowed = (saved: number, next: number): boolean => next >= saved;

export interface RuleBreach {
  /** The field at fault, as the admin form names it (`distribution.tiers.1`, `endsAt`). */
  readonly field: string;
  /** A stable code: DATES_OUT_OF_ORDER, TIERS_OVERLAP, REWARD_ZERO, ... */
  readonly reason: string;
}

/** How long rewards paid on claim stay claimable after the end when the admin sets no claim end. */
export const DEFAULT_CLAIM_WINDOW_MS = 7 * 86_400_000;

export interface CampaignDates {
  readonly startsAt: number;
  readonly endsAt: number;
  readonly claimEndsAt: number;
}

export const checkDates = ({ startsAt, endsAt, claimEndsAt }: CampaignDates): RuleBreach | undefined => {
  if (!(startsAt < endsAt)) return { field: "endsAt", reason: "ENDS_BEFORE_START" };
  if (!(endsAt <= claimEndsAt)) return { field: "claimEndsAt", reason: "CLAIM_ENDS_BEFORE_END" };
  return undefined;
};

/** Tiers must each cover at least one rank, pay something, and not share a rank with another tier. */
export const checkTiers = (tiers: readonly LeaderboardTier[]): RuleBreach | undefined => {
  if (tiers.length === 0) return { field: "distribution.tiers", reason: "TIERS_MISSING" };
  for (const [index, tier] of tiers.entries()) {
    if (!Number.isSafeInteger(tier.fromRank) || tier.fromRank < 1 || tier.toRank < tier.fromRank)
      return { field: `distribution.tiers.${index}`, reason: "TIER_RANKS_INVALID" };
    if (!Number.isSafeInteger(tier.amount) || tier.amount < 1)
      return { field: `distribution.tiers.${index}.amount`, reason: "TIER_AMOUNT_NOT_POSITIVE" };
  }
  const sorted = [...tiers.entries()].sort(([, left], [, right]) => left.fromRank - right.fromRank);
  for (let position = 1; position < sorted.length; position += 1) {
    const [, previous] = sorted[position - 1] ?? [];
    const [index, tier] = sorted[position] ?? [];
    if (previous !== undefined && tier !== undefined && tier.fromRank <= previous.toRank)
      return { field: `distribution.tiers.${index}`, reason: "TIERS_OVERLAP" };
  }
  return undefined;
};

/** What an admin sends as the distribution: the method and the setting it takes. */
export interface DistributionInput {
  readonly method: DistributionMethod;
  readonly cap?: number;
  readonly winners?: number;
  readonly tiers?: readonly LeaderboardTier[];
}

/**
 * The distribution an admin asked for, checked: each method takes its own setting and no other, and every
 * method but LEADERBOARD (whose tiers carry the amounts) needs a reward above zero.
 */
export const distributionOf = (
  input: DistributionInput,
  rewardAmount: number,
): { readonly config: DistributionConfig } | { readonly breach: RuleBreach } => {
  const others = (["cap", "winners", "tiers"] as const).filter(
    (key) => input[key] !== undefined && key !== SETTING_OF[input.method],
  );
  const [stray] = others;
  if (stray !== undefined)
    return { breach: { field: `distribution.${stray}`, reason: "SETTING_NOT_FOR_METHOD" } };
  if (input.method !== "LEADERBOARD" && rewardAmount < 1)
    return { breach: { field: "reward.amount", reason: "REWARD_ZERO" } };
  switch (input.method) {
    case "EVERYONE":
      return { config: { method: "EVERYONE" } };
    case "FCFS":
      return input.cap === undefined || input.cap < 1
        ? { breach: { field: "distribution.cap", reason: "CAP_MISSING" } }
        : { config: { method: "FCFS", cap: input.cap } };
    case "RAFFLE":
      return input.winners === undefined || input.winners < 1
        ? { breach: { field: "distribution.winners", reason: "WINNERS_MISSING" } }
        : { config: { method: "RAFFLE", winners: input.winners } };
    case "LEADERBOARD": {
      const tiers = input.tiers ?? [];
      const breach = checkTiers(tiers);
      return breach === undefined ? { config: { method: "LEADERBOARD", tiers } } : { breach };
    }
  }
};

const SETTING_OF: { readonly [M in DistributionMethod]: "cap" | "winners" | "tiers" | undefined } = {
  EVERYONE: undefined,
  FCFS: "cap",
  RAFFLE: "winners",
  LEADERBOARD: "tiers",
};

/** The claim end an admin left out: a week after the end for rewards paid on claim, the end otherwise. */
export const defaultClaimEndsAt = (method: DistributionMethod, endsAt: number): number =>
  isPaidOnClaim(method) ? endsAt + DEFAULT_CLAIM_WINDOW_MS : endsAt;

export interface CampaignRegion {
  /** Continent codes; empty means every continent. */
  readonly continents: readonly string[];
  /** ISO 3166-1 alpha-2 codes; empty means every country (of the continents above). */
  readonly countries: readonly string[];
}

export interface GamerLocation {
  readonly continent: string | undefined;
  readonly country: string | undefined;
}

/**
 * Whether a campaign is open to a gamer: each list that names places must name the gamer's. A campaign open
 * everywhere takes a gamer whose place is unknown; one limited to some places does not.
 */
export const campaignAppliesTo = (region: CampaignRegion, where: GamerLocation): boolean =>
  (region.continents.length === 0 ||
    (where.continent !== undefined && region.continents.includes(where.continent))) &&
  (region.countries.length === 0 ||
    (where.country !== undefined && region.countries.includes(where.country)));

/** Lists show the start of a description: at most `max` characters, cut at a word, with an ellipsis. */
export const descriptionSummary = (description: string, max = 200): string => {
  const characters = Array.from(description.trim());
  if (characters.length <= max) return characters.join("");
  const cut = characters.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/u, "");
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}…`;
};
