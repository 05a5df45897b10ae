/**
 * `npm run bench:campaigns`: requests/s and p99 latency of `GET /api/campaigns/by-state` with 10,000 campaigns
 * and 100,000 rows of users' progress, on PGlite (in memory) and on PostgreSQL (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a schema of its own that is dropped afterwards). Asked as a guest
 * and as a signed-in gamer (whose answer carries their progress in each campaign), for the queries the site
 * makes: the live tab, the ended tab, the upcoming tab, featured, and a country filter. The server runs in a
 * child process (this script again, with `--serve`) so the load generator never shares its event loop.
 *
 * Flags: --duration <s> (each measured run, default 5), --connections <n> (default 10), --campaigns <n>
 * (default 10000), --progress <n> (default 100000), --cache-ms <ms> (the campaign list cache,
 * KLEOS_CAMPAIGN_LIST_CACHE_MS; default 0, so that every request reads the database), --skip-postgres.
 * Prints figures; exits 0 either way, non-zero when a server fails to start or a request fails.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "@/server/db/client";

const { values } = parseArgs({
  options: {
    serve: { type: "string" },
    schema: { type: "string" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    campaigns: { type: "string", default: "10000" },
    progress: { type: "string", default: "100000" },
    "cache-ms": { type: "string", default: "0" },
    "skip-postgres": { type: "boolean", default: false },
  },
  strict: true,
});
const DATABASE_URL = process.env["DATABASE_URL"] || "postgres://postgres@127.0.0.1:5432/test";
const CAMPAIGNS = Number(values.campaigns);
const PROGRESS = Number(values.progress);
/** Progress rows spread over this many gamers (each in PROGRESS / USERS campaigns). */
const USERS = Math.max(1, Math.round(PROGRESS / 50));

interface Ready {
  readonly port: number;
  readonly authorization: string;
  readonly seconds: number;
}

// ---------------------------------------------------------------------------------------------------------
// Child side: build Kleos on the chosen database, load it, sign a gamer in, listen, report.

const load = async (db: Db): Promise<void> => {
  // Users first: progress rows point at them.
  await db.execute(sql`insert into users (username) select 'bench' || g from generate_series(1, ${USERS}) g`);
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
    from generate_series(1, ${CAMPAIGNS}) g`);
  await db.execute(sql`
    insert into campaign_tasks (campaign_id, position, type, title, config)
    select c.id, p, (array['CREATE_REFERRAL','SPECIAL_CODE','URI_REDIRECTION'])[p + 1], 'Task ' || p,
      case when p = 2 then '{"url":"https://example.com/"}'::jsonb else '{}'::jsonb end
    from campaigns c, generate_series(0, 2) p`);
  // Each gamer started PROGRESS / USERS campaigns, with a task verified in each.
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by slug) as n from campaigns),
      gamers as (select id, row_number() over (order by username) as n from users where username like 'bench%')
    insert into campaign_participants (campaign_id, user_id, started_at)
    select c.id, u.id, now() - interval '1 day'
    from gamers u cross join generate_series(0, ${Math.ceil(PROGRESS / USERS) - 1}) k
    join numbered c on c.n = 1 + ((u.n * 37 + k * 199) % ${CAMPAIGNS})
    where u.n <= ${USERS}
    on conflict do nothing`);
  await db.execute(sql`
    insert into task_progress (task_id, user_id, campaign_id, state, attempts, verified_at)
    select t.id, p.user_id, p.campaign_id, 'VERIFIED', 1, now()
    from campaign_participants p join campaign_tasks t on t.campaign_id = p.campaign_id and t.position = 0`);
  await db.execute(sql`analyze`);
};

const serve = async (target: string): Promise<void> => {
  const started = performance.now();
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
    },
  });
  const { db } = database;
  // buildApp seeds nothing: load what a start-up would (the demo catalogue), then the bench's campaigns.
  const { seedOnStart } = await import("@/server/db/seed/seed-on-start");
  await seedOnStart(db, { seedDemoData: true, seedDemoCampaigns: false });
  await load(db);
  // A gamer with progress in many campaigns: the busiest signed-in answer.
  const session = await signInByPhone(app);
  await db.execute(sql`
    insert into campaign_participants (campaign_id, user_id)
    select id, ${session.userId}::uuid from campaigns where slug like 'bench-%' and slug::text < 'bench-2'
    on conflict do nothing`);
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
  } satisfies Ready);
};

// ---------------------------------------------------------------------------------------------------------
// Parent side.

const isReady = (message: unknown): message is Ready =>
  typeof message === "object" && message !== null && "port" in message && "authorization" in message;

const spawnServer = (target: string, schema: string): Promise<{ child: ChildProcess; ready: Ready }> =>
  new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(import.meta.url),
      ["--serve", target, "--schema", schema, "--cache-ms", values["cache-ms"]],
      {
        execArgv: process.execArgv,
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    );
    child.once("message", (message) => {
      if (isReady(message)) resolve({ child, ready: message });
      else reject(new Error(`The server sent ${JSON.stringify(message)} instead of its port`));
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

const QUERIES = [
  { label: "live tab, 20", query: "status=LIVE&pageLimit=20" },
  { label: "ended tab, 20", query: "tab=ended&pageLimit=20" },
  { label: "upcoming tab, 8", query: "upcoming=true&pageLimit=8" },
  { label: "featured, 8", query: "featured=true&pageLimit=8" },
  { label: "India, live, 20", query: "status=LIVE&applicableCountry=IN&pageLimit=20" },
  { label: "page 40 of all, 20", query: "pageOffset=800&pageLimit=20" },
] as const;

interface Figures {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly failures: number;
}

const measure = (url: string, headers: Record<string, string>): Promise<Figures> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, duration: Number(values.duration), connections: Number(values.connections), headers },
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

const bench = async (target: "pglite" | "postgres"): Promise<boolean> => {
  const schema = `bench_campaigns_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const { child, ready } = await spawnServer(target, schema);
  let ok = true;
  try {
    console.log(
      `\n${target === "pglite" ? "PGlite (in memory)" : "PostgreSQL"}: ${CAMPAIGNS} campaigns, ` +
        `${PROGRESS} progress rows over ${USERS} gamers, loaded in ${ready.seconds.toFixed(1)} s`,
    );
    console.log(`${"".padEnd(22)} ${"as".padEnd(9)} ${"req/s".padStart(8)} ${"p99 ms".padStart(8)} failures`);
    for (const { label, query } of QUERIES) {
      for (const as of ["guest", "signed in"] as const) {
        const url = `http://127.0.0.1:${ready.port}/api/campaigns/by-state?${query}`;
        const headers: Record<string, string> = { source: "website" };
        if (as === "signed in") headers["authorization"] = ready.authorization;
        const probe = await fetch(url, { headers });
        if (!probe.ok) throw new Error(`${label} as ${as} answered ${probe.status}: ${await probe.text()}`);
        const figures = await measure(url, headers);
        if (figures.failures > 0) ok = false;
        console.log(
          `${label.padEnd(22)} ${as.padEnd(9)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} ` +
            `${figures.p99.toFixed(1).padStart(8)} ${String(figures.failures).padStart(8)}`,
        );
      }
    }
  } finally {
    await stop(child);
    if (target === "postgres") {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  return ok;
};

if (values.serve !== undefined) {
  await serve(values.serve);
} else {
  let ok = await bench("pglite");
  if (!values["skip-postgres"]) ok = (await bench("postgres")) && ok;
  if (!ok) process.exitCode = 1;
}
