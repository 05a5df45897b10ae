/**
 * Calls to an outside service's JSON HTTP API, as the payment adapters make them: the service's credentials in
 * headers on every call, a JSON body when there is one, a deadline, and every way a call can fail (no answer in
 * time, a refusal, an answer that is not JSON) thrown as the adapter's own error, naming the call.
 */

export interface JsonApiOptions {
  /** Where the service answers (or a fake's address in tests); a call's path is appended to it. */
  readonly apiBase: string;
  /** Sent with every call: the credentials, and whatever else the service insists on. */
  readonly headers: Readonly<Record<string, string>>;
  /** How long one call may take; 10 s when absent. */
  readonly timeoutMs?: number | undefined;
  /** The HTTP client: the global `fetch`, or an in-process simulator's (which never leaves the process). */
  readonly fetch?: typeof fetch | undefined;
  /** The adapter's error for a failed call; `message` names the call and what went wrong. */
  readonly failure: (message: string, options?: { cause: unknown }) => Error;
}

export type JsonApiCall = <T>(method: "GET" | "POST", path: string, body?: unknown) => Promise<T>;

const DEFAULT_TIMEOUT_MS = 10_000;

/** How much of a refusal's body goes into the error: the service's own words on what was wrong. */
const REFUSAL_EXCERPT_LENGTH = 300;

export const makeJsonApi =
  (options: JsonApiOptions): JsonApiCall =>
  async <T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> => {
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? fetch)(`${options.apiBase}${path}`, {
        method,
        headers: {
          ...options.headers,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      // The deadline covers the body too.
      text = await response.text();
    } catch (error) {
      throw options.failure(`${method} ${path} failed`, { cause: error });
    }
    if (!response.ok)
      throw options.failure(
        `${method} ${path} answered ${response.status}: ${text.slice(0, REFUSAL_EXCERPT_LENGTH)}`,
      );
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw options.failure(`${method} ${path} answered no JSON`, { cause: error });
    }
  };
