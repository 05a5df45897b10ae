import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeaderBalances } from "@/web/features/wallet/components/header-balances";
import { TransactionHistoryRoute } from "@/web/features/wallet/routes/transaction-history-route";
import {
  LocationProbe,
  PROFILE,
  balances,
  fakeWalletApi,
  ok,
  problem,
  renderWallet,
  setSignedIn,
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

describe("HeaderBalances", () => {
  it("shows a signed-in gamer's balances in full beside the menu: K-Cash and rKLEOS link to the history", async () => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/wallets/balance": ok(balances(1_234_567, 12_345_678, 1_250)),
    });
    renderWallet(<HeaderBalances placement="inline" />, { fetch: fake.fetch });
    const group = await screen.findByRole("group", { name: "Your balances" });
    const link = within(group).getByRole("link", { name: "12,345.67 K-Cash, 0.12345678 rKLEOS" });
    expect(link.getAttribute("href")).toBe("/transaction-history");
    const kpoints = within(group).getByRole("button", { name: "1,250 K-Points: open your K-Points summary" });
    expect(kpoints.textContent).toBe("1,250 K-Points");
    expect(fake.to("GET /api/wallets/kpoints/summary")).toEqual([]);
  });

  it.each(["bar", "inline"] as const)(
    "shortens the amounts on a phone to spec §9's amounts, never compacting thousands to K, in the %s placement",
    async (placement) => {
      windowOf(375);
      const fake = fakeWalletApi({
        "GET /api/users/me/profile": ok(PROFILE),
        "GET /api/wallets/balance": ok(balances(405_000, 12_345_678, 3_400_000)),
      });
      renderWallet(<HeaderBalances placement={placement} />, { fetch: fake.fetch });
      expect(await screen.findByRole("link", { name: "4,050 K-Cash, 0.12 rKLEOS" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "3.40M K-Points: open your K-Points summary" })).toBeTruthy();
    },
  );

  it("shows full amounts in the strip under the header on a desktop that has no room for them in its row", async () => {
    windowOf(1024);
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/wallets/balance": ok(balances(1_234_567, 12_345_678, 3_400_000)),
    });
    renderWallet(<HeaderBalances placement="bar" />, { fetch: fake.fetch });
    expect(await screen.findByRole("link", { name: "12,345.67 K-Cash, 0.12345678 rKLEOS" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "3.40M K-Points: open your K-Points summary" })).toBeTruthy();
  });

  it("shows nothing to a guest, and asks for nothing", async () => {
    const fake = fakeWalletApi({});
    renderWallet(<HeaderBalances placement="inline" />, { fetch: fake.fetch, signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(fake.to("GET /api/wallets/balance")).toEqual([]);
  });

  it("stays out of the way when the balances cannot be loaded", async () => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/wallets/balance": problem(500, "InternalError"),
    });
    renderWallet(<HeaderBalances placement="inline" />, { fetch: fake.fetch });
    await waitFor(() => expect(fake.to("GET /api/wallets/balance").length).toBeGreaterThan(0));
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  describe("the K-Points button", () => {
    const SUMMARY = {
      balance: 1_250,
      earned: 1_500,
      spent: 250,
      bySource: [
        { type: "reward", earned: 1_500, spent: 0 },
        { type: "shop", earned: 0, spent: 250 },
      ],
    };
    const summaryApi = () =>
      fakeWalletApi({
        "GET /api/users/me/profile": ok(PROFILE),
        "GET /api/wallets/balance": ok(balances(1_234_567, 12_345_678, 1_250)),
        "GET /api/wallets/kpoints/summary": ok(SUMMARY),
        "GET /api/transactions": (request: RecordedRequest) =>
          ok({
            items: [],
            page: {
              pageOffset: Number(request.query.get("pageOffset")),
              pageLimit: Number(request.query.get("pageLimit")),
              total: 0,
            },
          }),
      });
    const header = (placement: "inline" | "bar") => (
      <>
        <HeaderBalances placement={placement} />
        <Routes>
          <Route path="/" element={null} />
          <Route path="/transaction-history" element={<TransactionHistoryRoute />} />
        </Routes>
        <LocationProbe />
      </>
    );

    it.each(["inline", "bar"] as const)(
      "opens the K-Points summary from the %s placement",
      async (placement) => {
        const fake = summaryApi();
        renderWallet(header(placement), { fetch: fake.fetch });
        fireEvent.click(await screen.findByRole("button", { name: /K-Points: open your K-Points summary$/ }));
        const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
        expect(await within(dialog).findByText("Your K-Points balance")).toBeTruthy();
        expect(within(dialog).getByRole("rowheader", { name: "Reward" })).toBeTruthy();
        expect(fake.to("GET /api/wallets/kpoints/summary")).toHaveLength(1);
      },
    );

    it("closes with Esc and gives focus back to the button", async () => {
      renderWallet(header("inline"), { fetch: summaryApi().fetch });
      const opener = await screen.findByRole("button", {
        name: "1,250 K-Points: open your K-Points summary",
      });
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
      expect(dialog.contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(document.activeElement).toBe(opener);
    });

    it("links to the history filtered to K-Points, which the history reads, and closes on the way", async () => {
      const fake = summaryApi();
      renderWallet(header("inline"), { fetch: fake.fetch });
      fireEvent.click(await screen.findByRole("button", { name: /open your K-Points summary/ }));
      const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
      fireEvent.click(await within(dialog).findByRole("link", { name: "See your K-Points transactions" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
        "/transaction-history?currency=KPOINTS",
      );
      const currency = await screen.findByRole("combobox", { name: "Currency" });
      expect((currency as HTMLSelectElement).value).toBe("KPOINTS");
      await waitFor(() =>
        expect(fake.to("GET /api/transactions").at(-1)?.query.get("currency")).toBe("KPOINTS"),
      );
    });
  });
});
