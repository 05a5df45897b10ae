import { describe, expect, it } from "vitest";
import { withListFilter, withSearchParam } from "@/web/lib/search-params";

const address = (search: string) => new URLSearchParams(search);

describe("withSearchParam", () => {
  it("sets one parameter and keeps the others, leaving the current ones untouched", () => {
    const current = address("tab=past&game=7");
    expect(withSearchParam(current, "game", "9").toString()).toBe("tab=past&game=9");
    expect(withSearchParam(current, "region", "IN").toString()).toBe("tab=past&game=7&region=IN");
    expect(current.toString()).toBe("tab=past&game=7");
  });

  it("removes a parameter without a value", () => {
    expect(withSearchParam(address("tab=past&game=7"), "game", undefined).toString()).toBe("tab=past");
    expect(withSearchParam(address("tab=past&game=7"), "tab", "").toString()).toBe("game=7");
  });
});

describe("withListFilter", () => {
  it("goes back to the first page when a filter changes", () => {
    expect(withListFilter(address("type=SWAP&page=40"), "currency", "KCASH").toString()).toBe(
      "type=SWAP&currency=KCASH",
    );
    expect(withListFilter(address("type=SWAP&page=40"), "type", undefined).toString()).toBe("");
  });

  it("keeps the filters when the page changes", () => {
    expect(withListFilter(address("type=SWAP&page=40"), "page", "60").toString()).toBe("type=SWAP&page=60");
    expect(withListFilter(address("type=SWAP&page=40"), "page", undefined).toString()).toBe("type=SWAP");
  });
});
