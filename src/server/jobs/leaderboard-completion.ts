/**
 * The `leaderboard-completion` job: a sweep (at start-up and every minute) sends one job per leaderboard whose
 * season has ended, or ends before the next sweep, and whose prizes are not paid, to start at the season's end and
 * keyed by the board, so there is one per board. Its worker pays each final rank its tier through the ledger
 * (each credit keyed by board and participant, so a retried run pays nobody twice), tells each member of a winning
 * clan (once per board and gamer) and marks the board COMPLETED, all in one transaction
 * (src/server/services/leaderboards/leaderboards.ts). A fault fails the run and it is retried with backoff.
 */
import type { Effect } from "effect";
import type { JobQueue } from "@/server/jobs/job-queue";
import { Leaderboards, type CompletionOutcome } from "@/server/services/leaderboards/leaderboards";

export type LeaderboardRunner = <A, E>(effect: Effect.Effect<A, E, Leaderboards>) => Promise<A>;

export const LEADERBOARD_COMPLETION_JOB = "leaderboard-completion";
export const LEADERBOARD_COMPLETION_SWEEP = "leaderboard-completion-sweep";

/** Longer than the sweep's period, so a board's job waits for its end rather than for the next sweep. */
const LOOKAHEAD_MS = 2 * 60_000;

/** Sends the job of every board ending before `now` + the look-ahead and not completed; answers how many. */
export const sendDueCompletions = async (
  run: LeaderboardRunner,
  jobs: JobQueue,
  now: Date,
): Promise<number> => {
  const due = await run(
    Leaderboards.use((boards) => boards.dueCompletions(new Date(now.getTime() + LOOKAHEAD_MS))),
  );
  for (const board of due)
    await jobs.send(
      LEADERBOARD_COMPLETION_JOB,
      { leaderboardId: board.id },
      { singletonKey: board.id, once: true, startAfter: board.seasonEndsAt },
    );
  return due.length;
};

/** One run of the job: what its worker does with the board's id. */
export const runLeaderboardCompletion = (
  run: LeaderboardRunner,
  leaderboardId: string,
  now: Date,
): Promise<CompletionOutcome> =>
  run(Leaderboards.use((boards) => boards.completeLeaderboard(leaderboardId, now)));

export const installLeaderboardCompletion = async (jobs: JobQueue, run: LeaderboardRunner): Promise<void> => {
  await jobs.define(LEADERBOARD_COMPLETION_SWEEP, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(LEADERBOARD_COMPLETION_JOB, {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.work(LEADERBOARD_COMPLETION_SWEEP, async () => {
    await sendDueCompletions(run, jobs, new Date());
  });
  await jobs.work<{ leaderboardId: string }>(LEADERBOARD_COMPLETION_JOB, async ({ leaderboardId }) => {
    await runLeaderboardCompletion(run, leaderboardId, new Date());
  });
  await jobs.schedule(LEADERBOARD_COMPLETION_SWEEP, "* * * * *");
  await jobs.send(LEADERBOARD_COMPLETION_SWEEP, {}, { singletonKey: "start-up" });
};
