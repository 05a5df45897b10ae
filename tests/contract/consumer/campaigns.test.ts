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
import { campaignRequests } from "@/web/features/campaigns/api/campaigns-api";
import { questRequests } from "@/web/features/campaigns/api/quests-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { KICKSTART_CODE, STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
  slug,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const uuid = (example: string) => regex(UUID, example);
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
          items: eachLike({
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
          }),
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
