import { expect, test } from "@playwright/test";
import {
  KICKSTART_CODE,
  openKickstartCodeTask,
  overflow,
  seriousViolations,
  signInByPhone,
} from "./support/journeys";
import { ADMIN_PHONES } from "./support/admin-phones";

test.describe("an admin on the task checks", () => {
  test.use({ bypassCSP: true });

  test("sees how a gamer's special-code task was checked, from the campaign's page, narrowed to the gamer", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A gamer types the launch code of Kickstart, wrong and then right: two checks.
    const gamer = await browser.newContext(baseURL === undefined ? {} : { baseURL });
    const gamerPage = await gamer.newPage();
    await signInByPhone(gamerPage);
    const profile = await gamerPage.request.get("/api/users/me/profile", { headers: { source: "website" } });
    const gamerId = ((await profile.json()) as { id: string }).id;
    const task = await openKickstartCodeTask(gamerPage);
    await task.getByRole("textbox", { name: "Your code" }).fill("WRONG-CODE");
    await task.getByRole("button", { name: "Validate" }).click();
    await expect(task.getByText("This code is not valid for this task")).toBeVisible();
    await task.getByRole("textbox", { name: "Your code" }).fill(KICKSTART_CODE);
    await task.getByRole("button", { name: "Revalidate" }).click();
    await expect(task.getByText("Task verified")).toBeVisible();
    await gamer.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.taskChecks);
    await page.goto("/admin/campaigns/kickstart");
    await page.getByRole("link", { name: "How its tasks were checked" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=checks&campaign=[0-9a-f-]{36}$/);
    await expect(page.getByRole("tab", { name: "Task checks" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("combobox", { name: "Campaign or quest" })).toHaveValue(/^[0-9a-f-]{36}$/);

    await page.getByRole("searchbox", { name: "Gamer id" }).fill(gamerId);
    await expect(page).toHaveURL(new RegExp(`gamer=${gamerId}`));
    await expect(page.getByText("2 checks")).toBeVisible();
    const checks = page.getByRole("article", { name: "Enter the launch code" });
    await expect(checks).toHaveCount(2);
    // Newest first: the right code, then the wrong one.
    await expect(checks.first().getByText("Verified", { exact: true })).toBeVisible();
    await expect(checks.nth(1).getByText("Invalid answer")).toBeVisible();
    await expect(checks.first().getByText(gamerId)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const language of ["de", "hi", "he"] as const) {
      await page.evaluate((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("article")).toHaveCount(2);
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await overflow(page), `${language} at ${width} px`).toEqual([]);
        await page.screenshot({
          path: `test-results/screens/admin-task-checks-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
});
