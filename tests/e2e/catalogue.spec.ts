import { expect, test } from "@playwright/test";
import { LAYOUT, overflow, settle } from "./support/journeys";

test("a gamer opens home, goes to games, filters by a genre and opens a game", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured games" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dark Throne", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Season of Legends is live" })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole("heading", { name: "Games", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^\d+ games$/ })).toBeVisible();

  await page
    .getByRole("group", { name: "Genre" })
    .getByRole("checkbox", { name: /^RPG \d+$/ })
    .click();
  await expect(page).toHaveURL(/genre=RPG/);
  await expect(page.getByRole("heading", { name: "3 games" })).toBeVisible();
  const results = page.getByRole("region", { name: "3 games" });
  await expect(results.getByRole("link", { name: "Lotus Legends" })).toBeVisible();
  await expect(results.getByRole("link", { name: "Samba Strikers" })).toHaveCount(0);

  await results.getByRole("link", { name: "Dark Throne" }).click();
  await expect(page).toHaveURL(/\/games\/dark-throne$/);
  await expect(page.getByRole("heading", { name: "Dark Throne", level: 1 })).toBeVisible();
  await expect(page.getByText("Throne Forge Games")).toBeVisible();
  await expect(page).toHaveTitle("Dark Throne · Kleos");
});

test("the home banner's Play Dark Throne leads to a game page with a live quest, and on to it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("link", { name: "Play Dark Throne" }).click();
  await expect(page).toHaveURL(/\/games\/dark-throne$/);
  const live = page.getByRole("region", { name: "Live quests and campaigns" });
  await expect(live.getByRole("article", { name: "Dark Throne: the trials" })).toBeVisible();
  await expect(live.getByRole("link", { name: "All Dark Throne quests" })).toHaveAttribute(
    "href",
    "/k-quest/dark-throne",
  );
  await expect(page.getByRole("region", { name: "Live tournaments" })).toBeVisible();
  await live.getByRole("link", { name: "Dark Throne: the trials" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dark Throne: the trials" })).toBeVisible();
});

test(
  "a game page fits a phone and a desktop in German and Hebrew, with and without anything live",
  LAYOUT,
  async ({ page }) => {
    for (const [language, dir] of [
      ["de", "ltr"],
      ["he", "rtl"],
    ] as const) {
      await page.goto("/");
      await page.evaluate((code) => localStorage.setItem("userSelectedLanguage", code), language);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const game of ["dark-throne", "lotus-legends"]) {
          await page.goto(`/games/${game}`);
          await expect(page.locator("html")).toHaveAttribute("dir", dir);
          await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
          await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
          await settle(page);
          expect(await overflow(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/screens/game-${width}-${language}-${game}.png`,
            fullPage: true,
          });
        }
      }
    }
  },
);

test("a search narrows the catalogue and is offered to the next gamer nearby", async ({ page }) => {
  await page.goto("/games");
  await page.getByRole("searchbox", { name: "Search games" }).fill("Strikers");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=Strikers/);
  await expect(page.getByRole("heading", { name: "1 game" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Samba Strikers" })).toBeVisible();

  await page.goto("/games");
  await page.getByRole("button", { name: "strikers" }).click();
  await expect(page.getByRole("heading", { name: "1 game" })).toBeVisible();
});

test("a search that matches nothing says so and clears", async ({ page }) => {
  await page.goto("/games?search=zzzz-no-such-game");
  await expect(page.getByRole("heading", { name: "No games match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole("heading", { name: /^\d+ games$/ })).toBeVisible();
});

test("paging walks the catalogue", async ({ page }) => {
  await page.goto("/games");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
});

test("an unknown game and an unknown page are explained, not blank", async ({ page }) => {
  await page.goto("/games/no-such-game");
  await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the API answers unknown routes with a problem, and the site shell survives a reload", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/no-such-route");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/problem+json");
  expect(await response.json()).toMatchObject({ status: 404, code: "RouteNotFound" });

  await page.goto("/games?genre=Sports");
  await page.reload();
  await expect(page.getByRole("heading", { name: /games$/ }).first()).toBeVisible();
});

test("?header=false&footer=false hide both parts, for pages embedded in the apps", async ({ page }) => {
  await page.goto("/games?header=false&footer=false");
  await expect(page.getByRole("heading", { name: "Games", level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.goto("/games?header=false");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page).toHaveTitle("Games · Kleos");
});

test("on a phone the sections are behind a menu, and the language choice survives a reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(menu).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The language picker sits in the header while the row has room for it, else in the menu.
  const inHeader = page.getByRole("banner").getByRole("combobox", { name: "Language" });
  if (!(await inHeader.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
  const picker = (await inHeader.isVisible())
    ? inHeader
    : page.getByRole("dialog", { name: "Menu" }).getByRole("combobox", { name: "Language" });
  await picker.selectOption("he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.reload();
  // Remembered: the page comes back in Hebrew, right to left.
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await page.evaluate(() => window.localStorage.getItem("userSelectedLanguage"))).toBe("he");
});
