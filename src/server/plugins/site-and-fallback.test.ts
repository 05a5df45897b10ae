import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { contractSchema } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { TEST_RAZORPAY_CREDENTIALS } from "@/server/testing/fakes/fake-razorpay";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const validateProblem = contractSchema("Problem");
const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f2a1c.js"></script></body></html>';

/** The API alone (no built site); the apps that serve a site are built on its database. */
let apiOnly: TestApp;

beforeAll(async () => {
  apiOnly = await createTestApp({ seedDemoData: false });
});

afterAll(async () => {
  await apiOnly.app.close();
});

describe("the API alone (no built site)", () => {
  it.each(["/api/nope", "/api/game/dark-throne/extra", "/api", "/nope"])(
    "answers 404 RouteNotFound to GET %s",
    async (url) => {
      const response = await apiOnly.app.inject({ url });
      const problem = expectProblem(response, 404, "RouteNotFound");
      expect(problem.detail).toBe(`No route for GET ${url}`);
      expect(problem.instance).toBe(url);
      expect(validateProblem(problem)).toEqual([]);
    },
  );

  it("answers a page request with a 404 problem, not a page, when no site is built", async () => {
    const response = await apiOnly.app.inject({ url: "/games", headers: { accept: "text/html" } });
    expectProblem(response, 404, "RouteNotFound");
  });

  it.each([
    ["DELETE", "/api/game", "GET, HEAD"],
    ["POST", "/api/game-genre", "GET, HEAD"],
    ["PUT", "/api/game/dark-throne", "GET, HEAD"],
    ["GET", "/api/user-searches", "POST"],
    ["PATCH", "/api/user-searches", "POST"],
  ])("answers %s %s with 405 and Allow: %s", async (method, url, allow) => {
    const response = await apiOnly.app.inject({ method: method as "GET", url });
    const problem = expectProblem(response, 405, "MethodNotAllowed");
    expect(response.headers["allow"]).toBe(allow);
    expect(problem.detail).toBe(`${method} is not allowed on ${url}; allowed: ${allow}`);
    expect(validateProblem(problem)).toEqual([]);
  });

  it("ignores the query string when telling 404 from 405", async () => {
    const response = await apiOnly.app.inject({ method: "DELETE", url: "/api/game?pageLimit=5" });
    expectProblem(response, 405, "MethodNotAllowed");
    expect(response.headers["allow"]).toBe("GET, HEAD");
  });
});

/** A CSP header's directives, by name. */
const directivesOf = (header: string | string[] | number | undefined): Map<string, string> =>
  new Map(
    String(header)
      .split(";")
      .map((directive) => directive.trim())
      .filter((directive) => directive !== "")
      .map((directive) => {
        const [name = "", ...values] = directive.split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
  );

describe("the built site", () => {
  let testApp: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "kleos-site-"));
    mkdirSync(join(siteDir, "assets"));
    writeFileSync(join(siteDir, "index.html"), INDEX_HTML);
    writeFileSync(join(siteDir, "assets", "app-3f2a1c.js"), "console.log('kleos');");
    writeFileSync(join(siteDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    testApp = await buildApp({
      config: { ...apiOnly.config, webDistDir: siteDir },
      database: apiOnly.database,
    });
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

  it.each([
    ["curl's Accept: */*", "/", { accept: "*/*" }],
    ["no Accept at all", "/", {}],
    ["Accept: */*", "/games/dark-throne", { accept: "*/*" }],
    [
      "a wildcard among other types",
      "/k-quest?tab=live",
      { accept: "application/signed-exchange;v=b3, */*;q=0.8" },
    ],
  ])("serves index.html for a page asked for with %s (%s)", async (_case, url, headers) => {
    const response = await testApp.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(["/api", "/api/nope", "/api/game/dark-throne/extra"])(
    "answers GET %s with */* or no Accept with a 404 problem, never the page",
    async (url) => {
      for (const headers of [{ accept: "*/*" }, {}]) {
        const response = await testApp.app.inject({ url, headers });
        expectProblem(response, 404, "RouteNotFound");
        expect(response.body).not.toContain("<html");
      }
    },
  );

  it("keeps the page's scripts and calls on its own origin, and frames to the video players, while the sandbox takes new orders", async () => {
    // The test config verifies Razorpay's webhooks but keeps new orders on the sandbox checkout.
    const response = await testApp.app.inject({ url: "/buy-kcash", headers: { accept: "text/html" } });
    const csp = directivesOf(response.headers["content-security-policy"]);
    expect(csp.get("script-src")).toBe("'self'");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(csp.get("frame-src")).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp.get("default-src")).toBe("'self'");
    expect(response.headers["content-security-policy"]).not.toContain("razorpay");
  });

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
    ["a missing file outside the assets", "GET", "/robots-missing.txt", "*/*"],
    ["a page path with another method, accepting anything", "POST", "/games", "*/*"],
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

describe("the built site when Razorpay takes new orders", () => {
  let testApp: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "kleos-site-"));
    writeFileSync(join(siteDir, "index.html"), INDEX_HTML);
    testApp = await buildApp({
      config: {
        ...apiOnly.config,
        webDistDir: siteDir,
        paymentProvider: "live",
        razorpay: { apiBase: "http://127.0.0.1:9", ...TEST_RAZORPAY_CREDENTIALS },
      },
      database: apiOnly.database,
    });
  });

  afterAll(async () => {
    await testApp.app.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("lets the page load Razorpay Checkout's script, open its frame and call it", async () => {
    const response = await testApp.app.inject({ url: "/buy-kcash", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers["content-security-policy"]);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).toBe("'self' https://checkout.razorpay.com");
    expect(csp.get("frame-src")).toBe(
      "'self' https://www.youtube-nocookie.com https://player.vimeo.com https://api.razorpay.com https://checkout.razorpay.com",
    );
    expect(csp.get("connect-src")).toBe("'self' https://api.razorpay.com https://checkout.razorpay.com");
  });

  it("still keeps the API's JSON to `default-src 'none'`", async () => {
    const response = await testApp.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
