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
import type { AppRuntime } from "@/server/services/app-runtime";
import type { JobQueueSlot } from "@/server/services/system/job-sender";

export interface JobsPluginOptions {
  readonly config: Config;
  readonly database: Database;
  /** The app's services: a job calls the same service methods a route calls. */
  readonly runtime: Pick<AppRuntime, "run">;
  /** Where services find the queue to send jobs through (JobSender). */
  readonly jobQueue: JobQueueSlot;
}

export const jobsPlugin = async (
  app: FastifyInstance,
  { config, database, runtime, jobQueue }: JobsPluginOptions,
): Promise<void> => {
  const jobs = await startJobQueue(database, {
    schema: jobSchemaOf(database.kind, config.databaseSchema),
    workers: true,
    onError: (error) => app.log.error({ err: error }, "job runner error"),
  });
  app.addHook("onClose", async () => {
    jobQueue.queue = undefined;
    await jobs.stop();
  });
  await installKleosJobs(jobs, config, runtime);
  jobQueue.queue = jobs;
};
