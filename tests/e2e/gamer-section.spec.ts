import { expect, test } from "@playwright/test";
import { freshIndianNumber, signInByPhone } from "./support/journeys";

test.use({ viewport: { width: 1280, height: 800 } });

test("a gamer finds their quests and their clan in the gamer section, from the account menu", async ({
  page,
}) => {
  await signInByPhone(page, freshIndianNumber());
  await page.goto("/");
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("link", { name: "My quests" }).click();

  await expect(page).toHaveURL(/\/gamer\/k-quest$/);
  await expect(page.getByRole("heading", { level: 1, name: "My quests" })).toBeVisible();
  await expect(page.getByText("You have not started a quest yet")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Live quests" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Every quest, by game" })).toHaveAttribute("href", "/k-quest");

  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("link", { name: "My clan" }).click();
  await expect(page).toHaveURL(/\/gamer\/my-clan$/);
  await expect(page.getByRole("link", { name: "Create a clan" })).toBeVisible();
});

test("leaving the profile with unsaved edits asks first: stay keeps them, discard leaves", async ({
  page,
}) => {
  await signInByPhone(page, freshIndianNumber());
  await page.goto("/profile");
  const details = page.getByRole("region", { name: "About you" });
  const firstName = details.getByRole("textbox", { name: "First name" });
  await firstName.fill("Arjun");

  // The header's logo: a link inside the site, as any page's navigation is.
  const home = page.getByRole("banner").getByRole("link", { name: "Kleos", exact: true });
  await home.click();
  const guard = page.getByRole("dialog", { name: "Discard changes?" });
  await expect(guard).toBeVisible();
  await guard.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(firstName).toHaveValue("Arjun");

  await home.click();
  await guard.getByRole("button", { name: "Discard and leave" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a saved profile leaves without asking", async ({ page }) => {
  await signInByPhone(page, freshIndianNumber());
  await page.goto("/profile");
  const details = page.getByRole("region", { name: "About you" });
  await details.getByRole("textbox", { name: "First name" }).fill("Arjun");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile is saved")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Kleos", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog", { name: "Discard changes?" })).toHaveCount(0);
});
