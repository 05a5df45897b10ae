import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { loadConfig } from "@/server/config";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const { databaseUrl } = loadConfig(process.env);

const searchTerms = async (testApp: TestApp): Promise<string[]> =>
  (await testApp.app.inject({ url: "/api/user-searches/recent?geography=Brazil" }))
    .json<{ items: { term: string }[] }>()
    .items.map((item) => item.term);

describe("createTestApp", () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp({ seedDemoData: false })]);
  });

  afterAll(async () => {
    await Promise.all([first.app.close(), second.app.close()]);
  });

  it("gives each app a database of its own", async () => {
    const recorded = await first.app.inject({
      method: "POST",
      url: "/api/user-searches",
      payload: { term: "samba", geography: "Brazil" },
    });
    expect(recorded.statusCode).toBe(201);
    expect(await searchTerms(first)).toEqual(["samba"]);
    expect(await searchTerms(second)).toEqual([]);
  });

  it("uses PostgreSQL when DATABASE_URL is set, PGlite in memory otherwise", () => {
    expect(first.database.kind).toBe(databaseUrl === undefined ? "pglite" : "postgres");
    expect(first.config.logLevel).toBe("silent");
    expect(first.config.webDistDir).toBeUndefined();
    if (databaseUrl === undefined) expect(first.config.dataDir).toBe("memory://");
    else expect(first.config.databaseSchema).toMatch(/^t_[0-9a-f]{16}$/);
  });

  it("seeds the demo catalogue unless asked not to", async () => {
    const total = async (testApp: TestApp) =>
      (await testApp.app.inject({ url: "/api/game?pageLimit=1" })).json<{ page: { total: number } }>().page
        .total;
    expect(await total(first)).toBeGreaterThan(20);
    expect(await total(second)).toBe(0);
  });
});

describe.runIf(databaseUrl !== undefined)("on PostgreSQL", () => {
  const schemaExists = async (name: string): Promise<boolean> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query("select 1 from pg_namespace where nspname = $1", [name]);
      return result.rowCount === 1;
    } finally {
      await client.end();
    }
  };

  it("works in its own schema and drops it on close", async () => {
    const testApp = await createTestApp();
    const schema = testApp.config.databaseSchema;
    expect(await schemaExists(schema)).toBe(true);
    await testApp.app.close();
    expect(await schemaExists(schema)).toBe(false);
  });

  it("drops its schema even when the test closed the database first", async () => {
    const testApp = await createTestApp({ seedDemoData: false });
    await testApp.app.ready();
    await testApp.database.close();
    await testApp.app.close();
    expect(await schemaExists(testApp.config.databaseSchema)).toBe(false);
  });
});
