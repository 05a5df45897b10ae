import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  POG_BADGES,
  POG_TIERS,
  POG_TIER_THRESHOLDS,
  SCORED_POG_BADGES,
  UNAVAILABLE_POG_BADGES,
  accountAgeDays,
  pogBadgeScores,
  pogBadgeStandings,
  pogCardTier,
  pogNextTierOf,
  pogSocialBadges,
  pogTabScores,
  pogTierOf,
  type PogFacts,
} from "@/domain/pog/pog-badges";

const NOTHING: PogFacts = {
  phoneVerified: false,
  emailVerified: false,
  walletLinked: false,
  googleLinked: false,
  questsCompleted: 0,
  campaignsCompleted: 0,
  tournamentsRanked: 0,
  tournamentPodiums: 0,
  gameChecksPassed: 0,
  kcashPurchases: 0,
  kcashSpends: 0,
  telegramLinked: false,
  xLinked: false,
  discordLinked: false,
  gamersReferred: 0,
  accountAgeDays: 0,
};

const facts: fc.Arbitrary<PogFacts> = fc.record({
  phoneVerified: fc.boolean(),
  emailVerified: fc.boolean(),
  walletLinked: fc.boolean(),
  googleLinked: fc.boolean(),
  questsCompleted: fc.nat(100),
  campaignsCompleted: fc.nat(100),
  tournamentsRanked: fc.nat(100),
  tournamentPodiums: fc.nat(100),
  gameChecksPassed: fc.nat(100),
  kcashPurchases: fc.nat(100),
  kcashSpends: fc.nat(100),
  telegramLinked: fc.boolean(),
  xLinked: fc.boolean(),
  discordLinked: fc.boolean(),
  gamersReferred: fc.nat(100),
  accountAgeDays: fc.nat(2000),
});

const badge = fc.constantFrom(...SCORED_POG_BADGES);
const tierIndex = (tier: (typeof POG_TIERS)[number] | null) => (tier === null ? -1 : POG_TIERS.indexOf(tier));

/** A fact set at least as strong as `base` in every fact. */
const strengthened = (base: PogFacts, more: PogFacts): PogFacts => ({
  phoneVerified: base.phoneVerified || more.phoneVerified,
  emailVerified: base.emailVerified || more.emailVerified,
  walletLinked: base.walletLinked || more.walletLinked,
  googleLinked: base.googleLinked || more.googleLinked,
  questsCompleted: base.questsCompleted + more.questsCompleted,
  campaignsCompleted: base.campaignsCompleted + more.campaignsCompleted,
  tournamentsRanked: base.tournamentsRanked + more.tournamentsRanked,
  tournamentPodiums: base.tournamentPodiums + more.tournamentPodiums,
  gameChecksPassed: base.gameChecksPassed + more.gameChecksPassed,
  kcashPurchases: base.kcashPurchases + more.kcashPurchases,
  kcashSpends: base.kcashSpends + more.kcashSpends,
  telegramLinked: base.telegramLinked || more.telegramLinked,
  xLinked: base.xLinked || more.xLinked,
  discordLinked: base.discordLinked || more.discordLinked,
  gamersReferred: base.gamersReferred + more.gamersReferred,
  accountAgeDays: base.accountAgeDays + more.accountAgeDays,
});

describe("POG tiers", () => {
  test.each(SCORED_POG_BADGES)("%s: thresholds rise strictly from Bronze to Diamond", (name) => {
    const thresholds = POG_TIERS.map((tier) => POG_TIER_THRESHOLDS[name][tier]);
    expect(thresholds[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < thresholds.length; i += 1)
      expect(thresholds[i]).toBeGreaterThan(thresholds[i - 1] ?? Infinity);
  });

  test.prop([badge, fc.nat(1000), fc.nat(1000)])(
    "property: a higher score never has a lower tier",
    (name, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(tierIndex(pogTierOf(name, high))).toBeGreaterThanOrEqual(tierIndex(pogTierOf(name, low)));
    },
  );

  test.prop([badge, fc.nat(1000)])(
    "property: the tier is the highest threshold reached and the next tier is the first one above",
    (name, score) => {
      const tier = pogTierOf(name, score);
      const next = pogNextTierOf(name, score);
      if (tier === null) expect(score).toBeLessThan(POG_TIER_THRESHOLDS[name].Bronze);
      else expect(score).toBeGreaterThanOrEqual(POG_TIER_THRESHOLDS[name][tier]);
      if (next === null) {
        expect(tier).toBe("Diamond");
      } else {
        expect(tierIndex(next.tier)).toBe(tierIndex(tier) + 1);
        expect(next.threshold).toBe(POG_TIER_THRESHOLDS[name][next.tier]);
        expect(next.remaining).toBeGreaterThanOrEqual(1);
        expect(score + next.remaining).toBe(next.threshold);
        expect(pogTierOf(name, score + next.remaining)).toBe(next.tier);
      }
    },
  );

  test("the spec's tiers, in order", () => {
    expect(POG_TIERS).toEqual(["Bronze", "Silver", "Gold", "Diamond"]);
    expect(pogTierOf("ProofOfPlay", 0)).toBeNull();
    expect(pogTierOf("ProofOfPlay", 1)).toBe("Bronze");
    expect(pogTierOf("ProofOfPlay", 5)).toBe("Silver");
    expect(pogTierOf("ProofOfPlay", 40)).toBe("Diamond");
    expect(pogNextTierOf("ProofOfPlay", 3)).toEqual({ tier: "Silver", threshold: 5, remaining: 2 });
  });
});

describe("POG badges", () => {
  test.prop([facts, facts])("property: more facts never lower a badge's tier", (base, more) => {
    const before = pogBadgeStandings(base);
    const after = pogBadgeStandings(strengthened(base, more));
    for (const [i, standing] of before.entries()) {
      const later = after[i];
      expect(later?.badge).toBe(standing.badge);
      expect(later?.score ?? -1).toBeGreaterThanOrEqual(standing.score);
      expect(tierIndex(later?.tier ?? null)).toBeGreaterThanOrEqual(tierIndex(standing.tier));
    }
  });

  test.prop([facts])("property: every badge is scored and listed once, as OverallActivity", (f) => {
    const standings = pogBadgeStandings(f);
    expect(standings.map((standing) => standing.badge)).toEqual([...SCORED_POG_BADGES]);
    expect(standings.every((standing) => standing.type === "OverallActivity")).toBe(true);
    expect(standings.map((standing) => standing.badge)).toContain("ProofOfSkill");
  });

  test.prop([facts])("property: a social badge exactly for each linked social account", (f) => {
    const social = pogSocialBadges(f);
    expect(social.includes("Telegramer")).toBe(f.telegramLinked);
    expect(social.includes("Xer")).toBe(f.xLinked);
    expect(social.includes("Discorder")).toBe(f.discordLinked);
  });

  test("a new account has no badge at all", () => {
    expect(pogBadgeStandings(NOTHING).every((standing) => standing.tier === null)).toBe(true);
    expect(pogSocialBadges(NOTHING)).toEqual([]);
  });

  test("each fact counts towards its own badge", () => {
    const scores = pogBadgeScores({
      ...NOTHING,
      phoneVerified: true,
      emailVerified: true,
      questsCompleted: 2,
      campaignsCompleted: 1,
      tournamentsRanked: 2,
      tournamentPodiums: 1,
      gameChecksPassed: 1,
      kcashPurchases: 1,
      kcashSpends: 2,
      telegramLinked: true,
      gamersReferred: 2,
      accountAgeDays: 31,
    });
    expect(scores).toEqual({
      ProofOfHuman: 2,
      ProofOfPlay: 3,
      ProofOfSkill: 5,
      ProofOfCommerce: 3,
      ProofOfSocial: 3,
      KleosCommunity: 31,
    });
  });

  test("Proof of Skill counts tournament finishes, podiums twice more, and partner-confirmed game checks", () => {
    expect(pogBadgeScores({ ...NOTHING, tournamentsRanked: 1 }).ProofOfSkill).toBe(1);
    expect(pogBadgeScores({ ...NOTHING, tournamentsRanked: 1, tournamentPodiums: 1 }).ProofOfSkill).toBe(3);
    expect(pogBadgeScores({ ...NOTHING, gameChecksPassed: 4 }).ProofOfSkill).toBe(4);
    // A podium is one of the ranked finishes: more podiums than finishes cannot add more.
    expect(pogBadgeScores({ ...NOTHING, tournamentsRanked: 1, tournamentPodiums: 5 }).ProofOfSkill).toBe(3);
  });

  test("every badge has a source of facts: none is reported unavailable", () => {
    expect(UNAVAILABLE_POG_BADGES).toEqual([]);
    expect([...SCORED_POG_BADGES, ...UNAVAILABLE_POG_BADGES].sort()).toEqual([...POG_BADGES].sort());
  });

  test.prop([
    fc.date({ noInvalidDate: true, min: new Date("2000-01-01"), max: new Date("2100-01-01") }),
    fc.nat(5000),
  ])("property: account age counts whole days", (createdAt, days) => {
    const now = new Date(createdAt.getTime() + days * 86_400_000 + 3_600_000);
    expect(accountAgeDays(createdAt, now)).toBe(days);
    expect(accountAgeDays(now, createdAt)).toBe(0);
  });
});

describe("the card's tier and the tabs' scores", () => {
  test("Gamer adds every overall score; each other tab shows its badge's", () => {
    const standings = pogBadgeStandings({
      ...NOTHING,
      phoneVerified: true,
      questsCompleted: 2,
      tournamentsRanked: 1,
      kcashSpends: 3,
      xLinked: true,
      accountAgeDays: 10,
    });
    expect(pogTabScores(standings)).toEqual({
      Gamer: 1 + 2 + 1 + 3 + 1 + 10,
      Human: 1,
      Play: 2,
      Skill: 1,
      Commerce: 3,
      Social: 1,
    });
  });

  test("the card's tier is the highest any badge reached, null with none", () => {
    expect(pogCardTier(pogBadgeStandings(NOTHING))).toBeNull();
    expect(pogCardTier(pogBadgeStandings({ ...NOTHING, phoneVerified: true }))).toBe("Bronze");
    expect(pogCardTier(pogBadgeStandings({ ...NOTHING, phoneVerified: true, accountAgeDays: 100 }))).toBe(
      "Gold",
    );
  });

  test.prop([facts])("property: Gamer is the sum of the overall scores, never below any tab", (f) => {
    const scores = pogTabScores(pogBadgeStandings(f));
    const total = Object.values(pogBadgeScores(f)).reduce((sum, score) => sum + score, 0);
    expect(scores.Gamer).toBe(total);
    for (const tab of ["Human", "Play", "Skill", "Commerce", "Social"] as const)
      expect(scores[tab]).toBeLessThanOrEqual(scores.Gamer);
  });
});
