import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderBalances } from "@/web/features/wallet/components/header-balances";
import { SwapRoute } from "@/web/features/wallet/routes/swap-route";
import { loadCatalogue } from "@/web/lib/intl-provider";
import {
  CHAINS,
  LocationProbe,
  PROFILE,
  balances,
  fakeWalletApi,
  ok,
  problem,
  quote,
  renderWallet,
  setSignedIn,
  tokens,
  type Answer,
  type Handler,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

const page = (
  <>
    <HeaderBalances placement="inline" />
    <Routes>
      <Route path="/swap" element={<SwapRoute />} />
      <Route path="/currency-exchange" element={<SwapRoute />} />
    </Routes>
    <LocationProbe />
  </>
);

const confirmation = (answer: ReturnType<typeof quote>) => ({
  status: "completed",
  quote: answer,
  transaction: {
    id: "0f6f0d6e-1111-4c4c-8d8d-000000000009",
    type: "meta-txn",
    status: "completed",
    createdAt: "2026-03-05T14:08:00.000Z",
    reference: answer.quoteId,
    amounts: [
      { currency: "KCASH", amount: -answer.fromAmount },
      { currency: "USDT", amount: answer.toAmount },
    ],
  },
});

/** A wallet with 500 K-Cash that swaps once, after which it holds 400 K-Cash and 0.0885 USDT. */
const walletApi = (confirm: Handler | Answer, quoteAnswer: Handler | Answer = ok(quote(), 201)) => {
  let swapped = false;
  return fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/wallets/balance": () => ok(balances(swapped ? 40_000 : 50_000)),
    "GET /api/wallets/tokens/balance": () => ok(tokens(swapped ? 88_500 : 0)),
    "GET /api/swap/chains": ok(CHAINS),
    "POST /api/onramp/swap": quoteAnswer,
    "POST /api/swap": async (request) => {
      const answer = typeof confirm === "function" ? await confirm(request) : confirm;
      if (answer.status === 201) swapped = true;
      return answer;
    },
  });
};

const askForQuote = async (amount: string) => {
  fireEvent.change(await screen.findByRole("textbox", { name: "Amount of K-Cash" }), {
    target: { value: amount },
  });
  fireEvent.click(screen.getByRole("button", { name: "Get a quote" }));
  return screen.findByRole("dialog", { name: "Confirm your swap" });
};

describe("SwapRoute", () => {
  it("asks a guest to sign in", async () => {
    const fake = fakeWalletApi({});
    renderWallet(page, { fetch: fake.fetch, route: "/currency-exchange", signedIn: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to see your wallet" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe(
      "/currency-exchange?startLoginFlow=true",
    );
  });

  it("names each network whole, and says the chosen one's fee under the picker", async () => {
    const fake = walletApi(ok({}, 201));
    renderWallet(page, { fetch: fake.fetch, route: "/swap" });
    const picker = await screen.findByRole("combobox", { name: "Network" });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Polygon", "Solana"]),
    );
    expect(screen.getByText("Network fee: 0.01 USDT")).toBeTruthy();
    expect(picker.getAttribute("aria-describedby")).toBe(screen.getByText("Network fee: 0.01 USDT").id);
    fireEvent.change(picker, { target: { value: "solana" } });
    expect(await screen.findByText("Network fee: 0.002 USDT")).toBeTruthy();
  });

  it("quotes, confirms once with an idempotency key, toasts and refreshes the balances", async () => {
    const fake = walletApi(() => ok(confirmation(quote()), 201));
    renderWallet(page, { fetch: fake.fetch, route: "/swap" });
    expect(await screen.findByRole("link", { name: /500 K-Cash/ })).toBeTruthy();
    fireEvent.change(await screen.findByRole("textbox", { name: "Amount of K-Cash" }), {
      target: { value: "100" },
    });
    // The domain's own terms preview the quote before the server is asked.
    expect(await screen.findByText("You receive about 0.0885 USDT after fees")).toBeTruthy();

    const dialog = await askForQuote("100");
    expect(fake.to("POST /api/onramp/swap")[0]?.body).toEqual({
      fromCurrency: "KCASH",
      toCurrency: "USDT",
      amount: 10_000,
      chain: "polygon",
    });
    const terms = within(dialog);
    expect(terms.getByText("You give").nextSibling?.textContent).toBe("100 K-Cash");
    expect(terms.getByText("Platform fee").nextSibling?.textContent).toBe("1.5 K-Cash");
    expect(terms.getByText("Network fee (Polygon)").nextSibling?.textContent).toBe("10 K-Cash");
    expect(terms.getByText("Total fees").nextSibling?.textContent).toBe("11.5 K-Cash");
    expect(terms.getByText("You receive").nextSibling?.textContent).toBe("0.0885 USDT");
    expect(terms.getByRole("timer", { name: "Quote expires in" }).textContent).toMatch(/^(?:1m )?\d{1,2}s$/);

    fireEvent.click(terms.getByRole("button", { name: "Confirm swap" }));
    expect(await screen.findByText("Swapped 100 K-Cash for 0.0885 USDT")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const sent = fake.to("POST /api/swap");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ quoteId: quote().quoteId });
    expect(sent[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole("link", { name: /400 K-Cash/ })).toBeTruthy();
  });

  it("keeps the rate and every amount one left-to-right run inside Hebrew sentences", async () => {
    const fake = walletApi(() => ok(confirmation(quote()), 201));
    renderWallet(page, {
      fetch: fake.fetch,
      route: "/swap",
      locale: "he",
      messages: await loadCatalogue("he"),
    });
    const title = await screen.findByRole("heading", { level: 1, name: "המרה בין K-Cash ל-USDT" });
    const lead = title.closest("header")?.querySelector("p");
    const rate = lead?.querySelector("bdi");
    expect(rate?.getAttribute("dir")).toBe("ltr");
    expect(rate?.textContent).toBe("1 USDT = 1,000 K-Cash");
    expect(lead?.textContent?.startsWith("1 USDT = 1,000 K-Cash. קבלו הצעת מחיר")).toBe(true);

    fireEvent.change(await screen.findByRole("textbox", { name: "סכום ב-K-Cash" }), {
      target: { value: "100" },
    });
    fireEvent.click(screen.getByRole("button", { name: "קבלת הצעת מחיר" }));
    const terms = within(await screen.findByRole("dialog", { name: "אישור ההמרה שלכם" }));
    const quoted = terms.getByText("שער").nextElementSibling?.querySelector("bdi");
    expect(quoted?.getAttribute("dir")).toBe("ltr");
    expect(quoted?.textContent).toBe("1 USDT = 1,000 K-Cash");
    for (const amount of ["100 K-Cash", "1.5 K-Cash", "0.0885 USDT"]) {
      expect(terms.getByText(amount).closest("[dir]")?.getAttribute("dir")).toBe("ltr");
    }

    fireEvent.click(terms.getByRole("button", { name: "אישור ההמרה" }));
    expect(
      await screen.findByText("המרתם \u2066100 K-Cash\u2069 ל-\u20660.0885 USDT\u2069", {
        normalizer: (text) => text,
      }),
    ).toBeTruthy();
  });

  it("shows the failed step and retries the same confirmation with the same key", async () => {
    let calls = 0;
    const fake = walletApi(() => {
      calls += 1;
      return calls === 1 ? problem(500, "InternalError") : ok(confirmation(quote()), 201);
    });
    renderWallet(page, { fetch: fake.fetch, route: "/swap" });
    const dialog = await askForQuote("100");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm swap" }));

    const failed = await screen.findByRole("dialog", { name: "Swap failed" });
    expect(within(failed).getByRole("alert").textContent).toBe("Something went wrong");
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Confirm your swap" })).getByRole("button", {
        name: "Confirm swap",
      }),
    );
    expect(await screen.findByText("Swapped 100 K-Cash for 0.0885 USDT")).toBeTruthy();
    const keys = fake.to("POST /api/swap").map((request) => request.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("offers a new quote, with a new key, when the quote has expired", async () => {
    let quotes = 0;
    const fake = walletApi(
      (request) =>
        (request.body as { quoteId: string }).quoteId === quote().quoteId
          ? problem(409, "QuoteExpired", { quoteId: quote().quoteId })
          : ok(confirmation(quote({ quoteId: "5b1f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5c" })), 201),
      () => {
        quotes += 1;
        return ok(quotes === 1 ? quote() : quote({ quoteId: "5b1f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5c" }), 201);
      },
    );
    renderWallet(page, { fetch: fake.fetch, route: "/swap" });
    fireEvent.click(within(await askForQuote("100")).getByRole("button", { name: "Confirm swap" }));
    const failed = await screen.findByRole("dialog", { name: "Swap failed" });
    expect(within(failed).getByRole("alert").textContent).toBe(
      "The quote has expired. Please get a new quote.",
    );
    expect(within(failed).queryByRole("button", { name: "Try again" })).toBeNull();

    fireEvent.click(within(failed).getByRole("button", { name: "Get a new quote" }));
    const fresh = await screen.findByRole("dialog", { name: "Confirm your swap" });
    fireEvent.click(within(fresh).getByRole("button", { name: "Confirm swap" }));
    expect(await screen.findByText("Swapped 100 K-Cash for 0.0885 USDT")).toBeTruthy();
    const keys = fake.to("POST /api/swap").map((request) => request.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("refuses an amount above the balance or too small to cover the fees, without asking for a quote", async () => {
    const fake = walletApi(problem(500, "InternalError"));
    renderWallet(page, { fetch: fake.fetch, route: "/swap" });
    await screen.findByRole("link", { name: /500 K-Cash/ });
    const amount = await screen.findByRole("textbox", { name: "Amount of K-Cash" });

    fireEvent.change(amount, { target: { value: "600" } });
    fireEvent.click(screen.getByRole("button", { name: "Get a quote" }));
    expect(await screen.findByText("You have 500 K-Cash, less than this amount")).toBeTruthy();

    fireEvent.change(amount, { target: { value: "10" } });
    expect(
      await screen.findByText(/The amount is too small to swap\. The smallest is [\d.]+ K-Cash\./),
    ).toBeTruthy();

    fireEvent.change(amount, { target: { value: "abc" } });
    expect(await screen.findByText("Enter an amount above zero")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Get a quote" }));
    await waitFor(() => expect(fake.to("POST /api/onramp/swap")).toEqual([]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
