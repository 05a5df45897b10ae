import type { OpenAPI3, OperationObject } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { lintContract } from "./contract-lint.ts";

const problem = { $ref: "#/components/responses/Problem" };

/** A contract of one operation that answers 200 and the given error statuses, each a problem. */
const contractOf = (path: string, method: string, statuses: readonly number[]): OpenAPI3 => {
  const operation: OperationObject = {
    operationId: "getThing",
    responses: {
      "200": { description: "The thing" },
      ...Object.fromEntries(statuses.map((status) => [String(status), problem])),
    },
  };
  return {
    openapi: "3.1.0",
    info: { title: "Test", version: "1" },
    paths: { [path]: { [method]: operation } },
    components: {
      responses: {
        Problem: {
          description: "A problem",
          content: { "application/problem+json": { schema: { type: "object" } } },
        },
      },
    },
  };
};

describe("the failures answered before an operation's own code", () => {
  it("are documented wherever they can happen: the contract passes", () => {
    expect(lintContract(contractOf("/api/things", "get", [400, 500]))).toEqual([]);
    expect(lintContract(contractOf("/api/things/{id}", "get", [400, 414, 500]))).toEqual([]);
    expect(lintContract(contractOf("/api/things", "delete", [400, 413, 415, 500]))).toEqual([]);
    expect(lintContract(contractOf("/api/things/{id}", "post", [400, 413, 414, 415, 500]))).toEqual([]);
  });

  it("asks every operation for 400: any query string may hold U+0000", () => {
    expect(lintContract(contractOf("/api/things", "get", [404, 500]))).toEqual([
      "GET /api/things: documents no 400 (any query string may be refused)",
    ]);
  });

  it.each(["post", "put", "patch", "delete"])("asks %s for 413 and 415, body or none", (method) => {
    expect(lintContract(contractOf("/api/things", method, [400, 500]))).toEqual([
      `${method.toUpperCase()} /api/things: may carry a body but documents no 413`,
      `${method.toUpperCase()} /api/things: may carry a body but documents no 415`,
    ]);
  });

  it("asks a path with a parameter for 414, and no other path", () => {
    expect(lintContract(contractOf("/api/things/{id}", "get", [400, 500]))).toEqual([
      "GET /api/things/{id}: has a path parameter but documents no 414",
    ]);
    expect(lintContract(contractOf("/api/things", "get", [400, 414, 500]))).toEqual([
      "GET /api/things: documents 414 but has no path parameter",
    ]);
  });
});
