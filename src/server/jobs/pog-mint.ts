/**
 * The `pog-mint` job: mints one POG card (Pog.requestPogMint records the mint in progress, then sends the job
 * keyed by card and attempt). Its worker calls Pog.completePogMint, which asks the chain before sending, so a
 * run after a crash, or two runs at once, never mint a card twice; a chain that fails fails the run, retried
 * with backoff. The sweep (at start-up and every minute) restores the contract and the recorded cards on a chain
 * that lost them, sends the job of every mint in progress again (a no-op for one already sent) and gives up on
 * mints past their deadline, so the gamer sees "Something broke while minting your POG card" and may ask again.
 */
import type { ServiceRunner } from "@/server/jobs/account-erasure";
import type { JobQueue } from "@/server/jobs/job-queue";
import { Pog, POG_MINT_JOB, POG_MINT_SWEEP } from "@/server/services/pog/pog-service";

export interface PogMintData {
  readonly mintId: string;
  readonly attempt: number;
}

export const runPogMint = (run: ServiceRunner<Pog>, data: PogMintData) =>
  run(Pog.use((pog) => pog.completePogMint(data.mintId, data.attempt)));

/** Restores the chain, then sends the job of every mint in progress (again); answers how many are due. */
export const sweepPogMints = async (run: ServiceRunner<Pog>, jobs: JobQueue, now: Date): Promise<number> => {
  await run(Pog.use((pog) => pog.restorePogCards()));
  const due = await run(Pog.use((pog) => pog.duePogMints(now)));
  for (const { mintId, attempt } of due)
    await jobs.send(POG_MINT_JOB, { mintId, attempt }, { singletonKey: `${mintId}:${attempt}`, once: true });
  return due.length;
};

export const installPogMint = async (jobs: JobQueue, run: ServiceRunner<Pog>): Promise<void> => {
  await jobs.define(POG_MINT_SWEEP, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(POG_MINT_JOB, {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // A public chain may take minutes to include a transaction.
    expireInSeconds: 10 * 60,
  });
  await jobs.work<PogMintData>(POG_MINT_JOB, async (data) => {
    await runPogMint(run, data);
  });
  await jobs.work(POG_MINT_SWEEP, async () => {
    await sweepPogMints(run, jobs, new Date());
  });
  await jobs.schedule(POG_MINT_SWEEP, "* * * * *");
  await jobs.send(POG_MINT_SWEEP, {}, { singletonKey: "start-up" });
};
