import { describe, expect, it } from "vitest";
import { pogLinkPathOf, pogShareIntentUrlOf } from "@/domain/tasks/pog-share-link";

describe("the POG card link a SHARE_POG_ON_X post carries", () => {
  it("is the POG page with the gamer's username", () => {
    expect(pogLinkPathOf("asha_plays")).toBe("/pog?gamer=asha_plays");
    expect(pogLinkPathOf("a b&c")).toBe("/pog?gamer=a%20b%26c");
  });

  it("goes in X's post intent as the url, on the site's origin, with the gamer's text", () => {
    const intent = new URL(pogShareIntentUrlOf("https://kleos.gg", "asha_plays", "My POG card on Kleos"));
    expect(intent.origin + intent.pathname).toBe("https://x.com/intent/post");
    expect(intent.searchParams.get("text")).toBe("My POG card on Kleos");
    expect(intent.searchParams.get("url")).toBe("https://kleos.gg/pog?gamer=asha_plays");
    // The verifier's search looks for the path inside the posted link.
    expect(intent.searchParams.get("url")).toContain(pogLinkPathOf("asha_plays"));
  });
});
