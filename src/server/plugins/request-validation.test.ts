import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { userSearchesTable } from "@/server/db/schema/searches";
import type { SuccessBody } from "@/server/http/operations";
import { expectProblem, validationFields } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterEach(async () => {
  await testApp.database.db.delete(userSearchesTable);
});

afterAll(async () => {
  await testApp.app.close();
});

const postSearch = (body: unknown) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/user-searches",
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

const storedSearches = async (): Promise<number> => {
  const [row] = await testApp.database.db.select({ total: count() }).from(userSearchesTable);
  return row?.total ?? -1;
};

describe("bodies are validated strictly", () => {
  it.each([
    ["a number", 123],
    ["a boolean", true],
    ["an array", ["arena"]],
    ["an object", { text: "arena" }],
    ["null", null],
  ])("rejects %s where the contract wants a string, and stores nothing", async (_case, term) => {
    const response = await postSearch({ term, geography: "India" });
    expect(validationFields(response)).toEqual(["body:term"]);
    expect(await storedSearches()).toBe(0);
  });

  it("rejects an unknown field instead of dropping it", async () => {
    const response = await postSearch({ term: "arena", geography: "India", isAdmin: true });
    const problem = expectProblem(response, 400, "ValidationFailed");
    expect(problem.errors).toEqual([{ in: "body", field: "isAdmin", message: "is not a known field" }]);
    expect(await storedSearches()).toBe(0);
  });

  it("names every bad field of a body at once, and says what is wrong with each", async () => {
    const response = await postSearch({ term: 5, geography: "Mars", extra: 1 });
    expect(validationFields(response)).toEqual(["body:extra", "body:geography", "body:term"]);
    const problem = response.json<{ detail: string; errors: { field: string; message: string }[] }>();
    expect(problem.errors).toContainEqual({
      in: "body",
      field: "geography",
      message: "must be one of: India, Brazil, Other",
    });
    expect(problem.errors).toContainEqual({ in: "body", field: "term", message: "must be string" });
    expect(problem.detail).toContain("body field extra is not a known field");
  });

  it("accepts a valid body as it is", async () => {
    const response = await postSearch({ term: "Arena", geography: "Other" });
    expect(response.statusCode).toBe(201);
    expect(await storedSearches()).toBe(1);
  });
});

describe("query strings and paths arrive as text", () => {
  it("turns numbers and booleans typed by the contract into values", async () => {
    const response = await testApp.app.inject({ url: "/api/game?pageOffset=2&pageLimit=3&featured=true" });
    expect(response.statusCode).toBe(200);
    const body = response.json<SuccessBody<"listGames">>();
    expect(body.page).toMatchObject({ pageOffset: 2, pageLimit: 3 });
    expect(body.items.every((game) => game.featured)).toBe(true);
  });

  it("turns a single value into a one-item array", async () => {
    const one = await testApp.app.inject({ url: "/api/game?genre=MOBA&pageLimit=50" });
    expect(one.statusCode).toBe(200);
    const games = one.json<SuccessBody<"listGames">>().items;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.genres.includes("MOBA"))).toBe(true);
  });

  it("applies the contract's defaults", async () => {
    const response = await testApp.app.inject({ url: "/api/game" });
    expect(response.json<SuccessBody<"listGames">>().page).toMatchObject({ pageOffset: 0, pageLimit: 20 });
  });

  it.each([
    ["/api/game?pageLimit=2.5", "query:pageLimit"],
    ["/api/game?pageOffset=100001", "query:pageOffset"],
    ["/api/game?featured=1x", "query:featured"],
    [`/api/game/${"a".repeat(65)}`, "path:id"],
    ["/api/game/-dark-", "path:id"],
  ])("rejects %s, naming the field", async (url, field) => {
    expect(validationFields(await testApp.app.inject({ url }))).toEqual([field]);
  });
});
