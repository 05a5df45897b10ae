import { describe, expect, it } from "vitest";
import {
  POG_MINTING_FLOW_ROADMAP,
  doneFor,
  reachedSteps,
  roadmapRewardKey,
} from "@/domain/referrals/referral-roadmap";

describe("referral roadmaps", () => {
  it("counts a friend who did a later action for an earlier step", () => {
    const friends = { NAME_RESERVED: 1, AVATAR_CREATED: 0, POG_MINTED: 3 };
    expect(doneFor("NAME_RESERVED", friends)).toBe(3);
    expect(doneFor("AVATAR_CREATED", friends)).toBe(3);
    expect(doneFor("POG_MINTED", friends)).toBe(3);
  });

  it("reaches the steps whose threshold the friends meet", () => {
    expect(
      reachedSteps(POG_MINTING_FLOW_ROADMAP, { NAME_RESERVED: 0, AVATAR_CREATED: 0, POG_MINTED: 0 }),
    ).toEqual([]);
    expect(
      reachedSteps(POG_MINTING_FLOW_ROADMAP, { NAME_RESERVED: 4, AVATAR_CREATED: 3, POG_MINTED: 0 }).map(
        (s) => s.step,
      ),
    ).toEqual([1, 2]);
  });

  it("keys each step's reward by roadmap, gamer and step", () => {
    expect(roadmapRewardKey("r", "u", 2)).toBe("referral-roadmap:r:user:u:step:2");
  });
});
