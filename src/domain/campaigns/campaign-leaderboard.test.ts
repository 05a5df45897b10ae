import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { anonymousGamerName, leaderboardName } from "@/domain/campaigns/campaign-leaderboard";

describe("leaderboardName", () => {
  it("shows the username when the gamer has one", () => {
    expect(leaderboardName("ravi_07", "0b6e5c1a-7d2f-4c1e-9a55-3f1d2e4b6a10")).toBe("ravi_07");
  });

  it("makes a name from the id when there is no username", () => {
    expect(leaderboardName(null, "0b6e5c1a-7d2f-4c1e-9a55-3f1d2e4b6a10")).toBe("Gamer 4B6A10");
    expect(leaderboardName("  ", "0b6e5c1a-7d2f-4c1e-9a55-3f1d2e4b6a10")).toBe("Gamer 4B6A10");
  });

  test.prop([fc.uuid()])("property: the made-up name holds only the id's last hex digits", (userId) => {
    const name = anonymousGamerName(userId);
    expect(name).toMatch(/^Gamer [0-9A-F]{6}$/);
    expect(userId.replaceAll("-", "").toUpperCase().endsWith(name.slice("Gamer ".length))).toBe(true);
  });
});
