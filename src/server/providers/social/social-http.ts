/**
 * Calls to X's and Discord's HTTP APIs: JSON answers, a deadline, and the failures a verifier must tell apart
 * (RFC 6749 / provider docs): 401 the token is dead (refresh it), 404 the thing is not there (Discord: not a
 * member), 429 rate limited until a time the provider says (X `x-rate-limit-reset`, epoch seconds; Discord
 * `retry_after` in the body, seconds), anything else (5xx, 403, no answer, not JSON) the provider cannot answer
 * now. The `fetch` is injected: the real one, or the local provider simulator's in-process one.
 */

export type SocialFetch = (url: string, init: RequestInit) => Promise<Response>;

export type SocialApiFailure = "unauthorized" | "notFound" | "rateLimited" | "unavailable";

export class SocialApiError extends Error {
  constructor(
    readonly failure: SocialApiFailure,
    message: string,
    /** When a rate-limited call may be tried again. */
    readonly retryAt?: Date,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = "SocialApiError";
  }
}

const TIMEOUT_MS = 10_000;
const EXCERPT = 200;

/** When the provider lets the caller try again, from its 429. */
const retryAtOf = (response: Response, body: unknown, now: number): Date | undefined => {
  const reset = response.headers.get("x-rate-limit-reset");
  if (reset !== null && /^\d+$/.test(reset)) return new Date(Number(reset) * 1000);
  const after =
    typeof body === "object" && body !== null && "retry_after" in body
      ? Number((body as { retry_after: unknown }).retry_after)
      : Number(response.headers.get("retry-after") ?? Number.NaN);
  return Number.isFinite(after) ? new Date(now + Math.ceil(after * 1000)) : undefined;
};

export const callSocialApi = async <T>(
  fetchImpl: SocialFetch,
  url: string,
  init: RequestInit & { readonly what: string },
): Promise<T> => {
  const { what, ...request } = init;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      ...request,
      headers: { accept: "application/json", ...(request.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new SocialApiError("unavailable", `${what} failed`, undefined, { cause: error });
  }
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch (error) {
    throw new SocialApiError("unavailable", `${what} answered ${response.status} and no JSON`, undefined, {
      cause: error,
    });
  }
  if (response.ok) return body as T;
  const excerpt = text.slice(0, EXCERPT);
  switch (response.status) {
    case 401:
      throw new SocialApiError("unauthorized", `${what} answered 401: ${excerpt}`);
    case 404:
      throw new SocialApiError("notFound", `${what} answered 404: ${excerpt}`);
    case 429:
      throw new SocialApiError(
        "rateLimited",
        `${what} answered 429: ${excerpt}`,
        retryAtOf(response, body, Date.now()),
      );
    default:
      throw new SocialApiError("unavailable", `${what} answered ${response.status}: ${excerpt}`);
  }
};
