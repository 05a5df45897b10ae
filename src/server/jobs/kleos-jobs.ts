/** Every background job of Kleos, installed on a job queue that runs workers. */
import type { Config } from "@/server/config";
import { installAccountErasure } from "@/server/jobs/account-erasure";
import { installCampaignDistribution } from "@/server/jobs/campaign-distribution";
import { installLeaderboardCompletion } from "@/server/jobs/leaderboard-completion";
import { installIdempotencyCleanup } from "@/server/jobs/idempotency-cleanup";
import type { JobQueue } from "@/server/jobs/job-queue";
import { installAvatarGeneration } from "@/server/jobs/pog-avatar-generation";
import { installNotificationDelivery } from "@/server/jobs/notification-delivery";
import { installPayoutSend } from "@/server/jobs/payout-send";
import { installPogMint } from "@/server/jobs/pog-mint";
import type { AppRuntime } from "@/server/services/app-runtime";

export const installKleosJobs = async (
  jobs: JobQueue,
  config: Pick<Config, "idempotencyRetentionHours">,
  runtime: Pick<AppRuntime, "run">,
): Promise<void> => {
  await installAccountErasure(jobs, runtime.run);
  await installCampaignDistribution(jobs, runtime.run);
  await installLeaderboardCompletion(jobs, runtime.run);
  await installIdempotencyCleanup(jobs, runtime.run, config.idempotencyRetentionHours);
  await installAvatarGeneration(jobs, runtime.run);
  await installPogMint(jobs, runtime.run);
  await installPayoutSend(jobs, runtime.run);
  await installNotificationDelivery(jobs, runtime.run);
};
