/**
 * The campaign operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented
 * error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401
 * without a token, 415, 429, 500) are not listed.
 *
 * Gamers here sign in by e-mail: the suite signs in hundreds of gamers on one server, more than its limit of
 * phone codes to one calling code in an hour. Their campaigns' task is therefore a verified e-mail.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { OperationId } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { createTestCampaign, DAY, EMAIL_TASK, freshSlug, PHONE_TASK } from "@/server/testing/campaigns";
import { sessionByEmail, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface CampaignProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type CampaignOperationId = Extract<
  OperationId,
  | "listCampaignsByState"
  | "getCampaign"
  | "startCampaign"
  | "validateCampaignTask"
  | "claimCampaignReward"
  | "getDistributionProgress"
  | "listCampaignLeaderboard"
  | "searchCampaignsByTitle"
  | "getAdminCampaign"
  | "createCampaign"
  | "updateCampaign"
  | "publishCampaign"
  | "archiveCampaign"
  | "addSpecialCodes"
>;

const as = (code: string, request: Recipe): CampaignProvocation => ({ request, code });

const withSession =
  (
    signIn: (testApp: TestApp) => Promise<TestSession>,
    make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>,
  ) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signIn(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const signInGamer = (testApp: TestApp): Promise<TestSession> => sessionByEmail(testApp);

const signInAdmin = async (testApp: TestApp): Promise<TestSession> => {
  const session = await signInGamer(testApp);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};

/** A request of a fresh gamer. */
const gamer = (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  withSession(signInGamer, make);

/** A request of a fresh admin. */
const admin = (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  withSession(signInAdmin, make);

/** A live campaign whose one task is a verified e-mail (which a gamer signed in by e-mail has). */
const emailCampaign = (testApp: TestApp, overrides: Parameters<typeof createTestCampaign>[1] = {}) =>
  createTestCampaign(testApp, { tasks: [EMAIL_TASK], ...overrides });

const send = async (testApp: TestApp, session: TestSession, request: InjectOptions) => {
  const response = await testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...session.authorization },
  });
  if (response.statusCode >= 300)
    throw new Error(`${request.url ?? ""} answered ${response.statusCode}: ${response.body}`);
  return response;
};

const progressUrl = (campaignId: string, rest: string, userId = "me") =>
  `/api/user-progress/${userId}/campaigns/${campaignId}/${rest}`;

/** Starts the campaign and validates the given tasks, insisting on success. */
export const startAndValidate = async (
  testApp: TestApp,
  session: TestSession,
  campaignId: string,
  taskIds: readonly string[],
): Promise<void> => {
  await send(testApp, session, { method: "POST", url: progressUrl(campaignId, "start"), payload: {} });
  for (const taskId of taskIds)
    await send(testApp, session, {
      method: "POST",
      url: progressUrl(campaignId, `tasks/${taskId}/validate`),
      payload: {},
    });
};

const campaignInput = () => ({
  slug: freshSlug("contract"),
  title: "Contract drop",
  startsAt: new Date(Date.now() + DAY).toISOString(),
  endsAt: new Date(Date.now() + 8 * DAY).toISOString(),
  reward: { currency: "KPOINTS", amount: 100 },
  distribution: { method: "EVERYONE" },
  tasks: [
    { type: "INTERNAL_API_VALIDATION", title: "Verify your phone", config: { fact: "PHONE_VERIFIED" } },
  ],
});

const firstTaskId = (tasks: readonly { readonly id: string }[]): string => {
  const [task] = tasks;
  if (task === undefined) throw new Error("The test campaign has no task");
  return task.id;
};

export const CAMPAIGN_REQUESTS: { readonly [K in CampaignOperationId]: Recipe } = {
  listCampaignsByState: async (testApp) => {
    await createTestCampaign(testApp);
    return { method: "GET", url: "/api/campaigns/by-state?status=LIVE&pageLimit=8" };
  },
  getCampaign: async (testApp) => ({
    method: "GET",
    url: `/api/campaigns/${(await createTestCampaign(testApp)).campaign.slug}`,
  }),
  startCampaign: gamer(async (testApp) => ({
    method: "POST",
    url: progressUrl((await createTestCampaign(testApp)).campaign.id, "start"),
    payload: {},
  })),
  validateCampaignTask: gamer(async (testApp, session) => {
    const { campaign, tasks } = await emailCampaign(testApp);
    await startAndValidate(testApp, session, campaign.id, []);
    return {
      method: "POST",
      url: progressUrl(campaign.id, `tasks/${firstTaskId(tasks)}/validate`),
      payload: {},
    };
  }),
  claimCampaignReward: gamer(async (testApp, session) => {
    const { campaign, tasks } = await emailCampaign(testApp);
    await startAndValidate(testApp, session, campaign.id, [firstTaskId(tasks)]);
    return {
      method: "POST",
      url: progressUrl(campaign.id, "claim-reward"),
      headers: { "idempotency-key": randomUUID() },
    };
  }),
  getDistributionProgress: async (testApp) => ({
    method: "GET",
    url: `/api/send/distribute/status/progress?campaignId=${(await createTestCampaign(testApp)).campaign.id}`,
  }),
  listCampaignLeaderboard: gamer(async (testApp, session) => {
    const { campaign, tasks } = await emailCampaign(testApp, {
      distribution: "LEADERBOARD",
      distributionConfig: { tiers: [{ fromRank: 1, toRank: 3, amount: 100 }] },
    });
    await startAndValidate(testApp, session, campaign.id, [firstTaskId(tasks)]);
    return { method: "GET", url: `/api/campaigns/${campaign.slug}/leaderboard?pageLimit=8` };
  }),
  searchCampaignsByTitle: admin(() => ({
    method: "GET",
    url: "/api/admin/campaigns?title=drop&pageLimit=8",
  })),
  getAdminCampaign: admin(async (testApp) => ({
    method: "GET",
    url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT" })).campaign.slug}`,
  })),
  createCampaign: admin(() => ({ method: "POST", url: "/api/admin/campaigns", payload: campaignInput() })),
  updateCampaign: admin(async (testApp) => ({
    method: "PATCH",
    url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT" })).campaign.id}`,
    payload: { title: "A better title", featured: true },
  })),
  publishCampaign: admin(async (testApp) => ({
    method: "POST",
    url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT" })).campaign.id}/publish`,
  })),
  archiveCampaign: admin(async (testApp) => ({
    method: "POST",
    url: `/api/admin/campaigns/${(await createTestCampaign(testApp)).campaign.id}/archive`,
  })),
  addSpecialCodes: admin(async (testApp) => {
    const { campaign, tasks } = await createTestCampaign(testApp, { tasks: [{ type: "SPECIAL_CODE" }] });
    return {
      method: "POST",
      url: `/api/admin/campaigns/${campaign.id}/tasks/${firstTaskId(tasks)}/special-codes`,
      payload: { codes: ["LOOT-42", "BONUS-7"], useLimit: 10 },
    };
  }),
};

/** Another gamer's progress path. */
const someoneElses = (
  rest: (testApp: TestApp) => Promise<{ readonly campaignId: string; readonly path: string }>,
  extra: Partial<InjectOptions> = {},
) =>
  gamer(async (testApp) => {
    const other = await signInGamer(testApp);
    const { campaignId, path } = await rest(testApp);
    return { method: "POST", url: progressUrl(campaignId, path, other.userId), payload: {}, ...extra };
  });

const liveCampaign = async (testApp: TestApp) => {
  const { campaign, tasks } = await createTestCampaign(testApp);
  return { campaignId: campaign.id, taskId: firstTaskId(tasks) };
};

export const CAMPAIGN_PROVOCATIONS: Partial<
  Record<CampaignOperationId, Partial<Record<number, Recipe | CampaignProvocation>>>
> = {
  listCampaignsByState: { 400: { url: "/api/campaigns/by-state?pageLimit=10" } },
  getCampaign: {
    400: { url: "/api/campaigns/Not_A_Slug" },
    404: as("CampaignNotFound", { url: "/api/campaigns/no-such-campaign" }),
  },
  startCampaign: {
    400: gamer(async (testApp) => ({
      method: "POST",
      url: progressUrl((await liveCampaign(testApp)).campaignId, "start"),
      payload: { referral: 42 },
    })),
    403: as(
      "ProgressOwnerMismatch",
      someoneElses(async (testApp) => ({
        campaignId: (await liveCampaign(testApp)).campaignId,
        path: "start",
      })),
    ),
    404: as(
      "CampaignNotFound",
      gamer(() => ({ method: "POST", url: progressUrl(randomUUID(), "start"), payload: {} })),
    ),
    409: as(
      "CampaignNotStarted",
      gamer(async (testApp) => {
        const { campaign } = await createTestCampaign(testApp, {
          startsAt: new Date(Date.now() + DAY),
          endsAt: new Date(Date.now() + 2 * DAY),
        });
        return { method: "POST", url: progressUrl(campaign.id, "start"), payload: {} };
      }),
    ),
  },
  validateCampaignTask: {
    400: gamer(async (testApp) => {
      const { campaignId, taskId } = await liveCampaign(testApp);
      return {
        method: "POST",
        url: progressUrl(campaignId, `tasks/${taskId}/validate`),
        payload: { code: 7 },
      };
    }),
    403: as(
      "ProgressOwnerMismatch",
      someoneElses(async (testApp) => {
        const { campaignId, taskId } = await liveCampaign(testApp);
        return { campaignId, path: `tasks/${taskId}/validate` };
      }),
    ),
    404: as(
      "CampaignTaskNotFound",
      gamer(async (testApp, session) => {
        const { campaignId } = await liveCampaign(testApp);
        await startAndValidate(testApp, session, campaignId, []);
        return {
          method: "POST",
          url: progressUrl(campaignId, `tasks/${randomUUID()}/validate`),
          payload: {},
        };
      }),
    ),
    // The second task waits for the first (a phone this gamer never verified).
    409: as(
      "TaskLocked",
      gamer(async (testApp, session) => {
        const { campaign, tasks } = await createTestCampaign(testApp, { tasks: [PHONE_TASK, EMAIL_TASK] });
        await startAndValidate(testApp, session, campaign.id, []);
        return {
          method: "POST",
          url: progressUrl(campaign.id, `tasks/${tasks[1]?.id ?? ""}/validate`),
          payload: {},
        };
      }),
    ),
    422: as(
      "TaskVerificationNotConfigured",
      gamer(async (testApp, session) => {
        const { campaign, tasks } = await createTestCampaign(testApp, {
          // Holdings on a chain this server does not read (test apps read the local one, or none).
          tasks: [
            {
              type: "HOLD_TOKEN",
              config: {
                chain: "polygon",
                contract: "0x0000000000000000000000000000000000001010",
                minAmount: "1",
              },
            },
          ],
        });
        await startAndValidate(testApp, session, campaign.id, []);
        return {
          method: "POST",
          url: progressUrl(campaign.id, `tasks/${firstTaskId(tasks)}/validate`),
          payload: {},
        };
      }),
    ),
  },
  claimCampaignReward: {
    400: gamer(async (testApp) => ({
      method: "POST",
      url: progressUrl((await liveCampaign(testApp)).campaignId, "claim-reward"),
    })),
    403: as(
      "ProgressOwnerMismatch",
      someoneElses(
        async (testApp) => ({ campaignId: (await liveCampaign(testApp)).campaignId, path: "claim-reward" }),
        { headers: { "idempotency-key": randomUUID() } },
      ),
    ),
    404: as(
      "CampaignNotFound",
      gamer(() => ({
        method: "POST",
        url: progressUrl(randomUUID(), "claim-reward"),
        headers: { "idempotency-key": randomUUID() },
      })),
    ),
    409: as(
      "TaskLocked",
      gamer(async (testApp, session) => {
        const { campaign } = await createTestCampaign(testApp, { tasks: [PHONE_TASK] });
        await startAndValidate(testApp, session, campaign.id, []);
        return {
          method: "POST",
          url: progressUrl(campaign.id, "claim-reward"),
          headers: { "idempotency-key": randomUUID() },
        };
      }),
    ),
    // Raffle rewards are drawn when the campaign ends, never claimed.
    422: as(
      "ClaimFailed",
      gamer(async (testApp, session) => {
        const { campaign, tasks } = await emailCampaign(testApp, { distribution: "RAFFLE" });
        await startAndValidate(testApp, session, campaign.id, [firstTaskId(tasks)]);
        return {
          method: "POST",
          url: progressUrl(campaign.id, "claim-reward"),
          headers: { "idempotency-key": randomUUID() },
        };
      }),
    ),
  },
  getDistributionProgress: {
    400: { url: "/api/send/distribute/status/progress" },
    404: as("CampaignNotFound", { url: `/api/send/distribute/status/progress?campaignId=${randomUUID()}` }),
  },
  listCampaignLeaderboard: {
    400: { url: "/api/campaigns/Not_A_Slug/leaderboard" },
    // Everyone who completes is paid: nobody is ranked.
    404: as("CampaignLeaderboardNotFound", async (testApp) => ({
      url: `/api/campaigns/${(await createTestCampaign(testApp)).campaign.id}/leaderboard`,
    })),
  },
  searchCampaignsByTitle: {
    400: admin(() => ({ url: "/api/admin/campaigns?pageLimit=10" })),
    403: as(
      "AdminRoleRequired",
      gamer(() => ({ url: "/api/admin/campaigns" })),
    ),
  },
  createCampaign: {
    400: admin(() => ({ method: "POST", url: "/api/admin/campaigns", payload: { title: "No dates" } })),
    403: as(
      "AdminRoleRequired",
      gamer(() => ({ method: "POST", url: "/api/admin/campaigns", payload: campaignInput() })),
    ),
    409: as(
      "CampaignSlugTaken",
      admin(async (testApp) => {
        const { campaign } = await createTestCampaign(testApp);
        return {
          method: "POST",
          url: "/api/admin/campaigns",
          payload: { ...campaignInput(), slug: campaign.slug },
        };
      }),
    ),
    422: as(
      "CampaignConfigInvalid",
      admin(() => ({
        method: "POST",
        url: "/api/admin/campaigns",
        payload: {
          ...campaignInput(),
          distribution: {
            method: "LEADERBOARD",
            tiers: [
              { fromRank: 1, toRank: 5, amount: 100 },
              { fromRank: 5, toRank: 9, amount: 50 },
            ],
          },
        },
      })),
    ),
  },
  updateCampaign: {
    400: admin(async (testApp) => ({
      method: "PATCH",
      url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT" })).campaign.id}`,
      payload: {},
    })),
    403: as(
      "AdminRoleRequired",
      gamer(async (testApp) => ({
        method: "PATCH",
        url: `/api/admin/campaigns/${(await liveCampaign(testApp)).campaignId}`,
        payload: { title: "Mine" },
      })),
    ),
    404: as(
      "CampaignNotFound",
      admin(() => ({
        method: "PATCH",
        url: `/api/admin/campaigns/${randomUUID()}`,
        payload: { title: "Lost" },
      })),
    ),
    // A published campaign's reward is what gamers took part for.
    409: as(
      "CampaignPublishedLocked",
      admin(async (testApp) => ({
        method: "PATCH",
        url: `/api/admin/campaigns/${(await liveCampaign(testApp)).campaignId}`,
        payload: { reward: { currency: "KCASH", amount: 1 } },
      })),
    ),
    422: as(
      "CampaignConfigInvalid",
      admin(async (testApp) => {
        const { campaign } = await createTestCampaign(testApp, { lifecycle: "DRAFT" });
        return {
          method: "PATCH",
          url: `/api/admin/campaigns/${campaign.id}`,
          payload: { endsAt: new Date(campaign.startsAt.getTime() - DAY).toISOString() },
        };
      }),
    ),
  },
  publishCampaign: {
    400: admin(() => ({ method: "POST", url: "/api/admin/campaigns/Not_A_Slug/publish" })),
    403: as(
      "AdminRoleRequired",
      gamer(async (testApp) => ({
        method: "POST",
        url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT" })).campaign.id}/publish`,
      })),
    ),
    404: as(
      "CampaignNotFound",
      admin(() => ({ method: "POST", url: `/api/admin/campaigns/${randomUUID()}/publish` })),
    ),
    409: as(
      "CampaignArchived",
      admin(async (testApp) => ({
        method: "POST",
        url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "ARCHIVED" })).campaign.id}/publish`,
      })),
    ),
    422: as(
      "CampaignConfigInvalid",
      admin(async (testApp) => ({
        method: "POST",
        url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT", tasks: [] })).campaign.id}/publish`,
      })),
    ),
  },
  getAdminCampaign: {
    400: admin(() => ({ method: "GET", url: "/api/admin/campaigns/Not_A_Slug" })),
    403: as(
      "AdminRoleRequired",
      gamer(async (testApp) => ({
        method: "GET",
        url: `/api/admin/campaigns/${(await createTestCampaign(testApp, { lifecycle: "DRAFT" })).campaign.id}`,
      })),
    ),
    404: as(
      "CampaignNotFound",
      admin(() => ({ method: "GET", url: `/api/admin/campaigns/${randomUUID()}` })),
    ),
  },
  archiveCampaign: {
    400: admin(() => ({ method: "POST", url: "/api/admin/campaigns/Not_A_Slug/archive" })),
    403: as(
      "AdminRoleRequired",
      gamer(async (testApp) => ({
        method: "POST",
        url: `/api/admin/campaigns/${(await liveCampaign(testApp)).campaignId}/archive`,
      })),
    ),
    404: as(
      "CampaignNotFound",
      admin(() => ({ method: "POST", url: `/api/admin/campaigns/${randomUUID()}/archive` })),
    ),
  },
  addSpecialCodes: {
    400: admin(async (testApp) => {
      const { campaignId, taskId } = await liveCampaign(testApp);
      return {
        method: "POST",
        url: `/api/admin/campaigns/${campaignId}/tasks/${taskId}/special-codes`,
        payload: { codes: [], useLimit: 1 },
      };
    }),
    403: as(
      "AdminRoleRequired",
      gamer(async (testApp) => {
        const { campaignId, taskId } = await liveCampaign(testApp);
        return {
          method: "POST",
          url: `/api/admin/campaigns/${campaignId}/tasks/${taskId}/special-codes`,
          payload: { codes: ["FREE-LOOT"], useLimit: 1 },
        };
      }),
    ),
    404: as(
      "CampaignTaskNotFound",
      admin(async (testApp) => ({
        method: "POST",
        url: `/api/admin/campaigns/${(await liveCampaign(testApp)).campaignId}/tasks/${randomUUID()}/special-codes`,
        payload: { codes: ["LOST-CODE"], useLimit: 1 },
      })),
    ),
    // The campaign's task is a phone check, not a code.
    422: as(
      "CampaignConfigInvalid",
      admin(async (testApp) => {
        const { campaignId, taskId } = await liveCampaign(testApp);
        return {
          method: "POST",
          url: `/api/admin/campaigns/${campaignId}/tasks/${taskId}/special-codes`,
          payload: { codes: ["NOT-HERE"], useLimit: 1 },
        };
      }),
    ),
  },
};
