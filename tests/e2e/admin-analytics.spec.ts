import { expect, test } from "@playwright/test";
import { LAYOUT, overflow, seriousViolations, signInByPhone } from "./support/journeys";
import { ADMIN_PHONES } from "./support/admin-phones";

test.describe("an admin on the analytics", () => {
  test.use({ bypassCSP: true });

  test("sees the daily chart with its table, the new gamers' funnel, and a refusal of a reversed range", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.analytics);
    await page.goto("/admin?tab=analytics");
    await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");

    // The admin's own account was made today, inside the default range of the last 30 days.
    const funnel = page.getByRole("table", { name: "New gamers' first steps" });
    const signedIn = funnel.getByRole("row", { name: /Signed in/ });
    await expect(signedIn).toBeVisible({ timeout: 30_000 });
    await expect(signedIn.getByRole("cell").first()).not.toHaveText("0");

    const days = page.getByRole("figure").first().getByRole("listitem");
    await expect(days).toHaveCount(30);
    await expect(days.last()).toHaveAccessibleName(/active gamers, \d+ sessions/);
    await page.getByText("Daily figures as a table").click();
    await expect(
      page.getByRole("table", { name: "Daily active gamers and sessions" }).getByRole("row"),
    ).toHaveCount(31);
    await expect(page.getByRole("table", { name: "By country" })).toBeVisible();
    await expect(page.getByRole("table", { name: "By language" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const panel = page.getByRole("tabpanel", { name: "Analytics" });
    await panel.getByLabel("Language", { exact: true }).selectOption("hi");
    await expect(page).toHaveURL(/language=hi/);
    await panel.getByLabel("From", { exact: true }).fill("2026-02-10");
    await panel.getByLabel("To (included)", { exact: true }).fill("2026-02-01");
    await expect(
      page.getByText("Choose a range whose last day is not before its first, of at most 366 days"),
    ).toBeVisible();
  });

  test("fits 390 px in German, Hindi and Hebrew", LAYOUT, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.analyticsLayout);
    await page.goto("/admin?tab=analytics");
    for (const language of ["de", "hi", "he"] as const) {
      await page.evaluate((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      await page.goto("/admin?tab=analytics");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("figure").first().getByRole("listitem")).toHaveCount(30, {
        timeout: 30_000,
      });
      expect(await overflow(page), `${language} at 390 px`).toEqual([]);
      await page.screenshot({
        path: `test-results/screens/admin-analytics-${language}-390.png`,
        fullPage: true,
      });
    }
  });
});
