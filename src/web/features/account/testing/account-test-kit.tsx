/**
 * What the account tests share: a signed-in profile, the shared recording fake API with account-style answers
 * (responses, or plain bodies for 200), and a render with the providers the account pages use. Test-only: no
 * page imports it.
 */
import type { UserProfile } from "@/web/lib/session";
import {
  fakeApi as recordingFakeApi,
  json as answer,
  problem as problemAnswer,
  toResponse,
  type Handler,
} from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession } from "@/web/testing/render-with-session";

export { type RecordedRequest } from "@/web/testing/fake-api";
export { LocationProbe, setSignedIn } from "@/web/testing/render-with-session";

/** A signed-in gamer with a wallet and Discord linked but no username or phone yet, with `overrides` on top. */
export const profileOf = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...userProfile(),
  id: "6f1c1f0e-8a8b-4c5d-9e0f-1a2b3c4d5e6f",
  username: null,
  phoneNumber: null,
  phoneVerified: false,
  evmWalletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
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

/** Answers a request, or undefined to fall through to a 404 problem. */
export type Route = Handler;

export const json = (status: number, body: unknown): Response => toResponse(answer(status, body));

export const problem = (status: number, code: string, fields: Record<string, unknown> = {}): Response =>
  toResponse(problemAnswer(status, code, fields));

/**
 * The shared recording fake API (src/web/testing/fake-api) on `routes` ("METHOD /path" → handler, response,
 * or a body answered with 200).
 */
export const fakeApi = (routes: Record<string, Route | Response | unknown>) =>
  recordingFakeApi(
    Object.fromEntries(
      Object.entries(routes).map(([route, answerWith]) => [
        route,
        typeof answerWith === "function" || answerWith instanceof Response
          ? (answerWith as Route | Response)
          : answer(200, answerWith),
      ]),
    ),
  );

/** Renders an account view with a fake API behind it; signed in unless `signedIn` is false. */
export const renderAccount = renderWithSession;
