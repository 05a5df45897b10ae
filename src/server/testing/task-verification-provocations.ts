/**
 * How to provoke each documented error of the referral code, task redirect and game account operations, for
 * the suite that holds every documented error against the contract (plugins/problem-handler.test.ts spreads
 * these into its PROVOKE). Statuses it provokes on its own (401 without a token, 415, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import type { RequestRecipe } from "@/server/testing/operation-requests";
import { sessionByEmail, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";
import { gameIdBySlug, insertCampaign, insertTask } from "@/server/testing/task-verification-fixtures";
import { signInAsAdmin } from "@/server/testing/campaigns";

export interface TaskVerificationProvocation {
  readonly request: RequestRecipe;
  readonly code: string;
}

const as = (code: string, request: RequestRecipe): TaskVerificationProvocation => ({ request, code });

const signed =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByEmail(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const darkThroneUsername = (testApp: TestApp, userId: string) =>
  gameIdBySlug(testApp.database.db, "dark-throne").then((id) => `/api/users/${userId}/games/${id}/username`);

export const TASK_VERIFICATION_PROVOCATIONS: Partial<
  Record<OperationId, Partial<Record<number, RequestRecipe | TaskVerificationProvocation>>>
> = {
  listTaskVerificationChecks: {
    400: async (testApp) => ({
      url: "/api/admin/task-verifications?campaignId=not-a-uuid",
      headers: (await signInAsAdmin(testApp)).authorization,
    }),
    403: as(
      "AdminRoleRequired",
      signed(() => ({ url: `/api/admin/task-verifications?campaignId=${randomUUID()}` })),
    ),
  },
  getReferralCode: {
    404: as(
      "ReferralCodeNotFound",
      signed(() => ({ url: "/api/referral-campaign/code/user" })),
    ),
  },
  recordTaskRedirect: {
    400: signed(() => ({ url: `/api/campaigns/not-a-uuid/tasks/${randomUUID()}/redirect` })),
    404: as(
      "CampaignTaskNotFound",
      signed(async ({ database }) => {
        const campaign = await insertCampaign(database.db);
        const task = await insertTask(database.db, campaign.id, "CREATE_REFERRAL", {});
        return { url: `/api/campaigns/${campaign.id}/tasks/${task.id}/redirect` };
      }),
    ),
    409: as(
      "CampaignNotJoined",
      signed(async ({ database }) => {
        const campaign = await insertCampaign(database.db);
        const task = await insertTask(database.db, campaign.id, "URI_REDIRECTION", {
          url: "https://example.com",
        });
        return { url: `/api/campaigns/${campaign.id}/tasks/${task.id}/redirect` };
      }),
    ),
  },
  listGameLoginMethods: {
    400: { url: "/api/game/loginmethod?gameId=0" },
    404: as("GameNotFound", { url: "/api/game/loginmethod?gameId=987654" }),
  },
  getGameUsername: {
    400: signed(() => ({ url: "/api/users/someone/games/1/username" })),
    403: as(
      "GameAccountOwnerMismatch",
      signed(async (testApp) => ({ url: await darkThroneUsername(testApp, randomUUID()) })),
    ),
    404: as(
      "GameUsernameNotFound",
      signed(async (testApp) => ({ url: await darkThroneUsername(testApp, "me") })),
    ),
  },
  updateGameUsername: {
    400: signed(async (testApp) => ({
      method: "PUT",
      url: await darkThroneUsername(testApp, "me"),
      payload: { loginMethod: "IN_GAME_EMAIL", value: "not-an-email" },
    })),
    403: as(
      "GameAccountOwnerMismatch",
      signed(async (testApp) => ({
        method: "PUT",
        url: await darkThroneUsername(testApp, randomUUID()),
        payload: { loginMethod: "IN_GAME_USER_ID", value: "someone_else" },
      })),
    ),
    404: as(
      "GameNotFound",
      signed(() => ({
        method: "PUT",
        url: "/api/users/me/games/987654/username",
        payload: { loginMethod: "USER_NAME", value: "nobody" },
      })),
    ),
    422: as(
      "QuestLoginMethodInvalid",
      signed(async (testApp) => ({
        method: "PUT",
        url: await darkThroneUsername(testApp, "me"),
        payload: { loginMethod: "STEAM_ID", value: "76561197960287930" },
      })),
    ),
  },
};
