/**
 * Forgets the stored answers of finished money-moving requests once their retention is over
 * (IDEMPOTENCY_RETENTION_HOURS, 24 h by default: how long clients of `Idempotency-Key` expect a retry to be
 * answered from the first request). A record still in flight is never deleted, and nothing of the ledger is:
 * a posting set's own idempotency key stays forever, so a retry that comes after its record is gone runs the
 * request again, finds the movement already made and moves no money twice.
 *
 * The sweep runs as a job: at start-up and then every hour (cron), on whichever instance takes it, deleting in
 * batches that skip rows another transaction holds; whatever a sweep cut short by a crash left is taken by the
 * next one.
 */
import type { Db } from "@/server/db/client";
import { idempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import type { JobQueue } from "@/server/jobs/job-queue";

export const IDEMPOTENCY_CLEANUP_JOB = "idempotency-cleanup";

const BATCH = 1_000;

/** Deletes every finished record completed more than `retentionMs` before `now`; answers how many. */
export const pruneIdempotencyRecords = async (db: Db, now: Date, retentionMs: number): Promise<number> => {
  const before = new Date(now.getTime() - retentionMs);
  let deleted = 0;
  for (;;) {
    const batch = await idempotencyRepository.deleteDoneBefore(db, before, BATCH);
    deleted += batch;
    // A short batch: nothing older is left, or the rest is another instance's to delete.
    if (batch < BATCH) return deleted;
  }
};

export const installIdempotencyCleanup = async (
  db: Db,
  jobs: JobQueue,
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
    await pruneIdempotencyRecords(db, new Date(), retentionMs);
  });
  await jobs.schedule(IDEMPOTENCY_CLEANUP_JOB, "0 * * * *");
  await jobs.send(IDEMPOTENCY_CLEANUP_JOB, {}, { singletonKey: "start-up" });
};
