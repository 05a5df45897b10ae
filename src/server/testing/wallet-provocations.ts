/**
 * How to provoke each documented error of the wallet's and payments' operations, for the suite that holds
 * every documented error against the contract (plugins/problem-handler.test.ts spreads these into its
 * PROVOKE). Statuses it provokes on its own (401 without a token, 415, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { IdempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import { requestHash } from "@/server/services/wallet/idempotent-requests";
import { razorpaySignature } from "@/server/providers/payments/razorpay-payments";
import { runOnWallet } from "@/server/testing/ledger";
import { resolveRecipe, VALID_REQUESTS, type RequestRecipe } from "@/server/testing/operation-requests";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

export interface WalletProvocation {
  readonly request: RequestRecipe;
  readonly code?: string;
  /** The production app of the suite (no sandbox checkout, no development rewards). */
  readonly app?: "unconfigured";
}

const as = (code: string, request: RequestRecipe, app?: "unconfigured"): WalletProvocation =>
  app === undefined ? { request, code } : { request, code, app };

const signed =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const send = async (testApp: TestApp, session: TestSession, request: InjectOptions) => {
  const response = await testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...session.authorization },
  });
  if (response.statusCode >= 300)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Record<string, unknown>>();
};

const withoutKey = (recipe: RequestRecipe) => async (testApp: TestApp) => {
  const request = await resolveRecipe(recipe, testApp);
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== "idempotency-key"),
  );
  return { ...request, headers };
};

/** The same key, first with one body, then with another. */
const reusedKey = (url: string, first: object, second: object) =>
  signed(async (testApp, session) => {
    const key = randomUUID();
    await send(testApp, session, {
      method: "POST",
      url,
      headers: { "idempotency-key": key },
      payload: first,
    });
    return { method: "POST", url, headers: { "idempotency-key": key }, payload: second };
  });

/** A key whose first request is still working (its record claimed, its lease running). */
const inFlight = (operation: string, url: string, payload: object) =>
  signed(async (testApp, session) => {
    const key = randomUUID();
    await runOnWallet(
      testApp.database,
      IdempotencyRepository.use((records) =>
        records.claim({
          key: `${session.userId}:${key}`,
          userId: session.userId,
          operation,
          requestHash: requestHash(operation, payload),
          lockedUntil: new Date(Date.now() + 60_000),
        }),
      ),
    );
    return { method: "POST", url, headers: { "idempotency-key": key }, payload };
  });

const quoteFor = async (testApp: TestApp, session: TestSession, amount: number): Promise<string> =>
  String(
    (
      await send(testApp, session, {
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount, chain: "polygon" },
      })
    )["quoteId"],
  );

const orderFor = async (testApp: TestApp, session: TestSession): Promise<string> =>
  String(
    (
      await send(testApp, session, {
        method: "POST",
        url: "/api/payments/orders",
        headers: { "idempotency-key": randomUUID() },
        payload: { kcashAmount: 10_000 },
      })
    )["paymentId"],
  );

export const WALLET_PROVOCATIONS: Partial<
  Record<OperationId, Partial<Record<number, RequestRecipe | WalletProvocation>>>
> = {
  claimDevReward: {
    400: withoutKey(VALID_REQUESTS.claimDevReward),
    404: as("RouteNotFound", VALID_REQUESTS.claimDevReward, "unconfigured"),
    409: as(
      "IdempotentRequestInFlight",
      inFlight("claimDevReward", "/api/wallets/dev-rewards", { currency: "KCASH", amount: 5 }),
    ),
    422: as(
      "IdempotencyKeyReused",
      signed(async (testApp, session) => {
        await send(testApp, session, {
          method: "POST",
          url: "/api/wallets/dev-rewards",
          headers: { "idempotency-key": randomUUID() },
          payload: { currency: "KCASH", amount: 50_000 },
        });
        const key = randomUUID();
        const first = await quoteFor(testApp, session, 20_000);
        await send(testApp, session, {
          method: "POST",
          url: "/api/swap",
          headers: { "idempotency-key": key },
          payload: { quoteId: first },
        });
        const second = await quoteFor(testApp, session, 20_000);
        return {
          method: "POST",
          url: "/api/swap",
          headers: { "idempotency-key": key },
          payload: { quoteId: second },
        };
      }),
    ),
  },
  listTransactions: { 400: signed(() => ({ url: "/api/transactions?pageLimit=10" })) },
  getSimplifiedTransaction: {
    400: signed(() => ({ url: `/api/transactions/simplified/swap/id/${randomUUID()}` })),
    404: as(
      "TransactionNotFound",
      signed(() => ({ url: `/api/transactions/simplified/shop/id/${randomUUID()}` })),
    ),
  },
  getSwapDeductions: {
    400: { url: "/api/swap/deductions?fromCurrency=KCASH&toCurrency=USDT&chain=polygon" },
    422: as("SwapAmountTooSmall", {
      url: "/api/swap/deductions?fromCurrency=KCASH&toCurrency=USDT&amount=1&chain=polygon",
    }),
  },
  getOnrampConversion: { 400: { url: "/api/onramp/conversion?kcashAmount=0" } },
  getTokenPrice: { 400: { url: "/api/offramp/token-prices/BTC" } },
  createSwapQuote: {
    400: signed(() => ({
      method: "POST",
      url: "/api/onramp/swap",
      payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: "10", chain: "polygon" },
    })),
    422: as(
      "SwapPairInvalid",
      signed(() => ({
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "KCASH", toCurrency: "KCASH", amount: 10_000, chain: "polygon" },
      })),
    ),
  },
  getSwapGasFee: { 400: { url: "/api/onramp/swap/gas-fee?chain=mars&currency=KCASH" } },
  confirmSwap: {
    400: withoutKey(VALID_REQUESTS.confirmSwap),
    402: as(
      "InsufficientBalance",
      signed(async (testApp, session) => ({
        method: "POST",
        url: "/api/swap",
        headers: { "idempotency-key": randomUUID() },
        payload: { quoteId: await quoteFor(testApp, session, 50_000) },
      })),
    ),
    404: as(
      "QuoteNotFound",
      signed(() => ({
        method: "POST",
        url: "/api/swap",
        headers: { "idempotency-key": randomUUID() },
        payload: { quoteId: randomUUID() },
      })),
    ),
    409: as(
      "QuoteAlreadyUsed",
      signed(async (testApp, session) => {
        await send(testApp, session, {
          method: "POST",
          url: "/api/wallets/dev-rewards",
          headers: { "idempotency-key": randomUUID() },
          payload: { currency: "KCASH", amount: 50_000 },
        });
        const quoteId = await quoteFor(testApp, session, 20_000);
        const confirm = { method: "POST" as const, url: "/api/swap", payload: { quoteId } };
        await send(testApp, session, { ...confirm, headers: { "idempotency-key": randomUUID() } });
        return { ...confirm, headers: { "idempotency-key": randomUUID() } };
      }),
    ),
    422: as(
      "IdempotencyKeyReused",
      signed(async (testApp, session) => {
        await send(testApp, session, {
          method: "POST",
          url: "/api/wallets/dev-rewards",
          headers: { "idempotency-key": randomUUID() },
          payload: { currency: "KCASH", amount: 50_000 },
        });
        const key = randomUUID();
        const first = await quoteFor(testApp, session, 20_000);
        await send(testApp, session, {
          method: "POST",
          url: "/api/swap",
          headers: { "idempotency-key": key },
          payload: { quoteId: first },
        });
        const second = await quoteFor(testApp, session, 20_000);
        return {
          method: "POST",
          url: "/api/swap",
          headers: { "idempotency-key": key },
          payload: { quoteId: second },
        };
      }),
    ),
  },
  buyKcash: {
    400: signed(() => ({
      method: "POST",
      url: "/api/payments/orders",
      headers: { "idempotency-key": randomUUID() },
      payload: { kcashAmount: 5 },
    })),
    409: as(
      "IdempotentRequestInFlight",
      inFlight("createPaymentOrder", "/api/payments/orders", { kcashAmount: 10_000, fiatCurrency: "INR" }),
    ),
    422: as(
      "IdempotencyKeyReused",
      reusedKey("/api/payments/orders", { kcashAmount: 10_000 }, { kcashAmount: 20_000 }),
    ),
    // The production app has no Razorpay to sell through (and no sandbox).
    502: as("UpstreamFailed", VALID_REQUESTS.buyKcash, "unconfigured"),
  },
  getPaymentOrder: {
    400: signed(() => ({ url: "/api/payments/orders/not-a-uuid" })),
    404: as(
      "PaymentNotFound",
      signed(() => ({ url: `/api/payments/orders/${randomUUID()}` })),
    ),
  },
  recordSandboxDecision: {
    400: signed(() => ({
      method: "POST",
      url: `/api/payments/sandbox/${randomUUID()}`,
      payload: { decision: "maybe" },
    })),
    404: as(
      "PaymentNotFound",
      signed(() => ({
        method: "POST",
        url: `/api/payments/sandbox/${randomUUID()}`,
        payload: { decision: "approve" },
      })),
    ),
    409: as(
      "PaymentAlreadySettled",
      signed(async (testApp, session) => {
        const paymentId = await orderFor(testApp, session);
        const url = `/api/payments/sandbox/${paymentId}`;
        await send(testApp, session, { method: "POST", url, payload: { decision: "approve" } });
        return { method: "POST", url, payload: { decision: "decline" } };
      }),
    ),
  },
  recordAsaasEvent: {
    400: async (testApp) => {
      const request = await resolveRecipe(VALID_REQUESTS.recordAsaasEvent, testApp);
      return { ...request, headers: { "content-type": "application/json" } };
    },
    401: as("PaymentEventRejected", async (testApp) => {
      const request = await resolveRecipe(VALID_REQUESTS.recordAsaasEvent, testApp);
      return { ...request, headers: { ...request.headers, "asaas-access-token": "not-the-webhook-token" } };
    }),
  },
  recordRazorpayEvent: {
    400: async (testApp) => {
      const request = await resolveRecipe(VALID_REQUESTS.recordRazorpayEvent, testApp);
      return { ...request, headers: { "content-type": "application/json" } };
    },
    401: as("PaymentEventRejected", async (testApp) => {
      const request = await resolveRecipe(VALID_REQUESTS.recordRazorpayEvent, testApp);
      const body = String(request.payload);
      return {
        ...request,
        headers: {
          ...request.headers,
          "x-razorpay-signature": razorpaySignature(body, "not-the-webhook-secret"),
        },
      };
    }),
  },
};
