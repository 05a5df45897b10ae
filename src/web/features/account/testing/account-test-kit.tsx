/**
 * What the account tests share: a signed-in profile, a fake API answering by method and path (and recording
 * what it was asked), and a render with the providers the account pages use (API client, modal manager,
 * toasts, session). Test-only: no page imports it.
 */
import type { RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { useLocation } from "react-router";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { ToastProvider } from "@/web/components/toast";
import { createApiClient } from "@/web/lib/api-client";
import { ApiClientProvider } from "@/web/lib/api-context";
import { SESSION_HINT_COOKIE, SessionProvider, type UserProfile } from "@/web/lib/session";
import { renderView } from "@/web/testing/render";

export const profileOf = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: "6f1c1f0e-8a8b-4c5d-9e0f-1a2b3c4d5e6f",
  username: null,
  firstName: null,
  email: null,
  emailVerified: false,
  phoneNumber: null,
  phoneVerified: false,
  evmWalletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
  countryCode: "IN",
  city: null,
  college: null,
  profession: null,
  preferredRole: null,
  preferredPlatform: null,
  pictureUrl: null,
  socialStatuses: {
    twitter: { isActive: false, handle: null },
    discord: { isActive: true, handle: "ravi#0001" },
    google: { isActive: false, handle: null },
    wallet: { isActive: false, handle: null },
    steam: { isActive: false, handle: null },
    telegram: { isActive: false, handle: null },
  },
  createdAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

/** Answers a request, or undefined to fall through to the next route (and finally a 404 problem). */
export type Route = (request: RecordedRequest) => Response | Promise<Response> | undefined;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const problem = (status: number, code: string, fields: Record<string, unknown> = {}): Response =>
  new Response(
    JSON.stringify({ type: `https://kleos.gg/problems/${code}`, title: code, status, code, ...fields }),
    { status, headers: { "content-type": "application/problem+json" } },
  );

/** A fetch that answers from `routes` ("METHOD /path" → answer) and records every request. */
export const fakeApi = (routes: Record<string, Route | Response | unknown>) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${url.pathname}`];
    if (route === undefined) return problem(404, "RouteNotFound");
    if (typeof route === "function") {
      const answer = await (route as Route)(recorded);
      return answer ?? problem(404, "RouteNotFound");
    }
    if (route instanceof Response) return route.clone();
    return json(200, route);
  };
  const called = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, called, fetch: fetch as typeof globalThis.fetch };
};

export const setSignedIn = (signedIn: boolean) => {
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/`
    : `${SESSION_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

/** Renders an account view with a fake API behind it; signed in unless `signedIn` is false. */
export const renderAccount = (
  ui: ReactElement,
  {
    fetch,
    route = "/",
    signedIn = true,
  }: { fetch: typeof globalThis.fetch; route?: string; signedIn?: boolean },
): RenderResult => {
  setSignedIn(signedIn);
  return renderView(
    <ApiClientProvider client={createApiClient({ baseUrl: "http://kleos.test", fetch })}>
      <ModalManagerProvider>
        <ToastProvider>
          <SessionProvider>{ui}</SessionProvider>
        </ToastProvider>
      </ModalManagerProvider>
    </ApiClientProvider>,
    { route },
  );
};

/** Shows where the router is, for tests that follow a navigation. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
};
