/**
 * What the cash-out journeys share: a gamer verified through the KYC simulator (India: PAN, DigiLocker and a
 * bank account; Brazil: CPF and a PIX key), and USDT to withdraw, swapped from K-Cash of the dev rewards.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { routes } from "@/web/lib/routes";

const website = { source: "website" };

const openKyc = async (page: Page) => {
  await page.goto(routes.walletKyc.href());
  await expect(page.getByRole("heading", { level: 1, name: "KYC verification" })).toBeVisible();
};

const kycStatus = (page: Page) => page.getByRole("region", { name: "Your KYC status" }).getByRole("status");

/** PAN, Aadhaar through the DigiLocker simulator, then a bank account, as kyc.spec.ts does at length. */
export const verifyIndianKyc = async (page: Page, name: string) => {
  await openKyc(page);
  await page.getByRole("radio", { name: "India (PAN, Aadhaar and bank account)" }).check();
  const panForm = page.getByRole("form", { name: "Next: PAN" });
  await panForm.getByRole("textbox", { name: "PAN", exact: true }).fill("ABCPE1234F");
  await panForm.getByRole("textbox", { name: "Full name as on your PAN" }).fill(name);
  await panForm.getByRole("button", { name: "Verify PAN" }).click();
  await page.getByRole("button", { name: "Continue to DigiLocker" }).click();
  const consentUrl = await page.getByRole("link", { name: "Open DigiLocker (new tab)" }).getAttribute("href");
  await page.goto(consentUrl ?? "");
  await page.getByRole("textbox", { name: "Name on the Aadhaar" }).fill(name);
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/wallet\/kyc$/);
  const bankForm = page.getByRole("form", { name: "Next: Bank account" });
  await bankForm.getByRole("textbox", { name: "Bank account number" }).fill("123456789012");
  await bankForm.getByRole("textbox", { name: "IFSC code" }).fill("SBIN0001234");
  await bankForm.getByRole("button", { name: "Verify bank account" }).click();
  await expect(kycStatus(page)).toHaveText("Verified");
};

/** A CPF and an e-mail PIX key. */
export const verifyBrazilianKyc = async (page: Page, name: string, pixKey: string) => {
  await openKyc(page);
  await page.getByRole("radio", { name: "Brazil (CPF and PIX key)" }).check();
  const cpfForm = page.getByRole("form", { name: "Next: CPF" });
  await cpfForm.getByRole("textbox", { name: "CPF", exact: true }).fill("529.982.247-25");
  await cpfForm.getByRole("textbox", { name: "Full name as registered with your CPF" }).fill(name);
  await cpfForm.getByRole("button", { name: "Verify CPF" }).click();
  const pixForm = page.getByRole("form", { name: "Next: PIX key" });
  await pixForm.getByRole("radio", { name: "E-mail" }).check();
  await pixForm.getByRole("textbox", { name: "PIX key" }).fill(pixKey);
  await pixForm.getByRole("button", { name: "Save PIX key" }).click();
  await expect(kycStatus(page)).toHaveText("Verified");
};

/** The most K-Cash one dev reward credits, in base units (the request's schema maximum). */
const DEV_REWARD_MAX = 100_000;

/**
 * Gives the signed-in gamer some 6 USDT: seven dev rewards of 1,000 K-Cash, swapped to USDT through the
 * swap's own quote and confirmation (the cash-out minimum is 5 USDT).
 */
export const fundUsdt = async (page: Page) => {
  for (let reward = 0; reward < 7; reward += 1) {
    const credited = await page.request.post("/api/wallets/dev-rewards", {
      headers: { ...website, "idempotency-key": randomUUID() },
      data: { currency: "KCASH", amount: DEV_REWARD_MAX },
    });
    expect(credited.status(), await credited.text()).toBe(201);
  }
  const quoted = await page.request.post("/api/onramp/swap", {
    headers: website,
    data: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 7 * DEV_REWARD_MAX, chain: "polygon" },
  });
  expect(quoted.ok(), await quoted.text()).toBe(true);
  const { quoteId } = (await quoted.json()) as { quoteId: string };
  const swapped = await page.request.post("/api/swap", {
    headers: { ...website, "idempotency-key": randomUUID() },
    data: { quoteId },
  });
  expect(swapped.ok(), await swapped.text()).toBe(true);
};

/** The signed-in gamer's newest withdrawal's id, as the API lists them (newest first). */
export const newestWithdrawalId = async (page: Page): Promise<string> => {
  const listed = await page.request.get("/api/offramp/withdrawals", { headers: website });
  expect(listed.ok(), await listed.text()).toBe(true);
  const [newest] = ((await listed.json()) as { items: { withdrawalId: string }[] }).items;
  expect(newest).toBeDefined();
  return newest?.withdrawalId ?? "";
};

/**
 * On /wallet/withdraw with a destination saved: the amount, the fee modal, the code sent to `phone` (read from
 * the dev inbox), and the answer.
 */
export const withdraw = async (page: Page, amount: string, codeOf: (after: number) => Promise<string>) => {
  await page.getByRole("textbox", { name: "Amount of USDT" }).fill(amount);
  await page.getByRole("button", { name: "Continue" }).click();
  const fees = page.getByRole("dialog", { name: "Fees" });
  await expect(fees.getByText("You receive")).toBeVisible();
  const sentAfter = Date.now();
  await fees.getByRole("button", { name: "Confirm" }).click();
  const otp = page.getByRole("dialog", { name: "Enter the code" });
  await expect(otp).toBeVisible();
  await otp.getByRole("textbox", { name: "Digit 1 of 6" }).fill(await codeOf(sentAfter));
  await otp.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Withdrawal requested" })).toBeVisible();
};
