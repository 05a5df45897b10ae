import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  json,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const WITHDRAWAL_ID = "5d7c2a9e-3b1f-4c8d-9e6a-0f1b2c3d4e5f";
const GAMER_ID = "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10";
const ADMIN_ID = "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f";
const URL = `/api/admin/payouts/withdrawals/${WITHDRAWAL_ID}`;

const item = (status: string, investigation: { note: string } | null = null) => ({
  withdrawal: {
    withdrawalId: WITHDRAWAL_ID,
    status,
    currency: "USDT",
    amount: 10_000_000,
    fee: 500_000,
    tds: 3_000_000,
    net: 6_500_000,
    fiatCurrency: "INR",
    fiatAmount: 55_250,
    fiatDecimals: 2,
    method: "upi",
    destination: "rahul.sharma@okaxis",
    provider: "razorpayx",
    failureReason: null,
    financialYear: "2026-27",
    transactionId: "6e8d3b0f-4c2a-4d9e-8f7b-1a2b3c4d5e6f",
    createdAt: "2026-06-01T10:00:00.000Z",
    updatedAt: "2026-06-01T10:00:00.000Z",
  },
  userId: GAMER_ID,
  country: "IN",
  providerPayoutId: null,
  providerStatus: null,
  investigation:
    investigation === null
      ? null
      : { ...investigation, markedBy: ADMIN_ID, markedAt: "2026-06-01T10:05:00.000Z" },
});

const page = (items: unknown[]) => ({ items, page: { pageOffset: 0, pageLimit: 20, total: items.length } });

describe("PayoutsConsole", () => {
  it("filters by status and country, and shows a withdrawal's events and ledger", async () => {
    const fake = adminApi({
      "GET /api/admin/payouts/withdrawals": json(200, page([item("processed")])),
      [`GET ${URL}`]: json(200, {
        item: item("processed"),
        events: [
          {
            at: "2026-06-01T10:02:00.000Z",
            source: "webhook",
            outcome: "paid",
            providerStatus: "processed",
            failureReason: null,
            applied: true,
          },
        ],
        ledger: [
          {
            transactionId: "6e8d3b0f-4c2a-4d9e-8f7b-1a2b3c4d5e6f",
            kind: "debit",
            createdAt: "2026-06-01T10:00:00.000Z",
            postings: [{ account: "gamer", currency: "USDT", amount: -10_000_000 }],
          },
        ],
      }),
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=payouts" });
    const card = within(await screen.findByRole("article", { name: "10.00 USDT to rahul.sharma@okaxis" }));
    // A settled payout is neither sent again nor held.
    expect(card.queryByRole("button", { name: "Send the payout again" })).toBeNull();
    expect(card.queryByRole("textbox", { name: "Investigation note" })).toBeNull();

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "processed" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Country" }), { target: { value: "IN" } });
    await waitFor(() =>
      expect(
        Object.fromEntries(fake.called("GET", "/api/admin/payouts/withdrawals").at(-1)!.query),
      ).toMatchObject({ status: "processed", country: "IN", pageOffset: "0" }),
    );

    fireEvent.click(card.getByRole("button", { name: "Show events and ledger" }));
    expect(await card.findByText("What the provider said")).toBeTruthy();
    expect(card.getByText("debit · gamer")).toBeTruthy();
    expect(card.getByText("-10.00 USDT")).toBeTruthy();
  });

  it("sends a requested payout again, and holds it with a note", async () => {
    let held = false;
    const fake = adminApi({
      "GET /api/admin/payouts/withdrawals": () =>
        json(200, page([item("requested", held ? { note: "Closed UPI ID" } : null)])),
      [`POST ${URL}/retry`]: json(202, item("requested")),
      [`PUT ${URL}/investigation`]: ({ body }: RecordedRequest) => {
        held = true;
        return json(200, item("requested", body as { note: string }));
      },
    });
    renderAdmin(fake.fetch, { route: "/admin?tab=payouts" });
    const card = within(await screen.findByRole("article", { name: "10.00 USDT to rahul.sharma@okaxis" }));

    fireEvent.click(card.getByRole("button", { name: "Send the payout again" }));
    expect(await card.findByText("The payout is on its way again")).toBeTruthy();
    expect(fake.called("POST", `${URL}/retry`)).toHaveLength(1);

    const hold = card.getByRole("button", { name: "Hold for investigation" });
    expect(hold.hasAttribute("disabled")).toBe(true);
    fireEvent.change(card.getByRole("textbox", { name: "Investigation note" }), {
      target: { value: " Closed UPI ID " },
    });
    fireEvent.click(hold);
    expect(await card.findByText("Held for investigation: Closed UPI ID")).toBeTruthy();
    expect(fake.called("PUT", `${URL}/investigation`).map((request) => request.body)).toEqual([
      { note: "Closed UPI ID" },
    ]);
  });
});
