import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { components } from "#generated/api";
import { BannerCarousel } from "@/web/features/content/components/banner-carousel";
import { renderViewIn } from "@/web/testing/render";

type WebBanner = components["schemas"]["WebBanner"];

const banners: WebBanner[] = [
  {
    id: 1,
    title: "Season of Legends is live",
    subtitle: "Finish quests to earn K-Cash and climb the season ladder.",
    imageUrl: "/media/banners/season.svg",
    ctaLabel: "Play Dark Throne",
    ctaUrl: "/games/dark-throne",
    position: 1,
  },
  {
    id: 2,
    title: "עונת האגדות בעיצומה",
    subtitle: "סיימו משימות כדי להרוויח K-Cash.",
    imageUrl: "/media/banners/season.svg",
    ctaLabel: "לשחק",
    ctaUrl: "https://partner.example/play",
    position: 2,
  },
];

describe("the home carousel in Hebrew", () => {
  it("reads each banner's words in their own direction, and goes from one banner to the next", async () => {
    await renderViewIn("he", <BannerCarousel banners={banners} />);
    // An English banner on a Hebrew page (no Hebrew written for it) keeps its full stop at the end.
    const english = screen.getByRole("heading", { name: "Season of Legends is live" });
    expect(english.parentElement?.getAttribute("dir")).toBe("auto");
    expect(screen.getByRole("link", { name: "Play Dark Throne" }).getAttribute("href")).toBe(
      "/games/dark-throne",
    );

    const next = screen.getAllByRole("button").at(-1);
    if (next === undefined) throw new Error("No next button");
    fireEvent.click(next);
    const hebrew = screen.getByRole("heading", { name: "עונת האגדות בעיצומה" });
    expect(hebrew.parentElement?.getAttribute("dir")).toBe("auto");
    const link = within(hebrew.parentElement ?? document.body).getByRole("link", { name: "לשחק" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
