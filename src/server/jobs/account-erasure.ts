/**
 * Carries out deletion requests once their grace period is over: personal data is erased, sign-in
 * identities removed and sessions revoked; the account row stays (anonymised), so ledger history keeps
 * pointing at something and stays whole.
 *
 * A sweep (every minute, on the job runner's cron) sends one `account-erasure` job per due request, keyed by
 * the account, so an erasure that keeps failing stops at its retry cap and stays visible as failed.
 */
import { SIGN_IN_LIMITS } from "@/domain/constants/sign-in";
import type { Db } from "@/server/db/client";
import { authRepository } from "@/server/db/repositories/auth-repository";
import { userRepository } from "@/server/db/repositories/user-repository";
import type { JobQueue } from "@/server/jobs/job-queue";

export const ACCOUNT_ERASURE_JOB = "account-erasure";
export const ACCOUNT_ERASURE_SWEEP = "account-erasure-sweep";

const AUTH_EVENTS_KEPT_MS =
  Math.max(...Object.values(SIGN_IN_LIMITS).map((limit) => limit.windowMs)) + 60_000;

/**
 * Erases one account whose request is due; answers whether this call erased it (a withdrawn request, or one
 * another worker erased first, is left alone).
 */
export const eraseAccount = async (db: Db, userId: string, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    // First, so that a second worker on the same request waits here and then finds it erased.
    if (!(await userRepository.markDeletionErased(tx, userId, now))) return false;
    const user = await userRepository.findById(tx, userId);
    for (const recipient of [user?.phoneNumber, user?.email]) {
      if (recipient !== null && recipient !== undefined) await authRepository.forgetRecipient(tx, recipient);
    }
    await userRepository.erase(tx, userId, now);
    await authRepository.revokeAllOfUser(tx, userId, now);
    return true;
  });

/** Erases every account whose request is due at `now`; answers how many this call erased. */
export const runDueAccountErasures = async (db: Db, now: Date): Promise<number> => {
  let erased = 0;
  for (const request of await userRepository.dueDeletions(db, now)) {
    if (await eraseAccount(db, request.userId, now)) erased += 1;
  }
  return erased;
};

/** The sweep: a job per due request, and abuse-limit events older than the longest window dropped. */
export const sweepAccountErasures = async (db: Db, jobs: JobQueue, now: Date): Promise<number> => {
  const due = await userRepository.dueDeletions(db, now);
  for (const request of due)
    await jobs.send(
      ACCOUNT_ERASURE_JOB,
      { userId: request.userId },
      { singletonKey: request.userId, once: true },
    );
  await authRepository.pruneEventsBefore(db, new Date(now.getTime() - AUTH_EVENTS_KEPT_MS));
  return due.length;
};

export const installAccountErasure = async (db: Db, jobs: JobQueue): Promise<void> => {
  await jobs.define(ACCOUNT_ERASURE_SWEEP, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(ACCOUNT_ERASURE_JOB, {
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.work(ACCOUNT_ERASURE_SWEEP, async () => {
    await sweepAccountErasures(db, jobs, new Date());
  });
  await jobs.work<{ userId: string }>(ACCOUNT_ERASURE_JOB, async ({ userId }) => {
    await eraseAccount(db, userId, new Date());
  });
  await jobs.schedule(ACCOUNT_ERASURE_SWEEP, "* * * * *");
  await jobs.send(ACCOUNT_ERASURE_SWEEP, {}, { singletonKey: "start-up" });
};
