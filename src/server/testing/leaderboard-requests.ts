/**
 * The leaderboard operations for the suites that hold every operation against the contract: one request each
 * that succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented
 * error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401
 * without a token, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { OperationId } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { createClanAs } from "@/server/testing/clans";
import { createTestLeaderboard, earnKPoints } from "@/server/testing/leaderboards";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface LeaderboardProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type LeaderboardOperationId = Extract<
  OperationId,
  | "listLeaderboards"
  | "listClanChiefLeaderboards"
  | "listClanLeaderboards"
  | "listPartnerClanLeaderboards"
  | "listLeaderboardsByStatus"
  | "getLeaderboardByEntityRef"
  | "getLeaderboard"
  | "getMyLeaderboardStanding"
  | "getLeaderboardClanStanding"
  | "createLeaderboard"
  | "updateLeaderboard"
>;

const BASE = "/api/platform-centralized-leaderboard/leaderboards";

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A request of a fresh admin (signed in by e-mail, granted the role), prepared with that session. */
const admin =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByEmail(testApp);
    await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const HOUR = 3_600_000;

/** A valid new board: a gamer season from in an hour, for two hours, paying the top three. */
export const newBoardBody = (changes: Record<string, unknown> = {}) => ({
  title: "Weekend sprint",
  kind: "GAMER",
  scoreSource: "KPOINTS_EARNED",
  seasonStartsAt: new Date(Date.now() + HOUR).toISOString(),
  seasonEndsAt: new Date(Date.now() + 3 * HOUR).toISOString(),
  prizeTiers: [
    { fromRank: 1, toRank: 1, currency: "KCASH", amount: 50_000 },
    { fromRank: 2, toRank: 3, currency: "KCASH", amount: 10_000 },
  ],
  ...changes,
});

const create = (payload: Record<string, unknown>): InjectOptions => ({
  method: "POST",
  url: "/api/admin/leaderboards",
  payload,
});
const update = (id: string, payload: Record<string, unknown>): InjectOptions => ({
  method: "PATCH",
  url: `/api/admin/leaderboards/${id}`,
  payload,
});

const as = (code: string, request: Recipe): LeaderboardProvocation => ({ request, code });

export const LEADERBOARD_REQUESTS: { readonly [K in LeaderboardOperationId]: Recipe } = {
  listLeaderboards: { method: "GET", url: `${BASE}?kind=GAMER&pageLimit=8` },
  listClanChiefLeaderboards: { method: "GET", url: `${BASE}/clan-chief` },
  listClanLeaderboards: { method: "GET", url: `${BASE}/clan?pageOffset=0&pageLimit=8` },
  listPartnerClanLeaderboards: { method: "GET", url: `${BASE}/partner-clan` },
  listLeaderboardsByStatus: { method: "GET", url: `${BASE}/by-status?status=LIVE&status=PUBLISHED` },
  getLeaderboardByEntityRef: async (testApp) => {
    const ref = `partner-${randomUUID().slice(0, 8)}`;
    await createTestLeaderboard(testApp.database, { kind: "PARTNER_CLAN", entityRefId: ref });
    return { method: "GET", url: `${BASE}/entity_ref_id/${ref}/leaderboard_type/PARTNER_CLAN` };
  },
  getLeaderboard: async (testApp) => ({
    method: "GET",
    url: `${BASE}/${(await createTestLeaderboard(testApp.database)).id}?pageLimit=5`,
  }),
  getMyLeaderboardStanding: gamer(async (testApp, session) => {
    const { id } = await createTestLeaderboard(testApp.database);
    await earnKPoints(testApp.database, session.userId, 40);
    return { method: "GET", url: `${BASE}/${id}/me` };
  }),
  getLeaderboardClanStanding: async (testApp) => {
    const { id } = await createTestLeaderboard(testApp.database, { kind: "CLAN" });
    const chief = await sessionByPhone(testApp);
    const clan = await createClanAs(testApp, chief);
    await earnKPoints(testApp.database, chief.userId, 25);
    return { method: "GET", url: `${BASE}/${id}/participants/${clan.id}` };
  },
  createLeaderboard: admin(() => create(newBoardBody())),
  updateLeaderboard: admin(async (testApp) => {
    const { id } = await createTestLeaderboard(testApp.database, { season: "upcoming" });
    return update(id, { title: "Renamed sprint" });
  }),
};

export const LEADERBOARD_PROVOCATIONS: {
  readonly [K in LeaderboardOperationId]?: Partial<Record<number, Recipe | LeaderboardProvocation>>;
} = {
  listLeaderboards: { 400: { method: "GET", url: `${BASE}?kind=TEAM` } },
  listClanChiefLeaderboards: { 400: { method: "GET", url: `${BASE}/clan-chief?pageLimit=0` } },
  listClanLeaderboards: { 400: { method: "GET", url: `${BASE}/clan?pageLimit=500` } },
  listPartnerClanLeaderboards: { 400: { method: "GET", url: `${BASE}/partner-clan?pageOffset=-1` } },
  listLeaderboardsByStatus: { 400: { method: "GET", url: `${BASE}/by-status?status=ENDED` } },
  getLeaderboardByEntityRef: {
    400: { method: "GET", url: `${BASE}/entity_ref_id/ok/leaderboard_type/TEAM` },
    404: as("LeaderboardNotFound", {
      method: "GET",
      url: `${BASE}/entity_ref_id/nobody-${randomUUID().slice(0, 8)}/leaderboard_type/CLAN`,
    }),
  },
  getLeaderboard: {
    400: { method: "GET", url: `${BASE}/${randomUUID()}?pageLimit=0` },
    404: as("LeaderboardNotFound", { method: "GET", url: `${BASE}/${randomUUID()}` }),
  },
  getMyLeaderboardStanding: {
    400: gamer(() => ({ method: "GET", url: `${BASE}/not-a-uuid/me` })),
    404: as(
      "LeaderboardNotFound",
      gamer(() => ({ method: "GET", url: `${BASE}/${randomUUID()}/me` })),
    ),
  },
  getLeaderboardClanStanding: {
    400: { method: "GET", url: `${BASE}/${randomUUID()}/participants/not-a-number` },
    404: as("ClanNotFound", async (testApp) => {
      const { id } = await createTestLeaderboard(testApp.database, { kind: "CLAN" });
      return { method: "GET", url: `${BASE}/${id}/participants/2000000000` };
    }),
  },
  createLeaderboard: {
    400: admin(() => create({ ...newBoardBody(), kind: "TEAM" })),
    403: as(
      "AdminRoleRequired",
      gamer(() => create(newBoardBody())),
    ),
    422: as(
      "LeaderboardInvalid",
      admin(() => create(newBoardBody({ seasonEndsAt: new Date(Date.now() - HOUR).toISOString() }))),
    ),
  },
  updateLeaderboard: {
    400: admin(() => update(randomUUID(), {})),
    403: as(
      "AdminRoleRequired",
      gamer(() => update(randomUUID(), { title: "Nope" })),
    ),
    404: as(
      "LeaderboardNotFound",
      admin(() => update(randomUUID(), { title: "Nobody's" })),
    ),
    409: as(
      "LeaderboardNotEditable",
      admin(async (testApp) => {
        const { id } = await createTestLeaderboard(testApp.database);
        return update(id, { prizeTiers: [] });
      }),
    ),
    422: as(
      "LeaderboardInvalid",
      admin(async (testApp) => {
        const { id } = await createTestLeaderboard(testApp.database, { season: "upcoming" });
        return update(id, {
          prizeTiers: [
            { fromRank: 1, toRank: 3, currency: "KCASH", amount: 10 },
            { fromRank: 3, toRank: 4, currency: "KCASH", amount: 5 },
          ],
        });
      }),
    ),
  },
};
