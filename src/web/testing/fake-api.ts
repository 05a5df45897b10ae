/**
 * A scripted stand-in for the API in component tests: a fetch that answers from a route table
 * ("METHOD /path" → answer or handler) and records every request (method, path, query, headers and parsed
 * body) so a test can check what the site sent. Test-only: no page imports it.
 */

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** A JSON answer: a status and, unless the answer is empty, a body. */
export type Answer = { readonly status: number; readonly body?: unknown };

/** What a route answers with: an answer, or a ready response (sent as a fresh copy each time). */
export type Reply = Answer | Response;

/** Answers a request, or undefined to fall through to a 404 problem. */
export type Handler = (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

export type Routes = Record<string, Handler | Reply>;

export const json = (status: number, body?: unknown): Answer => ({ status, body });

export const problem = (status: number, code: string, fields: Record<string, unknown> = {}): Answer =>
  json(status, { type: `https://kleos.gg/problems/${code}`, title: code, status, code, ...fields });

/** The response for a reply: problems (4xx, 5xx) as application/problem+json, the rest as application/json. */
export const toResponse = (reply: Reply): Response =>
  reply instanceof Response
    ? reply.clone()
    : new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": reply.status >= 400 ? "application/problem+json" : "application/json" },
      });

/** A fetch that answers from `routes` and records every request; `called` and `to` find the ones made. */
export const fakeApi = (routes: Routes) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isJson = (request.headers.get("content-type") ?? "application/json").includes("json");
    // A JSON body is recorded parsed; any other (an uploaded picture) as its bytes.
    const body = isJson ? await request.text() : new Uint8Array(await request.arrayBuffer());
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: typeof body === "string" ? (body === "" ? undefined : (JSON.parse(body) as unknown)) : body,
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = typeof route === "function" ? await route(recorded) : route;
    return toResponse(reply ?? problem(404, "RouteNotFound"));
  };
  return {
    requests,
    /** The requests made with `method` to `path`. */
    called: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** The requests made to `METHOD /path`. */
    to: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
    fetch: fetch as typeof globalThis.fetch,
  };
};
