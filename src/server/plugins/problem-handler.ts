/**
 * Turns every failure into a problem: validation (400 naming each bad field), domain errors (status from the
 * catalogue), Fastify's body errors (400, 413, 415), rate limiting (429), and anything else (a generic 500
 * that never carries internals; the cause is logged with the request id).
 *
 * Some failures happen before a route, and its hooks, are found: a URL the router cannot read (400) or whose
 * path parameter is too long (414) reaches `frameworkErrors`, and a request Node's parser refuses (headers too
 * large: 431; garbage: 400; too slow: 408) reaches `clientErrorHandler` with nothing but the socket, and a
 * request that comes while the app closes is refused before the hooks run. They answer problems too, with the
 * headers the hooks would have set (security headers, request id).
 */
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorObject } from "ajv";
import {
  ERROR_ENGLISH_TEXT,
  ERROR_HTTP_STATUS,
  describeDomainError,
  errorFields,
  isDomainError,
} from "@/domain/errors/error-catalogue";
import {
  DependencyUnavailable,
  ForbiddenCharacters,
  HttpProblem,
  RateLimited,
} from "@/server/http/http-errors";
import {
  FIELD_NAME_MAX_LENGTH,
  MAX_FIELD_ERRORS,
  makeProblem,
  sendProblem,
  type FieldError,
  type Problem,
} from "@/server/http/problem";
import { API_SECURITY_HEADERS } from "@/server/plugins/security-headers";

const PARTS: Record<string, FieldError["in"]> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "header",
};

const fieldPath = (error: ErrorObject): string => {
  const base = error.instancePath.split("/").filter(Boolean);
  if (error.keyword === "required") base.push(String(error.params["missingProperty"]));
  if (error.keyword === "additionalProperties") base.push(String(error.params["additionalProperty"]));
  return base.join(".");
};

const fieldMessage = (error: ErrorObject): string => {
  switch (error.keyword) {
    case "required":
      return "is required";
    case "additionalProperties":
      return "is not a known field";
    case "enum":
      return `must be one of: ${(error.params["allowedValues"] as unknown[]).join(", ")}`;
    default:
      return error.message ?? "is invalid";
  }
};

/** A field's name as a problem gives it: cut, with an ellipsis, past FIELD_NAME_MAX_LENGTH characters. */
const shortFieldName = (field: string): string => {
  const characters = Array.from(field);
  return characters.length <= FIELD_NAME_MAX_LENGTH
    ? field
    : `${characters.slice(0, FIELD_NAME_MAX_LENGTH - 1).join("")}…`;
};

/** The 400 that names each bad field (the first MAX_FIELD_ERRORS), whether the contract's schema or the text check found it. */
const fieldErrorsProblem = (found: readonly FieldError[]): Problem => {
  const fieldErrors = found
    .slice(0, MAX_FIELD_ERRORS)
    .map((error) => ({ ...error, field: shortFieldName(error.field) }));
  const detail = fieldErrors.map((error) => `${error.in} field ${error.field} ${error.message}`).join("; ");
  return makeProblem(400, "ValidationFailed", "The request is not valid", { detail, errors: fieldErrors });
};

export const validationProblem = (part: FieldError["in"], errors: readonly ErrorObject[]): Problem =>
  fieldErrorsProblem(
    errors.map((error) => ({ in: part, field: fieldPath(error) || "(root)", message: fieldMessage(error) })),
  );

interface Condition {
  readonly status: number;
  readonly code: string;
  readonly title: string;
}

const BODY_ERRORS: Record<string, Condition> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PayloadTooLarge",
    title: "The request body is too large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UnsupportedMediaType",
    title: "The request body has the wrong media type",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "MalformedBody",
    title: "The request body is malformed",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "MalformedBody", title: "The request body is empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "MalformedBody",
    title: "The request body is not valid JSON",
  },
};

/**
 * Answers a failure of the router (Fastify's `frameworkErrors`), keyed by Fastify's error code: no hook has run,
 * so the problem sets the security headers and the request id itself. `maxParamLength` is the router's.
 */
export const answerRouterError = (maxParamLength: number) => {
  const problems: Record<string, Problem> = {
    FST_ERR_BAD_URL: makeProblem(400, "MalformedUrl", "The request URL is malformed", {
      detail: "The path is not valid percent-encoded UTF-8.",
    }),
    FST_ERR_MAX_PARAM_LENGTH: makeProblem(414, "UriTooLong", "The request URL is too long", {
      detail: `A path parameter is longer than ${maxParamLength} characters.`,
    }),
  };
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(API_SECURITY_HEADERS).header("x-request-id", request.id);
    const problem = problems[error.code];
    if (problem === undefined) request.log.error({ err: error }, "unexpected router failure");
    sendProblem(request, reply, problem ?? makeProblem(500, "InternalError", "Something went wrong"));
  };
};

/** What Node's HTTP parser refuses (Fastify's `clientErrorHandler`), keyed by the parser's error code. */
const CONNECTION_ERRORS: Record<string, Condition> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "RequestHeaderFieldsTooLarge",
    title: "The request line or headers are too large",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: "RequestTimeout", title: "The request took too long" },
};
const MALFORMED_REQUEST: Condition = {
  status: 400,
  code: "MalformedRequest",
  title: "The request is malformed",
};

/**
 * Answers a request Node's HTTP parser refused, on the bare socket (there is no request, so a fresh request id),
 * and closes the connection.
 */
export const answerConnectionError = (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, code, title } =
    (error.code === undefined ? undefined : CONNECTION_ERRORS[error.code]) ?? MALFORMED_REQUEST;
  const requestId = randomUUID();
  const body = JSON.stringify({ ...makeProblem(status, code, title), requestId });
  const headers = {
    ...API_SECURITY_HEADERS,
    "x-request-id": requestId,
    "content-type": "application/problem+json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n${body}`,
  );
};

/**
 * While the app closes, a request that still comes (on a keep-alive connection that was busy when the close
 * began) gets a 503 problem instead of Fastify's plain JSON one (`return503OnClosing: false`), before any other
 * hook runs, and the connection is closed after it.
 */
const refuseWhileClosing = (app: FastifyInstance): void => {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    reply.headers(API_SECURITY_HEADERS).header("x-request-id", request.id).header("connection", "close");
    sendProblem(
      request,
      reply,
      makeProblem(503, "ServiceUnavailable", "The service is temporarily unavailable", {
        detail: "This server is shutting down; try again.",
      }),
    );
  });
};

export const installProblemHandler = (app: FastifyInstance): void => {
  refuseWhileClosing(app);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if ("validation" in error && error.validation !== undefined) {
      const part = PARTS[error.validationContext ?? "body"] ?? "body";
      return sendProblem(request, reply, validationProblem(part, error.validation as ErrorObject[]));
    }
    if (error instanceof ForbiddenCharacters) {
      return sendProblem(request, reply, fieldErrorsProblem(error.fieldErrors));
    }
    if (isDomainError(error)) {
      const { messageId, message } = describeDomainError(error);
      if (error._tag === "TooManyLoginAttempts") {
        reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      }
      return sendProblem(
        request,
        reply,
        makeProblem(
          ERROR_HTTP_STATUS[error._tag],
          error._tag,
          error._tag === "ValidationFailed" ? "The request is not valid" : ERROR_ENGLISH_TEXT[error._tag],
          {
            detail: message,
            messageId,
            ...errorFields(error),
          },
        ),
      );
    }
    if (error instanceof RateLimited) {
      return sendProblem(
        request,
        reply,
        makeProblem(429, "TooManyRequests", "Too many requests", {
          detail: `Too many requests from this address; retry after ${error.retryAfterSeconds} seconds.`,
          retryAfterSeconds: error.retryAfterSeconds,
        }),
      );
    }
    if (error instanceof HttpProblem) {
      return sendProblem(request, reply, makeProblem(error.statusCode, error.problemCode, error.title));
    }
    if (error instanceof DependencyUnavailable) {
      request.log.error({ err: error.cause }, error.message);
      return sendProblem(
        request,
        reply,
        makeProblem(503, "ServiceUnavailable", "The service is temporarily unavailable", {
          detail: error.message,
        }),
      );
    }
    const code = "code" in error ? error.code : undefined;
    const known = code === undefined ? undefined : BODY_ERRORS[code];
    if (known !== undefined) {
      return sendProblem(
        request,
        reply,
        makeProblem(known.status, known.code, known.title, { detail: error.message }),
      );
    }
    const status = "statusCode" in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error without a specific problem");
      return sendProblem(request, reply, makeProblem(status, "BadRequest", "The request cannot be served"));
    }
    request.log.error({ err: error }, "unexpected failure");
    return sendProblem(request, reply, makeProblem(500, "InternalError", "Something went wrong"));
  });
};
