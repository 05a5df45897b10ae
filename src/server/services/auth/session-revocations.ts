/**
 * Sign-ins that ended before their access tokens expire (a reused refresh token, a logout): every access token
 * carries its sign-in's id (`sid`), and a request whose sign-in is on this list is refused at once instead of
 * for the rest of the token's lifetime.
 *
 * The list lives in memory, so checking it costs a map lookup per request. An entry is kept as long as an
 * access token issued before the revocation can live (the access-token lifetime), then forgotten. Started
 * with the ones the database recorded within that window, so a restart forgets nothing. With `REDIS_URL` set,
 * a revocation is also written to Redis (a key that expires with it) and announced on a channel, so every
 * server refuses the sign-in within milliseconds; a server that starts reads the keys that still stand.
 */
import { Clock, Context, Effect, Layer } from "effect";
import type { Redis } from "ioredis";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";

const CHANNEL = "kleos:revoked-sessions";
const KEY_PREFIX = "kleos:revoked-session:";

export interface SessionRevocationOptions {
  /** How long an access token lives: how long a revocation must be remembered. */
  readonly accessTtlSeconds: number;
  /** The server's one Redis client (REDIS_URL), which shares revocations between servers; undefined: this process only. */
  readonly redis: Redis | undefined;
}

export class SessionRevocations extends Context.Service<
  SessionRevocations,
  {
    /** Ends the sign-in's access tokens, here and (with Redis) on every server. */
    revoke(sessionId: string): Effect.Effect<void>;
    isRevoked(sessionId: string): Effect.Effect<boolean>;
  }
>()("kleos/server/services/auth/SessionRevocations") {
  static readonly layer = (options: SessionRevocationOptions) =>
    Layer.effect(
      SessionRevocations,
      Effect.gen(function* () {
        const auth = yield* AuthRepository;
        const ttlMs = options.accessTtlSeconds * 1000;
        /** Session id → when an access token issued before its revocation has surely expired (ms). */
        const revoked = new Map<string, number>();
        let nextPrune = 0;

        const remember = (sessionId: string, untilMs: number, nowMs: number) => {
          revoked.set(sessionId, Math.max(untilMs, revoked.get(sessionId) ?? 0));
          // Forget what has outlived every token it could stop, at most once a minute.
          if (nowMs < nextPrune) return;
          nextPrune = nowMs + 60_000;
          for (const [id, until] of revoked) if (until <= nowMs) revoked.delete(id);
        };

        const startedAt = yield* Clock.currentTimeMillis;
        for (const { familyId, revokedAt } of yield* auth.listFamiliesRevokedSince(
          new Date(startedAt - ttlMs),
        ))
          remember(familyId, revokedAt.getTime() + ttlMs, startedAt);

        const shared = options.redis === undefined ? undefined : yield* connectRedis(options.redis, remember);

        return SessionRevocations.of(
          traced("SessionRevocations", {
            revoke: (sessionId: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                remember(sessionId, now + ttlMs, now);
                if (shared !== undefined) yield* shared.publish(sessionId, ttlMs);
              }),
            isRevoked: (sessionId: string) =>
              Effect.map(Clock.currentTimeMillis, (now) => (revoked.get(sessionId) ?? 0) > now),
          }),
        );
      }),
    );
}

/**
 * The server's client writes and announces; a duplicate of it listens (a subscribed connection can do nothing
 * else) and closes with the runtime. A revocation announced while this server was starting is read from its key.
 */
const connectRedis = (writer: Redis, remember: (sessionId: string, untilMs: number, nowMs: number) => void) =>
  Effect.gen(function* () {
    const listener = yield* Effect.acquireRelease(
      Effect.sync(() => writer.duplicate()),
      (client) => Effect.promise(() => client.quit().catch(() => "closed")),
    );
    yield* Effect.promise(async () => {
      listener.on("message", (_channel: string, message: string) => {
        const now = Date.now();
        const separator = message.lastIndexOf(" ");
        remember(message.slice(0, separator), Number(message.slice(separator + 1)), now);
      });
      await listener.subscribe(CHANNEL);
      const now = Date.now();
      let cursor = "0";
      do {
        const [next, keys] = await writer.scan(cursor, "MATCH", `${KEY_PREFIX}*`, "COUNT", 500);
        cursor = next;
        for (const key of keys) {
          const ttl = await writer.pttl(key);
          if (ttl > 0) remember(key.slice(KEY_PREFIX.length), now + ttl, now);
        }
      } while (cursor !== "0");
    });
    return {
      publish: (sessionId: string, ttlMs: number) =>
        Effect.promise(async () => {
          await writer.set(`${KEY_PREFIX}${sessionId}`, "1", "PX", ttlMs);
          await writer.publish(CHANNEL, `${sessionId} ${Date.now() + ttlMs}`);
        }),
    };
  });
