/**
 * `npm run bench:api`: requests/s and p99 latency of `GET /api/game` next to its limit, a bare Fastify server
 * sending the same body (the exact bytes and content type Kleos answered, fetched once from it), on the same
 * machine in the same run, and their ratio (the median of the rounds'). Target: Kleos reaches at least 0.8 of
 * that limit. A bare Fastify hello-world is measured too, for reference. Each server runs in its own child
 * process (this script again, with `--serve kleos|bare`) so the load generator never shares their event loop.
 * The load average is printed at the start and at the end, so a reader can judge the run.
 *
 * Flags: --duration <s> (each measured run, default 4), --warmup <s> (default 3), --connections <n> (default
 * 10), --rounds <n> (measured runs per server, alternating between them, so that a noisy neighbour weighs on
 * every server alike; default 5), --profile (after the measurements, one more run of `--duration` s against
 * Kleos and one against the same body, each with the server's V8 profiler on: writes
 * <tmpdir>/kleos-bench-profiles/<kleos|bare>-<time>.cpuprofile, for Chrome DevTools, and prints where their CPU
 * time went, by package and by function, so what Kleos does beyond sending the body stands out).
 * Exits 0 whether or not the target is met; non-zero when a server fails to start or a request fails.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { Session, type Profiler } from "node:inspector/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

type ServerKind = "kleos" | "bare";

interface Ready {
  readonly port: number;
}

/** Kleos' requests/s over those of bare Fastify sending the same body. */
const TARGET_RATIO = 0.8;
const START_TIMEOUT_MS = 120_000;
const PROFILE_DIR = join(tmpdir(), "kleos-bench-profiles");

const { values } = parseArgs({
  options: {
    serve: { type: "string" },
    duration: { type: "string", default: "4" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "5" },
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

/** The body Kleos answered, to be sent as it is: exact bytes (base64 over IPC) and content type. */
interface SameBody {
  readonly body: string;
  readonly contentType: string;
}

const isSameBody = (message: unknown): message is SameBody =>
  typeof message === "object" &&
  message !== null &&
  "body" in message &&
  typeof message.body === "string" &&
  "contentType" in message &&
  typeof message.contentType === "string";

const startBare = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  // The same bytes as Kleos' answer, with its content type: the ceiling for a body of that size. Sent as a
  // string, as a route sends its serialised JSON (the parent checks that the bytes come out the same).
  let page = { body: "{}", contentType: "application/json; charset=utf-8" };
  process.on("message", (message: unknown) => {
    if (isSameBody(message)) {
      page = { body: Buffer.from(message.body, "base64").toString("utf8"), contentType: message.contentType };
      process.send?.({ received: true });
    }
  });
  app.get("/page", async (_request, reply) => reply.type(page.contentType).send(page.body));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("Bare Fastify is not listening on a TCP port");
  return { port: address.port, close: () => app.close() };
};

/** `--profile`: the parent starts the V8 profiler in a server around one load run, then stops it. */
type ProfileCommand = { readonly profile: "start" } | { readonly profile: "stop"; readonly file: string };

const isProfileCommand = (message: unknown): message is ProfileCommand =>
  typeof message === "object" &&
  message !== null &&
  "profile" in message &&
  (message.profile === "start" || message.profile === "stop");

const answerProfileCommands = (): void => {
  const session = new Session();
  session.connect();
  process.on("message", (message: unknown) => {
    if (!isProfileCommand(message)) return;
    const done =
      message.profile === "start"
        ? session.post("Profiler.enable").then(() => session.post("Profiler.start"))
        : session
            .post("Profiler.stop")
            .then(({ profile }) => writeFile(message.file, JSON.stringify(profile)))
            .then(() => session.post("Profiler.disable"));
    void done.then(
      () => process.send?.({ profiled: message.profile }),
      (error: unknown) => process.send?.({ profileError: String(error) }),
    );
  });
};

const serve = async (kind: ServerKind): Promise<void> => {
  const server = kind === "kleos" ? await startKleos() : await startBare();
  answerProfileCommands();
  // The CPU time the server has spent, asked before and after each run: CPU per request does not depend on
  // how much of the machine other processes take, as requests/s do.
  process.on("message", (message: unknown) => {
    if (typeof message === "object" && message !== null && "cpu" in message) {
      process.send?.({ cpuUsage: process.cpuUsage() });
    }
  });
  let closing = false;
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

const spawnServer = (kind: ServerKind): Promise<Child> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--serve", kind], {
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

/** Sends a child a message and waits for its answer (the first message `answers` accepts). */
const ask = (child: Child, message: object, answers: (reply: unknown) => boolean): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const onMessage = (reply: unknown): void => {
      if (!answers(reply)) return;
      child.process.off("message", onMessage);
      resolve(reply);
    };
    child.process.on("message", onMessage);
    child.process.send(message, (error) => {
      if (error) {
        child.process.off("message", onMessage);
        reject(error);
      }
    });
  });

/** One request up front: proves the route answers 2xx and shows what a request carries. */
const probe = async (
  url: string,
): Promise<{ status: number; bytes: Buffer; contentType: string; detail: string }> => {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString("utf8");
  let detail = "";
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "items" in body && Array.isArray(body.items)) {
      detail = `${body.items.length} items`;
    }
  } catch {
    detail = "not JSON";
  }
  return {
    status: response.status,
    bytes,
    contentType: response.headers.get("content-type") ?? "",
    detail,
  };
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
  /** The server that answers. */
  readonly server: Child;
  readonly runs: Run[];
  /** The server's CPU time (user and system) per request in each run, in microseconds. */
  readonly cpuPerRequest: number[];
  failures: number;
}

const cpuOf = async (server: Child): Promise<number> => {
  const reply = await ask(
    server,
    { cpu: true },
    (message) => typeof message === "object" && message !== null && "cpuUsage" in message,
  );
  const { user, system } = (reply as { cpuUsage: NodeJS.CpuUsage }).cpuUsage;
  return user + system;
};

interface Summary {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly cpuPerRequest: number;
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
    cpuPerRequest: median(target.cpuPerRequest),
    failures: target.failures,
  };
};

const row = (cells: readonly string[], widths: readonly number[]): string =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");

const printTable = (summaries: readonly Summary[]): void => {
  const widths = [22, 12, 8, 8, 14, 9];
  console.log(`\n${row(["", "req/s (avg)", "p50 ms", "p99 ms", "CPU µs/request", "failures"], widths)}`);
  for (const s of summaries) {
    const cells = [
      s.label,
      s.requestsPerSecond.toFixed(0),
      s.p50.toFixed(2),
      s.p99.toFixed(2),
      s.cpuPerRequest.toFixed(1),
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
  const started = await Promise.allSettled([spawnServer("bare"), spawnServer("kleos")]);
  for (const outcome of started) if (outcome.status === "fulfilled") children.push(outcome.value);
  for (const outcome of started) if (outcome.status === "rejected") throw outcome.reason;
  const [bare, kleos] = children;
  if (bare === undefined || kleos === undefined) throw new Error("A server did not start");
  return { bare, kleos };
};

/** Requests/s of `of` over those of `over`, each round against the same round's (measured right after it). */
const perRound = (of: Target, over: Target): number[] =>
  of.runs.map((run, i) => run.result.requests.average / (over.runs[i]?.result.requests.average ?? NaN));

/**
 * The median of the rounds' ratios: a burst of load from another process hits one round of one server, which
 * moves a ratio of averages but not the median.
 */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const listed = (ratios: readonly number[]): string => ratios.map((ratio) => ratio.toFixed(3)).join(", ");

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

/** Where a script lives: its npm package, node's own modules, or its path in this repository. */
const placeOf = (url: string): string => {
  if (url === "") return "(V8, native)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1] !== undefined) return inPackage[1];
  if (url.startsWith("node:")) return "node:";
  const root = fileURLToPath(new URL("..", import.meta.url));
  const path = url.startsWith("file://") ? fileURLToPath(url) : url;
  return path.startsWith(root) ? path.slice(root.length) : path;
};

/** The profile's CPU time by package and by function (self time: what ran in it, not in what it called). */
const printProfile = (label: string, profile: Profiler.Profile, top: number): void => {
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const node = nodes.get(id);
    // A sample lasts until the next one.
    const micros = deltas[i + 1] ?? 0;
    if (node === undefined) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const name = `${functionName || "(anonymous)"} ${place}${url === "" ? "" : `:${lineNumber + 1}`}`;
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    total += micros;
  });
  const list = (shares: Map<string, number>): string =>
    [...shares]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join("\n");
  console.log(
    `\n${label}: CPU profile, ${(total / 1e6).toFixed(1)} s sampled; self time by package:\n${list(byPlace)}` +
      `\nby function:\n${list(byFunction)}`,
  );
};

/** One more load run against a server with its V8 profiler on; writes the profile and prints its summary. */
const profileRun = async (server: Child, target: Target, duration: number, connections: number) => {
  await mkdir(PROFILE_DIR, { recursive: true });
  const file = join(
    PROFILE_DIR,
    `${server.kind}-${new Date().toISOString().replaceAll(":", "-")}.cpuprofile`,
  );
  const profiled = (reply: unknown): boolean =>
    typeof reply === "object" && reply !== null && ("profiled" in reply || "profileError" in reply);
  const started = await ask(server, { profile: "start" }, profiled);
  if (typeof started === "object" && started !== null && "profileError" in started)
    throw new Error(`The profiler did not start: ${String(started.profileError)}`);
  const run = await load(target.url, duration, connections);
  target.failures += failuresOf(run);
  const stopped = await ask(server, { profile: "stop", file }, profiled);
  if (typeof stopped === "object" && stopped !== null && "profileError" in stopped)
    throw new Error(`The profile was not written: ${String(stopped.profileError)}`);
  printProfile(target.label, JSON.parse(await readFile(file, "utf8")) as Profiler.Profile, 25);
  console.log(`its CPU profile (${duration} s under load, for Chrome DevTools): ${file}`);
};

const main = async (): Promise<number> => {
  const duration = wholeNumber("duration", values.duration, 1);
  const warmup = wholeNumber("warmup", values.warmup, 0);
  const connections = wholeNumber("connections", values.connections, 1);
  const rounds = wholeNumber("rounds", values.rounds, 1);

  console.log(
    `bench:api: ${connections} connections; ${warmup} s warm-up, then ${rounds} x ${duration} s measured per server` +
      `\nNode ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? "unknown"}), ` +
      `load average at the start ${loadAverage()}`,
  );

  const children: Child[] = [];
  try {
    const { bare, kleos } = await startServers(children);
    // The limit: the exact bytes Kleos answers, with its content type, sent by bare Fastify.
    const answer = await probe(`http://127.0.0.1:${kleos.port}/api/game`);
    await ask(
      bare,
      { body: answer.bytes.toString("base64"), contentType: answer.contentType } satisfies SameBody,
      (reply) => typeof reply === "object" && reply !== null && "received" in reply,
    );
    const targetOf = (label: string, server: Child, path: string): Target => ({
      label,
      url: `http://127.0.0.1:${server.port}${path}`,
      server,
      runs: [],
      cpuPerRequest: [],
      failures: 0,
    });
    const kleosTarget = targetOf("Kleos GET /api/game", kleos, "/api/game");
    const sameBody = targetOf("bare, same body", bare, "/page");
    const hello = targetOf("bare Fastify GET /", bare, "/");
    const targets = [kleosTarget, sameBody, hello];
    for (const target of targets) {
      const sample = await probe(target.url);
      if (sample.status < 200 || sample.status > 299) {
        throw new Error(`${target.label}: ${target.url} answered ${sample.status}`);
      }
      if (target === sameBody && !sample.bytes.equals(answer.bytes)) {
        throw new Error(`${target.label}: ${target.url} does not answer Kleos' bytes`);
      }
      console.log(
        `  ${target.label}: ${sample.bytes.length} bytes per response, ${sample.contentType}` +
          (sample.detail && ` (${sample.detail})`),
      );
      if (warmup > 0) target.failures += failuresOf(await load(target.url, warmup, connections));
    }
    // Rounds alternate between the servers so a noisy neighbour on the machine weighs on all alike.
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const before = await cpuOf(target.server);
        const run = await load(target.url, duration, connections);
        const spent = (await cpuOf(target.server)) - before;
        target.failures += failuresOf(run);
        target.runs.push(run);
        target.cpuPerRequest.push(spent / Math.max(1, run.result.requests.total));
      }
    }

    const [kleosSummary, sameBodySummary, helloSummary] = targets.map(summarise);
    if (kleosSummary === undefined || sameBodySummary === undefined || helloSummary === undefined) {
      throw new Error("No measurements");
    }
    printTable([kleosSummary, sameBodySummary, helloSummary]);
    const rounded = perRound(kleosTarget, sameBody);
    const cpuRatios = sameBody.cpuPerRequest.map(
      (cpu, i) => cpu / (kleosTarget.cpuPerRequest[i] ?? Number.NaN),
    );
    const ratio = median(rounded);
    const rateOf = (summary: Summary, over: Summary): string =>
      (summary.requestsPerSecond / over.requestsPerSecond).toFixed(3);
    console.log(
      `\nKleos / bare Fastify sending the same body, req/s, median of the rounds: ${ratio.toFixed(3)}` +
        `  target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "met" : "NOT met"}` +
        (rounds > 1
          ? `\n  rounds: ${listed(rounded)}; ratio of the averages ${rateOf(kleosSummary, sameBodySummary)}`
          : "") +
        `\nCPU per request, same body / Kleos, median of the rounds: ${median(cpuRatios).toFixed(3)}` +
        ` (rounds: ${listed(cpuRatios)}): the same ratio for a server that has the CPU to itself` +
        `\np99 latency, Kleos vs same body: ${(kleosSummary.p99 / sameBodySummary.p99).toFixed(1)}x` +
        `\nfor reference, of bare Fastify's hello-world: Kleos ${rateOf(kleosSummary, helloSummary)}` +
        (rounds > 1 ? ` (rounds: ${listed(perRound(kleosTarget, hello))})` : "") +
        `, the same body ${rateOf(sameBodySummary, helloSummary)}` +
        `\nload average at the end ${loadAverage()}`,
    );
    if (values.profile) {
      // The limit's profile beside Kleos': what Kleos does beyond sending the body.
      await profileRun(kleos, kleosTarget, duration, connections);
      await profileRun(bare, sameBody, duration, connections);
    }

    const failures = targets.reduce((sum, target) => sum + target.failures, 0);
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
