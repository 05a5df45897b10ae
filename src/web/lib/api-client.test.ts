import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";

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
