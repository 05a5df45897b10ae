import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { components } from "#generated/api";
import { RedeemDialog } from "@/web/features/store/components/redeem-dialog";
import { fakeApi, json, problem, type Reply } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];

afterEach(() => {
  setSignedIn(false);
  vi.unstubAllGlobals();
});

const VOUCHER: Schemas["Voucher"] = {
  id: "5a5a5a5a-0000-4000-8000-000000000001",
  slug: "google-play-inr-100",
  brand: "Google Play",
  title: "Google Play ₹100",
  description: "Apps and games.",
  faceValue: { currency: "INR", amount: 10_000, decimals: 2 },
  price: { currency: "KCASH", amount: 120_000, decimals: 2 },
  kpointsPrice: null,
  regions: ["IN"],
  stock: 4,
  featured: false,
};

const REDEEMED = {
  redemption: {
    id: "7b7b7b7b-0000-4000-8000-000000000001",
    voucher: {
      id: VOUCHER.id,
      slug: VOUCHER.slug,
      brand: VOUCHER.brand,
      title: VOUCHER.title,
      faceValue: VOUCHER.faceValue,
    },
    code: "ABCD-EFGH-JKLM-NPQR",
    redeemedAt: "2026-03-01T10:00:00.000Z",
    pricePaid: { currency: "KCASH", amount: 120_000, decimals: 2 },
    transactionId: "8c8c8c8c-0000-4000-8000-000000000001",
  },
  balance: { currency: "KCASH", amount: 380_000, decimals: 2 },
};

const REDEEM_ROUTE = `POST /api/store/vouchers/${VOUCHER.id}/redemptions`;

const api = (kcash: number, redeem: () => Reply, kpoints = 0) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/wallets/balance": json(200, {
      balances: [
        { currency: "KCASH", amount: kcash, decimals: 2 },
        { currency: "RKLEOS", amount: 0, decimals: 8 },
        { currency: "KPOINTS", amount: kpoints, decimals: 0 },
      ],
    }),
    [REDEEM_ROUTE]: redeem,
  });

const render = (
  fetch: typeof globalThis.fetch,
  onClose = vi.fn(),
  market: Schemas["Market"] | undefined = undefined,
  voucher: Schemas["Voucher"] = VOUCHER,
) => {
  renderWithSession(
    <Routes>
      <Route path="/k-store" element={<RedeemDialog voucher={voucher} market={market} onClose={onClose} />} />
    </Routes>,
    { fetch, route: "/k-store" },
  );
  return onClose;
};

describe("RedeemDialog", () => {
  it("confirms the price and the balance after, then shows the code with a copy button", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const fake = api(500_000, () => json(201, REDEEMED));
    render(fake.fetch);
    const dialog = await screen.findByRole("dialog", { name: "Redeem Google Play ₹100" });
    expect(within(dialog).getByText("1,200 K-Cash")).toBeTruthy();
    expect(await within(dialog).findByText("5,000 K-Cash")).toBeTruthy();
    expect(within(dialog).getByText("3,800 K-Cash")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm and redeem" }));
    const success = await screen.findByRole("dialog", { name: "Your voucher code" });
    expect(within(success).getByText("ABCD-EFGH-JKLM-NPQR")).toBeTruthy();
    fireEvent.click(within(success).getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("ABCD-EFGH-JKLM-NPQR"));
    expect(await screen.findByText("Code copied")).toBeTruthy();

    const sent = fake.to(REDEEM_ROUTE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says how much K-Cash is missing and links to Buy K-Cash instead of redeeming", async () => {
    const fake = api(100_000, () => json(201, REDEEMED));
    render(fake.fetch);
    const dialog = await screen.findByRole("dialog");
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("You need 200 K-Cash more to redeem this voucher.");
    expect(within(dialog).getByRole("link", { name: "Buy K-Cash" }).getAttribute("href")).toBe("/buy-kcash");
    expect(within(dialog).queryByRole("button", { name: "Confirm and redeem" })).toBeNull();
    expect(fake.to(REDEEM_ROUTE)).toHaveLength(0);
  });

  it("pays with K-Points where the voucher has a K-Points price, showing the K-Points balance", async () => {
    const fake = api(
      100_000,
      () =>
        json(201, {
          redemption: {
            ...REDEEMED.redemption,
            pricePaid: { currency: "KPOINTS", amount: 600, decimals: 0 },
          },
          balance: { currency: "KPOINTS", amount: 400, decimals: 0 },
        }),
      1_000,
    );
    render(fake.fetch, vi.fn(), undefined, {
      ...VOUCHER,
      kpointsPrice: { currency: "KPOINTS", amount: 600, decimals: 0 },
    });
    const dialog = await screen.findByRole("dialog");
    // K-Cash first: 1,000 K-Cash held, 1,200 asked.
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: "600 K-Points" }));
    expect(await within(dialog).findByText("Your K-Points")).toBeTruthy();
    expect(within(dialog).getByText("400 K-Points")).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm and redeem" }));
    expect(await screen.findByRole("dialog", { name: "Your voucher code" })).toBeTruthy();
    const sent = fake.to(REDEEM_ROUTE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query.get("payWith")).toBe("KPOINTS");
  });

  it("says a voucher is not for the gamer's region before anything is confirmed", async () => {
    const fake = api(500_000, () => json(201, REDEEMED));
    render(fake.fetch, vi.fn(), {
      country: "BR",
      source: "phone",
      storeRegion: "BR",
      fiatCurrency: "BRL",
      fiatPerUsdt: 560,
      fiatDecimals: 2,
    });
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This voucher is not available in your region",
    );
    expect(within(dialog).queryByRole("button", { name: "Confirm and redeem" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Back to the store" })).toBeTruthy();
    expect(fake.to(REDEEM_ROUTE)).toHaveLength(0);
  });

  it("shows the server's InsufficientBalance with the buy link", async () => {
    const fake = api(500_000, () =>
      problem(402, "InsufficientBalance", { currency: "KCASH", required: 120_000, available: 1_000 }),
    );
    render(fake.fetch);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Confirm and redeem" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Not enough K-Cash or rKLEOS");
    expect(within(dialog).getByRole("link", { name: "Buy K-Cash" })).toBeTruthy();
  });

  it("retries a failed attempt with the same idempotency key", async () => {
    let calls = 0;
    const fake = api(500_000, () => {
      calls += 1;
      return calls === 1 ? problem(500, "InternalError") : json(201, REDEEMED);
    });
    render(fake.fetch);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Confirm and redeem" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Something went wrong");
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("ABCD-EFGH-JKLM-NPQR")).toBeTruthy();
    const keys = fake.to(REDEEM_ROUTE).map((request) => request.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("tells a sold-out or out-of-region voucher apart and offers no retry", async () => {
    const fake = api(500_000, () => problem(409, "VoucherOutOfStock", { voucherId: VOUCHER.id }));
    const onClose = render(fake.fetch);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Confirm and redeem" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("This voucher is sold out");
    expect(within(dialog).queryByRole("button", { name: "Try again" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Back to the store" }));
    expect(onClose).toHaveBeenCalled();
  });
});
