import { expect, test, type Page } from "@playwright/test";
import { routes } from "@/web/lib/routes";
import {
  fundUsdt,
  newestWithdrawalId,
  verifyBrazilianKyc,
  verifyIndianKyc,
  withdraw,
} from "./support/cash-out";
import {
  codeFromDevInbox,
  freshBrazilianNumber,
  overflow,
  seriousViolations,
  signInByPhone,
} from "./support/journeys";

/** The gamer's withdrawals on /transaction-history. */
const withdrawals = (page: Page) => page.getByRole("region", { name: "Withdrawals" });

/** What the site tells the gamer of a delayed payout. */
const DELAYED_NOTE = /^The bank is holding this payout for now, so it is taking longer than usual\./;

/** The result screen of a withdrawal, saying where its payout stands. */
const result = (page: Page, status: string) =>
  page.getByRole("status").filter({ hasText: `Status: ${status}.` });

/**
 * The developer, playing the bank on /dev/providers, decides the payout of `withdrawalId` ("Delay", "Mark paid")
 * once the payout job has sent it.
 */
const decide = async (page: Page, withdrawalId: string, decision: "Delay" | "Mark paid") => {
  await page.goto(routes.devProviders.href());
  const payout = page.getByRole("listitem", { name: new RegExp(`^Payout ${withdrawalId.slice(0, 8)} `) });
  // Each bank says it in its own words (RazorpayX "processing", Asaas "PENDING"): before, and after deciding.
  const before = await payout.getAttribute("aria-label");
  await payout.getByRole("button", { name: decision }).click();
  await expect(payout).not.toHaveAccessibleName(before ?? "");
};

/** Shows the site in `language` from the next page on. */
const speak = (page: Page, language: string) =>
  page.evaluate((code) => window.localStorage.setItem("userSelectedLanguage", code), language);

test.describe("cash-out", () => {
  // The accessibility checks add axe to the page.
  test.use({ bypassCSP: true });

  test("an Indian gamer withdraws to a UPI ID with a one-time code and sees it paid in the history", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const phone = await signInByPhone(page);
    await verifyIndianKyc(page, "Asha Verma");
    await fundUsdt(page);

    await page.goto(routes.withdraw.href());
    await expect(page.getByRole("heading", { level: 1, name: "Withdraw" })).toBeVisible();
    await page.getByRole("combobox", { name: "Payout method" }).selectOption({ label: "UPI" });
    await page.getByRole("textbox", { name: "UPI ID" }).fill("asha.verma@okaxis");
    await page.getByRole("button", { name: "Save destination" }).click();
    await expect(page.getByText("UPI · ", { exact: false })).toBeVisible();
    // What 1 USDT costs today, in K-Cash and in rupees (getTokenPrice).
    await expect(
      page.getByText(/^Price of USDT today: 1 USDT = 1,000 K-Cash ≈ ₹\d[\d,]*\.\d\d$/),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await withdraw(page, "5", (after) => codeFromDevInbox(page, phone, after));
    await expect(page.getByRole("status").filter({ hasText: /is on its way to .*@okaxis/ })).toBeVisible();
    const withdrawalId = await newestWithdrawalId(page);

    // The bank, in another tab, holds the payout: the result screen, never reloaded, says it is delayed and why.
    const bank = await page.context().newPage();
    await decide(bank, withdrawalId, "Delay");
    await expect(result(page, "Delayed")).toBeVisible();
    await expect(result(page, "Delayed").getByText(DELAYED_NOTE)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Later the bank pays it after all.
    await decide(bank, withdrawalId, "Mark paid");
    await expect(result(page, "Paid")).toBeVisible();
    await expect(page.getByText(DELAYED_NOTE)).toBeHidden();
    await bank.close();

    await page.getByRole("status").getByRole("link", { name: "Transaction history" }).click();
    await expect(page).toHaveURL(/\/transaction-history\?currency=USDT$/);
    await expect(withdrawals(page).getByText("Paid", { exact: true })).toBeVisible();
    await expect(withdrawals(page).getByText(/5 USDT to /)).toBeVisible();
  });

  test("a Brazilian gamer withdraws to their PIX key and sees it paid", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await signInByPhone(page, freshBrazilianNumber());
    await verifyBrazilianKyc(page, "Maria Silva", "maria.saque@example.com");
    await fundUsdt(page);

    await page.goto(routes.withdraw.href());
    await page.getByRole("button", { name: "Save destination" }).click();
    await expect(page.getByText("PIX · ", { exact: false })).toBeVisible();
    await expect(page.getByText(/^Price of USDT today: 1 USDT = 1,000 K-Cash ≈ R\$\d+\.\d\d$/)).toBeVisible();
    await withdraw(page, "5", (after) => codeFromDevInbox(page, phone, after));
    await expect(page.getByRole("status").filter({ hasText: /R\$/ })).toBeVisible();
    const withdrawalId = await newestWithdrawalId(page);

    // Asaas blocks the transfer for now: the history says it is delayed and what that means.
    await decide(page, withdrawalId, "Delay");
    await page.goto(routes.transactionHistory.href());
    await expect(withdrawals(page).getByText("Delayed", { exact: true })).toBeVisible();
    await expect(withdrawals(page).getByText(DELAYED_NOTE)).toBeVisible();
    expect(await overflow(page), "the delayed payout at 390 px").toEqual([]);

    // In Hebrew, right to left, the delay's note and the price still fit the phone.
    await speak(page, "he");
    await page.goto(routes.transactionHistory.href());
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText(/^הבנק מחזיק את התשלום הזה כרגע/)).toBeVisible();
    expect(await overflow(page), "the delayed payout in Hebrew at 390 px").toEqual([]);
    await page.screenshot({ path: "test-results/screens/cashout-delayed-390-he.png", fullPage: true });
    await page.goto(routes.withdraw.href());
    await expect(
      page.getByText(/^מחיר USDT היום: 1 USDT = 1,000 K-Cash ≈ \W*\d+\.\d\d\W*R\$$/),
    ).toBeVisible();
    expect(await overflow(page), "the withdraw page in Hebrew at 390 px").toEqual([]);
    await page.screenshot({ path: "test-results/screens/cashout-withdraw-390-he.png", fullPage: true });
    await speak(page, "en");

    // The bank pays it later all the same.
    await decide(page, withdrawalId, "Mark paid");
    await page.goto(routes.transactionHistory.href());
    await expect(withdrawals(page).getByText("Paid", { exact: true })).toBeVisible();
    await expect(withdrawals(page).getByText(DELAYED_NOTE)).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
