import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { paymentOrdersTable, swapQuotesTable } from "@/server/db/schema/ledger";
import { ledgerOn } from "@/server/testing/ledger";
import { contractResponse } from "@/server/testing/contract";
import {
  razorpayTestConfig,
  startFakeRazorpay,
  TEST_RAZORPAY_CREDENTIALS,
  type FakeRazorpay,
  type FakeRazorpayWebhook,
} from "@/server/testing/fakes/fake-razorpay";
import { createTestCampaign, PHONE_TASK, signInAsAdmin } from "@/server/testing/campaigns";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestVoucher } from "@/server/testing/store-requests";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { registerGamer } from "@/server/testing/tournament-requests";
import { createTestTournament, shiftTestTournament } from "@/server/testing/tournaments";

const keyed = () => ({ "idempotency-key": randomUUID() });

const as = async (testApp: TestApp, session: TestSession, request: InjectOptions) =>
  testApp.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

const claim = async (testApp: TestApp, session: TestSession, currency: string, amount: number) => {
  const response = await as(testApp, session, {
    method: "POST",
    url: "/api/wallets/dev-rewards",
    headers: keyed(),
    payload: { currency, amount },
  });
  expect(response.statusCode, response.body).toBe(201);
};

const balances = async (testApp: TestApp, session: TestSession) =>
  Object.fromEntries(
    (await as(testApp, session, { url: "/api/wallets/balance" }))
      .json<{ balances: { currency: string; amount: number }[] }>()
      .balances.map((balance) => [balance.currency, balance.amount]),
  );

describe("the wallet", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("starts a new user at zero in every currency, with each currency's decimals", async () => {
    const session = await sessionByPhone(testApp);
    const response = await as(testApp, session, { url: "/api/wallets/balance" });
    expect(response.json()).toEqual({
      balances: [
        { currency: "KCASH", amount: 0, decimals: 2 },
        { currency: "RKLEOS", amount: 0, decimals: 8 },
        { currency: "KPOINTS", amount: 0, decimals: 0 },
      ],
    });
    const tokens = await as(testApp, session, { url: "/api/wallets/tokens/balance" });
    expect(tokens.json()).toEqual({ tokens: [{ currency: "USDT", amount: 0, decimals: 6, kcashValue: 0 }] });
  });

  it("replays the first answer to a retried key, and refuses the key for another body", async () => {
    const session = await sessionByPhone(testApp);
    const request = {
      method: "POST" as const,
      url: "/api/wallets/dev-rewards",
      headers: keyed(),
      payload: { currency: "KPOINTS", amount: 40 },
    };
    const first = await as(testApp, session, request);
    const again = await as(testApp, session, request);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const other = await as(testApp, session, { ...request, payload: { currency: "KPOINTS", amount: 41 } });
    expectProblem(other, 422, "IdempotencyKeyReused");
    expect(contractResponse("claimDevReward", 422).validate(other.json())).toEqual([]);
    expect((await balances(testApp, session))["KPOINTS"]).toBe(40);
    // Keys belong to their caller: another user's same key is a request of its own.
    const stranger = await sessionByPhone(testApp);
    expect((await as(testApp, stranger, request)).headers["idempotent-replayed"]).toBeUndefined();
  });

  it("refuses a money-moving request without an Idempotency-Key", async () => {
    const session = await sessionByPhone(testApp);
    const response = await as(testApp, session, {
      method: "POST",
      url: "/api/wallets/dev-rewards",
      payload: { currency: "KCASH", amount: 1 },
    });
    expectProblem(response, 400, "ValidationFailed");
  });

  it("swaps at a quote's terms once, then refuses the used quote", async () => {
    const session = await sessionByPhone(testApp);
    await claim(testApp, session, "KCASH", 100_000);
    const quote = await as(testApp, session, {
      method: "POST",
      url: "/api/onramp/swap",
      payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 100_000, chain: "polygon" },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    // 1000 K-Cash: 1.5% platform fee (15 K-Cash) and Polygon's 0.01 USDT gas (10 K-Cash); 975 K-Cash = 0.975 USDT.
    expect(quote.json()).toMatchObject({
      fromAmount: 100_000,
      deductions: [
        { kind: "platformFee", currency: "KCASH", amount: 1_500 },
        { kind: "gasFee", currency: "KCASH", amount: 1_000 },
      ],
      fee: 2_500,
      toAmount: 975_000,
      kcashPerUsdt: 1000,
    });
    const quoteId = quote.json<{ quoteId: string }>().quoteId;
    const swap = await as(testApp, session, {
      method: "POST",
      url: "/api/swap",
      headers: keyed(),
      payload: { quoteId },
    });
    expect(swap.statusCode, swap.body).toBe(201);
    expect(swap.json<{ transaction: { type: string; amounts: unknown } }>().transaction).toMatchObject({
      type: "meta-txn",
      amounts: [
        { currency: "KCASH", amount: -100_000 },
        { currency: "USDT", amount: 975_000 },
      ],
    });
    expect(await balances(testApp, session)).toMatchObject({ KCASH: 0 });
    const tokens = await as(testApp, session, { url: "/api/wallets/tokens/balance" });
    expect(tokens.json()).toEqual({
      tokens: [{ currency: "USDT", amount: 975_000, decimals: 6, kcashValue: 97_500 }],
    });
    const reused = await as(testApp, session, {
      method: "POST",
      url: "/api/swap",
      headers: keyed(),
      payload: { quoteId },
    });
    expectProblem(reused, 409, "QuoteAlreadyUsed");

    const simplified = await as(testApp, session, {
      url: `/api/transactions/simplified/meta-txn/id/${swap.json<{ transaction: { id: string } }>().transaction.id}`,
    });
    expect(simplified.statusCode).toBe(200);
    expect(simplified.json()).toMatchObject({ type: "meta-txn", status: "completed", swap: { quoteId } });
    expect(contractResponse("getSimplifiedTransaction", 200).validate(simplified.json())).toEqual([]);
  });

  it("refuses an expired quote, a swap beyond the balance, a pair that is not one and an amount the fees eat", async () => {
    const session = await sessionByPhone(testApp);
    await claim(testApp, session, "KCASH", 10_000);
    const quoteOf = async (amount: number, chain = "polygon") =>
      as(testApp, session, {
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount, chain },
      });
    const expired = (await quoteOf(5_000)).json<{ quoteId: string }>().quoteId;
    await testApp.database.db
      .update(swapQuotesTable)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(swapQuotesTable.id, expired));
    expectProblem(
      await as(testApp, session, {
        method: "POST",
        url: "/api/swap",
        headers: keyed(),
        payload: { quoteId: expired },
      }),
      409,
      "QuoteExpired",
    );
    const tooMuch = (await quoteOf(50_000)).json<{ quoteId: string }>().quoteId;
    const refused = await as(testApp, session, {
      method: "POST",
      url: "/api/swap",
      headers: keyed(),
      payload: { quoteId: tooMuch },
    });
    expectProblem(refused, 402, "InsufficientBalance");
    expect(refused.json()).toMatchObject({ currency: "KCASH", required: 50_000, available: 10_000 });
    // Ethereum's gas alone is 1.5 USDT = 1500 K-Cash.
    const small = await quoteOf(100_000, "ethereum");
    expectProblem(small, 422, "SwapAmountTooSmall");
    expect(small.json<{ minimum: number }>().minimum).toBe(152_286);
    expectProblem(
      await as(testApp, session, {
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "USDT", toCurrency: "USDT", amount: 5_000_000, chain: "polygon" },
      }),
      422,
      "SwapPairInvalid",
    );
    expect((await balances(testApp, session))["KCASH"]).toBe(10_000);
  });

  it("pages and filters the history, and shows nobody another's transaction", async () => {
    const session = await sessionByPhone(testApp);
    for (let index = 0; index < 10; index += 1) await claim(testApp, session, "KPOINTS", 10 + index);
    await claim(testApp, session, "KCASH", 500);
    const page = await as(testApp, session, { url: "/api/transactions?pageLimit=8&pageOffset=0" });
    expect(page.statusCode).toBe(200);
    const body = page.json<{
      items: { type: string; amounts: { currency: string; amount: number }[] }[];
      page: object;
    }>();
    expect(body.items).toHaveLength(8);
    expect(body.page).toEqual({ pageOffset: 0, pageLimit: 8, total: 11 });
    expect(body.items[0]?.amounts).toEqual([{ currency: "KCASH", amount: 500 }]);
    const kpoints = await as(testApp, session, {
      url: "/api/transactions?currency=KPOINTS&pageOffset=8&pageLimit=8",
    });
    expect(kpoints.json<{ items: unknown[]; page: { total: number } }>()).toMatchObject({
      page: { total: 10 },
    });
    expect(kpoints.json<{ items: unknown[] }>().items).toHaveLength(2);
    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await as(testApp, session, { url: `/api/transactions?from=${encodeURIComponent(future)}` });
    expect(none.json<{ page: { total: number } }>().page.total).toBe(0);
    const shops = await as(testApp, session, { url: "/api/transactions?type=shop" });
    expect(shops.json<{ page: { total: number } }>().page.total).toBe(0);
    expectProblem(
      await as(testApp, session, { url: "/api/transactions?pageLimit=10" }),
      400,
      "ValidationFailed",
    );

    const summary = await as(testApp, session, { url: "/api/wallets/kpoints/summary" });
    expect(summary.json()).toEqual({
      balance: 145,
      earned: 145,
      spent: 0,
      bySource: [{ type: "reward", earned: 145, spent: 0 }],
    });

    const owner = await sessionByPhone(testApp);
    await claim(testApp, owner, "KCASH", 20_000);
    const quote = await as(testApp, owner, {
      method: "POST",
      url: "/api/onramp/swap",
      payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 20_000, chain: "solana" },
    });
    const swap = await as(testApp, owner, {
      method: "POST",
      url: "/api/swap",
      headers: keyed(),
      payload: { quoteId: quote.json<{ quoteId: string }>().quoteId },
    });
    const id = swap.json<{ transaction: { id: string } }>().transaction.id;
    expect(
      (await as(testApp, owner, { url: `/api/transactions/simplified/meta-txn/id/${id}` })).statusCode,
    ).toBe(200);
    expectProblem(
      await as(testApp, session, { url: `/api/transactions/simplified/meta-txn/id/${id}` }),
      404,
      "TransactionNotFound",
    );
    expectProblem(
      await as(testApp, owner, { url: `/api/transactions/simplified/shop/id/${id}` }),
      404,
      "TransactionNotFound",
    );
  });

  it("names what each movement in the history was for: campaign, tournament, voucher, swap, purchase", async () => {
    const session = await sessionByPhone(testApp);
    const send = async (request: InjectOptions, status: number) => {
      const response = await as(testApp, session, request);
      expect(response.statusCode, response.body).toBe(status);
      return response;
    };
    await claim(testApp, session, "KCASH", 100_000);

    const order = (
      await send(
        { method: "POST", url: "/api/payments/orders", headers: keyed(), payload: { kcashAmount: 100_000 } },
        201,
      )
    ).json<{ paymentId: string }>();
    await send(
      { method: "POST", url: `/api/payments/sandbox/${order.paymentId}`, payload: { decision: "approve" } },
      200,
    );

    const quote = await send(
      {
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 20_000, chain: "solana" },
      },
      201,
    );
    await send(
      {
        method: "POST",
        url: "/api/swap",
        headers: keyed(),
        payload: { quoteId: quote.json<{ quoteId: string }>().quoteId },
      },
      201,
    );

    const { campaign, tasks } = await createTestCampaign(testApp, {
      title: "Monsoon Mayhem",
      tasks: [PHONE_TASK],
    });
    const progress = `/api/user-progress/me/campaigns/${campaign.id}`;
    await send({ method: "POST", url: `${progress}/start`, payload: {} }, 200);
    await send({ method: "POST", url: `${progress}/tasks/${tasks[0]?.id ?? ""}/validate`, payload: {} }, 200);
    await send({ method: "POST", url: `${progress}/claim-reward`, headers: keyed() }, 201);

    await send({ method: "PATCH", url: "/api/users/me/profile", payload: { countryCode: "IN" } }, 200);
    const voucherId = await createTestVoucher(testApp);
    await send(
      { method: "POST", url: `/api/store/vouchers/${voucherId}/redemptions`, headers: keyed() },
      201,
    );

    const tournament = await createTestTournament(testApp.database.db, { prizes: [7_500] });
    await registerGamer(testApp, session, tournament.id);
    await shiftTestTournament(testApp.database.db, tournament.id, -120);
    const admin = await signInAsAdmin(testApp);
    const recorded = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/tournaments/${tournament.id}/results`,
      headers: admin.authorization,
      payload: { placements: [{ userId: session.userId, rank: 1 }] },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    // A campaign that is gone is still named, by its slug; a reference that names nothing names no subject.
    const ledger = ledgerOn(testApp.database);
    await ledger.creditReward({
      userId: session.userId,
      currency: "KPOINTS",
      amount: 5,
      idempotencyKey: `gone:${session.userId}`,
      reference: "campaign:a-gone-campaign",
    });
    await ledger.creditReward({
      userId: session.userId,
      currency: "KPOINTS",
      amount: 6,
      idempotencyKey: `plain:${session.userId}`,
    });

    const history = await send({ url: "/api/transactions?pageLimit=20" }, 200);
    expect(contractResponse("listTransactions", 200).validate(history.json())).toEqual([]);
    const items = history.json<{ items: { type: string; subject: unknown; amounts: unknown[] }[] }>().items;
    expect(items).toHaveLength(8);
    expect(items.map((item) => [item.type, item.subject])).toEqual(
      expect.arrayContaining([
        ["reward", null],
        ["reward", { kind: "campaign", slug: "a-gone-campaign", title: "a-gone-campaign" }],
        [
          "reward",
          { kind: "tournament", tournamentId: tournament.id, title: `Test tournament ${tournament.slug}` },
        ],
        [
          "shop",
          {
            kind: "voucher",
            slug: expect.stringMatching(/^test-voucher-/) as unknown,
            brand: "Google Play",
            title: expect.stringMatching(/^Google Play ₹100 \(test-voucher-/) as unknown,
          },
        ],
        ["reward", { kind: "campaign", slug: campaign.slug, title: "Monsoon Mayhem" }],
        ["meta-txn", { kind: "swap", fromCurrency: "KCASH", toCurrency: "USDT", chain: "solana" }],
        [
          "onramp",
          {
            kind: "kcashPurchase",
            paymentId: order.paymentId,
            fiat: { currency: "INR", amount: 8_500, decimals: 2 },
          },
        ],
        ["reward", { kind: "devReward" }],
      ]),
    );
  });

  it("credits a sandbox purchase once on approval, nothing on decline or abandonment, and says so", async () => {
    const session = await sessionByPhone(testApp);
    const order = async (kcashAmount: number) => {
      const response = await as(testApp, session, {
        method: "POST",
        url: "/api/payments/orders",
        headers: keyed(),
        payload: { kcashAmount },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{
        paymentId: string;
        fiatAmount: number;
        checkout: { kind: string; url: string };
      }>();
    };
    const decide = (paymentId: string, decision: string) =>
      as(testApp, session, {
        method: "POST",
        url: `/api/payments/sandbox/${paymentId}`,
        payload: { decision },
      });

    const bought = await order(100_000);
    // 1000 K-Cash = 1 USDT = ₹85.00.
    expect(bought.fiatAmount).toBe(8_500);
    expect(bought.checkout).toEqual({ kind: "sandbox", url: `/buy-kcash/sandbox/${bought.paymentId}` });
    expect((await decide(bought.paymentId, "approve")).json()).toMatchObject({
      status: "paid",
      checkout: null,
    });
    expect((await decide(bought.paymentId, "approve")).statusCode).toBe(200);
    expectProblem(await decide(bought.paymentId, "decline"), 409, "PaymentAlreadySettled");
    expect((await balances(testApp, session))["KCASH"]).toBe(100_000);
    const receipt = await as(testApp, session, {
      url: `/api/transactions/simplified/onramp/id/${bought.paymentId}`,
    });
    expect(receipt.json()).toMatchObject({
      type: "onramp",
      status: "completed",
      amounts: [{ currency: "KCASH", amount: 100_000 }],
      fiat: { currency: "INR", amount: 8_500, decimals: 2 },
    });

    const declined = await order(5_000);
    expect((await decide(declined.paymentId, "decline")).json()).toMatchObject({ status: "declined" });
    expectProblem(await decide(declined.paymentId, "approve"), 409, "PaymentAlreadySettled");
    const failed = await as(testApp, session, {
      url: `/api/transactions/simplified/onramp/id/${declined.paymentId}`,
    });
    expect(failed.json()).toMatchObject({ status: "failed", transactionId: null });

    const abandoned = await order(7_000);
    await testApp.database.db
      .update(paymentOrdersTable)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(paymentOrdersTable.id, abandoned.paymentId));
    const expired = await as(testApp, session, { url: `/api/payments/orders/${abandoned.paymentId}` });
    expect(expired.json()).toMatchObject({ status: "expired", checkout: null, transactionId: null });
    expectProblem(await decide(abandoned.paymentId, "approve"), 409, "PaymentAlreadySettled");
    expect((await balances(testApp, session))["KCASH"]).toBe(100_000);

    const stranger = await sessionByPhone(testApp);
    expectProblem(
      await as(testApp, stranger, { url: `/api/payments/orders/${bought.paymentId}` }),
      404,
      "PaymentNotFound",
    );
    expectProblem(
      await as(testApp, stranger, {
        method: "POST",
        url: `/api/payments/sandbox/${bought.paymentId}`,
        payload: { decision: "approve" },
      }),
      404,
      "PaymentNotFound",
    );
  });

  it("prices the swap: chains, deductions, gas fee, conversion and the USDT price", async () => {
    const chains = await testApp.app.inject({ url: "/api/swap/chains" });
    expect(chains.json<{ chains: { id: string }[] }>().chains.map((chain) => chain.id)).toEqual([
      "polygon",
      "bsc",
      "ethereum",
      "solana",
    ]);
    const deductions = await testApp.app.inject({
      url: "/api/swap/deductions?fromCurrency=USDT&toCurrency=KCASH&amount=2000000&chain=bsc",
    });
    // 2 USDT: 0.03 USDT fee, 0.05 USDT gas; 1.92 USDT = 1920 K-Cash.
    expect(deductions.json()).toMatchObject({ fee: 80_000, toAmount: 192_000 });
    const gas = await testApp.app.inject({ url: "/api/onramp/swap/gas-fee?chain=ethereum&currency=KCASH" });
    expect(gas.json()).toEqual({ chain: "ethereum", currency: "KCASH", amount: 150_000 });
    const conversion = await testApp.app.inject({ url: "/api/onramp/conversion?kcashAmount=250000" });
    expect(conversion.json()).toMatchObject({
      usdtAmount: 2_500_000,
      fiatCurrency: "INR",
      fiatAmount: 21_250,
    });
    const price = await testApp.app.inject({ url: "/api/offramp/token-prices/USDT" });
    expect(price.json()).toMatchObject({
      token: "USDT",
      kcashPerToken: 1000,
      prices: [
        { fiatCurrency: "INR", amount: 8_500, decimals: 2 },
        { fiatCurrency: "BRL", amount: 560, decimals: 2 },
        { fiatCurrency: "USD", amount: 100, decimals: 2 },
      ],
    });
  });
});

describe("buying K-Cash through Razorpay", () => {
  let fake: FakeRazorpay;
  let testApp: TestApp;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    testApp = await createTestApp(razorpayTestConfig(fake));
  });

  afterAll(async () => {
    await testApp.app.close();
    await fake.close();
  });

  const deliver = (webhook: FakeRazorpayWebhook) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: webhook.headers,
      payload: webhook.body,
    });

  const openOrder = async (session: TestSession, kcashAmount: number) => {
    const response = await as(testApp, session, {
      method: "POST",
      url: "/api/payments/orders",
      headers: keyed(),
      payload: { kcashAmount },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ paymentId: string; checkout: { kind: string; orderId: string; keyId: string } }>();
  };

  it("opens an order at Razorpay and credits once, however often the webhook comes", async () => {
    const session = await sessionByPhone(testApp);
    const order = await openOrder(session, 200_000);
    expect(order.checkout).toMatchObject({
      kind: "razorpay",
      keyId: TEST_RAZORPAY_CREDENTIALS.keyId,
      amount: 17_000,
      currency: "INR",
    });
    expect(fake.orders.get(order.checkout.orderId)).toMatchObject({
      amount: 17_000,
      currency: "INR",
      receipt: order.paymentId,
    });

    const paid = fake.pay(order.checkout.orderId);
    const deliveries = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(deliveries.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual([
      "alreadyCredited",
      "alreadyCredited",
      "credited",
    ]);
    expect((await deliver(fake.capturedWebhook(order.checkout.orderId))).json()).toEqual({
      received: true,
      outcome: "alreadyCredited",
    });
    expect((await balances(testApp, session))["KCASH"]).toBe(200_000);
    const view = await as(testApp, session, { url: `/api/payments/orders/${order.paymentId}` });
    expect(view.json()).toMatchObject({ status: "paid", provider: "razorpay", checkout: null });
    expect((await ledgerOn(testApp.database).audit()).duplicateKeys).toBe(0);
  });

  it("refuses an event whose signature does not verify, and credits nothing", async () => {
    const session = await sessionByPhone(testApp);
    const order = await openOrder(session, 50_000);
    const paid = fake.pay(order.checkout.orderId);
    const forged = await deliver({
      ...paid,
      headers: { ...paid.headers, "x-razorpay-signature": "0".repeat(64) },
    });
    expectProblem(forged, 401, "PaymentEventRejected");
    const tampered = await deliver({ ...paid, body: paid.body.replace('"amount":4250', '"amount":1') });
    expectProblem(tampered, 401, "PaymentEventRejected");
    const unsigned = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: { "content-type": "application/json" },
      payload: paid.body,
    });
    expectProblem(unsigned, 400, "ValidationFailed");
    expect((await balances(testApp, session))["KCASH"]).toBe(0);
  });

  it("declines an order whose payment failed, and still credits a later payment of it", async () => {
    const session = await sessionByPhone(testApp);
    const order = await openOrder(session, 30_000);
    expect((await deliver(fake.fail(order.checkout.orderId))).json()).toEqual({
      received: true,
      outcome: "declined",
    });
    expect(
      (await as(testApp, session, { url: `/api/payments/orders/${order.paymentId}` })).json(),
    ).toMatchObject({
      status: "declined",
    });
    expect((await balances(testApp, session))["KCASH"]).toBe(0);
    expect((await deliver(fake.pay(order.checkout.orderId))).json()).toMatchObject({ outcome: "credited" });
    expect((await balances(testApp, session))["KCASH"]).toBe(30_000);
  });

  it("asks Razorpay about an open order when its webhook is late", async () => {
    const session = await sessionByPhone(testApp);
    const order = await openOrder(session, 40_000);
    expect(
      (await as(testApp, session, { url: `/api/payments/orders/${order.paymentId}` })).json(),
    ).toMatchObject({
      status: "created",
    });
    fake.pay(order.checkout.orderId);
    expect(
      (await as(testApp, session, { url: `/api/payments/orders/${order.paymentId}` })).json(),
    ).toMatchObject({
      status: "paid",
    });
    expect((await balances(testApp, session))["KCASH"]).toBe(40_000);
  });

  it("answers 502 when Razorpay refuses the order", async () => {
    const broken = await createTestApp({
      paymentProvider: "live",
      razorpay: { ...TEST_RAZORPAY_CREDENTIALS, keySecret: "wrong-secret", apiBase: fake.url },
    });
    try {
      const session = await sessionByPhone(broken);
      const response = await broken.app.inject({
        method: "POST",
        url: "/api/payments/orders",
        headers: { ...session.authorization, ...keyed() },
        payload: { kcashAmount: 10_000 },
      });
      expectProblem(response, 502, "UpstreamFailed");
    } finally {
      await broken.app.close();
    }
  });
});

describe("in production", () => {
  it("hands out no development rewards and sells no K-Cash without Razorpay", async () => {
    const development = await createTestApp();
    const session = await sessionByPhone(development);
    // The same database (and so the same token key), served as production.
    const testApp = await buildApp({
      config: { ...development.config, env: "production" },
      database: development.database,
    });
    try {
      expectProblem(
        await as(testApp, session, {
          method: "POST",
          url: "/api/wallets/dev-rewards",
          headers: keyed(),
          payload: { currency: "KCASH", amount: 1 },
        }),
        404,
        "RouteNotFound",
      );
      expectProblem(
        await as(testApp, session, {
          method: "POST",
          url: "/api/payments/orders",
          headers: keyed(),
          payload: { kcashAmount: 10_000 },
        }),
        502,
        "UpstreamFailed",
      );
    } finally {
      await testApp.app.close();
      await development.app.close();
    }
  });
});
