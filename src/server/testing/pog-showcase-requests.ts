/**
 * The POG showcase's and referral roadmaps' operations for the suites that hold every operation against the
 * contract: one request each that succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to
 * provoke each documented error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite
 * provokes on its own (401 without a token, 413, 414, 415, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { sql } from "drizzle-orm";
import type { OperationId } from "@/server/http/operations";
import { freshPogName, reservePogName } from "@/server/testing/pog-requests";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

type ShowcaseOperationId = Extract<
  OperationId,
  | "listPogFeed"
  | "listHighlightedPogs"
  | "addPogCardLike"
  | "createPogShareLink"
  | "getPogMintingFlowReferralRoadmap"
  | "joinReferralRoadmap"
  | "getReferralRoadmapProgress"
>;

export const POG_MINTING_ROADMAP = "pogMintingFlowReferralRoadmap";

/** Gives `session` an active, ready avatar in slot 1, as the avatar job leaves it. */
export const activateTestAvatar = async (
  testApp: TestApp,
  session: TestSession,
  createdAt?: Date,
): Promise<void> => {
  await testApp.database.db.execute(
    sql`insert into pog_avatar_slots (user_id, slot, category, character, style, status, avatar_key, avatar_source, avatar_attribution, avatar_created_at, active)
        values (${session.userId}, 1, 'Adventure', 'kai', 'classic', 'READY', ${`${randomUUID().replaceAll("-", "")}.jpg`}, 'composed', 'test', ${(createdAt ?? new Date()).toISOString()}, true)`,
  );
};

/** A fresh gamer (signed in by e-mail) with a reserved name and an active avatar: a showcased card. */
export const showcasedGamer = async (
  testApp: TestApp,
  options: { readonly byPhone?: boolean; readonly createdAt?: Date } = {},
): Promise<{ readonly session: TestSession; readonly name: string }> => {
  const session = options.byPhone === true ? await sessionByPhone(testApp) : await sessionByEmail(testApp);
  const name = freshPogName();
  await reservePogName(testApp.app, session, name);
  await activateTestAvatar(testApp, session, options.createdAt);
  return { session, name };
};

/** The referral code of `session`, made through the app's own route. */
export const referralCodeOf = async (testApp: TestApp, session: TestSession): Promise<string> => {
  const made = await testApp.app.inject({
    method: "POST",
    url: "/api/referral-campaign/code/user",
    headers: session.authorization,
  });
  if (made.statusCode !== 200 && made.statusCode !== 201)
    throw new Error(`No referral code was made: ${made.statusCode} ${made.body}`);
  return made.json<{ code: string }>().code;
};

const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByEmail(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const as = (code: string, request: Recipe) => ({ request, code });

export const POG_SHOWCASE_REQUESTS: { readonly [K in ShowcaseOperationId]: Recipe } = {
  listPogFeed: { method: "GET", url: "/api/feed/pog/legendary?pageLimit=8" },
  listHighlightedPogs: { method: "GET", url: "/api/feed/pog/hottest/highlighted" },
  addPogCardLike: gamer(async (testApp) => {
    const { name } = await showcasedGamer(testApp);
    return { method: "POST", url: "/api/feed/post/like", payload: { name } };
  }),
  createPogShareLink: async (testApp) => {
    const { session } = await showcasedGamer(testApp);
    return { method: "GET", url: "/api/users/pog/share?cta=view&self=true", headers: session.authorization };
  },
  getPogMintingFlowReferralRoadmap: {
    method: "GET",
    url: "/api/referral-roadmap/pogMintingFlowReferralRoadmap",
  },
  joinReferralRoadmap: gamer(async (testApp) => {
    const referrer = await sessionByEmail(testApp);
    return {
      method: "POST",
      url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/associate`,
      payload: { referralCode: await referralCodeOf(testApp, referrer) },
    };
  }),
  getReferralRoadmapProgress: gamer((_testApp, session) => ({
    method: "GET",
    url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/${session.userId}/progress`,
  })),
};

export const POG_SHOWCASE_PROVOCATIONS: {
  readonly [K in ShowcaseOperationId]?: Partial<Record<number, Recipe | { request: Recipe; code: string }>>;
} = {
  listPogFeed: {
    400: { method: "GET", url: "/api/feed/pog/mythic" },
    401: as("SignInRequired", { method: "GET", url: "/api/feed/pog/clan" }),
  },
  listHighlightedPogs: {
    400: { method: "GET", url: "/api/feed/pog/mythic/highlighted" },
    401: as("SignInRequired", { method: "GET", url: "/api/feed/pog/clan/highlighted" }),
  },
  addPogCardLike: {
    400: gamer(() => ({ method: "POST", url: "/api/feed/post/like", payload: {} })),
    404: as(
      "PogCardNotFound",
      gamer(() => ({ method: "POST", url: "/api/feed/post/like", payload: { name: freshPogName() } })),
    ),
  },
  createPogShareLink: {
    400: gamer(() => ({ method: "GET", url: "/api/users/pog/share?cta=buy" })),
    404: as(
      "PogCardNotFound",
      gamer(() => ({ method: "GET", url: "/api/users/pog/share?self=true" })),
    ),
  },
  joinReferralRoadmap: {
    400: gamer(() => ({
      method: "POST",
      url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/associate`,
      payload: {},
    })),
    404: as(
      "ReferralRoadmapNotFound",
      gamer(() => ({
        method: "POST",
        url: "/api/referral-roadmap/noSuchRoadmap/associate",
        payload: { referralCode: "ABCDEFGH" },
      })),
    ),
    409: as(
      "SelfReferral",
      gamer(async (testApp, session) => ({
        method: "POST",
        url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/associate`,
        payload: { referralCode: await referralCodeOf(testApp, session) },
      })),
    ),
  },
  getReferralRoadmapProgress: {
    400: gamer(() => ({
      method: "GET",
      url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/not-a-uuid/progress`,
    })),
    403: as(
      "ProgressOwnerMismatch",
      gamer(() => ({
        method: "GET",
        url: `/api/referral-roadmap/${POG_MINTING_ROADMAP}/${randomUUID()}/progress`,
      })),
    ),
    404: as(
      "ReferralRoadmapNotFound",
      gamer((_testApp, session) => ({
        method: "GET",
        url: `/api/referral-roadmap/noSuchRoadmap/${session.userId}/progress`,
      })),
    ),
  },
};
