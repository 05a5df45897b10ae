/**
 * No campaign reward may depend on spending K-Cash that was bought (issue 20 item 4: India's Promotion and
 * Regulation of Online Gaming Act 2025, no stakes for prizes; Brazil: raffles only as free promotions). A raffle
 * is entered by completing the campaign's tasks and a leaderboard by its score source, so each task type and each
 * score source says here whether it costs the gamer anything. Every entry today is free; a new task type or score
 * source does not compile until it is classified, and one that spends bought K-Cash must make the publish
 * operations refuse it (409) before it may be added.
 */
import type { ScoreSource } from "@/domain/leaderboards/leaderboard-rules";
import { TASK_TYPES, type TaskType } from "@/domain/tasks/task-types";

export type EntryCost = "free";

export const TASK_ENTRY_COST: { readonly [T in TaskType]: EntryCost } = Object.fromEntries(
  TASK_TYPES.map((type) => [type, "free"]),
) as { readonly [T in TaskType]: EntryCost };

/**
 * K-Points earned in the season (credited for tasks and quests, never sold), quests completed and campaign points
 * (both counted from verified tasks, whose entry costs are above): none is bought.
 */
export const SCORE_SOURCE_ENTRY_COST: { readonly [S in ScoreSource]: EntryCost } = {
  KPOINTS_EARNED: "free",
  QUESTS_COMPLETED: "free",
  CAMPAIGN_POINTS: "free",
};

/** Whether a raffle with these tasks, or a board with this score source, can be entered without spending. */
export const entryIsFree = (taskTypes: readonly TaskType[], scoreSource?: ScoreSource): boolean =>
  taskTypes.every((type) => TASK_ENTRY_COST[type] === "free") &&
  (scoreSource === undefined || SCORE_SOURCE_ENTRY_COST[scoreSource] === "free");
