import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PayoutHistory } from "@/web/features/wallet/components/payout-history";
import { loadCatalogue } from "@/web/lib/intl-provider";
import {
  PROFILE,
  fakeWalletApi,
  ok,
  renderWallet,
  setSignedIn,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

const USDT = 1_000_000;

const withdrawal = (withdrawalId: string, status: string) => ({
  withdrawalId,
  status,
  currency: "USDT",
  amount: 10 * USDT,
  fee: USDT / 2,
  tds: 0,
  net: 9.5 * USDT,
  fiatCurrency: "BRL",
  fiatAmount: 4_940,
  fiatDecimals: 2,
  method: "pix",
  destination: "*************.com",
  provider: "asaas",
  failureReason: null,
  financialYear: "2026-27",
  transactionId: "0f6f0d6e-1111-4c4c-8d8d-000000000009",
  createdAt: "2026-11-28T02:00:00.000Z",
  updatedAt: "2026-11-28T02:05:00.000Z",
});

const api = () =>
  fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/offramp/withdrawals": ok({
      items: [
        withdrawal("0f6f0d6e-1111-4c4c-8d8d-000000000001", "delayed"),
        withdrawal("0f6f0d6e-1111-4c4c-8d8d-000000000002", "processed"),
      ],
    }),
    "GET /api/wallet/approval/status": ok({
      approved: true,
      kycStatus: "verified",
      country: "BR",
      methods: ["pix"],
      registration: null,
      limits: {
        currency: "USDT",
        minimum: 5 * USDT,
        dailyMaximum: 500 * USDT,
        remainingToday: 480 * USDT,
        monthlyMaximum: 2000 * USDT,
        remainingThisMonth: 1980 * USDT,
      },
      fee: { rateBps: 100, minimum: USDT / 2 },
      tds: { applies: false, rateBps: 0, financialYear: "2026-27", withheldThisYear: 0 },
    }),
  });

describe("PayoutHistory", () => {
  it("says a delayed payout is delayed and what that means; a paid one says nothing more", async () => {
    renderWallet(<PayoutHistory />, { fetch: api().fetch });
    const region = await screen.findByRole("region", { name: "Withdrawals" });
    const [delayed, paid] = await within(region).findAllByRole("listitem");
    expect(within(delayed as HTMLElement).getByText("Delayed")).toBeTruthy();
    expect(delayed?.textContent).toContain(
      "The bank is holding this payout for now, so it is taking longer than usual.",
    );
    expect(within(paid as HTMLElement).getByText("Paid")).toBeTruthy();
    expect(paid?.textContent).not.toContain("The bank is holding this payout");
  });

  it("says it in Hebrew too", async () => {
    renderWallet(<PayoutHistory />, {
      fetch: api().fetch,
      locale: "he",
      messages: await loadCatalogue("he"),
    });
    expect(await screen.findByText("מעוכב")).toBeTruthy();
    expect(screen.getByText(/הבנק מחזיק את התשלום הזה כרגע/)).toBeTruthy();
  });
});
