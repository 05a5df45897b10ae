/*
 * POG badges and tiers (spec §2 My POG dashboard, §3 POG badges and tiers). A gamer earns one overall badge per
 * dimension (badge type OverallActivity) and one social badge per linked social account (badge type
 * SocialActivity: Telegramer, Xer, Discorder). Each overall badge has a score computed from facts Kleos
 * already records; the score's tier is the highest threshold it reaches.
 *
 * Decisions:
 * - Skill counts results: each tournament the gamer finished with a recorded final rank, two more for a podium
 *   (rank 1 to 3), and each game API validation task a partner game confirmed (its own signed answer about
 *   something done in the game, src/server/providers/games).
 * - Human counts proofs of a real person: a verified phone, a verified e-mail, a linked wallet (one the gamer
 *   signed in with, not the custodial address every account gets) and a linked Google account.
 * - Play counts quests and campaigns whose every task the gamer completed.
 * - Commerce counts K-Cash purchases and K-Cash spends (each ledger movement once).
 * - Social counts linked Telegram, X and Discord accounts and the gamers who joined a campaign through the
 *   gamer's invite.
 * - Kleos Community counts whole days since the account was made.
 */

export const POG_TIERS = ["Bronze", "Silver", "Gold", "Diamond"] as const;
export type PogTier = (typeof POG_TIERS)[number];

export const POG_BADGE_TYPES = ["SocialActivity", "OverallActivity"] as const;
export type PogBadgeType = (typeof POG_BADGE_TYPES)[number];

/** The overall badges, in the order the dashboard lists them (spec §3). */
export const POG_BADGES = [
  "ProofOfHuman",
  "ProofOfPlay",
  "ProofOfSkill",
  "ProofOfCommerce",
  "ProofOfSocial",
  "KleosCommunity",
] as const;
export type PogBadge = (typeof POG_BADGES)[number];

/** Badges Kleos has facts for; the others are reported as not available yet. */
export const SCORED_POG_BADGES = [
  "ProofOfHuman",
  "ProofOfPlay",
  "ProofOfSkill",
  "ProofOfCommerce",
  "ProofOfSocial",
  "KleosCommunity",
] as const satisfies ReadonlyArray<PogBadge>;
export type ScoredPogBadge = (typeof SCORED_POG_BADGES)[number];

export const UNAVAILABLE_POG_BADGES: ReadonlyArray<PogBadge> = POG_BADGES.filter(
  (badge) => !(SCORED_POG_BADGES as ReadonlyArray<PogBadge>).includes(badge),
);

export const POG_SOCIAL_BADGES = ["Telegramer", "Xer", "Discorder"] as const;
export type PogSocialBadge = (typeof POG_SOCIAL_BADGES)[number];

/** The My POG dashboard's tabs (spec §2), and the badges each shows. Gamer is the overview. */
export const POG_DASHBOARD_TABS = ["Gamer", "Human", "Play", "Skill", "Commerce", "Social"] as const;
export type PogDashboardTab = (typeof POG_DASHBOARD_TABS)[number];

export const POG_TAB_BADGES: { readonly [Tab in PogDashboardTab]: ReadonlyArray<PogBadge> } = {
  Gamer: POG_BADGES,
  Human: ["ProofOfHuman"],
  Play: ["ProofOfPlay"],
  Skill: ["ProofOfSkill"],
  Commerce: ["ProofOfCommerce"],
  Social: ["ProofOfSocial"],
};

/**
 * The score each tier starts at, per badge, strictly increasing Bronze → Diamond. A score below Bronze's earns
 * no badge.
 */
export const POG_TIER_THRESHOLDS: {
  readonly [Badge in ScoredPogBadge]: { readonly [Tier in PogTier]: number };
} = {
  ProofOfHuman: { Bronze: 1, Silver: 2, Gold: 3, Diamond: 4 },
  ProofOfPlay: { Bronze: 1, Silver: 5, Gold: 15, Diamond: 40 },
  ProofOfSkill: { Bronze: 1, Silver: 5, Gold: 15, Diamond: 40 },
  ProofOfCommerce: { Bronze: 1, Silver: 3, Gold: 10, Diamond: 25 },
  ProofOfSocial: { Bronze: 1, Silver: 3, Gold: 10, Diamond: 25 },
  KleosCommunity: { Bronze: 7, Silver: 30, Gold: 90, Diamond: 365 },
};

/** What Kleos knows about a gamer that badges are earned from. Counts are whole numbers ≥ 0. */
export interface PogFacts {
  readonly phoneVerified: boolean;
  readonly emailVerified: boolean;
  readonly walletLinked: boolean;
  readonly googleLinked: boolean;
  readonly questsCompleted: number;
  readonly campaignsCompleted: number;
  /** Tournaments whose results gave the gamer a final rank. */
  readonly tournamentsRanked: number;
  /** Of those, the ones finished on the podium (rank 1 to 3). */
  readonly tournamentPodiums: number;
  /** Game API validation tasks a partner game confirmed. */
  readonly gameChecksPassed: number;
  readonly kcashPurchases: number;
  readonly kcashSpends: number;
  readonly telegramLinked: boolean;
  readonly xLinked: boolean;
  readonly discordLinked: boolean;
  readonly gamersReferred: number;
  /** Whole days since the account was made. */
  readonly accountAgeDays: number;
}

/** What a podium finish (rank 1 to 3) adds to Skill on top of the finish itself. */
export const POG_PODIUM_BONUS = 2;
/** The last final rank that is a podium. */
export const POG_PODIUM_LAST_RANK = 3;

const count = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const one = (flag: boolean): number => (flag ? 1 : 0);

/** The score of each badge Kleos has facts for. */
export const pogBadgeScores = (facts: PogFacts): { readonly [Badge in ScoredPogBadge]: number } => ({
  ProofOfHuman:
    one(facts.phoneVerified) + one(facts.emailVerified) + one(facts.walletLinked) + one(facts.googleLinked),
  ProofOfPlay: count(facts.questsCompleted) + count(facts.campaignsCompleted),
  ProofOfSkill:
    count(facts.tournamentsRanked) +
    POG_PODIUM_BONUS * Math.min(count(facts.tournamentPodiums), count(facts.tournamentsRanked)) +
    count(facts.gameChecksPassed),
  ProofOfCommerce: count(facts.kcashPurchases) + count(facts.kcashSpends),
  ProofOfSocial:
    one(facts.telegramLinked) + one(facts.xLinked) + one(facts.discordLinked) + count(facts.gamersReferred),
  KleosCommunity: count(facts.accountAgeDays),
});

/** The highest tier `score` reaches for `badge`, or null below Bronze. */
export const pogTierOf = (badge: ScoredPogBadge, score: number): PogTier | null => {
  const thresholds = POG_TIER_THRESHOLDS[badge];
  let reached: PogTier | null = null;
  for (const tier of POG_TIERS) if (score >= thresholds[tier]) reached = tier;
  return reached;
};

export interface PogNextTier {
  readonly tier: PogTier;
  readonly threshold: number;
  /** How much more score reaches it (≥ 1). */
  readonly remaining: number;
}

/** The next tier above `score` for `badge`, or null once Diamond is reached. */
export const pogNextTierOf = (badge: ScoredPogBadge, score: number): PogNextTier | null => {
  const thresholds = POG_TIER_THRESHOLDS[badge];
  const tier = POG_TIERS.find((candidate) => score < thresholds[candidate]);
  return tier === undefined
    ? null
    : { tier, threshold: thresholds[tier], remaining: thresholds[tier] - Math.max(0, score) };
};

export interface PogBadgeStanding {
  readonly badge: ScoredPogBadge;
  readonly type: "OverallActivity";
  readonly score: number;
  readonly tier: PogTier | null;
  readonly next: PogNextTier | null;
}

/** Every scored badge with its score, tier and next tier, in the dashboard's order. */
export const pogBadgeStandings = (facts: PogFacts): ReadonlyArray<PogBadgeStanding> => {
  const scores = pogBadgeScores(facts);
  return SCORED_POG_BADGES.map((badge) => ({
    badge,
    type: "OverallActivity" as const,
    score: scores[badge],
    tier: pogTierOf(badge, scores[badge]),
    next: pogNextTierOf(badge, scores[badge]),
  }));
};

/** The social badges earned: one per linked social account. */
export const pogSocialBadges = (facts: PogFacts): ReadonlyArray<PogSocialBadge> => [
  ...(facts.telegramLinked ? (["Telegramer"] as const) : []),
  ...(facts.xLinked ? (["Xer"] as const) : []),
  ...(facts.discordLinked ? (["Discorder"] as const) : []),
];

/** Whole days between `createdAt` and `now` (0 for a future date). */
export const accountAgeDays = (createdAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000));

/** What the card and the dashboard need of a badge's standing. */
interface ScoredStanding {
  readonly badge: PogBadge;
  readonly score: number;
  readonly tier: PogTier | null;
}

/**
 * The score each My POG tab shows: its badge's score; Gamer, the overview, the sum of every overall badge's
 * score (Kleos Community included).
 */
export const pogTabScores = (
  standings: ReadonlyArray<ScoredStanding>,
): { readonly [Tab in PogDashboardTab]: number } => {
  const scoreOf = (badge: PogBadge): number =>
    count(standings.find((standing) => standing.badge === badge)?.score ?? 0);
  return {
    Gamer: standings.reduce((sum, standing) => sum + count(standing.score), 0),
    Human: scoreOf("ProofOfHuman"),
    Play: scoreOf("ProofOfPlay"),
    Skill: scoreOf("ProofOfSkill"),
    Commerce: scoreOf("ProofOfCommerce"),
    Social: scoreOf("ProofOfSocial"),
  };
};

/** The card's tier: the highest tier any overall badge reached, or null while none is earned. */
export const pogCardTier = (standings: ReadonlyArray<ScoredStanding>): PogTier | null => {
  let best = -1;
  for (const standing of standings)
    if (standing.tier !== null) best = Math.max(best, POG_TIERS.indexOf(standing.tier));
  return POG_TIERS[best] ?? null;
};
