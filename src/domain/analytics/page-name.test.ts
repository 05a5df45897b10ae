import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HOME_PAGE_NAME, isPartHidden, pageNameOf } from "@/domain/analytics/page-name";

describe("pageNameOf", () => {
  it("takes the second path segment, or Home", () => {
    expect(pageNameOf("/")).toBe(HOME_PAGE_NAME);
    expect(pageNameOf("")).toBe(HOME_PAGE_NAME);
    expect(pageNameOf("/home/")).toBe(HOME_PAGE_NAME);
    expect(pageNameOf("/games")).toBe("games");
    expect(pageNameOf("/games/dark-throne")).toBe("games");
    expect(pageNameOf("/k-quest/bullieverse?x=1")).toBe("k-quest");
    expect(pageNameOf("/quest-details/abc/offerwall")).toBe("quest-details");
    expect(pageNameOf("/%E0%A4%96%E0%A5%87%E0%A4%B2")).toBe("खेल");
    expect(pageNameOf("/%E0%A4")).toBe("%E0%A4");
  });

  test.prop([fc.webPath()])("never throws and never answers an empty name", (path) => {
    expect(pageNameOf(path).length).toBeGreaterThan(0);
  });
});

describe("isPartHidden", () => {
  it("hides a part only for the text false", () => {
    expect(isPartHidden("?header=false", "header")).toBe(true);
    expect(isPartHidden("?header=false", "footer")).toBe(false);
    expect(isPartHidden("?footer=false&header=true", "footer")).toBe(true);
    expect(isPartHidden("?header=False", "header")).toBe(false);
    expect(isPartHidden("?header=0", "header")).toBe(false);
    expect(isPartHidden("", "header")).toBe(false);
  });
});
