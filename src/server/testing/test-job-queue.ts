/**
 * A job queue for a test's own database: PGlite's single `pgboss` schema, or on PostgreSQL (DATABASE_URL) a
 * uniquely named pg-boss schema dropped when the queue stops, so that parallel test files never share queues.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfig } from "@/server/config";
import type { Database } from "@/server/db/client";
import { startJobQueue, type JobQueue } from "@/server/jobs/job-queue";

export const startTestJobQueue = async (
  database: Database,
  options: { readonly workers: boolean; readonly onError?: (error: Error) => void },
): Promise<JobQueue> => {
  const { databaseUrl } = loadConfig(process.env);
  const ownSchema = database.kind === "postgres" && databaseUrl !== undefined;
  const schema = ownSchema ? `pgboss_t_${randomBytes(8).toString("hex")}` : "pgboss";
  const queue = await startJobQueue(database, {
    schema,
    workers: options.workers,
    pollingIntervalSeconds: 0.5,
    onError:
      options.onError ??
      ((error) => {
        throw error;
      }),
  });
  let stopping: Promise<void> | undefined;
  return {
    ...queue,
    stop: () => {
      stopping ??= queue.stop().then(async () => {
        if (!ownSchema) return;
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
      });
      return stopping;
    },
  };
};
