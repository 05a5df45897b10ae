/**
 * A leaderboard campaign's page of ranks against the real database (PGlite here; PostgreSQL with DATABASE_URL):
 * the ranks the page shows before the draw are the ranks `rankLeaderboard` pays, and after the draw the page is
 * the payouts.
 */
import { fc, test } from "@fast-check/vitest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaderboardTier } from "@/domain/campaigns/campaign-lifecycle";
import { CampaignLeaderboardNotFound } from "@/domain/errors/campaign-errors";
import type { Database, Db } from "@/server/db/client";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignsTable } from "@/server/db/schema/campaigns";
import {
  CampaignLeaderboard,
  type CampaignLeaderboardView,
} from "@/server/services/campaigns/campaign-leaderboard";
import {
  CampaignDistribution,
  compareLeaderboard,
  rankLeaderboard,
} from "@/server/services/campaigns/distribution";
import {
  MINUTE,
  insertLeaderboardCampaign,
  insertParticipant,
  insertRaffleCampaign,
  insertUsers,
  openTestDatabase,
  runOn,
  type TestDrawnCampaign,
} from "@/server/testing/drawn-campaigns";

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

const EVERYONE = { pageOffset: 0, pageLimit: 1000 };

const leaderboardAt = async (
  campaign: TestDrawnCampaign,
  now: Date,
  userId: string | undefined,
  paging = EVERYONE,
): Promise<CampaignLeaderboardView> => {
  const listing = await campaignRepository.findListing(db, campaign.id, now);
  if (listing === undefined) throw new Error(`No campaign ${campaign.id}`);
  return runOn(
    database,
    CampaignLeaderboard.use((leaderboard) => leaderboard.leaderboardOf(listing, userId, paging)),
  );
};

interface Entrant {
  readonly score: number;
  /** Minutes before the end (negative: after it); null for a gamer who did not finish. */
  readonly finished: number | null;
  readonly named: boolean;
}

const entrant = fc.record({
  score: fc.integer({ min: 0, max: 3 }),
  finished: fc.option(fc.integer({ min: -1, max: 3 }), { nil: null }),
  named: fc.boolean(),
});

const tiers = fc
  .array(fc.record({ length: fc.integer({ min: 1, max: 3 }), amount: fc.integer({ min: 1, max: 500 }) }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => {
    let fromRank = 1;
    return parts.map(({ length, amount }): LeaderboardTier => {
      const tier = { fromRank, toRank: fromRank + length - 1, amount };
      fromRank += length + 1;
      return tier;
    });
  });

const enter = async (campaign: TestDrawnCampaign, entrants: readonly Entrant[]) => {
  const userIds = await insertUsers(db, entrants.length);
  const rows = entrants.map((entry, index) => {
    const userId = userIds[index] ?? "";
    const completedAt =
      entry.finished === null ? null : new Date(campaign.endsAt.getTime() - entry.finished * MINUTE);
    return { ...entry, userId, completedAt };
  });
  for (const row of rows) {
    await insertParticipant(db, campaign, row.userId, { score: row.score, completedAt: row.completedAt });
    if (row.named)
      await db
        .update(usersTable)
        .set({ username: `g${row.userId.slice(0, 8)}` })
        .where(eq(usersTable.id, row.userId));
  }
  return rows;
};

describe("campaignLeaderboard", () => {
  test.prop([fc.array(entrant, { minLength: 1, maxLength: 10 }), tiers, fc.nat()], { numRuns: 25 })(
    "property: the page ranks completers as rankLeaderboard pays them, then the rest; after the draw it is the payouts",
    async (entrants, tierList, pick) => {
      const campaign = await insertLeaderboardCampaign(db, tierList, { rewardCurrency: "KPOINTS" });
      const rows = await enter(campaign, entrants);
      const completers = rows.flatMap((row) =>
        row.completedAt !== null && row.completedAt <= campaign.endsAt
          ? [{ userId: row.userId, score: row.score, completedAt: row.completedAt }]
          : [],
      );
      const payouts = rankLeaderboard(completers, tierList);
      const prizeOf = new Map(payouts.map((payout) => [payout.userId, payout.amount]));
      const rankOf = new Map(
        [...completers].sort(compareLeaderboard).map((row, index) => [row.userId, index + 1]),
      );
      const viewer = rows[pick % rows.length]?.userId;
      const nameOf = new Map(
        rows.map((row) => [row.userId, row.named ? `g${row.userId.slice(0, 8)}` : null]),
      );

      const before = await leaderboardAt(campaign, new Date(campaign.endsAt.getTime() - 10 * MINUTE), viewer);
      expect(before.final).toBe(false);
      expect(before.status).toBe("LIVE");
      expect(before.page.total).toBe(rows.length);
      expect(before.items.map((item) => item.rank)).toEqual(rows.map((_, index) => index + 1));
      const byRank = before.items.slice(0, completers.length);
      for (const item of byRank) {
        const userId = [...rankOf].find(([, rank]) => rank === item.rank)?.[0] ?? "";
        expect(item.score).toBe(completers.find((row) => row.userId === userId)?.score);
        expect(item.prize?.amount ?? null).toBe(prizeOf.get(userId) ?? null);
        expect(item.isMe).toBe(userId === viewer);
        expect(item.username).toEqual(nameOf.get(userId) ?? expect.stringMatching(/^Gamer [0-9A-F]{6}$/));
      }
      const rest = before.items.slice(completers.length);
      expect(rest.every((item) => item.prize === null)).toBe(true);
      expect(rest.map((item) => item.score)).toEqual(rest.map((item) => item.score).sort((a, b) => b - a));
      expect(before.me).toEqual(before.items.find((item) => item.isMe) ?? null);

      await runOn(
        database,
        CampaignDistribution.use((distribution) =>
          distribution.distributeCampaign(campaign.id, new Date(campaign.endsAt.getTime() + MINUTE)),
        ),
      );
      const after = await leaderboardAt(campaign, new Date(campaign.endsAt.getTime() + 2 * MINUTE), viewer);
      expect(after.final).toBe(true);
      expect(after.status).toBe("REWARDS_CREDITED");
      expect(after.items.map((item) => ({ rank: item.rank, amount: item.prize?.amount }))).toEqual(
        payouts.map((payout) => ({ rank: payout.rank, amount: payout.amount })),
      );
      // The winners' rows read the same before and after the draw.
      expect(after.items).toEqual(before.items.filter((item) => item.prize !== null));
      expect(after.me).toEqual(after.items.find((item) => item.isMe) ?? null);
    },
  );

  it("pages the ranks and adds the caller's own row when it falls off the page", async () => {
    const campaign = await insertLeaderboardCampaign(db, [{ fromRank: 1, toRank: 2, amount: 50 }]);
    const rows = await enter(
      campaign,
      [5, 4, 3, 2, 1].map((score) => ({ score, finished: 30, named: true })),
    );
    const last = rows.at(-1)?.userId;
    const now = new Date(campaign.endsAt.getTime() - MINUTE);
    const page = await leaderboardAt(campaign, now, last, { pageOffset: 1, pageLimit: 2 });
    expect(page.items.map((item) => [item.rank, item.score, item.prize?.amount ?? null, item.isMe])).toEqual([
      [2, 4, 50, false],
      [3, 3, null, false],
    ]);
    expect(page.page).toEqual({ pageOffset: 1, pageLimit: 2, total: 5 });
    expect(page.me).toMatchObject({ rank: 5, score: 1, prize: null, isMe: true });
    expect((await leaderboardAt(campaign, now, undefined, { pageOffset: 0, pageLimit: 2 })).me).toBeNull();
    const outsider = (await insertUsers(db, 1))[0];
    expect((await leaderboardAt(campaign, now, outsider)).me).toBeNull();
  });

  it("has no leaderboard for a campaign that is not ranked", async () => {
    const raffle = await insertRaffleCampaign(db, 2);
    await expect(leaderboardAt(raffle, new Date(), undefined)).rejects.toBeInstanceOf(
      CampaignLeaderboardNotFound,
    );
    await db.update(campaignsTable).set({ distribution: "EVERYONE" }).where(eq(campaignsTable.id, raffle.id));
    await expect(leaderboardAt(raffle, new Date(), undefined)).rejects.toBeInstanceOf(
      CampaignLeaderboardNotFound,
    );
  });
});
