/**
 * Carries out deletion requests once their grace period is over: personal data is erased, sign-in
 * identities removed and sessions revoked; the account row stays (anonymised), so ledger history keeps
 * pointing at something and stays whole.
 */
import { SIGN_IN_LIMITS } from "@/domain/constants/sign-in";
import type { Db } from "@/server/db/client";
import { authRepository } from "@/server/db/repositories/auth-repository";
import { jobRepository } from "@/server/db/repositories/job-repository";
import { userRepository } from "@/server/db/repositories/user-repository";
import { ACCOUNT_ERASURE_JOB } from "@/server/services/users/user-profiles";

const LEASE_MS = 60_000;
const RETRY_MS = 5 * 60_000;

/** Works every due erasure job; answers how many accounts were erased. */
export const runDueAccountErasures = async (db: Db, now: Date): Promise<number> => {
  let erased = 0;
  for (;;) {
    const jobs = await jobRepository.claimDue(db, ACCOUNT_ERASURE_JOB, now, LEASE_MS, 20);
    if (jobs.length === 0) return erased;
    for (const job of jobs) {
      const userId = (job.payload as { userId?: unknown }).userId;
      try {
        if (typeof userId !== "string") throw new Error(`Erasure job ${job.id} has no user id`);
        await db.transaction(async (tx) => {
          const user = await userRepository.findById(tx, userId);
          for (const recipient of [user?.phoneNumber, user?.email]) {
            if (recipient !== null && recipient !== undefined)
              await authRepository.forgetRecipient(tx, recipient);
          }
          await userRepository.erase(tx, userId, now);
          await authRepository.revokeAllOfUser(tx, userId, now);
          await userRepository.markDeletionErased(tx, userId, now);
          await jobRepository.complete(tx, job.id, now);
        });
        erased += 1;
      } catch (error) {
        await jobRepository.fail(db, job.id, String(error), new Date(now.getTime() + RETRY_MS));
      }
    }
  }
};

const POLL_MS = 60_000;
const AUTH_EVENTS_KEPT_MS =
  Math.max(...Object.values(SIGN_IN_LIMITS).map((limit) => limit.windowMs)) + 60_000;

/** Checks for due erasures every minute (and once at start-up) until stopped. */
export const startAccountErasureWorker = (
  db: Db,
  log: { error: (details: object, message: string) => void },
): { stop(): void } => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        const now = new Date();
        await runDueAccountErasures(db, now);
        // Abuse-limit events older than the longest window count for nothing any more.
        await authRepository.pruneEventsBefore(db, new Date(now.getTime() - AUTH_EVENTS_KEPT_MS));
      })
      .catch((error: unknown) => log.error({ err: error }, "account erasure run failed"));
  };
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
};
