import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { seriousViolations, signInByPhone } from "./support/journeys";
import { ADMIN_PHONES } from "./support/admin-phones";

test.describe("an admin on the content console", () => {
  test.use({ bypassCSP: true });

  test("edits a banner and sees it on the home page, uploads voucher codes and sees the stock, schedules the overlay", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.contentBanners);
    await page.goto("/admin?tab=content");
    const section = page.getByRole("combobox", { name: "Show" });

    // A new banner, last in the carousel, then edited: the home page shows the edit.
    await section.selectOption({ label: "Home banners" });
    await page.getByRole("button", { name: "New banner" }).click();
    const form = page.getByRole("form", { name: "New banner" });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Required").first()).toBeVisible();
    await form.getByRole("textbox", { name: /^Slug/ }).fill(`e2e-${tag}`);
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(`Draft banner ${tag}`);
    await form.getByRole("textbox", { name: "Button label" }).fill("Open the store");
    await form.getByRole("textbox", { name: "Button link" }).fill("/store");
    await form.getByRole("textbox", { name: "Picture URL" }).fill("/media/banners/season-of-legends.svg");
    await form.getByRole("spinbutton", { name: /^Position/ }).fill("900");
    await expect(form.getByText("Unsaved changes")).toBeVisible();
    await form.getByRole("button", { name: "Save" }).click();
    const card = page.getByRole("article", { name: `Draft banner ${tag}` });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("form", { name: `e2e-${tag}` });
    await editor.getByRole("textbox", { name: "Title", exact: true }).fill(`Store week ${tag}`);
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("article", { name: `Store week ${tag}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    const heading = carousel.getByRole("heading", { name: `Store week ${tag}` });
    await expect(async () => {
      if (!(await heading.isVisible())) await carousel.getByRole("button", { name: "Next banner" }).click();
      await expect(heading).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });

    // Voucher codes as a CSV file: the stock grows by the codes, and no code is shown back.
    await page.goto("/admin?tab=content");
    await section.selectOption({ label: "Voucher stock" });
    const upload = page.getByRole("form", { name: "Upload codes" });
    const stockText = await upload.getByText(/^In stock: [\d,]+ codes$/).textContent();
    const before = Number((stockText ?? "").replace(/\D/g, ""));
    const codes = [`E2E-${tag}-1`, `E2E-${tag}-2`, `E2E-${tag}-3`];
    await upload.getByLabel("CSV file of codes").setInputFiles({
      name: "codes.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`code\n${codes.join("\n")}\n`),
    });
    await expect(upload.getByRole("textbox", { name: "Codes, one a line" })).toHaveValue(/E2E-/);
    await upload.getByRole("button", { name: "Upload codes" }).click();
    await expect(
      upload.getByText(`3 codes added; ${(before + 3).toLocaleString("en")} in stock now`),
    ).toBeVisible();
    await expect(upload.getByText(`In stock: ${(before + 3).toLocaleString("en")} codes`)).toBeVisible();
    await expect(page.getByText(codes[0] ?? "")).toHaveCount(0);

    // The same codes again are refused, naming their lines.
    await upload.getByRole("textbox", { name: "Codes, one a line" }).fill(codes.join("\n"));
    await upload.getByRole("button", { name: "Upload codes" }).click();
    await expect(upload.getByText("Codes already in the file or in stock: 1, 2, 3")).toBeVisible();

    // The overlay, scheduled far ahead (so no other journey's gamer sees it).
    await section.selectOption({ label: "Promotion overlay" });
    const schedule = page.getByRole("form", { name: "Schedule the overlay" });
    await schedule.getByLabel("From").fill("2099-03-01T10:00");
    await schedule.getByLabel("Until").fill("2099-02-01T10:00");
    await schedule.getByRole("button", { name: "Schedule the overlay" }).click();
    await expect(schedule.getByText("The end must come after the start")).toBeVisible();
    await schedule.getByLabel("Until").fill("2099-03-08T10:00");
    await schedule.getByRole("spinbutton", { name: "Delay (seconds)" }).fill("7");
    await schedule.getByRole("button", { name: "Schedule the overlay" }).click();
    const table = page.getByRole("table", { name: "When the promotion overlay shows" });
    await expect(
      table.getByRole("row").filter({ hasText: "7 s" }).filter({ hasText: /Mar/ }).first(),
    ).toBeVisible();

    // Every save is in the audit log.
    await section.selectOption({ label: "Audit log" });
    await expect(page.getByText(`Updated banner e2e-${tag}`)).toBeVisible();
    await expect(page.getByText(`Created banner e2e-${tag}`)).toBeVisible();
    await expect(page.getByText(/Updated stock of voucher [0-9a-f-]{36}/).first()).toBeVisible();
  });

  test("edits a footer link in English and Portuguese and sees the English one in the site footer", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.contentFooter);
    await page.goto("/admin?tab=content");
    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Footer" });
    const form = page.getByRole("form", { name: "Save the footer" });
    const link = form.getByRole("group", { name: "Group 1" }).getByRole("group", { name: "Link 1" });
    await link.getByRole("textbox", { name: "Link text" }).fill(`Games ${tag}`);
    await form.getByRole("combobox", { name: /^Language of the texts/ }).selectOption("pt-BR");
    await link.getByRole("textbox", { name: "Link text" }).fill(`Jogos ${tag}`);
    await form.getByRole("button", { name: "Save the footer" }).click();
    await expect(page.getByText("Footer saved")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: `Games ${tag}` })).toHaveAttribute("href", "/games");
  });

  test("features a voucher from the content console and sees it on the home page and first in the store", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.contentFeatured);
    await page.goto("/admin?tab=content");
    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Featured vouchers" });
    const form = page.getByRole("form", { name: "Featured vouchers" });
    // Start from no choice, then feature one voucher of the catalogue.
    const stop = form.getByRole("button", { name: /^Stop featuring / });
    while ((await stop.count()) > 0) await stop.first().click();
    await expect(
      form.getByText("No voucher chosen: the catalogue's featured vouchers are shown."),
    ).toBeVisible();
    const picker = form.getByRole("combobox", { name: "Voucher to feature" });
    const title = (await picker.locator("option").nth(1).textContent()) ?? "";
    expect(title).not.toBe("");
    await picker.selectOption({ label: title });
    await form.getByRole("button", { name: "Feature this voucher" }).click();
    await expect(
      form.getByRole("list", { name: "Featured vouchers" }).getByText(title, { exact: true }),
    ).toBeVisible();
    await form.getByRole("button", { name: "Save the featured vouchers" }).click();
    await expect(page.getByText("Featured vouchers saved")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured vouchers" });
    await expect(featured.getByRole("heading", { name: title })).toBeVisible();
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(1);

    await page.goto("/k-store?region=all");
    await expect(page.getByRole("article").first().getByRole("heading", { name: title })).toBeVisible();

    await page.goto("/admin?tab=content");
    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Audit log" });
    await expect(page.getByText("Updated featured vouchers featuredVouchers").first()).toBeVisible();
  });

  test("writes a game's tagline and description in Hindi, which a gamer reading the site in Hindi then sees on the game's page", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const tagline = `मानसून में सबसे तेज़ ड्रिफ़्ट करो ${tag}`;
    const description = `बारिश से भीगी सड़कों पर दोस्तों से रेस लगाओ, अपनी कार सजाओ और हर हफ़्ते की लीग जीतो। ${tag}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.contentGames);
    await page.goto("/admin?tab=content");
    await page
      .getByRole("combobox", { name: "Show" })
      .selectOption({ label: "Game names, taglines and descriptions" });
    const game = page.getByRole("combobox", { name: /^Game/ });
    await expect(game.getByRole("option", { name: "Monsoon Drift" })).toBeAttached();
    await game.selectOption({ label: "Monsoon Drift" });
    const form = page.getByRole("form", { name: "Save the game's texts" });
    const english = await form.getByRole("textbox", { name: "Tagline" }).inputValue();
    expect(english).not.toBe("");
    const englishDescription = await form.getByRole("textbox", { name: "Description" }).inputValue();
    expect(englishDescription).not.toBe("");
    await form.getByRole("combobox", { name: /^Language of the texts/ }).selectOption("hi");
    await expect(form.getByRole("textbox", { name: "Tagline" })).toHaveValue("");
    await form.getByRole("textbox", { name: "Tagline" }).fill(tagline);
    await expect(form.getByRole("textbox", { name: "Description" })).toHaveValue("");
    await form.getByRole("textbox", { name: "Description" }).fill(description);
    await expect(form.getByText(`${description.length} of 10,000 characters`)).toBeVisible();
    // Unsaved: the game cannot be changed until the edit is saved or undone.
    await expect(game).toBeDisabled();
    await form.getByRole("button", { name: "Save the game's texts" }).click();
    await expect(page.getByText("The game's texts are saved")).toBeVisible();
    await expect(game).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    // A gamer reading in Hindi gets the Hindi tagline and description on the game's page, the tagline in the
    // catalogue; in English, English.
    await page.evaluate(() => localStorage.setItem("userSelectedLanguage", "hi"));
    await page.goto("/games/monsoon-drift");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByText(tagline)).toBeVisible();
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByText(englishDescription)).toHaveCount(0);
    await page.goto("/games?search=monsoon");
    await expect(page.getByText(tagline)).toBeVisible();
    await page.evaluate(() => localStorage.setItem("userSelectedLanguage", "en"));
    await page.goto("/games/monsoon-drift");
    await expect(page.getByText(english)).toBeVisible();
    await expect(page.getByText(englishDescription)).toBeVisible();
    await expect(page.getByText(tagline)).toHaveCount(0);
    await expect(page.getByText(description)).toHaveCount(0);

    await page.goto("/admin?tab=content");
    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Audit log" });
    await expect(page.getByText("Updated texts of the game monsoon-drift").first()).toBeVisible();
  });
});
