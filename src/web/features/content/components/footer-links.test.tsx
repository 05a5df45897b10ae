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
      language: "en",
      links: [
        { id: 1, label: "Games", language: "en", url: "/games", external: false },
        { id: 2, label: "Tournaments", language: "en", url: "/tournaments", external: false },
      ],
    },
    {
      name: "Community",
      language: "en",
      links: [
        { id: 3, label: "Clans", language: "en", url: "/my-clan", external: false },
        { id: 4, label: "Discord", language: "en", url: "https://discord.gg/kleos", external: true },
      ],
    },
    {
      name: "Legal",
      language: "en",
      links: [
        { id: 5, label: "Privacy Policy", language: "en", url: "/privacy-policy", external: false },
        { id: 6, label: "Partner offers", language: "en", url: "/k-store?tab=offers", external: false },
      ],
    },
    {
      name: "Press",
      language: "en",
      links: [{ id: 7, label: "Press kit", language: "en", url: "https://kleos.gg/press", external: true }],
    },
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
  it("asks for the reader's language and shows what an admin wrote in it, over the site's own words", async () => {
    const fake = fakeApi({
      "GET /api/web-footers": json(200, {
        groups: [
          {
            name: "Jogar agora",
            language: "pt-BR",
            links: [
              { id: 1, label: "Todos os jogos", language: "pt-BR", url: "/games", external: false },
              { id: 2, label: "Tournaments", language: "en", url: "/tournaments", external: false },
            ],
          },
        ],
      }),
    });
    renderWithSession(<FooterLinks />, {
      fetch: fake.fetch,
      signedIn: false,
      locale: "pt-BR",
      messages: await loadCatalogue("pt-BR"),
    });
    expect(await screen.findByRole("navigation", { name: "Jogar agora" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Todos os jogos" }).getAttribute("href")).toBe("/games");
    // Not written in Portuguese: the site's own name for the page stands in for the English label.
    expect(screen.queryByRole("link", { name: "Tournaments" })).toBeNull();
    expect(fake.called("GET", "/api/web-footers")[0]?.query.get("lang")).toBe("pt-BR");
  });

  it("shows an English reader the labels as an admin wrote them", async () => {
    renderWithSession(<FooterLinks />, {
      fetch: fakeApi({
        "GET /api/web-footers": json(200, {
          groups: [
            {
              name: "Play",
              language: "en",
              links: [{ id: 1, label: "All the games", language: "en", url: "/games", external: false }],
            },
          ],
        }),
      }).fetch,
      signedIn: false,
      locale: "en",
      messages: await loadCatalogue("en"),
    });
    expect(await screen.findByRole("link", { name: "All the games" })).toBeTruthy();
  });

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
