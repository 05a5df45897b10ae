import { expect, test, type Browser, type Page } from "@playwright/test";
import { routes } from "@/web/lib/routes";
import { fundUsdt, verifyIndianKyc, withdraw } from "./support/cash-out";
import { codeFromDevInbox, seriousViolations, signInByPhone } from "./support/journeys";
import { ADMIN_PHONES } from "./support/admin-phones";

/** A fresh gamer in a context of their own (the admin keeps `page`): the page, and the gamer's id. */
const gamerPage = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const page = await context.newPage();
  const phone = await signInByPhone(page);
  const profile = await page.request.get("/api/users/me/profile", { headers: { source: "website" } });
  const gamerId = ((await profile.json()) as { id: string }).id;
  return { page, phone, gamerId, close: () => context.close() };
};

/** The developer tells the KYC simulator how the next PAN check answers (/dev/providers). */
const nextPanCheck = async (page: Page, answer: "Approve" | "Send to manual review") => {
  await page.goto(routes.devProviders.href());
  const select = page.getByRole("combobox", { name: "Next PAN check" });
  await select.selectOption({ label: answer });
  await expect(select.locator("option:checked")).toHaveText(answer);
};

test.describe("an admin on the money tabs", () => {
  test.use({ bypassCSP: true });

  test("rejects a PAN check left to manual review, with a reason, and the gamer's KYC reads Rejected", async ({
    page,
    browser,
    baseURL,
  }) => {
    const gamer = await gamerPage(browser, baseURL);
    await nextPanCheck(gamer.page, "Send to manual review");
    await gamer.page.goto(routes.walletKyc.href());
    await gamer.page.getByRole("radio", { name: "India (PAN, Aadhaar and bank account)" }).check();
    const panForm = gamer.page.getByRole("form", { name: "Next: PAN" });
    await panForm.getByRole("textbox", { name: "PAN", exact: true }).fill("ABCPE1234F");
    await panForm.getByRole("textbox", { name: "Full name as on your PAN" }).fill("Ravi Kumar");
    await panForm.getByRole("button", { name: "Verify PAN" }).click();
    await expect(gamer.page.getByRole("region", { name: "Your KYC status" }).getByRole("status")).toHaveText(
      "Pending",
    );
    await nextPanCheck(gamer.page, "Approve");

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.kycReview);
    await page.goto("/admin?tab=kyc");
    await expect(page.getByRole("tab", { name: "KYC reviews" })).toHaveAttribute("aria-selected", "true");
    const review = page.getByRole("article", { name: "Step: PAN" }).filter({ hasText: gamer.gamerId });
    await expect(review).toBeVisible();
    await expect(review.getByText("Ravi Kumar", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A rejection without a reason is not sent.
    await review.getByRole("button", { name: "Reject" }).click();
    await expect(review.getByText("Say why the check is rejected")).toBeVisible();
    await review
      .getByRole("textbox", { name: "Reason (required to reject)" })
      .fill("The PAN card photo does not match the name given");
    await review.getByRole("button", { name: "Reject" }).click();
    await expect(review).toBeHidden();

    await gamer.page.goto(routes.walletKyc.href());
    await expect(gamer.page.getByRole("region", { name: "Your KYC status" }).getByRole("status")).toHaveText(
      "Rejected",
    );
    await gamer.close();
  });

  test("holds a gamer's withdrawal for investigation", async ({ page, browser, baseURL }) => {
    const gamer = await gamerPage(browser, baseURL);
    await verifyIndianKyc(gamer.page, "Neha Gupta");
    await fundUsdt(gamer.page);
    await gamer.page.goto(routes.withdraw.href());
    await gamer.page.getByRole("combobox", { name: "Payout method" }).selectOption({ label: "UPI" });
    await gamer.page.getByRole("textbox", { name: "UPI ID" }).fill("neha.gupta@okicici");
    await gamer.page.getByRole("button", { name: "Save destination" }).click();
    await withdraw(gamer.page, "5", (after) => codeFromDevInbox(gamer.page, gamer.phone, after));
    await gamer.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page, ADMIN_PHONES.payoutHold);
    await page.goto("/admin?tab=payouts");
    await expect(page.getByRole("tab", { name: "Payouts" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("combobox", { name: "Country" }).selectOption("IN");
    const payout = page.getByRole("article").filter({ hasText: gamer.gamerId });
    await expect(payout.getByRole("heading", { level: 3 })).toHaveText(/^5\.00 USDT to /);

    await payout.getByRole("button", { name: "Show events and ledger" }).click();
    await expect(payout.getByText("What the provider said")).toBeVisible();
    // The gamer's 5 USDT left their account, split between the payout, India's TDS and the fee.
    await expect(payout.getByRole("term").filter({ hasText: /^debit · gamer$/ })).toBeVisible();
    await expect(payout.getByRole("definition").filter({ hasText: /^-5\.00 USDT$/ })).toBeVisible();

    const hold = payout.getByRole("button", { name: "Hold for investigation" });
    await expect(hold).toBeDisabled();
    await payout
      .getByRole("textbox", { name: "Investigation note" })
      .fill("Same UPI ID as a flagged account");
    await hold.click();
    await expect(payout.getByText("Held for investigation: Same UPI ID as a flagged account")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
