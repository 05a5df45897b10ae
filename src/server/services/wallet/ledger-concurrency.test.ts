/**
 * Concurrency: 50 identical money-moving requests at once move money once (PGlite here; PostgreSQL, with
 * its pool of connections and row locks, with DATABASE_URL). The last test removes the keys' uniqueness and
 * shows the same burst then credits more than once.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { ledgerOn } from "@/server/testing/ledger";
import { signInByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const BURST = 50;

const claimBurst = async (testApp: TestApp, key: string, amount = 700) => {
  const session = await signInByPhone(testApp.app);
  const responses = await Promise.all(
    Array.from({ length: BURST }, () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/wallets/dev-rewards",
        headers: { ...session.authorization, "idempotency-key": key },
        payload: { currency: "KCASH", amount },
      }),
    ),
  );
  const credits = await testApp.database.db
    .select()
    .from(ledgerTransactionsTable)
    .where(eq(ledgerTransactionsTable.userId, session.userId));
  const balance = (await ledgerOn(testApp.database).balancesOf(session.userId)).get("KCASH") ?? 0;
  return { responses, credits, balance };
};

describe("50 identical claims at once", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("credit once: the others get the first answer or are told it is still in flight", async () => {
    const { responses, credits, balance } = await claimBurst(testApp, randomUUID());
    const statuses = new Set(responses.map((response) => response.statusCode));
    expect(
      [...statuses].every((status) => status === 201 || status === 409),
      [...statuses].join(),
    ).toBe(true);
    const answered = responses.filter((response) => response.statusCode === 201);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    const transactionIds = new Set(
      answered.map((response) => response.json<{ transaction: { id: string } }>().transaction.id),
    );
    expect(transactionIds.size).toBe(1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json<{ code: string }>().code).toBe("IdempotentRequestInFlight");
    }
    expect(credits).toHaveLength(1);
    expect(balance).toBe(700);
    expect(await ledgerOn(testApp.database).audit()).toMatchObject({
      unbalancedSets: 0,
      driftedAccounts: 0,
      negativeUserAccounts: 0,
      duplicateKeys: 0,
    });
  });

  it("credit once through the quests' helper too", async () => {
    const { userId } = await signInByPhone(testApp.app);
    const results = await Promise.all(
      Array.from({ length: BURST }, () =>
        ledgerOn(testApp.database).creditReward({
          userId,
          currency: "KPOINTS",
          amount: 30,
          idempotencyKey: `quest:7:${userId}`,
        }),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transaction.id)).size).toBe(1);
    expect((await ledgerOn(testApp.database).balancesOf(userId)).get("KPOINTS")).toBe(30);
  });

  it("approve a purchase once, however many approvals race", async () => {
    const session = await signInByPhone(testApp.app);
    const order = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/orders",
      headers: { ...session.authorization, "idempotency-key": randomUUID() },
      payload: { kcashAmount: 5_000 },
    });
    const { paymentId } = order.json<{ paymentId: string }>();
    const approvals = await Promise.all(
      Array.from({ length: BURST }, () =>
        testApp.app.inject({
          method: "POST",
          url: `/api/payments/sandbox/${paymentId}`,
          headers: session.authorization,
          payload: { decision: "approve" },
        }),
      ),
    );
    expect(new Set(approvals.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect((await ledgerOn(testApp.database).balancesOf(session.userId)).get("KCASH")).toBe(5_000);
  });

  it("50 different claims at once all count: no update is lost", async () => {
    const session = await signInByPhone(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/wallets/dev-rewards",
          headers: { ...session.authorization, "idempotency-key": `distinct-${index}-${session.userId}` },
          payload: { currency: "KCASH", amount: 100 + index },
        }),
      ),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
    const expected = Array.from({ length: BURST }, (_, index) => 100 + index).reduce((a, b) => a + b, 0);
    expect((await ledgerOn(testApp.database).balancesOf(session.userId)).get("KCASH")).toBe(expected);
    expect((await ledgerOn(testApp.database).audit()).driftedAccounts).toBe(0);
  });
});

describe("50 identical claims without unique idempotency keys", () => {
  let mutant: TestApp;

  beforeAll(async () => {
    mutant = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await mutant.database.db.execute(sql`drop index ledger_transactions_idempotency_key_key`);
    await mutant.database.db.execute(
      sql`alter table idempotency_records drop constraint idempotency_records_pkey`,
    );
  });

  afterAll(async () => {
    await mutant.app.close();
  });

  it("credit more than once: the check above is what catches it", async () => {
    const { credits, balance } = await claimBurst(mutant, randomUUID());
    expect(credits.length).toBeGreaterThan(1);
    expect(balance).toBeGreaterThan(700);
    expect((await ledgerOn(mutant.database).audit()).duplicateKeys).toBeGreaterThan(0);
  });
});
