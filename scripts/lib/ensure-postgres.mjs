/**
 * PostgreSQL for the server suite: answers whether the server at a URL takes connections, and starts the local
 * Debian cluster when it does not. Used by `npm run test:pg` and by `npm test`'s server step when
 * KLEOS_TEST_SERVER_DATABASE_URL is set (CI's second run).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
const WAIT_MS = 60_000;

/** The URL with its password hidden, for messages. */
export const shownUrl = (databaseUrl) => databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

/** The server's error when it does not answer, or undefined when it does. */
const probe = async (databaseUrl) => {
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
  console.log(`PostgreSQL: starting the local ${version} cluster`);
  const result = spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], {
    stdio: "inherit",
  });
  if (result.error !== undefined) {
    console.log(`PostgreSQL: cannot run pg_ctlcluster (${result.error.message})`);
    return false;
  }
  // A cluster that is already starting also makes pg_ctlcluster fail; waiting for it to answer tells.
  if (result.status !== 0) console.log(`PostgreSQL: pg_ctlcluster exited with ${result.status}`);
  return true;
};

const waitForServer = async (databaseUrl) => {
  const deadline = Date.now() + WAIT_MS;
  let failure = await probe(databaseUrl);
  while (failure !== undefined && Date.now() < deadline) {
    await sleep(500);
    failure = await probe(databaseUrl);
  }
  return failure;
};

/** Resolves with undefined once the server answers, or with why it does not (after trying to start it). */
export const ensurePostgres = async (databaseUrl) => {
  let failure = await probe(databaseUrl);
  if (failure !== undefined) {
    console.log(`PostgreSQL: ${shownUrl(databaseUrl)} does not answer (${failure})`);
    if (startLocalCluster()) failure = await waitForServer(databaseUrl);
  }
  return failure;
};
