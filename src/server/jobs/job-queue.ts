/**
 * The job runner: pg-boss 10 (the Node 20 line) on the app's own database, PostgreSQL or PGlite, behind the few
 * calls the jobs need. Jobs live in the database, so they survive restarts and every instance shares them. A
 * queue's jobs are retried with backoff up to its cap; then the job stays `failed` (visible, never run again)
 * and a copy lands in the `dead-letter` queue.
 *
 * pg-boss keeps its tables in a schema of its own: `pgboss` beside the default `public` schema, and one per
 * app schema otherwise (tests give each app a schema, so parallel test files never share queues).
 */
import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import pg from "pg";
import type { Database } from "@/server/db/client";

export const DEAD_LETTER_QUEUE = "dead-letter";

export interface QueueSettings {
  /** Runs after the first that a failing job gets before it is left `failed`. */
  readonly retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff`, doubled (with jitter) for each one after. */
  readonly retryDelaySeconds: number;
  readonly retryBackoff: boolean;
  /** How long one run may take: a worker that died gives its job back after this (its lease). */
  readonly expireInSeconds: number;
}

export interface SendOptions {
  /** With the queue's `short` policy: while a job of this key waits, another send of it adds nothing. */
  readonly singletonKey?: string;
  /**
   * Also one job of this key as long as pg-boss keeps it, whatever its state: a job that failed past its
   * retry cap is not sent again by the next sweep (its id is made from the key).
   */
  readonly once?: boolean;
  readonly startAfter?: Date;
}

export interface JobState {
  readonly state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  readonly retryCount: number;
  readonly data: unknown;
  readonly startAfter: Date;
  readonly output: unknown;
}

export interface JobQueue {
  /** Creates the queue (once; later calls keep its first settings), `short` policy, dead letters kept. */
  readonly define: (name: string, settings: QueueSettings) => Promise<void>;
  /** Adds a job; answers its id, or null when a singleton of the same key made it a no-op. */
  readonly send: (name: string, data: object, options?: SendOptions) => Promise<string | null>;
  /** Works the queue's jobs one at a time on this instance; a handler that throws fails the run (retry). */
  readonly work: <T extends object>(name: string, handler: (data: T) => Promise<void>) => Promise<void>;
  /** Sends a job to `name` on each tick of the cron expression (UTC), from whichever instance's clock. */
  readonly schedule: (name: string, cron: string, data?: object) => Promise<void>;
  readonly schedules: () => Promise<{ readonly name: string; readonly cron: string }[]>;
  readonly jobById: (name: string, id: string) => Promise<JobState | null>;
  /** The id a `once` job of this key gets. */
  readonly idOf: (name: string, key: string) => string;
  /** Stops taking jobs and waits for the ones running here to finish. */
  readonly stop: () => Promise<void>;
}

export interface JobQueueOptions {
  /** pg-boss's own schema (see jobSchemaOf). */
  readonly schema: string;
  /** Runs workers and cron schedules here; without, the queue only sends. */
  readonly workers: boolean;
  /** How often an idle worker looks for a job, in seconds (at least 0.5). */
  readonly pollingIntervalSeconds?: number;
  readonly onError: (error: Error) => void;
}

/** pg-boss's schema beside an app's (at most 50 characters, pg-boss's limit); PGlite has just the one. */
export const jobSchemaOf = (kind: Database["kind"], databaseSchema: string): string => {
  if (kind === "pglite" || databaseSchema === "public") return "pgboss";
  const name = `pgboss_${databaseSchema}`;
  return name.length <= 50
    ? name
    : `pgboss_${createHash("sha256").update(databaseSchema).digest("hex").slice(0, 16)}`;
};

/**
 * pg-boss's `db` option over the app's own connection: node-postgres's pool as it is; PGlite with `exec()` for
 * calls without parameters (pg-boss sends several statements at once there) and `query()` with them. It keeps
 * the calls under way, so stopping can wait for the last ones (pg-boss marks a job done without awaiting it).
 */
const executorOf = (database: Database): PgBoss.Db & { readonly settled: () => Promise<void> } => {
  const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
  let run: (text: string, values: unknown[] | undefined) => Promise<{ rows: unknown[] }>;
  if (client instanceof PGlite) {
    run = async (text, values) => {
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await client.query(text, values)).rows };
    };
  } else if (client instanceof pg.Pool) {
    run = (text, values) => client.query(text, values);
  } else {
    throw new Error(`The job queue cannot run on a ${database.kind} database without its client`);
  }
  const underway = new Set<Promise<unknown>>();
  return {
    executeSql: (text, values) => {
      const call = run(text, values);
      underway.add(call);
      void call.finally(() => underway.delete(call)).catch(() => undefined);
      return call;
    },
    settled: async () => {
      while (underway.size > 0) await Promise.allSettled([...underway]);
    },
  };
};

/** A UUID made from the queue and key, so that a `once` job is inserted once. */
const idOf = (name: string, key: string): string => {
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const startJobQueue = async (database: Database, options: JobQueueOptions): Promise<JobQueue> => {
  const executor = executorOf(database);
  const boss = new PgBoss({
    db: executor,
    schema: options.schema,
    supervise: options.workers,
    schedule: options.workers,
    // Completed jobs are history for a day; failed ones stay a week, and a `once` key stays taken as long.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  });
  boss.on("error", options.onError);
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  let stopped: Promise<void> | undefined;

  return {
    define: (name, settings) =>
      boss.createQueue(name, {
        name,
        policy: "short",
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: settings.retryBackoff,
        expireInSeconds: settings.expireInSeconds,
        deadLetter: DEAD_LETTER_QUEUE,
      }),
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data, {
        ...(sendOptions.singletonKey === undefined ? {} : { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.once === true && sendOptions.singletonKey !== undefined
          ? { id: idOf(name, sendOptions.singletonKey) }
          : {}),
        ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
      }),
    work: async (name, handler) => {
      if (!options.workers) throw new Error(`This job queue runs no workers, so it cannot work ${name}`);
      await boss.work(name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Parameters<typeof handler>[0]);
      });
    },
    schedule: (name, cron, data = {}) => boss.schedule(name, cron, data, { tz: "UTC" }),
    schedules: async () => (await boss.getSchedules()).map(({ name, cron }) => ({ name, cron })),
    jobById: async (name, id) => {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      return job === null
        ? null
        : {
            state: job.state,
            retryCount: job.retryCount,
            data: job.data,
            startAfter: job.startAfter,
            output: job.output,
          };
    },
    idOf,
    stop: () => {
      stopped ??= boss
        .stop({ graceful: true, wait: true, close: false, timeout: 60_000 })
        .then(() => executor.settled());
      return stopped;
    },
  };
};
