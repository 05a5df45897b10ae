import { expect, test } from "@playwright/test";
import { overflow, seriousViolations, settle, signInByPhone } from "./support/journeys";

/** The demo tournament open for registration (src/server/db/seed/demo-tournaments.ts). */
const OPEN_CUP = "Kabaddi Kings Open Cup";

test.describe("tournaments", () => {
  // axe is injected as an inline script for the accessibility check.
  test.use({ bypassCSP: true });

  test("a guest is asked to sign in; a new gamer registers for the open cup, then withdraws", async ({
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
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await expect(page.getByText("You hold a seat in this tournament.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Registered players" }).getByRole("row")).toHaveCount(2);

    await page.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
  });

  test("the past tab shows the completed cup's final standings", async ({ page }) => {
    await page.goto("/tournaments?tab=past");
    await page.getByRole("link", { name: "Cricket Clash Champions" }).click();
    await expect(page.getByRole("table", { name: "Final standings" })).toBeAttached();
    await expect(page.getByText("No standings were recorded")).toBeVisible();
    await expect(page.getByRole("table", { name: "Prizes" }).getByRole("row")).toHaveCount(4);
  });

  test("the list and a tournament fit a phone, in Hebrew (right to left)", async ({ page }) => {
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
