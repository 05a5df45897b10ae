/**
 * Drawn distributions against the real database (PGlite here; PostgreSQL with DATABASE_URL) and the real
 * ledger: who is drawn, what each is paid, and that paying again pays nothing more.
 */
import { fc, test } from "@fast-check/vitest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tierAmountForRank, type LeaderboardTier } from "@/domain/campaigns/campaign-lifecycle";
import { campaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { campaignsTable } from "@/server/db/schema/campaigns";
import type { Database, Db } from "@/server/db/client";
import {
  CampaignDistribution,
  campaignRewardKey,
  rankLeaderboard,
  type DistributeOptions,
} from "@/server/services/campaigns/distribution";
import { drawRaffle, raffleSeedHash } from "@/domain/campaigns/raffle";
import { Ledger } from "@/server/services/wallet/ledger";
import {
  MINUTE,
  balanceOf,
  findCampaign,
  insertCompleters,
  insertLeaderboardCampaign,
  insertParticipant,
  insertRaffleCampaign,
  insertUsers,
  openTestDatabase,
  rewardLedgerKey,
  rewardsFor,
  runOn,
} from "@/server/testing/drawn-campaigns";

const user = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const at = (minute: number): Date => new Date(Date.UTC(2030, 0, 1) + minute * MINUTE);

describe("rankLeaderboard", () => {
  const TIERS: LeaderboardTier[] = [
    { fromRank: 1, toRank: 1, amount: 1_000 },
    { fromRank: 2, toRank: 3, amount: 500 },
    { fromRank: 5, toRank: 6, amount: 100 },
  ];

  it("ranks by score, then who completed first, then user id, and pays each rank its tier", () => {
    const completers = [
      { userId: user(1), score: 10, completedAt: at(5) },
      { userId: user(2), score: 30, completedAt: at(9) },
      { userId: user(3), score: 20, completedAt: at(3) },
      { userId: user(4), score: 20, completedAt: at(2) },
      { userId: user(6), score: 5, completedAt: at(1) },
      { userId: user(5), score: 5, completedAt: at(1) },
      { userId: user(7), score: 1, completedAt: at(0) },
    ];
    expect(rankLeaderboard(completers, TIERS)).toEqual([
      { userId: user(2), rank: 1, amount: 1_000 },
      { userId: user(4), rank: 2, amount: 500 },
      { userId: user(3), rank: 3, amount: 500 },
      // rank 4 (user 1) falls between the tiers; rank 7 (user 7) after them
      { userId: user(5), rank: 5, amount: 100 },
      { userId: user(6), rank: 6, amount: 100 },
    ]);
  });

  it("pays nobody without completers or tiers", () => {
    expect(rankLeaderboard([], TIERS)).toEqual([]);
    expect(rankLeaderboard([{ userId: user(1), score: 9, completedAt: at(0) }], [])).toEqual([]);
  });

  const completers = fc.uniqueArray(
    fc.record({
      userId: fc.uuid(),
      score: fc.integer({ min: 0, max: 5 }),
      completedAt: fc.integer({ min: 0, max: 5 }).map(at),
    }),
    { selector: (completer) => completer.userId, maxLength: 30 },
  );

  test.prop([completers, fc.constant(TIERS)])(
    "gives every completer on a paid rank the tier's amount, once, best first",
    (entries, tiers) => {
      const payouts = rankLeaderboard(entries, tiers);
      expect(new Set(payouts.map((payout) => payout.userId)).size).toBe(payouts.length);
      for (const payout of payouts) expect(payout.amount).toBe(tierAmountForRank(tiers, payout.rank));
      const paidRanks = Array.from({ length: entries.length }, (_, index) => index + 1).filter(
        (rank) => tierAmountForRank(tiers, rank) !== undefined,
      );
      expect(payouts.map((payout) => payout.rank)).toEqual(paidRanks);
      const scoreOf = new Map(entries.map((entry) => [entry.userId, entry.score]));
      const scores = payouts.map((payout) => scoreOf.get(payout.userId) ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    },
  );

  test.prop([completers])("does not depend on the order the completers come in", (entries) => {
    expect(rankLeaderboard([...entries].reverse(), TIERS)).toEqual(rankLeaderboard(entries, TIERS));
  });
});

describe("distributeCampaign", () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });

  afterAll(async () => {
    await database.close();
  });

  const distribute = (campaignId: string, now: Date, options?: DistributeOptions) =>
    runOn(
      database,
      CampaignDistribution.use((distribution) => distribution.distributeCampaign(campaignId, now, options)),
    );
  const progressOf = (campaignId: string) =>
    runOn(
      database,
      CampaignDistribution.use((distribution) => distribution.distributionProgress(campaignId)),
    );
  const auditLedger = () =>
    runOn(
      database,
      Ledger.use((ledger) => ledger.audit()),
    );

  it("draws exactly `winners` of the completers, as anyone recomputes them from the revealed seed", async () => {
    const campaign = await insertRaffleCampaign(db, 5, { rewardAmount: 2_500 });
    const completers = await insertCompleters(db, campaign, 12);
    const [unfinished, late] = await insertUsers(db, 2);
    if (unfinished === undefined || late === undefined) throw new Error("no users");
    await insertParticipant(db, campaign, unfinished, { completedAt: null });
    await insertParticipant(db, campaign, late, {
      completedAt: new Date(campaign.endsAt.getTime() + MINUTE),
    });

    const before = await findCampaign(db, campaign.id);
    expect(before.raffleRevealedAt).toBeNull();
    expect(await progressOf(campaign.id)).toEqual({ paid: 0, total: 0 });

    const now = new Date(campaign.endsAt.getTime() + MINUTE);
    expect(await distribute(campaign.id, now)).toEqual({ kind: "credited", paidNow: 5 });

    const after = await findCampaign(db, campaign.id);
    expect(after.distributionState).toBe("CREDITED");
    expect(after.raffleRevealedAt).toEqual(now);
    const revealedSeed = after.raffleSeed ?? "";
    expect(raffleSeedHash(revealedSeed)).toBe(before.raffleSeedHash);

    const payouts = await campaignPayoutRepository.listByCampaign(db, campaign.id);
    const winners = drawRaffle(revealedSeed, completers, 5);
    expect(payouts.map((payout) => payout.userId)).toEqual(winners);
    expect(payouts.map((payout) => payout.rank)).toEqual([1, 2, 3, 4, 5]);
    for (const payout of payouts) {
      expect(payout.amount).toBe(2_500);
      expect(payout.paidAt).toEqual(now);
      expect(payout.transactionId).not.toBeNull();
    }
    for (const userId of [...completers, unfinished, late]) {
      const won = winners.includes(userId);
      expect(await balanceOf(database, userId)).toBe(won ? 2_500 : 0);
      expect(await rewardsFor(db, campaign, userId)).toEqual(
        won ? { count: 1, keys: [rewardLedgerKey(campaign, userId)] } : { count: 0, keys: [] },
      );
    }
    expect(await progressOf(campaign.id)).toEqual({ paid: 5, total: 5 });
  });

  it("draws every completer when there are fewer than `winners`, and nobody when there are none", async () => {
    const few = await insertRaffleCampaign(db, 10, { rewardAmount: 7, rewardCurrency: "KPOINTS" });
    const completers = await insertCompleters(db, few, 3);
    await distribute(few.id, new Date(few.endsAt.getTime() + MINUTE));
    const payouts = await campaignPayoutRepository.listByCampaign(db, few.id);
    expect(payouts.map((payout) => payout.userId).sort()).toEqual([...completers].sort());
    for (const userId of completers) expect(await balanceOf(database, userId, "KPOINTS")).toBe(7);

    const empty = await insertRaffleCampaign(db, 10);
    expect(await distribute(empty.id, new Date(empty.endsAt.getTime() + MINUTE))).toEqual({
      kind: "credited",
      paidNow: 0,
    });
    expect((await findCampaign(db, empty.id)).distributionState).toBe("CREDITED");
    expect(await progressOf(empty.id)).toEqual({ paid: 0, total: 0 });
  });

  it("pays the leaderboard's tiers by rank, and nothing to ranks outside them", async () => {
    const campaign = await insertLeaderboardCampaign(
      db,
      [
        { fromRank: 1, toRank: 1, amount: 10_000 },
        { fromRank: 2, toRank: 3, amount: 4_000 },
      ],
      { rewardCurrency: "RKLEOS" },
    );
    const users = await insertUsers(db, 5);
    const completedAt = (minutesBeforeEnd: number) =>
      new Date(campaign.endsAt.getTime() - minutesBeforeEnd * MINUTE);
    const scores = [30, 50, 40, 50, 60];
    for (const [index, userId] of users.entries())
      await insertParticipant(db, campaign, userId, {
        score: scores[index] ?? 0,
        // users[1] and users[3] tie on 50: users[3] finished earlier
        completedAt: completedAt(index === 3 ? 90 : 30),
      });
    const [low, tiedLater, middle, tiedEarlier, top] = users;

    await distribute(campaign.id, new Date(campaign.endsAt.getTime() + MINUTE));

    const payouts = await campaignPayoutRepository.listByCampaign(db, campaign.id);
    expect(payouts.map(({ userId, rank, amount }) => ({ userId, rank, amount }))).toEqual([
      { userId: top, rank: 1, amount: 10_000 },
      { userId: tiedEarlier, rank: 2, amount: 4_000 },
      { userId: tiedLater, rank: 3, amount: 4_000 },
    ]);
    expect(await balanceOf(database, top ?? "", "RKLEOS")).toBe(10_000);
    expect(await balanceOf(database, tiedEarlier ?? "", "RKLEOS")).toBe(4_000);
    expect(await balanceOf(database, tiedLater ?? "", "RKLEOS")).toBe(4_000);
    expect(await balanceOf(database, middle ?? "", "RKLEOS")).toBe(0);
    expect(await balanceOf(database, low ?? "", "RKLEOS")).toBe(0);
    expect((await findCampaign(db, campaign.id)).raffleRevealedAt).toBeNull();
  });

  it("pays nothing more when run again", async () => {
    const campaign = await insertRaffleCampaign(db, 3, { rewardAmount: 900 });
    const completers = await insertCompleters(db, campaign, 6);
    const now = new Date(campaign.endsAt.getTime() + MINUTE);
    await distribute(campaign.id, now);
    const first = await campaignPayoutRepository.listByCampaign(db, campaign.id);
    const auditBefore = await auditLedger();

    const later = new Date(now.getTime() + 60 * MINUTE);
    expect(await distribute(campaign.id, later)).toEqual({ kind: "credited", paidNow: 0 });
    expect(await campaignPayoutRepository.listByCampaign(db, campaign.id)).toEqual(first);
    for (const userId of completers)
      expect((await rewardsFor(db, campaign, userId)).count).toBe(
        first.some((payout) => payout.userId === userId) ? 1 : 0,
      );
    expect(await auditLedger()).toEqual(auditBefore);
  });

  it("does not pay twice a user whose campaign reward was already credited under the same key", async () => {
    const campaign = await insertRaffleCampaign(db, 2, { rewardAmount: 300 });
    const completers = await insertCompleters(db, campaign, 2);
    const [already] = completers;
    if (already === undefined) throw new Error("no completer");
    await runOn(
      database,
      Ledger.use((ledger) =>
        ledger.creditReward({
          userId: already,
          currency: "KCASH",
          amount: 300,
          idempotencyKey: campaignRewardKey(campaign.id, already),
          reference: `campaign:${campaign.slug}`,
        }),
      ),
    );

    await distribute(campaign.id, new Date(campaign.endsAt.getTime() + MINUTE));

    expect(await progressOf(campaign.id)).toEqual({ paid: 2, total: 2 });
    for (const userId of completers) {
      expect(await balanceOf(database, userId)).toBe(300);
      expect((await rewardsFor(db, campaign, userId)).count).toBe(1);
    }
  });

  it("waits for the end, and draws nothing before it", async () => {
    const campaign = await insertRaffleCampaign(db, 2);
    await insertCompleters(db, campaign, 3);
    const outcome = await distribute(campaign.id, new Date(campaign.endsAt.getTime() - MINUTE));
    expect(outcome).toMatchObject({ kind: "waiting", until: campaign.endsAt });
    const row = await findCampaign(db, campaign.id);
    expect(row.distributionState).toBe("PENDING");
    expect(row.raffleRevealedAt).toBeNull();
    expect(await progressOf(campaign.id)).toEqual({ paid: 0, total: 0 });
  });

  it("refuses to draw a raffle published without a seed, and changes nothing", async () => {
    const campaign = await insertRaffleCampaign(db, 2, { seed: null });
    await insertCompleters(db, campaign, 3);
    await expect(distribute(campaign.id, new Date(campaign.endsAt.getTime() + MINUTE))).rejects.toThrow(
      /has no seed/,
    );
    expect((await findCampaign(db, campaign.id)).distributionState).toBe("PENDING");
    expect(await progressOf(campaign.id)).toEqual({ paid: 0, total: 0 });
  });

  it("has nothing to draw for a campaign paid on claim or one that does not exist", async () => {
    const campaign = await insertRaffleCampaign(db, 2);
    await db
      .update(campaignsTable)
      .set({ distribution: "EVERYONE" })
      .where(eq(campaignsTable.id, campaign.id));
    await insertCompleters(db, campaign, 2);
    const now = new Date(campaign.endsAt.getTime() + MINUTE);
    expect(await distribute(campaign.id, now)).toMatchObject({ kind: "nothing-to-draw" });
    expect(await progressOf(campaign.id)).toEqual({ paid: 0, total: 0 });
    expect((await findCampaign(db, campaign.id)).distributionState).toBe("PENDING");
    expect(await distribute("00000000-0000-4000-8000-000000000000", now)).toMatchObject({
      kind: "nothing-to-draw",
    });
  });
});
