// `npm run dev`: the API with reload on change (tsx watch) on KLEOS_DEV_API_PORT (8081) and Vite's dev server
// with hot module reload on 8080, which proxies /api to the API. The API runs with NODE_ENV=development (dev
// inbox, dev rewards, sandbox checkout) unless NODE_ENV is set, said on the first line.
import { spawn } from "node:child_process";
import { ensureDependencies, root } from "./lib/ensure-deps.mjs";
import { localServerEnv, modeLine } from "./lib/local-mode.mjs";

const serverEnv = localServerEnv({ KLEOS_WEB_DIST: "none", ...process.env });
console.log(modeLine(serverEnv));

ensureDependencies();

const apiPort = process.env.KLEOS_DEV_API_PORT ?? "8081";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...serverEnv, PORT: apiPort },
  }),
  spawn("npx", ["vite"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, KLEOS_DEV_API_PORT: apiPort },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
