/**
 * A resource's changes as Server-Sent Events (`@fastify/sse`, a route with `sse: "manual"`): the current version
 * first, then each version it moves to, until its last. `read` gives the resource as it stands (its typed failure,
 * before anything was streamed, is answered as a problem); `listen` is told of every change by the resource's
 * announcements, which only wake the stream: it reads again and sends what is new. So a doubled or late
 * announcement sends nothing twice, and a change made between two reads is never missed (the stream listens
 * before its first read).
 *
 * `Last-Event-ID` replay: a client coming back with the id of the version it saw gets the next one only when
 * there is one; one that saw the last version is answered 204, which tells an EventSource to stop reconnecting.
 */
import { Effect } from "effect";
import type { FastifyReply } from "fastify";
import { REPLIED, type Replied } from "@/server/http/operations";

export interface StreamedVersion {
  /** The version's id (the event's `id:`): equal ids are the same version. */
  readonly id: string;
  readonly data: unknown;
  /** Whether nothing can follow this version: the stream ends after it. */
  readonly last: boolean;
}

/** Wakes one waiter per change; changes while no one waits are remembered as one. */
const wakeUps = () => {
  let pending = false;
  let closed = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    pending = true;
    wake?.();
  };
  return {
    notify,
    close: () => {
      closed = true;
      notify();
    },
    get closed() {
      return closed;
    },
    next: () =>
      new Promise<void>((resolve) => {
        wake = () => {
          wake = undefined;
          pending = false;
          resolve();
        };
        if (pending) wake();
      }),
  };
};

export const streamVersions = <E, R, L>(
  reply: FastifyReply,
  options: {
    /** The SSE `event:` name of every event. */
    readonly event: string;
    readonly read: Effect.Effect<StreamedVersion, E, R>;
    readonly listen: (notify: () => void) => Effect.Effect<() => void, never, L>;
  },
): Effect.Effect<Replied, E, R | L> =>
  Effect.gen(function* () {
    const sse = reply.sse;
    const changes = wakeUps();
    sse.onClose(changes.close);
    const stopListening = yield* options.listen(changes.notify);
    return yield* Effect.gen(function* () {
      let seen = sse.lastEventId;
      for (let first = true; ; first = false) {
        const version = yield* options.read;
        if (version.id !== seen) {
          const sent = yield* Effect.promise(() =>
            sse.send({ id: version.id, event: options.event, data: version.data }).then(
              () => true,
              () => false,
            ),
          );
          if (!sent) return REPLIED;
          seen = version.id;
        } else if (first && version.last) {
          reply.code(204).send();
          return REPLIED;
        }
        if (version.last || changes.closed || !sse.isConnected) {
          sse.close();
          return REPLIED;
        }
        yield* Effect.promise(() => changes.next());
        if (changes.closed) return REPLIED;
      }
    }).pipe(Effect.ensuring(Effect.sync(stopListening)));
  });
