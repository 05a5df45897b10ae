import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { markdownBlocks } from "./scripts/lib/markdown-blocks-plugin.ts";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const devApiPort = process.env["KLEOS_DEV_API_PORT"] ?? "8081";

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at build time; the server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so no request pays for compression.
 */
const precompress = () => ({
  name: "kleos-precompress",
  apply: "build" as const,
  closeBundle() {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    for (const file of walk(fromRoot("./dist/web"))) {
      if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes("/.vite/")) continue;
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * Puts the site's one stylesheet inside index.html: the first paint then waits on the page alone, not on a
 * second round trip for CSS (on a phone's latency, most of the time to first paint). The CSP allows inline
 * styles; scripts stay external.
 */
const inlineStylesheet = () => ({
  name: "kleos-inline-stylesheet",
  apply: "build" as const,
  transformIndexHtml: {
    order: "post" as const,
    handler(
      html: string,
      context: { bundle?: Record<string, { type: string; fileName: string; source?: unknown }> },
    ) {
      let inlined = html;
      for (const asset of Object.values(context.bundle ?? {})) {
        if (asset.type !== "asset" || !asset.fileName.endsWith(".css")) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="/${asset.fileName.replace(/\./g, "\\.")}"[^>]*>`,
        );
        const css =
          typeof asset.source === "string"
            ? asset.source
            : new TextDecoder().decode(asset.source as Uint8Array);
        inlined = inlined.replace(link, () => `<style>${css}</style>`);
      }
      return inlined;
    },
  },
});

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./src/web/public"),
  plugins: [react(), vanillaExtractPlugin(), markdownBlocks(), inlineStylesheet(), precompress()],
  resolve: {
    alias: {
      "@": fromRoot("./src"),
      "#generated": fromRoot("./generated"),
    },
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: which chunks each route loads (read by `npm run bench:bundle`).
    manifest: true,
    // One stylesheet (a few KB gzipped) instead of one per chunk: fewer render-blocking requests on a phone.
    cssCodeSplit: false,
  },
  server: {
    port: 8080,
    proxy: { "/api": `http://127.0.0.1:${devApiPort}` },
  },
  test: {
    root: rootDir,
    env: { TZ: "UTC" },
    projects: [
      {
        extends: true,
        test: {
          name: "domain",
          root: rootDir,
          include: ["src/domain/**/*.test.ts"],
          environment: "node",
          // Pure modules with no shared state: one module graph for all files instead of one per file.
          isolate: false,
          // A hang guard, not a speed check: a property's hundred runs took over 5 s (vitest's default) on a
          // loaded CI machine, twenty times their time on an idle one.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          root: rootDir,
          include: ["src/web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["src/web/testing/setup.ts"],
          // Above Testing Library's wait (setup.ts), so a slow render fails on what it waited for.
          testTimeout: 300_000,
          // A guard against a hang, not a speed check: a beforeAll that imports the lazily loaded dialogs (their
          // first transform) took over 10 s, vitest's default, beside npm test's other steps on a loaded machine.
          hookTimeout: 120_000,
          // One jsdom and one module graph per worker instead of per file: a fifth of the CPU time. Each test
          // renders into a fresh container that setup.ts cleans up, and fake timers are restored after use.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          root: rootDir,
          include: ["src/server/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
          environment: "node",
          // A guard against a hang, not a speed check: the contract fuzzer's 400 requests took 197 s, and a
          // property test of 40 runs or 50 concurrent claims over 30 s, on a 2-core machine with one core busy and
          // npm test's other steps beside them.
          testTimeout: 900_000,
          hookTimeout: 900_000,
          // Each file builds apps of its own from the migrated template; sharing the module graph (and so the
          // loaded PGlite and the template) between files saves a third of the CPU time.
          isolate: false,
          // Two workers even on a 2-core machine (vitest's default there is one): the files are independent, and
          // while the other steps of `npm test` or another program hold a core, two runnable workers get a larger
          // share of the machine than one.
          maxWorkers: 2,
          // A worker runs many files in one process (isolate: false), each building PGlite databases and images:
          // room above Node's default heap limit, so a long run is not ended by it (a worker once died mid-run).
          execArgv: ["--max-old-space-size=8192"],
        },
      },
      {
        extends: true,
        test: {
          name: "contract-consumer",
          root: rootDir,
          include: ["tests/contract/consumer/**/*.test.ts"],
          // Starts each run from an empty pact file, so a removed interaction leaves the contract too.
          globalSetup: ["tests/contract/consumer/global-setup.ts"],
          environment: "node",
          fileParallelism: false,
          // A hang guard: the mock server's answers wait for a core on a loaded machine.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: "contract-provider",
          root: rootDir,
          include: ["tests/contract/provider/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          // Verifying every interaction replays the whole pact against a real app: minutes when `npm test` runs
          // the other suites beside it on two cores, and over ten on a machine loaded ten times over. A guard
          // against a hang, not a speed target.
          testTimeout: 1_800_000,
          // beforeAll migrates a database from scratch: over a minute on a loaded machine.
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
