/**
 * `npm run bench:campaigns`: requests/s and p99 latency of `GET /api/campaigns/by-state`, each beside bare
 * Fastify sending the very same body (its ceiling on this machine, measured right after it), at several sizes
 * (campaigns, with ten rows of users' progress per campaign), on PGlite (in memory) and on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a schema of its own that is dropped
 * afterwards). Asked as a guest and as a signed-in gamer (whose answer carries their progress in each
 * campaign), for the queries the site makes: the live tab, the ended tab, the upcoming tab, featured, a
 * country filter and a deep page. Each server runs in a child process (this script again, with `--serve`) so
 * the load generator never shares its event loop. Prints the load average at the start and the end, and a
 * growth table (p99 and the ratio to bare at each size): a flat line is the goal.
 *
 * Targets (issue 16): p99 <= 50 ms and req/s >= 0.25x bare on PostgreSQL, >= 0.1x on PGlite.
 *
 * Flags: --duration <s> (each measured run, default 5), --warmup <s> (load on each server before its first
 * measured run, unmeasured, so the JIT and the database's caches warm; default 2), --connections <n> (default
 * 10), --sizes <n,n,...> (campaigns at each size, default 1000,10000; 100000 takes minutes to load on PGlite,
 * add it by hand), --campaigns <n> (one size), --progress <n> (progress rows at every size; default ten per
 * campaign), --cache-ms <ms> (the campaign list cache's longest time, KLEOS_CAMPAIGN_LIST_CACHE_MS; default
 * 60000 as in production, where a kept page is dropped when a campaign changes; 0 keeps none, so every request
 * reads the database), --explain (prints EXPLAIN (ANALYZE, BUFFERS) of every statement each query makes),
 * --skip-pglite, --skip-postgres.
 * Prints figures; exits 0 whether or not the targets are met, non-zero when a server fails to start or a
 * request fails.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "@/server/db/client";
import { jobSchemaOf } from "@/server/jobs/job-queue";

const { values } = parseArgs({
  options: {
    serve: { type: "string" },
    schema: { type: "string" },
    duration: { type: "string", default: "5" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    sizes: { type: "string", default: "1000,10000" },
    campaigns: { type: "string" },
    progress: { type: "string" },
    "cache-ms": { type: "string", default: "60000" },
    explain: { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
  },
  strict: true,
});
const DATABASE_URL = process.env["DATABASE_URL"] || "postgres://postgres@127.0.0.1:5432/test";
const SIZES = (values.campaigns ?? values.sizes).split(",").map((size) => {
  const value = Number(size.trim());
  if (!Number.isInteger(value) || value < 10)
    throw new Error(`A size must be a whole number >= 10, got ${size}`);
  return value;
});
const progressFor = (campaigns: number): number =>
  values.progress === undefined ? campaigns * 10 : Number(values.progress);
/** Progress rows spread over this many gamers (each in progress / users campaigns). */
const usersFor = (progress: number): number => Math.max(1, Math.round(progress / 50));

const TARGETS = { pglite: 0.1, postgres: 0.25 } as const;
const TARGET_P99_MS = 50;

const QUERIES = [
  { label: "live tab, 20", query: "status=LIVE&pageLimit=20" },
  { label: "ended tab, 20", query: "tab=ended&pageLimit=20" },
  { label: "upcoming tab, 8", query: "upcoming=true&pageLimit=8" },
  { label: "featured, 8", query: "featured=true&pageLimit=8" },
  { label: "India, live, 20", query: "status=LIVE&applicableCountry=IN&pageLimit=20" },
  { label: "page 40 of all, 20", query: "pageOffset=800&pageLimit=20" },
] as const;
const AS = ["guest", "signed in"] as const;

interface Explained {
  readonly label: string;
  readonly as: string;
  readonly plans: readonly string[];
}

interface Ready {
  readonly port: number;
  readonly authorization: string;
  readonly seconds: number;
  readonly explained: readonly Explained[];
}

// ---------------------------------------------------------------------------------------------------------
// Child side: build Kleos on the chosen database, load it, sign a gamer in, listen, report. Or, with
// `--serve bare`, bare Fastify sending the body it was last given.

const load = async (db: Db, campaigns: number, progress: number): Promise<void> => {
  const users = usersFor(progress);
  // Users first: progress rows point at them.
  await db.execute(sql`insert into users (username) select 'bench' || g from generate_series(1, ${users}) g`);
  // Campaigns spread over a year around now: a third ended, a third live, a third upcoming; some featured,
  // some private, some limited to India or Brazil, every distribution method.
  await db.execute(sql`
    insert into campaigns (kind, slug, title, description, lifecycle, starts_at, ends_at, claim_ends_at,
      featured, is_private, applicable_countries, reward_currency, reward_amount, distribution,
      distribution_config, participant_count)
    select case when g % 5 = 0 then 'quest' else 'campaign' end,
      'bench-' || g, 'Bench campaign ' || g, 'A campaign made by the benchmark.',
      case when g % 50 = 0 then 'DRAFT' else 'PUBLISHED' end,
      now() + ((g % 3) - 1) * interval '20 days' - interval '5 days',
      now() + ((g % 3) - 1) * interval '20 days' + interval '5 days',
      now() + ((g % 3) - 1) * interval '20 days' + interval '12 days',
      g % 17 = 0, g % 23 = 0,
      case g % 4 when 0 then array['IN'] when 1 then array['BR'] else '{}'::text[] end,
      'KPOINTS', 100,
      (array['EVERYONE','FCFS','RAFFLE','LEADERBOARD'])[1 + g % 4],
      case g % 4 when 1 then '{"cap":100}'::jsonb when 2 then '{"winners":10}'::jsonb
        when 3 then '{"tiers":[{"fromRank":1,"toRank":3,"amount":100}]}'::jsonb else '{}'::jsonb end,
      g % 200
    from generate_series(1, ${campaigns}) g`);
  await db.execute(sql`
    insert into campaign_tasks (campaign_id, position, type, title, config)
    select c.id, p, (array['CREATE_REFERRAL','SPECIAL_CODE','URI_REDIRECTION'])[p + 1], 'Task ' || p,
      case when p = 2 then '{"url":"https://example.com/"}'::jsonb else '{}'::jsonb end
    from campaigns c, generate_series(0, 2) p`);
  // Each gamer started progress / users campaigns, with a task verified in each.
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by slug) as n from campaigns),
      gamers as (select id, row_number() over (order by username) as n from users where username like 'bench%')
    insert into campaign_participants (campaign_id, user_id, started_at)
    select c.id, u.id, now() - interval '1 day'
    from gamers u cross join generate_series(0, ${Math.ceil(progress / users) - 1}) k
    join numbered c on c.n = 1 + ((u.n * 37 + k * 199) % ${campaigns})
    where u.n <= ${users}
    on conflict do nothing`);
  await db.execute(sql`
    insert into task_progress (task_id, user_id, campaign_id, state, attempts, verified_at)
    select t.id, p.user_id, p.campaign_id, 'VERIFIED', 1, now()
    from campaign_participants p join campaign_tasks t on t.campaign_id = p.campaign_id and t.position = 0`);
  await db.execute(sql`analyze`);
};

const serveBare = async (): Promise<void> => {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ logger: false });
  let body = "{}";
  process.on("message", (message: unknown) => {
    if (
      typeof message === "object" &&
      message !== null &&
      "body" in message &&
      typeof message.body === "string"
    ) {
      body = message.body;
      process.send?.({ stored: true });
    }
  });
  app.get("/page", async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("Bare Fastify is not listening on TCP");
  process.on("disconnect", () => void app.close().finally(() => process.exit(0)));
  process.send?.({ port: address.port, authorization: "", seconds: 0, explained: [] } satisfies Ready);
};

/** The driver's `query`, which Drizzle calls for every statement (PGlite's client, or node-postgres' pool). */
interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * Every statement a request makes, recorded through the driver, then each run again under
 * `EXPLAIN (ANALYZE, BUFFERS)` with its parameters.
 */
const explainer = (db: Db) => {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query.bind(client);
  let recording: { text: string; params: unknown[] }[] | undefined;
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    const params = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
    recording?.push({ text, params });
    return original(...args);
  };
  return async (request: () => Promise<unknown>): Promise<string[]> => {
    await request();
    recording = [];
    await request();
    const statements = recording;
    recording = undefined;
    const plans: string[] = [];
    for (const { text, params } of statements) {
      const result = (await original(`explain (analyze, buffers) ${text}`, params)) as {
        rows: Record<string, string>[];
      };
      plans.push(`${text}\n${result.rows.map((row) => `  ${row["QUERY PLAN"]}`).join("\n")}`);
    }
    return plans;
  };
};

const serve = async (target: string): Promise<void> => {
  if (target === "bare") return serveBare();
  const started = performance.now();
  const campaigns = Number(values.campaigns);
  const progressRows = Number(values.progress);
  const { buildApp } = await import("@/server/build-app");
  const { signInByPhone } = await import("@/server/testing/sign-in");
  const postgres = target === "postgres";
  const { app, database } = await buildApp({
    config: {
      env: "test",
      // The bench signs its gamer in through the dev inbox.
      devTools: true,
      dataDir: "memory://",
      databaseUrl: postgres ? DATABASE_URL : undefined,
      databaseSchema: postgres ? (values.schema ?? "bench_campaigns") : "public",
      logLevel: "silent",
      webDistDir: undefined,
      rateLimitPerMinute: 1_000_000_000,
      catalogueCacheMs: 0,
      campaignListCacheMs: Number(values["cache-ms"]),
      port: 0,
      seedDemoData: true,
      seedDemoCampaigns: false,
      // No jobs: the distribution job would be drawing thousands of the bench's ended raffles meanwhile, each
      // a write to campaigns that drops the kept pages of the list.
      runJobs: false,
    },
  });
  const { db } = database;
  // buildApp seeds nothing: load what a start-up would (the demo catalogue), then the bench's campaigns.
  const { seedOnStart } = await import("@/server/db/seed/seed-on-start");
  await seedOnStart(db, { seedDemoData: true, seedDemoCampaigns: false });
  await load(db, campaigns, progressRows);
  // A gamer with progress in many campaigns: the busiest signed-in answer.
  const session = await signInByPhone(app);
  await db.execute(sql`
    insert into campaign_participants (campaign_id, user_id)
    select id, ${session.userId}::uuid from campaigns where slug like 'bench-%' and slug::text < 'bench-2'
    on conflict do nothing`);
  const explained: Explained[] = [];
  if (values.explain) {
    const explain = explainer(db);
    for (const { label, query } of QUERIES)
      for (const as of AS)
        explained.push({
          label,
          as,
          plans: await explain(() =>
            app.inject({
              url: `/api/campaigns/by-state?${query}`,
              headers: {
                source: "website",
                ...(as === "signed in" ? session.authorization : {}),
              },
            }),
          ),
        });
  }
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("Kleos is not listening on a TCP port");
  const shutdown = (): void => void app.close().finally(() => process.exit(0));
  process.on("disconnect", shutdown);
  process.send?.({
    port: address.port,
    authorization: session.authorization.authorization,
    seconds: (performance.now() - started) / 1000,
    explained,
  } satisfies Ready);
};

// ---------------------------------------------------------------------------------------------------------
// Parent side.

const isReady = (message: unknown): message is Ready =>
  typeof message === "object" && message !== null && "port" in message && "authorization" in message;

const spawnServer = (
  target: string,
  args: readonly string[],
): Promise<{ child: ChildProcess; ready: Ready }> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--serve", target, ...args], {
      execArgv: process.execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.once("message", (message) => {
      if (isReady(message)) resolve({ child, ready: message });
      else reject(new Error(`The ${target} server sent ${JSON.stringify(message)} instead of its port`));
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`The ${target} server exited before listening (code ${code}, signal ${signal})`)),
    );
  });

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.disconnect();
  });

/** Gives bare Fastify the body to send, and waits until it holds it. */
const giveBody = (bare: ChildProcess, body: string): Promise<void> =>
  new Promise((resolve, reject) => {
    bare.once("message", () => resolve());
    bare.send({ body }, (error) => (error ? reject(error) : undefined));
  });

interface Figures {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly failures: number;
}

const measure = (
  url: string,
  headers: Record<string, string>,
  duration = Number(values.duration),
): Promise<Figures> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, duration, connections: Number(values.connections), headers },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          requestsPerSecond: result.requests.average,
          p99: sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? Number.NaN,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

type Target = keyof typeof TARGETS;

/** One row of figures: a query, as whom, at a size, on a database. */
interface Measured {
  readonly target: Target;
  readonly size: number;
  readonly label: string;
  readonly as: string;
  readonly kleos: Figures;
  readonly bare: Figures;
}

const ratioOf = (row: Measured): number => row.kleos.requestsPerSecond / row.bare.requestsPerSecond;
const meets = (row: Measured): boolean =>
  row.kleos.p99 <= TARGET_P99_MS && ratioOf(row) >= TARGETS[row.target];

const bench = async (
  target: Target,
  size: number,
  bare: ChildProcess,
  barePort: number,
): Promise<Measured[]> => {
  const schema = `bench_campaigns_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const progressRows = progressFor(size);
  const args = ["--schema", schema, "--cache-ms", values["cache-ms"], "--campaigns", String(size)];
  args.push("--progress", String(progressRows), ...(values.explain ? ["--explain"] : []));
  const { child, ready } = await spawnServer(target, args);
  const measured: Measured[] = [];
  try {
    console.log(
      `\n${target === "pglite" ? "PGlite (in memory)" : "PostgreSQL"}: ${size} campaigns, ` +
        `${progressRows} progress rows over ${usersFor(progressRows)} gamers, loaded in ` +
        `${ready.seconds.toFixed(1)} s; load average ${loadAverage()}`,
    );
    for (const { label, as, plans } of ready.explained) {
      console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${label}, ${as} (${plans.length} statements)`);
      for (const plan of plans) console.log(`${plan}\n`);
    }
    console.log(
      `${"".padEnd(20)} ${"as".padEnd(9)} ${"req/s".padStart(7)} ${"p99 ms".padStart(7)} ` +
        `${"bare req/s".padStart(10)} ${"bare p99".padStart(8)} ${"ratio".padStart(6)} ${"bytes".padStart(6)} ` +
        `failures  target (p99 <= ${TARGET_P99_MS} ms, ratio >= ${TARGETS[target]})`,
    );
    if (Number(values.warmup) > 0)
      for (const as of AS)
        await measure(
          `http://127.0.0.1:${ready.port}/api/campaigns/by-state?${QUERIES[0].query}`,
          as === "signed in"
            ? { source: "website", authorization: ready.authorization }
            : { source: "website" },
          Number(values.warmup) / AS.length,
        );
    for (const { label, query } of QUERIES) {
      for (const as of AS) {
        const url = `http://127.0.0.1:${ready.port}/api/campaigns/by-state?${query}`;
        const headers: Record<string, string> = { source: "website" };
        if (as === "signed in") headers["authorization"] = ready.authorization;
        const probe = await fetch(url, { headers });
        const body = await probe.text();
        if (!probe.ok) throw new Error(`${label} as ${as} answered ${probe.status}: ${body}`);
        const kleos = await measure(url, headers);
        await giveBody(bare, body);
        const bareFigures = await measure(`http://127.0.0.1:${barePort}/page`, {});
        const row: Measured = { target, size, label, as, kleos, bare: bareFigures };
        measured.push(row);
        console.log(
          `${label.padEnd(20)} ${as.padEnd(9)} ${kleos.requestsPerSecond.toFixed(0).padStart(7)} ` +
            `${kleos.p99.toFixed(1).padStart(7)} ${bareFigures.requestsPerSecond.toFixed(0).padStart(10)} ` +
            `${bareFigures.p99.toFixed(1).padStart(8)} ${ratioOf(row).toFixed(3).padStart(6)} ` +
            `${String(Buffer.byteLength(body)).padStart(6)} ${String(kleos.failures + bareFigures.failures).padStart(8)}  ` +
            `${meets(row) ? "met" : "missed"}`,
        );
      }
    }
  } finally {
    await stop(child);
    if (target === "postgres") {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      // And the job queue's schema beside it.
      await client.query(`drop schema if exists "${jobSchemaOf("postgres", schema)}" cascade`);
      await client.end();
    }
  }
  return measured;
};

/** How each figure grows with the number of campaigns: p99 ms and the ratio to bare, one column per size. */
const printGrowth = (rows: readonly Measured[]): void => {
  console.log(`\nGrowth with size (p99 ms / ratio to bare; a flat line is the goal):`);
  console.log(`${"".padEnd(38)} ${SIZES.map((size) => `${size} campaigns`.padStart(18)).join(" ")}`);
  for (const target of ["pglite", "postgres"] as const)
    for (const { label } of QUERIES)
      for (const as of AS) {
        const cells = SIZES.map((size) => {
          const row = rows.find(
            (r) => r.target === target && r.size === size && r.label === label && r.as === as,
          );
          return (
            row === undefined ? "-" : `${row.kleos.p99.toFixed(1)} / ${ratioOf(row).toFixed(3)}`
          ).padStart(18);
        });
        if (cells.every((cell) => cell.trim() === "-")) continue;
        console.log(
          `${`${target === "pglite" ? "PGlite" : "PostgreSQL"}: ${label}, ${as}`.padEnd(38)} ${cells.join(" ")}`,
        );
      }
};

if (values.serve !== undefined) {
  await serve(values.serve);
} else {
  console.log(
    `bench:campaigns: sizes ${SIZES.join(", ")} campaigns; ${values.connections} connections, ${values.duration} s ` +
      `per run after ${values.warmup} s of warm-up; list cache ${values["cache-ms"]} ms; Node ${process.version}, ${availableParallelism()} CPUs; ` +
      `load average at start ${loadAverage()}`,
  );
  const { child: bare, ready: bareReady } = await spawnServer("bare", []);
  const rows: Measured[] = [];
  try {
    for (const size of SIZES) {
      if (!values["skip-pglite"]) rows.push(...(await bench("pglite", size, bare, bareReady.port)));
      if (!values["skip-postgres"]) rows.push(...(await bench("postgres", size, bare, bareReady.port)));
    }
  } finally {
    await stop(bare);
  }
  printGrowth(rows);
  const missed = rows.filter((row) => !meets(row)).length;
  console.log(
    `\n${rows.length - missed} of ${rows.length} rows meet the targets; load average at end ${loadAverage()}`,
  );
  if (rows.some((row) => row.kleos.failures + row.bare.failures > 0)) process.exitCode = 1;
}
