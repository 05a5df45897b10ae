/** Failures that belong to HTTP, not to the domain; the problem handler turns each into a problem. */

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
