/**
 * A scripted stand-in for the API in component tests: answers by method and path, records every request
 * (with its parsed body and query) so a test can check what the site sent.
 */
import { createApiClient, type ApiClient } from "@/web/lib/api-client";

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

export type Answer = { readonly status: number; readonly body?: unknown };
type Handler = (request: RecordedRequest) => Answer;

export const problem = (status: number, code: string, fields: Record<string, unknown> = {}): Answer => ({
  status,
  body: { type: "about:blank", title: code, status, code, ...fields },
});

export const signInMethods = (overrides: Record<string, unknown> = {}) => ({
  phoneChannels: ["whatsapp", "sms"],
  email: true,
  google: false,
  telegram: null,
  evm: true,
  solana: true,
  devInbox: true,
  ...overrides,
});

export const challenge = (overrides: Record<string, unknown> = {}) => ({
  challengeId: "8a4f1c2e-7b3d-4e5f-9a1b-2c3d4e5f6a7b",
  channel: "whatsapp",
  recipient: "+91 ••••• ••210",
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
  codeLength: 6,
  ...overrides,
});

export const session = (
  overrides: { isNewUser?: boolean; username?: string | null; loginMethod?: string } = {},
) => ({
  user: {
    id: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
    username: overrides.username === undefined ? null : overrides.username,
    firstName: null,
    email: null,
    phoneNumber: "+919876543210",
    evmWalletAddress: null,
  },
  isNewUser: overrides.isNewUser ?? true,
  loginMethod: overrides.loginMethod ?? "phone",
  accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
});

export const profile = (overrides: Record<string, unknown> = {}) => ({
  id: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
  username: "gamer1",
  firstName: null,
  email: null,
  emailVerified: false,
  phoneNumber: "+919876543210",
  phoneVerified: true,
  evmWalletAddress: null,
  countryCode: "IN",
  city: null,
  college: null,
  profession: null,
  preferredRole: null,
  preferredPlatform: null,
  pictureUrl: null,
  socialStatuses: {
    twitter: { isActive: false },
    discord: { isActive: false },
    google: { isActive: false },
    wallet: { isActive: false },
    steam: { isActive: false },
    telegram: { isActive: false },
  },
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

export const fakeServer = (routes: Record<string, Handler | Answer>) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer =
      route === undefined
        ? problem(404, "RouteNotFound")
        : typeof route === "function"
          ? route(recorded)
          : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": answer.status >= 400 ? "application/problem+json" : "application/json" },
    });
  };
  const client: ApiClient = createApiClient({
    baseUrl: "http://kleos.test",
    fetch: fetch as typeof globalThis.fetch,
  });
  return {
    client,
    requests,
    /** The requests made to `METHOD /path`. */
    to: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
};
