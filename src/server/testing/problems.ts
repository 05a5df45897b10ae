/** Assertions shared by server tests about RFC 9457 problem answers. */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Problem } from "@/server/http/problem";

/** The fields a problem may carry besides those of its condition; nothing else (no stack, no message). */
export const PROBLEM_FIELDS = [
  "type",
  "title",
  "status",
  "code",
  "detail",
  "instance",
  "requestId",
  "errors",
];

/** Asserts that `response` is a problem of `status` and `code`, and returns it. */
export const expectProblem = (response: LightMyRequestResponse, status: number, code: string): Problem => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/problem\+json\b/);
  const problem = response.json<Problem>();
  expect(problem.status).toBe(status);
  expect(problem.code).toBe(code);
  expect(problem.type).toMatch(/^https:\/\/kleos\.gg\/problems\/[a-z0-9-]+$/);
  expect(problem.title.length).toBeGreaterThan(0);
  expect(problem.requestId).toBe(response.headers["x-request-id"]);
  return problem;
};

/**
 * Asserts a 400 ValidationFailed problem and returns the fields it names as sorted `in:field` pairs, each once
 * (a field that breaks two rules, say type and enum, has two errors).
 */
export const validationFields = (response: LightMyRequestResponse): string[] => {
  const problem = expectProblem(response, 400, "ValidationFailed");
  const errors = problem.errors ?? [];
  expect(errors.length).toBeGreaterThan(0);
  expect(problem.detail).toContain(errors[0]?.field);
  return [...new Set(errors.map((error) => `${error.in}:${error.field}`))].sort();
};
