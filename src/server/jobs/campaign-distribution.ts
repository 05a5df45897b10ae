/**
 * The durable `campaign-distribution` job: a sweep enqueues one job per ended raffle or leaderboard campaign
 * (its unique key keeps it to one), and workers on any instance take due jobs with `FOR UPDATE SKIP LOCKED` and
 * run the distribution (src/server/services/campaigns/distribution.ts). A job is done only once its campaign is
 * CREDITED; a worker that dies leaves its lease to run out and the job is taken again, resuming from the
 * unpaid payouts.
 */
import type { Db } from "@/server/db/client";
import { campaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { jobRepository } from "@/server/db/repositories/job-repository";
import { distributeCampaign, type DistributeOptions } from "@/server/services/campaigns/distribution";

export const CAMPAIGN_DISTRIBUTION_JOB = "campaign-distribution";

export const campaignDistributionJobKey = (campaignId: string): string =>
  `${CAMPAIGN_DISTRIBUTION_JOB}:${campaignId}`;

const LEASE_MS = 5 * 60_000;
const RETRY_MS = 60_000;
/** Another worker was still paying some rows: look again soon. */
const SHARED_RETRY_MS = 5_000;

/** Enqueues the job of every ended, published drawn campaign whose distribution has not started. */
export const enqueueDueDistributions = async (db: Db, now: Date): Promise<number> => {
  const due = await campaignPayoutRepository.findDueForDistribution(db, now);
  for (const campaign of due) {
    await jobRepository.enqueue(db, {
      kind: CAMPAIGN_DISTRIBUTION_JOB,
      payload: { campaignId: campaign.id },
      runAt: campaign.endsAt,
      uniqueKey: campaignDistributionJobKey(campaign.id),
    });
  }
  return due.length;
};

/**
 * Works every due distribution job; answers how many campaigns it saw CREDITED. With `maxPayments`, a
 * distribution that stops there keeps its job leased and unfinished, as a worker that died would.
 */
export const runDueCampaignDistributions = async (
  db: Db,
  now: Date,
  options: DistributeOptions = {},
): Promise<number> => {
  let credited = 0;
  for (;;) {
    const jobs = await jobRepository.claimDue(db, CAMPAIGN_DISTRIBUTION_JOB, now, LEASE_MS, 10);
    if (jobs.length === 0) return credited;
    for (const job of jobs) {
      const campaignId = (job.payload as { campaignId?: unknown }).campaignId;
      try {
        if (typeof campaignId !== "string") throw new Error(`Distribution job ${job.id} has no campaign id`);
        const outcome = await distributeCampaign(db, campaignId, now, options);
        switch (outcome.kind) {
          case "credited":
            credited += 1;
            await jobRepository.complete(db, job.id, now);
            break;
          case "nothing-to-draw":
            await jobRepository.complete(db, job.id, now);
            break;
          case "waiting":
            await jobRepository.fail(db, job.id, outcome.reason, outcome.until);
            break;
          case "unfinished":
            if (options.maxPayments === undefined)
              await jobRepository.fail(
                db,
                job.id,
                `campaign ${campaignId}: payouts still being paid elsewhere`,
                new Date(now.getTime() + SHARED_RETRY_MS),
              );
            break;
        }
      } catch (error) {
        await jobRepository.fail(db, job.id, String(error), new Date(now.getTime() + RETRY_MS));
      }
    }
  }
};

const POLL_MS = 5_000;

/** Every few seconds (and once at start-up): enqueue the campaigns that ended, then work due jobs. */
export const startCampaignDistributionWorker = (
  db: Db,
  log: { error: (details: object, message: string) => void },
): { stop(): Promise<void> } => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        const now = new Date();
        await enqueueDueDistributions(db, now);
        await runDueCampaignDistributions(db, now);
      })
      .catch((error: unknown) => log.error({ err: error }, "campaign distribution run failed"));
  };
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();
  return {
    // Waits for a run in progress, so the database is not closed under it.
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
