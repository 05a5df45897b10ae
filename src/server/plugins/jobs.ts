/**
 * The background jobs' workers and cron schedules (src/server/jobs/), as a plugin: it starts the job runner on
 * the app's database and stops it when the app closes, waiting for a job under way. Apps built with
 * `runJobs: false` (tests) leave it out.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { jobSchemaOf, startJobQueue } from "@/server/jobs/job-queue";
import { installKleosJobs } from "@/server/jobs/kleos-jobs";

export interface JobsPluginOptions {
  readonly config: Config;
  readonly database: Database;
}

export const jobsPlugin = async (app: FastifyInstance, { config, database }: JobsPluginOptions): Promise<void> => {
  const jobs = await startJobQueue(database, {
    schema: jobSchemaOf(database, config.databaseSchema),
    workers: true,
    onError: (error) => app.log.error({ err: error }, "job runner error"),
  });
  app.addHook("onClose", () => jobs.stop());
  await installKleosJobs(database.db, jobs, config);
};
