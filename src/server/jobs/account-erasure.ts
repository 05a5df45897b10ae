/**
 * Carries out deletion requests once their grace period is over, through AccountErasures
 * (src/server/services/users/account-erasures.ts): personal data is erased, sign-in identities removed and
 * sessions revoked; the account row stays (anonymised), so ledger history keeps pointing at something and stays
 * whole.
 *
 * A sweep (every minute, on the job runner's cron) sends one `account-erasure` job per due request, keyed by
 * the account, so an erasure that keeps failing stops at its retry cap and stays visible as failed.
 */
import type { Effect } from "effect";
import type { JobQueue } from "@/server/jobs/job-queue";
import { SignInCodes } from "@/server/services/auth/sign-in-codes";
import { AccountErasures } from "@/server/services/users/account-erasures";

/** Runs a call of services needing `R`: the app's runtime (`AppRuntime.run`), as a route's call runs. */
export type ServiceRunner<R> = <A, E>(effect: Effect.Effect<A, E, R>) => Promise<A>;

/** Runs the calls of the job and of its sweep. */
export type AccountErasureRunner = ServiceRunner<AccountErasures | SignInCodes>;

export const ACCOUNT_ERASURE_JOB = "account-erasure";
export const ACCOUNT_ERASURE_SWEEP = "account-erasure-sweep";

/** Erases one account whose request is due; answers whether this call erased it. */
const eraseAccount = (run: ServiceRunner<AccountErasures>, userId: string, now: Date): Promise<boolean> =>
  run(AccountErasures.use((erasures) => erasures.eraseAccount(userId, now)));

/** Erases every account whose request is due at `now`; answers how many this call erased. */
export const runDueAccountErasures = async (
  run: ServiceRunner<AccountErasures>,
  now: Date,
): Promise<number> => {
  let erased = 0;
  for (const userId of await run(AccountErasures.use((erasures) => erasures.dueErasures(now)))) {
    if (await eraseAccount(run, userId, now)) erased += 1;
  }
  return erased;
};

/** The sweep: a job per due request, and abuse-limit events no limit looks at any more dropped. */
export const sweepAccountErasures = async (
  run: AccountErasureRunner,
  jobs: JobQueue,
  now: Date,
): Promise<number> => {
  const due = await run(AccountErasures.use((erasures) => erasures.dueErasures(now)));
  for (const userId of due)
    await jobs.send(ACCOUNT_ERASURE_JOB, { userId }, { singletonKey: userId, once: true });
  await run(SignInCodes.use((codes) => codes.pruneExpiredEvents(now)));
  return due.length;
};

export const installAccountErasure = async (jobs: JobQueue, run: AccountErasureRunner): Promise<void> => {
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
    await sweepAccountErasures(run, jobs, new Date());
  });
  await jobs.work<{ userId: string }>(ACCOUNT_ERASURE_JOB, async ({ userId }) => {
    await eraseAccount(run, userId, new Date());
  });
  await jobs.schedule(ACCOUNT_ERASURE_SWEEP, "* * * * *");
  await jobs.send(ACCOUNT_ERASURE_SWEEP, {}, { singletonKey: "start-up" });
};
