import { expect, test } from "@playwright/test";
import { freshIndianNumber, signInByPhone } from "./support/journeys";

/** A fresh site username: 5 to 10 ASCII letters and digits. */
const freshUsername = (): string => `e2e${Date.now().toString(36).slice(-6)}`;

test("a guest on /profile is asked to sign in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your account" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  // The prompt starts the login flow: the sign-in modal opens over the page, which stays /profile.
  await expect(page.getByRole("dialog", { name: "Sign in to Kleos" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test("a new gamer picks a username on /register, then edits the first name on /profile", async ({ page }) => {
  await signInByPhone(page, freshIndianNumber());
  const username = freshUsername();

  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Pick your username" })).toBeVisible();
  const usernameField = page.getByRole("textbox", { name: "Username" });
  await usernameField.fill("ab cd");
  await expect(page.getByText("Spaces are not allowed in the username")).toBeVisible();
  await usernameField.fill("abc");
  await expect(page.getByText("min 5 and max 10 characters")).toBeVisible();
  await usernameField.fill(username);
  await expect(page.getByText(`${username} is available`)).toBeVisible();
  await page.getByRole("textbox", { name: "First name (optional)" }).fill("Ravi");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Username" }).getByRole("textbox", { name: "Username" }),
  ).toHaveValue(username);

  const details = page.getByRole("region", { name: "About you" });
  const firstName = details.getByRole("textbox", { name: "First name" });
  await expect(firstName).toHaveValue("Ravi");
  await firstName.fill("Ra vi");
  await expect(details.getByText("spacing not allowed")).toBeVisible();
  await firstName.fill("Ra");
  await expect(details.getByText("min 3 and max 15 characters")).toBeVisible();
  await firstName.fill("Ravi2");
  await expect(details.getByText("only alphabets allowed")).toBeVisible();
  await firstName.fill("Arjun");
  await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
  await details.getByRole("combobox", { name: "Kleos role" }).selectOption("Quester");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile is saved")).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole("region", { name: "About you" }).getByRole("textbox", { name: "First name" }),
  ).toHaveValue("Arjun");
  await expect(
    page.getByRole("region", { name: "About you" }).getByRole("combobox", { name: "Kleos role" }),
  ).toHaveValue("Quester");
});

test("a taken username is refused with the server's message", async ({ page, browser }) => {
  const username = freshUsername();
  await signInByPhone(page, freshIndianNumber());
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await expect(page.getByText(`${username} is available`)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const other = await browser.newPage();
  try {
    await signInByPhone(other, freshIndianNumber());
    await other.goto("/register");
    await other.getByRole("textbox", { name: "Username" }).fill(username.toUpperCase());
    await expect(other.getByText("Username already taken")).toBeVisible();
  } finally {
    await other.close();
  }
});
