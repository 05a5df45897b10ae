/**
 * The `pog-avatar-generation` job: draws and stores the avatar of a slot whose generation was asked for
 * (PogAvatars.requestAvatarGeneration commits the slot PENDING with a generation number, then sends the job
 * keyed by slot and generation). Its worker calls PogAvatars.completeAvatarGeneration: a provider that fails
 * fails the run, retried with backoff up to the cap; a run for a generation that is no longer the slot's is
 * done at once. A sweep (at start-up and every minute) sends the job of every pending generation again (a no-op
 * for one already sent) and fails the generations pending past their deadline, so the gamer can ask again.
 */
import type { JobQueue } from "@/server/jobs/job-queue";
import type { ServiceRunner } from "@/server/jobs/account-erasure";
import {
  AVATAR_GENERATION_JOB,
  AVATAR_GENERATION_SWEEP,
  PogAvatars,
} from "@/server/services/pog/pog-avatars";

export interface AvatarGenerationData {
  readonly slotId: string;
  readonly generation: number;
}

export const runAvatarGeneration = (run: ServiceRunner<PogAvatars>, data: AvatarGenerationData) =>
  run(PogAvatars.use((avatars) => avatars.completeAvatarGeneration(data.slotId, data.generation)));

/** Sends the job of every pending generation (again); answers how many are pending. */
export const sweepAvatarGenerations = async (
  run: ServiceRunner<PogAvatars>,
  jobs: JobQueue,
  now: Date,
): Promise<number> => {
  const pending = await run(PogAvatars.use((avatars) => avatars.pendingAvatarGenerations(now)));
  for (const { slotId, generation } of pending)
    await jobs.send(
      AVATAR_GENERATION_JOB,
      { slotId, generation },
      { singletonKey: `${slotId}:${generation}`, once: true },
    );
  return pending.length;
};

export const installAvatarGeneration = async (
  jobs: JobQueue,
  run: ServiceRunner<PogAvatars>,
): Promise<void> => {
  await jobs.define(AVATAR_GENERATION_SWEEP, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(AVATAR_GENERATION_JOB, {
    retryLimit: 4,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // A hosted image API may take a minute or more for one image.
    expireInSeconds: 5 * 60,
  });
  await jobs.work<AvatarGenerationData>(AVATAR_GENERATION_JOB, async (data) => {
    await runAvatarGeneration(run, data);
  });
  await jobs.work(AVATAR_GENERATION_SWEEP, async () => {
    await sweepAvatarGenerations(run, jobs, new Date());
  });
  await jobs.schedule(AVATAR_GENERATION_SWEEP, "* * * * *");
  await jobs.send(AVATAR_GENERATION_SWEEP, {}, { singletonKey: "start-up" });
};
