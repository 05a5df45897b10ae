/**
 * The `campaign-distribution` job: a sweep (at start-up and every minute) sends one job per raffle or
 * leaderboard campaign that has ended or ends before the next sweep, to start at the campaign's end and keyed by
 * the campaign, so there is one per campaign. Its worker runs the distribution
 * (src/server/services/campaigns/distribution.ts). The job is done once its campaign is CREDITED; payouts still
 * being paid elsewhere, or a fault, fail the run and the job is retried with backoff up to its cap. A worker that
 * dies leaves the job active until its lease (`expireInSeconds`) runs out; then it is taken again and resumes
 * from the unpaid payouts.
 */
import type { Effect } from "effect";
import type { JobQueue } from "@/server/jobs/job-queue";
import { CampaignDistribution, type DistributeOptions } from "@/server/services/campaigns/distribution";

/** Runs a call of the distribution service: the app's runtime (`AppRuntime.run`), as a route's call runs. */
export type DistributionRunner = <A, E>(effect: Effect.Effect<A, E, CampaignDistribution>) => Promise<A>;

export const CAMPAIGN_DISTRIBUTION_JOB = "campaign-distribution";
export const CAMPAIGN_DISTRIBUTION_SWEEP = "campaign-distribution-sweep";

/** Longer than the sweep's period, so a campaign's job waits for its end rather than for the next sweep. */
const LOOKAHEAD_MS = 2 * 60_000;

/** Sends the job of every published drawn campaign ending before `now` + the look-ahead; answers how many. */
export const sendDueDistributions = async (
  run: DistributionRunner,
  jobs: JobQueue,
  now: Date,
): Promise<number> => {
  const due = await run(
    CampaignDistribution.use((distribution) =>
      distribution.dueDistributions(new Date(now.getTime() + LOOKAHEAD_MS)),
    ),
  );
  for (const campaign of due) {
    await jobs.send(
      CAMPAIGN_DISTRIBUTION_JOB,
      { campaignId: campaign.id },
      { singletonKey: campaign.id, once: true, startAfter: campaign.endsAt },
    );
  }
  return due.length;
};

/**
 * One run of a campaign's job: done when the campaign is CREDITED (or has nothing to draw, or is not due: the
 * sweep sends it again when it is); throws to be retried while payouts are left unpaid.
 */
export const runCampaignDistribution = async (
  run: DistributionRunner,
  campaignId: string,
  now: Date,
  options: DistributeOptions = {},
): Promise<void> => {
  const outcome = await run(
    CampaignDistribution.use((distribution) => distribution.distributeCampaign(campaignId, now, options)),
  );
  if (outcome.kind === "unfinished")
    throw new Error(`Campaign ${campaignId}: ${outcome.paidNow} paid now, payouts still unpaid`);
};

/** The queues of the job and of its sweep (a queue is made once; later calls keep it as it is). */
export const defineCampaignDistributionQueues = async (jobs: JobQueue): Promise<void> => {
  await jobs.define(CAMPAIGN_DISTRIBUTION_SWEEP, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(CAMPAIGN_DISTRIBUTION_JOB, {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
};

export const installCampaignDistribution = async (jobs: JobQueue, run: DistributionRunner): Promise<void> => {
  await defineCampaignDistributionQueues(jobs);
  await jobs.work(CAMPAIGN_DISTRIBUTION_SWEEP, async () => {
    await sendDueDistributions(run, jobs, new Date());
  });
  await jobs.work<{ campaignId: string }>(CAMPAIGN_DISTRIBUTION_JOB, ({ campaignId }) =>
    runCampaignDistribution(run, campaignId, new Date()),
  );
  await jobs.schedule(CAMPAIGN_DISTRIBUTION_SWEEP, "* * * * *");
  await jobs.send(CAMPAIGN_DISTRIBUTION_SWEEP, {}, { singletonKey: "start-up" });
};
