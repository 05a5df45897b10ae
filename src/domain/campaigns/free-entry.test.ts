import { describe, expect, it } from "vitest";
import { SCORE_SOURCE_ENTRY_COST, TASK_ENTRY_COST, entryIsFree } from "@/domain/campaigns/free-entry";
import { SCORE_SOURCES } from "@/domain/leaderboards/leaderboard-rules";
import { TASK_TYPES } from "@/domain/tasks/task-types";

describe("free entry to rewards", () => {
  it("classifies every task type and score source, and none spends bought K-Cash", () => {
    expect(Object.keys(TASK_ENTRY_COST).sort()).toEqual([...TASK_TYPES].sort());
    expect(Object.keys(SCORE_SOURCE_ENTRY_COST).sort()).toEqual([...SCORE_SOURCES].sort());
    expect(entryIsFree([...TASK_TYPES], "KPOINTS_EARNED")).toBe(true);
  });
});
