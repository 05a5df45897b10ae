import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { freshBrazilianNumber, overflow, seriousViolations, signInByPhone } from "./support/journeys";

const website = { source: "website" };

test("a guest sees the vouchers and is asked to sign in to redeem", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/k-store?region=BR");
  await expect(page.getByRole("heading", { level: 1, name: "K-Store" })).toBeVisible();
  const card = page.getByRole("article", { name: "iFood gift card R$50" });
  await expect(card).toBeVisible();
  expect(await overflow(page)).toEqual([]);
  // The region tags are a list without markers over them.
  const regions = card.getByRole("list", { name: "Redeemable in" });
  expect(
    await regions
      .getByRole("listitem")
      .first()
      .evaluate((item) => getComputedStyle(item).listStyleType),
  ).toBe("none");
  await card.getByRole("button", { name: "Redeem" }).click();
  const storeLogin = page.getByRole("dialog", { name: "Sign in to redeem iFood gift card R$50" });
  await expect(storeLogin).toBeVisible();
  await storeLogin.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Kleos" })).toBeVisible();
});

test("a gamer with a Brazilian number shops in Brazil, and is told before confirming what is not for Brazil", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInByPhone(page, freshBrazilianNumber());
  await page.goto("/k-store");
  await expect(page.getByText("You shop from Brazil, the country of your phone number.")).toBeVisible();
  // Opens on Brazil's vouchers; the diamonds sell for K-Cash or K-Points.
  await expect(page.getByRole("article", { name: "iFood gift card R$50" })).toBeVisible();
  const diamonds = page.getByRole("article", { name: "100 Free Fire diamonds" });
  await expect(diamonds.getByText("450 K-Points")).toBeVisible();

  await page.goto("/k-store?region=IN");
  await expect(
    page.getByRole("status").filter({ hasText: "not all for your region (Brazil)" }),
  ).toBeVisible();
  const indiaOnly = page.getByRole("article", { name: "Google Play gift card ₹100" });
  await expect(indiaOnly.getByRole("button", { name: "Not in your region" })).toBeDisabled();
  await expect(
    page.getByRole("article", { name: "100 Free Fire diamonds" }).getByRole("button", { name: "Redeem" }),
  ).toBeEnabled();
  expect(await overflow(page)).toEqual([]);
});

test.describe("a gamer in India", () => {
  test.use({ bypassCSP: true });

  test("redeems K-Cash for a voucher, copies the code and finds it under My vouchers and in the history", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInByPhone(page);
    const profile = await page.request.patch("/api/users/me/profile", {
      headers: website,
      data: { countryCode: "IN" },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const reward = await page.request.post("/api/wallets/dev-rewards", {
      headers: { ...website, "idempotency-key": randomUUID() },
      data: { currency: "KCASH", amount: 100_000 },
    });
    expect(reward.status(), await reward.text()).toBe(201);

    await page.goto("/k-store");
    await expect(page.getByRole("heading", { level: 1, name: "K-Store" })).toBeVisible();
    await expect(page.getByLabel("Region")).toHaveValue("IN");
    const card = page.getByRole("article", { name: "100 Free Fire diamonds" });
    await expect(card).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Steam wallet code ₹1000" }).getByText("Sold out").first(),
    ).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Redeem" }).click();
    const dialog = page.getByRole("dialog", { name: "Redeem 100 Free Fire diamonds" });
    await expect(dialog.getByText("1,000 K-Cash", { exact: true })).toBeVisible();
    await expect(dialog.getByText("50 K-Cash", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm and redeem" }).click();
    const success = page.getByRole("dialog", { name: "Your voucher code" });
    const code = success.getByLabel("Voucher code");
    await expect(code).toHaveText(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const redeemed = (await code.textContent()) ?? "";
    await success.getByRole("button", { name: "Done" }).click();

    await page.getByRole("tab", { name: "My vouchers" }).click();
    await expect(
      page.getByRole("article", { name: "100 Free Fire diamonds" }).getByText(redeemed),
    ).toBeVisible();

    await page.goto("/transaction-history");
    const table = page.getByRole("table", { name: "Your transactions" });
    const purchase = table.getByRole("row").filter({ hasText: "Store purchase" });
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText("-950 K-Cash");
  });
});
