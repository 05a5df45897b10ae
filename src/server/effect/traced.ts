/**
 * Spans on every method of a service or repository: `traced("Clans", { joinClan, ... })` runs each method
 * that returns an Effect inside `Effect.withSpan("Clans.joinClan")`, so a trace reads route → service →
 * repository. Methods keep their exact types. The span names the method, so no stack trace is captured for it:
 * that would cost an Error and its stack on every call (a CPU profile of `bench:ledger` showed it).
 */
import { Effect } from "effect";

export const traced = <T extends object>(name: string, methods: T): T => {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(methods)) {
    wrapped[key] =
      typeof value === "function"
        ? (...args: unknown[]) => {
            const result: unknown = value(...args);
            return Effect.isEffect(result)
              ? Effect.withSpan(result, `${name}.${key}`, { captureStackTrace: false })
              : result;
          }
        : value;
  }
  return wrapped as T;
};
