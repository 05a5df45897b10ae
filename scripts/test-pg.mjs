/**
 * npm run test:pg — the server suite against PostgreSQL. Uses DATABASE_URL, by default the local server CI
 * runs (postgres://postgres@127.0.0.1:5432/test); starts the local Debian cluster when it is down. Every test
 * app works in a schema of its own and drops it when it closes.
 */
import { spawnSync } from "node:child_process";
import { DEFAULT_DATABASE_URL, ensurePostgres, shownUrl } from "./lib/ensure-postgres.mjs";

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;

const failure = await ensurePostgres(databaseUrl);
if (failure !== undefined) {
  console.error(`test:pg: PostgreSQL at ${shownUrl(databaseUrl)} is not available: ${failure}`);
  process.exit(1);
}

console.log(`test:pg: running the server suite against ${shownUrl(databaseUrl)}`);
const vitest = spawnSync("npx", ["vitest", "run", "--project", "server"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl, TZ: "UTC" },
});
if (vitest.error !== undefined) console.error(`test:pg: could not run vitest: ${vitest.error.message}`);
process.exit(vitest.status ?? 1);
