/**
 * K-Drop campaigns and K-Quest quests as the site calls them: the lists, a campaign's page for a guest and for
 * a gamer (progress, task lock, main button), the start, a special code's validation right and wrong, the
 * claim through the ledger, the problems the page reacts to, the referral code, and the admins' search and the
 * verification record of a campaign's tasks — the
 * campaigns, quests and admin features' own request functions against Pact's mock server.
 *
 * What the page branches on is fixed literally (status, kind, task type and lock, task state, the button's
 * state, the validation's errorCode and errorType, problem codes); ids, instants and free texts are matched by
 * kind. The campaign of the states is the K-Drop `kickstart`: a SPECIAL_CODE task, then a CREATE_REFERRAL task,
 * 100 K-Points to everyone who completes both.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { adminRequests } from "@/web/features/admin/api/admin-api";
import {
  campaignRequests,
  taskRedirectPath,
  type CampaignTask,
} from "@/web/features/campaigns/api/campaigns-api";
import { questRequests } from "@/web/features/campaigns/api/quests-api";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";
import { KICKSTART_CODE, STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  slug,
  uuid,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const EXAMPLE_CAMPAIGN_ID = "c0ffee00-1111-4a4a-8b8b-000000000001";
const EXAMPLE_CODE_TASK_ID = "c0ffee00-2222-4a4a-8b8b-000000000002";
const EXAMPLE_REFERRAL_TASK_ID = "c0ffee00-3333-4a4a-8b8b-000000000003";
const EXAMPLE_QUEST_ID = "c0ffee00-4444-4a4a-8b8b-000000000004";
const EXAMPLE_TRANSACTION_ID = "c0ffee00-5555-4a4a-8b8b-000000000005";
const EXAMPLE_KEY = "5d2c9a1e-7b3f-4e8d-9c6a-1f0e2d3c4b5a";
const IDEMPOTENCY_KEY = regex("^[A-Za-z0-9._:-]{8,128}$", EXAMPLE_KEY);

const STARTS_AT = "2026-03-01T10:00:00.000Z";
const ENDS_AT = "2026-03-08T10:00:00.000Z";

/** The progress path of the live campaign, with the ids the provider state made. */
const progressPath = (rest: string, example: string) =>
  fromProviderState(
    `/api/user-progress/me/campaigns/\${campaignId}${rest}`,
    `/api/user-progress/me/campaigns/${EXAMPLE_CAMPAIGN_ID}${example}`,
  );

/** 100 K-Points (no decimals): the card and the claim dialog show it in the reward's currency. */
const kickstartReward = { currency: "KPOINTS", amount: integer(100), decimals: 0 };

const distributionState = (example: string) => regex("^(PENDING|PROCESSING|CREDITED)$", example);

const kickstartSummary = {
  id: uuid(EXAMPLE_CAMPAIGN_ID),
  kind: "campaign",
  slug: slug("kickstart"),
  title: string("Kickstart"),
  description: string("Type the code from the launch stream, then make your referral code."),
  game: null,
  status: "LIVE",
  startsAt: instant(STARTS_AT),
  endsAt: instant(ENDS_AT),
  featured: boolean(false),
  isPrivate: boolean(false),
  reward: kickstartReward,
  distribution: { method: "EVERYONE" },
  taskCount: 2,
  participantCount: integer(1),
  bannerImage: string("/media/campaigns/kickstart.svg"),
};

type TaskState = "VALIDATE" | "REVALIDATE" | "VERIFIED";

const taskProgress = (state: TaskState) => ({
  state,
  attempts: integer(0),
  verifiedAt: state === "VERIFIED" ? instant(STARTS_AT) : null,
  lastError: null,
});

/** The kickstart's two tasks in order; the referral task waits for the code (the task lock). */
const kickstartTasks = (progress?: { readonly code: TaskState; readonly referral: TaskState }) => [
  {
    id: uuid(EXAMPLE_CODE_TASK_ID),
    position: integer(0),
    type: "SPECIAL_CODE",
    title: string("Type the launch code"),
    description: string(""),
    active: true,
    points: integer(10),
    config: {},
    locked: false,
    ...(progress === undefined ? {} : { progress: taskProgress(progress.code) }),
  },
  {
    id: uuid(EXAMPLE_REFERRAL_TASK_ID),
    position: integer(1),
    type: "CREATE_REFERRAL",
    title: string("Create your referral code"),
    description: string(""),
    active: true,
    points: integer(10),
    config: {},
    locked: progress?.code !== "VERIFIED",
    ...(progress === undefined ? {} : { progress: taskProgress(progress.referral) }),
  },
];

/** The signed-in gamer's progress in the live kickstart, `completed` of its 2 tasks verified, not claimed. */
const startedProgress = (completed: number) => ({
  started: true,
  completedTasks: completed,
  totalTasks: 2,
  rewardClaimed: false,
  claimOpen: true,
  startedAt: instant(STARTS_AT),
  completedAt: completed === 2 ? instant(STARTS_AT) : null,
  claimedAt: null,
  claimTransactionId: null,
  score: integer(completed * 10),
});

const continueButton = (completed: number) => ({
  state: "CONTINUE_TASKS",
  completedTasks: completed,
  totalTasks: 2,
  progress: completed / 2,
});

const kickstartDetail = {
  ...kickstartSummary,
  claimEndsAt: instant("2026-03-15T10:00:00.000Z"),
  applicableContinents: [],
  applicableCountries: [],
  distributionState: distributionState("PENDING"),
  slots: null,
  raffle: null,
};

const bullieverse = {
  id: integer(7),
  name: string("Bullieverse"),
  slug: slug("bullieverse"),
  iconImage: string("/media/games/bullieverse-icon.svg"),
};

const questSummary = {
  ...kickstartSummary,
  id: uuid(EXAMPLE_QUEST_ID),
  kind: "quest",
  slug: slug("bullie-boss-rush"),
  title: string("Bullie boss rush"),
  description: string("Save your Bullieverse player name, then beat the boss."),
  game: bullieverse,
  taskCount: 1,
  participantCount: integer(0),
};

/** The kickstart as the admins' console reads it (AdminCampaign). */
const adminKickstart = {
  id: uuid(EXAMPLE_CAMPAIGN_ID),
  kind: "campaign",
  slug: slug("kickstart"),
  title: string("Kickstart"),
  description: string("Type the code from the launch stream, then make your referral code."),
  gameId: null,
  lifecycle: "PUBLISHED",
  status: "LIVE",
  startsAt: instant(STARTS_AT),
  endsAt: instant(ENDS_AT),
  claimEndsAt: instant("2026-03-15T10:00:00.000Z"),
  featured: boolean(false),
  isPrivate: boolean(false),
  applicableContinents: [],
  applicableCountries: [],
  reward: kickstartReward,
  distribution: { method: "EVERYONE" },
  distributionState: distributionState("PENDING"),
  claimedCount: integer(0),
  participantCount: integer(0),
  slots: null,
  bannerImage: string("/media/campaigns/kickstart.svg"),
  raffleSeedHash: null,
  publishedAt: instant("2026-02-28T10:00:00.000Z"),
  createdAt: instant("2026-02-27T10:00:00.000Z"),
  updatedAt: instant("2026-02-28T10:00:00.000Z"),
  tasks: [
    {
      id: uuid(EXAMPLE_CODE_TASK_ID),
      position: integer(0),
      type: "SPECIAL_CODE",
      title: string("Type the launch code"),
      description: string(""),
      config: {},
      active: true,
      points: integer(10),
      specialCodeCount: integer(1),
    },
    {
      id: uuid(EXAMPLE_REFERRAL_TASK_ID),
      position: integer(1),
      type: "CREATE_REFERRAL",
      title: string("Create your referral code"),
      description: string(""),
      config: {},
      active: true,
      points: integer(10),
    },
  ],
};

const client = (url: string) => createApiClient({ baseUrl: url });

/** The failure a request function threw (an ApiError for a problem answer). */
const failureOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("K-Drop campaigns", () => {
  it("lists the live campaigns, 8 to a page", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .uponReceiving("a guest's request for the first 8 live K-Drop campaigns")
      .withRequest("GET", "/api/campaigns/by-state", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ kind: "campaign", status: "LIVE", pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({ ...kickstartSummary, participantCount: integer(0) }),
          page: { pageOffset: 0, pageLimit: 8, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await campaignRequests.listCampaignsByState(client(mockServer.url), {
          kind: "campaign",
          status: "LIVE",
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(page.items[0]).toMatchObject({ kind: "campaign", status: "LIVE", slug: "kickstart" });
        expect(page.page).toEqual({ pageOffset: 0, pageLimit: 8, total: 1 });
      });
  });

  it("shows a guest a campaign by its slug, with the second task locked", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .uponReceiving("a guest's request for the live campaign kickstart")
      .withRequest("GET", "/api/campaigns/kickstart", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...kickstartDetail,
          participantCount: integer(0),
          tasks: kickstartTasks(),
          button: { state: "GET_STARTED" },
        }),
      )
      .executeTest(async (mockServer) => {
        const campaign = await campaignRequests.getCampaign(client(mockServer.url), "kickstart");
        expect(campaign.button).toEqual({ state: "GET_STARTED" });
        expect(campaign.tasks.map((task) => [task.type, task.locked])).toEqual([
          ["SPECIAL_CODE", false],
          ["CREATE_REFERRAL", true],
        ]);
        expect(campaign.userProgress).toBeUndefined();
      });
  });

  it("shows a gamer who started it their progress and each task's state", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveCampaign)
      .uponReceiving("a request for the live campaign kickstart by a gamer who started it")
      .withRequest("GET", "/api/campaigns/kickstart", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...kickstartDetail,
          tasks: kickstartTasks({ code: "VALIDATE", referral: "VALIDATE" }),
          button: continueButton(0),
          userProgress: startedProgress(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const campaign = await campaignRequests.getCampaign(client(mockServer.url), "kickstart");
        expect(campaign.userProgress).toMatchObject({ started: true, completedTasks: 0, totalTasks: 2 });
        expect(campaign.button).toEqual({
          state: "CONTINUE_TASKS",
          completedTasks: 0,
          totalTasks: 2,
          progress: 0,
        });
        expect(campaign.tasks.map((task) => task.progress?.state)).toEqual(["VALIDATE", "VALIDATE"]);
      });
  });

  it("starts a live campaign", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.signedInGamer)
      .uponReceiving("a signed-in gamer's start of the live campaign kickstart")
      .withRequest("POST", progressPath("/start", "/start"), (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({}),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          campaignId: uuid(EXAMPLE_CAMPAIGN_ID),
          startedAt: instant(STARTS_AT),
          referred: false,
          userProgress: startedProgress(0),
          button: continueButton(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const started = await campaignRequests.startCampaign(
          client(mockServer.url),
          EXAMPLE_CAMPAIGN_ID,
          undefined,
        );
        expect(started.userProgress.started).toBe(true);
        expect(started.button.state).toBe("CONTINUE_TASKS");
      });
  });

  it("refuses to start a campaign before it starts", async () => {
    await pact
      .addInteraction()
      .given(STATES.upcomingCampaign)
      .given(STATES.signedInGamer)
      .uponReceiving("a signed-in gamer's start of the upcoming campaign next-season")
      .withRequest("POST", progressPath("/start", "/start"), (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({}),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "CampaignNotStarted", "This campaign has not started yet")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          campaignRequests.startCampaign(client(mockServer.url), EXAMPLE_CAMPAIGN_ID, undefined),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "CampaignNotStarted" } });
      });
  });

  it("verifies a special-code task with the right code", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveCampaign)
      .uponReceiving("the right code for the special-code task of the live campaign kickstart")
      .withRequest(
        "POST",
        progressPath("/tasks/${specialCodeTaskId}/validate", `/tasks/${EXAMPLE_CODE_TASK_ID}/validate`),
        (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ code: KICKSTART_CODE }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          taskId: uuid(EXAMPLE_CODE_TASK_ID),
          state: "VERIFIED",
          isError: false,
          message: string(""),
          errorCode: null,
          errorType: null,
          userProgress: startedProgress(1),
          button: continueButton(1),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await campaignRequests.validateCampaignTask(
          client(mockServer.url),
          EXAMPLE_CAMPAIGN_ID,
          EXAMPLE_CODE_TASK_ID,
          KICKSTART_CODE,
        );
        expect(answer).toMatchObject({ state: "VERIFIED", isError: false, errorCode: null });
        expect(answer.userProgress.completedTasks).toBe(1);
      });
  });

  it("asks to revalidate a special-code task with a wrong code, saying why", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveCampaign)
      .uponReceiving("a wrong code for the special-code task of the live campaign kickstart")
      .withRequest(
        "POST",
        progressPath("/tasks/${specialCodeTaskId}/validate", `/tasks/${EXAMPLE_CODE_TASK_ID}/validate`),
        (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ code: "NOT-THE-CODE" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          taskId: uuid(EXAMPLE_CODE_TASK_ID),
          state: "REVALIDATE",
          isError: true,
          message: string("This code is not valid for this task"),
          errorCode: "SPECIAL_CODE_INVALID",
          errorType: "INVALID_INPUT",
          userProgress: startedProgress(0),
          button: continueButton(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await campaignRequests.validateCampaignTask(
          client(mockServer.url),
          EXAMPLE_CAMPAIGN_ID,
          EXAMPLE_CODE_TASK_ID,
          "NOT-THE-CODE",
        );
        expect(answer).toMatchObject({
          state: "REVALIDATE",
          isError: true,
          errorCode: "SPECIAL_CODE_INVALID",
          errorType: "INVALID_INPUT",
        });
      });
  });

  it("claims the reward with an idempotency key, through the ledger", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerCompletedLiveCampaign)
      .uponReceiving("a claim of the live campaign kickstart by a gamer who completed every task")
      .withRequest("POST", progressPath("/claim-reward", "/claim-reward"), (request) =>
        request.headers({ ...SITE_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          campaignId: uuid(EXAMPLE_CAMPAIGN_ID),
          reward: kickstartReward,
          transaction: {
            id: uuid(EXAMPLE_TRANSACTION_ID),
            type: "reward",
            status: "completed",
            createdAt: instant(STARTS_AT),
            reference: string("campaign:kickstart"),
            amounts: [{ currency: "KPOINTS", amount: 100 }],
          },
          balance: { currency: "KPOINTS", amount: 100, decimals: 0 },
          claimedAt: instant(STARTS_AT),
        }),
      )
      .executeTest(async (mockServer) => {
        const claimed = await campaignRequests.claimCampaignReward(
          client(mockServer.url),
          EXAMPLE_CAMPAIGN_ID,
          EXAMPLE_KEY,
        );
        expect(claimed.transaction).toMatchObject({ type: "reward", status: "completed" });
        expect(claimed.balance).toEqual({ currency: "KPOINTS", amount: 100, decimals: 0 });
      });
  });

  it("refuses a claim before every task is done, naming the pending tasks", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveCampaign)
      .uponReceiving("a claim of the live campaign kickstart by a gamer who has done no task")
      .withRequest("POST", progressPath("/claim-reward", "/claim-reward"), (request) =>
        request.headers({ ...SITE_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }),
      )
      .willRespondWith(409, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(409, "TaskLocked", "Complete the earlier tasks first"),
          pendingTaskIds: [uuid(EXAMPLE_CODE_TASK_ID), uuid(EXAMPLE_REFERRAL_TASK_ID)],
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          campaignRequests.claimCampaignReward(client(mockServer.url), EXAMPLE_CAMPAIGN_ID, EXAMPLE_KEY),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({
          status: 409,
          problem: { code: "TaskLocked", pendingTaskIds: [EXAMPLE_CODE_TASK_ID, EXAMPLE_REFERRAL_TASK_ID] },
        });
      });
  });

  it("creates the gamer's referral code", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a signed-in gamer's request to create their referral code")
      .withRequest("POST", "/api/referral-campaign/code/user", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          code: regex("^[0-9A-HJKMNP-TV-Z]{8}$", "K7Q2M9XD"),
          createdAt: instant(STARTS_AT),
        }),
      )
      .executeTest(async (mockServer) => {
        const code = await campaignRequests.createReferralCode(client(mockServer.url));
        expect(code.code).toBe("K7Q2M9XD");
      });
  });
});

describe("K-Quest", () => {
  it("lists the quests a signed-in gamer started, none for a new gamer", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a signed-in gamer's request for the first 8 quests they started")
      .withRequest("GET", "/api/userquest/me", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ items: [], page: { pageOffset: 0, pageLimit: 8, total: 0 } }),
      )
      .executeTest(async (mockServer) => {
        const page = await questRequests.listMyQuests(client(mockServer.url), {
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(page.items).toEqual([]);
        expect(page.page.total).toBe(0);
      });
  });

  it("lists the live tab, 8 to a page, with every tab's count", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a guest's request for the first 8 quests of the live tab")
      .withRequest("GET", "/api/quest/v2/questlist", (request) =>
        request.headers(SITE_HEADERS).query({ tab: "live", pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          tab: "live",
          counts: { live: integer(1), upcoming: integer(0), ended: integer(0) },
          items: eachLike(questSummary),
          page: { pageOffset: 0, pageLimit: 8, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await questRequests.listQuestsByTab(client(mockServer.url), {
          tab: "live",
          gameId: undefined,
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(page.tab).toBe("live");
        expect(page.items[0]).toMatchObject({ kind: "quest", status: "LIVE", game: { slug: "bullieverse" } });
      });
  });

  it("lists one game's quests by the game's slug", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a guest's request for the first 8 quests of Bullieverse")
      .withRequest("GET", "/api/quest/questlist", (request) =>
        request.headers(SITE_HEADERS).query({ game: "bullieverse", pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          game: bullieverse,
          items: eachLike(questSummary),
          page: { pageOffset: 0, pageLimit: 8, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await questRequests.listGameQuests(client(mockServer.url), {
          game: "bullieverse",
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(page.game.slug).toBe("bullieverse");
        expect(page.items[0]?.kind).toBe("quest");
      });
  });

  it("shows a guest a quest by its slug, with its game and slots", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a guest's request for the live quest bullie-boss-rush")
      .withRequest("GET", "/api/quests/bullie-boss-rush", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...kickstartDetail,
          ...questSummary,
          slots: integer(100),
          tasks: [
            {
              id: uuid(EXAMPLE_CODE_TASK_ID),
              position: integer(0),
              type: "CAPTURE_GAME_DETAILS",
              title: string("Save your Bullieverse player name"),
              description: string(""),
              active: true,
              points: integer(10),
              config: {},
              locked: false,
            },
          ],
          button: { state: "GET_STARTED" },
        }),
      )
      .executeTest(async (mockServer) => {
        const quest = await questRequests.getQuest(client(mockServer.url), "bullie-boss-rush");
        expect(quest).toMatchObject({
          kind: "quest",
          status: "LIVE",
          slots: 100,
          button: { state: "GET_STARTED" },
        });
        expect(quest.tasks[0]).toMatchObject({ type: "CAPTURE_GAME_DETAILS", locked: false });
      });
  });
});

describe("the admins' campaigns", () => {
  it("searches campaigns by title", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's search of the campaigns whose title has kick")
      .withRequest("GET", "/api/admin/campaigns", (request) =>
        request.headers(SITE_HEADERS).query({ title: "kick", pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(adminKickstart),
          page: { pageOffset: 0, pageLimit: 20, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await adminRequests.searchCampaigns(client(mockServer.url), {
          title: "kick",
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.items[0]).toMatchObject({ lifecycle: "PUBLISHED", status: "LIVE" });
        expect(page.items[0]?.tasks[0]?.specialCodeCount).toBe(1);
      });
  });

  it("reads the verification record of a campaign's tasks", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerCompletedLiveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the first 8 task checks of the live campaign kickstart")
      .withRequest("GET", "/api/admin/task-verifications", (request) =>
        request.headers(SITE_HEADERS).query({
          campaignId: fromProviderState("${campaignId}", EXAMPLE_CAMPAIGN_ID),
          pageOffset: "0",
          pageLimit: "8",
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(1),
            taskId: uuid(EXAMPLE_CODE_TASK_ID),
            userId: uuid(EXAMPLE_KEY),
            phase: "validate",
            checkedAt: instant(STARTS_AT),
            verified: true,
            errorCode: null,
            errorType: null,
            checked: {},
          }),
          page: { pageOffset: 0, pageLimit: 8, total: integer(2) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await adminRequests.listTaskVerificationChecks(client(mockServer.url), {
          campaignId: EXAMPLE_CAMPAIGN_ID,
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(page.items[0]).toMatchObject({ phase: "validate", verified: true });
      });
  });
});

const EXAMPLE_DRAFT_ID = "c0ffee00-6666-4a4a-8b8b-000000000006";
const UNKNOWN_CAMPAIGN_ID = "00000000-0000-4000-8000-00000000c0de";

/** A path of the campaign the provider state made. */
const campaignPath = (prefix: string, rest = "", example = EXAMPLE_CAMPAIGN_ID) =>
  fromProviderState(`${prefix}/\${campaignId}${rest}`, `${prefix}/${example}${rest}`);

const leaderboardEntry = (isMe: boolean) => ({
  rank: integer(1),
  username: string("arjun42"),
  score: integer(10),
  completedAt: instant(STARTS_AT),
  prize: { currency: "KPOINTS", amount: integer(500), decimals: 0 },
  isMe,
});

describe("K-Drop campaigns' leaderboard and distribution", () => {
  it("lists a leaderboard campaign's ranks with the gamer's own row", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerCompletedLeaderboardCampaign)
      .uponReceiving("a ranked gamer's request for the first 8 ranks of a live leaderboard campaign")
      .withRequest("GET", campaignPath("/api/campaigns", "/leaderboard"), (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          campaignId: uuid(EXAMPLE_CAMPAIGN_ID),
          status: "LIVE",
          final: false,
          items: eachLike(leaderboardEntry(true)),
          me: leaderboardEntry(true),
          page: { pageOffset: 0, pageLimit: 8, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const board = await campaignRequests.listCampaignLeaderboard(client(mockServer.url), {
          campaignId: EXAMPLE_CAMPAIGN_ID,
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(board).toMatchObject({ status: "LIVE", final: false, me: { rank: 1, isMe: true } });
        expect(board.items[0]?.prize?.amount).toBe(500);
      });
  });

  it("is told a campaign paying everyone has no leaderboard", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .uponReceiving("a request for the leaderboard of a campaign paying everyone")
      .withRequest("GET", campaignPath("/api/campaigns", "/leaderboard"), (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "CampaignLeaderboardNotFound", "This campaign has no leaderboard")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          campaignRequests.listCampaignLeaderboard(client(mockServer.url), {
            campaignId: EXAMPLE_CAMPAIGN_ID,
            pageOffset: 0,
            pageLimit: 8,
          }),
        );
        expect(failure).toMatchObject({ status: 404, problem: { code: "CampaignLeaderboardNotFound" } });
      });
  });

  it("reads how far a campaign's reward distribution went", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerCompletedLiveCampaign)
      .uponReceiving("a request for the distribution progress of the live campaign kickstart")
      .withRequest("GET", "/api/send/distribute/status/progress", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ campaignId: fromProviderState("${campaignId}", EXAMPLE_CAMPAIGN_ID) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          campaignId: uuid(EXAMPLE_CAMPAIGN_ID),
          state: distributionState("PENDING"),
          total: integer(1),
          paid: integer(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const progress = unwrap(
          await client(mockServer.url).GET("/api/send/distribute/status/progress", {
            params: { query: { campaignId: EXAMPLE_CAMPAIGN_ID } },
          }),
        );
        expect(progress).toMatchObject({ state: "PENDING", total: 1, paid: 0 });
      });
  });

  it("reads the gamer's referral code", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerCompletedLiveCampaign)
      .uponReceiving("a request for the referral code of a gamer who made one")
      .withRequest("GET", "/api/referral-campaign/code/user", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          code: regex("^[0-9A-HJKMNP-TV-Z]{8}$", "K7Q2M9XD"),
          createdAt: instant(STARTS_AT),
        }),
      )
      .executeTest(async (mockServer) => {
        const code = await campaignRequests.getReferralCode(client(mockServer.url));
        expect(code.code).toBe("K7Q2M9XD");
      });
  });

  it("is told the gamer has no referral code yet", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the referral code of a gamer who never made one")
      .withRequest("GET", "/api/referral-campaign/code/user", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "ReferralCodeNotFound", "No referral code yet")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(campaignRequests.getReferralCode(client(mockServer.url)));
        expect(failure).toMatchObject({ status: 404, problem: { code: "ReferralCodeNotFound" } });
      });
  });
});

describe("the admins' campaign editor", () => {
  const draftInput = {
    slug: "monsoon-drop",
    title: "Monsoon drop",
    description: "Make your referral code in the monsoon.",
    startsAt: "2030-06-01T10:00:00.000Z",
    endsAt: "2030-06-08T10:00:00.000Z",
    reward: { currency: "KPOINTS" as const, amount: 500 },
    distribution: { method: "EVERYONE" as const },
    tasks: [{ type: "CREATE_REFERRAL" as const, title: "Create your referral code" }],
  };
  const monsoonDraft = {
    ...adminKickstart,
    id: uuid(EXAMPLE_DRAFT_ID),
    slug: "monsoon-drop",
    title: "Monsoon drop",
    description: "Make your referral code in the monsoon.",
    lifecycle: "DRAFT",
    status: "DRAFT",
    startsAt: instant(draftInput.startsAt),
    endsAt: instant(draftInput.endsAt),
    reward: { currency: "KPOINTS", amount: 500, decimals: 0 },
    participantCount: 0,
    claimedCount: 0,
    publishedAt: null,
    tasks: [
      {
        id: uuid(EXAMPLE_REFERRAL_TASK_ID),
        position: 0,
        type: "CREATE_REFERRAL",
        title: "Create your referral code",
        description: string(""),
        config: {},
        active: true,
        points: integer(10),
      },
    ],
  };

  it("creates a draft campaign", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's new draft campaign monsoon-drop with a referral task")
      .withRequest("POST", "/api/admin/campaigns", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(draftInput),
      )
      .willRespondWith(201, (response) => response.jsonBody(monsoonDraft))
      .executeTest(async (mockServer) => {
        const created = await adminRequests.createCampaign(client(mockServer.url), draftInput);
        expect(created).toMatchObject({ lifecycle: "DRAFT", slug: "monsoon-drop" });
      });
  });

  it("is refused a new campaign by a gamer who is no admin", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a new draft campaign by a gamer who is no admin")
      .withRequest("POST", "/api/admin/campaigns", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(draftInput),
      )
      .willRespondWith(403, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(403, "AdminRoleRequired", "Admins only")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(adminRequests.createCampaign(client(mockServer.url), draftInput));
        expect(failure).toMatchObject({ status: 403, problem: { code: "AdminRoleRequired" } });
      });
  });

  it("reads one campaign by its id", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the campaign kickstart by its id")
      .withRequest("GET", campaignPath("/api/admin/campaigns"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(adminKickstart))
      .executeTest(async (mockServer) => {
        const campaign = await adminRequests.findCampaign(client(mockServer.url), EXAMPLE_CAMPAIGN_ID);
        expect(campaign).toMatchObject({ lifecycle: "PUBLISHED", slug: "kickstart" });
      });
  });

  it("finds no campaign by an id nobody has", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for a campaign nobody made")
      .withRequest("GET", `/api/admin/campaigns/${UNKNOWN_CAMPAIGN_ID}`, (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "CampaignNotFound", "No such campaign")),
      )
      .executeTest(async (mockServer) => {
        expect(await adminRequests.findCampaign(client(mockServer.url), UNKNOWN_CAMPAIGN_ID)).toBeNull();
      });
  });

  it("renames a campaign", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's new title for the campaign kickstart")
      .withRequest("PATCH", campaignPath("/api/admin/campaigns"), (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ title: "Kickstart, season two" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...adminKickstart, title: "Kickstart, season two" }),
      )
      .executeTest(async (mockServer) => {
        const campaign = await adminRequests.updateCampaign(client(mockServer.url), EXAMPLE_CAMPAIGN_ID, {
          title: "Kickstart, season two",
        });
        expect(campaign.title).toBe("Kickstart, season two");
      });
  });

  it("publishes a draft", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithDraftCampaign)
      .uponReceiving("an admin's publication of the draft campaign monsoon-drop")
      .withRequest("POST", campaignPath("/api/admin/campaigns", "/publish", EXAMPLE_DRAFT_ID), (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: uuid(EXAMPLE_DRAFT_ID),
          slug: "monsoon-drop",
          lifecycle: "PUBLISHED",
          status: "PUBLISHED",
          publishedAt: instant(STARTS_AT),
        }),
      )
      .executeTest(async (mockServer) => {
        const campaign = await adminRequests.publishCampaign(client(mockServer.url), EXAMPLE_DRAFT_ID);
        expect(campaign).toMatchObject({ lifecycle: "PUBLISHED", status: "PUBLISHED" });
      });
  });

  it("archives a campaign", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's archiving of the campaign kickstart")
      .withRequest("POST", campaignPath("/api/admin/campaigns", "/archive"), (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ id: uuid(EXAMPLE_CAMPAIGN_ID), lifecycle: "ARCHIVED", status: "ARCHIVED" }),
      )
      .executeTest(async (mockServer) => {
        const campaign = await adminRequests.archiveCampaign(client(mockServer.url), EXAMPLE_CAMPAIGN_ID);
        expect(campaign).toMatchObject({ lifecycle: "ARCHIVED", status: "ARCHIVED" });
      });
  });

  it("is refused publishing an archived campaign", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithArchivedCampaign)
      .uponReceiving("an admin's publication of an archived campaign")
      .withRequest("POST", campaignPath("/api/admin/campaigns", "/publish", EXAMPLE_DRAFT_ID), (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "CampaignArchived", "This campaign is archived")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          adminRequests.publishCampaign(client(mockServer.url), EXAMPLE_DRAFT_ID),
        );
        expect(failure).toMatchObject({ status: 409, problem: { code: "CampaignArchived" } });
      });
  });

  it("adds special codes to a special-code task", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's two new codes for the special-code task of the campaign kickstart")
      .withRequest(
        "POST",
        fromProviderState(
          "/api/admin/campaigns/${campaignId}/tasks/${specialCodeTaskId}/special-codes",
          `/api/admin/campaigns/${EXAMPLE_CAMPAIGN_ID}/tasks/${EXAMPLE_CODE_TASK_ID}/special-codes`,
        ),
        (request) =>
          request.headers(SITE_JSON_HEADERS).jsonBody({ codes: ["BONUS26A", "BONUS26B"], useLimit: 1 }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({ taskId: uuid(EXAMPLE_CODE_TASK_ID), added: 2, skipped: 0, total: 3 }),
      )
      .executeTest(async (mockServer) => {
        const added = await adminRequests.addSpecialCodes(client(mockServer.url), {
          campaignId: EXAMPLE_CAMPAIGN_ID,
          taskId: EXAMPLE_CODE_TASK_ID,
          codes: ["BONUS26A", "BONUS26B"],
          useLimit: 1,
        });
        expect(added).toMatchObject({ added: 2, skipped: 0, total: 3 });
      });
  });

  it("is told a task takes no special codes", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveCampaign)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's codes for the referral task of the campaign kickstart")
      .withRequest(
        "POST",
        fromProviderState(
          "/api/admin/campaigns/${campaignId}/tasks/${referralTaskId}/special-codes",
          `/api/admin/campaigns/${EXAMPLE_CAMPAIGN_ID}/tasks/${EXAMPLE_REFERRAL_TASK_ID}/special-codes`,
        ),
        (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ codes: ["BONUS26A"], useLimit: 1 }),
      )
      .willRespondWith(422, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(422, "CampaignConfigInvalid", "The campaign's configuration is invalid"),
          reason: "NOT_A_SPECIAL_CODE_TASK",
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          adminRequests.addSpecialCodes(client(mockServer.url), {
            campaignId: EXAMPLE_CAMPAIGN_ID,
            taskId: EXAMPLE_REFERRAL_TASK_ID,
            codes: ["BONUS26A"],
            useLimit: 1,
          }),
        );
        expect(failure).toMatchObject({ status: 422 });
      });
  });
});

describe("a redirect task", () => {
  /** A URI_REDIRECTION task whose configuration gives no site path, so the contract's redirect path is used. */
  const redirectTask = (id: string) =>
    ({
      id,
      position: 0,
      type: "URI_REDIRECTION",
      title: "Visit the partner",
      description: "",
      active: true,
      points: 10,
      config: {},
      locked: false,
    }) as unknown as CampaignTask;

  /** Follows the task's link as the browser does, without following the redirect. */
  const visit = (baseUrl: string, taskId: string) =>
    fetch(`${baseUrl}${taskRedirectPath(EXAMPLE_CAMPAIGN_ID, redirectTask(taskId))}`, { redirect: "manual" });

  it("is told a task is no redirect", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveCampaign)
      .uponReceiving("a signed-in gamer's visit of the redirect link of a special-code task")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/campaigns/${campaignId}/tasks/${specialCodeTaskId}/redirect",
          `/api/campaigns/${EXAMPLE_CAMPAIGN_ID}/tasks/${EXAMPLE_CODE_TASK_ID}/redirect`,
        ),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "CampaignTaskNotFound", "No such task")),
      )
      .executeTest(async (mockServer) => {
        const answer = await visit(mockServer.url, EXAMPLE_CODE_TASK_ID);
        expect(answer.status).toBe(404);
      });
  });
});
