import { expect, test } from "@playwright/test";
import { overflow, ownScrollers, seriousViolations, signInByPhone } from "./support/journeys";

/** A name no other run of this journey holds (5 to 12 letters and digits). */
const freshName = () => `Pog${Date.now().toString(36).slice(-7)}`;

test.describe("a new gamer on Proof of Gamer", () => {
  test.use({ bypassCSP: true });

  test("reserves a .kleos name, then sees their badges on My POG, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInByPhone(page);
    const name = freshName();

    await page.goto("/pog");
    await expect(page.getByRole("heading", { level: 1, name: "Proof of Gamer" })).toBeVisible();
    const steps = page.getByRole("list", { name: "Steps to your POG card" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.first()).toHaveAttribute("aria-current", "step");

    const field = page.getByRole("textbox", { name: "Your Kleos name" });
    await field.fill("my name");
    await expect(page.getByText("Spaces are not allowed")).toBeVisible();
    await field.fill(name);
    await expect(page.getByText(`${name}.kleos is available`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await page.getByRole("button", { name: "Reserve" }).click();

    await expect(page.getByRole("heading", { name: "Your Kleos name is reserved" })).toBeVisible();
    await expect(page.getByText(`${name}.kleos`, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Open My POG" }).click();

    await expect(page).toHaveURL(/\/my-pog$/);
    const tabs = page.getByRole("tablist", { name: "POG dashboard" });
    await expect(tabs.getByRole("tab")).toHaveText(["Gamer", "Human", "Play", "Skill", "Commerce", "Social"]);
    await tabs.getByRole("tab", { name: "Human" }).click();
    await expect(page.getByRole("img", { name: "Tier: Bronze" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Six tabs are wider than a phone: the tab list scrolls sideways on its own, the page does not.
    expect(await overflow(page, `${ownScrollers}, [role=tablist]`)).toEqual([]);

    // Another gamer cannot have the name, in any case.
    const check = await page.request.get(`/api/tps/pog/mint/nft-image/${name.toLowerCase()}`, {
      headers: { source: "website" },
    });
    expect(await check.json()).toMatchObject({ available: false, message: "Username already taken" });
  });
});
