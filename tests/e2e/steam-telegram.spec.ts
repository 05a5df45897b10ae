import { expect, test } from "@playwright/test";
import { freshIndianNumber, signInByPhone } from "./support/journeys";

/** A SteamID64 no other run used (7656 and 13 digits). */
const freshSteamId = (): string => `7656${String(Date.now()).slice(-13).padStart(13, "1")}`;

test("a gamer connects Steam through the simulated Steam sign-in, then Telegram through the connect modal", async ({
  page,
}) => {
  await signInByPhone(page, freshIndianNumber());
  await page.goto("/profile");
  const social = page.getByRole("region", { name: "Connected accounts" });
  await social.getByRole("button", { name: "Connect Steam" }).click();

  // The simulator plays Steam's OpenID sign-in page; approving sends the browser back to /connect/steam.
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in through Steam (simulator)" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "SteamID64" }).fill(freshSteamId());
  await page.getByRole("textbox", { name: "Persona name" }).fill("E2E Steamer");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(social.getByText("Connected as E2E Steamer")).toBeVisible();

  await social.getByRole("button", { name: "Connect Telegram" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect Telegram" });
  await dialog.getByRole("textbox", { name: "Telegram user id" }).fill(String(Date.now()).slice(-9));
  await dialog.getByRole("textbox", { name: "Telegram username (optional)" }).fill("e2e_tg_gamer");
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(dialog).toBeHidden();
  await expect(social.getByText("Connected as @e2e_tg_gamer")).toBeVisible();
});
