/**
 * npm run test:pg — the server suite against PostgreSQL. Uses DATABASE_URL, by default the local server CI
 * runs (postgres://postgres@127.0.0.1:5432/test); starts the local Debian cluster when it is down. Every test
 * app works in a schema of its own and drops it when it closes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/test";
const WAIT_MS = 60_000;

const databaseUrl = process.env.DATABASE_URL || DEFAULT_URL;
const shownUrl = databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

/** The server's error when it does not answer, or undefined when it does. */
const probe = async () => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** Starts the local Debian cluster; false when there is none (no pg_ctlcluster or no /etc/postgresql). */
const startLocalCluster = () => {
  const version = existsSync("/etc/postgresql") ? readdirSync("/etc/postgresql").sort().at(-1) : undefined;
  if (version === undefined) return false;
  console.log(`test:pg: starting the local PostgreSQL ${version} cluster`);
  const result = spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], {
    stdio: "inherit",
  });
  if (result.error !== undefined) {
    console.log(`test:pg: cannot run pg_ctlcluster (${result.error.message})`);
    return false;
  }
  // A cluster that is already starting also makes pg_ctlcluster fail; waiting for it to answer tells.
  if (result.status !== 0) console.log(`test:pg: pg_ctlcluster exited with ${result.status}`);
  return true;
};

const waitForServer = async () => {
  const deadline = Date.now() + WAIT_MS;
  let failure = await probe();
  while (failure !== undefined && Date.now() < deadline) {
    await sleep(500);
    failure = await probe();
  }
  return failure;
};

let failure = await probe();
if (failure !== undefined) {
  console.log(`test:pg: ${shownUrl} does not answer (${failure})`);
  if (startLocalCluster()) failure = await waitForServer();
}
if (failure !== undefined) {
  console.error(`test:pg: PostgreSQL at ${shownUrl} is not available: ${failure}`);
  process.exit(1);
}

console.log(`test:pg: running the server suite against ${shownUrl}`);
const vitest = spawnSync("npx", ["vitest", "run", "--project", "server"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl, TZ: "UTC" },
});
if (vitest.error !== undefined) console.error(`test:pg: could not run vitest: ${vitest.error.message}`);
process.exit(vitest.status ?? 1);
