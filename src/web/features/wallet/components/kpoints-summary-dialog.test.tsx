import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { KPointsSummary } from "@/web/features/wallet/api/wallet-api";
import { KPointsSummaryDialog } from "@/web/features/wallet/components/kpoints-summary-dialog";
import {
  PROFILE,
  fakeWalletApi,
  ok,
  problem,
  renderWallet,
  setSignedIn,
  type Answer,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

/** Answered by the server in its own order (spending first): the dialog lists sources in the history's order. */
const SUMMARY: KPointsSummary = {
  balance: 12_345,
  earned: 15_500,
  spent: 3_155,
  bySource: [
    { type: "shop", earned: 0, spent: 3_155 },
    { type: "reward", earned: 14_000, spent: 0 },
    { type: "redeem", earned: 1_500, spent: 0 },
  ],
};

const summaryApi = (...answers: Answer[]) => {
  let call = 0;
  return fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/wallets/kpoints/summary": () => answers[Math.min(call++, answers.length - 1)] ?? ok(SUMMARY),
  });
};

const inLocale = (locale: string, ui: ReactElement) => (
  <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => undefined}>
    {ui}
  </IntlProvider>
);

/** The figure of a `<dt>`'s `<dd>`. */
const valueOf = (dialog: HTMLElement, label: string): string | null | undefined =>
  within(dialog).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

const cellsOf = (row: HTMLElement): string[] =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");

describe("KPointsSummaryDialog", () => {
  it("shows the balance, the totals and each source from the server's answer, in the reader's locale", async () => {
    const fake = summaryApi(ok(SUMMARY));
    renderWallet(<KPointsSummaryDialog onClose={() => undefined} />, { fetch: fake.fetch });
    const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
    expect(await within(dialog).findByText("12,345 K-Points")).toBeTruthy();
    expect(valueOf(dialog, "Your K-Points balance")).toBe("12,345 K-Points");
    expect(valueOf(dialog, "Earned")).toBe("15,500 K-Points");
    expect(valueOf(dialog, "Spent")).toBe("3,155 K-Points");

    const table = within(dialog).getByRole("table", { name: "By source" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Reward",
      "Store purchase",
      "Redemption",
    ]);
    expect(rows.map(cellsOf)).toEqual([
      ["14,000 K-Points", "0 K-Points"],
      ["0 K-Points", "3,155 K-Points"],
      ["1,500 K-Points", "0 K-Points"],
    ]);
    expect(fake.to("GET /api/wallets/kpoints/summary")).toHaveLength(1);
  });

  it("formats the figures by the reader's locale, not by English", async () => {
    renderWallet(inLocale("pt-BR", <KPointsSummaryDialog onClose={() => undefined} />), {
      fetch: summaryApi(ok(SUMMARY)).fetch,
    });
    const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
    await within(dialog).findByText("Your K-Points balance");
    expect(valueOf(dialog, "Your K-Points balance")).toBe("12.345 K-Points");
    expect(valueOf(dialog, "Earned")).toBe("15.500 K-Points");
  });

  it("tells a gamer without K-Points how to earn them, with no figures and no table", async () => {
    const fake = summaryApi(ok({ balance: 0, earned: 0, spent: 0, bySource: [] }));
    renderWallet(<KPointsSummaryDialog onClose={() => undefined} />, { fetch: fake.fetch });
    const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
    const heading = await within(dialog).findByRole("heading", { name: "No K-Points yet" });
    const empty = heading.closest("[role='status']");
    expect(empty?.textContent).toMatch(/Complete quests and K-Drop campaigns to earn K-Points/);
    expect(within(dialog).queryByRole("table")).toBeNull();
    expect(within(dialog).queryByText("Your K-Points balance")).toBeNull();
  });

  it("says when the summary cannot be loaded, and loads it again on Try again", async () => {
    const fake = summaryApi(problem(429, "TooManyRequests"), ok(SUMMARY));
    renderWallet(<KPointsSummaryDialog onClose={() => undefined} />, { fetch: fake.fetch });
    const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
    const alert = await within(dialog).findByRole("alert");
    expect(
      within(alert).getByRole("heading", { name: "Your K-Points summary could not be loaded" }),
    ).toBeTruthy();
    expect(within(dialog).queryByText("Your K-Points balance")).toBeNull();

    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText("Your K-Points balance")).toBeTruthy();
    expect(valueOf(dialog, "Your K-Points balance")).toBe("12,345 K-Points");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(fake.to("GET /api/wallets/kpoints/summary")).toHaveLength(2);
  });

  it("shows placeholders while the summary loads", async () => {
    let answer: (reply: Answer) => void = () => undefined;
    const pending = new Promise<Answer>((resolve) => {
      answer = resolve;
    });
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/wallets/kpoints/summary": () => pending,
    });
    renderWallet(<KPointsSummaryDialog onClose={() => undefined} />, { fetch: fake.fetch });
    const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
    expect(within(dialog).getByRole("status").textContent).toBe("Loading your K-Points summary…");
    answer(ok(SUMMARY));
    expect(await within(dialog).findByText("Your K-Points balance")).toBeTruthy();
    expect(within(dialog).queryByText("Loading your K-Points summary…")).toBeNull();
  });

  it("closes on Esc and on its Close button", async () => {
    const onClose = vi.fn();
    renderWallet(<KPointsSummaryDialog onClose={onClose} />, { fetch: summaryApi(ok(SUMMARY)).fetch });
    const dialog = await screen.findByRole("dialog", { name: "K-Points summary" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    const [, footerClose] = within(dialog).getAllByRole("button", { name: "Close" });
    fireEvent.click(footerClose ?? dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
