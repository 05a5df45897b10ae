import { describe, expect, it } from "vitest";
import { detailPathOf, returnPathOf, routes } from "@/web/lib/routes";

const query = (search: string) => new URLSearchParams(search);

describe("returnPathOf", () => {
  it("takes a path of this site from the query, else from the router state", () => {
    expect(returnPathOf(query("returnTo=/k-quest?leaderboard=1"))).toBe("/k-quest?leaderboard=1");
    expect(returnPathOf(query(""), { from: "/my-clan" })).toBe("/my-clan");
    expect(returnPathOf(query("returnTo=/games"), { from: "/my-clan" })).toBe("/games");
    expect(returnPathOf(query(""))).toBeUndefined();
    expect(returnPathOf(query(""), { from: 42 })).toBeUndefined();
    expect(returnPathOf(query(""), { from: "/" })).toBe("/");
    // Normalised as the server normalises it: dot segments resolved, the fragment dropped.
    expect(returnPathOf(query(`returnTo=${encodeURIComponent("/games/../k-quest?tab=live#top")}`))).toBe(
      "/k-quest?tab=live",
    );
  });

  it("never leaves the site and never loops back to /register", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example/steal",
      "/a/..//evil.example/x",
      "/%2e%2e//evil.example",
      "/%2F%2Fevil.example",
      "/\tevil.example",
      "/\n/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
    ]) {
      expect(returnPathOf(query(`returnTo=${encodeURIComponent(target)}`)), target).toBeUndefined();
    }
    expect(returnPathOf(query("returnTo=/register/"))).toBeUndefined();
    expect(returnPathOf(query(`returnTo=${encodeURIComponent("/games/../register")}`))).toBeUndefined();
    expect(returnPathOf(query(""), { from: "/register?returnTo=/games" })).toBeUndefined();
  });
});

describe("routes", () => {
  it("puts campaigns under K-Drop and quests under K-Quest", () => {
    expect(detailPathOf({ kind: "campaign", slug: "season-drop" })).toBe("/gamer/k-drop/season-drop");
    expect(detailPathOf({ kind: "quest", slug: "throne-raid" })).toBe("/gamer/k-quest/throne-raid");
  });

  it("encodes path parameters and adds only the query parameters given", () => {
    expect(routes.clan.href({ clanId: 42 })).toBe("/clans/42");
    expect(routes.game.href({ gameId: "a b/c" })).toBe("/games/a%20b%2Fc");
    expect(routes.games.href({ genre: "Role playing" })).toBe("/games?genre=Role+playing");
    expect(routes.games.href()).toBe("/games");
    expect(routes.transactionHistory.href({ currency: "KPOINTS" })).toBe(
      "/transaction-history?currency=KPOINTS",
    );
    expect(routes.purchaseConfirmation.href({ paymentId: "pay_1" })).toBe(
      "/purchase-confirmation?paymentId=pay_1",
    );
  });
});
