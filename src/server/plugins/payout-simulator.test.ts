/**
 * The local payout simulator of a server without payout credentials: the payout job sends through the real
 * RazorpayX adapter to the in-process RazorpayX, and a developer's decision comes back as its signed webhook
 * through the real webhook route. A delay holds the payout as RazorpayX does (`payout.queued`): the gamer sees it
 * delayed, no money moves, and a later decision still settles it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYOUT_SIMULATOR_PREFIX, RAZORPAYX_WEBHOOK_PATH } from "@/server/plugins/payout-simulator";
import { Payouts } from "@/server/services/payouts/payouts";
import { ledgerOn } from "@/server/testing/ledger";
import { gamerAt, send, withdrawalCode } from "@/server/testing/payout-requests";
import type { TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  // Development without RazorpayX or Asaas credentials: the simulator plays both.
  testApp = await createTestApp({ seedDemoData: false, razorpayx: undefined, asaas: undefined });
});
afterAll(() => testApp.app.close());

const USDT = 1_000_000;

const decide = (withdrawalId: string, decision: string) =>
  testApp.app.inject({
    method: "POST",
    url: `${PAYOUT_SIMULATOR_PREFIX}/${withdrawalId}`,
    payload: { decision },
  });

const statusOf = async (gamer: TestSession, withdrawalId: string) =>
  (await send(testApp, gamer, { url: `/api/offramp/withdrawals/${withdrawalId}` }))["status"];

/** An Indian gamer's withdrawal of 10 USDT to their UPI ID, sent to the simulated RazorpayX by the payout job. */
const sentWithdrawal = async () => {
  const gamer = await gamerAt(testApp, "registered");
  const created = await send(testApp, gamer, {
    method: "POST",
    url: "/api/offramp/withdrawals",
    headers: { "idempotency-key": randomUUID() },
    payload: { currency: "USDT", amount: 10 * USDT, ...(await withdrawalCode(testApp, gamer)) },
  });
  const withdrawalId = String(created["withdrawalId"]);
  await testApp.runtime.run(Payouts.use((payouts) => payouts.sendPayout(withdrawalId)));
  return { gamer, withdrawalId };
};

describe("the payout simulator", () => {
  it("delays a payout as RazorpayX queues one; the gamer sees it delayed, and a later payment settles it", async () => {
    const { gamer, withdrawalId } = await sentWithdrawal();
    expect(await statusOf(gamer, withdrawalId)).toBe("processing");

    const delayed = await decide(withdrawalId, "delayed");
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect(delayed.json()).toMatchObject({ provider: "razorpayx", status: "queued" });
    expect(await statusOf(gamer, withdrawalId)).toBe("delayed");
    // Held already: the bank cannot delay it twice.
    expect((await decide(withdrawalId, "delayed")).statusCode).toBe(409);

    const state = await testApp.app.inject({ url: `${PAYOUT_SIMULATOR_PREFIX}/state` });
    const webhooks = state.json<{ webhooks: { rawBody: string; headers: Record<string, string> }[] }>()
      .webhooks;
    const queued = webhooks.find((webhook) => webhook.rawBody.includes('"payout.queued"'));
    expect(queued).toBeDefined();
    // RazorpayX delivers a webhook again at will: received, nothing moves.
    const again = await testApp.app.inject({
      method: "POST",
      url: RAZORPAYX_WEBHOOK_PATH,
      headers: queued?.headers ?? {},
      payload: queued?.rawBody ?? "",
    });
    expect(again.json()).toEqual({ received: true, outcome: "unchanged" });
    expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "USDT")).toBe(90 * USDT);

    expect((await decide(withdrawalId, "processed")).json()).toMatchObject({ status: "processed" });
    expect(await statusOf(gamer, withdrawalId)).toBe("processed");
    expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "USDT")).toBe(90 * USDT);
    expect(await ledgerOn(testApp.database).audit()).toMatchObject({ unbalancedSets: 0, duplicateKeys: 0 });
  });

  it("a delayed payout that fails returns the whole amount", async () => {
    const { gamer, withdrawalId } = await sentWithdrawal();
    expect((await decide(withdrawalId, "delayed")).statusCode).toBe(200);
    expect((await decide(withdrawalId, "failed")).json()).toMatchObject({ status: "failed" });
    expect(await statusOf(gamer, withdrawalId)).toBe("failed");
    expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "USDT")).toBe(100 * USDT);
  });

  it("refuses a decision it does not know, and one for a withdrawal never sent", async () => {
    const { withdrawalId } = await sentWithdrawal();
    expect((await decide(withdrawalId, "lost")).statusCode).toBe(400);
    expect((await decide(randomUUID(), "delayed")).statusCode).toBe(404);
  });
});
