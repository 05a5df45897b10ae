import { expect, test, type Page } from "@playwright/test";
import { freshIndianNumber, signInByPhone } from "./support/journeys";

/**
 * Issue 21's "complete an offer and see the credit", on a server started as `npm start` starts it (no offerwall
 * network credentials): a new gamer checks one of Kleos' own offers, plays Dark Throne's partner game on the
 * provider simulator (/dev/providers), claims the offers, and finds the K-Points and the K-Cash in the wallet's
 * header and in their activity feed (src/server/db/seed/demo-offers.ts).
 */
const offerCard = (page: Page, title: string) =>
  page.getByRole("list", { name: "Offers" }).getByRole("listitem").filter({ hasText: title });

test.describe("a new gamer completes an offer of the offerwall", () => {
  test("checks an offer, plays the game on the simulator, claims it and sees the credit and the activity", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, freshIndianNumber());

    await page.goto("/offerwall");
    await expect(page.getByRole("heading", { level: 1, name: "Offerwall" })).toBeVisible();
    const install = offerCard(page, "Install Dark Throne");
    await install.getByRole("button", { name: "Check and claim" }).click();
    await expect(install.getByRole("alert")).toHaveText("The game has not seen this offer done yet");

    // The partner game, played on the simulator: the gamer installs it and reaches level 10.
    await page.goto("/dev/providers");
    const game = page.getByRole("region", { name: "Partner game (offers)" });
    const player = game.getByRole("form").first();
    // Each control saves through the simulator's API: the claims below wait for it to have answered.
    const played = () =>
      page.waitForResponse((response) => response.url().endsWith("/partner-game/players") && response.ok());
    await Promise.all([played(), player.getByRole("checkbox", { name: "Installed the game" }).check()]);
    await expect(player.getByRole("checkbox", { name: "Installed the game" })).toBeChecked();
    await player.getByRole("spinbutton", { name: "Level" }).fill("10");
    await Promise.all([played(), player.getByRole("button", { name: "Save" }).click()]);
    await expect(player.getByRole("spinbutton", { name: "Level" })).toHaveValue("10");

    await page.goto("/offerwall");
    await offerCard(page, "Install Dark Throne").getByRole("button", { name: "Check and claim" }).click();
    await expect(offerCard(page, "Install Dark Throne").getByText("Credited", { exact: true })).toBeVisible();
    const levelTen = offerCard(page, "Reach level 10 in Dark Throne");
    await levelTen.getByRole("button", { name: "Check and claim" }).click();
    await expect(levelTen.getByText("Credited", { exact: true })).toBeVisible();

    // The quest's own offerwall lists the quest's offers only.
    await page.goto("/quest-details/dark-throne-trials/offerwall");
    await expect(page.getByRole("heading", { level: 1, name: "Offers of this quest" })).toBeVisible();
    await expect(
      offerCard(page, "Reach level 10 in Dark Throne").getByText("Credited", { exact: true }),
    ).toBeVisible();
    await expect(offerCard(page, "Install Dark Throne")).toHaveCount(0);

    await page.getByRole("link", { name: "See your activity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your activity" })).toBeVisible();
    const feed = page.getByRole("list", { name: "Activities" });
    await expect(feed.getByRole("listitem").filter({ hasText: "Offer credited" })).toHaveCount(2);
    await expect(feed.getByText("100 K-Points")).toBeVisible();
    await expect(feed.getByText("5 K-Cash")).toBeVisible();
  });
});
