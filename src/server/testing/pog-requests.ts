/**
 * The POG operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented
 * error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401
 * without a token, 415, 429, 500) are not listed.
 */
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface PogProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type PogOperationId = Extract<
  OperationId,
  "checkPogName" | "reservePogName" | "getPogMintStatus" | "getMyPogBadges"
>;

let nextName = 0;
/** A fresh valid POG name (5 to 12 letters and digits) per call. */
export const freshPogName = (): string => {
  nextName += 1;
  return `Pog${process.pid % 10_000}x${nextName}`.slice(0, 12);
};

/** Reserves `username` for `session` through the app's own route; fails unless it is reserved. */
export const reservePogName = async (
  app: TestApp["app"],
  session: TestSession,
  username: string,
): Promise<void> => {
  const reserved = await app.inject({
    method: "POST",
    url: "/api/tps/pog/mint/states",
    payload: { username },
    headers: session.authorization,
  });
  if (reserved.statusCode !== 201) throw new Error(`${username} was not reserved: ${reserved.body}`);
};

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signInByPhone(testApp.app);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const as = (code: string, request: Recipe): PogProvocation => ({ request, code });

export const POG_REQUESTS: { readonly [K in PogOperationId]: Recipe } = {
  checkPogName: () =>
    Promise.resolve({ method: "GET", url: `/api/tps/pog/mint/nft-image/${freshPogName()}` }),
  reservePogName: gamer(() => ({
    method: "POST",
    url: "/api/tps/pog/mint/states",
    payload: { username: freshPogName() },
  })),
  getPogMintStatus: gamer(() => ({ method: "GET", url: "/api/tps/pog/mint/status" })),
  getMyPogBadges: gamer(() => ({ method: "GET", url: "/api/tps/pog/users/me/badges" })),
};

export const POG_PROVOCATIONS: {
  readonly [K in PogOperationId]?: Partial<Record<number, Recipe | PogProvocation>>;
} = {
  checkPogName: {
    400: { method: "GET", url: `/api/tps/pog/mint/nft-image/${"a".repeat(65)}` },
    422: as("PogUsernameInvalid", { method: "GET", url: "/api/tps/pog/mint/nft-image/ab%20cd" }),
  },
  reservePogName: {
    400: gamer(() => ({ method: "POST", url: "/api/tps/pog/mint/states", payload: {} })),
    409: as(
      "PogUsernameTaken",
      gamer(async (testApp) => {
        const username = freshPogName();
        await reservePogName(testApp.app, await signInByPhone(testApp.app), username);
        return {
          method: "POST",
          url: "/api/tps/pog/mint/states",
          payload: { username: username.toUpperCase() },
        };
      }),
    ),
    422: as(
      "PogUsernameInvalid",
      gamer(() => ({ method: "POST", url: "/api/tps/pog/mint/states", payload: { username: "no!" } })),
    ),
  },
};
