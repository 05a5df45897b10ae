import { Clock, Effect } from "effect";

/**
 * A small in-process read-through cache with a time limit and a size bound. For data that changes rarely
 * and is read on every page view (the catalogue): each instance may serve an answer up to `ttlMs` old, which
 * keeps several instances consistent enough without a shared store. `ttlMs` 0 turns it off.
 */
export interface TtlCache<A> {
  readonly through: <E, R>(key: string, load: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
  readonly clear: () => void;
}

export const makeTtlCache = <A>(ttlMs: number, maxEntries = 500): TtlCache<A> => {
  const entries = new Map<string, { readonly value: A; readonly expiresAt: number }>();
  return {
    through: (key, load) =>
      ttlMs <= 0
        ? load
        : Effect.flatMap(Clock.currentTimeMillis, (now) => {
            const hit = entries.get(key);
            if (hit !== undefined && hit.expiresAt > now) return Effect.succeed(hit.value);
            return Effect.tap(load, (value) =>
              Effect.sync(() => {
                entries.delete(key);
                // Oldest first out: Map keeps insertion order.
                if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
                entries.set(key, { value, expiresAt: now + ttlMs });
              }),
            );
          }),
    clear: () => entries.clear(),
  };
};
