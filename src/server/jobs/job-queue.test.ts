/**
 * The job runner on the real database (PGlite here; PostgreSQL with DATABASE_URL): retries up to the cap, then
 * `failed` and a dead letter; keys that keep a job to one; stopping that waits for the job under way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { DEAD_LETTER_QUEUE, type JobQueue } from "@/server/jobs/job-queue";
import { openTestDatabase } from "@/server/testing/drawn-campaigns";
import { startTestJobQueue } from "@/server/testing/test-job-queue";

let database: Database;
let jobs: JobQueue;
const errors: Error[] = [];

const QUICK = { retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 } as const;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startTestJobQueue(database, { workers: true, onError: (error) => errors.push(error) });
});

afterAll(async () => {
  await jobs.stop();
  await database.close();
  expect(errors).toEqual([]);
});

describe("a failing job", () => {
  it("stops after its retry cap, stays visible as failed and lands in the dead-letter queue", async () => {
    await jobs.define("always-fails", { ...QUICK, retryLimit: 2 });
    let runs = 0;
    await jobs.work<{ n: number }>("always-fails", async ({ n }) => {
      runs += 1;
      throw new Error(`run ${runs} of job ${n} failed`);
    });
    const id = await jobs.send("always-fails", { n: 7 });
    if (id === null) throw new Error("The job was not sent");

    await vi.waitFor(async () => expect((await jobs.jobById("always-fails", id))?.state).toBe("failed"), {
      timeout: 300_000,
      interval: 250,
    });
    const failed = await jobs.jobById("always-fails", id);
    expect(failed?.retryCount).toBe(2);
    expect(JSON.stringify(failed?.output)).toContain("run 3 of job 7 failed");
    // No run after the cap.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toBe(3);
    expect((await jobs.jobById("always-fails", id))?.state).toBe("failed");

    const dead: unknown[] = [];
    await jobs.work(DEAD_LETTER_QUEUE, async (data) => {
      dead.push(data);
    });
    await vi.waitFor(() => expect(dead).toEqual([{ n: 7 }]), { timeout: 300_000, interval: 100 });
  });

  it("succeeds on a retry once its fault is gone", async () => {
    await jobs.define("fails-once", { ...QUICK, retryLimit: 3 });
    let runs = 0;
    await jobs.work("fails-once", async () => {
      runs += 1;
      if (runs === 1) throw new Error("not yet");
    });
    const id = await jobs.send("fails-once", {});
    if (id === null) throw new Error("The job was not sent");
    await vi.waitFor(async () => expect((await jobs.jobById("fails-once", id))?.state).toBe("completed"), {
      timeout: 300_000,
      interval: 250,
    });
    expect((await jobs.jobById("fails-once", id))?.retryCount).toBe(1);
  });
});

describe("keys", () => {
  it("keep a waiting job to one per key, and a `once` job to one for good, failed or not", async () => {
    await jobs.define("keyed", { ...QUICK, retryLimit: 0 });
    const later = new Date(Date.now() + 60 * 60_000);
    const first = await jobs.send("keyed", { k: 1 }, { singletonKey: "a", startAfter: later });
    expect(first).not.toBeNull();
    expect(await jobs.send("keyed", { k: 2 }, { singletonKey: "a", startAfter: later })).toBeNull();
    expect(await jobs.send("keyed", { k: 3 }, { singletonKey: "b", startAfter: later })).not.toBeNull();

    await jobs.define("once", { ...QUICK, retryLimit: 0 });
    await jobs.work("once", async () => {
      throw new Error("broken");
    });
    const once = await jobs.send("once", {}, { singletonKey: "c", once: true });
    expect(once).toBe(jobs.idOf("once", "c"));
    await vi.waitFor(async () => expect((await jobs.jobById("once", once ?? ""))?.state).toBe("failed"), {
      timeout: 300_000,
      interval: 250,
    });
    // The next sweep's send adds nothing: the job failed for good.
    expect(await jobs.send("once", {}, { singletonKey: "c", once: true })).toBeNull();
  });
});

describe("stopping", () => {
  it("waits for the job under way to finish", async () => {
    const queue = await startTestJobQueue(database, {
      workers: true,
      onError: (error) => errors.push(error),
    });
    await queue.define("slow", { ...QUICK, retryLimit: 0 });
    let started = false;
    let finished = false;
    await queue.work("slow", async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      finished = true;
    });
    await queue.send("slow", {});
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 300_000, interval: 50 });
    expect(finished).toBe(false);
    await queue.stop();
    expect(finished).toBe(true);
  });
});
