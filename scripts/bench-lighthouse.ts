/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default) against the production build served
 * by the real server on an in-memory database, in Debian's Chromium; prints the performance, accessibility,
 * best-practices and SEO scores of Home and Games, each the median of several runs. Target: performance >= 0.95. Prints figures and exits 0
 * either way, non-zero only when it cannot run.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "./lib/ensure-chromium.mjs";

const TARGET_PERFORMANCE = 0.95;
const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env["KLEOS_LIGHTHOUSE_PORT"] ?? 18282);
/** Where to keep each page's full Lighthouse report (JSON), to see what costs the score; unset keeps none. */
const reportDir = process.env["KLEOS_LIGHTHOUSE_REPORT_DIR"];
/** Runs per page; the median one is reported (Lighthouse scores vary from run to run on a busy machine). */
const runsPerPage = Number(process.env["KLEOS_LIGHTHOUSE_RUNS"] ?? 5);
const pages = [
  { name: "Home", path: "/" },
  { name: "Games", path: "/games" },
] as const;
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

if (!existsSync(`${root}/dist/web/index.html`)) {
  console.log("Building the site…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    KLEOS_DATA_DIR: "memory://",
    KLEOS_SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  },
});

const waitForServer = async (): Promise<void> => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on port ${port} within 60 s`);
};

const chrome = await (async () => {
  await waitForServer();
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS],
  });
})().catch((error: unknown) => {
  server.kill();
  console.error(
    `bench:lighthouse could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

try {
  console.log("bench:lighthouse: mobile emulation, simulated throttling, Debian's Chromium\n");
  console.log(`  ${"page".padEnd(8)} ${categories.map((category) => category.padStart(15)).join("")}`);
  const performance: number[] = [];
  for (const page of pages) {
    // Lighthouse's own advice on variability: run several times and report the median run.
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"][] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (result !== undefined) runs.push(result.lhr);
    }
    const scoreOf = (run: (typeof runs)[number]) => run.categories["performance"]?.score ?? 0;
    const ranked = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
    const lhr = ranked[Math.floor((ranked.length - 1) / 2)];
    if (reportDir !== undefined && lhr !== undefined) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(`${reportDir}/${page.name.toLowerCase()}.json`, JSON.stringify(lhr, null, 2));
    }
    const scores = categories.map((category) => lhr?.categories[category]?.score ?? Number.NaN);
    performance.push(scores[0] ?? Number.NaN);
    console.log(`  ${page.name.padEnd(8)} ${scores.map((score) => score.toFixed(2).padStart(15)).join("")}`);
    const metrics = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ]
      .map((id) => `${id.replace(/-/g, " ")} ${lhr?.audits[id]?.displayValue ?? "n/a"}`)
      .join(" · ");
    console.log(`           ${metrics}`);
    console.log(
      `           performance of the ${runs.length} runs: ${runs.map((run) => scoreOf(run).toFixed(2)).join(", ")}`,
    );
    if (lhr?.runtimeError !== undefined) console.log(`           runtime error: ${lhr.runtimeError.message}`);
  }
  const worst = Math.min(...performance);
  console.log(
    `\nlowest performance score: ${worst.toFixed(2)}; target >= ${TARGET_PERFORMANCE}: ${worst >= TARGET_PERFORMANCE ? "met" : "NOT met"}`,
  );
} finally {
  chrome.kill();
  server.kill();
}
