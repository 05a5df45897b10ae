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

  test("with a name and an avatar, sees the card's front and back drawn, on a phone, a tablet and a laptop, in German, Hindi and Hebrew", async ({
    page,
  }) => {
    await signInByPhone(page);
    const name = freshName();
    await page.goto("/pog");
    await page.getByRole("textbox", { name: "Your Kleos name" }).fill(name);
    await page.getByRole("button", { name: "Reserve" }).click();
    await expect(page.getByRole("heading", { name: "Your Kleos name is reserved" })).toBeVisible();

    // An avatar, made the way a gamer makes one: category, character, style, generate.
    const slot = page.getByRole("region", { name: "My avatar" }).getByRole("listitem", { name: "Slot 1" });
    await slot.getByRole("button", { name: "Create avatar" }).click();
    let dialog = page.getByRole("dialog", { name: "Create avatar" });
    await dialog.getByRole("button", { name: "Adventure" }).click();
    await dialog.getByRole("button", { name: "Kai" }).click();
    await dialog.getByRole("button", { name: "Classic" }).click();
    dialog = page.getByRole("dialog", { name: "Generate avatar" });
    await dialog.getByRole("button", { name: "Generate avatar" }).click();
    // The job draws it: a budget, not a check.
    await expect(dialog.getByRole("img", { name: "Avatar of slot 1" })).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole("button", { name: "Done" }).click();

    await page.goto("/my-pog");
    const card = page.getByRole("region", { name: "Your POG card" });
    const front = card.getByRole("img", { name: `Front of the POG card of ${name}.kleos` });
    const back = card.getByRole("img", {
      name: `Back of the POG card of ${name}.kleos, with the score of each tab`,
    });
    const drawnWidth = (image: typeof front) =>
      image.evaluate((element) =>
        (element as HTMLImageElement).complete ? (element as HTMLImageElement).naturalWidth : 0,
      );
    await expect.poll(() => drawnWidth(front)).toBe(600);
    await expect.poll(() => drawnWidth(back)).toBe(600);
    const drawn = await page.request.get((await front.getAttribute("src")) ?? "");
    expect(drawn.headers()["content-type"]).toBe("image/png");
    expect(await page.getByText("Gamer score").isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    for (const language of ["de", "hi", "he"] as const) {
      await page.evaluate((code) => localStorage.setItem("userSelectedLanguage", code), language);
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/my-pog");
        const sides = page.locator(`[aria-labelledby="pog-card-title"] figure img`);
        await expect(sides).toHaveCount(2);
        await expect.poll(() => drawnWidth(sides.first())).toBe(600);
        await expect.poll(() => drawnWidth(sides.last())).toBe(600);
        expect(await sides.first().getAttribute("src")).toContain(`locale=${language}`);
        expect(await overflow(page, `${ownScrollers}, [role=tablist]`)).toEqual([]);
      }
    }
  });
});
