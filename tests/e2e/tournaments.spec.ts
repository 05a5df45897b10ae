import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { LAYOUT, overflow, seriousViolations, settle, signInByPhone } from "./support/journeys";

/** The demo tournament open for registration (src/server/db/seed/demo-tournaments.ts). */
const OPEN_CUP = "Kabaddi Kings Open Cup";

/** A message as the site shows it in `language` (its catalogue's text, with `{game}` filled in). */
const messageOf = (language: string, id: string, values: Record<string, string> = {}): string => {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  const message = catalogue[id];
  if (message === undefined) throw new Error(`locales/${language}.json has no message ${id}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};

test.describe("tournaments", () => {
  // axe is injected as an inline script for the accessibility check.
  test.use({ bypassCSP: true });

  test("a guest is asked to sign in; a new gamer gives their in-game id, registers for the open cup, then withdraws", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/tournaments");
    await expect(page.getByRole("heading", { level: 1, name: "Tournaments" })).toBeVisible();
    const card = page.getByRole("article", { name: OPEN_CUP });
    await expect(card.getByRole("timer", { name: "Starts in" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Kabaddi Kings", exact: true })).toHaveAttribute(
      "href",
      "/games/kabaddi-kings",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("link", { name: OPEN_CUP }).click();
    await expect(page.getByRole("heading", { level: 1, name: OPEN_CUP })).toBeVisible();
    const detailUrl = page.url();
    await page.getByRole("button", { name: "Sign in to register" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Kleos" })).toBeVisible();

    await signInByPhone(page);
    await page.goto(detailUrl);
    // A new gamer has no in-game id for Kabaddi Kings yet: registering asks for it first.
    await page.getByRole("button", { name: "Register" }).click();
    const form = page.getByRole("form", { name: "Your in-game id for Kabaddi Kings" });
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: "In-game user ID" }).fill("KabaddiRaider7");
    await form.getByRole("button", { name: "Save and register" }).click();
    await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await expect(page.getByText("You hold a seat in this tournament.")).toBeVisible();
    await expect(page.getByText("Your in-game id: KabaddiRaider7 (In-game user ID)")).toBeVisible();
    await expect(page.getByRole("table", { name: "Registered players" }).getByRole("row")).toHaveCount(2);

    await page.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
    // The id is saved: registering again asks for nothing.
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await expect(form).toHaveCount(0);
    await page.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
  });

  for (const language of ["de", "he"] as const)
    test(`the in-game id form fits a phone and a desktop in ${language}`, LAYOUT, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/");
      await page.evaluate((code) => localStorage.setItem("userSelectedLanguage", code), language);
      await signInByPhone(page);
      await page.goto("/tournaments");
      await page
        .getByRole("article")
        .filter({ hasText: OPEN_CUP })
        .getByRole("heading")
        .getByRole("link")
        .click();
      await expect(page.getByRole("heading", { level: 1, name: OPEN_CUP })).toBeVisible();
      await page
        .getByRole("button", { name: messageOf(language, "tournaments.registration.register"), exact: true })
        .click();
      const form = page.getByRole("form", {
        name: messageOf(language, "tournaments.inGameId.legend", { game: "Kabaddi Kings" }),
      });
      await expect(form).toBeVisible();
      await expect(
        form.getByRole("textbox", { name: messageOf(language, "gameLoginMethod.inGameUserId") }),
      ).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        expect(await overflow(page)).toEqual([]);
        await form.screenshot({ path: `test-results/in-game-id-${language}-${width}.png` });
      }
    });

  test("the past tab shows the completed cup's final standings", async ({ page }) => {
    await page.goto("/tournaments?tab=past");
    await page.getByRole("link", { name: "Cricket Clash Champions" }).click();
    await expect(page.getByRole("table", { name: "Final standings" })).toBeAttached();
    await expect(page.getByText("No standings were recorded")).toBeVisible();
    await expect(page.getByRole("table", { name: "Prizes" }).getByRole("row")).toHaveCount(4);
  });

  test("the list and a tournament fit a phone, in Hebrew (right to left)", LAYOUT, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("userSelectedLanguage", "he"));
    await page.goto("/tournaments");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settle(page);
    expect(await overflow(page)).toEqual([]);
    await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settle(page);
    expect(await overflow(page)).toEqual([]);
  });
});
