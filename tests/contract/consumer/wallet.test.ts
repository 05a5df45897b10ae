/**
 * The wallet as the site calls it: balances, the history and its details, swap quotes and their
 * confirmation, and buying K-Cash through the sandbox checkout — the wallet feature's own request functions
 * against Pact's mock server. Money-moving POSTs carry an `Idempotency-Key`; the contract fixes its header,
 * not its value (the site makes a new one per user action).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { walletRequests } from "@/web/features/wallet/api/wallet-api";
import { createApiClient, unwrap } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { createKleosWebPact, instant, SITE_HEADERS, SITE_JSON_HEADERS, uuid } from "./kleos-web-pact";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const EXAMPLE_PAYMENT_ID = "7a7a7a7a-2222-4c4c-8d8d-000000000002";
const EXAMPLE_QUOTE_ID = "5b1f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b";
const EXAMPLE_TRANSACTION_ID = "0f6f0d6e-1111-4c4c-8d8d-000000000009";
const EXAMPLE_KEY = "3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d";
const IDEMPOTENCY_KEY = regex("^[A-Za-z0-9._:-]{8,128}$", EXAMPLE_KEY);

const currency = (example: string) => regex("^(KCASH|RKLEOS|KPOINTS|USDT)$", example);
const transactionType = (example: string) => regex("^(reward|onramp|meta-txn|shop|redeem)$", example);

const amountShape = (example: string, amount: number) => ({
  currency: currency(example),
  amount: integer(amount),
});

const transactionShape = (type: string, amounts: ReturnType<typeof amountShape>) => ({
  id: uuid(EXAMPLE_TRANSACTION_ID),
  type: transactionType(type),
  status: "completed",
  createdAt: instant("2026-03-05T14:07:00.000Z"),
  reference: uuid(EXAMPLE_PAYMENT_ID),
  amounts: eachLike(amounts),
});

/** 100 K-Cash for USDT on Polygon: 1.5% platform fee and the chain's gas, then 1 USDT = 1000 K-Cash. */
const quoteShape = {
  quoteId: uuid(EXAMPLE_QUOTE_ID),
  fromCurrency: "KCASH",
  toCurrency: "USDT",
  chain: "polygon",
  fromAmount: 10_000,
  deductions: [
    { kind: "platformFee", currency: "KCASH", amount: integer(150) },
    { kind: "gasFee", currency: "KCASH", amount: integer(1_000) },
  ],
  fee: integer(1_150),
  toAmount: integer(88_500),
  kcashPerUsdt: 1000,
  expiresAt: instant("2026-03-05T14:08:00.000Z"),
};

const orderShape = (status: "created" | "paid" | "declined") => ({
  paymentId: uuid(EXAMPLE_PAYMENT_ID),
  status,
  provider: "sandbox",
  kcashAmount: 50_000,
  fiatCurrency: "INR",
  fiatAmount: integer(4_250),
  fiatDecimals: 2,
  createdAt: instant("2026-03-05T14:07:00.000Z"),
  settledAt: status === "created" ? null : instant("2026-03-05T14:08:00.000Z"),
  expiresAt: instant("2026-03-05T14:37:00.000Z"),
  transactionId: status === "paid" ? uuid(EXAMPLE_TRANSACTION_ID) : null,
  checkout:
    status === "created"
      ? {
          kind: "sandbox",
          url: regex(`^/buy-kcash/sandbox/[0-9a-f-]{36}$`, `/buy-kcash/sandbox/${EXAMPLE_PAYMENT_ID}`),
        }
      : null,
});

const client = (url: string) => createApiClient({ baseUrl: url });

describe("the wallet", () => {
  it("reads the balances", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKcash)
      .uponReceiving("a request for the balances of a gamer with 500 K-Cash")
      .withRequest("GET", "/api/wallets/balance", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          balances: [
            { currency: "KCASH", amount: 50_000, decimals: 2 },
            { currency: "RKLEOS", amount: integer(0), decimals: 8 },
            { currency: "KPOINTS", amount: integer(0), decimals: 0 },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await walletRequests.getBalances(client(mockServer.url));
        expect(answer.balances[0]).toEqual({ currency: "KCASH", amount: 50_000, decimals: 2 });
      });
  });

  it("reads the swappable token balances", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKcash)
      .uponReceiving("a request for the token balances of a gamer with no USDT")
      .withRequest("GET", "/api/wallets/tokens/balance", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ tokens: [{ currency: "USDT", amount: 0, decimals: 6, kcashValue: 0 }] }),
      )
      .executeTest(async (mockServer) => {
        const answer = await walletRequests.getTokenBalances(client(mockServer.url));
        expect(answer.tokens[0]?.currency).toBe("USDT");
      });
  });

  it("reads the K-Points summary", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKPoints)
      .uponReceiving("a request for the K-Points summary of a gamer who earned 1,250 K-Points")
      .withRequest("GET", "/api/wallets/kpoints/summary", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          balance: 1_250,
          earned: 1_250,
          spent: 0,
          bySource: [{ type: "reward", earned: 1_250, spent: 0 }],
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await walletRequests.getKPointsSummary(client(mockServer.url));
        expect(answer).toMatchObject({ balance: 1_250, earned: 1_250, spent: 0 });
        expect(answer.bySource).toEqual([{ type: "reward", earned: 1_250, spent: 0 }]);
      });
  });

  it("lists the history, newest first", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWhoBoughtAndSwapped)
      .uponReceiving("a request for the first page of the history of a gamer who bought and swapped")
      .withRequest("GET", "/api/transactions", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(transactionShape("meta-txn", amountShape("KCASH", -10_000)), 2),
          page: { pageOffset: 0, pageLimit: 20, total: 2 },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await walletRequests.listTransactions(client(mockServer.url), {
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.page.total).toBe(2);
      });
  });

  it("filters the history by type, currency and dates, 8 to a page", async () => {
    const query = {
      type: "meta-txn",
      currency: "USDT",
      from: "2020-01-01T00:00:00.000Z",
      to: "2999-12-31T23:59:59.999Z",
      pageOffset: "0",
      pageLimit: "8",
    } as const;
    await pact
      .addInteraction()
      .given(STATES.gamerWhoBoughtAndSwapped)
      .uponReceiving("a request for the swaps in USDT of a gamer who bought and swapped")
      .withRequest("GET", "/api/transactions", (request) => request.headers(SITE_HEADERS).query(query))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(
            {
              ...transactionShape("meta-txn", amountShape("USDT", 88_500)),
              subject: {
                kind: "swap",
                fromCurrency: regex("^(KCASH|USDT)$", "KCASH"),
                toCurrency: regex("^(KCASH|USDT)$", "USDT"),
                chain: regex("^(polygon|bsc|ethereum|solana)$", "polygon"),
              },
            },
            1,
          ),
          page: { pageOffset: 0, pageLimit: 8, total: 1 },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await walletRequests.listTransactions(client(mockServer.url), {
          type: "meta-txn",
          currency: "USDT",
          from: query.from,
          to: query.to,
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(page.items[0]?.type).toBe("meta-txn");
        expect(page.items[0]?.subject).toEqual({
          kind: "swap",
          fromCurrency: "KCASH",
          toCurrency: "USDT",
          chain: "polygon",
        });
      });
  });

  it("reads a purchase's simplified transaction by its payment id", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWhoBoughtAndSwapped)
      .uponReceiving("a request for the simplified transaction of a paid K-Cash purchase")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/transactions/simplified/onramp/id/${paymentId}",
          `/api/transactions/simplified/onramp/id/${EXAMPLE_PAYMENT_ID}`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: uuid(EXAMPLE_PAYMENT_ID),
          type: "onramp",
          status: "completed",
          createdAt: instant("2026-03-05T14:07:00.000Z"),
          amounts: [{ currency: "KCASH", amount: 50_000 }],
          transactionId: uuid(EXAMPLE_TRANSACTION_ID),
          fiat: { currency: "INR", amount: integer(4_250), decimals: 2 },
        }),
      )
      .executeTest(async (mockServer) => {
        const detail = await walletRequests.getSimplifiedTransaction(
          client(mockServer.url),
          "onramp",
          EXAMPLE_PAYMENT_ID,
        );
        expect(detail).toMatchObject({ type: "onramp", status: "completed" });
      });
  });

  it("reads a swap's simplified transaction, with the quote it settled", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWhoBoughtAndSwapped)
      .uponReceiving("a request for the simplified transaction of a swap")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/transactions/simplified/meta-txn/id/${swapTransactionId}",
          `/api/transactions/simplified/meta-txn/id/${EXAMPLE_TRANSACTION_ID}`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: uuid(EXAMPLE_TRANSACTION_ID),
          type: "meta-txn",
          status: "completed",
          createdAt: instant("2026-03-05T14:08:00.000Z"),
          amounts: [
            { currency: "KCASH", amount: -10_000 },
            { currency: "USDT", amount: integer(88_500) },
          ],
          transactionId: uuid(EXAMPLE_TRANSACTION_ID),
          swap: quoteShape,
        }),
      )
      .executeTest(async (mockServer) => {
        const detail = await walletRequests.getSimplifiedTransaction(
          client(mockServer.url),
          "meta-txn",
          EXAMPLE_TRANSACTION_ID,
        );
        expect(detail.swap?.fromAmount).toBe(10_000);
      });
  });
});

describe("swapping", () => {
  it("lists the chains with their gas fees", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the swap chains")
      .withRequest("GET", "/api/swap/chains", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          chains: eachLike({
            id: regex("^(polygon|bsc|ethereum|solana)$", "polygon"),
            name: string("Polygon"),
            gasFee: { currency: "USDT", amount: integer(10_000) },
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await walletRequests.listSwapChains(client(mockServer.url));
        expect(answer.chains[0]?.gasFee.currency).toBe("USDT");
      });
  });

  it("gets a quote for 100 K-Cash", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKcash)
      .uponReceiving("a quote request to swap 100 K-Cash for USDT on Polygon")
      .withRequest("POST", "/api/onramp/swap", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ fromCurrency: "KCASH", toCurrency: "USDT", amount: 10_000, chain: "polygon" }),
      )
      .willRespondWith(201, (response) => response.jsonBody(quoteShape))
      .executeTest(async (mockServer) => {
        const quote = await walletRequests.createSwapQuote(client(mockServer.url), {
          fromCurrency: "KCASH",
          toCurrency: "USDT",
          amount: 10_000,
          chain: "polygon",
        });
        expect(quote.toAmount).toBe(88_500);
      });
  });

  it("confirms a quote with an idempotency key", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithSwapQuote)
      .uponReceiving("a confirmation of a quote to swap 100 K-Cash")
      .withRequest("POST", "/api/swap", (request) =>
        request
          .headers({ ...SITE_JSON_HEADERS, "idempotency-key": IDEMPOTENCY_KEY })
          .jsonBody({ quoteId: fromProviderState("${quoteId}", EXAMPLE_QUOTE_ID) }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          status: "completed",
          quote: quoteShape,
          transaction: {
            ...transactionShape("meta-txn", amountShape("KCASH", -10_000)),
            reference: uuid(EXAMPLE_QUOTE_ID),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await walletRequests.confirmSwap(
          client(mockServer.url),
          EXAMPLE_QUOTE_ID,
          EXAMPLE_KEY,
        );
        expect(answer.status).toBe("completed");
      });
  });
});

describe("buying K-Cash", () => {
  it("prices an amount of K-Cash in rupees", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the price of 500 K-Cash in INR")
      .withRequest("GET", "/api/onramp/conversion", (request) =>
        request.headers(SITE_HEADERS).query({ kcashAmount: "50000", fiatCurrency: "INR" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          kcashAmount: 50_000,
          usdtAmount: integer(500_000),
          fiatCurrency: "INR",
          fiatAmount: integer(4_250),
          fiatDecimals: 2,
          kcashPerUsdt: 1000,
          fiatPerUsdt: integer(8_500),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await walletRequests.getOnrampConversion(client(mockServer.url), 50_000, "INR");
        expect(answer.fiatCurrency).toBe("INR");
      });
  });

  it("opens a sandbox order with an idempotency key", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("an order for 500 K-Cash")
      .withRequest("POST", "/api/payments/orders", (request) =>
        request
          .headers({ ...SITE_JSON_HEADERS, "idempotency-key": IDEMPOTENCY_KEY })
          .jsonBody({ kcashAmount: 50_000, fiatCurrency: "INR" }),
      )
      .willRespondWith(201, (response) => response.jsonBody(orderShape("created")))
      .executeTest(async (mockServer) => {
        const order = await walletRequests.buyKcash(client(mockServer.url), 50_000, EXAMPLE_KEY, "INR");
        expect(order.checkout).toEqual({ kind: "sandbox", url: `/buy-kcash/sandbox/${EXAMPLE_PAYMENT_ID}` });
      });
  });

  for (const [decision, status] of [
    ["approve", "paid"],
    ["decline", "declined"],
  ] as const) {
    it(`records the sandbox checkout's ${decision}`, async () => {
      await pact
        .addInteraction()
        .given(STATES.gamerWithOpenOrder)
        .uponReceiving(`the sandbox checkout's ${decision} of an open order`)
        .withRequest(
          "POST",
          fromProviderState(
            "/api/payments/sandbox/${paymentId}",
            `/api/payments/sandbox/${EXAMPLE_PAYMENT_ID}`,
          ),
          (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ decision }),
        )
        .willRespondWith(200, (response) => response.jsonBody(orderShape(status)))
        .executeTest(async (mockServer) => {
          const order = await walletRequests.recordSandboxDecision(
            client(mockServer.url),
            EXAMPLE_PAYMENT_ID,
            decision,
          );
          expect(order.status).toBe(status);
        });
    });
  }

  it("reads an open order for the purchase confirmation", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithOpenOrder)
      .uponReceiving("a request for an open K-Cash order")
      .withRequest(
        "GET",
        fromProviderState("/api/payments/orders/${paymentId}", `/api/payments/orders/${EXAMPLE_PAYMENT_ID}`),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) => response.jsonBody(orderShape("created")))
      .executeTest(async (mockServer) => {
        const order = await walletRequests.getPaymentOrder(client(mockServer.url), EXAMPLE_PAYMENT_ID);
        expect(order.status).toBe("created");
      });
  });

  it("reads a paid order for the purchase confirmation", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWhoBoughtAndSwapped)
      .uponReceiving("a request for a paid K-Cash order")
      .withRequest(
        "GET",
        fromProviderState("/api/payments/orders/${paymentId}", `/api/payments/orders/${EXAMPLE_PAYMENT_ID}`),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) => response.jsonBody(orderShape("paid")))
      .executeTest(async (mockServer) => {
        const order = await walletRequests.getPaymentOrder(client(mockServer.url), EXAMPLE_PAYMENT_ID);
        expect(order).toMatchObject({ status: "paid", checkout: null });
      });
  });
});

describe("the swap's price", () => {
  it("itemises what a swap of 2 USDT for K-Cash on BNB Chain deducts", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the deductions of a swap of 2 USDT for K-Cash on BNB Chain")
      .withRequest("GET", "/api/swap/deductions", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ fromCurrency: "USDT", toCurrency: "KCASH", amount: "2000000", chain: "bsc" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          fromCurrency: "USDT",
          toCurrency: "KCASH",
          chain: "bsc",
          fromAmount: 2_000_000,
          deductions: eachLike({
            kind: regex("^(platformFee|gasFee)$", "platformFee"),
            currency: regex("^(KCASH|USDT)$", "USDT"),
            amount: integer(30_000),
          }),
          fee: integer(80_000),
          toAmount: integer(192_000),
          kcashPerUsdt: integer(1_000),
        }),
      )
      .executeTest(async (mockServer) => {
        const deductions = unwrap(
          await client(mockServer.url).GET("/api/swap/deductions", {
            params: { query: { fromCurrency: "USDT", toCurrency: "KCASH", amount: 2_000_000, chain: "bsc" } },
          }),
        );
        expect(deductions).toMatchObject({ fee: 80_000, toAmount: 192_000 });
      });
  });

  it("reads the gas fee of a chain in a currency", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the gas fee of Ethereum in K-Cash")
      .withRequest("GET", "/api/onramp/swap/gas-fee", (request) =>
        request.headers(SITE_HEADERS).query({ chain: "ethereum", currency: "KCASH" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ chain: "ethereum", currency: "KCASH", amount: integer(150_000) }),
      )
      .executeTest(async (mockServer) => {
        const gas = unwrap(
          await client(mockServer.url).GET("/api/onramp/swap/gas-fee", {
            params: { query: { chain: "ethereum", currency: "KCASH" } },
          }),
        );
        expect(gas.amount).toBe(150_000);
      });
  });
});
