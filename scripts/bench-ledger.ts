/**
 * `npm run bench:ledger`: credits per second through the ledger — each one a posting set with a unique
 * idempotency key, its postings and both balances in one transaction — with one client and with 50 concurrent
 * ones, on PGlite (in memory, and in a data folder) and on PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a schema of its own that is dropped afterwards). Two paths: a
 * plain credit (`Ledger.creditReward`) and an idempotent request + credit (durable record + credit, as every
 * API claim, swap and redemption does, without HTTP).
 *
 * Beside them, the limit in the same run: a TPC-B style transaction (pgbench's built-in script: update an
 * account, read it, update a teller and a branch, insert a history row) through the same driver, and, on
 * PostgreSQL, `pgbench` itself when it is installed. Then how the idempotent path grows with the ledger's size
 * (on PostgreSQL, with 1,000 and 1,000,000 transactions already in it). The load average is printed at the
 * start and the end so a reader can judge the run.
 *
 * Targets: plain credit ≥ 1000/s with one client on PGlite; idempotent request + credit with 50 clients on
 * PostgreSQL ≥ 0.5× the TPC-B transaction's rate and above its own one-client rate.
 *
 * Flags: --credits <n> (per measured run, default 2000), --clients <n> (default 50), --sizes <n,n>
 * (existing transactions for the growth table, default 1000,1000000; empty to skip), --skip-postgres.
 * Prints figures; exits 0 whether or not a target is met.
 */
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { ManagedRuntime } from "effect";
import pg from "pg";
import { openDatabase, type Database } from "@/server/db/client";
import { userRepository } from "@/server/db/repositories/user-repository";
import { Ledger, SYSTEM_ACCOUNTS } from "@/server/services/wallet/ledger";
import { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";
import { walletLayer } from "@/server/testing/ledger";

const TARGET_SEQUENTIAL_PGLITE = 1000;
const TARGET_TPCB_RATIO = 0.5;
const WARM_UP_CREDITS = 300;
/** pgbench's scale 1: one branch, ten tellers, 100,000 accounts. */
const TPCB_ACCOUNTS = 100_000;

const { values } = parseArgs({
  options: {
    credits: { type: "string", default: "2000" },
    clients: { type: "string", default: "50" },
    sizes: { type: "string", default: "1000,1000000" },
    "skip-postgres": { type: "boolean", default: false },
  },
  strict: true,
});
const CREDITS = Number(values.credits);
const CLIENTS = Number(values.clients);
const SIZES = values.sizes
  .split(",")
  .filter((size) => size.trim() !== "")
  .map(Number);
const DATABASE_URL = process.env["DATABASE_URL"] || "postgres://postgres@127.0.0.1:5432/test";

type Path = "credit" | "idempotent";

/** The Ledger and IdempotentRequests services over one database, built once, as the app's runtime has them. */
type Wallet = ManagedRuntime.ManagedRuntime<Ledger | IdempotentRequests, never>;

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")} on ${cpus().length} cores`;

const creditOnce = async (wallet: Wallet, path: Path, userId: string): Promise<void> => {
  const key = randomUUID();
  const credit = Ledger.use((ledger) =>
    ledger.creditReward({ userId, currency: "KCASH", amount: 100, idempotencyKey: key }),
  );
  if (path === "credit") {
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

/** Runs `once` `total` times over `clients` concurrent clients after a warm-up; answers the rate per second. */
const rateOf = async (clients: number, total: number, once: (client: number) => Promise<void>) => {
  const runFor = async (client: number, times: number) => {
    for (let index = 0; index < times; index += 1) await once(client);
  };
  const clientIds = Array.from({ length: clients }, (_, client) => client);
  // Warm-up: the first accounts, plans and caches, and enough calls for the JIT to compile the hot path, so
  // that the figure measures the steady state.
  await Promise.all(clientIds.map((client) => runFor(client, Math.ceil(WARM_UP_CREDITS / clients))));
  const perClient = Math.ceil(total / clients);
  const started = performance.now();
  await Promise.all(clientIds.map((client) => runFor(client, perClient)));
  return (perClient * clients) / ((performance.now() - started) / 1000);
};

/** Credits per second for `CREDITS` credits, spread over `clients` concurrent clients (each its own user). */
const measure = async (database: Database, wallet: Wallet, path: Path, clients: number): Promise<number> => {
  const users = await Promise.all(
    Array.from({ length: clients }, async () => (await userRepository.insert(database.db, {})).id),
  );
  return rateOf(clients, CREDITS, (client) => creditOnce(wallet, path, users[client] ?? ""));
};

/** pgbench's tables at scale 1, in the database's own schema. */
const createTpcbTables = async (database: Database) => {
  for (const statement of [
    "create table bench_tpcb_branches (bid integer primary key, bbalance integer not null)",
    "create table bench_tpcb_tellers (tid integer primary key, bid integer not null, tbalance integer not null)",
    `create table bench_tpcb_accounts (aid integer primary key, bid integer not null, abalance integer not null,
      filler char(84))`,
    `create table bench_tpcb_history (tid integer, bid integer, aid integer, delta integer, mtime timestamp,
      filler char(22))`,
    "insert into bench_tpcb_branches values (1, 0)",
    "insert into bench_tpcb_tellers select g, 1, 0 from generate_series(1, 10) g",
    `insert into bench_tpcb_accounts select g, 1, 0, '' from generate_series(1, ${TPCB_ACCOUNTS}) g`,
  ])
    await database.db.execute(sql.raw(statement));
};

/** One TPC-B transaction through Drizzle on the same driver as the ledger: pgbench's tpcb-like script. */
const tpcbOnce = async (database: Database): Promise<void> => {
  const aid = 1 + Math.floor(Math.random() * TPCB_ACCOUNTS);
  const tid = 1 + Math.floor(Math.random() * 10);
  const delta = Math.floor(Math.random() * 10_001) - 5000;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`update bench_tpcb_accounts set abalance = abalance + ${delta} where aid = ${aid}`);
    await tx.execute(sql`select abalance from bench_tpcb_accounts where aid = ${aid}`);
    await tx.execute(sql`update bench_tpcb_tellers set tbalance = tbalance + ${delta} where tid = ${tid}`);
    await tx.execute(sql`update bench_tpcb_branches set bbalance = bbalance + ${delta} where bid = 1`);
    await tx.execute(
      sql`insert into bench_tpcb_history (tid, bid, aid, delta, mtime) values (${tid}, 1, ${aid}, ${delta}, now())`,
    );
  });
};

/** pgbench's own figure (tps) with `clients` clients for 5 s, in `schema`; undefined when it is not installed. */
const pgbench = (schema: string, clients: number): number | undefined => {
  const env = { ...process.env, PGOPTIONS: `-c search_path=${schema}` };
  try {
    execFileSync("pgbench", ["-i", "-q", "-s", "1", DATABASE_URL], { env, stdio: "pipe" });
    const output = execFileSync(
      "pgbench",
      ["-n", "-c", String(clients), "-j", "2", "-T", "5", DATABASE_URL],
      { env, stdio: "pipe" },
    ).toString();
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    return tps === undefined ? undefined : Number(tps);
  } catch {
    return undefined;
  }
};

const figure = (rate: number) => `${rate.toFixed(0).padStart(6)}/s`;

const row = (label: string, name: string, one: number, many: number) =>
  console.log(
    `${label.padEnd(22)} ${name.padEnd(30)} 1 client ${figure(one)}   ${CLIENTS} clients ${figure(many)}`,
  );

const assertSound = async (label: string, wallet: Wallet) => {
  const audit = await wallet.runPromise(Ledger.use((ledger) => ledger.audit()));
  if (audit.unbalancedSets + audit.driftedAccounts + audit.negativeUserAccounts + audit.duplicateKeys > 0) {
    throw new Error(`${label}: the ledger is not sound after the run: ${JSON.stringify(audit)}`);
  }
};

const bench = async (
  label: string,
  open: () => Promise<Database>,
  cleanUp?: () => Promise<void>,
  schema?: string,
) => {
  const database = await open();
  const wallet: Wallet = ManagedRuntime.make(walletLayer(database));
  try {
    const rates: Record<string, readonly [number, number]> = {};
    for (const [path, name] of [
      ["credit", "plain credit"],
      ["idempotent", "idempotent request + credit"],
    ] as const) {
      const one = await measure(database, wallet, path, 1);
      const many = await measure(database, wallet, path, CLIENTS);
      rates[path] = [one, many];
      row(label, name, one, many);
    }
    await createTpcbTables(database);
    const tpcb = [
      await rateOf(1, CREDITS, () => tpcbOnce(database)),
      await rateOf(CLIENTS, CREDITS, () => tpcbOnce(database)),
    ] as const;
    row(label, "TPC-B transaction (limit)", tpcb[0], tpcb[1]);
    if (schema !== undefined) {
      const [one, many] = [pgbench(schema, 1), pgbench(schema, CLIENTS)];
      if (one !== undefined && many !== undefined) row(label, "pgbench (tpcb-like, limit)", one, many);
      else console.log(`${label.padEnd(22)} pgbench not measured (not installed, or it failed)`);
    }
    const [credit] = rates["credit"] ?? [0, 0];
    const [idempotentOne, idempotentMany] = rates["idempotent"] ?? [0, 0];
    const ratio = idempotentMany / tpcb[1];
    console.log(
      `${"".padEnd(22)} idempotent/TPC-B with ${CLIENTS} clients: ${ratio.toFixed(2)}` +
        (label === "PostgreSQL"
          ? ` (target ≥ ${TARGET_TPCB_RATIO}: ${ratio >= TARGET_TPCB_RATIO ? "met" : "NOT met"}); ` +
            `${CLIENTS} clients above 1: ${idempotentMany > idempotentOne ? "met" : "NOT met"}`
          : ""),
    );
    if (label.startsWith("PGlite")) {
      const verdict = credit >= TARGET_SEQUENTIAL_PGLITE ? "met" : "NOT met";
      console.log(`${"".padEnd(22)} plain credit ≥ ${TARGET_SEQUENTIAL_PGLITE}/s with 1 client: ${verdict}`);
    }
    await assertSound(label, wallet);
  } finally {
    await wallet.dispose();
    await database.close();
    await cleanUp?.();
  }
};

/**
 * Fills the ledger with `size` reward transactions (and their postings and balances) spread over 1,000 gamers,
 * in bulk SQL, as if it had run that long.
 */
const fill = async (database: Database, wallet: Wallet, size: number) => {
  const gamers = await Promise.all(
    Array.from({ length: 1000 }, async () => (await userRepository.insert(database.db, {})).id),
  );
  // One credit each through the ledger: the accounts and the pool exist as the ledger makes them.
  for (const userId of gamers) {
    await wallet.runPromise(
      Ledger.use((ledger) =>
        ledger.creditReward({ userId, currency: "KCASH", amount: 100, idempotencyKey: randomUUID() }),
      ),
    );
  }
  const rest = Math.max(0, size - gamers.length);
  if (rest === 0) return;
  const list = sql.join(
    gamers.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await database.db.execute(sql`
    with gamers as (select id, row_number() over () - 1 as n from unnest(array[${list}]) as id),
    made as (
      insert into ledger_transactions (idempotency_key, type, user_id)
      select 'bench-fill-' || g, 'reward', gamers.id
      from generate_series(1, ${rest}) g join gamers on gamers.n = g % 1000
      returning id, user_id),
    pool as (select id from ledger_accounts where owner = ${SYSTEM_ACCOUNTS.rewardPool} and currency = 'KCASH')
    insert into ledger_postings (transaction_id, account_id, currency, amount)
    select made.id, a.id, 'KCASH', 100 from made join ledger_accounts a on a.owner = made.user_id::text
      and a.currency = 'KCASH'
    union all
    select made.id, pool.id, 'KCASH', -100 from made, pool`);
  await database.db.execute(sql`
    update ledger_accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_postings group by account_id) s
    where s.account_id = a.id`);
  await database.db.execute(sql`analyze`);
};

/** The idempotent path on PostgreSQL with `size` transactions already in the ledger. */
const growth = async (size: number) => {
  const schema = `bench_ledger_${randomBytes(4).toString("hex")}`;
  const database = await openDatabase({ dataDir: "", databaseUrl: DATABASE_URL, databaseSchema: schema });
  const wallet: Wallet = ManagedRuntime.make(walletLayer(database));
  try {
    const started = performance.now();
    await fill(database, wallet, size);
    const filled = (performance.now() - started) / 1000;
    const one = await measure(database, wallet, "idempotent", 1);
    const many = await measure(database, wallet, "idempotent", CLIENTS);
    console.log(
      `${`${size.toLocaleString("en")} existing`.padEnd(22)} ${"idempotent request + credit".padEnd(30)} ` +
        `1 client ${figure(one)}   ${CLIENTS} clients ${figure(many)}   (filled in ${filled.toFixed(0)} s)`,
    );
  } finally {
    await wallet.dispose();
    await database.close();
    await dropSchema(schema);
  }
};

const dropSchema = async (schema: string) => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
};

console.log(`bench:ledger — ${CREDITS} per measured run, 100 K-Cash base units per credit`);
console.log(`at the start: ${load()}\n`);

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
  try {
    await bench(
      "PostgreSQL",
      () => openDatabase({ dataDir: "", databaseUrl: DATABASE_URL, databaseSchema: schema }),
      () => dropSchema(schema),
      schema,
    );
    if (SIZES.length > 0) {
      console.log(`\nGrowth on PostgreSQL (the same path with the ledger already holding transactions):`);
      for (const size of SIZES) await growth(size);
    }
  } catch (error) {
    console.log(
      `PostgreSQL             not measured: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

console.log(`\nat the end: ${load()}`);
