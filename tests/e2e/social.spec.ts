import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, signInByPhone } from "./support/journeys";

/** The demo K-Drop with every X and Discord task (src/server/db/seed/demo-campaigns.ts). */
const SOCIAL_DROP = "/gamer/k-drop/kleos-social-drop";

const openTask = async (page: Page, title: string) => {
  await page.getByRole("button", { name: new RegExp(title) }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("a gamer with X played by the provider simulator", () => {
  test.use({ bypassCSP: true });

  test("connects X, follows @kleos on the simulator, and verifies the follow task", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const xUsername = `e2e_${Date.now().toString(36)}`;
    await signInByPhone(page);
    await page.goto(SOCIAL_DROP);
    await expect(page.getByRole("heading", { level: 1, name: "Kleos Social Drop" })).toBeVisible();
    await page.getByRole("button", { name: "Get started" }).click();
    await expect(page.getByRole("button", { name: "Continue tasks" })).toBeVisible();

    // Connect X from its task: Kleos sends the browser to X (here, the simulator's consent page).
    const linkTask = await openTask(page, "Connect your X account");
    await linkTask.getByRole("button", { name: "Connect X" }).click();
    await expect(page).toHaveURL(/\/dev\/providers\/authorize\?/);
    const consent = page.getByRole("region", { name: "Allow Kleos on X?" });
    await expect(consent).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await consent.getByRole("textbox", { name: "New X account (username)" }).fill(xUsername);
    await consent.getByRole("button", { name: "Add account" }).click();
    await expect(consent.getByRole("combobox", { name: "Account" })).toHaveValue(/\d+/);
    await expect(consent.getByRole("combobox", { name: "Account" }).locator("option:checked")).toHaveText(
      xUsername,
    );
    await consent.getByRole("button", { name: "Authorize" }).click();

    // Back on the campaign, connected.
    await expect(page).toHaveURL(new RegExp(`${SOCIAL_DROP}$`));
    await expect(page.getByText("Your X account is connected")).toBeVisible();
    const linked = await openTask(page, "Connect your X account");
    await linked.getByRole("button", { name: "Validate" }).click();
    await expect(linked.getByText("Task verified")).toBeVisible();
    await linked.getByRole("button", { name: "Close" }).first().click();

    // Not following yet: the card says exactly why.
    const followTask = await openTask(page, "Follow @kleos on X");
    await followTask.getByRole("button", { name: "Validate" }).click();
    await expect(followTask.getByText("You don't follow @kleos yet")).toBeVisible();
    await followTask.getByRole("button", { name: "Close" }).first().click();

    // Play X: follow @kleos as the connected account.
    await page.goto("/dev/providers");
    const x = page.getByRole("region", { name: "X (Twitter)" });
    await x.getByRole("combobox", { name: "Act as" }).selectOption({ label: `@${xUsername}` });
    await x.getByRole("button", { name: "Follow @kleos" }).click();
    await expect(x.getByRole("button", { name: "Unfollow @kleos" })).toBeVisible();

    await page.goto(SOCIAL_DROP);
    const again = await openTask(page, "Follow @kleos on X");
    // Kleos answers a quick second ask from the follow list it just read (LIST_RECHECK_MS): a gamer back that
    // fast asks once more, as they would.
    await expect(async () => {
      await again.getByRole("button", { name: "Revalidate" }).click();
      await expect(again.getByText("Task verified")).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  });
});
