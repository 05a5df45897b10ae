/**
 * The app as server tests use it: a fresh in-memory PGlite per app, or, when DATABASE_URL is set (npm run
 * test:pg), PostgreSQL in a uniquely named schema that is dropped when the app closes. The test app owns its
 * database, so a test may close the database early (to provoke failures) and still close the app cleanly.
 * buildApp seeds nothing: the database starts with the reference data (genres, profile options), and the demo
 * catalogue and campaigns are loaded here when the config asks for them, as a start-up would. Tests of what lies
 * below the routes take the database alone (createTestDatabase), without building an app they do not call.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { Layer } from "effect";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { SIGN_IN_PROOF_OF_WORK } from "@/domain/constants/sign-in";
import { buildApp, type KleosApp } from "@/server/build-app";
import { loadConfig, type Config } from "@/server/config";
import { openDatabase, schema, type Database, type Db } from "@/server/db/client";
import { seedDemoCatalogue } from "@/server/db/seed/seed-demo";
import { seedDemoTournaments } from "@/server/db/seed/demo-tournaments";
import { seedDemoCampaignsAndClans, seedReferenceData } from "@/server/db/seed/seed-on-start";
import { jobSchemaOf } from "@/server/jobs/job-queue";
import { SignInProofOfWorkDifficulty } from "@/server/services/auth/proofs-of-work";
import { ASAAS_WEBHOOKS_ONLY } from "@/server/testing/fakes/fake-asaas";
import { RAZORPAY_WEBHOOKS_ONLY } from "@/server/testing/fakes/fake-razorpay";
import { PAYOUT_WEBHOOKS_ONLY } from "@/server/testing/fakes/fake-payouts";
import { ayetTestConfig } from "@/server/testing/fakes/fake-ayet-studios";

export type TestApp = KleosApp;

const TEST_DEFAULTS: Partial<Config> = {
  env: "test",
  // Tests sign in through the dev inbox and use dev rewards and the sandbox checkout; `env: "production"` in a
  // test's overrides turns them off again.
  devTools: true,
  dataDir: "memory://",
  logLevel: "silent",
  webDistDir: undefined,
  seedDemoData: true,
  // No workers or schedules: a test that needs a job runs it, or starts a runner of its own.
  runJobs: false,
  // Tests make the campaigns they need; pass `{ seedDemoCampaigns: true }` for the demo set.
  seedDemoCampaigns: false,
  // Pictures uploaded by tests go to a throwaway folder, never into the working copy's data folder.
  uploadDir: join(tmpdir(), `kleos-test-uploads-${process.pid}`),
  // Razorpay's and Asaas's webhooks verify with the fakes' secrets; new K-Cash orders stay on the sandbox checkout.
  ...RAZORPAY_WEBHOOKS_ONLY,
  ...ASAAS_WEBHOOKS_ONLY,
  // RazorpayX payout webhooks verify with the fake's secret; payouts in tests go to a fake the test starts.
  ...PAYOUT_WEBHOOKS_ONLY,
  // ayeT-Studios' callbacks verify with the fake network's API key.
  ...ayetTestConfig(),
};

/**
 * Creating a PGlite runs initdb, which takes seconds; restoring a dump takes a fraction of that. So an
 * in-memory database is migrated once, the production way (openDatabase), the reference data is loaded into it,
 * and every test app starts from a copy of it. The copy is kept on disk, keyed by the migrations, the seed code,
 * PGlite's version and this file (how a template is made), so that test files (each in a worker of its own)
 * share it. A second template holds the demo catalogue too (most apps ask for it); only the demo tournaments,
 * dated from now, are seeded per app. A template is dumped after a checkpoint: a copy then starts without
 * replaying the migrations and the seed from the write-ahead log.
 */
const THIS_FILE = fileURLToPath(import.meta.url);
const MIGRATIONS_DIR = fileURLToPath(new URL("../db/migrations/", import.meta.url));
const SEED_DIR = fileURLToPath(new URL("../db/seed/", import.meta.url));
const PGLITE_MANIFEST = join(
  dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")),
  "../package.json",
);
type Template = "reference" | "demo";
const templates = new Map<Template, Promise<Blob>>();

const templateFile = (template: Template): string => {
  const hash = createHash("sha256").update(readFileSync(PGLITE_MANIFEST)).update(readFileSync(THIS_FILE));
  for (const dir of [MIGRATIONS_DIR, SEED_DIR]) {
    for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
      const path = join(dir, name);
      if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
    }
  }
  return join(tmpdir(), `kleos-test-pglite-${template}-${hash.digest("hex").slice(0, 16)}.tar`);
};

const dumpMigrated = async (template: Template): Promise<Blob> => {
  const file = templateFile(template);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({
    dataDir: "memory://",
    databaseUrl: undefined,
    databaseSchema: "public",
  });
  try {
    await seedReferenceData(database.db);
    if (template === "demo") await seedDemoCatalogue(database.db);
    const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error("An in-memory database is not backed by PGlite");
    await client.exec("CHECKPOINT");
    const dump = await client.dumpDataDir("none");
    // Written aside, then renamed: a worker never reads a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
};

const openFreshPglite = async (template: Template): Promise<Database> => {
  let dump = templates.get(template);
  if (dump === undefined) {
    dump = dumpMigrated(template);
    templates.set(template, dump);
  }
  const client = await PGlite.create({ loadDataDir: await dump });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
};

/** A database whose `close` may be called more than once (the test, then the app's shutdown). */
const closingOnce = (database: Database): Database => {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closing ??= database.close();
      return closing;
    },
  };
};

const dropSchema = async (databaseUrl: string, schemaName: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    // pg-boss's schema beside it, when a test ran the jobs.
    await client.query(`DROP SCHEMA IF EXISTS "${jobSchemaOf("postgres", schemaName)}" CASCADE`);
  } finally {
    await client.end();
  }
};

export interface TestDatabase {
  readonly config: Config;
  readonly database: Database;
  /** Closes the database; on PostgreSQL, drops its schema too. */
  readonly close: () => Promise<void>;
}

/**
 * A fresh, seeded database as a test app gets one, and the config the app would run with, without the app: for
 * tests of what lies below the routes. Pass `{ seedDemoData: false }` for an empty catalogue.
 */
export const createTestDatabase = async (overrides: Partial<Config> = {}): Promise<TestDatabase> => {
  const { databaseUrl } = loadConfig(process.env, overrides);
  const config = loadConfig(process.env, {
    ...TEST_DEFAULTS,
    ...(databaseUrl === undefined ? {} : { databaseSchema: `t_${randomBytes(8).toString("hex")}` }),
    ...overrides,
    databaseUrl,
  });
  const database = closingOnce(
    databaseUrl === undefined
      ? await openFreshPglite(config.seedDemoData ? "demo" : "reference")
      : await openDatabase(config),
  );
  const seeded = async (): Promise<void> => {
    // PGlite's templates hold the reference data already, and the demo catalogue when it is asked for.
    if (database.kind === "postgres") {
      await seedReferenceData(database.db);
      if (config.seedDemoData) await seedDemoCatalogue(database.db);
    }
    if (config.seedDemoData) await seedDemoTournaments(database.db, new Date());
    if (config.seedDemoCampaigns) await seedDemoCampaignsAndClans(database.db, new Date());
  };
  const close = async (): Promise<void> => {
    await database.close();
    if (databaseUrl !== undefined) await dropSchema(databaseUrl, config.databaseSchema);
  };
  await seeded().catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { config, database, close };
};

/**
 * Proofs of work as the app asks for them, with a secret counter of at most 20 instead of 500–1500: a suite signs
 * hundreds of gamers in past the +91 pressure point, and each would cost a second of PBKDF2. The proof is paid and
 * checked the same way; auth.test.ts holds the app's own difficulty.
 */
export const quickProofsOfWork = Layer.succeed(SignInProofOfWorkDifficulty, {
  ...SIGN_IN_PROOF_OF_WORK,
  counterMin: 1,
  counterMax: 20,
});

/**
 * Builds the app on a fresh, seeded database, with quick proofs of work; pass `{ seedDemoData: false }` for an
 * empty catalogue.
 */
export const createTestApp = async (overrides: Partial<Config> = {}): Promise<TestApp> => {
  const { config, database, close } = await createTestDatabase(overrides);
  const built = await buildApp({ config, database, layer: quickProofsOfWork }).catch(
    async (error: unknown) => {
      await close();
      throw error;
    },
  );
  built.app.addHook("onClose", close);
  return built;
};
