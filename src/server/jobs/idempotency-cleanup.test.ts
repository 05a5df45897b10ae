import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "@/server/config";
import { IdempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import { idempotencyRecordsTable, ledgerTransactionsTable } from "@/server/db/schema/ledger";
import {
  IDEMPOTENCY_CLEANUP_JOB,
  installIdempotencyCleanup,
  pruneIdempotencyRecords,
} from "@/server/jobs/idempotency-cleanup";
import { ledgerOn, runOnWallet } from "@/server/testing/ledger";
import type { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { startTestJobQueue } from "@/server/testing/test-job-queue";

const HOUR_MS = 60 * 60_000;
const RETENTION_MS = 24 * HOUR_MS;

const hoursAgo = (hours: number): Date => new Date(Date.now() - hours * HOUR_MS);

/** The idempotent-requests service on the test app's database, as the app's runtime runs it for the job. */
const runnerOf =
  (testApp: TestApp) =>
  <A, E>(effect: Effect.Effect<A, E, IdempotentRequests>): Promise<A> =>
    runOnWallet(testApp.database, effect);

/** A wallet with a client that claims development rewards under an Idempotency-Key. */
const walletOf = (testApp: TestApp, session: TestSession) => {
  const db = testApp.database.db;
  const recordKey = (key: string) => `${session.userId}:${key}`;
  return {
    claim: (key: string, amount: number) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/wallets/dev-rewards",
        headers: { ...session.authorization, "idempotency-key": key },
        payload: { currency: "KCASH", amount },
      }),
    recordOf: (key: string) =>
      runOnWallet(
        testApp.database,
        IdempotencyRepository.use((records) => records.findByKey(recordKey(key))),
      ),
    /** Moves a finished record's completion back in time. */
    completedAgo: async (key: string, hours: number) => {
      await db
        .update(idempotencyRecordsTable)
        .set({ completedAt: hoursAgo(hours) })
        .where(eq(idempotencyRecordsTable.key, recordKey(key)));
    },
    balance: () => ledgerOn(testApp.database).balanceOf(session.userId, "KCASH"),
    postingSets: async () =>
      (
        await db
          .select({ id: ledgerTransactionsTable.id })
          .from(ledgerTransactionsTable)
          .where(eq(ledgerTransactionsTable.userId, session.userId))
      ).length,
  };
};

const transactionIdOf = (response: { json: <T>() => T }): string =>
  response.json<{ transaction: { id: string } }>().transaction.id;

describe("idempotency record cleanup", () => {
  let testApp: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    testApp = await createTestApp();
    session = await signInByPhone(testApp.app);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("deletes finished records past their retention, and keeps recent and in-flight ones", async () => {
    const db = testApp.database.db;
    const wallet = walletOf(testApp, session);
    const [old, recent] = [randomUUID(), randomUUID()];
    expect((await wallet.claim(old, 100)).statusCode).toBe(201);
    expect((await wallet.claim(recent, 200)).statusCode).toBe(201);
    await wallet.completedAgo(old, 25);
    await wallet.completedAgo(recent, 23);
    // A request that died two days ago and was never retried: its lease is long over, but it never finished.
    const stalled = randomUUID();
    await runOnWallet(
      testApp.database,
      IdempotencyRepository.use((records) =>
        records.claim({
          key: `${session.userId}:${stalled}`,
          userId: session.userId,
          operation: "claimDevReward",
          requestHash: "stalled",
          lockedUntil: hoursAgo(48),
        }),
      ),
    );
    await db
      .update(idempotencyRecordsTable)
      .set({ createdAt: hoursAgo(48) })
      .where(eq(idempotencyRecordsTable.key, `${session.userId}:${stalled}`));

    expect(await pruneIdempotencyRecords(runnerOf(testApp), new Date(), RETENTION_MS)).toBe(1);

    expect(await wallet.recordOf(old)).toBeUndefined();
    expect(await wallet.recordOf(recent)).toMatchObject({ state: "done" });
    expect(await wallet.recordOf(stalled)).toMatchObject({ state: "in_flight" });
    expect(await pruneIdempotencyRecords(runnerOf(testApp), new Date(), RETENTION_MS)).toBe(0);
  });

  it("leaves the ledger alone: a retry of a forgotten key moves no money twice", async () => {
    const wallet = walletOf(testApp, session);
    const key = randomUUID();
    const first = await wallet.claim(key, 300);
    expect(first.statusCode).toBe(201);
    const balance = await wallet.balance();
    const postingSets = await wallet.postingSets();
    await wallet.completedAgo(key, 25);
    await pruneIdempotencyRecords(runnerOf(testApp), new Date(), RETENTION_MS);
    expect(await wallet.recordOf(key)).toBeUndefined();

    const retry = await wallet.claim(key, 300);
    expect(retry.statusCode).toBe(201);
    // Not replayed from a record (there is none): the request ran again and found its credit made.
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(transactionIdOf(retry)).toBe(transactionIdOf(first));
    expect(await wallet.balance()).toBe(balance);
    expect(await wallet.postingSets()).toBe(postingSets);
    expect(await ledgerOn(testApp.database).audit()).toMatchObject({ duplicateKeys: 0, driftedAccounts: 0 });
    // The retry's answer is kept again, for the next retry.
    expect((await wallet.claim(key, 300)).headers["idempotent-replayed"]).toBe("true");
  });

  it("sweeps when the job runner starts, with the configured retention, and every hour after", async () => {
    const wallet = walletOf(testApp, session);
    const [old, recent] = [randomUUID(), randomUUID()];
    expect((await wallet.claim(old, 10)).statusCode).toBe(201);
    expect((await wallet.claim(recent, 10)).statusCode).toBe(201);
    await wallet.completedAgo(old, 3);
    await wallet.completedAgo(recent, 1);
    const errors: Error[] = [];
    const runner = await startTestJobQueue(testApp.database, {
      workers: true,
      onError: (error) => errors.push(error),
    });
    try {
      await installIdempotencyCleanup(runner, runnerOf(testApp), 2);
      await vi.waitFor(async () => expect(await wallet.recordOf(old)).toBeUndefined(), {
        timeout: 300_000,
        interval: 200,
      });
      expect(await runner.schedules()).toContainEqual({ name: IDEMPOTENCY_CLEANUP_JOB, cron: "0 * * * *" });
    } finally {
      await runner.stop();
    }
    expect(errors).toEqual([]);
    expect(await wallet.recordOf(recent)).toMatchObject({ state: "done" });
  });

  it("reads the retention from IDEMPOTENCY_RETENTION_HOURS: 24 hours unless set, at least one", () => {
    expect(loadConfig({}).idempotencyRetentionHours).toBe(24);
    expect(loadConfig({ IDEMPOTENCY_RETENTION_HOURS: "72" }).idempotencyRetentionHours).toBe(72);
    expect(() => loadConfig({ IDEMPOTENCY_RETENTION_HOURS: "0" })).toThrow(/IDEMPOTENCY_RETENTION_HOURS/);
  });
});

describe("idempotency record cleanup without the ledger's unique key", () => {
  let mutant: TestApp;

  beforeAll(async () => {
    mutant = await createTestApp();
    await mutant.database.db.execute(sql`drop index ledger_transactions_idempotency_key_key`);
  });

  afterAll(async () => {
    await mutant.app.close();
  });

  it("credits a retry of a forgotten key again: the ledger's key is what the test above relies on", async () => {
    const wallet = walletOf(mutant, await signInByPhone(mutant.app));
    const key = randomUUID();
    expect((await wallet.claim(key, 300)).statusCode).toBe(201);
    await wallet.completedAgo(key, 25);
    await pruneIdempotencyRecords(runnerOf(mutant), new Date(), RETENTION_MS);
    expect((await wallet.claim(key, 300)).statusCode).toBe(201);
    expect(await wallet.balance()).toBe(600);
    expect(await wallet.postingSets()).toBe(2);
  });
});
