import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/lib/ensure-chromium.mjs";
import { ADMIN_PHONES } from "./support/admin-phones";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env["KLEOS_E2E_PORT"] ?? 18181);

/**
 * User journeys in Debian's Chromium against the real server (built site + API) on an in-memory database.
 * `npm run build` first: the server serves dist/web.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: `${root}/test-results`,
  fullyParallel: false,
  workers: 1,
  // One retry, so a journey that lost a race with a loaded machine once does not fail the whole run; npm test's
  // summary names every journey that passed only on its retry, to be fixed, and one that fails twice fails.
  retries: 1,
  // Budgets, not checks: each step waits for what the gamer would see, and beside npm test's other steps on a
  // loaded 2-core machine a whole journey has taken over 30 s and a single screen over 5 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: "node --import tsx src/server/main.ts",
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Stopped as a process manager would, so the server closes and stops its local chain (anvil); Playwright's
    // default SIGKILL left an anvil behind after every run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    // Start-up (tsx, initdb, migrations, demo seed) is a budget, not a check: on a loaded 2-core machine,
    // beside npm test's other steps, it has taken over a minute.
    timeout: 180_000,
    env: {
      // The journeys read sign-in codes from the dev inbox and claim dev rewards: development, said explicitly.
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      KLEOS_DATA_DIR: "memory://",
      KLEOS_SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // Every journey, of every gamer, comes from 127.0.0.1: at the production 600 a minute, a fast machine's
      // layout walk (some 40 pages in each language, back to back) met 429s and lost its signed-in header.
      RATE_LIMIT_PER_MINUTE: "1000000",
      // The journeys sign their gamers in from addresses of their own, passed on as a proxy would (journeys.ts).
      TRUST_PROXY: "127.0.0.1",
      // A journey checks what a gamer sees after acting; the server tests hold the re-check cooldown.
      KLEOS_TASK_RECHECK_COOLDOWN_SECONDS: "0",
      // The local chain on any free port: several e2e servers may run on one machine, each with its own.
      EVM_LOCAL_PORT: "0",
      // The admin journeys sign in with these numbers, one each (support/admin-phones.ts); every other journey's
      // numbers are fresh.
      KLEOS_ADMIN_PHONES: Object.values(ADMIN_PHONES).join(","),
    },
  },
});
