import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { userSearchesTable } from "@/server/db/schema/searches";
import type { SuccessBody } from "@/server/http/operations";
import { DAY, freshSlug, signInAsAdmin } from "@/server/testing/campaigns";
import { contractSchema } from "@/server/testing/contract";
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

  it("names at most ten bad fields, however many there are", async () => {
    const events = Array.from({ length: 20 }, () => ({ name: 1, sessionId: 2, pageName: 3, at: 4 }));
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: { events },
    });
    const problem = expectProblem(response, 400, "ValidationFailed");
    expect(problem.errors).toHaveLength(10);
    expect(contractSchema("Problem")(problem)).toEqual([]);
  });

  it("names a field by the first 200 characters of its name", async () => {
    const key = "k".repeat(500);
    const response = await postSearch({ term: "arena", geography: "India", [key]: true });
    const problem = expectProblem(response, 400, "ValidationFailed");
    expect(problem.errors).toEqual([
      { in: "body", field: `${key.slice(0, 199)}…`, message: "is not a known field" },
    ]);
    expect(contractSchema("Problem")(problem)).toEqual([]);
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

describe("strings PostgreSQL cannot store are refused at the edge", () => {
  const refusal = (response: Awaited<ReturnType<typeof postSearch>>) =>
    expectProblem(response, 400, "ValidationFailed").errors;

  it.each([
    ["/api/game?search=a%00b", "search"],
    ["/api/users/cities?countryCode=IN&search=%00", "search"],
  ])("refuses U+0000 in the query of %s, naming the field", async (url, field) => {
    const response = await testApp.app.inject({ url });
    expect(refusal(response)).toEqual([{ in: "query", field, message: "must not contain U+0000" }]);
    expect(response.json<{ detail: string }>().detail).toBe(`query field ${field} must not contain U+0000`);
  });

  it("refuses U+0000 in a path parameter", async () => {
    const response = await testApp.app.inject({ url: "/api/tps/pog/mint/nft-image/ravi%00kumar" });
    expect(refusal(response)).toEqual([{ in: "path", field: "name", message: "must not contain U+0000" }]);
  });

  it("refuses U+0000 in a body field, and stores nothing", async () => {
    const response = await postSearch({ term: "arena\u0000", geography: "India" });
    expect(refusal(response)).toEqual([{ in: "body", field: "term", message: "must not contain U+0000" }]);
    expect(await storedSearches()).toBe(0);
  });

  it("refuses an unpaired surrogate, high or low, and stores nothing", async () => {
    for (const term of ["\uD800arena", "arena\uDFFF", "\uDE00\uD83C"]) {
      const response = await postSearch({ term, geography: "India" });
      expect(refusal(response)).toEqual([
        { in: "body", field: "term", message: "must not contain an unpaired surrogate" },
      ]);
    }
    expect(await storedSearches()).toBe(0);
  });

  /**
   * An admin's new campaign with one task (whose `config` the contract leaves open, so any key reaches it).
   * `deepJson` is written into the config as JSON text: JSON.stringify recurses, and would not get that deep.
   */
  const createCampaign = async (task: { title: string; config: Record<string, unknown> }, deepJson = "") => {
    const body = JSON.stringify({
      slug: freshSlug("nul"),
      title: "Nul drop",
      startsAt: new Date(Date.now() + DAY).toISOString(),
      endsAt: new Date(Date.now() + 8 * DAY).toISOString(),
      reward: { currency: "KPOINTS", amount: 100 },
      distribution: { method: "EVERYONE" },
      tasks: [{ type: "INTERNAL_API_VALIDATION", ...task }],
    });
    return testApp.app.inject({
      method: "POST",
      url: "/api/admin/campaigns",
      headers: { ...(await signInAsAdmin(testApp)).authorization, "content-type": "application/json" },
      payload: deepJson === "" ? body : body.replace('"DEEP"', deepJson),
    });
  };

  it("names nested fields and keys, wherever they sit in the body", async () => {
    const response = await createCampaign({
      title: "Verify\u0000 your phone",
      config: { fact: "PHONE_VERIFIED", "note\u0000": { deeper: ["ok", "\uDC00"] } },
    });
    expect(refusal(response)).toEqual([
      { in: "body", field: "tasks.0.title", message: "must not contain U+0000" },
      { in: "body", field: "tasks.0.config.note\\u0000", message: "must not have U+0000 in its name" },
      {
        in: "body",
        field: "tasks.0.config.note\\u0000.deeper.1",
        message: "must not contain an unpaired surrogate",
      },
    ]);
  });

  it("finds a string nested deeper than a call stack goes, and names the start of its path", async () => {
    const depth = 30_000;
    const response = await createCampaign(
      { title: "Deep", config: { fact: "PHONE_VERIFIED", deep: "DEEP" } },
      `${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`,
    );
    const path = `tasks.0.config.deep${".0".repeat(depth)}`;
    expect(refusal(response)).toEqual([
      { in: "body", field: `${path.slice(0, 199)}…`, message: "must not contain U+0000" },
    ]);
    expect(contractSchema("Problem")(response.json())).toEqual([]);
  });

  it("refuses a query key as well as a value", async () => {
    const response = await testApp.app.inject({ url: "/api/game?genre=MOBA&x%00y=1" });
    expect(refusal(response)).toEqual([
      { in: "query", field: "x\\u0000y", message: "must not have U+0000 in its name" },
    ]);
  });

  it.each([
    ["Hindi", "खेल प्रतियोगिता"],
    ["emoji, paired surrogates", "🎮 arena 🏆"],
    ["Hebrew with RTL and LTR marks", "\u200Fמשחק\u200E arena"],
  ])("accepts %s", async (_case, term) => {
    const response = await postSearch({ term, geography: "Other" });
    expect(response.statusCode, response.body).toBe(201);
    const search = await testApp.app.inject({ url: `/api/game?search=${encodeURIComponent(term)}` });
    expect(search.statusCode, search.body).toBe(200);
  });
});
