/**
 * The `account-erasure` job and its sweep on the app's own runner (`runJobs`), through the app's runtime: the
 * sweep sends the job of a request whose grace period is over, the job erases the account, and the sweep drops
 * the abuse-limit events no limit looks at any more. The erasure itself is tested in routes/users.test.ts.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type KleosApp } from "@/server/build-app";
import { authEventsTable, deletionRequestsTable, usersTable } from "@/server/db/schema/accounts";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";

const HOUR_MS = 60 * 60_000;

let kleos: TestDatabase;
let app: KleosApp | undefined;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
});

afterAll(async () => {
  await app?.app.close();
  await kleos.close();
});

describe("the account-erasure sweep on the runner", () => {
  it("erases an account whose grace period is over, and drops expired abuse-limit events", async () => {
    const db = kleos.database.db;
    const phoneNumber = `+9198${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;
    const [user] = await db
      .insert(usersTable)
      .values({ phoneNumber, firstName: "Erased" })
      .returning({ id: usersTable.id });
    if (user === undefined) throw new Error("Inserting a user returned no row");
    const now = Date.now();
    await db.insert(deletionRequestsTable).values({
      userId: user.id,
      requestedAt: new Date(now - 31 * 24 * HOUR_MS),
      eraseAfter: new Date(now - HOUR_MS),
    });
    // Past the longest limit window (a day), and within it.
    const [expired, recent] = [
      `send:ip:${randomBytes(4).toString("hex")}`,
      `send:ip:${randomBytes(4).toString("hex")}`,
    ];
    await db.insert(authEventsTable).values([
      { key: expired, at: new Date(now - 26 * HOUR_MS) },
      { key: recent, at: new Date(now - HOUR_MS) },
    ]);

    app = await buildApp({ config: { ...kleos.config, runJobs: true }, database: kleos.database });

    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(usersTable).where(eq(usersTable.id, user.id));
        expect(row).toMatchObject({ phoneNumber: null, firstName: null });
        expect(row?.erasedAt).not.toBeNull();
        expect(await db.select().from(authEventsTable).where(eq(authEventsTable.key, expired))).toEqual([]);
      },
      { timeout: 300_000, interval: 200 },
    );
    expect(await db.select().from(authEventsTable).where(eq(authEventsTable.key, recent))).toHaveLength(1);
  });
});
