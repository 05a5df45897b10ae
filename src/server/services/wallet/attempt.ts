import { Effect } from "effect";
import { isDomainError, type DomainError } from "@/domain/errors/error-catalogue";

/**
 * Runs promise code that signals expected failures by throwing domain errors (inside a database transaction,
 * a throw is what rolls it back): a domain error becomes the effect's typed failure, anything else a defect.
 */
export const attempt = <A, E extends DomainError = never>(run: () => Promise<A>): Effect.Effect<A, E> =>
  Effect.flatMap(
    Effect.promise(() =>
      run().then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    ),
    (result) =>
      result.ok
        ? Effect.succeed(result.value)
        : isDomainError(result.error)
          ? Effect.fail(result.error as E)
          : Effect.die(result.error),
  );
