/**
 * The cash-out operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented error
 * (spread into PROVOKE, plugins/problem-handler.test.ts). Gamers pass KYC through the local KYC simulator; the
 * webhooks are signed with the secrets the test apps verify with (PAYOUT_WEBHOOKS_ONLY, ASAAS_WEBHOOKS_ONLY).
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { KYC_SIMULATOR_PREFIX } from "@/server/plugins/kyc-simulator";
import { razorpayXSignature } from "@/server/providers/payouts/razorpayx-payouts";
import { Ledger, SYSTEM_ACCOUNTS } from "@/server/services/wallet/ledger";
import { TEST_ASAAS_CREDENTIALS } from "@/server/testing/fakes/fake-asaas";
import { FAKE_RAZORPAYX } from "@/server/testing/fakes/fake-payouts";
import { runOnWallet } from "@/server/testing/ledger";
import {
  codeFromDevInbox,
  injectPayingProofOfWork,
  signInByPhone,
  type TestSession,
} from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface PayoutProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type PayoutOperationId = Extract<
  OperationId,
  | "getOfframpTokenPrices"
  | "getWalletApprovalStatus"
  | "registerOfframpUser"
  | "requestWithdrawal"
  | "listWithdrawals"
  | "getWithdrawal"
  | "quoteWithdrawal"
  | "sendWithdrawalOtp"
  | "getTdsStatement"
  | "recordRazorpayxPayoutEvent"
  | "recordAsaasTransferEvent"
>;

const USDT = 1_000_000;

/** What the helpers below act through: a test app, or any running app and its database (the contract provider). */
type RunningApp = Pick<TestApp, "app" | "database">;

export const send = async (testApp: RunningApp, session: TestSession | undefined, request: InjectOptions) => {
  const response = await injectPayingProofOfWork(testApp.app, {
    ...request,
    headers: { ...request.headers, ...session?.authorization },
  });
  if (response.statusCode >= 300)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Record<string, unknown>>();
};

/** A gamer: fresh, KYC-verified in India (PAN-only path), or also registered to a UPI ID and holding 100 USDT. */
export const gamerAt = async (testApp: RunningApp, stage: "fresh" | "verified" | "registered") => {
  const session = await signInByPhone(testApp.app);
  if (stage === "fresh") return session;
  await send(testApp, undefined, {
    method: "POST",
    url: `${KYC_SIMULATOR_PREFIX}/answers`,
    payload: { pan: "approve", bank: "approve" },
  });
  await send(testApp, session, {
    method: "POST",
    url: "/api/kyc/verify-pan",
    payload: { pan: "ABCPE1234F", name: "Rahul Sharma", withAadhaar: false },
  });
  await send(testApp, session, {
    method: "POST",
    url: "/api/kyc/verify-bank",
    payload: { accountNumber: "026291800001191", ifsc: "YESB0000262" },
  });
  if (stage === "verified") return session;
  await send(testApp, session, {
    method: "POST",
    url: "/api/offramp/register/user",
    payload: { method: "upi", upiId: "rahul.sharma@okaxis" },
  });
  await runOnWallet(
    testApp.database,
    Ledger.use((ledger) =>
      ledger.post({
        idempotencyKey: `test-usdt:${session.userId}`,
        type: "reward",
        userId: session.userId,
        reference: undefined,
        details: {},
        legs: [
          { owner: SYSTEM_ACCOUNTS.rewardPool, userId: undefined, currency: "USDT", amount: -100 * USDT },
          { owner: session.userId, userId: session.userId, currency: "USDT", amount: 100 * USDT },
        ],
      }),
    ),
  );
  return session;
};

const signed =
  (
    stage: Parameters<typeof gamerAt>[1],
    make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>,
  ) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await gamerAt(testApp, stage);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** Sends the gamer a withdrawal's one-time code (to their verified phone) and reads it from the dev inbox. */
export const withdrawalCode = async (
  testApp: RunningApp,
  session: TestSession,
): Promise<{ readonly challengeId: string; readonly code: string }> => {
  const challenge = await send(testApp, session, {
    method: "POST",
    url: "/api/offramp/withdrawals/otp",
    payload: { channel: "sms" },
  });
  return {
    challengeId: String(challenge["challengeId"]),
    code: await codeFromDevInbox(testApp.app, session.phoneNumber),
  };
};

const withdrawal =
  (amount: number) =>
  async (testApp: TestApp, session: TestSession): Promise<InjectOptions> => ({
    method: "POST",
    url: "/api/offramp/withdrawals",
    headers: { "idempotency-key": randomUUID() },
    payload: { currency: "USDT", amount, ...(await withdrawalCode(testApp, session)) },
  });

const quote = (amount: number): InjectOptions => ({
  method: "POST",
  url: "/api/offramp/withdrawals/quote",
  payload: { currency: "USDT", amount },
});

const razorpayxEvent = (): InjectOptions => {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_KleosTest0001",
    event: "payout.processed",
    contains: ["payout"],
    payload: {
      payout: { entity: { id: "pout_Unknown000001", status: "processed", reference_id: randomUUID() } },
    },
    created_at: 1_767_225_600,
  });
  return {
    method: "POST",
    url: "/api/offramp/razorpayx/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": razorpayXSignature(body, FAKE_RAZORPAYX.webhookSecret),
    },
    payload: body,
  };
};

const asaasEvent = (token: string): InjectOptions => ({
  method: "POST",
  url: "/api/offramp/asaas/webhook",
  headers: { "content-type": "application/json", "asaas-access-token": token },
  payload: JSON.stringify({
    id: `evt_${randomUUID()}`,
    event: "TRANSFER_DONE",
    dateCreated: "2026-11-27 10:00:00",
    transfer: { object: "transfer", id: randomUUID(), status: "DONE", externalReference: randomUUID() },
  }),
});

export const PAYOUT_REQUESTS: { readonly [K in PayoutOperationId]: Recipe } = {
  getOfframpTokenPrices: { url: "/api/offramp/payout-rates/USDT" },
  getWalletApprovalStatus: signed("fresh", () => ({ url: "/api/wallet/approval/status" })),
  registerOfframpUser: signed("verified", () => ({
    method: "POST",
    url: "/api/offramp/register/user",
    payload: { method: "bank" },
  })),
  requestWithdrawal: signed("registered", withdrawal(10 * USDT)),
  quoteWithdrawal: signed("registered", () => quote(10 * USDT)),
  sendWithdrawalOtp: signed("verified", () => ({
    method: "POST",
    url: "/api/offramp/withdrawals/otp",
    payload: { channel: "sms", locale: "hi" },
  })),
  getTdsStatement: signed("registered", () => ({ url: "/api/offramp/tds-statements/2026-27" })),
  listWithdrawals: signed("fresh", () => ({ url: "/api/offramp/withdrawals" })),
  getWithdrawal: signed("registered", async (testApp, session) => {
    const created = await send(testApp, session, await withdrawal(10 * USDT)(testApp, session));
    return { url: `/api/offramp/withdrawals/${String(created["withdrawalId"])}` };
  }),
  recordRazorpayxPayoutEvent: razorpayxEvent(),
  recordAsaasTransferEvent: asaasEvent(TEST_ASAAS_CREDENTIALS.webhookToken),
};

const as = (code: string, request: Recipe): PayoutProvocation => ({ request, code });

export const PAYOUT_PROVOCATIONS: Partial<
  Record<PayoutOperationId, Partial<Record<number, Recipe | PayoutProvocation>>>
> = {
  registerOfframpUser: {
    409: as(
      "KycNotVerified",
      signed("fresh", () => ({
        method: "POST",
        url: "/api/offramp/register/user",
        payload: { method: "bank" },
      })),
    ),
    422: as(
      "PayoutDestinationInvalid",
      signed("verified", () => ({
        method: "POST",
        url: "/api/offramp/register/user",
        payload: { method: "pix" },
      })),
    ),
  },
  requestWithdrawal: {
    400: as(
      "CodeExpired",
      signed("registered", async (testApp, session) => {
        const request = await withdrawal(10 * USDT)(testApp, session);
        return {
          ...request,
          payload: { currency: "USDT", amount: 10 * USDT, challengeId: randomUUID(), code: "123456" },
        };
      }),
    ),
    402: as("InsufficientBalance", signed("registered", withdrawal(200 * USDT))),
    409: as("OfframpNotRegistered", signed("verified", withdrawal(10 * USDT))),
    422: as("WithdrawalBelowMinimum", signed("registered", withdrawal(1))),
  },
  quoteWithdrawal: {
    402: as(
      "InsufficientBalance",
      signed("registered", () => quote(200 * USDT)),
    ),
    409: as(
      "KycNotVerified",
      signed("fresh", () => quote(10 * USDT)),
    ),
    422: as(
      "WithdrawalBelowMinimum",
      signed("registered", () => quote(1)),
    ),
  },
  sendWithdrawalOtp: {
    409: as(
      "KycNotVerified",
      signed("fresh", () => ({ method: "POST", url: "/api/offramp/withdrawals/otp", payload: {} })),
    ),
  },
  getTdsStatement: {
    409: as(
      "TdsNotApplicable",
      signed("fresh", () => ({ url: "/api/offramp/tds-statements/2026-27" })),
    ),
    422: as(
      "FinancialYearInvalid",
      signed("registered", () => ({ url: "/api/offramp/tds-statements/2090-91" })),
    ),
  },
  getWithdrawal: {
    404: as(
      "WithdrawalNotFound",
      signed("fresh", () => ({ url: `/api/offramp/withdrawals/${randomUUID()}` })),
    ),
  },
  recordRazorpayxPayoutEvent: {
    401: as("PayoutEventRejected", {
      ...razorpayxEvent(),
      headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) },
    }),
  },
  recordAsaasTransferEvent: {
    401: as("PayoutEventRejected", asaasEvent("not-the-webhook-token")),
  },
};
