/**
 * The `payout-send` job: sends one withdrawal's payout (Payouts.requestWithdrawal records the withdrawal, its
 * money held, then sends the job keyed by the withdrawal). Its worker calls Payouts.sendPayout, which sends under
 * the withdrawal's id as the provider's idempotency key, so a run after a crash between sending and recording
 * gets the payout already sent; a provider that cannot be reached fails the run, retried with backoff. The sweep
 * (at start-up and every minute) sends the job of every withdrawal still requested (a lost send, a crash before
 * it), within Asaas's duplicate window for PIX.
 */
import type { ServiceRunner } from "@/server/jobs/account-erasure";
import type { JobQueue } from "@/server/jobs/job-queue";
import { PAYOUT_SEND_JOB, PAYOUT_SWEEP_JOB, Payouts } from "@/server/services/payouts/payouts";

export interface PayoutSendData {
  readonly payoutId: string;
}

export const runPayoutSend = (run: ServiceRunner<Payouts>, data: PayoutSendData) =>
  run(Payouts.use((payouts) => payouts.sendPayout(data.payoutId)));

/** Sends the job of every withdrawal still requested; answers how many. */
export const sweepPayouts = async (
  run: ServiceRunner<Payouts>,
  jobs: JobQueue,
  now: Date,
): Promise<number> => {
  const due = await run(Payouts.use((payouts) => payouts.duePayouts(now)));
  for (const payoutId of due) await jobs.send(PAYOUT_SEND_JOB, { payoutId }, { singletonKey: payoutId });
  return due.length;
};

export const installPayoutSend = async (jobs: JobQueue, run: ServiceRunner<Payouts>): Promise<void> => {
  await jobs.define(PAYOUT_SWEEP_JOB, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(PAYOUT_SEND_JOB, {
    // Backoff from 5 s over 6 retries stays inside Asaas's 15-minute duplicate window.
    retryLimit: 6,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  });
  await jobs.work<PayoutSendData>(PAYOUT_SEND_JOB, async (data) => {
    await runPayoutSend(run, data);
  });
  await jobs.work(PAYOUT_SWEEP_JOB, async () => {
    await sweepPayouts(run, jobs, new Date());
  });
  await jobs.schedule(PAYOUT_SWEEP_JOB, "* * * * *");
  await jobs.send(PAYOUT_SWEEP_JOB, {}, { singletonKey: "start-up" });
};
