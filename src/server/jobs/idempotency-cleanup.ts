/**
 * Forgets the stored answers of finished money-moving requests once their retention is over
 * (IDEMPOTENCY_RETENTION_HOURS, 24 h by default: how long clients of `Idempotency-Key` expect a retry to be
 * answered from the first request). A record still in flight is never deleted, and nothing of the ledger is:
 * a posting set's own idempotency key stays forever, so a retry that comes after its record is gone runs the
 * request again, finds the movement already made and moves no money twice.
 *
 * The work needs no state of its own: every instance sweeps at start-up and then every hour, deleting in
 * batches that skip rows another instance holds, and whatever a sweep cut short by a crash left is taken by
 * the next one.
 */
import type { Db } from "@/server/db/client";
import { idempotencyRepository } from "@/server/db/repositories/idempotency-repository";

const BATCH = 1_000;
const SWEEP_EVERY_MS = 60 * 60_000;

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

/** Sweeps once at start-up and every hour until stopped; `stop` waits for a sweep under way. */
export const startIdempotencyCleanupWorker = (
  db: Db,
  retentionHours: number,
  log: { error: (details: object, message: string) => void },
): { stop(): Promise<void> } => {
  const retentionMs = retentionHours * 60 * 60_000;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => pruneIdempotencyRecords(db, new Date(), retentionMs))
      .catch((error: unknown) => log.error({ err: error }, "idempotency record cleanup failed"));
  };
  const timer = setInterval(tick, SWEEP_EVERY_MS);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
