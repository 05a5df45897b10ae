import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { WithdrawRoute } from "@/web/features/wallet/routes/withdraw-route";
import {
  LocationProbe,
  PROFILE,
  fakeWalletApi,
  ok,
  problem,
  renderWallet,
  setSignedIn,
  tokens,
  type Answer,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

const page = (
  <>
    <Routes>
      <Route path="/wallet/withdraw" element={<WithdrawRoute />} />
    </Routes>
    <LocationProbe />
  </>
);

const USDT = 1_000_000;

const approval = (overrides: Record<string, unknown> = {}) => ({
  approved: true,
  kycStatus: "verified",
  country: "IN",
  methods: ["upi", "bank"],
  registration: {
    method: "upi",
    destination: "ra**********@okaxis",
    registeredAt: "2026-11-27T10:00:00.000Z",
  },
  limits: {
    currency: "USDT",
    minimum: 5 * USDT,
    dailyMaximum: 500 * USDT,
    remainingToday: 500 * USDT,
    monthlyMaximum: 2000 * USDT,
    remainingThisMonth: 2000 * USDT,
  },
  fee: { rateBps: 100, minimum: USDT / 2 },
  tds: { applies: true, rateBps: 3000, financialYear: "2026-27", withheldThisYear: 0 },
  ...overrides,
});

const quoted = {
  currency: "USDT",
  amount: 10 * USDT,
  fee: USDT / 2,
  tds: 3 * USDT,
  net: 6.5 * USDT,
  fiatCurrency: "INR",
  fiatAmount: 55_250,
  fiatDecimals: 2,
  method: "upi",
  destination: "ra**********@okaxis",
  financialYear: "2026-27",
};

const withdrawal = {
  withdrawalId: "0f6f0d6e-1111-4c4c-8d8d-000000000001",
  status: "requested",
  currency: "USDT",
  amount: 10 * USDT,
  fee: USDT / 2,
  tds: 3 * USDT,
  net: 6.5 * USDT,
  fiatCurrency: "INR",
  fiatAmount: 55_250,
  fiatDecimals: 2,
  method: "upi",
  destination: "ra**********@okaxis",
  provider: "razorpayx",
  failureReason: null,
  financialYear: "2026-27",
  transactionId: "0f6f0d6e-1111-4c4c-8d8d-000000000002",
  createdAt: "2026-11-28T02:00:00.000Z",
  updatedAt: "2026-11-28T02:00:00.000Z",
};

const challenge = {
  challengeId: "0f6f0d6e-1111-4c4c-8d8d-000000000003",
  channel: "whatsapp",
  recipient: "+91••••••210",
  expiresAt: "2026-11-28T02:10:00.000Z",
  resendAvailableAt: "2026-11-28T02:01:00.000Z",
  codeLength: 6,
};

const api = (answers: { approval?: Answer; withdraw?: () => Answer; follow?: Answer } = {}) =>
  fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/wallet/approval/status": answers.approval ?? ok(approval()),
    "GET /api/wallets/tokens/balance": ok(tokens(100 * USDT)),
    "POST /api/offramp/withdrawals/quote": ok(quoted),
    "POST /api/offramp/withdrawals/otp": ok(challenge, 201),
    "POST /api/offramp/withdrawals": answers.withdraw ?? (() => ok(withdrawal, 201)),
    [`GET /api/offramp/withdrawals/${withdrawal.withdrawalId}`]: answers.follow ?? ok(withdrawal),
    "GET /api/offramp/token-prices/USDT": ok({
      token: "USDT",
      decimals: 6,
      kcashPerToken: 1_000,
      platformFeeBps: 150,
      prices: [
        { fiatCurrency: "INR", amount: 8_500, decimals: 2 },
        { fiatCurrency: "BRL", amount: 520, decimals: 2 },
        { fiatCurrency: "USD", amount: 100, decimals: 2 },
      ],
    }),
    "GET /api/offramp/payout-rates/USDT": ok({
      token: "USDT",
      decimals: 6,
      prices: [
        { country: "IN", fiatCurrency: "INR", fiatDecimals: 2, fiatPerToken: 8_500 },
        { country: "BR", fiatCurrency: "BRL", fiatDecimals: 2, fiatPerToken: 520 },
      ],
    }),
  });

const typeCode = (code: string) => {
  [...code].forEach((digit, index) =>
    fireEvent.change(screen.getByRole("textbox", { name: `Digit ${index + 1} of 6` }), {
      target: { value: digit },
    }),
  );
};

describe("the withdraw flow", () => {
  it("sends a gamer without verified KYC to the KYC page", async () => {
    const fake = api({ approval: ok(approval({ kycStatus: "none", approved: false, registration: null })) });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    fireEvent.click(await screen.findByRole("link", { name: "Complete KYC" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe("/wallet/kyc");
  });

  it("shows the fee and the tax, asks for the code, and withdraws once with it", async () => {
    const fake = api();
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount of USDT" }), {
      target: { value: "10" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const fees = await screen.findByRole("dialog", { name: "Fees" });
    expect(fees.textContent).toContain("0.5");
    expect(fees.textContent).toContain("Tax deducted at source (TDS)");
    expect(fees.textContent).toContain("₹552.50");
    expect(fake.to("POST /api/offramp/withdrawals/quote")[0]?.body).toEqual({
      currency: "USDT",
      amount: 10 * USDT,
    });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("dialog", { name: "Enter the code" })).toBeTruthy();
    typeCode("123456");
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByRole("heading", { name: "Withdrawal requested" })).toBeTruthy();
    const [sent] = fake.to("POST /api/offramp/withdrawals");
    expect(sent?.body).toEqual({
      currency: "USDT",
      amount: 10 * USDT,
      challengeId: challenge.challengeId,
      code: "123456",
    });
    expect(sent?.headers.get("idempotency-key")).toBeTruthy();
  });

  it("shows what the amount is worth at today's rate before confirming", async () => {
    const fake = api();
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount of USDT" }), {
      target: { value: "10" },
    });
    expect(await screen.findByText("Worth about ₹850.00 at today's rate")).toBeTruthy();
  });

  it("follows the withdrawal on the result screen until it is paid", async () => {
    const fake = api({ follow: ok({ ...withdrawal, status: "processed" }) });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount of USDT" }), {
      target: { value: "10" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await screen.findByRole("dialog", { name: "Enter the code" });
    typeCode("123456");
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(screen.getByText(/Status: Paid\./)).toBeTruthy());
    expect(fake.to(`GET /api/offramp/withdrawals/${withdrawal.withdrawalId}`).length).toBeGreaterThan(0);
  });

  it("shows the price of USDT in K-Cash and in the gamer's cash-out currency", async () => {
    const fake = api();
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    expect((await screen.findByText(/^Price of USDT today:/)).textContent).toBe(
      "Price of USDT today: 1 USDT = 1,000 K-Cash ≈ ₹85.00",
    );
  });

  it("shows a Brazilian gamer the price in reais, and a gamer without KYC the price in K-Cash", async () => {
    const brazil = api({ approval: ok(approval({ country: "BR", methods: ["pix"] })) });
    const { unmount } = renderWallet(page, { fetch: brazil.fetch, route: "/wallet/withdraw" });
    expect((await screen.findByText(/^Price of USDT today:/)).textContent).toBe(
      "Price of USDT today: 1 USDT = 1,000 K-Cash ≈ R$5.20",
    );
    unmount();
    const unverified = api({
      approval: ok(approval({ kycStatus: "none", approved: false, country: null, registration: null })),
    });
    renderWallet(page, { fetch: unverified.fetch, route: "/wallet/withdraw" });
    expect((await screen.findByText(/^Price of USDT today:/)).textContent).toBe(
      "Price of USDT today: 1 USDT = 1,000 K-Cash",
    );
  });

  it("says a delayed payout is delayed, and what that means for the gamer", async () => {
    const fake = api({ follow: ok({ ...withdrawal, status: "delayed" }) });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount of USDT" }), {
      target: { value: "10" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await screen.findByRole("dialog", { name: "Enter the code" });
    typeCode("123456");
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(screen.getByText(/Status: Delayed\./)).toBeTruthy());
    expect(
      screen.getByText(/The bank is holding this payout for now, so it is taking longer than usual\./),
    ).toBeTruthy();
  });

  it("says why a wrong code is refused, and keeps the dialog open", async () => {
    const fake = api({ withdraw: () => problem(400, "CodeInvalid", { attemptsLeft: 4 }) });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/withdraw" });
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount of USDT" }), {
      target: { value: "10" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await screen.findByRole("dialog", { name: "Enter the code" });
    typeCode("000000");
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(screen.getByText("The code is not correct")).toBeTruthy());
  });
});
