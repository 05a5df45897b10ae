// `npm test`: install what is missing, then every check and suite in order; exits non-zero on any failure.
// Prints a summary of each step and, last, the number of tests that passed and failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDependencies, root } from "./lib/ensure-deps.mjs";
import { ensureChromium } from "./lib/ensure-chromium.mjs";

ensureDependencies();

const reports = mkdtempSync(join(tmpdir(), "kleos-test-"));
const env = {
  ...process.env,
  TZ: "UTC",
  PACT_DO_NOT_TRACK: "true",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "1",
};
const results = [];
let passed = 0;
let failed = 0;

const countVitest = (file) => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
};

const countPlaywright = (file) => {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
};

const step = (name, command, args, { report, extraEnv = {} } = {}) => {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  if (report !== undefined) report();
  return ok;
};

const vitest = (name, projects) => {
  const file = join(reports, `${name}.json`);
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
    { report: () => countVitest(file) },
  );
};

const steps = [
  () => step("generated is fresh", "npx", ["tsx", "scripts/gen.ts", "--check"]),
  () => step("typecheck", "npx", ["tsc", "-p", "tsconfig.json"]),
  () => step("lint", "npx", ["eslint", "--max-warnings", "0", "."]),
  () => step("format", "npx", ["prettier", "--check", "--log-level", "warn", "."]),
  () => step("translations", "npx", ["tsx", "scripts/i18n-verify.ts"]),
  () => vitest("unit and property", ["domain", "web"]),
  () => vitest("server", ["server"]),
  () => vitest("contract consumer", ["contract-consumer"]),
  () => vitest("contract provider", ["contract-provider"]),
  () => step("build", "npx", ["vite", "build", "--logLevel", "warn"]),
  () => {
    ensureChromium();
    const file = join(reports, "e2e.json");
    return step(
      "e2e",
      "npx",
      ["playwright", "test", "-c", "tests/e2e/playwright.config.ts", "--reporter=list,json"],
      {
        report: () => countPlaywright(file),
        extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      },
    );
  },
];

// Every step runs even after a failure, so one run shows everything that is wrong.
for (const run of steps) run();
rmSync(reports, { recursive: true, force: true });

console.log("\nSummary");
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? "✓" : "✗"} ${name.padEnd(20)} ${seconds.toFixed(1).padStart(6)} s`);
}
const allOk = results.every((result) => result.ok);
console.log(`\n${allOk ? "All steps passed." : "Some steps failed."}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
