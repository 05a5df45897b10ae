/**
 * RFC 9457 problems: every failure leaves the server as `application/problem+json` with a `code`.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

export interface FieldError {
  readonly in: "body" | "query" | "path" | "header";
  readonly field: string;
  readonly message: string;
}

/**
 * A problem names at most this many bad fields, each by at most FIELD_NAME_MAX_LENGTH characters (the contract's
 * `maxItems` and `maxLength` of `errors` and `field`): a request can hold thousands of bad fields, or a key as long
 * as the body, and the problem need not repeat them.
 */
export const MAX_FIELD_ERRORS = 10;
export const FIELD_NAME_MAX_LENGTH = 200;

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly code: string;
  readonly detail?: string;
  readonly instance?: string;
  readonly requestId?: string;
  readonly errors?: readonly FieldError[];
  readonly [field: string]: unknown;
}

const PROBLEM_BASE = "https://kleos.gg/problems/";

/** `GameNotFound` → `game-not-found`, the last segment of the problem's type URI. */
const kebab = (code: string): string => code.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

export const makeProblem = (
  status: number,
  code: string,
  title: string,
  extra: Omit<Partial<Problem>, "status" | "code" | "title" | "type"> = {},
): Problem => ({ type: `${PROBLEM_BASE}${kebab(code)}`, title, status, code, ...extra });

/** The longest `instance` a problem carries; the contract allows more, and a longer path is cut with "…". */
export const INSTANCE_MAX_LENGTH = 2048;

/** The request path a problem answers: an over-long one (a 414's, say) is not echoed whole. */
const instanceOf = (url: string): string => {
  const path = url.split("?")[0] ?? "";
  return path.length <= INSTANCE_MAX_LENGTH ? path : `${path.slice(0, INSTANCE_MAX_LENGTH - 1)}…`;
};

export const sendProblem = (request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply =>
  reply
    .code(problem.status)
    .type("application/problem+json")
    .send({ ...problem, instance: instanceOf(request.url), requestId: request.id });
