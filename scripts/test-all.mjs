// `npm test`: install what is missing, then every check and suite; exits non-zero on any failure.
// Independent steps run side by side (KLEOS_TEST_JOBS at a time, 4 unless set): each step's output is held
// back and printed whole when the step ends, so nothing interleaves. Steps that need another wait for it
// (provider verification reads the pact the consumer tests write; e2e serves the build). The summary gives
// each step's seconds, the number of tests that passed and failed, and the wall time against the budget.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { ensureDependencies, root } from "./lib/ensure-deps.mjs";
import { ensureChromium } from "./lib/ensure-chromium.mjs";
import { ensurePostgres, shownUrl } from "./lib/ensure-postgres.mjs";

const BUDGET_SECONDS = 15 * 60;
const JOBS = Math.max(1, Number.parseInt(process.env.KLEOS_TEST_JOBS ?? "", 10) || 4);

const started = Date.now();
ensureDependencies();
ensureChromium();

const reports = mkdtempSync(join(tmpdir(), "kleos-test-"));
const env = {
  ...process.env,
  TZ: "UTC",
  PACT_DO_NOT_TRACK: "true",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "1",
};
const counts = { passed: 0, failed: 0 };
/** Journeys that failed once and passed on their retry: they pass, and are named in the summary to be fixed. */
const flaky = [];
/**
 * Every failed test, with the first line of its error: repeated at the very end, so the tail of a long log
 * (all that a CI page may keep) still says what failed.
 */
const failures = [];
const firstLine = (text) =>
  String(text ?? "")
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 200) ?? "";

const countVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      failures.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed test, only its own message.
    if (failed.length === 0 && file.status === "failed") failures.push(`${path}: ${firstLine(file.message)}`);
  }
};

const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const title = [...titles, spec.title].join(" › ");
      if (spec.tests.some((test) => test.status === "flaky")) flaky.push(title);
      for (const test of spec.tests.filter((one) => one.status === "unexpected")) {
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
};

const seconds = (since) => (Date.now() - since) / 1000;

/** "1m2.345s" (bash's `times`) in seconds. */
const bashSeconds = (text) => {
  const match = /^(\d+)m([\d.]+)s$/.exec(text);
  return match === null ? 0 : Number(match[1]) * 60 + Number(match[2]);
};

/**
 * Runs one command with its output held back; resolves with whether it exited 0, what it printed and the CPU
 * seconds it and everything it started used (bash's `times`, written to a fourth descriptor). The CPU figure
 * shows which step to make cheaper: on two cores the wall time follows the sum of them.
 */
const run = (command, args, extraEnv, niceness) =>
  new Promise((resolve) => {
    const chunks = [];
    let cpu = "";
    const child = spawn(
      "bash",
      [
        "-c",
        '"$@"; status=$?; times >&3; exit $status',
        "bash",
        ...(niceness > 0 ? ["nice", "-n", String(niceness)] : []),
        command,
        ...args,
      ],
      {
        cwd: root,
        env: { ...env, ...extraEnv },
        stdio: ["ignore", "pipe", "pipe", "pipe"],
      },
    );
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.stdio[3].on("data", (chunk) => (cpu += chunk.toString()));
    child.on("error", (error) => {
      chunks.push(Buffer.from(`could not start ${command}: ${error.message}\n`));
      resolve({ ok: false, output: Buffer.concat(chunks).toString(), cpu: 0 });
    });
    child.on("close", (code) => {
      const children = cpu.trim().split("\n").at(-1)?.split(/\s+/) ?? [];
      const cpuSeconds = children.reduce((sum, part) => sum + bashSeconds(part), 0);
      resolve({ ok: code === 0, output: Buffer.concat(chunks).toString(), cpu: cpuSeconds });
    });
  });

/**
 * A step: `needs` names steps that must have ended first (whatever their outcome: one run shows everything
 * that is wrong). Steps are listed longest first, which is the order they start in when slots are short.
 *
 * `batch` steps only use CPU, so they run at a lower priority (nice 10): the e2e journeys, which wait on a
 * browser and a server and time each screen, then get a core whenever they want one, and take about as long
 * as on an idle machine; the batch steps fill the rest of the two cores. `static` steps read the sources
 * without running them, so their outcome does not depend on the Node version: with `KLEOS_TEST_RUNTIME_ONLY=1`
 * (CI's second run, on Node 24) they are left out.
 */
const step = (
  name,
  command,
  args,
  { needs = [], report, extraEnv = {}, batch = true, static: isStatic = false } = {},
) => ({
  name,
  needs,
  static: isStatic,
  command: [command, ...args].join(" "),
  async start() {
    const result = await run(command, args, extraEnv, batch ? 10 : 0);
    report?.();
    return result;
  },
});

const vitest = (name, projects, options = {}) => {
  const file = join(reports, `${name.replace(/\W+/g, "-")}.json`);
  return step(
    name,
    "npx",
    [
      "vitest",
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
    ],
    { ...options, report: () => countVitest(file) },
  );
};

const e2eReport = join(reports, "e2e.json");
const runtimeOnly = process.env.KLEOS_TEST_RUNTIME_ONLY === "1";
// With KLEOS_TEST_SERVER_DATABASE_URL set (CI's second run), the server suite runs against that PostgreSQL
// instead of PGlite: the run on the second Node version and the run on PostgreSQL are one run, not two.
const serverDatabaseUrl = process.env.KLEOS_TEST_SERVER_DATABASE_URL || undefined;
if (serverDatabaseUrl !== undefined) {
  const failure = await ensurePostgres(serverDatabaseUrl);
  if (failure !== undefined) {
    console.error(`npm test: PostgreSQL at ${shownUrl(serverDatabaseUrl)} is not available: ${failure}`);
    process.exit(1);
  }
}
const steps = [
  // The build first: the e2e journeys wait for it, and they are the longest chain.
  step("build", "npx", ["vite", "build", "--logLevel", "warn"], { batch: false }),
  serverDatabaseUrl === undefined
    ? vitest("server", ["server"])
    : vitest("server on PostgreSQL", ["server"], { extraEnv: { DATABASE_URL: serverDatabaseUrl } }),
  // With KLEOS_TEST_RUNTIME_ONLY=1, the journeys of what the server does, not those of how pages look (@layout).
  step(
    "e2e",
    "npx",
    [
      "playwright",
      "test",
      "-c",
      "tests/e2e/playwright.config.ts",
      "--reporter=list,json",
      ...(runtimeOnly ? ["--grep-invert", "@layout"] : []),
    ],
    {
      needs: ["build"],
      report: () => countPlaywright(e2eReport),
      extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      batch: false,
    },
  ),
  vitest("unit and property", ["domain", "web"]),
  vitest("contract consumer", ["contract-consumer"]),
  vitest("contract provider", ["contract-provider"], { needs: ["contract consumer"] }),
  step("typecheck", "npx", ["tsc", "-p", "tsconfig.json"], { static: true }),
  step("lint", "npx", ["eslint", "--max-warnings", "0", "."], { static: true }),
  step("format", "npx", ["prettier", "--check", "--log-level", "warn", "."], { static: true }),
  step("generated is fresh", "npx", ["tsx", "scripts/gen.ts", "--check"], { static: true }),
  step("translations", "npx", ["tsx", "scripts/i18n-verify.ts"], { static: true }),
].filter((candidate) => !(runtimeOnly && candidate.static));

const results = new Map();
const running = new Set();
const waiting = [...steps];

console.log(
  `Running ${steps.length} steps${runtimeOnly ? " (those that run code: KLEOS_TEST_RUNTIME_ONLY=1)" : ""}, ${JOBS} at a time; each step's output follows when it ends.`,
);

await new Promise((allDone) => {
  const launch = () => {
    while (running.size < JOBS) {
      const next = waiting.find((candidate) => candidate.needs.every((need) => results.has(need)));
      if (next === undefined) break;
      waiting.splice(waiting.indexOf(next), 1);
      running.add(next.name);
      const since = Date.now();
      console.log(`▶ ${next.name} (at ${seconds(started).toFixed(0)} s): ${next.command}`);
      void next.start().then(({ ok, output, cpu }) => {
        const took = seconds(since);
        results.set(next.name, { ok, seconds: took, at: (since - started) / 1000, cpu });
        running.delete(next.name);
        console.log(`\n━━ ${ok ? "✓" : "✗"} ${next.name}, ${took.toFixed(1)} s ━━`);
        process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
        launch();
      });
    }
    if (running.size === 0 && waiting.length === 0) allDone();
  };
  launch();
});
rmSync(reports, { recursive: true, force: true });

const wall = seconds(started);
const minutes = (total) => `${Math.floor(total / 60)} min ${Math.round(total % 60)} s`;
console.log("\nSummary");
console.log(`    ${"step".padEnd(20)} ${"took".padStart(8)}  ${"from".padStart(6)}  ${"CPU".padStart(8)}`);
for (const { name } of steps) {
  const { ok, seconds: took, at, cpu } = results.get(name);
  console.log(
    `  ${ok ? "✓" : "✗"} ${name.padEnd(20)} ${took.toFixed(1).padStart(6)} s  ${at.toFixed(0).padStart(4)} s  ${cpu.toFixed(0).padStart(6)} s`,
  );
}
const cpuTotal = [...results.values()].reduce((sum, result) => sum + result.cpu, 0);
console.log(`  CPU, all steps: ${minutes(cpuTotal)}`);
const allOk = [...results.values()].every((result) => result.ok);
console.log(`\n${allOk ? "All steps passed." : "Some steps failed."}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
if (failures.length > 0) {
  console.log(`failed:`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
if (flaky.length > 0) {
  console.log(`passed only on their retry (flaky; fix them): ${flaky.length}`);
  for (const title of flaky) console.log(`  ~ ${title}`);
}
console.log(
  wall <= BUDGET_SECONDS
    ? `wall time: ${minutes(wall)}, within the ${BUDGET_SECONDS / 60}-minute budget`
    : `wall time: ${minutes(wall)}: OVER the ${BUDGET_SECONDS / 60}-minute budget by ${minutes(wall - BUDGET_SECONDS)}`,
);
process.exit(allOk ? 0 : 1);
