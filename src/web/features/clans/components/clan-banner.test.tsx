import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClanBanner } from "@/web/features/clans/components/clan-banner";
import * as styles from "@/web/features/clans/components/clans.css";
import { renderView, renderViewIn } from "@/web/testing/render";

describe("ClanBanner", () => {
  it("shows the server's picture of the clan's banner over its colours, named for the banner", () => {
    const { container } = renderView(<ClanBanner banner="saffron" />);
    const picture = screen.getByRole("img", { name: "Banner: Saffron" });
    expect(picture.getAttribute("src")).toBe("/api/platform-clans/images/banner/saffron.png");
    // Its drawn size (4:1) reserves its place before it loads.
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["1200", "300"]);
    expect(container.firstElementChild?.classList.contains(styles.banner.saffron)).toBe(true);
  });

  it("leaves the banner's colours, drawn in CSS, when the picture fails to load", () => {
    const { container } = renderView(<ClanBanner banner="violet" />);
    fireEvent.error(screen.getByRole("img", { name: "Banner: Violet" }));
    expect(screen.queryByRole("img")).toBeNull();
    const strip = container.firstElementChild;
    expect(strip?.classList.contains(styles.banner.violet)).toBe(true);
    expect(strip?.classList.contains(styles.bannerStrip)).toBe(true);
  });

  it("draws the plain strip for a clan without a banner, and loads nothing", () => {
    const { container } = renderView(<ClanBanner banner={null} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.firstElementChild?.classList.contains(styles.banner.none)).toBe(true);
  });

  it("names the banner in the reader's language", async () => {
    await renderViewIn("he", <ClanBanner banner="emerald" />);
    const alt = screen.getByRole("img").getAttribute("alt") ?? "";
    expect(alt).not.toBe("Banner: Emerald");
    expect(alt).toMatch(/\S/);
  });
});
