import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractSchema } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const validateProblem = contractSchema("Problem");
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f2a1c.js"></script></body></html>';

describe("the API alone (no built site)", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seedDemoData: false });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it.each(["/api/nope", "/api/game/dark-throne/extra", "/api", "/nope"])(
    "answers 404 RouteNotFound to GET %s",
    async (url) => {
      const response = await testApp.app.inject({ url });
      const problem = expectProblem(response, 404, "RouteNotFound");
      expect(problem.detail).toBe(`No route for GET ${url}`);
      expect(problem.instance).toBe(url);
      expect(validateProblem(problem)).toEqual([]);
    },
  );

  it("answers a page request with a 404 problem, not a page, when no site is built", async () => {
    const response = await testApp.app.inject({ url: "/games", headers: { accept: "text/html" } });
    expectProblem(response, 404, "RouteNotFound");
  });

  it.each([
    ["DELETE", "/api/game", "GET, HEAD"],
    ["POST", "/api/game-genre", "GET, HEAD"],
    ["PUT", "/api/game/dark-throne", "GET, HEAD"],
    ["GET", "/api/user-searches", "POST"],
    ["PATCH", "/api/user-searches", "POST"],
  ])("answers %s %s with 405 and Allow: %s", async (method, url, allow) => {
    const response = await testApp.app.inject({ method: method as "GET", url });
    const problem = expectProblem(response, 405, "MethodNotAllowed");
    expect(response.headers["allow"]).toBe(allow);
    expect(problem.detail).toBe(`${method} is not allowed on ${url}; allowed: ${allow}`);
    expect(validateProblem(problem)).toEqual([]);
  });

  it("ignores the query string when telling 404 from 405", async () => {
    const response = await testApp.app.inject({ method: "DELETE", url: "/api/game?pageLimit=5" });
    expectProblem(response, 405, "MethodNotAllowed");
    expect(response.headers["allow"]).toBe("GET, HEAD");
  });
});

describe("the built site", () => {
  let testApp: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "kleos-site-"));
    mkdirSync(join(siteDir, "assets"));
    writeFileSync(join(siteDir, "index.html"), INDEX_HTML);
    writeFileSync(join(siteDir, "assets", "app-3f2a1c.js"), "console.log('kleos');");
    writeFileSync(join(siteDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    testApp = await createTestApp({ seedDemoData: false, webDistDir: siteDir });
  });

  afterAll(async () => {
    await testApp.app.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each(["/", "/games", "/games/dark-throne", "/k-quest?tab=live"])(
    "serves index.html for the page %s (history fallback), revalidated on every load",
    async (url) => {
      const response = await testApp.app.inject({
        url,
        headers: { accept: "text/html,application/xhtml+xml" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers["content-security-policy"]).toMatch(/default-src 'self'.*script-src 'self'/);
    },
  );

  it("serves hashed assets as immutable and other files revalidated", async () => {
    const asset = await testApp.app.inject({ url: "/assets/app-3f2a1c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log('kleos');");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await testApp.app.inject({ url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    ["an unknown API path asking for HTML", "GET", "/api/nope", "text/html"],
    ["a page path asking for JSON", "GET", "/games", "application/json"],
    ["a page path with another method", "POST", "/games", "text/html"],
    ["a missing asset", "GET", "/assets/missing-123.js", "*/*"],
  ])("answers %s with a 404 problem, never the page", async (_case, method, url, accept) => {
    const response = await testApp.app.inject({ method: method as "GET", url, headers: { accept } });
    expectProblem(response, 404, "RouteNotFound");
    expect(response.body).not.toContain("<html");
  });

  it("answers another method on a static file with 405", async () => {
    const response = await testApp.app.inject({ method: "DELETE", url: "/assets/app-3f2a1c.js" });
    expectProblem(response, 405, "MethodNotAllowed");
    expect(response.headers["allow"]).toBe("GET, HEAD");
  });

  it("still serves the API", async () => {
    const response = await testApp.app.inject({ url: "/api/health", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });
});
