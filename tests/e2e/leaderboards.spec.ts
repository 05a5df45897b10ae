/**
 * Issue 19 item 5: the platform leaderboards on the web. A guest finds the seeded live gamer season
 * (src/server/db/seed/demo-leaderboards.ts) with its countdown, tie rule and ranks; a gamer who earns K-Points in
 * the season sees their own row pinned; the board and /pog/leaderboard fit a 390 px phone in German, Hindi and
 * Hebrew.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { LAYOUT, overflow, seriousViolations, signInByPhone } from "./support/journeys";

const SEASON = "Kleos Season Sprint";
const website = { source: "website" };

const messageOf = (language: string, id: string): string => {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  const message = catalogue[id];
  if (message === undefined) throw new Error(`locales/${language}.json has no message ${id}`);
  return message;
};

/** The seeded live gamer season's id, from the list call. */
const seasonId = async (page: Page): Promise<string> => {
  const response = await page.request.get("/api/platform-centralized-leaderboard/leaderboards?kind=GAMER", {
    headers: website,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  const season = items.find((board) => board.title === SEASON);
  if (season === undefined) throw new Error(`${SEASON} is not seeded`);
  return season.id;
};

test.describe("leaderboards", () => {
  // axe is injected as an inline script for the accessibility check.
  test.use({ bypassCSP: true });

  test("a guest sees the seeded live season: countdown, tie rule, ranks, and a prompt to sign in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/leaderboards");
    await expect(page.getByRole("heading", { level: 1, name: "Leaderboards" })).toBeVisible();
    const card = page.getByRole("article", { name: SEASON });
    await expect(card.getByRole("timer", { name: "Ends in" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("link", { name: SEASON }).click();
    await expect(page.getByRole("heading", { level: 1, name: SEASON })).toBeVisible();
    await expect(page.getByRole("timer", { name: "Ends in" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Equal scores share a rank");
    await expect(page.getByRole("table", { name: "Ranks" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where do you stand?" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a gamer who earns K-Points in the season sees their own row pinned, with the gamers around them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    const reward = await page.request.post("/api/wallets/dev-rewards", {
      headers: { ...website, "idempotency-key": randomUUID() },
      data: { currency: "KPOINTS", amount: 7 },
    });
    expect(reward.status(), await reward.text()).toBe(201);
    const id = await seasonId(page);
    const standing = await page.request.get(`/api/platform-centralized-leaderboard/leaderboards/${id}/me`, {
      headers: website,
    });
    expect(standing.ok(), await standing.text()).toBe(true);
    const { rank, score } = (await standing.json()) as { rank: number; score: number };
    expect(score).toBeGreaterThanOrEqual(7);

    await page.goto(`/leaderboards/${id}`);
    const pinned = page.getByRole("status", { name: "Your standing" });
    await expect(pinned).toContainText(`Your rank: #${rank}`);
    await expect(pinned).toContainText(`Score: ${score}`);
    const around = page.getByRole("table", { name: "Around you" });
    await expect(around.getByRole("rowheader", { name: /You/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const language of ["de", "hi", "he"] as const) {
    test(`the season and /pog/leaderboard fit a 390 px phone in ${language}`, LAYOUT, async ({ page }) => {
      await page.addInitScript((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      await page.setViewportSize({ width: 390, height: 844 });
      await signInByPhone(page);
      const id = await seasonId(page);
      await page.goto(`/leaderboards/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: SEASON })).toBeVisible();
      await expect(
        page.getByRole("table", { name: messageOf(language, "leaderboards.board.ranks") }),
      ).toBeVisible();
      expect(await overflow(page), `board in ${language}`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`board-${language}.png`), fullPage: true });

      await page.goto("/pog/leaderboard");
      await expect(
        page.getByRole("heading", { level: 1, name: messageOf(language, "leaderboards.pog.title") }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Global Clans Cup" })).toBeVisible();
      expect(await overflow(page), `pog board in ${language}`).toEqual([]);
      await page.getByRole("tab", { name: messageOf(language, "leaderboards.pog.myClan") }).click();
      await expect(page.getByText(messageOf(language, "leaderboards.board.noClan"))).toBeVisible();
      expect(await overflow(page), `my clan in ${language}`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`pog-${language}.png`), fullPage: true });
    });
  }
});
