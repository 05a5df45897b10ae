// Installs the project's npm packages (npm ci) when they are missing or older than package-lock.json.
// Plain Node with no dependencies, so it runs on a fresh clone before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

const installedMarker = `${root}/node_modules/.package-lock.json`;

const needsInstall = () =>
  !existsSync(installedMarker) ||
  statSync(`${root}/package-lock.json`).mtimeMs > statSync(installedMarker).mtimeMs;

export const ensureDependencies = () => {
  if (!needsInstall()) return;
  // `npm ci`, as CI and deploys run it: exactly the lock file, never a change to it. It writes
  // node_modules/.package-lock.json after package-lock.json, so the next run finds nothing to do.
  console.log("Installing npm packages (npm ci)…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("npm ci failed; see the output above.");
    process.exit(result.status ?? 1);
  }
};
