/**
 * `npm run bench:bundle`: the gzipped JavaScript (and CSS) each page of the built site loads, from Vite's
 * manifest: the entry and everything it imports, plus the page's lazy route chunk and its imports (English is
 * rendered from the messages' defaults, so no catalogue is fetched for it). Target: the home page loads at most 170 KB of gzipped JavaScript. Builds the site first
 * when `dist/web` is missing; prints figures and exits 0 either way (a benchmark, not a test).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

interface Chunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

const TARGET_HOME_KB = 170;
const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist/web");
const manifestPath = join(dist, ".vite/manifest.json");

if (!existsSync(manifestPath)) {
  console.log("Building the site…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, Chunk>;
const chunk = (key: string): Chunk => {
  const found = manifest[key];
  if (found === undefined) throw new Error(`The manifest has no chunk ${key}`);
  return found;
};

/** A chunk and every chunk it imports statically (what the browser must load before it runs). */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk(key).imports ?? []) closure(imported, seen);
  return seen;
};

const gzipKb = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

// With one stylesheet for the whole site (build.cssCodeSplit off) the manifest lists it on its own.
const sharedCss = Object.entries(manifest)
  .filter(([key]) => key.endsWith(".css"))
  .map(([, value]) => value.file);

const sizeOf = (keys: ReadonlySet<string>) => {
  const files = [...keys].map((key) => chunk(key));
  const css = new Set([...sharedCss, ...files.flatMap((file) => file.css ?? [])]);
  return {
    js: files.reduce((sum, file) => sum + gzipKb(file.file), 0),
    css: [...css].reduce((sum, file) => sum + gzipKb(file), 0),
  };
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
if (entryKey === undefined) throw new Error("The manifest has no entry");
const dynamic = chunk(entryKey).dynamicImports ?? [];
// Every lazily loaded page: the shell's own (app/routes/) and the features' (features/<area>/routes/).
const routes = dynamic.filter((key) => /(^|\/)routes\/[^/]+\.tsx$/.test(key));

const base = closure(entryKey);
const shell = sizeOf(base);
console.log(`bench:bundle: gzipped (level 9) size of what each page loads, from ${manifestPath}`);
console.log(`\n  ${"page".padEnd(28)} ${"JS KB".padStart(8)} ${"CSS KB".padStart(8)}`);
console.log(
  `  ${"shell (entry: home, games)".padEnd(28)} ${shell.js.toFixed(1).padStart(8)} ${shell.css.toFixed(1).padStart(8)}`,
);

// Home (and Games) are in the entry chunk unless they have a route chunk of their own.
let homeJs = shell.js;
for (const route of routes) {
  const size = sizeOf(closure(route, new Set(base)));
  const name = route.replace(/^.*\/routes\/|\.tsx$/g, "").replace(/-route$/, "");
  if (name === "home") homeJs = size.js;
  console.log(`  ${name.padEnd(28)} ${size.js.toFixed(1).padStart(8)} ${size.css.toFixed(1).padStart(8)}`);
}

console.log(
  `\nhome page JavaScript: ${homeJs.toFixed(1)} KB gzipped; target <= ${TARGET_HOME_KB} KB: ${homeJs <= TARGET_HOME_KB ? "met" : "NOT met"}`,
);
