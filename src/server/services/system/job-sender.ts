/**
 * Sends a background job from a service, right after the work that needs it has committed: the app's job queue
 * when this instance runs the job runner (the jobs plugin attaches it), nothing otherwise. A send is a hint to
 * start at once, never the only record: the work's own rows say what is due, and the job's sweep sends it again
 * if this send is lost (no runner here, a crash in between, the queue failing).
 */
import { Context, Effect, Layer } from "effect";
import type { JobQueue, SendOptions } from "@/server/jobs/job-queue";
import { traced } from "@/server/effect/traced";

/** Where the jobs plugin puts the app's queue once it has started. */
export interface JobQueueSlot {
  queue: JobQueue | undefined;
}

export const makeJobQueueSlot = (): JobQueueSlot => ({ queue: undefined });

export class JobSender extends Context.Service<
  JobSender,
  {
    /** Sends the job when a queue is attached; a failure is logged, not raised (the sweep sends it again). */
    send(name: string, data: object, options?: SendOptions): Effect.Effect<void>;
  }
>()("kleos/server/services/system/JobSender") {
  static readonly layer = (slot: JobQueueSlot) =>
    Layer.succeed(
      JobSender,
      JobSender.of(
        traced("JobSender", {
          send: (name: string, data: object, options?: SendOptions) =>
            Effect.gen(function* () {
              const queue = slot.queue;
              if (queue === undefined) return;
              yield* Effect.tryPromise(() => queue.send(name, data, options)).pipe(
                Effect.catch((error) =>
                  Effect.logWarning(`Sending job ${name} failed; its sweep will`, error),
                ),
              );
            }),
        }),
      ),
    );
}
