/**
 * The `campaign-distribution` job against the real database (PGlite here; PostgreSQL, with real concurrency,
 * with DATABASE_URL): the sweep, the job's runs, a worker dying half way through its payouts, workers racing on
 * one campaign, and the job on the runner by itself.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "@/server/db/client";
import { campaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { campaignsTable } from "@/server/db/schema/campaigns";
import {
  CAMPAIGN_DISTRIBUTION_JOB,
  defineCampaignDistributionQueues,
  installCampaignDistribution,
  runCampaignDistribution,
  type DistributionRunner,
  sendDueDistributions,
} from "@/server/jobs/campaign-distribution";
import type { JobQueue } from "@/server/jobs/job-queue";
import { CampaignDistribution } from "@/server/services/campaigns/distribution";
import { drawRaffle, newRaffleSeed } from "@/domain/campaigns/raffle";
import { Ledger } from "@/server/services/wallet/ledger";
import {
  MINUTE,
  balanceOf,
  findCampaign,
  insertCompleters,
  insertLeaderboardCampaign,
  insertRaffleCampaign,
  openTestDatabase,
  rewardsFor,
  runOn,
  type TestDrawnCampaign,
} from "@/server/testing/drawn-campaigns";
import { startTestJobQueue } from "@/server/testing/test-job-queue";

let database: Database;
let db: Db;
/** Sends only: the tests below run the job themselves, at the times they choose. */
let jobs: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  jobs = await startTestJobQueue(database, { workers: false });
  await defineCampaignDistributionQueues(jobs);
});

/** The distribution service's calls on the test database, as the app's runtime runs them for the job. */
const run: DistributionRunner = (effect) => runOn(database, effect);
const progressOf = (campaignId: string) =>
  run(CampaignDistribution.use((distribution) => distribution.distributionProgress(campaignId)));

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const jobOf = (campaign: TestDrawnCampaign) =>
  jobs.jobById(CAMPAIGN_DISTRIBUTION_JOB, jobs.idOf(CAMPAIGN_DISTRIBUTION_JOB, campaign.id));

const afterEnd = (campaign: TestDrawnCampaign, minutes = 1): Date =>
  new Date(campaign.endsAt.getTime() + minutes * MINUTE);

/** Each of `users` was paid `amount` exactly once if a winner, and nothing otherwise. */
const expectPaidOnce = async (
  campaign: TestDrawnCampaign,
  users: readonly string[],
  winners: readonly string[],
  amount: number,
): Promise<void> => {
  for (const userId of users) {
    const won = winners.includes(userId);
    expect((await rewardsFor(db, campaign, userId)).count, userId).toBe(won ? 1 : 0);
    expect(await balanceOf(database, userId), userId).toBe(won ? amount : 0);
  }
};

describe("sendDueDistributions", () => {
  it("sends one job per ended, published raffle or leaderboard campaign, however often it sweeps", async () => {
    const raffle = await insertRaffleCampaign(db, 1);
    const leaderboard = await insertLeaderboardCampaign(db, [{ fromRank: 1, toRank: 1, amount: 5 }]);
    const draft = await insertRaffleCampaign(db, 1, { lifecycle: "DRAFT" });
    const paidOnClaim = await insertRaffleCampaign(db, 1);
    await db
      .update(campaignsTable)
      .set({ distribution: "FCFS" })
      .where(eq(campaignsTable.id, paidOnClaim.id));
    const credited = await insertRaffleCampaign(db, 1);
    await db
      .update(campaignsTable)
      .set({ distributionState: "CREDITED" })
      .where(eq(campaignsTable.id, credited.id));
    const notEnded = await insertRaffleCampaign(db, 1);
    // Longer before its end than the sweep looks ahead.
    const now = new Date(notEnded.endsAt.getTime() - 10 * MINUTE);

    expect(await sendDueDistributions(run, jobs, now)).toBe(2);
    expect(await sendDueDistributions(run, jobs, now)).toBe(2);

    for (const due of [raffle, leaderboard]) {
      expect(await jobOf(due)).toMatchObject({
        state: "created",
        data: { campaignId: due.id },
        startAfter: due.endsAt,
        retryCount: 0,
      });
    }
    for (const notDue of [draft, paidOnClaim, credited, notEnded]) expect(await jobOf(notDue)).toBeNull();
  });
});

describe("runCampaignDistribution (one run of the job)", () => {
  it("works the campaign to CREDITED; running again pays nothing more", async () => {
    const campaign = await insertRaffleCampaign(db, 4, { rewardAmount: 1_200 });
    const completers = await insertCompleters(db, campaign, 6);
    const now = afterEnd(campaign);

    await runCampaignDistribution(run, campaign.id, now);

    const row = await findCampaign(db, campaign.id);
    expect(row.distributionState).toBe("CREDITED");
    expect(row.raffleRevealedAt).toEqual(now);
    const winners = drawRaffle(row.raffleSeed ?? "", completers, 4);
    await expectPaidOnce(campaign, completers, winners, 1_200);

    const later = afterEnd(campaign, 30);
    await runCampaignDistribution(run, campaign.id, later);
    await expectPaidOnce(campaign, completers, winners, 1_200);
    expect(await progressOf(campaign.id)).toEqual({ paid: 4, total: 4 });
  });

  it("resumes after a worker died mid-distribution: same draw, every winner paid once", async () => {
    const campaign = await insertRaffleCampaign(db, 8, { rewardAmount: 450 });
    const completers = await insertCompleters(db, campaign, 15);
    const now = afterEnd(campaign);

    // The worker pays three winners and dies: its run fails (the runner takes the job again after its lease).
    await expect(runCampaignDistribution(run, campaign.id, now, { maxPayments: 3 })).rejects.toThrow(
      /3 paid now, payouts still unpaid/,
    );
    expect(await progressOf(campaign.id)).toEqual({ paid: 3, total: 8 });
    const midway = await findCampaign(db, campaign.id);
    expect(midway.distributionState).toBe("PROCESSING");
    expect(midway.raffleRevealedAt).toEqual(now);
    // A campaign under way is not sent again by the sweep: its job is the one to finish it.
    const due = await campaignPayoutRepository.findDueForDistribution(db, afterEnd(campaign, 5));
    expect(due.map((row) => row.id)).not.toContain(campaign.id);
    const drawn = (await campaignPayoutRepository.listByCampaign(db, campaign.id)).map(
      ({ userId, rank, amount }) => ({ userId, rank, amount }),
    );
    expect(drawn.map((payout) => payout.userId)).toEqual(drawRaffle(midway.raffleSeed ?? "", completers, 8));

    // More completers turn up (a late write): the draw that was written stands.
    const lateCompleters = await insertCompleters(db, campaign, 10);
    expect(drawRaffle(midway.raffleSeed ?? "", [...completers, ...lateCompleters], 8)).not.toEqual(
      drawn.map((payout) => payout.userId),
    );

    // After the lease, a fresh worker finishes the job.
    const restarted = afterEnd(campaign, 10);
    await runCampaignDistribution(run, campaign.id, restarted);
    expect((await findCampaign(db, campaign.id)).distributionState).toBe("CREDITED");
    const payouts = await campaignPayoutRepository.listByCampaign(db, campaign.id);
    expect(payouts.map(({ userId, rank, amount }) => ({ userId, rank, amount }))).toEqual(drawn);
    expect(payouts.filter((payout) => payout.paidAt?.getTime() === now.getTime())).toHaveLength(3);
    expect(payouts.filter((payout) => payout.paidAt?.getTime() === restarted.getTime())).toHaveLength(5);
    await expectPaidOnce(
      campaign,
      [...completers, ...lateCompleters],
      drawn.map((payout) => payout.userId),
      450,
    );
    expect(
      await runOn(
        database,
        Ledger.use((ledger) => ledger.audit()),
      ),
    ).toMatchObject({
      unbalancedSets: 0,
      driftedAccounts: 0,
      negativeUserAccounts: 0,
      duplicateKeys: 0,
    });
  });

  it("fails a run with its error, and pays on a retry once the fault is fixed", async () => {
    const campaign = await insertRaffleCampaign(db, 2, { seed: null, rewardAmount: 80 });
    const completers = await insertCompleters(db, campaign, 3);
    const now = afterEnd(campaign);

    await expect(runCampaignDistribution(run, campaign.id, now)).rejects.toThrow(/has no seed/);
    expect((await findCampaign(db, campaign.id)).distributionState).toBe("PENDING");
    expect(await progressOf(campaign.id)).toEqual({ paid: 0, total: 0 });

    const seed = newRaffleSeed();
    await db.update(campaignsTable).set({ raffleSeed: seed }).where(eq(campaignsTable.id, campaign.id));
    await runCampaignDistribution(run, campaign.id, afterEnd(campaign, 5));
    expect((await findCampaign(db, campaign.id)).distributionState).toBe("CREDITED");
    await expectPaidOnce(campaign, completers, drawRaffle(seed, completers, 2), 80);
  });

  it("pays each winner once when two workers race on the same job", async () => {
    const campaign = await insertRaffleCampaign(db, 10, { rewardAmount: 60 });
    const completers = await insertCompleters(db, campaign, 14);
    const now = afterEnd(campaign);

    // A run that found payouts held by the other fails, and its retry finds the campaign CREDITED.
    const runs = await Promise.allSettled([
      runCampaignDistribution(run, campaign.id, now),
      runCampaignDistribution(run, campaign.id, now),
    ]);
    if (runs.some((settled) => settled.status === "rejected"))
      await runCampaignDistribution(run, campaign.id, now);

    const row = await findCampaign(db, campaign.id);
    expect(row.distributionState).toBe("CREDITED");
    expect(await progressOf(campaign.id)).toEqual({ paid: 10, total: 10 });
    await expectPaidOnce(campaign, completers, drawRaffle(row.raffleSeed ?? "", completers, 10), 60);
  });

  it("pays each winner once when distributions of one campaign run at once, lease or not", async () => {
    const tiers = [
      { fromRank: 1, toRank: 2, amount: 300 },
      { fromRank: 3, toRank: 12, amount: 100 },
    ];
    const campaign = await insertLeaderboardCampaign(db, tiers);
    const completers = await insertCompleters(db, campaign, 12);
    const now = afterEnd(campaign);

    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(CampaignDistribution.use((distribution) => distribution.distributeCampaign(campaign.id, now))),
      ),
    );

    expect(outcomes.reduce((sum, outcome) => sum + ("paidNow" in outcome ? outcome.paidNow : 0), 0)).toBe(12);
    expect(outcomes.some((outcome) => outcome.kind === "credited")).toBe(true);
    expect((await findCampaign(db, campaign.id)).distributionState).toBe("CREDITED");
    const payouts = await campaignPayoutRepository.listByCampaign(db, campaign.id);
    expect(payouts.map((payout) => payout.rank)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    for (const userId of completers) {
      const payout = payouts.find((candidate) => candidate.userId === userId);
      expect((await rewardsFor(db, campaign, userId)).count).toBe(1);
      expect(await balanceOf(database, userId)).toBe(payout?.amount);
    }
  });
});

describe("the job on the runner", () => {
  it("distributes a campaign that ended on the real clock by itself", async () => {
    const campaign = await insertRaffleCampaign(db, 2, {
      endsAt: new Date(Date.now() - MINUTE),
      rewardAmount: 35,
    });
    const completers = await insertCompleters(db, campaign, 3);
    const errors: Error[] = [];
    const runner = await startTestJobQueue(database, {
      workers: true,
      onError: (error) => errors.push(error),
    });
    try {
      await installCampaignDistribution(runner, run);
      await vi.waitFor(
        async () => expect((await findCampaign(db, campaign.id)).distributionState).toBe("CREDITED"),
        { timeout: 300_000, interval: 200 },
      );
      const id = runner.idOf(CAMPAIGN_DISTRIBUTION_JOB, campaign.id);
      await vi.waitFor(
        async () =>
          expect(await runner.jobById(CAMPAIGN_DISTRIBUTION_JOB, id)).toMatchObject({
            state: "completed",
            retryCount: 0,
          }),
        { timeout: 300_000, interval: 200 },
      );
    } finally {
      await runner.stop();
    }
    expect(errors).toEqual([]);
    const row = await findCampaign(db, campaign.id);
    await expectPaidOnce(campaign, completers, drawRaffle(row.raffleSeed ?? "", completers, 2), 35);
  });
});
