/**
 * Opens the database: embedded PGlite (a folder, or memory) by default, PostgreSQL when DATABASE_URL is set.
 * Both are driven by the same Drizzle code; migrations are applied here, at start-up.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as accountsSchema from "@/server/db/schema/accounts";
import * as analyticsSchema from "@/server/db/schema/analytics";
import * as contentSchema from "@/server/db/schema/content";
import * as gamesSchema from "@/server/db/schema/games";
import * as ledgerSchema from "@/server/db/schema/ledger";
import * as profileOptionsSchema from "@/server/db/schema/profile-options";
import * as searchesSchema from "@/server/db/schema/searches";

export const schema = {
  ...gamesSchema,
  ...contentSchema,
  ...searchesSchema,
  ...accountsSchema,
  ...profileOptionsSchema,
  ...analyticsSchema,
  ...ledgerSchema,
};
export type Schema = typeof schema;

/** The database handle repositories use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Inside `db.transaction(...)`: repositories accept either, so they compose into one transaction. */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTransaction = Db | DbTransaction;

export interface Database {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  readonly close: () => Promise<void>;
}

export interface DatabaseOptions {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly databaseSchema: string;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any fixed number: serialises migrations when several instances start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_205_716_031;

const openPglite = async (dataDir: string): Promise<Database> => {
  if (dataDir !== "memory://") mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === "memory://" ? undefined : dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
};

const openPostgres = async (url: string, databaseSchema: string): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path=${databaseSchema}`,
  });
  const client = await pool.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${databaseSchema}"`);
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), {
        migrationsFolder,
        migrationsSchema: databaseSchema,
      });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
};

export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  options.databaseUrl === undefined
    ? openPglite(options.dataDir)
    : openPostgres(options.databaseUrl, options.databaseSchema);

/** The rows of a raw `db.execute`, whose result type differs between the PGlite and node-postgres drivers. */
export const rowsOf = <Row>(result: unknown): Row[] => {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error("A raw query returned no rows array: is the database driver supported?");
};

/** A cheap round trip, for the health check. */
export const pingDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql`select 1`);
};
