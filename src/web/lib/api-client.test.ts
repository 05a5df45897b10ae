import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_END_EVENT } from "@/web/lib/analytics";
import { ApiError, createApiClient, onSessionExpired, unwrap, type ApiClient } from "@/web/lib/api-client";

const recordingFetch = (response: () => Response) => {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return response();
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
};

const json = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

describe("the API client", () => {
  it("says every request comes from the website", async () => {
    const { requests, fetch } = recordingFetch(() => json(200, { items: [] }));
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch });
    await client.GET("/api/web-banners");
    expect(requests[0]?.headers.get("source")).toBe("website");
  });

  it("sends repeated filters as repeated query parameters", async () => {
    const { requests, fetch } = recordingFetch(() =>
      json(200, { items: [], page: { pageOffset: 0, pageLimit: 20, total: 0 } }),
    );
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch });
    await client.GET("/api/game", { params: { query: { genre: ["RPG", "MOBA"], pageLimit: 8 } } });
    const url = new URL(requests[0]?.url ?? "");
    expect(url.pathname).toBe("/api/game");
    expect(url.searchParams.getAll("genre")).toEqual(["RPG", "MOBA"]);
    expect(url.searchParams.get("pageLimit")).toBe("8");
  });

  it("unwraps data, and turns a problem into an ApiError that carries it", async () => {
    const ok = createApiClient({
      baseUrl: "http://kleos.test",
      fetch: recordingFetch(() => json(200, { items: [] })).fetch,
    });
    expect(unwrap(await ok.GET("/api/web-banners"))).toEqual({ items: [] });

    const problem = {
      type: "https://kleos.gg/problems/game-not-found",
      title: "Game not found",
      status: 404,
      code: "GameNotFound",
    };
    const failing = createApiClient({
      baseUrl: "http://kleos.test",
      fetch: recordingFetch(() => json(404, problem, "application/problem+json")).fetch,
    });
    const result = await failing.GET("/api/game/{id}", { params: { path: { id: "nope" } } });
    expect(() => unwrap(result)).toThrow(ApiError);
    try {
      unwrap(result);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
      expect((error as ApiError).problem?.code).toBe("GameNotFound");
    }
  });

  it("reports a failure without a problem body by its status", async () => {
    const client = createApiClient({
      baseUrl: "http://kleos.test",
      fetch: recordingFetch(() => new Response("bad gateway", { status: 502 })).fetch,
    });
    const result = await client.GET("/api/web-footers");
    expect(() => unwrap(result)).toThrow("The server answered 502");
  });
});

describe("the API client on a 401", () => {
  const problem401 = { type: "about:blank", title: "Sign in", status: 401, code: "SignInRequired" };
  const session = {
    user: {
      id: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
      username: null,
      firstName: null,
      email: null,
      phoneNumber: "+919876543210",
      evmWalletAddress: null,
    },
    isNewUser: false,
    loginMethod: "phone",
    accessTokenExpiresAt: "2026-01-01T00:00:00.000Z",
  };

  /** A server whose access token is stale until a refresh answers `refreshStatus`. */
  const staleServer = (refreshStatus: number, { staysStale = false } = {}) => {
    const requests: { method: string; path: string; body: string }[] = [];
    let fresh = false;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      requests.push({ method: request.method, path, body: await request.text() });
      // Let concurrent callers meet at the refresh.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (path === "/api/authentication/token/refresh") {
        if (refreshStatus === 201) fresh = !staysStale;
        return refreshStatus === 201
          ? json(201, session)
          : json(refreshStatus, { ...problem401, status: refreshStatus, code: "InvalidRefreshToken" });
      }
      if (!fresh) return json(401, problem401, "application/problem+json");
      return json(200, { username: "gamer1", available: true });
    };
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch: fetch as typeof globalThis.fetch });
    return { client, requests, count: (path: string) => requests.filter((r) => r.path === path).length };
  };

  const verify = (client: ApiClient, username = "gamer1") =>
    client.POST("/api/users/verify-username", { body: { username } });

  const expired: { calls: number; stop: () => void } = { calls: 0, stop: () => undefined };
  const sessionEnds: Event[] = [];
  const recordSessionEnd = (event: Event) => sessionEnds.push(event);

  beforeEach(() => {
    document.cookie = "kleosSession=1; Path=/";
    window.localStorage.setItem("userId", "u1");
    window.localStorage.setItem("login_method", "phone");
    window.localStorage.setItem("username", "gamer1");
    window.localStorage.setItem("setLanguage", "en");
    expired.calls = 0;
    expired.stop = onSessionExpired(() => {
      expired.calls += 1;
    });
    sessionEnds.length = 0;
    window.addEventListener(SESSION_END_EVENT, recordSessionEnd);
  });

  afterEach(() => {
    expired.stop();
    window.removeEventListener(SESSION_END_EVENT, recordSessionEnd);
    document.cookie = "kleosSession=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
    window.localStorage.clear();
  });

  it("refreshes once and sends the original request again, body and all", async () => {
    const { client, requests } = staleServer(201);
    const result = await verify(client, "player42");
    expect(result.response.status).toBe(200);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/users/verify-username",
      "POST /api/authentication/token/refresh",
      "POST /api/users/verify-username",
    ]);
    expect(requests[2]?.body).toBe(JSON.stringify({ username: "player42" }));
    expect(expired.calls).toBe(0);
  });

  it("shares one refresh among the 401s that arrive together", async () => {
    const { client, count } = staleServer(201);
    const results = await Promise.all([verify(client), verify(client), client.GET("/api/users/me/profile")]);
    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(count("/api/authentication/token/refresh")).toBe(1);
  });

  it("does not refresh a second time when the retried request is refused again", async () => {
    const { client, count } = staleServer(201, { staysStale: true });
    const result = await verify(client);
    expect(result.response.status).toBe(401);
    expect(count("/api/authentication/token/refresh")).toBe(1);
    expect(count("/api/users/verify-username")).toBe(2);
    expect(expired.calls).toBe(0);
  });

  it("logs out when the refresh is refused with 400", async () => {
    const { client } = staleServer(400);
    const result = await verify(client);
    expect(result.response.status).toBe(401);
    expect(sessionEnds).toHaveLength(1);
    expect(window.localStorage.getItem("userId")).toBeNull();
    expect(window.localStorage.getItem("login_method")).toBeNull();
    expect(window.localStorage.getItem("username")).toBeNull();
    expect(window.localStorage.getItem("setLanguage")).toBe("en");
    expect(expired.calls).toBe(1);
  });

  it("keeps the session when the refresh fails for another reason, handing back the 401", async () => {
    const { client, count } = staleServer(503);
    const result = await verify(client);
    expect(result.response.status).toBe(401);
    expect(count("/api/users/verify-username")).toBe(1);
    expect(expired.calls).toBe(0);
    expect(window.localStorage.getItem("userId")).toBe("u1");
  });

  it("never refreshes for a refused sign-in proof", async () => {
    const { client, count } = staleServer(201);
    const result = await client.POST("/api/authentication/wallet", {
      body: { chain: "evm", message: "hello", signature: `0x${"ab".repeat(65)}` },
    });
    expect(result.response.status).toBe(401);
    expect(count("/api/authentication/token/refresh")).toBe(0);
  });

  it("does not refresh for a guest, who has no session to refresh", async () => {
    document.cookie = "kleosSession=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
    const { client, count } = staleServer(201);
    const result = await verify(client);
    expect(result.response.status).toBe(401);
    expect(count("/api/authentication/token/refresh")).toBe(0);
  });
});
