/**
 * The typed API client: openapi-fetch over the generated `paths`. Every request says where it comes from
 * (`source: website`, spec §6). Views reach it through react-query hooks in their feature's `api/` folder.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, paths } from "#generated/api";

export type ApiClient = Client<paths>;
export type Problem = components["schemas"]["Problem"];

export const REQUEST_SOURCE = "website";

const sourceHeader: Middleware = {
  onRequest: ({ request }) => {
    request.headers.set("source", REQUEST_SOURCE);
    return request;
  },
};

export interface ApiClientOptions {
  /** Origin of the API; the site calls its own origin. */
  readonly baseUrl?: string;
  /** A fetch to use instead of the global one (tests). */
  readonly fetch?: typeof globalThis.fetch;
}

export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? "",
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  client.use(sourceHeader);
  return client;
};

/** A failed call, carrying the server's problem so views can show its message id. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
  ) {
    super(problem?.detail ?? problem?.title ?? `The server answered ${status}`);
  }
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the problem. */
export const unwrap = <T>(result: { data?: T; error?: unknown; response: Response }): T => {
  if (result.data !== undefined) return result.data;
  const problem = isProblem(result.error) ? result.error : undefined;
  throw new ApiError(result.response.status, problem);
};

const isProblem = (value: unknown): value is Problem =>
  typeof value === "object" && value !== null && "code" in value && "status" in value && "title" in value;
