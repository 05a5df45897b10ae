/** Failures that belong to HTTP, not to the domain; the problem handler turns each into a problem. */
import type { FieldError } from "@/server/http/problem";

/** Thrown by the rate limiter; carries how long to wait. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests: retry after ${retryAfterSeconds} s`);
  }
}

/** Thrown when a dependency the request needs (the database) does not answer. */
export class DependencyUnavailable extends Error {
  readonly statusCode = 503;
  constructor(
    readonly dependency: string,
    options: { cause: unknown },
  ) {
    super(`${dependency} is not answering`, options);
  }
}

/** A request that must carry a JSON body came without one (or with another media type). */
export class JsonBodyRequired extends Error {
  readonly statusCode = 415;
  readonly code = "FST_ERR_CTP_INVALID_MEDIA_TYPE";
  constructor(
    readonly contentType: string | undefined,
    readonly expected = "application/json",
  ) {
    super(`This operation takes an ${expected} body; got ${contentType ?? "no body"}`);
  }
}

/** A plain HTTP condition with its own problem code (e.g. a development-only route in production: 404). */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly problemCode: string,
    readonly title: string,
  ) {
    super(title);
  }
}

/** Strings of a request hold U+0000 or an unpaired surrogate, which no text column can store: 400, naming each. */
export class ForbiddenCharacters extends Error {
  readonly statusCode = 400;
  constructor(readonly fieldErrors: readonly FieldError[]) {
    super(
      `Refused characters in ${fieldErrors.map((error) => `${error.in} field ${error.field}`).join(", ")}`,
    );
  }
}
