import { screen, within } from "@testing-library/react";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { FooterLinks } from "@/web/features/content/components/footer-links";
import { footerPageMessages } from "@/web/features/content/components/footer-messages";
import { loadCatalogue } from "@/web/lib/intl-provider";
import { routes } from "@/web/lib/routes";
import { fakeApi, json } from "@/web/testing/fake-api";
import { renderWithSession } from "@/web/testing/render-with-session";

/** The footer as the content holds it: in English, one text per group and link. */
const FOOTER = {
  groups: [
    {
      name: "Play",
      links: [
        { id: 1, label: "Games", url: "/games", external: false },
        { id: 2, label: "Tournaments", url: "/tournaments", external: false },
      ],
    },
    {
      name: "Community",
      links: [
        { id: 3, label: "Clans", url: "/my-clan", external: false },
        { id: 4, label: "Discord", url: "https://discord.gg/kleos", external: true },
      ],
    },
    {
      name: "Legal",
      links: [
        { id: 5, label: "Privacy Policy", url: "/privacy-policy", external: false },
        { id: 6, label: "Partner offers", url: "/k-store?tab=offers", external: false },
      ],
    },
    { name: "Press", links: [{ id: 7, label: "Press kit", url: "https://kleos.gg/press", external: true }] },
  ],
};

const renderFooter = async (locale: string) =>
  renderWithSession(<FooterLinks />, {
    fetch: fakeApi({ "GET /api/web-footers": json(200, FOOTER) }).fetch,
    signedIn: false,
    locale,
    messages: await loadCatalogue(locale),
  });

/** Each group's heading and link names, as a reader sees them. */
const shown = () =>
  screen.getAllByRole("navigation").map((nav) => [
    within(nav).getByRole("heading").textContent,
    within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ]);

describe("FooterLinks", () => {
  it("speaks German: the site's headings and page names translated, brands and the content's own words kept", async () => {
    await renderFooter("de");
    expect(await screen.findByRole("navigation", { name: "Spielen" })).toBeTruthy();
    expect(shown()).toEqual([
      ["Spielen", ["Spiele", "Turniere"]],
      ["Community", ["Clans", "Discord"]],
      ["Rechtliches", ["Datenschutzerklärung", "Partner offers"]],
      ["Press", ["Press kit"]],
    ]);
    expect(screen.getByRole("link", { name: "Spiele" }).getAttribute("href")).toBe("/games");
  });

  it("speaks Hindi", async () => {
    await renderFooter("hi");
    expect(await screen.findByRole("navigation", { name: "खेलें" })).toBeTruthy();
    expect(shown().slice(0, 3)).toEqual([
      ["खेलें", ["गेम्स", "टूर्नामेंट"]],
      ["कम्युनिटी", ["क्लैन", "Discord"]],
      ["कानूनी जानकारी", ["प्राइवेसी पॉलिसी", "Partner offers"]],
    ]);
  });

  it("names only pages the site has", () => {
    const patterns = Object.values(routes).flatMap((route) =>
      "path" in route ? [route.path] : "paths" in route ? route.paths : [],
    );
    for (const path of Object.keys(footerPageMessages)) {
      expect(patterns.some((pattern) => pattern !== "*" && matchPath(pattern, path) !== null)).toBe(true);
    }
  });
});
