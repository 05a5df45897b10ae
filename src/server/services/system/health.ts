import { Context, Effect, Layer } from "effect";
import { pingDatabase } from "@/server/db/client";
import { DatabaseService } from "@/server/services/database";

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
      const { db, kind } = yield* DatabaseService;
      return Health.of({
        check: () =>
          Effect.promise(() => pingDatabase(db)).pipe(Effect.as({ status: "ok" as const, database: kind })),
      });
    }),
  );
}
