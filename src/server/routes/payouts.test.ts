/**
 * Cash-out through the real adapters against loopback RazorpayX and Asaas fakes: KYC through the local KYC
 * simulator, then registration, withdrawal (debited into the holding account, India's TDS withheld), the payout
 * job run as a job runner runs it, and the providers' webhooks. Money is never lost nor paid twice: a crash
 * between sending and recording, a webhook delivered twice, a webhook before the job recorded, a reversal after
 * processed, a failure. Every documented error of the new operations.
 */
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { Effect, Layer } from "effect";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KYC_SIMULATOR_PREFIX } from "@/server/plugins/kyc-simulator";
import { openServicesRuntime } from "@/server/plugins/runtime";
import { makeRazorpayXPayouts } from "@/server/providers/payouts/razorpayx-payouts";
import type { PayoutProvider } from "@/server/providers/payouts/payout-provider";
import type { AppServices } from "@/server/services/app-runtime";
import { PAYOUT_ACCOUNTS, Payouts } from "@/server/services/payouts/payouts";
import { Kyc } from "@/server/services/kyc/kyc";
import { Ledger, SYSTEM_ACCOUNTS } from "@/server/services/wallet/ledger";
import { contractResponse } from "@/server/testing/contract";
import {
  FAKE_ASAAS_TRANSFERS,
  FAKE_RAZORPAYX,
  startFakePayouts,
  type FakePayouts,
} from "@/server/testing/fakes/fake-payouts";
import { ledgerOn, runOnWallet } from "@/server/testing/ledger";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let fake: FakePayouts;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakePayouts();
  testApp = await createTestApp({
    seedDemoData: false,
    razorpayx: { apiBase: fake.razorpayxUrl, ...FAKE_RAZORPAYX },
    asaas: { apiBase: fake.asaasUrl, ...FAKE_ASAAS_TRANSFERS },
  });
});

afterAll(async () => {
  await testApp.app.close();
  await fake.close();
});

const USDT = 1_000_000;

const as = (session: TestSession, request: InjectOptions) =>
  testApp.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

/** A runtime of the app's services over its database, as a job runner has. */
const runJob = async <A, E>(effect: Effect.Effect<A, E, AppServices>) => {
  const services = openServicesRuntime(testApp.config, testApp.database);
  try {
    return await services.runtime.run(effect);
  } finally {
    await services.close();
  }
};
const sendPayout = (withdrawalId: string, payoutsLayer?: Layer.Layer<Payouts, never, AppServices>) => {
  const send = Payouts.use((payouts) => payouts.sendPayout(withdrawalId));
  return runJob(payoutsLayer === undefined ? send : Effect.provide(send, payoutsLayer));
};

const fund = (userId: string, amount: number) =>
  runOnWallet(
    testApp.database,
    Ledger.use((ledger) =>
      ledger.post({
        idempotencyKey: `test-usdt:${userId}:${amount}:${Math.random()}`,
        type: "reward",
        userId,
        reference: undefined,
        details: {},
        legs: [
          { owner: SYSTEM_ACCOUNTS.rewardPool, userId: undefined, currency: "USDT", amount: -amount },
          { owner: userId, userId, currency: "USDT", amount },
        ],
      }),
    ),
  );

const simulateKyc = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: "POST", url: `${KYC_SIMULATOR_PREFIX}/answers`, payload });

const verifiedIndian = async () => {
  const gamer = await signInByPhone(testApp.app);
  await simulateKyc({ pan: "approve", bank: "approve" });
  const pan = await as(gamer, {
    method: "POST",
    url: "/api/kyc/verify-pan",
    payload: { pan: "ABCPE1234F", name: "Rahul Sharma", withAadhaar: false },
  });
  expect(pan.statusCode, pan.body).toBe(200);
  const bank = await as(gamer, {
    method: "POST",
    url: "/api/kyc/verify-bank",
    payload: { accountNumber: "026291800001191", ifsc: "YESB0000262" },
  });
  expect(bank.json()).toMatchObject({ status: "verified" });
  return gamer;
};

const verifiedBrazilian = async () => {
  const gamer = await signInByPhone(testApp.app);
  const cpf = await as(gamer, {
    method: "POST",
    url: "/api/kyc/verify-cpf",
    payload: { cpf: generateCpf(), name: "Ana Souza" },
  });
  expect(cpf.statusCode, cpf.body).toBe(200);
  const pix = await as(gamer, {
    method: "POST",
    url: "/api/kyc/verify-pix-key",
    payload: { pixKeyType: "email", pixKey: `ana.${Math.random().toString(36).slice(2)}@example.com` },
  });
  expect(pix.json()).toMatchObject({ status: "verified" });
  return gamer;
};

const register = (gamer: TestSession, payload: Record<string, unknown>) =>
  as(gamer, { method: "POST", url: "/api/offramp/register/user", payload });

const withdraw = (gamer: TestSession, amount: number, key = `wd-${Math.random().toString(36).slice(2)}`) =>
  as(gamer, {
    method: "POST",
    url: "/api/offramp/withdrawals",
    headers: { "idempotency-key": key },
    payload: { currency: "USDT", amount },
  });

const withdrawal = async (gamer: TestSession, id: string) => {
  const response = await as(gamer, { url: `/api/offramp/withdrawals/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("getWithdrawal", 200).validate(response.json())).toEqual([]);
  return response.json<{
    status: string;
    amount: number;
    tds: number;
    net: number;
    failureReason: string | null;
  }>();
};

const razorpayxPayoutOf = (withdrawalId: string) => {
  const payout = [...fake.razorpayx.payouts.values()].find((entry) => entry.reference_id === withdrawalId);
  if (payout === undefined) throw new Error(`RazorpayX has no payout for ${withdrawalId}`);
  return payout;
};

const deliver = (url: string, webhook: { rawBody: string; headers: Record<string, string> } | undefined) => {
  if (webhook === undefined) throw new Error("No webhook to deliver");
  return testApp.app.inject({ method: "POST", url, headers: webhook.headers, payload: webhook.rawBody });
};
const RZP_HOOK = "/api/offramp/razorpayx/webhook";
const ASAAS_HOOK = "/api/offramp/asaas/webhook";

const balance = (owner: string) => ledgerOn(testApp.database).balanceOf(owner, "USDT");
const systemBalance = async (name: string) => {
  const rows = await testApp.database.db.execute<{ total: string }>(
    // Kleos' own accounts are sharded by the user's first hex digit: the total is their sum.
    `select coalesce(sum(balance), 0) as total from ledger_accounts where currency = 'USDT' and owner like '${name}%'` as never,
  );
  const list =
    (rows as unknown as { rows?: { total: string }[] }).rows ?? (rows as unknown as { total: string }[]);
  return Number(list[0]?.total ?? 0);
};

/** An Indian gamer, registered to a UPI ID, holding `held` USDT. */
const indianWithUpi = async (held = 100 * USDT) => {
  const gamer = await verifiedIndian();
  expect((await register(gamer, { method: "upi", upiId: "rahul.sharma@okaxis" })).statusCode).toBe(200);
  await fund(gamer.userId, held);
  return gamer;
};

describe("prices and approval", () => {
  it("answers USDT's payout prices to anyone", async () => {
    const response = await testApp.app.inject({ url: "/api/offramp/payout-rates/USDT" });
    expect(response.statusCode).toBe(200);
    expect(contractResponse("getOfframpTokenPrices", 200).validate(response.json())).toEqual([]);
    expect(response.json()).toMatchObject({
      prices: [
        { fiatCurrency: "INR", fiatPerToken: 8500 },
        { fiatCurrency: "BRL", fiatPerToken: 560 },
      ],
    });
  });

  it("approves a gamer once KYC is verified and a destination is registered", async () => {
    const stranger = await signInByPhone(testApp.app);
    const before = await as(stranger, { url: "/api/wallet/approval/status" });
    expect(contractResponse("getWalletApprovalStatus", 200).validate(before.json())).toEqual([]);
    expect(before.json()).toMatchObject({ approved: false, kycStatus: "none", registration: null });
    expectProblem(await register(stranger, { method: "upi", upiId: "a@okaxis" }), 409, "KycNotVerified");

    const gamer = await verifiedIndian();
    expectProblem(await register(gamer, { method: "pix" }), 422, "PayoutDestinationInvalid");
    expectProblem(
      await register(gamer, { method: "upi", upiId: "not a upi" }),
      422,
      "PayoutDestinationInvalid",
    );
    const registered = await register(gamer, { method: "bank" });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(contractResponse("registerOfframpUser", 200).validate(registered.json())).toEqual([]);
    expect(registered.json()).toMatchObject({
      approved: true,
      country: "IN",
      methods: ["upi", "bank"],
      registration: { method: "bank", destination: "***********1191" },
      tds: { applies: true, rateBps: 3000 },
    });
  });
});

describe("withdrawals in India (RazorpayX, UPI)", () => {
  it("debits at request time with 30% TDS, pays once through the job, and shows the withdrawal", async () => {
    const gamer = await indianWithUpi();
    const key = "wd-india-first-0001";
    const requested = await withdraw(gamer, 10 * USDT, key);
    expect(requested.statusCode, requested.body).toBe(201);
    expect(contractResponse("requestWithdrawal", 201).validate(requested.json())).toEqual([]);
    const view = requested.json<{
      withdrawalId: string;
      status: string;
      tds: number;
      net: number;
      fiatAmount: number;
    }>();
    expect(view).toMatchObject({ status: "requested", tds: 3 * USDT, net: 7 * USDT, fiatAmount: 59_500 });
    expect(await balance(gamer.userId)).toBe(90 * USDT);

    const replay = await withdraw(gamer, 10 * USDT, key);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toMatchObject({ withdrawalId: view.withdrawalId });
    expect(await balance(gamer.userId)).toBe(90 * USDT);

    await sendPayout(view.withdrawalId);
    expect(await withdrawal(gamer, view.withdrawalId)).toMatchObject({ status: "processing" });
    expect(razorpayxPayoutOf(view.withdrawalId)).toMatchObject({ amount: 59_500, mode: "UPI" });

    const processed = await fake.razorpayx.decide(razorpayxPayoutOf(view.withdrawalId).id, "processed");
    const first = await deliver(RZP_HOOK, processed);
    expect(first.json()).toEqual({ received: true, outcome: "applied" });
    // Delivered twice: received, nothing moves again.
    expect((await deliver(RZP_HOOK, processed)).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await withdrawal(gamer, view.withdrawalId)).toMatchObject({ status: "processed" });
    expect(await balance(gamer.userId)).toBe(90 * USDT);

    const list = await as(gamer, { url: "/api/offramp/withdrawals" });
    expect(contractResponse("listWithdrawals", 200).validate(list.json())).toEqual([]);
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
    const approval = await as(gamer, { url: "/api/wallet/approval/status" });
    expect(approval.json()).toMatchObject({
      tds: { withheldThisYear: 3 * USDT },
      limits: { remainingToday: 490 * USDT },
    });
    expect(await ledgerOn(testApp.database).audit()).toMatchObject({
      unbalancedSets: 0,
      driftedAccounts: 0,
      negativeUserAccounts: 0,
      duplicateKeys: 0,
    });
  });

  it("a crash between sending and recording: the run again gets the same payout, paid once", async () => {
    const gamer = await indianWithUpi();
    const { withdrawalId } = (await withdraw(gamer, 20 * USDT)).json<{ withdrawalId: string }>();
    const real = makeRazorpayXPayouts({ apiBase: fake.razorpayxUrl, ...FAKE_RAZORPAYX });
    const crashing: PayoutProvider = {
      ...real,
      sendPayout: async (request) => {
        await real.sendPayout(request);
        throw new Error("SIGKILL after the provider answered, before anything was recorded");
      },
    };
    const config = testApp.config;
    const crashingLayer = Payouts.layer({
      providers: { forCountry: () => crashing, known: [crashing] },
      fiatPerUsdt: config.fiatPerUsdt,
      limits: { minimum: config.payouts.minimumUsdt, dailyMaximum: config.payouts.dailyMaximumUsdt },
      tdsRateBps: config.payouts.tdsRateBps,
    }).pipe(
      Layer.provide(Kyc.layer({ provider: undefined, bonus: { currency: "RKLEOS", amount: 1 } })),
      // The runtime holds the repositories, Database and JobSender too, though its type names only the services.
    ) as unknown as Layer.Layer<Payouts, never, AppServices>;
    const created = fake.razorpayx.created();
    await expect(sendPayout(withdrawalId, crashingLayer)).rejects.toThrow(/SIGKILL/);
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "requested" });
    await sendPayout(withdrawalId);
    expect(fake.razorpayx.created()).toBe(created + 1);
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "processing" });
  });

  it("a webhook before the job recorded the payout moves it on; the job's late answer moves nothing back", async () => {
    const gamer = await indianWithUpi();
    const { withdrawalId } = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string }>();
    const real = makeRazorpayXPayouts({ apiBase: fake.razorpayxUrl, ...FAKE_RAZORPAYX });
    // The provider accepts the payout and pays it; its webhook arrives before the send's answer is recorded.
    const sent = await real.sendPayout({
      payoutId: withdrawalId,
      userId: gamer.userId,
      amount: 59_500,
      currency: "INR",
      destination: { method: "upi", upiId: "rahul.sharma@okaxis" },
      beneficiaryName: "RAHUL SHARMA",
    });
    const processed = await fake.razorpayx.decide(sent.providerPayoutId ?? "", "processed");
    expect((await deliver(RZP_HOOK, processed)).json()).toEqual({ received: true, outcome: "applied" });
    await sendPayout(withdrawalId);
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "processed" });
  });

  it("a reversal after processed, and a failure, return the whole amount (tax included) once", async () => {
    const gamer = await indianWithUpi();
    const holdingBefore = await systemBalance(PAYOUT_ACCOUNTS.holding);
    const tdsBefore = await systemBalance(PAYOUT_ACCOUNTS.tds);
    const { withdrawalId } = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string }>();
    await sendPayout(withdrawalId);
    const providerId = razorpayxPayoutOf(withdrawalId).id;
    await deliver(RZP_HOOK, await fake.razorpayx.decide(providerId, "processed"));
    const reversed = await fake.razorpayx.decide(providerId, "reversed");
    expect((await deliver(RZP_HOOK, reversed)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await deliver(RZP_HOOK, reversed)).json()).toEqual({ received: true, outcome: "unchanged" });
    // A late `processed`, out of order: nothing.
    expect((await withdrawal(gamer, withdrawalId)).status).toBe("reversed");
    expect(await balance(gamer.userId)).toBe(100 * USDT);

    const failedOne = (await withdraw(gamer, 5 * USDT)).json<{ withdrawalId: string }>().withdrawalId;
    await sendPayout(failedOne);
    const failed = await fake.razorpayx.decide(razorpayxPayoutOf(failedOne).id, "failed");
    await deliver(RZP_HOOK, failed);
    await deliver(RZP_HOOK, failed);
    expect(await withdrawal(gamer, failedOne)).toMatchObject({
      status: "failed",
      failureReason: "The beneficiary bank is offline",
    });
    expect(await balance(gamer.userId)).toBe(100 * USDT);
    expect(await systemBalance(PAYOUT_ACCOUNTS.holding)).toBe(holdingBefore);
    expect(await systemBalance(PAYOUT_ACCOUNTS.tds)).toBe(tdsBefore);
  });

  it("refuses a badly signed webhook, and answers the documented errors", async () => {
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: RZP_HOOK,
        headers: { "x-razorpay-signature": "0".repeat(64) },
        payload: { event: "payout.processed", payload: {} },
      }),
      401,
      "PayoutEventRejected",
    );
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: ASAAS_HOOK,
        headers: { "asaas-access-token": "wrong-token-wrong-token" },
        payload: { event: "TRANSFER_DONE" },
      }),
      401,
      "PayoutEventRejected",
    );
    const unregistered = await verifiedIndian();
    await fund(unregistered.userId, 50 * USDT);
    expectProblem(await withdraw(unregistered, 10 * USDT), 409, "OfframpNotRegistered");
    const stranger = await signInByPhone(testApp.app);
    expectProblem(await withdraw(stranger, 10 * USDT), 409, "KycNotVerified");

    const gamer = await indianWithUpi(600 * USDT);
    expectProblem(await withdraw(gamer, 4 * USDT), 422, "WithdrawalBelowMinimum");
    expect((await withdraw(gamer, 450 * USDT)).statusCode).toBe(201);
    const limited = await withdraw(gamer, 60 * USDT);
    expectProblem(limited, 409, "WithdrawalDailyLimitReached");
    expect(limited.json()).toMatchObject({ remaining: 50 * USDT });
    const poor = await indianWithUpi(6 * USDT);
    expectProblem(await withdraw(poor, 10 * USDT), 402, "InsufficientBalance");
    expectProblem(
      await as(gamer, { url: "/api/offramp/withdrawals/00000000-0000-4000-8000-000000000000" }),
      404,
      "WithdrawalNotFound",
    );
  });
});

describe("withdrawals in Brazil (Asaas, PIX)", () => {
  it("pays the verified PIX key in reais without tax; a failed transfer returns the amount once", async () => {
    const gamer = await verifiedBrazilian();
    expect((await register(gamer, { method: "pix" })).json()).toMatchObject({
      approved: true,
      tds: { applies: false },
    });
    await fund(gamer.userId, 30 * USDT);
    const done = (await withdraw(gamer, 10 * USDT)).json<{
      withdrawalId: string;
      tds: number;
      fiatAmount: number;
    }>();
    expect(done).toMatchObject({ tds: 0, fiatAmount: 5_600 });
    await sendPayout(done.withdrawalId);
    const transfer = [...fake.asaas.transfers.values()].find(
      (entry) => entry.externalReference === done.withdrawalId,
    );
    expect(transfer).toMatchObject({ value: 56, pixAddressKeyType: "EMAIL" });
    const event = await fake.asaas.decide(transfer?.id ?? "", "processed");
    expect((await deliver(ASAAS_HOOK, event)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await deliver(ASAAS_HOOK, event)).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await withdrawal(gamer, done.withdrawalId)).toMatchObject({ status: "processed" });

    const failing = (await withdraw(gamer, 7 * USDT)).json<{ withdrawalId: string }>().withdrawalId;
    await sendPayout(failing);
    const failingTransfer = [...fake.asaas.transfers.values()].find(
      (entry) => entry.externalReference === failing,
    );
    await deliver(ASAAS_HOOK, await fake.asaas.decide(failingTransfer?.id ?? "", "failed"));
    expect(await withdrawal(gamer, failing)).toMatchObject({ status: "failed" });
    expect(await balance(gamer.userId)).toBe(20 * USDT);
  });
});
