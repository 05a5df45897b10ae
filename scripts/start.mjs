// `npm start`: install what is missing, build the site when its sources changed, then run the server, which
// migrates and seeds the embedded database and serves the site and the API on PORT (default 8080). It is the
// local demo: NODE_ENV=development (dev inbox, dev rewards, sandbox checkout) unless NODE_ENV is set, said on
// the first line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ensureDependencies, root } from "./lib/ensure-deps.mjs";
import { localServerEnv, modeLine } from "./lib/local-mode.mjs";

const serverEnv = localServerEnv({ KLEOS_SEED_DEMO: "true", ...process.env });
console.log(modeLine(serverEnv));

ensureDependencies();

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

const builtIndex = join(root, "dist/web/index.html");
const sources = ["src/web", "src/domain", "generated", "locales", "vite.config.ts", "package-lock.json"];
const sourcesChanged = Math.max(...sources.map((path) => newest(join(root, path)))) > newest(builtIndex);
if (!existsSync(builtIndex) || sourcesChanged) {
  console.log("Building the site…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: serverEnv,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
