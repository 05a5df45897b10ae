/**
 * Turns every failure into a problem: validation (400 naming each bad field), domain errors (status from the
 * catalogue), Fastify's body errors (400, 413, 415), rate limiting (429), and anything else (a generic 500
 * that never carries internals; the cause is logged with the request id).
 */
import type { FastifyError, FastifyInstance } from "fastify";
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
import { makeProblem, sendProblem, type FieldError, type Problem } from "@/server/http/problem";

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

/** The 400 that names each bad field, whether the contract's schema or the text check found it. */
const fieldErrorsProblem = (fieldErrors: readonly FieldError[]): Problem => {
  const detail = fieldErrors.map((error) => `${error.in} field ${error.field} ${error.message}`).join("; ");
  return makeProblem(400, "ValidationFailed", "The request is not valid", { detail, errors: fieldErrors });
};

export const validationProblem = (part: FieldError["in"], errors: readonly ErrorObject[]): Problem =>
  fieldErrorsProblem(
    errors.map((error) => ({ in: part, field: fieldPath(error) || "(root)", message: fieldMessage(error) })),
  );

const BODY_ERRORS: Record<string, { status: number; code: string; title: string }> = {
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

export const installProblemHandler = (app: FastifyInstance): void => {
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
