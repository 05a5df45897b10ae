/**
 * The K-Quest and third-party operations for the suites that hold every operation against the contract: one
 * request each that succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke
 * each documented error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes
 * on its own (401 without a token, 415, 429, 500) are not listed, except where the operation has no token.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { PROFILE_PICTURE_MAX_BYTES } from "@/domain/constants/limits";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignsTable } from "@/server/db/schema/campaigns";
import type { OperationId } from "@/server/http/operations";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { createTestQuest, saveGameUsername, type TestQuest } from "@/server/testing/quests";
import { sessionByEmail, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";
import { createTestThirdPartyClient, testHandoffCode, testPartnerToken } from "@/server/testing/third-party";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface QuestProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type QuestOperationId = Extract<
  OperationId,
  | "listQuests"
  | "getQuestFilters"
  | "listGameQuests"
  | "listQuestsByTab"
  | "listLiveQuests"
  | "listQuestGames"
  | "listMyQuests"
  | "getQuestSlots"
  | "getQuestStatus"
  | "startQuest"
  | "submitQuestProof"
  | "submitQuestProofV2"
  | "submitQuestProofV3"
  | "listClanChiefQuests"
  | "getQuest"
  | "listQuestsOfGame"
  | "listQuestProofs"
  | "reviewQuestProof"
  | "getThirdPartyRedirectUrl"
  | "exchangeHandoffCode"
  | "getPartnerGamer"
  | "getPartnerQuestStatus"
  | "createThirdPartyClient"
>;

const as = (code: string, request: Recipe): QuestProvocation => ({ request, code });

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByEmail(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A request of a fresh admin. */
const admin =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signInAsAdmin(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A partner game's call with a partner token (its client registered without a game), to `url`. */
const partner =
  (url: (testApp: TestApp) => string | Promise<string>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const { partnerToken } = await testPartnerToken(testApp);
    return { method: "GET", url: await url(testApp), headers: { authorization: `Bearer ${partnerToken}` } };
  };

const testJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#2da44e" } })
    .jpeg()
    .toBuffer();

const quest = (testApp: TestApp, options: Parameters<typeof createTestQuest>[1] = {}) =>
  createTestQuest(testApp.database.db, options);

/** The gamer saved a Bullieverse user name and started the quest. */
const startedQuest = async (testApp: TestApp, session: TestSession): Promise<TestQuest> => {
  const started = await quest(testApp);
  await saveGameUsername(testApp, session, started.gameId ?? 0);
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/quest/start",
    headers: session.authorization,
    payload: { questId: started.id },
  });
  if (response.statusCode !== 200) throw new Error(`The quest did not start: ${response.body}`);
  return started;
};

const proofUpload = async (url: string): Promise<InjectOptions> => ({
  method: "POST",
  url,
  headers: { "content-type": "image/jpeg" },
  payload: await testJpeg(),
});

const proofUrls = {
  submitQuestProof: (started: TestQuest) => `/api/quest/proof?questId=${started.id}`,
  submitQuestProofV2: (started: TestQuest) => `/api/quest/v2/proof?questId=${started.id}&note=cleared`,
  submitQuestProofV3: (started: TestQuest) =>
    `/api/quest/v3/proof?questId=${started.id}&taskId=${started.taskIds[0] ?? ""}&note=cleared`,
} as const;

/** A pending proof of a fresh gamer, reviewed by a fresh admin. */
const pendingProof = async (testApp: TestApp): Promise<string> => {
  const session = await sessionByEmail(testApp);
  const started = await startedQuest(testApp, session);
  const sent = await testApp.app.inject({
    ...(await proofUpload(proofUrls.submitQuestProof(started))),
    headers: { "content-type": "image/jpeg", ...session.authorization },
  });
  if (sent.statusCode !== 201) throw new Error(`The proof was not taken: ${sent.body}`);
  return sent.json<{ id: string }>().id;
};

/** A code made for a fresh gamer and a fresh client, with the client's secret. */
const handoff = async (testApp: TestApp) => {
  const client = await createTestThirdPartyClient(testApp);
  const { code } = await testHandoffCode(testApp, client);
  return { clientId: client.clientId, clientSecret: client.clientSecret, code };
};

const proofProvocations = (operation: keyof typeof proofUrls) => ({
  400: gamer(async (testApp, session) => ({
    ...(await proofUpload(proofUrls[operation](await startedQuest(testApp, session)))),
    payload: Buffer.from("GIF89a not a jpeg at all"),
  })),
  404: as(
    "CampaignNotFound",
    gamer(async () =>
      proofUpload(
        proofUrls[operation]({
          id: "no-such-quest",
          slug: "no-such-quest",
          gameId: null,
          taskIds: [randomUUID()],
        }),
      ),
    ),
  ),
  409: as(
    "CampaignNotJoined",
    gamer(async (testApp) => proofUpload(proofUrls[operation](await quest(testApp)))),
  ),
  413: gamer(async (testApp) => ({
    ...(await proofUpload(proofUrls[operation](await quest(testApp)))),
    payload: Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1, 0xff),
  })),
});

export const QUEST_REQUESTS: { readonly [K in QuestOperationId]: Recipe } = {
  listQuests: { method: "GET", url: "/api/quest?pageLimit=8" },
  getQuestFilters: { method: "GET", url: "/api/quest/filter" },
  listGameQuests: { method: "GET", url: "/api/quest/questlist?game=bullieverse" },
  listQuestsByTab: { method: "GET", url: "/api/quest/v2/questlist?tab=upcoming&pageLimit=20" },
  listLiveQuests: { method: "GET", url: "/api/quest/live" },
  listQuestGames: { method: "GET", url: "/api/quest/gamelist" },
  listMyQuests: gamer(async (testApp, session) => {
    await startedQuest(testApp, session);
    return { method: "GET", url: "/api/userquest/me" };
  }),
  getQuestSlots: async (testApp) => ({
    method: "GET",
    url: `/api/quest/slots?questId=${(await quest(testApp)).slug}`,
  }),
  getQuestStatus: gamer(async (testApp, session) => ({
    method: "GET",
    url: `/api/quest/queststatus?questId=${(await startedQuest(testApp, session)).id}`,
  })),
  startQuest: gamer(async (testApp, session) => {
    const fresh = await quest(testApp);
    await saveGameUsername(testApp, session, fresh.gameId ?? 0);
    return { method: "POST", url: "/api/quest/start", payload: { questId: fresh.slug } };
  }),
  submitQuestProof: gamer(async (testApp, session) =>
    proofUpload(proofUrls.submitQuestProof(await startedQuest(testApp, session))),
  ),
  submitQuestProofV2: gamer(async (testApp, session) =>
    proofUpload(proofUrls.submitQuestProofV2(await startedQuest(testApp, session))),
  ),
  submitQuestProofV3: gamer(async (testApp, session) =>
    proofUpload(proofUrls.submitQuestProofV3(await startedQuest(testApp, session))),
  ),
  listClanChiefQuests: gamer(async (testApp) => {
    await quest(testApp, { taskTypes: ["CREATE_REFERRAL"] });
    return { method: "GET", url: "/api/userquest/clanchief/v2?pageLimit=8" };
  }),
  getQuest: async (testApp) => ({ method: "GET", url: `/api/quests/${(await quest(testApp)).slug}` }),
  listQuestsOfGame: { method: "GET", url: "/api/game/bullieverse/quests" },
  listQuestProofs: admin(async (testApp) => {
    await pendingProof(testApp);
    return { method: "GET", url: "/api/admin/quest-proofs?status=PENDING" };
  }),
  reviewQuestProof: admin(async (testApp) => ({
    method: "POST",
    url: `/api/admin/quest-proofs/${await pendingProof(testApp)}/review`,
    payload: { decision: "APPROVED" },
  })),
  getThirdPartyRedirectUrl: gamer(async (testApp) => ({
    method: "GET",
    url: `/api/third-party-client/redirect-url?clientId=${(await createTestThirdPartyClient(testApp)).clientId}`,
  })),
  exchangeHandoffCode: async (testApp) => ({
    method: "POST",
    url: "/api/third-party-client/auth-tokens",
    payload: await handoff(testApp),
  }),
  getPartnerGamer: async (testApp) => ({
    method: "GET",
    url: "/api/third-party-client/gamer",
    headers: { authorization: `Bearer ${(await testPartnerToken(testApp)).partnerToken}` },
  }),
  getPartnerQuestStatus: async (testApp) => {
    const ownQuest = await quest(testApp);
    const { partnerToken } = await testPartnerToken(testApp, { gameId: ownQuest.gameId ?? 0 });
    return {
      method: "GET",
      url: `/api/third-party-client/quest-status?questId=${ownQuest.id}`,
      headers: { authorization: `Bearer ${partnerToken}` },
    };
  },
  createThirdPartyClient: admin(() => ({
    method: "POST",
    url: "/api/admin/third-party-clients",
    payload: { name: "Colexion", redirectUrl: "https://colexion.example/kleos" },
  })),
};

export const QUEST_PROVOCATIONS: {
  readonly [K in QuestOperationId]?: Partial<Record<number, Recipe | QuestProvocation>>;
} = {
  listQuests: { 400: { url: "/api/quest?pageLimit=7" } },
  listGameQuests: {
    400: { url: "/api/quest/questlist" },
    404: as("GameNotFound", { url: "/api/quest/questlist?game=no-such-game" }),
  },
  listQuestsByTab: { 400: { url: "/api/quest/v2/questlist?tab=soon" } },
  listLiveQuests: { 400: { url: "/api/quest/live?pageOffset=-1" } },
  listMyQuests: { 400: gamer(() => ({ url: "/api/userquest/me?pageLimit=100" })) },
  getQuestSlots: {
    400: { url: "/api/quest/slots" },
    404: as("CampaignNotFound", { url: "/api/quest/slots?questId=no-such-quest" }),
  },
  getQuestStatus: {
    400: gamer(() => ({ url: "/api/quest/queststatus?questId=Not_A_Slug" })),
    404: as(
      "CampaignNotFound",
      gamer(() => ({ url: "/api/quest/queststatus?questId=no-such-quest" })),
    ),
  },
  getPartnerQuestStatus: {
    400: partner(() => "/api/third-party-client/quest-status?questId=Not_A_Slug"),
    // A quest of another game than the partner's own.
    404: as(
      "CampaignNotFound",
      partner(async (testApp) => `/api/third-party-client/quest-status?questId=${(await quest(testApp)).id}`),
    ),
  },
  startQuest: {
    400: gamer(() => ({ method: "POST", url: "/api/quest/start", payload: { quest: "x" } })),
    // Open to Brazil only; the gamer's profile says India.
    403: as(
      "CampaignNotApplicable",
      gamer(async (testApp, session) => {
        const brazilOnly = await createTestQuest(testApp.database.db, { game: null });
        await testApp.database.db
          .update(campaignsTable)
          .set({ applicableCountries: ["BR"] })
          .where(eq(campaignsTable.id, brazilOnly.id));
        await testApp.database.db
          .update(usersTable)
          .set({ countryCode: "IN" })
          .where(eq(usersTable.id, session.userId));
        return { method: "POST", url: "/api/quest/start", payload: { questId: brazilOnly.id } };
      }),
    ),
    404: as(
      "CampaignNotFound",
      gamer(() => ({ method: "POST", url: "/api/quest/start", payload: { questId: "no-such-quest" } })),
    ),
    409: as(
      "QuestSlotsFull",
      gamer(async (testApp, session) => {
        const full = await quest(testApp, { slots: 1 });
        const holder = await sessionByEmail(testApp);
        await saveGameUsername(testApp, holder, full.gameId ?? 0);
        await testApp.app.inject({
          method: "POST",
          url: "/api/quest/start",
          headers: holder.authorization,
          payload: { questId: full.id },
        });
        await saveGameUsername(testApp, session, full.gameId ?? 0);
        return { method: "POST", url: "/api/quest/start", payload: { questId: full.id } };
      }),
    ),
    422: as(
      "QuestLoginMethodInvalid",
      gamer(async (testApp) => ({
        method: "POST",
        url: "/api/quest/start",
        payload: { questId: (await quest(testApp)).id },
      })),
    ),
  },
  submitQuestProof: proofProvocations("submitQuestProof"),
  submitQuestProofV2: proofProvocations("submitQuestProofV2"),
  submitQuestProofV3: {
    ...proofProvocations("submitQuestProofV3"),
    404: as(
      "CampaignTaskNotFound",
      gamer(async (testApp, session) => {
        const started = await startedQuest(testApp, session);
        return proofUpload(proofUrls.submitQuestProofV3({ ...started, taskIds: [randomUUID()] }));
      }),
    ),
  },
  listClanChiefQuests: { 400: gamer(() => ({ url: "/api/userquest/clanchief/v2?pageLimit=3" })) },
  getQuest: {
    400: { url: "/api/quests/Not_A_Slug" },
    404: as("CampaignNotFound", { url: "/api/quests/no-such-quest" }),
  },
  listQuestsOfGame: {
    400: { url: "/api/game/Not_A_Slug/quests" },
    404: as("GameNotFound", { url: "/api/game/no-such-game/quests" }),
  },
  listQuestProofs: {
    400: admin(() => ({ url: "/api/admin/quest-proofs?status=MAYBE" })),
    403: as(
      "AdminRoleRequired",
      gamer(() => ({ url: "/api/admin/quest-proofs" })),
    ),
  },
  reviewQuestProof: {
    400: admin(async (testApp) => ({
      method: "POST",
      url: `/api/admin/quest-proofs/${await pendingProof(testApp)}/review`,
      payload: { decision: "MAYBE" },
    })),
    403: as(
      "AdminRoleRequired",
      gamer(async (testApp) => ({
        method: "POST",
        url: `/api/admin/quest-proofs/${await pendingProof(testApp)}/review`,
        payload: { decision: "APPROVED" },
      })),
    ),
    404: as(
      "QuestProofNotFound",
      admin(() => ({
        method: "POST",
        url: `/api/admin/quest-proofs/${randomUUID()}/review`,
        payload: { decision: "REJECTED" },
      })),
    ),
    409: as(
      "QuestProofAlreadyReviewed",
      admin(async (testApp, session) => {
        const proofId = await pendingProof(testApp);
        const review = { method: "POST" as const, url: `/api/admin/quest-proofs/${proofId}/review` };
        await testApp.app.inject({
          ...review,
          headers: session.authorization,
          payload: { decision: "REJECTED" },
        });
        return { ...review, payload: { decision: "APPROVED" } };
      }),
    ),
  },
  getThirdPartyRedirectUrl: {
    400: gamer(() => ({ url: "/api/third-party-client/redirect-url" })),
    404: as(
      "ThirdPartyClientNotFound",
      gamer(() => ({ url: "/api/third-party-client/redirect-url?clientId=kc_nobody" })),
    ),
  },
  exchangeHandoffCode: {
    400: as("HandoffCodeInvalid", async (testApp) => {
      const used = await handoff(testApp);
      const request = { method: "POST" as const, url: "/api/third-party-client/auth-tokens", payload: used };
      await testApp.app.inject(request);
      return request;
    }),
    401: as("ThirdPartyClientUnauthorized", async (testApp) => ({
      method: "POST",
      url: "/api/third-party-client/auth-tokens",
      payload: { ...(await handoff(testApp)), clientSecret: "not-the-secret" },
    })),
  },
  createThirdPartyClient: {
    400: as(
      "RedirectUrlNotAllowed",
      admin(() => ({
        method: "POST",
        url: "/api/admin/third-party-clients",
        payload: { name: "Plain http", redirectUrl: "http://game.example.com/kleos" },
      })),
    ),
    403: as(
      "AdminRoleRequired",
      gamer(() => ({
        method: "POST",
        url: "/api/admin/third-party-clients",
        payload: { name: "Not mine", redirectUrl: "https://game.example.com/kleos" },
      })),
    ),
    404: as(
      "GameNotFound",
      admin(() => ({
        method: "POST",
        url: "/api/admin/third-party-clients",
        payload: { name: "Lost game", redirectUrl: "https://game.example.com/kleos", gameId: 999_999 },
      })),
    ),
  },
};
