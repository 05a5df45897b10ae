/**
 * What the wallet tests share: the shared recording fake API (which keeps every request's headers, so a test
 * can check the Idempotency-Key), answers in the contract's shapes, and a render with the providers the money
 * pages use. Test-only: no page imports it.
 */
import type { components } from "#generated/api";
import { fakeApi, json, type Answer, type RecordedRequest } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession } from "@/web/testing/render-with-session";

export { problem, type Answer, type RecordedRequest } from "@/web/testing/fake-api";
export { LocationProbe, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];

/** Answers a request (always: the wallet tests have no fall-through handlers). */
export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export const ok = (body: unknown, status = 200): Answer => json(status, body);

/** The shared recording fake API (src/web/testing/fake-api) on `routes` ("METHOD /path" → answer or handler). */
export const fakeWalletApi = (routes: Record<string, Handler | Answer>) => fakeApi(routes);

export const PROFILE = userProfile();

export const balances = (kcash: number, rkleos = 0, kpoints = 0): Schemas["WalletBalances"] => ({
  balances: [
    { currency: "KCASH", amount: kcash, decimals: 2 },
    { currency: "RKLEOS", amount: rkleos, decimals: 8 },
    { currency: "KPOINTS", amount: kpoints, decimals: 0 },
  ],
});

export const tokens = (usdt: number): Schemas["TokenBalances"] => ({
  tokens: [{ currency: "USDT", amount: usdt, decimals: 6, kcashValue: Math.floor(usdt / 10) }],
});

export const CHAINS: Schemas["SwapChains"] = {
  chains: [
    { id: "polygon", name: "Polygon", gasFee: { currency: "USDT", amount: 10_000 } },
    { id: "solana", name: "Solana", gasFee: { currency: "USDT", amount: 2_000 } },
  ],
};

export const quote = (overrides: Partial<Schemas["SwapQuote"]> = {}): Schemas["SwapQuote"] => ({
  quoteId: "5b1f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b",
  fromCurrency: "KCASH",
  toCurrency: "USDT",
  chain: "polygon",
  fromAmount: 10_000,
  deductions: [
    { kind: "platformFee", currency: "KCASH", amount: 150 },
    { kind: "gasFee", currency: "KCASH", amount: 1_000 },
  ],
  fee: 1_150,
  toAmount: 88_500,
  kcashPerUsdt: 1000,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  ...overrides,
});

/** A history row: by default a paid purchase of 500 K-Cash for ₹425.00. */
export const transaction = (
  overrides: Partial<Schemas["HistoryTransaction"]> = {},
): Schemas["HistoryTransaction"] => ({
  id: "0f6f0d6e-1111-4c4c-8d8d-000000000001",
  type: "onramp",
  status: "completed",
  createdAt: "2026-03-05T14:07:00.000Z",
  reference: "7a7a7a7a-2222-4c4c-8d8d-000000000002",
  amounts: [{ currency: "KCASH", amount: 50_000 }],
  subject: {
    kind: "kcashPurchase",
    paymentId: "7a7a7a7a-2222-4c4c-8d8d-000000000002",
    fiat: { currency: "INR", amount: 42_500, decimals: 2 },
  },
  ...overrides,
});

export const order = (overrides: Partial<Schemas["PaymentOrder"]> = {}): Schemas["PaymentOrder"] => ({
  paymentId: "7a7a7a7a-2222-4c4c-8d8d-000000000002",
  status: "created",
  provider: "sandbox",
  kcashAmount: 50_000,
  fiatCurrency: "INR",
  fiatAmount: 42_500,
  fiatDecimals: 2,
  createdAt: "2026-03-05T14:07:00.000Z",
  settledAt: null,
  expiresAt: "2026-03-05T14:37:00.000Z",
  transactionId: null,
  checkout: { kind: "sandbox", url: "/buy-kcash/sandbox/7a7a7a7a-2222-4c4c-8d8d-000000000002" },
  ...overrides,
});

/** Renders a wallet view with a fake API behind it; signed in (with a profile) unless `signedIn` is false. */
export const renderWallet = renderWithSession;
