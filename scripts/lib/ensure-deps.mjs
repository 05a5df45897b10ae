// Installs the project's npm packages when they are missing or older than package-lock.json.
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
  // `npm install` rather than `npm ci`: it installs the locked versions too, and tolerates npm's known
  // habit of leaving other platforms' optional native bindings out of the lock file.
  console.log("Installing npm packages…");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("npm install failed; see the output above.");
    process.exit(result.status ?? 1);
  }
};
