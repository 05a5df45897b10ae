/**
 * The server's configuration, read from the environment once, here and nowhere else. Each variable is
 * documented in the README's config table; a bad value stops the server with a message naming it.
 */
import { resolve } from "node:path";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface Config {
  readonly env: "production" | "development" | "test";
  readonly host: string;
  readonly port: number;
  readonly logLevel: LogLevel;
  /** PGlite data folder, or `memory://` for a throwaway database. Ignored when `databaseUrl` is set. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (search_path); lets several instances or test runs share one database. */
  readonly databaseSchema: string;
  /** Load the demo catalogue at start-up (idempotent). */
  readonly seedDemoData: boolean;
  /** Folder of the built site to serve, or undefined to serve the API only. */
  readonly webDistDir: string | undefined;
  /** Requests per minute per client IP before 429. */
  readonly rateLimitPerMinute: number;
  /** How long (ms) a catalogue answer may be served from memory before it is read again; 0 turns caching off. */
  readonly catalogueCacheMs: number;
  /** Largest accepted request body, in bytes. */
  readonly bodyLimitBytes: number;
  /** Trust X-Forwarded-* from a proxy in front: true, or a comma-separated list of addresses/CIDRs. */
  readonly trustProxy: boolean | string;
}

type Env = Readonly<Record<string, string | undefined>>;

const invalid = (name: string, value: string, expected: string): never => {
  throw new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
};

const integerIn = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    invalid(name, raw, `an integer from ${min} to ${max}`);
  return value;
};

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  return invalid(name, raw, "true or false");
};

const oneOf = <T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  return (allowed as readonly string[]).includes(raw) ? (raw as T) : invalid(name, raw, allowed.join(" | "));
};

const trustProxyOf = (raw: string | undefined): boolean | string => {
  if (raw === undefined || raw === "" || raw === "false") return false;
  return raw === "true" ? true : raw;
};

export const loadConfig = (env: Env = process.env, overrides: Partial<Config> = {}): Config => {
  const nodeEnv = oneOf(env, "NODE_ENV", ["production", "development", "test"], "development");
  const databaseSchema = env["DATABASE_SCHEMA"] ?? "public";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    invalid("DATABASE_SCHEMA", databaseSchema, "a lower-case SQL identifier");
  }
  const webDist = env["KLEOS_WEB_DIST"];
  return {
    env: nodeEnv,
    host: env["HOST"] || "127.0.0.1",
    port: integerIn(env, "PORT", 8080, 0, 65535),
    logLevel: oneOf(env, "LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info"),
    dataDir: env["KLEOS_DATA_DIR"] === "memory://" ? "memory://" : resolve(env["KLEOS_DATA_DIR"] || ".data"),
    databaseUrl: env["DATABASE_URL"] || undefined,
    databaseSchema,
    seedDemoData: flag(env, "KLEOS_SEED_DEMO", nodeEnv !== "production"),
    webDistDir: webDist === "" || webDist === "none" ? undefined : resolve(webDist ?? "dist/web"),
    rateLimitPerMinute: integerIn(env, "RATE_LIMIT_PER_MINUTE", 600, 1, 1_000_000),
    catalogueCacheMs: integerIn(env, "KLEOS_CATALOGUE_CACHE_MS", 10_000, 0, 24 * 60 * 60 * 1000),
    bodyLimitBytes: integerIn(env, "BODY_LIMIT_BYTES", 64 * 1024, 1024, 64 * 1024 * 1024),
    trustProxy: trustProxyOf(env["TRUST_PROXY"]),
    ...overrides,
  };
};
