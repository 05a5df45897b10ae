import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useWalletBalances } from "@/web/features/wallet/api/wallet-api";
import { EmptyWalletHelp, isEmptyWallet } from "@/web/features/wallet/components/no-earnings-dialog";
import {
  PROFILE,
  balances,
  fakeWalletApi,
  ok,
  renderWallet,
  setSignedIn,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

/** Says when the shared balances query has its answer (EmptyWalletHelp renders from the same one). */
const BalancesProbe = () => {
  const wallet = useWalletBalances();
  return wallet.data === undefined ? null : <p>Balances loaded</p>;
};

const walletWith = (kcash: number) =>
  fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/wallets/balance": ok(balances(kcash)),
  });

describe("isEmptyWallet", () => {
  it("is true only when every balance is zero", () => {
    expect(isEmptyWallet(balances(0))).toBe(true);
    expect(isEmptyWallet(balances(1))).toBe(false);
  });
});

describe("EmptyWalletHelp", () => {
  it("opens the no-earnings modal on an empty wallet, with the way to the quests", async () => {
    const fake = walletWith(0);
    renderWallet(<EmptyWalletHelp />, { fetch: fake.fetch });
    fireEvent.click(await screen.findByRole("button", { name: "How do I earn?" }));
    const dialog = screen.getByRole("dialog", { name: "No earnings yet" });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(3);
    expect(within(dialog).getByRole("link", { name: "Find a quest" }).getAttribute("href")).toBe(
      "/gamer/k-quest",
    );
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays out of the way once the wallet holds something", async () => {
    const fake = walletWith(500);
    renderWallet(
      <>
        <BalancesProbe />
        <EmptyWalletHelp />
      </>,
      { fetch: fake.fetch },
    );
    await screen.findByText("Balances loaded");
    expect(screen.queryByRole("button", { name: "How do I earn?" })).toBeNull();
  });
});
