/**
 * The typed API client: openapi-fetch over the generated `paths`. Every request says where it comes from
 * (`source: website`, spec §6), and a 401 is answered by one token refresh and one retry (spec §4, §7).
 * Views reach it through react-query hooks in their feature's `api/` folder.
 */
import { SESSION_HINT_COOKIE } from "@/domain/constants/session-cookies";
import { SESSION_END_EVENT } from "@/web/lib/analytics";
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, paths } from "#generated/api";
import {
  startRequest,
  unauthorizedTransition,
  type UnauthorizedPhase,
} from "@/domain/auth/unauthorized-policy";

export type ApiClient = Client<paths>;
export type Problem = components["schemas"]["Problem"];

export const REQUEST_SOURCE = "website";

export const REFRESH_PATH = "/api/authentication/token/refresh";

/**
 * Storage keys about the signed-in user (spec §3), cleared when the session cannot be refreshed: the same
 * list as session.tsx's, which imports this module and so cannot be imported by it.
 */
const SIGNED_IN_STORAGE_KEYS = ["userId", "login_method", "username"] as const;

/**
 * Whether the readable session hint cookie says a session exists. A guest has no refresh token, so their
 * 401 is handed back as it is instead of a refresh that must fail and a logout of nobody. Outside a browser
 * (tests, contract runs) the tokens are not cookies the script could see, so a session is assumed.
 */
const mayHaveSession = (): boolean =>
  typeof document === "undefined" ||
  document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));

/**
 * The calls that sign in or out: their 401 means "this proof was refused", never "the access token is
 * stale", so they are not refreshed (and the refresh call itself must never refresh).
 */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([
  "/api/authentication/methods",
  "/api/authentication/login",
  "/api/authentication/verify",
  "/api/authentication/resend",
  REFRESH_PATH,
  "/api/authentication/logout",
  "/api/authentication/wallet/nonce",
  "/api/authentication/wallet",
  "/api/authentication/telegram",
  "/api/users/email",
  "/api/users/verify-email",
  "/api/social-auth",
]);

const sourceHeader: Middleware = {
  onRequest: ({ request }) => {
    request.headers.set("source", REQUEST_SOURCE);
    return request;
  },
};

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * Subscribes to the end of a session the client could not refresh. The app's layout listens to forget the
 * session and go home inside the router; with no listener the client goes home by loading the page.
 */
export const onSessionExpired = (listener: SessionExpiredListener): (() => void) => {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
};

/** The logout of spec §4 after a refused refresh: session end event, user keys cleared, then home. */
const endExpiredSession = (): void => {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(SESSION_END_EVENT, { detail: { reason: "InvalidRefreshToken" } }));
  for (const key of SIGNED_IN_STORAGE_KEYS) window.localStorage.removeItem(key);
  if (sessionExpiredListeners.size === 0) {
    window.location.assign("/");
    return;
  }
  for (const listener of [...sessionExpiredListeners]) listener();
};

/**
 * On a 401 from any call but the sign-in ones: refresh once (one refresh shared by every 401 that arrives
 * while it runs), then send the original request again, once. A refresh answered 400 logs out; any other
 * failed refresh hands the original 401 back. Bodies are cloned before the first send so the retry has one.
 */
const refreshOnUnauthorized = (fetcher: () => typeof globalThis.fetch): Middleware => {
  const pending = new Map<string, Request>();
  let refreshing: Promise<number> | undefined;

  const refresh = (baseUrl: string): Promise<number> => {
    refreshing ??= fetcher()(
      new Request(`${baseUrl}${REFRESH_PATH}`, {
        method: "POST",
        headers: { source: REQUEST_SOURCE },
        credentials: "same-origin",
      }),
    )
      .then(
        (response) => response.status,
        // The refresh could not be sent: not a refusal, so the caller gets its 401 and the session stays.
        () => 0,
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  return {
    onRequest: ({ request, schemaPath, id }) => {
      if (!SIGN_IN_PATHS.has(schemaPath)) pending.set(id, request.clone());
      return undefined;
    },
    onError: ({ id }) => {
      pending.delete(id);
      return undefined;
    },
    onResponse: async ({ response, options, id }) => {
      const original = pending.get(id);
      pending.delete(id);
      if (original === undefined || response.status !== 401 || !mayHaveSession()) return undefined;
      let state: UnauthorizedPhase = unauthorizedTransition(startRequest(), {
        type: "RESPONSE",
        status: response.status,
      });
      let answer = response;
      let retry: Request | undefined = original;
      while (state.phase === "REFRESHING" || state.phase === "REQUESTING") {
        if (state.phase === "REFRESHING") {
          const status = await refresh(options.baseUrl);
          state = unauthorizedTransition(state, { type: "REFRESH_RESPONSE", status });
          continue;
        }
        if (retry === undefined) break;
        answer = await fetcher()(retry);
        retry = undefined;
        state = unauthorizedTransition(state, { type: "RESPONSE", status: answer.status });
      }
      if (state.phase === "LOGGED_OUT") endExpiredSession();
      return answer === response ? undefined : answer;
    },
  };
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
  // Read at call time, so a test or polyfill that replaces the global fetch later is still used.
  const fetcher = () => options.fetch ?? globalThis.fetch;
  client.use(sourceHeader, refreshOnUnauthorized(fetcher));
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

/** The request options that pass react-query's abort signal on, when there is one. */
export const withSignal = (signal: AbortSignal | undefined): { signal?: AbortSignal } =>
  signal ? { signal } : {};

/**
 * A fresh `Idempotency-Key` for one user action that moves money (a swap confirmation, a purchase, a claim, a
 * redemption); a retry of the same action sends it again unchanged.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();
