/**
 * The payouts console: an admin lists every gamer's withdrawals with filters, reads one with the provider's events
 * and its ledger transactions, resends a payout still `requested` (never one a provider accepted), and holds one
 * for investigation (the sweep no longer sends it). A provider that is not configured refuses the resend.
 */
import { Effect } from "effect";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "@/server/services/app-runtime";
import { Payouts } from "@/server/services/payouts/payouts";
import { PayoutConsole } from "@/server/services/payouts/payout-console";
import { contractResponse } from "@/server/testing/contract";
import {
  paidWithdrawal,
  requestedWithdrawal,
  signInPayoutAdmin,
} from "@/server/testing/payout-console-requests";
import { expectProblem } from "@/server/testing/problems";
import type { TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let admin: TestSession;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false });
  admin = await signInPayoutAdmin(testApp);
});

afterAll(async () => {
  await testApp.app.close();
});

const as = (request: InjectOptions) =>
  testApp.app.inject({ ...request, headers: { ...request.headers, ...admin.authorization } });

const ok = async (operationId: string, request: InjectOptions) => {
  const response = await as(request);
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(contractResponse(operationId, response.statusCode).validate(response.json())).toEqual([]);
  return response.json<Record<string, unknown>>();
};

describe("the payouts console", () => {
  it("lists withdrawals by status and country, and shows one with its events and ledger", async () => {
    const requested = await requestedWithdrawal(testApp);
    const paid = await paidWithdrawal(testApp);

    const list = await ok("listAdminWithdrawals", {
      url: "/api/admin/payouts/withdrawals?status=processed&country=IN&pageLimit=50",
    });
    const ids = (list.items as Array<{ withdrawal: { withdrawalId: string } }>).map(
      (i) => i.withdrawal.withdrawalId,
    );
    expect(ids).toContain(paid);
    expect(ids).not.toContain(requested);
    const none = await ok("listAdminWithdrawals", { url: "/api/admin/payouts/withdrawals?country=BR" });
    expect((none.items as unknown[]).map(String)).not.toContain(paid);

    const detail = await ok("getAdminWithdrawal", { url: `/api/admin/payouts/withdrawals/${paid}` });
    expect(detail.events).toEqual([
      expect.objectContaining({ source: "webhook", outcome: "paid", applied: true }),
    ]);
    const ledger = detail.ledger as Array<{
      kind: string;
      postings: Array<{ account: string; amount: number }>;
    }>;
    expect(ledger.map((entry) => entry.kind)).toEqual(["debit", "settle"]);
    expect(ledger[0]?.postings).toContainEqual(
      expect.objectContaining({ account: "gamer", amount: -10_000_000 }),
    );
  });

  it("resends a requested payout once, and refuses one the provider settled", async () => {
    const requested = await requestedWithdrawal(testApp);
    const resent = await ok("resendWithdrawalPayout", {
      method: "POST",
      url: `/api/admin/payouts/withdrawals/${requested}/retry`,
    });
    expect(resent).toMatchObject({ withdrawal: { withdrawalId: requested, status: "requested" } });
    const detail = await ok("getAdminWithdrawal", { url: `/api/admin/payouts/withdrawals/${requested}` });
    expect(detail.events).toContainEqual(expect.objectContaining({ source: "retry", outcome: "requeued" }));

    const paid = await paidWithdrawal(testApp);
    expectProblem(
      await as({ method: "POST", url: `/api/admin/payouts/withdrawals/${paid}/retry` }),
      409,
      "WithdrawalNotRetryable",
    );
  });

  it("holds a payout for investigation: the sweep skips it until a resend lifts the hold", async () => {
    const requested = await requestedWithdrawal(testApp);
    const held = await ok("setWithdrawalInvestigation", {
      method: "PUT",
      url: `/api/admin/payouts/withdrawals/${requested}/investigation`,
      payload: { note: "The gamer reports a closed UPI ID" },
    });
    expect(held).toMatchObject({
      investigation: { note: "The gamer reports a closed UPI ID", markedBy: admin.userId },
    });
    const later = new Date(Date.now() + 10 * 60_000);
    const due = await testApp.runtime.run(Payouts.use((payouts) => payouts.duePayouts(later)));
    expect(due).not.toContain(requested);
    const filtered = await ok("listAdminWithdrawals", {
      url: "/api/admin/payouts/withdrawals?investigation=true&pageLimit=50",
    });
    expect(JSON.stringify(filtered.items)).toContain(requested);

    await ok("resendWithdrawalPayout", {
      method: "POST",
      url: `/api/admin/payouts/withdrawals/${requested}/retry`,
    });
    const after = await testApp.runtime.run(Payouts.use((payouts) => payouts.duePayouts(later)));
    expect(after).toContain(requested);
  });

  it("refuses a resend when the payout's provider is not configured", async () => {
    const requested = await requestedWithdrawal(testApp);
    const unconfigured = PayoutConsole.layer({ providers: { known: [], forCountry: () => undefined } });
    // The replaced service needs what the app's own is built on (the database, repositories, the job sender),
    // which the runtime holds but does not name among the services it runs.
    const resend = Effect.flip(
      Effect.provide(
        PayoutConsole.use((console) => console.resendWithdrawalPayout(admin.userId, requested)),
        unconfigured,
      ),
    ) as unknown as Effect.Effect<{ readonly _tag: string }, never, AppServices>;
    const outcome = await testApp.runtime.run(resend);
    expect(outcome._tag).toBe("PayoutProviderNotConfigured");
  });
});
