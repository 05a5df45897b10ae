import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { campaignTimer } from "@/domain/campaigns/campaign-timer";

/*
 * The campaign's main button (spec §4): GET_STARTED, CONTINUE_TASKS (with a progress bar), ENDED,
 * COMING_SOON, CLAIM_REWARDS, and after them REWARD_CLAIMED. Decisions: a user who claimed the reward has
 * nothing left to do, whatever the status, so the button says REWARD_CLAIMED (never CONTINUE_TASKS, whose
 * tasks are all done); before the start it is COMING_SOON; while live it is GET_STARTED until the user starts
 * and CONTINUE_TASKS after; CLAIM_REWARDS appears when the server has opened claims (status CLAIM_REWARDS) for
 * a user who completed every task and has not claimed; otherwise a closed campaign is ENDED.
 */

export type CampaignButton =
  | { readonly state: "COMING_SOON" }
  | { readonly state: "GET_STARTED" }
  | {
      readonly state: "CONTINUE_TASKS";
      readonly completedTasks: number;
      readonly totalTasks: number;
      readonly progress: number;
    }
  | { readonly state: "CLAIM_REWARDS" }
  | { readonly state: "ENDED" }
  | { readonly state: "REWARD_CLAIMED" };

export interface CampaignProgress {
  readonly started: boolean;
  readonly completedTasks: number;
  readonly totalTasks: number;
  readonly rewardClaimed: boolean;
}

export interface CampaignButtonInput {
  readonly status: CampaignStatus;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly now: number;
  readonly progress: CampaignProgress;
  /**
   * Whether the server takes claims now (see claimIsOpen): rewards paid on claim can be claimed while the
   * campaign is live. Without it, only the CLAIM_REWARDS status opens claims.
   */
  readonly claimOpen?: boolean;
}

/** Share of tasks done, between 0 and 1 (0 for a campaign without tasks). */
export const progressOf = (completedTasks: number, totalTasks: number): number =>
  totalTasks <= 0 ? 0 : Math.min(1, Math.max(0, completedTasks / totalTasks));

export const campaignButton = ({
  status,
  startsAt,
  endsAt,
  now,
  progress,
  claimOpen = status === "CLAIM_REWARDS",
}: CampaignButtonInput): CampaignButton => {
  if (progress.rewardClaimed) return { state: "REWARD_CLAIMED" };
  const allDone = progress.totalTasks > 0 && progress.completedTasks >= progress.totalTasks;
  if (claimOpen && allDone && !progress.rewardClaimed) return { state: "CLAIM_REWARDS" };
  const timer = campaignTimer({ status, startsAt, endsAt, now });
  if (timer.status === "ENDED") return { state: "ENDED" };
  if (timer.status === "PUBLISHED") return { state: "COMING_SOON" };
  if (!progress.started) return { state: "GET_STARTED" };
  return {
    state: "CONTINUE_TASKS",
    completedTasks: Math.max(0, Math.min(progress.completedTasks, progress.totalTasks)),
    totalTasks: Math.max(0, progress.totalTasks),
    progress: progressOf(progress.completedTasks, progress.totalTasks),
  };
};
