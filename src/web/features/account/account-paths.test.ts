import { describe, expect, it } from "vitest";
import { returnPathOf } from "@/web/features/account/account-paths";

const query = (search: string) => new URLSearchParams(search);

describe("returnPathOf", () => {
  it("takes a path of this site from the query, else from the router state", () => {
    expect(returnPathOf(query("returnTo=/k-quest?leaderboard=1"))).toBe("/k-quest?leaderboard=1");
    expect(returnPathOf(query(""), { from: "/my-clan" })).toBe("/my-clan");
    expect(returnPathOf(query("returnTo=/games"), { from: "/my-clan" })).toBe("/games");
    expect(returnPathOf(query(""))).toBeUndefined();
    expect(returnPathOf(query(""), { from: 42 })).toBeUndefined();
  });

  it("never leaves the site and never loops back to /register", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
    ]) {
      expect(returnPathOf(query(`returnTo=${encodeURIComponent(target)}`)), target).toBeUndefined();
    }
    expect(returnPathOf(query("returnTo=/register/"))).toBeUndefined();
    expect(returnPathOf(query(""), { from: "/register?returnTo=/games" })).toBeUndefined();
  });
});
