/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default) against the production build served
 * by the real server on an in-memory database, in Debian's Chromium; prints the performance, accessibility,
 * best-practices and SEO scores of Home and Games. Target: performance >= 0.95. Prints figures and exits 0
 * either way, non-zero only when it cannot run.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "./lib/ensure-chromium.mjs";

const TARGET_PERFORMANCE = 0.95;
const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env["KLEOS_LIGHTHOUSE_PORT"] ?? 18282);
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
    const result = await lighthouse(`http://127.0.0.1:${port}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    const lhr = result?.lhr;
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
