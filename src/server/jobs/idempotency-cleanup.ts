/**
 * Forgets the stored answers of finished money-moving requests once their retention is over
 * (IDEMPOTENCY_RETENTION_HOURS, 24 h by default: how long clients of `Idempotency-Key` expect a retry to be
 * answered from the first request). A record still in flight is never deleted, and nothing of the ledger is:
 * a posting set's own idempotency key stays forever, so a retry that comes after its record is gone runs the
 * request again, finds the movement already made and moves no money twice.
 *
 * The sweep runs as a job: at start-up and then every hour (cron), on whichever instance takes it, calling
 * IdempotentRequests.pruneFinished, which deletes in batches that skip rows another transaction holds; whatever
 * a sweep cut short by a crash left is taken by the next one.
 */
import type { Effect } from "effect";
import type { JobQueue } from "@/server/jobs/job-queue";
import { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";

/** Runs a call of the idempotent-requests service: the app's runtime (`AppRuntime.run`), as a route's call runs. */
export type IdempotencyCleanupRunner = <A, E>(effect: Effect.Effect<A, E, IdempotentRequests>) => Promise<A>;

export const IDEMPOTENCY_CLEANUP_JOB = "idempotency-cleanup";

/** Deletes every finished record completed more than `retentionMs` before `now`; answers how many. */
export const pruneIdempotencyRecords = (
  run: IdempotencyCleanupRunner,
  now: Date,
  retentionMs: number,
): Promise<number> =>
  run(IdempotentRequests.use((requests) => requests.pruneFinished(new Date(now.getTime() - retentionMs))));

export const installIdempotencyCleanup = async (
  jobs: JobQueue,
  run: IdempotencyCleanupRunner,
  retentionHours: number,
): Promise<void> => {
  const retentionMs = retentionHours * 60 * 60_000;
  await jobs.define(IDEMPOTENCY_CLEANUP_JOB, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  await jobs.work(IDEMPOTENCY_CLEANUP_JOB, async () => {
    await pruneIdempotencyRecords(run, new Date(), retentionMs);
  });
  await jobs.schedule(IDEMPOTENCY_CLEANUP_JOB, "0 * * * *");
  await jobs.send(IDEMPOTENCY_CLEANUP_JOB, {}, { singletonKey: "start-up" });
};
