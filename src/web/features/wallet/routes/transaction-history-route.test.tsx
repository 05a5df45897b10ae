import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TransactionHistoryRoute } from "@/web/features/wallet/routes/transaction-history-route";
import {
  LocationProbe,
  PROFILE,
  fakeWalletApi,
  ok,
  problem,
  renderWallet,
  setSignedIn,
  transaction,
  type RecordedRequest,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => {
  setSignedIn(false);
  vi.unstubAllGlobals();
});

/** A window of `width` px: what `matchMedia` answers to the phone query (767 px and narrower). */
const windowOf = (width: number) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: query.includes("max-width: 767px") && width <= 767,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

const page = (
  <>
    <Routes>
      <Route path="/transaction-history" element={<TransactionHistoryRoute />} />
      <Route path="*" element={null} />
    </Routes>
    <LocationProbe />
  </>
);

const PURCHASE = transaction();
const SWAP = transaction({
  id: "0f6f0d6e-1111-4c4c-8d8d-000000000003",
  type: "meta-txn",
  createdAt: "2026-03-05T15:30:00.000Z",
  reference: "5b1f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b",
  amounts: [
    { currency: "KCASH", amount: -10_000 },
    { currency: "USDT", amount: 88_500 },
  ],
  subject: { kind: "swap", fromCurrency: "KCASH", toCurrency: "USDT", chain: "polygon" },
});
const REWARD = transaction({
  id: "0f6f0d6e-1111-4c4c-8d8d-000000000004",
  type: "reward",
  createdAt: "2026-03-04T09:00:00.000Z",
  reference: "campaign:kickstart",
  amounts: [{ currency: "KPOINTS", amount: 1_250 }],
  subject: { kind: "campaign", slug: "kickstart", title: "Kickstart" },
});

/** A history of `total` movements, answering each page with these three rows. */
const historyApi = (total = 3) =>
  fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/transactions": (request: RecordedRequest) =>
      ok({
        items: [SWAP, PURCHASE, REWARD],
        page: {
          pageOffset: Number(request.query.get("pageOffset")),
          pageLimit: Number(request.query.get("pageLimit")),
          total,
        },
      }),
    [`GET /api/transactions/simplified/onramp/id/${PURCHASE.reference ?? ""}`]: ok({
      id: PURCHASE.reference,
      type: "onramp",
      status: "completed",
      createdAt: PURCHASE.createdAt,
      amounts: PURCHASE.amounts,
      transactionId: PURCHASE.id,
      fiat: { currency: "INR", amount: 42_500, decimals: 2 },
    }),
    [`GET /api/transactions/simplified/meta-txn/id/${SWAP.id}`]: problem(404, "TransactionNotFound"),
  });

const lastQuery = (fake: ReturnType<typeof historyApi>) =>
  Object.fromEntries(fake.to("GET /api/transactions").at(-1)?.query ?? []);

describe("TransactionHistoryRoute", () => {
  it("asks a guest to sign in, and fetches nothing", async () => {
    const fake = historyApi();
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history", signedIn: false });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe(
      "/transaction-history?startLoginFlow=true",
    );
    expect(fake.to("GET /api/transactions")).toEqual([]);
  });

  it("lists every movement with its date and signed amounts, in the reader's format", async () => {
    const fake = historyApi();
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history" });
    const table = await screen.findByRole("table", { name: "Your transactions" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "05/Mar/26, 03:30 pmSwapK-Cash to USDT on Polygon-100 K-Cash+0.0885 USDTDetails",
      "05/Mar/26, 02:07 pmK-Cash purchaseOrder of ₹425.00+500 K-CashDetails",
      "04/Mar/26, 09:00 amRewardKickstart+1,250 K-Points",
    ]);
    expect(screen.getByText("3 transactions")).toBeTruthy();
    expect(lastQuery(fake)).toEqual({ pageOffset: "0", pageLimit: "20" });
  });

  it("names what every row was for, and links to it", async () => {
    const rows = [
      REWARD,
      transaction({
        id: "0f6f0d6e-1111-4c4c-8d8d-000000000005",
        type: "reward",
        reference: "campaign:bullieverse-first-run",
        amounts: [{ currency: "KPOINTS", amount: 40 }],
        subject: { kind: "quest", slug: "bullieverse-first-run", title: "Bullieverse: first run" },
      }),
      transaction({
        id: "0f6f0d6e-1111-4c4c-8d8d-000000000006",
        type: "reward",
        reference: "tournament:3c3c3c3c-4444-4c4c-8d8d-000000000006",
        amounts: [{ currency: "KCASH", amount: 7_500 }],
        subject: {
          kind: "tournament",
          tournamentId: "3c3c3c3c-4444-4c4c-8d8d-000000000006",
          title: "Dark Throne Diwali Cup",
        },
      }),
      transaction({
        id: "0f6f0d6e-1111-4c4c-8d8d-000000000007",
        type: "shop",
        reference: "voucher:amazon-pay-100",
        amounts: [{ currency: "KCASH", amount: -120_000 }],
        subject: { kind: "voucher", slug: "amazon-pay-100", brand: "Amazon", title: "Pay ₹100" },
      }),
      transaction({
        id: "0f6f0d6e-1111-4c4c-8d8d-000000000008",
        type: "reward",
        reference: "dev-reward",
        amounts: [{ currency: "KCASH", amount: 500 }],
        subject: { kind: "devReward" },
      }),
      PURCHASE,
    ];
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/transactions": ok({ items: rows, page: { pageOffset: 0, pageLimit: 20, total: 6 } }),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history" });
    const table = await screen.findByRole("table", { name: "Your transactions" });
    const links = within(table)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Kickstart", "/gamer/k-drop/kickstart"],
      ["Bullieverse: first run", "/gamer/k-quest/bullieverse-first-run"],
      ["Dark Throne Diwali Cup", "/tournaments/3c3c3c3c-4444-4c4c-8d8d-000000000006"],
      ["Amazon: Pay ₹100", "/k-store?tab=mine"],
      ["Order of ₹425.00", `/purchase-confirmation?paymentId=${PURCHASE.reference ?? ""}`],
    ]);
    expect(within(table).getByText("Development reward")).toBeTruthy();
    expect(within(table).queryByText("No details")).toBeNull();

    fireEvent.click(within(table).getByRole("link", { name: "Kickstart" }));
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("/gamer/k-drop/kickstart");
  });

  it("on a phone, puts what a row was for, its kind, date and details in one column beside the amounts", async () => {
    windowOf(375);
    const fake = historyApi();
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history" });
    const table = await screen.findByRole("table", { name: "Your transactions" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Transaction", "Amount"]);
    const [swap, purchase, reward] = within(table).getAllByRole("row").slice(1);
    expect(within(reward as HTMLElement).getByRole("rowheader").textContent).toBe(
      "KickstartReward · 04/Mar/26, 09:00 am",
    );
    expect(
      within(reward as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["+1,250 K-Points"]);
    expect(within(swap as HTMLElement).getByRole("rowheader").textContent).toBe(
      "K-Cash to USDT on PolygonSwap · 05/Mar/26, 03:30 pmDetails",
    );
    fireEvent.click(
      within(purchase as HTMLElement).getByRole("button", {
        name: "Details of the K-Cash purchase of 05/Mar/26, 02:07 pm",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Transaction details" });
    await within(dialog).findByText("₹425.00");
  });

  it("filters by type, currency and dates, and goes back to the first page", async () => {
    const fake = historyApi(45);
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history?page=20" });
    await screen.findByRole("table");
    expect(lastQuery(fake)).toMatchObject({ pageOffset: "20" });

    fireEvent.change(screen.getByRole("combobox", { name: "Type" }), { target: { value: "meta-txn" } });
    await waitFor(() =>
      expect(lastQuery(fake)).toEqual({ type: "meta-txn", pageOffset: "0", pageLimit: "20" }),
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Currency" }), { target: { value: "USDT" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-31" } });
    await waitFor(() =>
      expect(lastQuery(fake)).toEqual({
        type: "meta-txn",
        currency: "USDT",
        from: "2026-03-01T00:00:00.000Z",
        to: "2026-03-31T23:59:59.999Z",
        pageOffset: "0",
        pageLimit: "20",
      }),
    );
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
      "/transaction-history?type=meta-txn&currency=USDT&from=2026-03-01&to=2026-03-31",
    );

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-04-01" } });
    expect(await screen.findByText("The end date must not be before the start date")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastQuery(fake)).toEqual({ pageOffset: "0", pageLimit: "20" }));
  });

  it("pages by 8 or 20", async () => {
    const fake = historyApi(45);
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history" });
    await screen.findByRole("table");
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastQuery(fake)).toEqual({ pageOffset: "20", pageLimit: "20" }));

    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), { target: { value: "8" } });
    await waitFor(() => expect(lastQuery(fake)).toEqual({ pageOffset: "0", pageLimit: "8" }));
    expect(await screen.findByText("Page 1 of 6")).toBeTruthy();
  });

  it("opens a purchase's details by its payment id, and says when a transaction cannot be found", async () => {
    const fake = historyApi();
    renderWallet(page, { fetch: fake.fetch, route: "/transaction-history" });
    fireEvent.click(
      await screen.findByRole("button", { name: "Details of the K-Cash purchase of 05/Mar/26, 02:07 pm" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Transaction details" });
    await within(dialog).findByText("₹425.00");
    expect(within(dialog).getByText("Completed")).toBeTruthy();
    expect(dialog.textContent).toContain("+500 K-Cash");
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Details of the Swap of 05/Mar/26, 03:30 pm" }));
    const failed = await screen.findByRole("dialog", { name: "Transaction details" });
    expect((await within(failed).findByRole("alert")).textContent).toBe("Transaction not found");
  });

  it("says when there is nothing yet, and when the history cannot be loaded", async () => {
    const empty = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/transactions": ok({ items: [], page: { pageOffset: 0, pageLimit: 20, total: 0 } }),
    });
    const { unmount } = renderWallet(page, { fetch: empty.fetch, route: "/transaction-history" });
    expect(await screen.findByRole("heading", { name: "No transactions yet" })).toBeTruthy();
    unmount();

    const failing = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/transactions": problem(400, "ValidationFailed"),
    });
    renderWallet(page, { fetch: failing.fetch, route: "/transaction-history" });
    expect(
      await screen.findByRole("heading", { name: "Your transactions could not be loaded" }),
    ).toBeTruthy();
  });
});
