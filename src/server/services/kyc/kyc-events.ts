/**
 * News of KYC verifications, for the verification-status streams: "check X changed", announced by whoever
 * changed it (a webhook, a status read, an admin's review) and heard by every stream watching X, on this server
 * and, with `REDIS_URL`, on every other one. An announcement carries only the check's id: a stream reads the
 * check from the database (the truth) when it hears of it, so a lost or doubled announcement changes nothing a
 * gamer sees beyond its timing.
 *
 * With Redis, announcements go out on one channel; a duplicate of the server's client listens (a subscribed
 * connection can do nothing else) and closes with the runtime. Each server also tells its own streams at once,
 * and skips its own announcements when they come back from Redis.
 */
import { randomUUID } from "node:crypto";
import { Context, Effect, Layer } from "effect";
import type { Redis } from "ioredis";
import { traced } from "@/server/effect/traced";

export interface KycEventsOptions {
  /** The server's one Redis client (REDIS_URL); undefined: this process only. */
  readonly redis: Redis | undefined;
  /** Prepended to the channel's name (REDIS_KEY_PREFIX), so that deployments sharing a Redis stay apart. */
  readonly keyPrefix: string;
}

type Listener = () => void;

export class KycEvents extends Context.Service<
  KycEvents,
  {
    /** Tells every stream watching the check, on every server, that it changed. */
    announce(verificationId: string): Effect.Effect<void>;
    /** Calls `listener` whenever the check is announced, until the returned function is called. */
    listen(verificationId: string, listener: Listener): Effect.Effect<() => void>;
  }
>()("kleos/server/services/kyc/KycEvents") {
  static readonly layer = (options: KycEventsOptions) =>
    Layer.effect(
      KycEvents,
      Effect.gen(function* () {
        const listeners = new Map<string, Set<Listener>>();
        const tell = (verificationId: string) => {
          for (const listener of listeners.get(verificationId) ?? []) listener();
        };
        const server = randomUUID();
        const channel = `${options.keyPrefix}kyc-verifications`;
        const redis = options.redis;

        if (redis !== undefined) {
          const subscriber = yield* Effect.acquireRelease(
            Effect.sync(() => redis.duplicate()),
            (client) => Effect.promise(() => client.quit().catch(() => "closed")),
          );
          yield* Effect.promise(async () => {
            subscriber.on("message", (_channel: string, message: string) => {
              const [from, verificationId] = message.split(" ");
              if (from !== server && verificationId !== undefined) tell(verificationId);
            });
            await subscriber.subscribe(channel);
          });
        }

        return KycEvents.of(
          traced("KycEvents", {
            announce: (verificationId: string) =>
              Effect.gen(function* () {
                tell(verificationId);
                if (redis === undefined) return;
                // Redis being down costs other servers' streams their news until it is back, never the change.
                yield* Effect.tryPromise(() => redis.publish(channel, `${server} ${verificationId}`)).pipe(
                  Effect.catch((error) =>
                    Effect.logWarning(`A KYC event could not be shared through Redis: ${String(error)}`),
                  ),
                );
              }),
            listen: (verificationId: string, listener: Listener) =>
              Effect.sync(() => {
                const set = listeners.get(verificationId) ?? new Set<Listener>();
                set.add(listener);
                listeners.set(verificationId, set);
                return () => {
                  set.delete(listener);
                  if (set.size === 0 && listeners.get(verificationId) === set)
                    listeners.delete(verificationId);
                };
              }),
          }),
        );
      }),
    );
}
