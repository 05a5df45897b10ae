/**
 * What the wallet tests share: a fake API answering by method and path (recording every request with its
 * headers, so a test can check the Idempotency-Key), answers in the contract's shapes, and a render with the
 * providers the money pages use. Test-only: no page imports it.
 */
import type { RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { useLocation } from "react-router";
import type { components } from "#generated/api";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { ToastProvider } from "@/web/components/toast";
import { createApiClient } from "@/web/lib/api-client";
import { ApiClientProvider } from "@/web/lib/api-context";
import { SESSION_HINT_COOKIE, SessionProvider } from "@/web/lib/session";
import { renderView } from "@/web/testing/render";

type Schemas = components["schemas"];

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

export type Answer = { readonly status: number; readonly body?: unknown };
export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export const ok = (body: unknown, status = 200): Answer => ({ status, body });

export const problem = (status: number, code: string, fields: Record<string, unknown> = {}): Answer => ({
  status,
  body: { type: `https://kleos.gg/problems/${code}`, title: code, status, code, ...fields },
});

/** A fetch that answers from `routes` ("METHOD /path" → answer or handler) and records every request. */
export const fakeWalletApi = (routes: Record<string, Handler | Answer>) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer =
      route === undefined
        ? problem(404, "RouteNotFound")
        : typeof route === "function"
          ? await route(recorded)
          : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": answer.status >= 400 ? "application/problem+json" : "application/json" },
    });
  };
  const to = (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route);
  return { requests, to, fetch: fetch as typeof globalThis.fetch };
};

export const setSignedIn = (signedIn: boolean) => {
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/`
    : `${SESSION_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

export const PROFILE = {
  id: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
  username: "gamer1",
  firstName: null,
  email: null,
  emailVerified: false,
  phoneNumber: "+919876543210",
  phoneVerified: true,
  evmWalletAddress: null,
  countryCode: "IN",
  city: null,
  college: null,
  profession: null,
  preferredRole: null,
  preferredPlatform: null,
  pictureUrl: null,
  socialStatuses: {
    twitter: { isActive: false },
    discord: { isActive: false },
    google: { isActive: false },
    wallet: { isActive: false },
    steam: { isActive: false },
    telegram: { isActive: false },
  },
  createdAt: "2026-01-01T00:00:00.000Z",
};

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

export const transaction = (overrides: Partial<Schemas["Transaction"]> = {}): Schemas["Transaction"] => ({
  id: "0f6f0d6e-1111-4c4c-8d8d-000000000001",
  type: "onramp",
  status: "completed",
  createdAt: "2026-03-05T14:07:00.000Z",
  reference: "7a7a7a7a-2222-4c4c-8d8d-000000000002",
  amounts: [{ currency: "KCASH", amount: 50_000 }],
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
export const renderWallet = (
  ui: ReactElement,
  {
    fetch,
    route = "/",
    signedIn = true,
  }: { fetch: typeof globalThis.fetch; route?: string; signedIn?: boolean },
): RenderResult => {
  setSignedIn(signedIn);
  return renderView(
    <ApiClientProvider client={createApiClient({ baseUrl: "http://kleos.test", fetch })}>
      <ModalManagerProvider>
        <ToastProvider>
          <SessionProvider>{ui}</SessionProvider>
        </ToastProvider>
      </ModalManagerProvider>
    </ApiClientProvider>,
    { route },
  );
};

/** Shows where the router is, for tests that follow a navigation. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
};
