import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { loadConfig, type Config } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { seedOnStart } from "@/server/db/seed/seed-on-start";
import { DEMO_GAMES } from "@/server/db/seed/demo-catalogue";

describe("an embedded database in a data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kleos-data-"));
  // PGlite in a folder, whatever DATABASE_URL says: this is the embedded default `npm start` uses.
  const config: Partial<Config> = {
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    webDistDir: undefined,
    seedDemoData: true,
    runJobs: false,
  };
  /** As main.ts starts the server: open (and migrate) the database, seed what a start-up seeds, build. */
  const start = async () => {
    const database = await openDatabase(loadConfig(process.env, config));
    await seedOnStart(database.db, loadConfig(process.env, config));
    const started = await buildApp({ config, database });
    started.app.addHook("onClose", () => database.close());
    return started;
  };

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps its data when the server is started again", async () => {
    const first = await start();
    expect(first.database.kind).toBe("pglite");
    const recorded = await first.app.inject({
      method: "POST",
      url: "/api/user-searches",
      payload: { term: "Kabaddi", geography: "India" },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    await first.app.close();

    const second = await start();
    try {
      const recent = await second.app.inject({ url: "/api/user-searches/recent?geography=India" });
      expect(recent.json<{ items: { term: string; searchCount: number }[] }>().items).toMatchObject([
        { term: "kabaddi", searchCount: 1 },
      ]);
      const games = await second.app.inject({ url: "/api/game?pageLimit=1" });
      expect(games.json<{ page: { total: number } }>().page.total).toBe(DEMO_GAMES.length);
    } finally {
      await second.app.close();
    }
  });
});
