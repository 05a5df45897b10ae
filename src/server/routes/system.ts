import { Cause, Effect } from "effect";
import type { Handlers } from "@/server/http/operations";
import { DependencyUnavailable } from "@/server/http/http-errors";
import { Health } from "@/server/services/system/health";

export const systemHandlers = (info: { version: string; startedAt: number }) =>
  ({
    getHealth: () =>
      Health.use((health) => health.check()).pipe(
        Effect.catchCause((cause) =>
          Effect.fail(new DependencyUnavailable("The database", { cause: Cause.squash(cause) })),
        ),
        Effect.map((report) => ({
          ...report,
          version: info.version,
          uptimeSeconds: Math.floor((Date.now() - info.startedAt) / 1000),
        })),
      ),
  }) satisfies Partial<Handlers>;
