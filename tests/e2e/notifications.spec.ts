import { expect, test } from "@playwright/test";
import { freshIndianNumber, signInByPhone } from "./support/journeys";

/**
 * Issue 21, item 9: a new gamer checks in on the home page (the streak starts), the K-Points it pays arrive as a
 * notification under the header's bell, which the gamer reads and marks read; on the profile, the gamer asks for
 * WhatsApp messages too, and the choice is kept.
 */
test("a new gamer checks in, finds the credit under the bell, reads it, and chooses WhatsApp messages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByPhone(page, freshIndianNumber());

  await page.goto("/");
  const checkIn = page.getByRole("region", { name: "Daily check-in" });
  await expect(checkIn.getByText("No streak yet")).toBeVisible();
  await checkIn.getByRole("button", { name: "Check in" }).click();
  await expect(checkIn.getByText("1 day in a row")).toBeVisible();
  await expect(checkIn.getByText("Checked in today. Come back tomorrow to grow your streak.")).toBeVisible();
  await expect(checkIn.getByRole("button", { name: "Check in" })).toBeDisabled();

  // The check-in's K-Points are a credited reward: told once, under the bell.
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel.getByRole("button", { name: /You got [\d,.]+ K-Points/ })).toHaveCount(1);
  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  // A second visit the same day changes nothing: no second check-in, no second notification.
  await page.reload();
  await expect(checkIn.getByText("1 day in a row")).toBeVisible();
  await expect(checkIn.getByRole("button", { name: "Check in" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  await page.goto("/profile");
  const settings = page.getByRole("region", { name: "Notifications" });
  const whatsapp = settings.getByRole("checkbox", { name: "WhatsApp messages" });
  await expect(whatsapp).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/notifications/settings") &&
      response.request().method() === "PUT" &&
      response.ok(),
  );
  // The box follows the saved settings: it shows checked once the server has kept the choice.
  await whatsapp.click();
  await saved;
  await expect(whatsapp).toBeChecked();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Notifications" }).getByRole("checkbox", { name: "WhatsApp messages" }),
  ).toBeChecked();
});
