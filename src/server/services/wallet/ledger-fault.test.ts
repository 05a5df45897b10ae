/**
 * Fault test: the real server (src/server/main.ts, as `npm run serve` starts it) in a child process, on a
 * fresh data folder (PGlite) or its own schema (PostgreSQL with DATABASE_URL). A stream of credits runs
 * from several clients at once; the server is killed with SIGKILL in the middle of it, then started again
 * on the same data. Every credit the server acknowledged must be there (a retry of it replays the same
 * transaction), and the ledger's invariants must hold, each balance equal to the sum of its postings first.
 *
 * That last check is what fails when a credit's postings and its balance are written in two transactions:
 * on PostgreSQL, where requests overlap, the kill lands between the two every time it was tried. PGlite runs
 * one request's statements at a time without yielding, so there the gap is a fraction of a millisecond and a
 * kill seldom falls into it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { ledgerOn } from "@/server/testing/ledger";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const DATABASE_URL = process.env["DATABASE_URL"] || undefined;
const dataDir = mkdtempSync(join(tmpdir(), "kleos-fault-"));
const schema = `t_fault_${randomBytes(6).toString("hex")}`;

interface Server {
  readonly child: ChildProcess;
  readonly base: string;
}

const start = async (): Promise<Server> => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      KLEOS_DATA_DIR: dataDir,
      KLEOS_WEB_DIST: "none",
      KLEOS_SEED_DEMO: "false",
      KLEOS_LOCAL_CHAIN: "false",
      RATE_LIMIT_PER_MINUTE: "1000000",
      DATABASE_SCHEMA: schema,
      ...(DATABASE_URL === undefined ? {} : { DATABASE_URL }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 140_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match !== null) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return { child, base };
};

const stopped = (child: ChildProcess, signal: NodeJS.Signals): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });

const signIn = async (base: string): Promise<string> => {
  const waId = `919${String(Date.now()).slice(-9)}`;
  const login = await fetch(`${base}/api/authentication/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ waId }),
  });
  const { challengeId } = (await login.json()) as { challengeId: string };
  const inbox = await fetch(`${base}/api/dev-inbox?recipient=${encodeURIComponent(`+${waId}`)}&limit=1`);
  const text = ((await inbox.json()) as { items: { text: string }[] }).items[0]?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const verified = await fetch(`${base}/api/authentication/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ challengeId, code }),
  });
  return ((await verified.json()) as { accessToken: string }).accessToken;
};

interface Credit {
  readonly key: string;
  readonly amount: number;
  transactionId?: string;
}

const claim = (base: string, token: string, credit: Credit) =>
  fetch(`${base}/api/wallets/dev-rewards`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "idempotency-key": credit.key,
    },
    body: JSON.stringify({ currency: "KCASH", amount: credit.amount }),
  });

let server: Server | undefined;

afterAll(async () => {
  if (server !== undefined) await stopped(server.child, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  if (DATABASE_URL !== undefined) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
});

describe("a server killed in the middle of a stream of credits", () => {
  it("keeps every acknowledged credit, and its ledger whole", async () => {
    server = await start();
    const token = await signIn(server.base);
    const acknowledged: Credit[] = [];
    const attempted: Credit[] = [];
    const first = server;
    let killed = false;

    const client = async (): Promise<void> => {
      while (!killed) {
        const credit: Credit = { key: randomUUID(), amount: 1 + Math.floor(Math.random() * 1000) };
        attempted.push(credit);
        try {
          const response = await claim(first.base, token, credit);
          if (response.status !== 201)
            throw new Error(`A credit answered ${response.status}: ${await response.text()}`);
          credit.transactionId = ((await response.json()) as { transaction: { id: string } }).transaction.id;
          acknowledged.push(credit);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    // Kill once the stream is well under way, with requests in flight.
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    await stopped(first.child, "SIGKILL");
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    server = await start();
    const second = server;
    // Every acknowledged credit is still there: its retry replays the same transaction.
    for (const credit of acknowledged) {
      const again = await claim(second.base, token, credit);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(((await again.json()) as { transaction: { id: string } }).transaction.id).toBe(
        credit.transactionId,
      );
    }
    const balance = await fetch(`${second.base}/api/wallets/balance`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const kcash =
      ((await balance.json()) as { balances: { currency: string; amount: number }[] }).balances.find(
        (entry) => entry.currency === "KCASH",
      )?.amount ?? 0;
    const acknowledgedSum = acknowledged.reduce((sum, credit) => sum + credit.amount, 0);
    const attemptedSum = attempted.reduce((sum, credit) => sum + credit.amount, 0);
    // What was in flight at the kill either committed whole or not at all.
    expect(kcash).toBeGreaterThanOrEqual(acknowledgedSum);
    expect(kcash).toBeLessThanOrEqual(attemptedSum);
    await stopped(second.child, "SIGTERM");
    server = undefined;

    const database = await openDatabase({ dataDir, databaseUrl: DATABASE_URL, databaseSchema: schema });
    try {
      const audit = await ledgerOn(database).audit();
      expect(audit.driftedAccounts, "accounts whose balance is not the sum of their postings").toBe(0);
      expect(audit.unbalancedSets, "posting sets that do not sum to zero per currency").toBe(0);
      expect(audit.negativeUserAccounts, "user accounts below zero").toBe(0);
      expect(audit.duplicateKeys, "idempotency keys with more than one posting set").toBe(0);
      expect(audit.postingSets).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await database.close();
    }
  }, 360_000);
});
