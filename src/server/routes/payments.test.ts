/**
 * Buying K-Cash in the buyer's market currency: rupees in India, reais (Pix) in Brazil, dollars elsewhere; the
 * sandbox's Pix checkout; and Asaas Pix against a loopback fake of Asaas.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brCodeFields, isValidBrCode } from "@/domain/wallet/pix-br-code";
import { contractResponse } from "@/server/testing/contract";
import {
  asaasTestConfig,
  startFakeAsaas,
  TEST_ASAAS_CREDENTIALS,
  type FakeAsaas,
  type FakeAsaasWebhook,
} from "@/server/testing/fakes/fake-asaas";
import { ledgerOn } from "@/server/testing/ledger";
import { expectProblem } from "@/server/testing/problems";
import { freshBrazilianNumber, type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Order {
  readonly paymentId: string;
  readonly status: string;
  readonly provider: string;
  readonly fiatCurrency: string;
  readonly fiatAmount: number;
  readonly expiresAt: string;
  readonly checkout: {
    readonly kind: string;
    readonly url?: string;
    readonly payload?: string;
    readonly qrCodeImage?: string | null;
    readonly expiresAt?: string;
    readonly pix?: {
      readonly payload: string;
      readonly qrCodeImage: string | null;
      readonly expiresAt: string;
    };
  } | null;
}

const as = (testApp: TestApp, session: TestSession, request: InjectOptions) =>
  testApp.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

const buy = (testApp: TestApp, session: TestSession, payload: Record<string, unknown>) =>
  as(testApp, session, {
    method: "POST",
    url: "/api/payments/orders",
    headers: { "idempotency-key": randomUUID() },
    payload,
  });

const bought = async (testApp: TestApp, session: TestSession, payload: Record<string, unknown>) => {
  const response = await buy(testApp, session, payload);
  expect(response.statusCode, response.body).toBe(201);
  expect(contractResponse("buyKcash", 201).validate(response.json())).toEqual([]);
  return response.json<Order>();
};

const kcashOf = async (testApp: TestApp, session: TestSession): Promise<number | undefined> =>
  (await as(testApp, session, { url: "/api/wallets/balance" }))
    .json<{ balances: { currency: string; amount: number }[] }>()
    .balances.find((balance) => balance.currency === "KCASH")?.amount;

const setCountry = async (testApp: TestApp, session: TestSession, countryCode: string) => {
  const response = await as(testApp, session, {
    method: "PATCH",
    url: "/api/users/me/profile",
    payload: { countryCode },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe("buying K-Cash in the market's currency", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("tells a Brazilian gamer the price in reais before paying", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const market = await as(testApp, brazilian, { url: "/api/users/me/market" });
    expect(market.json()).toMatchObject({
      country: "BR",
      fiatCurrency: "BRL",
      fiatPerUsdt: 560,
      fiatDecimals: 2,
    });
    const conversion = await testApp.app.inject({
      url: "/api/onramp/conversion?kcashAmount=100000&fiatCurrency=BRL",
    });
    expect(conversion.json()).toMatchObject({ fiatCurrency: "BRL", fiatAmount: 560, fiatPerUsdt: 560 });
  });

  it("charges a Brazilian gamer in reais through the sandbox's Pix, and credits once on approval", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const order = await bought(testApp, brazilian, { kcashAmount: 100_000 });
    expect(order).toMatchObject({ provider: "sandbox", fiatCurrency: "BRL", fiatAmount: 560 });
    expect(order.checkout).toMatchObject({ kind: "sandbox", url: `/buy-kcash/sandbox/${order.paymentId}` });
    const pix = order.checkout?.pix;
    expect(pix).toMatchObject({ qrCodeImage: null, expiresAt: order.expiresAt });
    expect(isValidBrCode(pix?.payload ?? "")).toBe(true);
    const fields = brCodeFields(pix?.payload ?? "");
    expect(fields?.get("53")).toBe("986");
    expect(fields?.get("54")).toBe("5.60");
    expect(fields?.get("62")).toBe(`0525${order.paymentId.replaceAll("-", "").slice(0, 25)}`);

    const approved = await as(testApp, brazilian, {
      method: "POST",
      url: `/api/payments/sandbox/${order.paymentId}`,
      payload: { decision: "approve" },
    });
    expect(approved.json()).toMatchObject({ status: "paid", checkout: null });
    expect(await kcashOf(testApp, brazilian)).toBe(100_000);
    const receipt = await as(testApp, brazilian, {
      url: `/api/transactions/simplified/onramp/id/${order.paymentId}`,
    });
    expect(receipt.json()).toMatchObject({ fiat: { currency: "BRL", amount: 560, decimals: 2 } });
  });

  it("still charges an Indian gamer in rupees, with no Pix", async () => {
    const indian = await sessionByPhone(testApp);
    const order = await bought(testApp, indian, { kcashAmount: 100_000, fiatCurrency: "INR" });
    expect(order).toMatchObject({ fiatCurrency: "INR", fiatAmount: 8_500 });
    expect(order.checkout).toEqual({ kind: "sandbox", url: `/buy-kcash/sandbox/${order.paymentId}` });
  });

  it("charges anyone else in dollars", async () => {
    const german = await sessionByPhone(testApp);
    await setCountry(testApp, german, "DE");
    const order = await bought(testApp, german, { kcashAmount: 250_000 });
    expect(order).toMatchObject({ fiatCurrency: "USD", fiatAmount: 250 });
  });

  it("refuses a currency that is not the market's, and opens no order", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const inRupees = expectProblem(
      await buy(testApp, brazilian, { kcashAmount: 100_000, fiatCurrency: "INR" }),
      422,
      "FiatCurrencyMismatch",
    );
    expect(inRupees).toMatchObject({ fiatCurrency: "INR", marketCurrency: "BRL" });
    const indian = await sessionByPhone(testApp);
    expect(
      expectProblem(
        await buy(testApp, indian, { kcashAmount: 100_000, fiatCurrency: "BRL" }),
        422,
        "FiatCurrencyMismatch",
      ),
    ).toMatchObject({ fiatCurrency: "BRL", marketCurrency: "INR" });
    // The refusal released its key: the same key with the market's currency opens the order.
    const key = randomUUID();
    const refused = await as(testApp, brazilian, {
      method: "POST",
      url: "/api/payments/orders",
      headers: { "idempotency-key": key },
      payload: { kcashAmount: 1_000, fiatCurrency: "USD" },
    });
    expectProblem(refused, 422, "FiatCurrencyMismatch");
    const accepted = await as(testApp, brazilian, {
      method: "POST",
      url: "/api/payments/orders",
      headers: { "idempotency-key": key },
      payload: { kcashAmount: 1_000, fiatCurrency: "BRL" },
    });
    // 10 K-Cash = 0.01 USDT = R$0.056, rounded up to 6 centavos.
    expect(accepted.json()).toMatchObject({ fiatCurrency: "BRL", fiatAmount: 6 });
  });
});

describe("buying K-Cash with Pix through Asaas", () => {
  let fake: FakeAsaas;
  let testApp: TestApp;

  beforeAll(async () => {
    fake = await startFakeAsaas();
    testApp = await createTestApp(asaasTestConfig(fake));
  });

  afterAll(async () => {
    await testApp.app.close();
    await fake.close();
  });

  const deliver = (webhook: FakeAsaasWebhook) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/payments/asaas/webhook",
      headers: webhook.headers,
      payload: webhook.body,
    });

  const chargeOf = (order: Order) => {
    const charge = [...fake.payments.values()].find(
      (payment) => payment.externalReference === order.paymentId,
    );
    if (charge === undefined) throw new Error(`Asaas has no charge for order ${order.paymentId}`);
    return charge;
  };

  it("opens a Pix charge for the buyer's customer record and shows its QR and copy-paste code", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const order = await bought(testApp, brazilian, { kcashAmount: 200_000 });
    expect(order).toMatchObject({
      provider: "asaas",
      fiatCurrency: "BRL",
      fiatAmount: 1_120,
      status: "created",
    });
    const charge = chargeOf(order);
    expect(charge).toMatchObject({ billingType: "PIX", value: 11.2, status: "PENDING" });
    expect(fake.customers.get(charge.customer)).toMatchObject({
      externalReference: brazilian.userId,
      notificationDisabled: true,
    });
    expect(order.checkout).toMatchObject({ kind: "pix", qrCodeImage: expect.stringMatching(/^iVBOR/) });
    expect(isValidBrCode(order.checkout?.payload ?? "")).toBe(true);
    expect(brCodeFields(order.checkout?.payload ?? "")?.get("54")).toBe("11.20");
    // Kleos stops waiting after 30 minutes, before the QR's own end of day.
    expect(order.checkout?.expiresAt).toBe(order.expiresAt);

    const again = await as(testApp, brazilian, { url: `/api/payments/orders/${order.paymentId}` });
    expect(again.json()).toMatchObject({ status: "created", checkout: { payload: order.checkout?.payload } });
    // Read once, when the charge was opened; the views since come from memory.
    expect(fake.qrReads.get(charge.id)).toBe(1);

    // A second purchase is charged to the same customer record.
    const second = await bought(testApp, brazilian, { kcashAmount: 1_000 });
    expect(chargeOf(second).customer).toBe(charge.customer);
    expect([...fake.customers.values()].filter((c) => c.externalReference === brazilian.userId)).toHaveLength(
      1,
    );
  });

  it("refuses a webhook with a wrong or missing token, and credits nothing", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const order = await bought(testApp, brazilian, { kcashAmount: 50_000 });
    const paid = fake.pay(chargeOf(order).id);
    expectProblem(
      await deliver({ ...paid, headers: { ...paid.headers, "asaas-access-token": "not-the-webhook-token" } }),
      401,
      "PaymentEventRejected",
    );
    expectProblem(
      await deliver({
        ...paid,
        headers: { ...paid.headers, "asaas-access-token": `${TEST_ASAAS_CREDENTIALS.webhookToken}x` },
      }),
      401,
      "PaymentEventRejected",
    );
    expectProblem(
      await deliver({ ...paid, headers: { "content-type": "application/json" } }),
      400,
      "ValidationFailed",
    );
    expect(await kcashOf(testApp, brazilian)).toBe(0);
  });

  it("credits once however often the payment's events come", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const order = await bought(testApp, brazilian, { kcashAmount: 300_000 });
    const chargeId = chargeOf(order).id;
    const received = fake.pay(chargeId);
    const deliveries = await Promise.all([deliver(received), deliver(received)]);
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(deliveries.map((response) => response.json<{ outcome: string }>().outcome).sort()).toEqual([
      "alreadyCredited",
      "credited",
    ]);
    expect((await deliver(fake.webhook("PAYMENT_CONFIRMED", chargeId))).json()).toEqual({
      received: true,
      outcome: "alreadyCredited",
    });
    expect((await deliver(fake.webhook("PAYMENT_UPDATED", chargeId))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
    expect(await kcashOf(testApp, brazilian)).toBe(300_000);
    const view = await as(testApp, brazilian, { url: `/api/payments/orders/${order.paymentId}` });
    expect(view.json()).toMatchObject({ status: "paid", provider: "asaas", checkout: null });
    expect((await ledgerOn(testApp.database).audit()).duplicateKeys).toBe(0);
  });

  it("asks Asaas about an open charge when its webhook is late", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    const order = await bought(testApp, brazilian, { kcashAmount: 40_000 });
    fake.pay(chargeOf(order).id);
    const view = await as(testApp, brazilian, { url: `/api/payments/orders/${order.paymentId}` });
    expect(view.json()).toMatchObject({ status: "paid", checkout: null });
    expect(await kcashOf(testApp, brazilian)).toBe(40_000);
  });

  it("answers 502 when Asaas refuses the charge, and opens no order", async () => {
    const broken = await createTestApp({
      paymentProvider: undefined,
      asaas: { ...TEST_ASAAS_CREDENTIALS, apiKey: "$aact_wrong", apiBase: fake.url },
    });
    try {
      const brazilian = await sessionByPhone(broken, freshBrazilianNumber());
      expectProblem(await buy(broken, brazilian, { kcashAmount: 10_000 }), 502, "UpstreamFailed");
    } finally {
      await broken.app.close();
    }
  });
});
