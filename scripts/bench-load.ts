/**
 * `npm run bench:load`: a bounded load test of what gamers do most, step by step at rising concurrency, on
 * PGlite and on PostgreSQL. Steps: browse (the game list, the campaign list, a game page), sign-in (send an
 * e-mail code to a new address), validate (a signed-in profile read: the token check), claim (an idempotent
 * K-Points credit), swap (a quote, then its confirmation). For each step and concurrency it prints requests/s,
 * p50 and p99 and the share of answers that were not 2xx, then where the step saturates (the first
 * concurrency that adds less than 10 % throughput, or whose p99 passes 1 s).
 *
 * The server runs in a child process (this script with `--serve`), with dev tools on (the dev inbox and dev
 * rewards prepare the gamers), the per-IP rate limit off and each request from its own forwarded address, so
 * what is measured is the work, not the limiter. PostgreSQL: `DATABASE_URL` (default
 * postgres://postgres@127.0.0.1:5432/test) in a throwaway schema, dropped at the end.
 *
 * Flags: --duration <s> per measured run (default 5), --levels <list> (default 1,5,20,50), --db pglite|postgres|both
 * (default both), --gamers <n> signed in for the signed-in steps (default 40).
 * Exits non-zero when a server fails to start or the preparation fails; the figures are printed, not judged.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";

type DbKind = "pglite" | "postgres";
const START_TIMEOUT_MS = 180_000;
const PG_URL = process.env["DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";

const { values } = parseArgs({
  options: {
    serve: { type: "string" },
    schema: { type: "string" },
    duration: { type: "string", default: "5" },
    levels: { type: "string", default: "1,5,20,50" },
    db: { type: "string", default: "both" },
    gamers: { type: "string", default: "40" },
  },
  strict: true,
});

// ---------------------------------------------------------------------------------------------------------
// Child side: one Kleos on an ephemeral port.

const serve = async (kind: DbKind, schema: string | undefined): Promise<void> => {
  const { buildApp } = await import("@/server/build-app");
  const { openDatabase } = await import("@/server/db/client");
  const { seedOnStart } = await import("@/server/db/seed/seed-on-start");
  const where =
    kind === "pglite"
      ? { dataDir: "memory://", databaseUrl: undefined, databaseSchema: "public" }
      : { dataDir: "memory://", databaseUrl: PG_URL, databaseSchema: schema ?? "public" };
  const database = await openDatabase(where);
  await seedOnStart(database.db, { seedDemoData: true, seedDemoCampaigns: true });
  const { app } = await buildApp({
    database,
    config: {
      ...where,
      env: "development",
      devTools: true,
      logLevel: "silent",
      webDistDir: undefined,
      rateLimitPerMinute: 1_000_000_000,
      trustProxy: true,
      port: 0,
      runJobs: false,
    },
  });
  app.addHook("onClose", () => database.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("Kleos is not listening on TCP");
  process.on("disconnect", () => void app.close().finally(() => process.exit(0)));
  process.send?.({ port: address.port });
};

// ---------------------------------------------------------------------------------------------------------
// Parent side.

const spawnServer = (
  kind: DbKind,
  schema: string | undefined,
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(import.meta.url),
      ["--serve", kind, ...(schema === undefined ? [] : ["--schema", schema])],
      { execArgv: process.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] },
    );
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Kleos on ${kind} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve({ child, port: (message as { port: number }).port });
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Kleos on ${kind} exited before listening (code ${code})`));
    });
  });

const stopServer = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.disconnect();
  });

let nextAddress = 0;
/** A different client address per request (the server trusts X-Forwarded-For here). */
const freshAddress = (): string => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

const json = { "content-type": "application/json" };

/** Signs a gamer in by e-mail code, read from the dev inbox; answers the bearer token. */
const signIn = async (base: string): Promise<string> => {
  const email = `load-${randomBytes(6).toString("hex")}@kleos.example`;
  const headers = { ...json, "x-forwarded-for": freshAddress() };
  const started = await fetch(`${base}/api/users/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email }),
  });
  if (started.status !== 201)
    throw new Error(`Sending a code failed: ${started.status} ${await started.text()}`);
  const { challengeId } = (await started.json()) as { challengeId: string };
  const inbox = (await (
    await fetch(`${base}/api/dev-inbox?recipient=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(inbox.items[0]?.text ?? "")?.[1] ?? "";
  const verified = await fetch(`${base}/api/users/verify-email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ challengeId, code }),
  });
  if (verified.status !== 201)
    throw new Error(`Verifying a code failed: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { accessToken: string }).accessToken;
};

interface Measured {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xxShare: number;
}

type Requests = autocannon.Request[];

const measure = (base: string, requests: Requests, connections: number, seconds: number): Promise<Measured> =>
  new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, requests, timeout: 30 }, (error, result) => {
      if (error !== null && error !== undefined) return reject(error);
      const total = result.requests.total || 1;
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xxShare: (result.non2xx + result.errors + result.timeouts) / total,
      });
    });
  });

/** The steps, each a sequence autocannon repeats per connection. */
const steps = (tokens: readonly string[]): Record<string, Requests> => {
  let turn = 0;
  const bearer = () => {
    turn += 1;
    return `Bearer ${tokens[turn % tokens.length] ?? ""}`;
  };
  const withAddress = (headers: Record<string, string> = {}) => ({
    ...headers,
    "x-forwarded-for": freshAddress(),
  });
  return {
    browse: [
      {
        method: "GET",
        path: "/api/game",
        setupRequest: (request) => ({ ...request, headers: withAddress() }),
      },
      {
        method: "GET",
        path: "/api/campaigns/by-state?status=LIVE&pageLimit=20",
        setupRequest: (request) => ({ ...request, headers: withAddress() }),
      },
      {
        method: "GET",
        path: "/api/game/bullieverse",
        setupRequest: (request) => ({ ...request, headers: withAddress() }),
      },
    ],
    "sign-in": [
      {
        method: "POST",
        path: "/api/users/email",
        setupRequest: (request) => ({
          ...request,
          headers: withAddress(json),
          body: JSON.stringify({ email: `load-${randomBytes(6).toString("hex")}@kleos.example` }),
        }),
      },
    ],
    validate: [
      {
        method: "GET",
        path: "/api/users/me/profile",
        setupRequest: (request) => ({ ...request, headers: withAddress({ authorization: bearer() }) }),
      },
    ],
    claim: [
      {
        method: "POST",
        path: "/api/wallets/dev-rewards",
        setupRequest: (request) => ({
          ...request,
          headers: withAddress({ ...json, authorization: bearer(), "idempotency-key": randomUUID() }),
          body: JSON.stringify({ currency: "KPOINTS", amount: 5 }),
        }),
      },
    ],
    swap: [
      {
        method: "POST",
        path: "/api/onramp/swap",
        setupRequest: (request, context) => {
          const authorization = bearer();
          (context as { authorization?: string }).authorization = authorization;
          return {
            ...request,
            headers: withAddress({ ...json, authorization }),
            body: JSON.stringify({
              fromCurrency: "KCASH",
              toCurrency: "USDT",
              amount: 10_000,
              chain: "polygon",
            }),
          };
        },
        onResponse: (status, body, context) => {
          (context as { quoteId?: string | undefined }).quoteId =
            status === 201 ? (JSON.parse(body) as { quoteId: string }).quoteId : undefined;
        },
      },
      {
        method: "POST",
        path: "/api/swap",
        setupRequest: (request, context) => {
          const { authorization, quoteId } = context as { authorization?: string; quoteId?: string };
          return {
            ...request,
            headers: withAddress({
              ...json,
              authorization: authorization ?? "",
              "idempotency-key": randomUUID(),
            }),
            body: JSON.stringify({ quoteId: quoteId ?? randomUUID() }),
          };
        },
      },
    ],
  };
};

const runOn = async (
  kind: DbKind,
  levels: readonly number[],
  seconds: number,
  gamers: number,
): Promise<void> => {
  const schema = kind === "postgres" ? `bench_load_${randomBytes(4).toString("hex")}` : undefined;
  const { child, port } = await spawnServer(kind, schema);
  const base = `http://127.0.0.1:${port}`;
  try {
    const tokens: string[] = [];
    for (let i = 0; i < gamers; i += 1) tokens.push(await signIn(base));
    // Each gamer holds K-Cash to swap for the whole run.
    for (const token of tokens) {
      // 100,000 a reward at most: ten of them, 100 swaps of 10,000.
      for (let reward = 0; reward < 10; reward += 1) {
        const funded = await fetch(`${base}/api/wallets/dev-rewards`, {
          method: "POST",
          headers: { ...json, authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
          body: JSON.stringify({ currency: "KCASH", amount: 100_000 }),
        });
        if (funded.status !== 201)
          throw new Error(`Funding a gamer failed: ${funded.status} ${await funded.text()}`);
      }
    }
    console.log(`\n${kind}: ${gamers} gamers signed in and funded`);
    console.log(
      `  ${"step".padEnd(9)} ${"conns".padStart(5)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"not 2xx".padStart(8)}`,
    );
    for (const [name, requests] of Object.entries(steps(tokens))) {
      let previous: Measured | undefined;
      let saturated: string | undefined;
      for (const connections of levels) {
        const measured = await measure(base, requests, connections, seconds);
        console.log(
          `  ${name.padEnd(9)} ${String(connections).padStart(5)} ${measured.rps.toFixed(0).padStart(8)} ${measured.p50.toFixed(1).padStart(7)} ${measured.p99.toFixed(1).padStart(7)} ${(measured.non2xxShare * 100).toFixed(1).padStart(7)}%`,
        );
        if (saturated === undefined && previous !== undefined && measured.rps < previous.rps * 1.1)
          saturated = `saturates at ${connections} connections (~${previous.rps.toFixed(0)} req/s before)`;
        if (saturated === undefined && measured.p99 > 1000)
          saturated = `p99 passes 1 s at ${connections} connections`;
        previous = measured;
      }
      console.log(`  ${name}: ${saturated ?? "still rising at the highest level"}`);
    }
  } finally {
    await stopServer(child);
    if (schema !== undefined) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
};

if (values.serve !== undefined) {
  await serve(values.serve as DbKind, values.schema);
} else {
  const seconds = Number(values.duration);
  const levels = values.levels.split(",").map(Number);
  const gamers = Number(values.gamers);
  if (
    !Number.isFinite(seconds) ||
    seconds <= 0 ||
    levels.some((level) => !Number.isInteger(level) || level < 1)
  )
    throw new Error("--duration must be positive and --levels whole numbers >= 1");
  console.log(
    `bench:load — ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; ${seconds} s per run at ${levels.join(", ")} connections`,
  );
  const kinds: DbKind[] = values.db === "both" ? ["pglite", "postgres"] : [values.db as DbKind];
  for (const kind of kinds) await runOn(kind, levels, seconds, gamers);
}
