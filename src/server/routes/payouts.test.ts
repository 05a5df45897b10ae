/**
 * Cash-out through the real adapters against loopback RazorpayX and Asaas fakes: KYC through the local KYC
 * simulator, then registration, withdrawal (debited into the holding account, India's TDS withheld), the payout
 * job run as a job runner runs it, and the providers' webhooks. Money is never lost nor paid twice: a crash
 * between sending and recording, a webhook delivered twice, a webhook before the job recorded, a reversal after
 * processed, a failure. Every documented error of the new operations.
 */
import { randomUUID } from "node:crypto";
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { eq } from "drizzle-orm";
import { Effect, Layer } from "effect";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutsTable } from "@/server/db/schema/payouts";
import { KYC_SIMULATOR_PREFIX } from "@/server/plugins/kyc-simulator";
import { openServicesRuntime } from "@/server/plugins/runtime";
import { makeRazorpayXPayouts } from "@/server/providers/payouts/razorpayx-payouts";
import type { PayoutProvider } from "@/server/providers/payouts/payout-provider";
import type { AppServices } from "@/server/services/app-runtime";
import {
  ASAAS_RESEND_WINDOW_MS,
  PAYOUT_ACCOUNTS,
  Payouts,
  payoutRulesOf,
} from "@/server/services/payouts/payouts";
import { Kyc } from "@/server/services/kyc/kyc";
import { AccountErasures } from "@/server/services/users/account-erasures";
import { Ledger, SYSTEM_ACCOUNTS } from "@/server/services/wallet/ledger";
import { contractResponse } from "@/server/testing/contract";
import {
  FAKE_ASAAS_TRANSFERS,
  FAKE_RAZORPAYX,
  startFakePayouts,
  type FakePayouts,
} from "@/server/testing/fakes/fake-payouts";
import { ledgerOn, runOnWallet } from "@/server/testing/ledger";
import { signInPayoutAdmin } from "@/server/testing/payout-console-requests";
import { expectProblem } from "@/server/testing/problems";
import {
  codeFromDevInbox,
  freshIp,
  injectPayingProofOfWork,
  signInByPhone,
  type TestSession,
} from "@/server/testing/sign-in";
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

/** The Payouts service paying through `provider` alone. */
const payoutsWith = (provider: PayoutProvider) =>
  Payouts.layer({
    providers: { forCountry: () => provider, known: [provider] },
    fiatPerUsdt: testApp.config.fiatPerUsdt,
    ...payoutRulesOf(testApp.config.payouts),
  }).pipe(
    Layer.provide(Kyc.layer({ provider: undefined, bonus: { currency: "RKLEOS", amount: 1 } })),
    // The runtime holds the repositories, Database and JobSender too, though its type names only the services.
  ) as unknown as Layer.Layer<Payouts, never, AppServices>;

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

// Each from an address of its own: the suite sends more codes than one address may.
const sendCode = (gamer: TestSession, payload: Record<string, unknown> = { channel: "sms" }) =>
  injectPayingProofOfWork(testApp.app, {
    method: "POST",
    url: "/api/offramp/withdrawals/otp",
    payload,
    remoteAddress: freshIp(),
    headers: gamer.authorization,
  });

interface Confirmation {
  readonly challengeId: string;
  readonly code: string;
}

/** The withdrawal's one-time code, sent to the gamer's phone and read from the dev inbox. */
const confirmationOf = async (gamer: TestSession): Promise<Confirmation> => {
  const sent = await sendCode(gamer);
  expect(sent.statusCode, sent.body).toBe(201);
  expect(contractResponse("sendWithdrawalOtp", 201).validate(sent.json())).toEqual([]);
  return {
    challengeId: sent.json<{ challengeId: string }>().challengeId,
    code: await codeFromDevInbox(testApp.app, gamer.phoneNumber),
  };
};

const withdrawWith = (gamer: TestSession, amount: number, key: string, confirmation: Confirmation) =>
  as(gamer, {
    method: "POST",
    url: "/api/offramp/withdrawals",
    headers: { "idempotency-key": key },
    payload: { currency: "USDT", amount, ...confirmation },
    remoteAddress: freshIp(),
  });

/** A withdrawal with a fresh code; a gamer who may not be sent one answers with a code that is no challenge's. */
const withdraw = async (
  gamer: TestSession,
  amount: number,
  key = `wd-${Math.random().toString(36).slice(2)}`,
) => {
  const sent = await sendCode(gamer);
  const confirmation =
    sent.statusCode === 201
      ? {
          challengeId: sent.json<{ challengeId: string }>().challengeId,
          code: await codeFromDevInbox(testApp.app, gamer.phoneNumber),
        }
      : { challengeId: randomUUID(), code: "000000" };
  return withdrawWith(gamer, amount, key, confirmation);
};

const quote = (gamer: TestSession, amount: number) =>
  as(gamer, { method: "POST", url: "/api/offramp/withdrawals/quote", payload: { currency: "USDT", amount } });

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
    const confirmation = await confirmationOf(gamer);
    const requested = await withdrawWith(gamer, 10 * USDT, key, confirmation);
    expect(requested.statusCode, requested.body).toBe(201);
    expect(contractResponse("requestWithdrawal", 201).validate(requested.json())).toEqual([]);
    const view = requested.json<{
      withdrawalId: string;
      status: string;
      tds: number;
      net: number;
      fiatAmount: number;
    }>();
    // 30% tax, then the fee (1%, at least half a USDT): 10 = 3 + 0.5 + 6.5, paid at 85 rupees.
    expect(view).toMatchObject({
      status: "requested",
      tds: 3 * USDT,
      fee: USDT / 2,
      net: 6.5 * USDT,
      fiatAmount: 55_250,
    });
    expect(await balance(gamer.userId)).toBe(90 * USDT);

    // The retry carries the same (now used) code: answered again, the code not checked twice.
    const replay = await withdrawWith(gamer, 10 * USDT, key, confirmation);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toMatchObject({ withdrawalId: view.withdrawalId });
    expect(await balance(gamer.userId)).toBe(90 * USDT);

    await sendPayout(view.withdrawalId);
    expect(await withdrawal(gamer, view.withdrawalId)).toMatchObject({ status: "processing" });
    expect(razorpayxPayoutOf(view.withdrawalId)).toMatchObject({ amount: 55_250, mode: "UPI" });

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
    const created = fake.razorpayx.created();
    await expect(sendPayout(withdrawalId, payoutsWith(crashing))).rejects.toThrow(/SIGKILL/);
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
      amount: 55_250,
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

  it("a payout RazorpayX queues is delayed: received once, no money moves, it still counts, and it settles when paid", async () => {
    const gamer = await indianWithUpi();
    const holdingBefore = await systemBalance(PAYOUT_ACCOUNTS.holding);
    const { withdrawalId } = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string }>();
    const real = makeRazorpayXPayouts({ apiBase: fake.razorpayxUrl, ...FAKE_RAZORPAYX });
    const hooks: Array<{ json(): unknown }> = [];
    let queued: Awaited<ReturnType<typeof fake.razorpayx.decide>>;
    // RazorpayX queues the payout at once: its webhook arrives before the send's answer (processing) is recorded.
    const queuing: PayoutProvider = {
      ...real,
      sendPayout: async (request) => {
        const facts = await real.sendPayout(request);
        queued = await fake.razorpayx.decide(facts.providerPayoutId ?? "", "delayed");
        hooks.push(await deliver(RZP_HOOK, queued));
        return facts;
      },
    };
    await sendPayout(withdrawalId, payoutsWith(queuing));
    expect(hooks.map((hook) => hook.json())).toEqual([{ received: true, outcome: "applied" }]);
    // The late answer did not undo the delay; the webhook delivered again moves nothing.
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "delayed", failureReason: null });
    expect((await deliver(RZP_HOOK, queued)).json()).toEqual({ received: true, outcome: "unchanged" });
    const providerId = razorpayxPayoutOf(withdrawalId).id;
    // Still debited and held: the gamer's balance, the holding account and the day's limit count it.
    expect(await balance(gamer.userId)).toBe(90 * USDT);
    expect(await systemBalance(PAYOUT_ACCOUNTS.holding)).toBe(holdingBefore + 6.5 * USDT);
    const approval = await as(gamer, { url: "/api/wallet/approval/status" });
    expect(approval.json()).toMatchObject({ limits: { remainingToday: 490 * USDT } });

    const processed = await fake.razorpayx.decide(providerId, "processed");
    expect((await deliver(RZP_HOOK, processed)).json()).toEqual({ received: true, outcome: "applied" });
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "processed" });
    // A late queued, out of order: nothing.
    expect((await deliver(RZP_HOOK, queued)).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "processed" });
    expect(await balance(gamer.userId)).toBe(90 * USDT);
    expect(await systemBalance(PAYOUT_ACCOUNTS.holding)).toBe(holdingBefore);
    expect(await ledgerOn(testApp.database).audit()).toMatchObject({
      unbalancedSets: 0,
      driftedAccounts: 0,
      negativeUserAccounts: 0,
      duplicateKeys: 0,
    });
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
    // Without KYC no code is sent, so no withdrawal can be confirmed.
    expectProblem(await sendCode(stranger), 409, "KycNotVerified");
    expectProblem(await withdraw(stranger, 10 * USDT), 400, "CodeExpired");
    expectProblem(await quote(stranger, 10 * USDT), 409, "KycNotVerified");

    const gamer = await indianWithUpi(600 * USDT);
    // A phone is sent two codes in a row, then waits: the minimum is asked of the quote, which checks the same.
    expectProblem(await quote(gamer, 4 * USDT), 422, "WithdrawalBelowMinimum");
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
    expect(done).toMatchObject({ tds: 0, fee: USDT / 2, fiatAmount: 5_320 });
    await sendPayout(done.withdrawalId);
    const transfer = [...fake.asaas.transfers.values()].find(
      (entry) => entry.externalReference === done.withdrawalId,
    );
    expect(transfer).toMatchObject({ value: 53.2, pixAddressKeyType: "EMAIL" });
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

  it("a transfer Asaas blocks is delayed, and its later failure returns the amount once", async () => {
    const gamer = await verifiedBrazilian();
    await register(gamer, { method: "pix" });
    await fund(gamer.userId, 10 * USDT);
    const { withdrawalId } = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string }>();
    await sendPayout(withdrawalId);
    const transfer = [...fake.asaas.transfers.values()].find(
      (entry) => entry.externalReference === withdrawalId,
    );
    const blocked = await fake.asaas.decide(transfer?.id ?? "", "delayed");
    expect((await deliver(ASAAS_HOOK, blocked)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await deliver(ASAAS_HOOK, blocked)).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "delayed" });
    expect(await balance(gamer.userId)).toBe(0);

    const failed = await fake.asaas.decide(transfer?.id ?? "", "failed");
    expect((await deliver(ASAAS_HOOK, failed)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await deliver(ASAAS_HOOK, failed)).json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await withdrawal(gamer, withdrawalId)).toMatchObject({ status: "failed" });
    expect(await balance(gamer.userId)).toBe(10 * USDT);
  });

  it("refuses to send again a PIX payout Asaas may have taken, once past its duplicate window", async () => {
    const gamer = await verifiedBrazilian();
    await register(gamer, { method: "pix" });
    await fund(gamer.userId, 10 * USDT);
    const requested = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string }>().withdrawalId;
    // Asaas does not answer the send: the attempt is written, the payout stays requested.
    fake.asaas.answers.available = false;
    try {
      await expect(sendPayout(requested)).rejects.toThrow();
    } finally {
      fake.asaas.answers.available = true;
    }
    expect(await withdrawal(gamer, requested)).toMatchObject({ status: "requested" });
    const admin = await signInPayoutAdmin(testApp);
    const resend = () =>
      as(admin, { method: "POST", url: `/api/admin/payouts/withdrawals/${requested}/retry` });
    // Within the window Asaas' own duplicate check makes a second send safe.
    expect((await resend()).statusCode).toBe(202);

    await testApp.database.db
      .update(payoutsTable)
      .set({ createdAt: new Date(Date.now() - ASAAS_RESEND_WINDOW_MS - 60_000) })
      .where(eq(payoutsTable.id, requested));
    expectProblem(await resend(), 409, "WithdrawalRetryUnsafe");
    expect(await withdrawal(gamer, requested)).toMatchObject({ status: "requested" });
  });
});

describe("the fee, the one-time code, the monthly limit", () => {
  it("quotes the fee and tax the withdrawal then debits, once, and a failure returns the fee too", async () => {
    const gamer = await indianWithUpi();
    const quoted = await quote(gamer, 20 * USDT);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(contractResponse("quoteWithdrawal", 200).validate(quoted.json())).toEqual([]);
    expect(quoted.json()).toEqual({
      currency: "USDT",
      amount: 20 * USDT,
      fee: USDT / 2,
      tds: 6 * USDT,
      net: 13.5 * USDT,
      fiatCurrency: "INR",
      fiatAmount: 114_750,
      fiatDecimals: 2,
      method: "upi",
      destination: "ra**********@okaxis",
      financialYear: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    // A quote moves nothing.
    expect(await balance(gamer.userId)).toBe(100 * USDT);
    const feesBefore = await systemBalance(PAYOUT_ACCOUNTS.fees);
    const requested = await withdraw(gamer, 20 * USDT);
    expect(requested.statusCode, requested.body).toBe(201);
    const view = requested.json<{ withdrawalId: string }>();
    expect(requested.json()).toMatchObject({
      fee: USDT / 2,
      tds: 6 * USDT,
      net: 13.5 * USDT,
      fiatAmount: 114_750,
    });
    expect(await systemBalance(PAYOUT_ACCOUNTS.fees)).toBe(feesBefore + USDT / 2);
    expect(await balance(gamer.userId)).toBe(80 * USDT);

    await sendPayout(view.withdrawalId);
    const failed = await fake.razorpayx.decide(razorpayxPayoutOf(view.withdrawalId).id, "failed");
    await deliver(RZP_HOOK, failed);
    await deliver(RZP_HOOK, failed);
    expect(await withdrawal(gamer, view.withdrawalId)).toMatchObject({ status: "failed" });
    expect(await balance(gamer.userId)).toBe(100 * USDT);
    expect(await systemBalance(PAYOUT_ACCOUNTS.fees)).toBe(feesBefore);
    expect(await ledgerOn(testApp.database).audit()).toMatchObject({ unbalancedSets: 0, duplicateKeys: 0 });
  });

  it("accepts a withdrawal only with the right code, sent to the gamer's verified phone", async () => {
    const gamer = await indianWithUpi();
    const confirmation = await confirmationOf(gamer);
    const wrong = confirmation.code === "000000" ? "000001" : "000000";
    const key = "wd-code-0001";
    const refused = await withdrawWith(gamer, 10 * USDT, key, { ...confirmation, code: wrong });
    expectProblem(refused, 400, "CodeInvalid");
    expect(refused.json()).toMatchObject({ attemptsLeft: 4 });
    expect(await balance(gamer.userId)).toBe(100 * USDT);
    // The refused try left the key free: the same key with the right code goes through.
    expect((await withdrawWith(gamer, 10 * USDT, key, confirmation)).statusCode).toBe(201);
    // A used code confirms nothing else.
    expectProblem(await withdrawWith(gamer, 10 * USDT, "wd-code-0002", confirmation), 400, "CodeExpired");
    // Nor does a code sent to someone else.
    const other = await indianWithUpi();
    expectProblem(
      await withdrawWith(gamer, 10 * USDT, "wd-code-0003", await confirmationOf(other)),
      400,
      "CodeExpired",
    );
    expect(await balance(gamer.userId)).toBe(90 * USDT);
    // Signed in by phone: no verified e-mail address to send a code to.
    expectProblem(await sendCode(gamer, { channel: "email" }), 409, "WithdrawalContactMissing");
  });

  it("refuses what would pass the month's limit, and says what is left", async () => {
    const gamer = await indianWithUpi();
    const config = testApp.config;
    const monthly = Payouts.layer({
      providers: { forCountry: () => undefined, known: [] },
      fiatPerUsdt: config.fiatPerUsdt,
      ...payoutRulesOf({ ...config.payouts, monthlyMaximumUsdt: 15 * USDT }),
    }).pipe(
      Layer.provide(Kyc.layer({ provider: undefined, bonus: { currency: "RKLEOS", amount: 1 } })),
    ) as unknown as Layer.Layer<Payouts, never, AppServices>;
    const request = async (amount: number) => {
      const { challengeId, code } = await confirmationOf(gamer);
      return runJob(
        Effect.provide(
          Payouts.use((payouts) =>
            payouts.requestWithdrawal(
              gamer.userId,
              randomUUID(),
              { currency: "USDT", amount, challengeId, code },
              freshIp(),
            ),
          ).pipe(
            Effect.flip,
            Effect.orElseSucceed(() => undefined),
          ),
          monthly,
        ),
      );
    };
    expect(await request(10 * USDT)).toBeUndefined();
    expect(await request(10 * USDT)).toMatchObject({
      _tag: "WithdrawalMonthlyLimitReached",
      remaining: 5 * USDT,
    });
    const approval = await runJob(
      Effect.provide(
        Payouts.use((payouts) => payouts.getWalletApprovalStatus(gamer.userId)),
        monthly,
      ),
    );
    expect(approval.limits).toMatchObject({ remainingThisMonth: 5 * USDT, remainingToday: 5 * USDT });
  });
});

describe("India's yearly TDS statement", () => {
  it("lists each withdrawal's tax of the financial year as CSV, with the total that stands", async () => {
    const gamer = await indianWithUpi();
    const kept = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string; financialYear: string }>();
    const returned = (await withdraw(gamer, 5 * USDT)).json<{ withdrawalId: string }>().withdrawalId;
    await sendPayout(returned);
    await deliver(RZP_HOOK, await fake.razorpayx.decide(razorpayxPayoutOf(returned).id, "failed"));
    const statement = await as(gamer, { url: `/api/offramp/tds-statements/${kept.financialYear}` });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.headers["content-type"]).toMatch(/^text\/csv/);
    expect(statement.headers["content-disposition"]).toBe(
      `attachment; filename="kleos-tds-statement-${kept.financialYear}.csv"`,
    );
    const lines = statement.body.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(
      /^financial_year,withdrawal_id,requested_at,status,amount_usdt,taxable_usdt,tds_usdt/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${kept.withdrawalId},`);
    expect(lines[1]).toContain(",10.000000,10.000000,3.000000,0.500000,6.500000,INR,552.50");
    expect(lines[2]).toContain(`${returned},`);
    expect(lines[2]).toContain(",failed,");
    // The failed withdrawal's tax was returned: only the kept one's stands.
    expect(lines[3]).toBe(`${kept.financialYear},total,,,,,3.000000,,,,`);
    // A gamer outside India has no statement; a year not begun has none either.
    expectProblem(
      await as(await verifiedBrazilian(), { url: "/api/offramp/tds-statements/2026-27" }),
      409,
      "TdsNotApplicable",
    );
    expectProblem(
      await as(gamer, { url: "/api/offramp/tds-statements/2090-91" }),
      422,
      "FinancialYearInvalid",
    );
    expectProblem(
      await as(gamer, { url: "/api/offramp/tds-statements/2026-29" }),
      422,
      "FinancialYearInvalid",
    );
  });
});

describe("account erasure", () => {
  it("forgets the UPI ID and the names, and keeps the amounts and the tax", async () => {
    const gamer = await indianWithUpi();
    const { withdrawalId } = (await withdraw(gamer, 10 * USDT)).json<{ withdrawalId: string }>();
    expect((await as(gamer, { method: "POST", url: "/api/users/me/deletion-request" })).statusCode).toBe(201);
    const later = new Date(Date.now() + 400 * 24 * 3_600_000);
    expect(await runJob(AccountErasures.use((erasures) => erasures.eraseAccount(gamer.userId, later)))).toBe(
      true,
    );
    const rows = await testApp.database.db.execute<Record<string, unknown>>(
      `select destination, beneficiary_name, amount, tds, fee, net from payouts where id = '${withdrawalId}'` as never,
    );
    const list =
      (rows as unknown as { rows?: Record<string, unknown>[] }).rows ??
      (rows as unknown as Record<string, unknown>[]);
    expect(list[0]).toMatchObject({ destination: null, beneficiary_name: null });
    expect(Number(list[0]?.["tds"])).toBe(3 * USDT);
    expect(Number(list[0]?.["amount"])).toBe(10 * USDT);
    const registrations = await testApp.database.db.execute<Record<string, unknown>>(
      `select upi_id from offramp_registrations where user_id = '${gamer.userId}'` as never,
    );
    const left =
      (registrations as unknown as { rows?: unknown[] }).rows ?? (registrations as unknown as unknown[]);
    expect(left).toHaveLength(0);
    // The payout not yet sent has nowhere to go: the job returns the money instead of paying.
    await sendPayout(withdrawalId);
    expect(await balance(gamer.userId)).toBe(100 * USDT);
  });
});
