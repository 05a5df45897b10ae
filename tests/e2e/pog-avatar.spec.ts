import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { buyKcash, overflow, seriousViolations, signInByPhone } from "./support/journeys";

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pog/${name}`, import.meta.url));

/** A name no other run of this journey holds (5 to 12 letters and digits). */
const freshName = () => `Ava${Date.now().toString(36).slice(-7)}`;

test.describe("a gamer builds a POG avatar", () => {
  test.use({ bypassCSP: true });

  test("without a selfie, then with a selfie file (a photo without a face and a missing camera are said), then buys K-Cash for a second slot", async ({
    page,
    context,
  }) => {
    await signInByPhone(page);
    await page.goto("/pog");
    await page.getByRole("textbox", { name: "Your Kleos name" }).fill(freshName());
    await page.getByRole("button", { name: "Reserve" }).click();
    await expect(page.getByRole("heading", { name: "Your Kleos name is reserved" })).toBeVisible();

    const myAvatar = page.getByRole("region", { name: "My avatar" });
    const slot = myAvatar.getByRole("listitem", { name: "Slot 1" });
    await expect(slot.getByText("Empty").first()).toBeVisible();

    // Without a selfie: category, character, style, generate.
    await slot.getByRole("button", { name: "Create avatar" }).click();
    let dialog = page.getByRole("dialog", { name: "Create avatar" });
    await dialog.getByRole("button", { name: "Adventure" }).click();
    await dialog.getByRole("button", { name: "Kai" }).click();
    await expect(dialog.getByText(/CC BY 4\.0/)).toBeVisible();
    await dialog.getByRole("button", { name: "Classic" }).click();
    dialog = page.getByRole("dialog", { name: "Generate avatar" });
    await expect(dialog.getByRole("heading", { name: "Add a selfie (optional)" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Generate avatar" }).click();
    // The job draws it: a budget, not a check.
    await expect(dialog.getByRole("img", { name: "Avatar of slot 1" })).toBeVisible({ timeout: 90_000 });
    await expect(dialog.getByText("Composed, not AI")).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(slot.getByRole("img", { name: "Avatar of slot 1" })).toBeVisible();
    await expect(slot.getByText("Your POG avatar")).toBeVisible();
    await expect(slot.getByText("Composed, not AI")).toBeVisible();
    const firstAvatar = await slot.getByRole("img", { name: "Avatar of slot 1" }).getAttribute("src");

    // With a selfie: a photo without a face is refused, one with a face is taken.
    await slot.getByRole("button", { name: "Change avatar" }).click();
    dialog = page.getByRole("dialog", { name: "Create avatar" });
    await dialog.getByRole("button", { name: "Fantasy" }).click();
    await dialog.getByRole("button", { name: "Elowen" }).click();
    await dialog.getByRole("button", { name: "Neon" }).click();
    dialog = page.getByRole("dialog", { name: "Generate avatar" });
    await context.grantPermissions(["camera"]);
    await dialog.getByRole("button", { name: "Use camera" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Camera not found");
    const file = dialog.getByLabel("Choose a JPEG photo");
    await file.setInputFiles(fixture("selfie-no-face.jpg"));
    // The face model may load for seconds on a busy machine: a budget.
    await expect(dialog.getByRole("alert")).toHaveText("Face not detected", { timeout: 60_000 });
    await file.setInputFiles(fixture("selfie-face.jpg"));
    await expect(dialog.getByText("Selfie added")).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Generate avatar" }).click();
    await expect(dialog.getByRole("img", { name: "Avatar of slot 1" })).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(slot.getByRole("img", { name: "Avatar of slot 1" })).not.toHaveAttribute(
      "src",
      firstAvatar ?? "",
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);

    // A second slot costs K-Cash the new gamer does not have: said before paying, with the way to buy it.
    await myAvatar.getByRole("button", { name: "Unlock another slot" }).click();
    let unlock = page.getByRole("dialog", { name: "Unlock a slot" });
    await expect(unlock.getByRole("alert")).toHaveText("Not enough K-Cash or rKLEOS");
    await expect(unlock.getByRole("button", { name: "Pay and unlock" })).toBeDisabled();
    await unlock.getByRole("link", { name: "Buy K-Cash" }).click();
    await buyKcash(page, "500");
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

    // With 500 K-Cash the slot is paid for: the second slot is there to fill, and the balance is spent.
    await page.goto("/pog");
    await myAvatar.getByRole("button", { name: "Unlock another slot" }).click();
    unlock = page.getByRole("dialog", { name: "Unlock a slot" });
    await expect(unlock.getByText("Your balance: 500 K-Cash")).toBeVisible();
    await unlock.getByRole("button", { name: "Pay and unlock" }).click();
    await expect(unlock).toBeHidden();
    const second = myAvatar.getByRole("listitem", { name: "Slot 2" });
    await expect(second.getByRole("button", { name: "Create avatar" })).toBeVisible();
    await expect(slot.getByRole("img", { name: "Avatar of slot 1" })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("group", { name: "Your balances" }).getByRole("link").first(),
    ).toHaveAccessibleName(/^0 K-Cash,/);
  });
});
