import { describe, expect, it } from "vitest";
import { inviteLink, SHARE_CHANNELS, shareTargetUrl } from "@/web/features/campaigns/lib/share-links";

describe("share links", () => {
  it("builds invite links that carry the referral code and the channel", () => {
    for (const channel of SHARE_CHANNELS) {
      const link = new URL(
        inviteLink("https://kleos.gg", { kind: "campaign", slug: "season-drop" }, "7KQ2M9XA", channel),
      );
      expect(link.origin).toBe("https://kleos.gg");
      expect(link.pathname).toBe("/gamer/k-drop/season-drop");
      expect(link.searchParams.get("referral")).toBe("7KQ2M9XA");
      expect(link.searchParams.get("utm_source")).toBe(channel);
    }
  });

  it("hands each share channel the invite link whole", () => {
    const link = "https://kleos.gg/gamer/k-drop/season-drop?referral=7KQ2M9XA&utm_source=x";
    expect(new URL(shareTargetUrl("x", link, "Join me")).searchParams.get("url")).toBe(link);
    expect(new URL(shareTargetUrl("telegram", link, "Join me")).searchParams.get("url")).toBe(link);
    expect(new URL(shareTargetUrl("facebook", link, "Join me")).searchParams.get("u")).toBe(link);
    expect(new URL(shareTargetUrl("whatsapp", link, "Join me")).searchParams.get("text")).toBe(
      `Join me ${link}`,
    );
  });
});
