/**
 * `npm run bench:ledger`: credits per second through the ledger — each one a posting set with a unique
 * idempotency key, its postings and both balances in one transaction — sequentially and from 50 concurrent
 * clients, on PGlite (in memory, and in a data folder) and on PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a schema of its own that is dropped afterwards). Two paths:
 * the quests' helper (creditReward) and an HTTP-style idempotent request (durable record + credit, as
 * `POST /api/wallets/dev-rewards` does, without HTTP). Target: ≥ 1000 credits/s sequential on PGlite.
 *
 * Flags: --credits <n> (per measured run, default 2000), --clients <n> (default 50), --skip-postgres.
 * Prints figures; exits 0 whether or not the target is met.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase, type Database } from "@/server/db/client";
import { ManagedRuntime } from "effect";
import { userRepository } from "@/server/db/repositories/user-repository";
import { Ledger } from "@/server/services/wallet/ledger";
import { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";
import { walletLayer } from "@/server/testing/ledger";

const TARGET_SEQUENTIAL_PGLITE = 1000;
const WARM_UP_CREDITS = 300;

const { values } = parseArgs({
  options: {
    credits: { type: "string", default: "2000" },
    clients: { type: "string", default: "50" },
    "skip-postgres": { type: "boolean", default: false },
  },
  strict: true,
});
const CREDITS = Number(values.credits);
const CLIENTS = Number(values.clients);
const DATABASE_URL = process.env["DATABASE_URL"] || "postgres://postgres@127.0.0.1:5432/test";

type Path = "helper" | "idempotent";

/** The Ledger and IdempotentRequests services over one database, built once, as the app's runtime has them. */
type Wallet = ManagedRuntime.ManagedRuntime<Ledger | IdempotentRequests, never>;

const creditOnce = async (wallet: Wallet, path: Path, userId: string): Promise<void> => {
  const key = randomUUID();
  const credit = Ledger.use((ledger) =>
    ledger.creditReward({ userId, currency: "KCASH", amount: 100, idempotencyKey: key }),
  );
  if (path === "helper") {
    await wallet.runPromise(credit);
    return;
  }
  await wallet.runPromise(
    IdempotentRequests.use((requests) =>
      requests.run(
        { userId, operation: "claimDevReward", key, body: { currency: "KCASH", amount: 100 } },
        credit,
      ),
    ),
  );
};

/** Credits per second for `CREDITS` credits, spread over `clients` concurrent clients (each its own user). */
const measure = async (database: Database, wallet: Wallet, path: Path, clients: number): Promise<number> => {
  const users = await Promise.all(
    Array.from({ length: clients }, async () => (await userRepository.insert(database.db, {})).id),
  );
  const perClient = Math.ceil(CREDITS / clients);
  const run = async (userId: string, credits: number) => {
    for (let index = 0; index < credits; index += 1) await creditOnce(wallet, path, userId);
  };
  // Warm-up: the first accounts, plans and caches, and enough calls for the JIT to compile the hot path, so
  // that the first figure printed measures the same steady state as the ones after it.
  await Promise.all(users.map((userId) => run(userId, Math.ceil(WARM_UP_CREDITS / clients))));
  const started = performance.now();
  await Promise.all(users.map((userId) => run(userId, perClient)));
  const seconds = (performance.now() - started) / 1000;
  return (perClient * clients) / seconds;
};

const bench = async (label: string, open: () => Promise<Database>, cleanUp?: () => Promise<void>) => {
  const database = await open();
  const wallet: Wallet = ManagedRuntime.make(walletLayer(database));
  try {
    for (const path of ["helper", "idempotent"] as const) {
      const sequential = await measure(database, wallet, path, 1);
      const concurrent = await measure(database, wallet, path, CLIENTS);
      const name = path === "helper" ? "credit (quests' helper)" : "idempotent request + credit";
      console.log(
        `${label.padEnd(22)} ${name.padEnd(28)} sequential ${sequential.toFixed(0).padStart(6)} credits/s` +
          `   ${CLIENTS} clients ${concurrent.toFixed(0).padStart(6)} credits/s`,
      );
      if (label.startsWith("PGlite") && path === "helper") {
        const verdict = sequential >= TARGET_SEQUENTIAL_PGLITE ? "met" : "NOT met";
        console.log(`${"".padEnd(22)} target ≥ ${TARGET_SEQUENTIAL_PGLITE} credits/s sequential: ${verdict}`);
      }
    }
    const audit = await wallet.runPromise(Ledger.use((ledger) => ledger.audit()));
    if (audit.unbalancedSets + audit.driftedAccounts + audit.negativeUserAccounts + audit.duplicateKeys > 0) {
      throw new Error(`${label}: the ledger is not sound after the run: ${JSON.stringify(audit)}`);
    }
  } finally {
    await wallet.dispose();
    await database.close();
    await cleanUp?.();
  }
};

console.log(`bench:ledger — ${CREDITS} credits per run, 100 K-Cash base units each\n`);

await bench("PGlite (memory)", () =>
  openDatabase({ dataDir: "memory://", databaseUrl: undefined, databaseSchema: "public" }),
);

const folder = mkdtempSync(join(tmpdir(), "kleos-bench-ledger-"));
await bench(
  "PGlite (data folder)",
  () => openDatabase({ dataDir: folder, databaseUrl: undefined, databaseSchema: "public" }),
  async () => rmSync(folder, { recursive: true, force: true }),
);

if (!values["skip-postgres"]) {
  const schema = `bench_ledger_${randomBytes(4).toString("hex")}`;
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  };
  try {
    await bench(
      "PostgreSQL",
      () => openDatabase({ dataDir: "", databaseUrl: DATABASE_URL, databaseSchema: schema }),
      dropSchema,
    );
  } catch (error) {
    console.log(
      `PostgreSQL             not measured: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
