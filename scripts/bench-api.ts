/**
 * `npm run bench:api`: requests/s and p99 latency of `GET /api/game` next to a bare Fastify hello-world, on
 * the same machine in the same run, and their ratio. Target: the list endpoint reaches at least half the bare
 * ceiling. Each server runs in its own child process (this script again, with `--serve kleos|bare`) so the
 * load generator never shares their event loop.
 *
 * Flags: --duration <s> (each measured run, default 10), --warmup <s> (default 3), --connections <n> (default
 * 10), --rounds <n> (measured runs per server, alternating between them; default 1), --profile (writes a V8
 * CPU profile of the Kleos server to <tmpdir>/kleos-bench-profiles, for Chrome DevTools).
 * Exits 0 whether or not the target is met; non-zero when a server fails to start or a request fails.
 */
import { fork, type ChildProcess } from "node:child_process";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

type ServerKind = "kleos" | "bare";

interface Ready {
  readonly port: number;
}

const TARGET_RATIO = 0.5;
const START_TIMEOUT_MS = 120_000;
const PROFILE_DIR = join(tmpdir(), "kleos-bench-profiles");

const { values } = parseArgs({
  options: {
    serve: { type: "string" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "1" },
    profile: { type: "boolean", default: false },
  },
  strict: true,
});

const wholeNumber = (name: string, raw: string, min: number): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number >= ${min}, got ${raw}`);
  return value;
};

// ---------------------------------------------------------------------------------------------------------
// Child side: start one server on an ephemeral port, report the port, stop when the parent lets go.

const startKleos = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const { buildApp } = await import("@/server/build-app");
  const { openDatabase } = await import("@/server/db/client");
  const { seedOnStart } = await import("@/server/db/seed/seed-on-start");
  const database = await openDatabase({
    dataDir: "memory://",
    databaseUrl: undefined,
    databaseSchema: "public",
  });
  await seedOnStart(database.db, { seedDemoData: true, seedDemoCampaigns: false });
  const { app } = await buildApp({
    database,
    config: {
      dataDir: "memory://",
      logLevel: "silent",
      webDistDir: undefined,
      rateLimitPerMinute: 1_000_000_000,
      port: 0,
      seedDemoData: true,
      runJobs: false,
    },
  });
  app.addHook("onClose", () => database.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("Kleos is not listening on a TCP port");
  return { port: address.port, close: () => app.close() };
};

const startBare = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  // The same bytes as Kleos' page, sent as it sends a cached page: the ceiling for a body of that size.
  let page = "{}";
  process.on("message", (message: unknown) => {
    if (
      typeof message === "object" &&
      message !== null &&
      "page" in message &&
      typeof message.page === "string"
    ) {
      page = message.page;
    }
  });
  app.get("/page", async (_request, reply) => reply.type("application/json; charset=utf-8").send(page));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("Bare Fastify is not listening on a TCP port");
  return { port: address.port, close: () => app.close() };
};

const serve = async (kind: ServerKind): Promise<void> => {
  const server = kind === "kleos" ? await startKleos() : await startBare();
  let closing = false;
  // A clean exit (not a kill) lets --cpu-prof write its profile.
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  };
  process.on("disconnect", shutdown);
  process.on("SIGTERM", shutdown);
  process.send?.({ port: server.port } satisfies Ready);
};

// ---------------------------------------------------------------------------------------------------------
// Parent side.

interface Child {
  readonly kind: ServerKind;
  readonly process: ChildProcess;
  readonly port: number;
}

const isReady = (message: unknown): message is Ready =>
  typeof message === "object" &&
  message !== null &&
  "port" in message &&
  typeof (message as { port: unknown }).port === "number";

const spawnServer = (kind: ServerKind, profile: boolean): Promise<Child> =>
  new Promise((resolve, reject) => {
    const execArgv = profile
      ? [...process.execArgv, "--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`]
      : process.execArgv;
    const child = fork(fileURLToPath(import.meta.url), ["--serve", kind], {
      execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The ${kind} server did not report a port within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once("message", (message) => {
      clearTimeout(timer);
      if (isReady(message)) resolve({ kind, process: child, port: message.port });
      else reject(new Error(`The ${kind} server sent ${JSON.stringify(message)} instead of its port`));
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The ${kind} server exited before listening (code ${code}, signal ${signal})`));
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

const stopServer = (child: Child): Promise<void> =>
  new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.process.kill("SIGKILL"), 10_000);
    child.process.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.process.disconnect();
  });

/** One request up front: proves the route answers 2xx and shows what a request carries. */
const probe = async (
  url: string,
): Promise<{ status: number; bytes: number; detail: string; text: string }> => {
  const response = await fetch(url);
  const text = await response.text();
  let detail = "";
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "items" in body && Array.isArray(body.items)) {
      detail = `${body.items.length} items`;
    }
  } catch {
    detail = "not JSON";
  }
  return { status: response.status, bytes: Buffer.byteLength(text), detail, text };
};

interface Run {
  readonly result: autocannon.Result;
  /** Every response time in ms, unrounded: autocannon's own histogram has 1 ms steps, too coarse here. */
  readonly latencies: readonly number[];
}

const load = (url: string, seconds: number, connections: number): Promise<Run> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url, duration: seconds, connections, method: "GET" }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, latencies });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

const failuresOf = ({ result }: Run): number => result.non2xx + result.errors + result.timeouts;

interface Target {
  readonly label: string;
  readonly url: string;
  readonly runs: Run[];
  failures: number;
}

interface Summary {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
}

const summarise = (target: Target): Summary => {
  const sorted = Float64Array.from(target.runs.flatMap((run) => run.latencies)).sort();
  const at = (fraction: number): number =>
    sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
  const rates = target.runs.map((run) => run.result.requests.average);
  return {
    label: target.label,
    requestsPerSecond: rates.reduce((sum, rate) => sum + rate, 0) / Math.max(1, rates.length),
    p50: at(0.5),
    p99: at(0.99),
    failures: target.failures,
  };
};

const row = (cells: readonly string[], widths: readonly number[]): string =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");

const printTable = (summaries: readonly Summary[]): void => {
  const widths = [22, 12, 8, 8, 9];
  console.log(`\n${row(["", "req/s (avg)", "p50 ms", "p99 ms", "failures"], widths)}`);
  for (const s of summaries) {
    const cells = [
      s.label,
      s.requestsPerSecond.toFixed(0),
      s.p50.toFixed(2),
      s.p99.toFixed(2),
      String(s.failures),
    ];
    console.log(row(cells, widths));
  }
};

const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const startServers = async (children: Child[]): Promise<{ bare: Child; kleos: Child }> => {
  const started = await Promise.allSettled([
    spawnServer("bare", false),
    spawnServer("kleos", values.profile),
  ]);
  for (const outcome of started) if (outcome.status === "fulfilled") children.push(outcome.value);
  for (const outcome of started) if (outcome.status === "rejected") throw outcome.reason;
  const [bare, kleos] = children;
  if (bare === undefined || kleos === undefined) throw new Error("A server did not start");
  return { bare, kleos };
};

const main = async (): Promise<number> => {
  const duration = wholeNumber("duration", values.duration, 1);
  const warmup = wholeNumber("warmup", values.warmup, 0);
  const connections = wholeNumber("connections", values.connections, 1);
  const rounds = wholeNumber("rounds", values.rounds, 1);

  console.log(
    `bench:api: ${connections} connections; ${warmup} s warm-up, then ${rounds} x ${duration} s measured per server` +
      `\nNode ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? "unknown"}), ` +
      `load average ${loadAverage()}`,
  );

  const children: Child[] = [];
  try {
    const { bare, kleos } = await startServers(children);
    const targets: Target[] = [
      { label: "bare Fastify GET /", url: `http://127.0.0.1:${bare.port}/`, runs: [], failures: 0 },
      { label: "Kleos GET /api/game", url: `http://127.0.0.1:${kleos.port}/api/game`, runs: [], failures: 0 },
      { label: "bare, same body", url: `http://127.0.0.1:${bare.port}/page`, runs: [], failures: 0 },
    ];
    for (const target of targets) {
      if (target === targets[2]) {
        const page = await probe(`http://127.0.0.1:${kleos.port}/api/game`);
        await new Promise<void>((resolve, reject) =>
          bare.process.send({ page: page.text }, (error) => (error ? reject(error) : resolve())),
        );
      }
      const sample = await probe(target.url);
      if (sample.status < 200 || sample.status > 299) {
        throw new Error(`${target.label}: ${target.url} answered ${sample.status}`);
      }
      console.log(
        `  ${target.label}: ${sample.bytes} bytes per response${sample.detail && ` (${sample.detail})`}`,
      );
      if (warmup > 0) target.failures += failuresOf(await load(target.url, warmup, connections));
    }
    // Rounds alternate between the servers so a noisy neighbour on the machine weighs on both alike.
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const run = await load(target.url, duration, connections);
        target.failures += failuresOf(run);
        target.runs.push(run);
      }
    }

    const [bareSummary, kleosSummary, samePageSummary] = targets.map(summarise);
    if (bareSummary === undefined || kleosSummary === undefined || samePageSummary === undefined) {
      throw new Error("No measurements");
    }
    printTable([bareSummary, kleosSummary, samePageSummary]);
    const ratio = kleosSummary.requestsPerSecond / bareSummary.requestsPerSecond;
    const perRound = targets[1]?.runs.map((run, i) => {
      const bareRate = targets[0]?.runs[i]?.result.requests.average ?? Number.NaN;
      return (run.result.requests.average / bareRate).toFixed(3);
    });
    console.log(
      `\nratio Kleos/bare, req/s: ${ratio.toFixed(3)}` +
        (rounds > 1 ? ` (rounds: ${perRound?.join(", ") ?? ""})` : "") +
        `  target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "met" : "NOT met"}` +
        `\np99 latency, Kleos vs bare: ${(kleosSummary.p99 / bareSummary.p99).toFixed(1)}x` +
        `\nfor reference, bare Fastify sending the same body: ${(samePageSummary.requestsPerSecond / bareSummary.requestsPerSecond).toFixed(3)} of bare;` +
        ` Kleos reaches ${(kleosSummary.requestsPerSecond / samePageSummary.requestsPerSecond).toFixed(3)} of that` +
        `\nload average at the end ${loadAverage()}`,
    );
    if (values.profile) console.log(`CPU profile of the Kleos server: ${PROFILE_DIR} (written as it exits)`);

    const failures = bareSummary.failures + kleosSummary.failures + samePageSummary.failures;
    if (failures > 0) {
      console.error(
        `\n${failures} request(s) failed (non-2xx, errors or timeouts): the figures are not valid`,
      );
      return 1;
    }
    return 0;
  } finally {
    await Promise.all(children.map(stopServer));
  }
};

if (values.serve !== undefined) {
  if (values.serve !== "kleos" && values.serve !== "bare") {
    console.error(`--serve must be kleos or bare, got ${values.serve}`);
    process.exit(2);
  }
  await serve(values.serve);
} else {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
