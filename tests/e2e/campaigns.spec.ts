import { expect, test, type Page } from "@playwright/test";
import {
  KICKSTART_CODE,
  LAYOUT,
  overflow,
  seriousViolations,
  settle,
  signInByPhone,
} from "./support/journeys";

const kpointsInHeader = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: /K-Points: open your K-Points summary$/ })
    .first();

const openTask = async (page: Page, title: string) => {
  await page.getByRole("button", { name: new RegExp(title) }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("a new gamer on K-Drop", () => {
  test.use({ bypassCSP: true });

  test("starts a live campaign, completes a special-code and a referral task, claims, and sees the K-Points", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    await page.goto("/");
    await expect(kpointsInHeader(page)).toHaveAccessibleName(/^0 K-Points/);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "K-Drop" }).click();
    await expect(page).toHaveURL(/\/gamer\/k-drop$/);
    await page.getByRole("link", { name: "Kickstart" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Kickstart" })).toBeVisible();
    await expect(page.getByText("Ends", { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Get started" }).click();
    await expect(page.getByRole("button", { name: "Continue tasks" })).toBeVisible();

    // The referral task waits for the code task before it.
    await page.getByRole("button", { name: /Create your referral code/ }).click();
    await expect(page.getByRole("dialog", { name: "Task locked" })).toBeVisible();
    await page.getByRole("dialog", { name: "Task locked" }).getByRole("button", { name: "OK" }).click();

    const codeTask = await openTask(page, "Enter the launch code");
    await codeTask.getByRole("textbox", { name: "Your code" }).fill("WRONG-CODE");
    await codeTask.getByRole("button", { name: "Validate" }).click();
    await expect(codeTask.getByRole("button", { name: "Revalidate" })).toBeVisible();
    await expect(codeTask.getByText("This code is not valid for this task")).toBeVisible();
    await codeTask.getByRole("textbox", { name: "Your code" }).fill(KICKSTART_CODE.toLowerCase());
    await codeTask.getByRole("button", { name: "Revalidate" }).click();
    await expect(codeTask.getByText("Task verified")).toBeVisible();
    await codeTask.getByRole("button", { name: "Close" }).first().click();

    const referralTask = await openTask(page, "Create your referral code");
    await referralTask.getByRole("button", { name: "Create my referral code" }).click();
    await expect(referralTask.getByRole("definition")).toHaveText(/^[0-9A-Z]{8}$/);
    await referralTask.getByRole("button", { name: "Validate" }).click();
    await expect(referralTask.getByText("Task verified")).toBeVisible();
    await referralTask.getByRole("button", { name: "Close" }).first().click();

    await page.getByRole("button", { name: "Claim rewards" }).click();
    const success = page.getByRole("dialog", { name: "Reward claimed" });
    await expect(success).toBeVisible();
    await expect(success.getByText("500 K-Points was added to your wallet.")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/k-drop-1280-claimed.png" });
    await expect(kpointsInHeader(page)).toHaveAccessibleName(/^500 K-Points/);

    await success.getByRole("link", { name: "See transaction history" }).click();
    await expect(page).toHaveURL(/\/transaction-history/);
    const history = page.getByRole("table");
    await expect(history.getByRole("row").filter({ hasText: "Reward" }).first()).toContainText(
      "500 K-Points",
    );

    // Claimed: the list and the page say so, and offer no tasks to continue (issue 15, defect 4).
    await page.goto("/gamer/k-drop");
    const card = page.getByRole("article", { name: "Kickstart" });
    await expect(card.getByText("Reward claimed")).toBeVisible();
    await expect(card.getByText("500 K-Points").last()).toBeVisible();
    await expect(card.getByRole("link", { name: "Continue tasks" })).toHaveCount(0);
    await expect(card.getByRole("button")).toHaveCount(0);
    await card.getByRole("link", { name: "Kickstart" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kickstart" })).toBeVisible();
    await expect(page.getByText("Reward claimed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue tasks" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Claim rewards" })).toHaveCount(0);
  });

  test("an upcoming campaign says when it starts and cannot be started", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    await page.goto("/gamer/k-drop/diwali-dash");
    await expect(page.getByRole("heading", { level: 1, name: "Diwali Dash" })).toBeVisible();
    await expect(page.getByText("Starts", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("timer").first()).toHaveText(/^(?:\d+d )?(?:\d+h )?(?:\d+m )?\d+s$/);
    await expect(page.getByRole("button", { name: "Coming soon" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Get started" })).toHaveCount(0);
  });
});

test(
  "the K-Drop and K-Quest lists fit a phone, in Hindi and in Hebrew (right to left)",
  LAYOUT,
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [language, dir] of [
      ["hi", "ltr"],
      ["he", "rtl"],
    ] as const) {
      await page.goto("/");
      await page.evaluate((code) => localStorage.setItem("userSelectedLanguage", code), language);
      for (const path of ["/gamer/k-drop", "/k-quest", "/gamer/k-drop/kickstart"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await settle(page);
        expect(await overflow(page)).toEqual([]);
        await page.screenshot({
          path: `test-results/screens/campaigns-375-${language}${path.replaceAll("/", "-")}.png`,
          fullPage: true,
        });
      }
    }
  },
);
