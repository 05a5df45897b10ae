// Playwright cannot download its browser here: the e2e suite uses Debian's Chromium. Installs it when missing
// and we may (root with apt-get); otherwise says how.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

/** How Chromium runs here: headless, as root, and without reaching for the (closed) network on its own. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || spawnSync("which", ["apt-get"]).status !== 0) {
    console.error(`The e2e suite needs Chromium at ${CHROMIUM}: install Debian's "chromium" package.`);
    return;
  }
  console.log("Installing Debian's chromium for the e2e suite…");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
};
