#!/usr/bin/env node
// Runs the domain test project (src/domain/**/*.test.ts) and prints how many property tests and plain
// cases ran. A property is a test written with @fast-check/vitest's `test.prop`, whose title ends
// "(with seed=N)"; every other test is a plain case. Exits with vitest's exit code.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const vitestBin = join(require.resolve("vitest/package.json"), "..", "vitest.mjs");
const outputDir = mkdtempSync(join(tmpdir(), "kleos-test-domain-"));
const reportFile = join(outputDir, "report.json");

const exitCode = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [
      vitestBin,
      "run",
      "--project",
      "domain",
      // Domain modules are pure, so one shared module graph is safe and makes the run ten times faster.
      "--no-isolate",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      ...process.argv.slice(2),
    ],
    { stdio: "inherit", env: { ...process.env, TZ: "UTC" } },
  );
  child.on("error", (error) => {
    console.error(`test:domain could not start vitest: ${error.message}`);
    resolve(1);
  });
  child.on("exit", (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
});

const PROPERTY_TITLE = /\(with seed=-?\d+\)$/;
const counts = { property: {}, case: {} };
let files = 0;
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  for (const file of report.testResults ?? []) {
    files++;
    for (const assertion of file.assertionResults ?? []) {
      const kind = PROPERTY_TITLE.test(assertion.title) ? "property" : "case";
      counts[kind][assertion.status] = (counts[kind][assertion.status] ?? 0) + 1;
    }
  }
} catch (error) {
  console.error(`test:domain could not read the vitest report ${reportFile}: ${error.message}`);
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}

const total = (byStatus) => Object.values(byStatus).reduce((sum, n) => sum + n, 0);
const describe = (byStatus) =>
  Object.entries(byStatus)
    .map(([status, n]) => `${n} ${status}`)
    .join(", ") || "none";

console.log("");
console.log(`Domain tests: ${files} files`);
console.log(`  properties: ${total(counts.property)} (${describe(counts.property)})`);
console.log(`  plain cases: ${total(counts.case)} (${describe(counts.case)})`);
process.exit(exitCode);
