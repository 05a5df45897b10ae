import { expect, test, type Page } from "@playwright/test";
import { routes } from "@/web/lib/routes";
import {
  LAYOUT,
  freshBrazilianNumber,
  overflow,
  seriousViolations,
  settle,
  signInByPhone,
} from "./support/journeys";

/** The KYC page's current step, by its heading ("Next: Bank account"). */
const nextStep = (page: Page, step: string) => page.getByRole("heading", { level: 2, name: `Next: ${step}` });

/** The KYC status badge (a live region). */
const kycStatus = (page: Page) => page.getByRole("region", { name: "Your KYC status" }).getByRole("status");

const openKyc = async (page: Page) => {
  await page.goto(routes.walletKyc.href());
  await expect(page.getByRole("heading", { level: 1, name: "KYC verification" })).toBeVisible();
  await expect(kycStatus(page)).toHaveText("Not started");
};

test.describe("KYC", () => {
  // The accessibility checks add axe to the page.
  test.use({ bypassCSP: true });

  test("an Indian gamer verifies PAN, Aadhaar through DigiLocker and a bank account, watching the status live, and claims the bonus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    await page.goto(routes.profile.href());
    await page.getByRole("link", { name: "Go to KYC" }).click();
    await expect(page).toHaveURL(/\/wallet\/kyc$/);
    await openKyc(page);

    await page.getByRole("button", { name: "KYC FAQ" }).click();
    const faq = page.getByRole("dialog", { name: "KYC questions" });
    await expect(faq.getByText("Can I skip DigiLocker?")).toBeVisible();
    await faq.getByRole("button", { name: "Close" }).first().click();
    await expect(faq).toBeHidden();

    await page.getByRole("radio", { name: "India (PAN, Aadhaar and bank account)" }).check();
    const panForm = page.getByRole("form", { name: "Next: PAN" });
    // A company's PAN is refused by the domain rule before anything is sent.
    await panForm.getByRole("textbox", { name: "PAN", exact: true }).fill("AAACB1234C");
    await panForm.getByRole("textbox", { name: "Full name as on your PAN" }).fill("Asha Verma");
    await panForm.getByRole("button", { name: "Verify PAN" }).click();
    await expect(
      panForm.getByText("Please enter the PAN of a person, not of a company or trust"),
    ).toBeVisible();
    await panForm.getByRole("textbox", { name: "PAN", exact: true }).fill("abcpe1234f");
    await expect(
      panForm.getByRole("checkbox", { name: "Also verify my Aadhaar through DigiLocker" }),
    ).toBeChecked();
    await panForm.getByRole("button", { name: "Verify PAN" }).click();

    await expect(nextStep(page, "Aadhaar (DigiLocker)")).toBeVisible();
    await expect(kycStatus(page)).toHaveText("Pending");
    await expect(page.getByText("XXXXX1234F")).toBeVisible();
    await page.getByRole("button", { name: "Continue to DigiLocker" }).click();
    const open = page.getByRole("link", { name: "Open DigiLocker (new tab)" });
    await expect(open).toBeVisible();
    // Followed live: the stream's first event (the check as it stands) replaces "following" as soon as it comes.
    await expect(
      page
        .getByText("Live: following your Aadhaar (DigiLocker) check")
        .or(page.getByText("Aadhaar (DigiLocker): Checking…", { exact: true })),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const consentUrl = await open.getAttribute("href");
    expect(consentUrl).toMatch(/^\/dev\/simulator\/digilocker\/[0-9a-f-]{36}$/);

    // The gamer consents in DigiLocker's tab; the KYC tab, never reloaded, follows the event stream.
    const digilocker = await page.context().newPage();
    await digilocker.goto(consentUrl ?? "");
    await expect(
      digilocker.getByRole("heading", { level: 1, name: "DigiLocker consent (simulator)" }),
    ).toBeVisible();
    await expect(digilocker.getByText("Consent status: PENDING")).toBeVisible();
    await digilocker.getByRole("textbox", { name: "Name on the Aadhaar" }).fill("Asha Verma");
    await digilocker.getByRole("button", { name: "Allow" }).click();
    await expect(digilocker).toHaveURL(/\/wallet\/kyc$/);
    await digilocker.close();

    await expect(nextStep(page, "Bank account")).toBeVisible();
    await expect(page.getByText(/^XXXXXXXX\d{4}$/)).toBeVisible();
    const bankForm = page.getByRole("form", { name: "Next: Bank account" });
    await bankForm.getByRole("textbox", { name: "Bank account number" }).fill("12345");
    await bankForm.getByRole("textbox", { name: "IFSC code" }).fill("SBIN0001234");
    await bankForm.getByRole("button", { name: "Verify bank account" }).click();
    await expect(bankForm.getByText("The bank account number must be 9 to 18 digits")).toBeVisible();
    await bankForm.getByRole("textbox", { name: "Bank account number" }).fill("123456789012");
    await bankForm.getByRole("button", { name: "Verify bank account" }).click();

    await expect(kycStatus(page)).toHaveText("Verified");
    await expect(page.getByText("XXXXXXXX9012 · SBIN0001234")).toBeVisible();
    await page.getByRole("button", { name: "Claim KYC bonus" }).click();
    await expect(page.getByText(/^KYC bonus claimed:/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Change bank account" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/kyc-1280-india-verified.png" });
  });

  test("a Brazilian gamer verifies a CPF and a PIX key and claims the bonus", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signInByPhone(page, freshBrazilianNumber());
    await page.goto(routes.transactionHistory.href());
    await page.getByRole("link", { name: "KYC verification" }).click();
    await openKyc(page);

    await page.getByRole("radio", { name: "Brazil (CPF and PIX key)" }).check();
    const cpfForm = page.getByRole("form", { name: "Next: CPF" });
    await cpfForm.getByRole("textbox", { name: "CPF", exact: true }).fill("529.982.247-24");
    await cpfForm.getByRole("textbox", { name: "Full name as registered with your CPF" }).fill("Maria Silva");
    await cpfForm.getByRole("button", { name: "Verify CPF" }).click();
    await expect(cpfForm.getByText("Please enter a valid CPF")).toBeVisible();
    await cpfForm.getByRole("textbox", { name: "CPF", exact: true }).fill("529.982.247-25");
    await cpfForm.getByRole("button", { name: "Verify CPF" }).click();

    await expect(nextStep(page, "PIX key")).toBeVisible();
    const pixForm = page.getByRole("form", { name: "Next: PIX key" });
    await pixForm.getByRole("radio", { name: "E-mail" }).check();
    await pixForm.getByRole("textbox", { name: "PIX key" }).fill("not an e-mail");
    await pixForm.getByRole("button", { name: "Save PIX key" }).click();
    await expect(pixForm.getByText("Please enter a valid PIX key of the chosen type")).toBeVisible();
    await pixForm.getByRole("textbox", { name: "PIX key" }).fill("maria@example.com");
    await pixForm.getByRole("button", { name: "Save PIX key" }).click();

    await expect(kycStatus(page)).toHaveText("Verified");
    await page.getByRole("button", { name: "Claim KYC bonus" }).click();
    await expect(page.getByText(/^KYC bonus claimed:/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the KYC page fits 390 px in German, Hindi and Hebrew", LAYOUT, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByPhone(page);
    for (const [language, dir] of [
      ["de", "ltr"],
      ["hi", "ltr"],
      ["he", "rtl"],
    ] as const) {
      await page.addInitScript((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      await page.goto(routes.walletKyc.href());
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await page.getByRole("radio").first().check();
      await expect(page.getByRole("form")).toBeVisible();
      expect(await overflow(page), `${language} at 390 px`).toEqual([]);
      await page.screenshot({ path: `test-results/screens/kyc-390-${language}.png`, fullPage: true });
      await page.getByRole("main").getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await settle(page);
      expect(await overflow(page), `${language} FAQ at 390 px`).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
  });
});
