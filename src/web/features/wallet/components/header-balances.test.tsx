import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderBalances } from "@/web/features/wallet/components/header-balances";
import {
  PROFILE,
  balances,
  fakeWalletApi,
  ok,
  problem,
  renderWallet,
  setSignedIn,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

describe("HeaderBalances", () => {
  it("shows a signed-in gamer's three balances in full beside the menu, linking to the history", async () => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/wallets/balance": ok(balances(1_234_567, 12_345_678, 1_250)),
    });
    renderWallet(<HeaderBalances placement="inline" />, { fetch: fake.fetch });
    const link = await screen.findByRole("link", {
      name: "Your balances: 12,345.67 K-Cash, 0.12345678 rKLEOS, 1,250 K-Points",
    });
    expect(link.getAttribute("href")).toBe("/transaction-history");
  });

  it("compacts the amounts in the phone's strip", async () => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/wallets/balance": ok(balances(1_234_567, 12_345_678, 3_400_000)),
    });
    renderWallet(<HeaderBalances placement="bar" />, { fetch: fake.fetch });
    expect(
      await screen.findByRole("link", { name: "Your balances: 12.3K K-Cash, 0.12 rKLEOS, 3.4M K-Points" }),
    ).toBeTruthy();
  });

  it("shows nothing to a guest, and asks for nothing", async () => {
    const fake = fakeWalletApi({});
    renderWallet(<HeaderBalances placement="inline" />, { fetch: fake.fetch, signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("link")).toBeNull();
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
  });
});
