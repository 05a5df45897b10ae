import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { userSearchesTable } from "@/server/db/schema/searches";
import { DEMO_GAMES } from "@/server/db/seed/demo-catalogue";
import type { SuccessBody } from "@/server/http/operations";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem, validationFields } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ bodyLimitBytes: 1024 });
});

afterEach(async () => {
  await testApp.database.db.delete(userSearchesTable);
});

afterAll(async () => {
  await testApp.app.close();
});

const post = (payload: unknown) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/user-searches",
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
  });

const record = async (term: string, geography = "India"): Promise<SuccessBody<"recordUserSearch">> => {
  const response = await post({ term, geography });
  expect(response.statusCode, response.body).toBe(201);
  expect(contractResponse("recordUserSearch", 201).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<"recordUserSearch">>();
};

const recent = async (query: string): Promise<SuccessBody<"listRecentUserSearches">["items"]> => {
  const response = await testApp.app.inject({ url: `/api/user-searches/recent?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("listRecentUserSearches", 200).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<"listRecentUserSearches">>().items;
};

const storedSearches = async (): Promise<number> => {
  const [row] = await testApp.database.db.select({ total: count() }).from(userSearchesTable);
  return row?.total ?? -1;
};

const demoMatches = (term: string): number =>
  DEMO_GAMES.filter((game) =>
    [game.name, game.tagline, game.developer].some((text) => text.toLowerCase().includes(term)),
  ).length;

const DAY = 24 * 60 * 60 * 1000;

describe("recordUserSearch", () => {
  it("records a search with its term normalised and the number of games it matches", async () => {
    const before = Date.now();
    const search = await record("  Dark \t  THRONE  ", "Brazil");
    expect(search).toMatchObject({ term: "dark throne", geography: "Brazil", resultCount: 1 });
    expect(search.id).toBeGreaterThan(0);
    const createdAt = Date.parse(search.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await storedSearches()).toBe(1);
  });

  it("counts every game the term matches, and records a term that matches none with 0", async () => {
    expect(demoMatches("legends")).toBeGreaterThan(1);
    expect((await record("Legends")).resultCount).toBe(demoMatches("legends"));
    expect((await record("no game is called this")).resultCount).toBe(0);
  });

  it.each([
    ["an unknown field", { term: "arena", geography: "India", extra: true }, ["body:extra"]],
    ["a number for a string", { term: 123, geography: "India" }, ["body:term"]],
    ["an array for a string", { term: ["arena"], geography: "India" }, ["body:term"]],
    ["an array for an enum", { term: "arena", geography: ["India"] }, ["body:geography"]],
    ["a value outside the enum", { term: "arena", geography: "Mars" }, ["body:geography"]],
    ["null for a string", { term: null, geography: "India" }, ["body:term"]],
    ["a missing term", { geography: "India" }, ["body:term"]],
    ["a missing geography", { term: "arena" }, ["body:geography"]],
    ["an empty object", {}, ["body:geography", "body:term"]],
    ["a blank term", { term: "   ", geography: "India" }, ["body:term"]],
    ["an empty term", { term: "", geography: "India" }, ["body:term"]],
    ["a term over 60 characters", { term: "a".repeat(61), geography: "India" }, ["body:term"]],
    ["an array body", ["arena"], ["body:(root)"]],
  ])("rejects %s with a 400 naming the fields, storing nothing", async (_case, payload, fields) => {
    const response = await post(payload);
    expect(validationFields(response)).toEqual(fields);
    expect(contractResponse("recordUserSearch", 400).validate(response.json())).toEqual([]);
    expect(await storedSearches()).toBe(0);
  });

  it("does not coerce a number into a string", async () => {
    const response = await post({ term: 123, geography: "India" });
    const problem = expectProblem(response, 400, "ValidationFailed");
    expect(problem.errors).toEqual([{ in: "body", field: "term", message: "must be string" }]);
    expect(await recent("geography=India")).toEqual([]);
    expect(await storedSearches()).toBe(0);
  });

  it.each([
    ["text/plain", "term=arena"],
    ["application/x-www-form-urlencoded", "term=arena&geography=India"],
  ])("answers 415 to a %s body", async (contentType, payload) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/user-searches",
      payload,
      headers: { "content-type": contentType },
    });
    expectProblem(response, 415, "UnsupportedMediaType");
    expect(contractResponse("recordUserSearch", 415).validate(response.json())).toEqual([]);
    expect(await storedSearches()).toBe(0);
  });

  it("answers 415 when the body is missing", async () => {
    expectProblem(
      await testApp.app.inject({ method: "POST", url: "/api/user-searches" }),
      415,
      "UnsupportedMediaType",
    );
  });

  it("answers 413 to a body over the limit", async () => {
    const response = await post({ term: "a".repeat(2000), geography: "India" });
    expectProblem(response, 413, "PayloadTooLarge");
    expect(contractResponse("recordUserSearch", 413).validate(response.json())).toEqual([]);
    expect(await storedSearches()).toBe(0);
  });

  it.each([
    ["invalid JSON", '{"term": "arena",'],
    ["an empty body", ""],
  ])("answers 400 MalformedBody to %s", async (_case, payload) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/user-searches",
      payload,
      headers: { "content-type": "application/json" },
    });
    expectProblem(response, 400, "MalformedBody");
    expect(contractResponse("recordUserSearch", 400).validate(response.json())).toEqual([]);
  });
});

describe("listRecentUserSearches", () => {
  const insertAt = async (term: string, geography: string, ageMs: number, resultCount = 1) => {
    await testApp.database.db
      .insert(userSearchesTable)
      .values({ term, geography, resultCount, createdAt: new Date(Date.now() - ageMs) });
  };

  it("lists only terms that matched a game", async () => {
    await record("Dark Throne");
    await record("nothing matches this");
    expect((await recent("geography=India")).map((item) => item.term)).toEqual(["dark throne"]);
  });

  it("lists distinct terms newest first, with how often each was searched", async () => {
    await insertAt("arena", "India", 3 * 60_000);
    await insertAt("legends", "India", 2 * 60_000);
    await insertAt("arena", "India", 60_000);
    await insertAt("cricket", "India", 30 * 60_000);
    const items = await recent("geography=India");
    expect(items.map(({ term, searchCount }) => ({ term, searchCount }))).toEqual([
      { term: "arena", searchCount: 2 },
      { term: "legends", searchCount: 1 },
      { term: "cricket", searchCount: 1 },
    ]);
    const times = items.map((item) => Date.parse(item.lastSearchedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - (times[0] ?? 0)).toBeGreaterThanOrEqual(60_000 - 1000);
  });

  it("counts searches recorded through the API", async () => {
    await record("arena");
    await record("  ARENA ");
    await record("legends");
    expect(await recent("geography=India")).toMatchObject([
      { term: "legends", searchCount: 1 },
      { term: "arena", searchCount: 2 },
    ]);
  });

  it("keeps each geography's searches to itself", async () => {
    await record("samba", "Brazil");
    await record("kabaddi", "India");
    expect((await recent("geography=Brazil")).map((item) => item.term)).toEqual(["samba"]);
    expect((await recent("geography=India")).map((item) => item.term)).toEqual(["kabaddi"]);
    expect(await recent("geography=Other")).toEqual([]);
  });

  it("leaves out searches older than a week", async () => {
    await insertAt("old", "India", 8 * DAY);
    await insertAt("recent", "India", 6 * DAY);
    expect((await recent("geography=India")).map((item) => item.term)).toEqual(["recent"]);
  });

  it("answers at most `limit` terms, 8 by default", async () => {
    for (let index = 0; index < 10; index += 1) await insertAt(`term ${index}`, "India", index * 60_000);
    expect((await recent("geography=India")).map((item) => item.term)).toEqual(
      Array.from({ length: 8 }, (_, index) => `term ${index}`),
    );
    expect((await recent("geography=India&limit=2")).map((item) => item.term)).toEqual(["term 0", "term 1"]);
  });

  it.each([
    ["", "query:geography"],
    ["geography=Mars", "query:geography"],
    ["geography=India&limit=0", "query:limit"],
    ["geography=India&limit=21", "query:limit"],
    ["geography=India&limit=two", "query:limit"],
  ])("rejects %j with a 400 naming the field", async (query, field) => {
    const response = await testApp.app.inject({ url: `/api/user-searches/recent?${query}` });
    expect(validationFields(response)).toEqual([field]);
    expect(contractResponse("listRecentUserSearches", 400).validate(response.json())).toEqual([]);
  });
});
