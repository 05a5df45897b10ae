/**
 * The payouts console's operations for the suites that hold every operation against the contract: one request
 * each that succeeds (spread into VALID_REQUESTS), and how to provoke each documented error (spread into PROVOKE,
 * plugins/problem-handler.test.ts). A withdrawal is requested by an Indian gamer through the local KYC simulator;
 * a paid one is moved on by RazorpayX's signed webhook.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { OperationId } from "@/server/http/operations";
import { razorpayXSignature } from "@/server/providers/payouts/razorpayx-payouts";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { FAKE_RAZORPAYX } from "@/server/testing/fakes/fake-payouts";
import { gamerAt, send, withdrawalCode } from "@/server/testing/payout-requests";
import { sessionByPhone } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

type PayoutConsoleOperationId = Extract<
  OperationId,
  "listAdminWithdrawals" | "getAdminWithdrawal" | "resendWithdrawalPayout" | "setWithdrawalInvestigation"
>;

const USDT = 1_000_000;

/** A withdrawal of 10 USDT an Indian gamer requested (no provider has accepted it: `requested`). */
export const requestedWithdrawal = async (testApp: TestApp): Promise<string> => {
  const gamer = await gamerAt(testApp, "registered");
  const created = await send(testApp, gamer, {
    method: "POST",
    url: "/api/offramp/withdrawals",
    headers: { "idempotency-key": randomUUID() },
    payload: { currency: "USDT", amount: 10 * USDT, ...(await withdrawalCode(testApp, gamer)) },
  });
  return String(created["withdrawalId"]);
};

/** RazorpayX's signed `payout.processed` of a withdrawal. */
export const razorpayxProcessed = (withdrawalId: string): InjectOptions => {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_KleosTest0001",
    event: "payout.processed",
    contains: ["payout"],
    payload: {
      payout: {
        entity: { id: `pout_${withdrawalId.slice(0, 8)}`, status: "processed", reference_id: withdrawalId },
      },
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

/** A withdrawal the provider paid (`processed`). */
export const paidWithdrawal = async (testApp: TestApp): Promise<string> => {
  const withdrawalId = await requestedWithdrawal(testApp);
  await send(testApp, undefined, razorpayxProcessed(withdrawalId));
  return withdrawalId;
};

export const signInPayoutAdmin = async (testApp: TestApp) => {
  const session = await sessionByPhone(testApp);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};

const asAdmin =
  (make: (testApp: TestApp) => Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const request = await make(testApp);
    const admin = await signInPayoutAdmin(testApp);
    return { ...request, headers: { ...request.headers, ...admin.authorization } };
  };

const asGamer =
  (request: InjectOptions) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const gamer = await sessionByPhone(testApp);
    return { ...request, headers: { ...request.headers, ...gamer.authorization } };
  };

const withdrawalUrl = (withdrawalId: string, action = "") =>
  `/api/admin/payouts/withdrawals/${withdrawalId}${action}`;

export const PAYOUT_CONSOLE_REQUESTS: { readonly [K in PayoutConsoleOperationId]: Recipe } = {
  listAdminWithdrawals: asAdmin(async () => ({ url: "/api/admin/payouts/withdrawals?country=IN" })),
  getAdminWithdrawal: asAdmin(async (testApp) => ({
    url: withdrawalUrl(await requestedWithdrawal(testApp)),
  })),
  resendWithdrawalPayout: asAdmin(async (testApp) => ({
    method: "POST",
    url: withdrawalUrl(await requestedWithdrawal(testApp), "/retry"),
  })),
  setWithdrawalInvestigation: asAdmin(async (testApp) => ({
    method: "PUT",
    url: withdrawalUrl(await requestedWithdrawal(testApp), "/investigation"),
    payload: { note: "The gamer says the UPI ID changed" },
  })),
};

const as = (code: string, request: Recipe) => ({ request, code });

export const PAYOUT_CONSOLE_PROVOCATIONS: Partial<
  Record<PayoutConsoleOperationId, Partial<Record<number, Recipe | { request: Recipe; code: string }>>>
> = {
  listAdminWithdrawals: {
    400: asAdmin(async () => ({ url: "/api/admin/payouts/withdrawals?status=lost" })),
    403: as("AdminRoleRequired", asGamer({ url: "/api/admin/payouts/withdrawals" })),
  },
  getAdminWithdrawal: {
    404: as(
      "WithdrawalNotFound",
      asAdmin(async () => ({ url: withdrawalUrl(randomUUID()) })),
    ),
    403: as("AdminRoleRequired", asGamer({ url: withdrawalUrl(randomUUID()) })),
  },
  resendWithdrawalPayout: {
    404: as(
      "WithdrawalNotFound",
      asAdmin(async () => ({ method: "POST", url: withdrawalUrl(randomUUID(), "/retry") })),
    ),
    409: as(
      "WithdrawalNotRetryable",
      asAdmin(async (testApp) => ({
        method: "POST",
        url: withdrawalUrl(await paidWithdrawal(testApp), "/retry"),
      })),
    ),
    403: as("AdminRoleRequired", asGamer({ method: "POST", url: withdrawalUrl(randomUUID(), "/retry") })),
  },
  setWithdrawalInvestigation: {
    400: asAdmin(async () => ({
      method: "PUT",
      url: withdrawalUrl(randomUUID(), "/investigation"),
      payload: { note: "" },
    })),
    404: as(
      "WithdrawalNotFound",
      asAdmin(async () => ({
        method: "PUT",
        url: withdrawalUrl(randomUUID(), "/investigation"),
        payload: { note: "Check it" },
      })),
    ),
    409: as(
      "WithdrawalNotRetryable",
      asAdmin(async (testApp) => ({
        method: "PUT",
        url: withdrawalUrl(await paidWithdrawal(testApp), "/investigation"),
        payload: { note: "Check it" },
      })),
    ),
    403: as(
      "AdminRoleRequired",
      asGamer({ method: "PUT", url: withdrawalUrl(randomUUID(), "/investigation"), payload: { note: "x" } }),
    ),
  },
};
