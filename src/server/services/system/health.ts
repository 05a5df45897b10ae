import { Context, Effect, Layer } from "effect";
import { pingDatabase } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";

export interface HealthReport {
  readonly status: "ok";
  readonly database: "pglite" | "postgres";
}

/** Whether the server can reach its database. A failed ping is a defect: the caller answers 503. */
export class Health extends Context.Service<Health, { check(): Effect.Effect<HealthReport> }>()(
  "kleos/server/services/system/Health",
) {
  static readonly layer = Layer.effect(
    Health,
    Effect.gen(function* () {
      const { query, kind } = yield* Database;
      return Health.of(
        traced("Health", {
          check: () => query(pingDatabase).pipe(Effect.as({ status: "ok" as const, database: kind })),
        }),
      );
    }),
  );
}
