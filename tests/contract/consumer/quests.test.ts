/**
 * K-Quest as the site calls it, beyond the tabs and the quest page (campaigns.test.ts): the game list, a quest's
 * slots and the gamer's status in it, starting it, the proofs a gamer sends and the admins review, and the game
 * username a quest needs. Through the quests and campaigns features' request functions (the plain client for
 * the listings the site does not call), against Pact's mock server.
 */
import { readFileSync } from "node:fs";
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { adminRequests } from "@/web/features/admin/api/admin-api";
import { campaignRequests } from "@/web/features/campaigns/api/campaigns-api";
import { questRequests } from "@/web/features/campaigns/api/quests-api";
import { createApiClient, unwrap } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
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

const EXAMPLE_QUEST_ID = "c0ffee00-4444-4a4a-8b8b-000000000004";
const EXAMPLE_TASK_ID = "c0ffee00-2222-4a4a-8b8b-000000000002";
const EXAMPLE_PROOF_ID = "c0ffee00-7777-4a4a-8b8b-000000000007";
const EXAMPLE_GAME_ID = 7;
const STARTS_AT = "2026-03-01T10:00:00.000Z";
const LOGIN_METHOD =
  "^(USER_NAME|IN_GAME_EMAIL|IN_GAME_WALLET|IN_GAME_USER_ID|BROWSER_EXTENSION_WALLET|SOLANA_WALLET|STEAM_ID)$";

const PROOF_PICTURE = readFileSync(new URL("../../fixtures/pog/selfie-no-face.jpg", import.meta.url));

const questId = fromProviderState("${questId}", EXAMPLE_QUEST_ID);

const bullieverse = {
  id: integer(EXAMPLE_GAME_ID),
  name: string("Bullieverse"),
  slug: slug("bullieverse"),
  iconImage: string("/media/games/bullieverse-icon.svg"),
};

/** The live quest of the state as a card shows it (CampaignSummary). */
const questSummary = {
  id: uuid(EXAMPLE_QUEST_ID),
  kind: "quest",
  slug: slug("bullie-boss-rush"),
  title: string("Bullie boss rush"),
  description: string("Save your Bullieverse player name, then beat the boss."),
  game: bullieverse,
  status: "LIVE",
  startsAt: instant(STARTS_AT),
  endsAt: instant("2026-03-08T10:00:00.000Z"),
  featured: boolean(false),
  isPrivate: boolean(false),
  reward: { currency: "KPOINTS", amount: integer(100), decimals: 0 },
  distribution: { method: "EVERYONE" },
  taskCount: 1,
  participantCount: integer(0),
  bannerImage: string("/media/campaigns/bullie-boss-rush.svg"),
};

const questPage = (pageLimit: number, item: Record<string, unknown> = questSummary) => ({
  items: eachLike(item),
  page: { pageOffset: 0, pageLimit, total: integer(1) },
});

const gameQuestCount = { game: bullieverse, questCount: integer(1), liveQuestCount: integer(1) };

const proofShape = (version: number) => ({
  id: uuid(EXAMPLE_PROOF_ID),
  status: "PENDING",
  version,
  createdAt: instant(STARTS_AT),
});

const client = (url: string) => createApiClient({ baseUrl: url });

const failureOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

const picture = () => new Uint8Array(PROOF_PICTURE);

describe("K-Quest listings", () => {
  it("lists the games that have quests", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the games with quests")
      .withRequest("GET", "/api/quest/gamelist", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(gameQuestCount) }))
      .executeTest(async (mockServer) => {
        const games = await questRequests.listQuestGames(client(mockServer.url));
        expect(games.items[0]).toMatchObject({ game: { slug: "bullieverse" }, liveQuestCount: 1 });
      });
  });

  it("lists the quests, 8 to a page", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the first 8 quests")
      .withRequest("GET", "/api/quest", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(questPage(8)))
      .executeTest(async (mockServer) => {
        const page = unwrap(
          await client(mockServer.url).GET("/api/quest", {
            params: { query: { pageOffset: 0, pageLimit: 8 } },
          }),
        );
        expect(page.items[0]?.kind).toBe("quest");
      });
  });

  it("reads the quest filters: games and statuses with their counts", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the quest filters")
      .withRequest("GET", "/api/quest/filter", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          games: eachLike(gameQuestCount),
          statuses: eachLike({ status: string("LIVE"), count: integer(1) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const filters = unwrap(await client(mockServer.url).GET("/api/quest/filter"));
        expect(filters.games[0]?.game.slug).toBe("bullieverse");
      });
  });

  it("lists the live quests", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the first 8 live quests")
      .withRequest("GET", "/api/quest/live", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(questPage(8)))
      .executeTest(async (mockServer) => {
        const page = unwrap(
          await client(mockServer.url).GET("/api/quest/live", {
            params: { query: { pageOffset: 0, pageLimit: 8 } },
          }),
        );
        expect(page.items[0]?.status).toBe("LIVE");
      });
  });

  it("lists one game's quests by the game's id", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the first 8 quests of Bullieverse by its id")
      .withRequest(
        "GET",
        fromProviderState("/api/game/${gameId}/quests", `/api/game/${EXAMPLE_GAME_ID}/quests`),
        (request) => request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(questPage(8)))
      .executeTest(async (mockServer) => {
        const page = unwrap(
          await client(mockServer.url).GET("/api/game/{id}/quests", {
            params: { path: { id: String(EXAMPLE_GAME_ID) }, query: { pageOffset: 0, pageLimit: 8 } },
          }),
        );
        expect(page.items[0]?.game?.slug).toBe("bullieverse");
      });
  });

  it("is told no game has an id", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the quests of a game nobody has")
      .withRequest("GET", "/api/game/999999/quests", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "GameNotFound", "Game not found")),
      )
      .executeTest(async (mockServer) => {
        const result = await client(mockServer.url).GET("/api/game/{id}/quests", {
          params: { path: { id: "999999" }, query: { pageOffset: 0, pageLimit: 8 } },
        });
        expect(result.response.status).toBe(404);
      });
  });

  it("reads a quest's slots", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the slots of the live quest")
      .withRequest("GET", "/api/quest/slots", (request) => request.headers(SITE_HEADERS).query({ questId }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          questId: uuid(EXAMPLE_QUEST_ID),
          slots: integer(100),
          remainingSlots: integer(100),
        }),
      )
      .executeTest(async (mockServer) => {
        const slots = await questRequests.getQuestSlots(client(mockServer.url), EXAMPLE_QUEST_ID);
        expect(slots).toMatchObject({ slots: 100, remainingSlots: 100 });
      });
  });

  it("is told a quest does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the slots of a quest nobody made")
      .withRequest("GET", "/api/quest/slots", (request) =>
        request.headers(SITE_HEADERS).query({ questId: "no-such-quest" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "CampaignNotFound", "Campaign not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(questRequests.getQuestSlots(client(mockServer.url), "no-such-quest"));
        expect(failure).toMatchObject({ status: 404, problem: { code: "CampaignNotFound" } });
      });
  });
});

describe("a gamer's quests", () => {
  it("starts a quest with a saved game username", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerReadyForLiveQuest)
      .uponReceiving("a start of the live quest by a gamer with a Bullieverse username")
      .withRequest("POST", "/api/quest/start", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ questId }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          campaignId: uuid(EXAMPLE_QUEST_ID),
          startedAt: instant(STARTS_AT),
          referred: false,
          userProgress: { started: true, completedTasks: 0, totalTasks: 1, rewardClaimed: false },
          button: { state: "CONTINUE_TASKS" },
        }),
      )
      .executeTest(async (mockServer) => {
        const started = await questRequests.startQuest(client(mockServer.url), EXAMPLE_QUEST_ID, undefined);
        expect(started.userProgress.started).toBe(true);
      });
  });

  it("is asked for a game username before starting", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .given(STATES.signedInGamer)
      .uponReceiving("a start of the live quest by a gamer with no Bullieverse username")
      .withRequest("POST", "/api/quest/start", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ questId }),
      )
      .willRespondWith(422, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(422, "QuestLoginMethodInvalid", "Quest login method is invalid"),
          questId: uuid(EXAMPLE_QUEST_ID),
          loginMethod: "NONE",
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          questRequests.startQuest(client(mockServer.url), EXAMPLE_QUEST_ID, undefined),
        );
        expect(failure).toMatchObject({ status: 422, problem: { code: "QuestLoginMethodInvalid" } });
      });
  });

  it("reads the gamer's status in a quest they started", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveQuest)
      .uponReceiving("a request for the status of the live quest of a gamer who started it")
      .withRequest("GET", "/api/quest/queststatus", (request) =>
        request.headers(SITE_HEADERS).query({ questId }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          questId: uuid(EXAMPLE_QUEST_ID),
          status: "LIVE",
          started: true,
          completedTasks: 0,
          totalTasks: 1,
          rewardClaimed: false,
          claimOpen: boolean(false),
          startedAt: instant(STARTS_AT),
          proof: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const status = await questRequests.getQuestStatus(client(mockServer.url), EXAMPLE_QUEST_ID);
        expect(status).toMatchObject({ started: true, proof: null });
      });
  });

  it("lists the quests the gamer started", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveQuest)
      .uponReceiving("a request for the first 8 quests of a gamer who started one")
      .withRequest("GET", "/api/userquest/me", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          questPage(8, {
            ...questSummary,
            participantCount: integer(1),
            userProgress: { started: true, completedTasks: 0, totalTasks: 1, rewardClaimed: false },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const page = unwrap(
          await client(mockServer.url).GET("/api/userquest/me", {
            params: { query: { pageOffset: 0, pageLimit: 8 } },
          }),
        );
        expect(page.items[0]?.userProgress?.started).toBe(true);
      });
  });

  it("lists no clan chief quests for a gamer who leads no clan", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the clan chief quests of a gamer who leads no clan")
      .withRequest("GET", "/api/userquest/clanchief/v2", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ items: [], page: { pageOffset: 0, pageLimit: 8, total: 0 } }),
      )
      .executeTest(async (mockServer) => {
        const page = unwrap(
          await client(mockServer.url).GET("/api/userquest/clanchief/v2", {
            params: { query: { pageOffset: 0, pageLimit: 8 } },
          }),
        );
        expect(page.items).toEqual([]);
      });
  });

  it("sends a picture as proof (first shape)", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveQuest)
      .uponReceiving("a picture sent as proof of the live quest")
      .withRequest("POST", "/api/quest/proof", (request) =>
        request.headers(SITE_HEADERS).query({ questId }).body("image/jpeg", PROOF_PICTURE),
      )
      .willRespondWith(201, (response) => response.jsonBody(proofShape(1)))
      .executeTest(async (mockServer) => {
        const proof = await questRequests.createQuestProof(client(mockServer.url), {
          questId: EXAMPLE_QUEST_ID,
          picture: picture(),
          note: undefined,
          taskId: undefined,
        });
        expect(proof).toMatchObject({ status: "PENDING", version: 1 });
      });
  });

  it("sends a picture with a note as proof (second shape)", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveQuest)
      .uponReceiving("a picture with a note sent as proof of the live quest")
      .withRequest("POST", "/api/quest/v2/proof", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ questId, note: "Beat the boss" })
          .body("image/jpeg", PROOF_PICTURE),
      )
      .willRespondWith(201, (response) => response.jsonBody(proofShape(2)))
      .executeTest(async (mockServer) => {
        const proof = await questRequests.createQuestProof(client(mockServer.url), {
          questId: EXAMPLE_QUEST_ID,
          picture: picture(),
          note: "Beat the boss",
          taskId: undefined,
        });
        expect(proof.version).toBe(2);
      });
  });

  it("sends a picture with a note for one task as proof (third shape)", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerStartedLiveQuest)
      .uponReceiving("a picture with a note sent as proof of the live quest's task")
      .withRequest("POST", "/api/quest/v3/proof", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ questId, taskId: fromProviderState("${taskId}", EXAMPLE_TASK_ID), note: "Beat the boss" })
          .body("image/jpeg", PROOF_PICTURE),
      )
      .willRespondWith(201, (response) => response.jsonBody(proofShape(3)))
      .executeTest(async (mockServer) => {
        const proof = await questRequests.createQuestProof(client(mockServer.url), {
          questId: EXAMPLE_QUEST_ID,
          picture: picture(),
          note: "Beat the boss",
          taskId: EXAMPLE_TASK_ID,
        });
        expect(proof.version).toBe(3);
      });
  });

  it("is told to start the quest before sending proof", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .given(STATES.signedInGamer)
      .uponReceiving("a picture sent as proof of the live quest by a gamer who did not start it")
      .withRequest("POST", "/api/quest/proof", (request) =>
        request.headers(SITE_HEADERS).query({ questId }).body("image/jpeg", PROOF_PICTURE),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "CampaignNotJoined", "Start the quest first")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          questRequests.createQuestProof(client(mockServer.url), {
            questId: EXAMPLE_QUEST_ID,
            picture: picture(),
            note: undefined,
            taskId: undefined,
          }),
        );
        expect(failure).toMatchObject({ status: 409, problem: { code: "CampaignNotJoined" } });
      });
  });
});

describe("a game's username for quests", () => {
  const gameId = fromProviderState("${gameId}", EXAMPLE_GAME_ID);

  it("lists the login methods a game takes", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .uponReceiving("a request for the login methods of Bullieverse")
      .withRequest("GET", "/api/game/loginmethod", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ gameId: fromProviderState("${gameId}", String(EXAMPLE_GAME_ID)) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          gameId: integer(EXAMPLE_GAME_ID),
          items: eachLike(regex(LOGIN_METHOD, "USER_NAME")),
        }),
      )
      .executeTest(async (mockServer) => {
        const methods = await campaignRequests.listGameLoginMethods(client(mockServer.url), EXAMPLE_GAME_ID);
        expect(methods.items[0]).toBe("USER_NAME");
      });
  });

  it("saves the gamer's username in a game", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .given(STATES.signedInGamer)
      .uponReceiving("a save of the gamer's Bullieverse username")
      .withRequest(
        "PUT",
        fromProviderState(
          "/api/users/me/games/${gameId}/username",
          `/api/users/me/games/${EXAMPLE_GAME_ID}/username`,
        ),
        (request) =>
          request.headers(SITE_JSON_HEADERS).jsonBody({ loginMethod: "USER_NAME", value: "bullrider_7" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          gameId,
          loginMethod: "USER_NAME",
          value: "bullrider_7",
          updatedAt: instant(STARTS_AT),
        }),
      )
      .executeTest(async (mockServer) => {
        const saved = await campaignRequests.updateGameUsername(client(mockServer.url), EXAMPLE_GAME_ID, {
          loginMethod: "USER_NAME",
          value: "bullrider_7",
        });
        expect(saved.value).toBe("bullrider_7");
      });
  });

  it("reads the gamer's username in a game", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerReadyForLiveQuest)
      .uponReceiving("a request for the gamer's Bullieverse username")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/users/me/games/${gameId}/username",
          `/api/users/me/games/${EXAMPLE_GAME_ID}/username`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          gameId,
          loginMethod: regex(LOGIN_METHOD, "USER_NAME"),
          value: "bullrider_7",
          updatedAt: instant(STARTS_AT),
        }),
      )
      .executeTest(async (mockServer) => {
        const saved = await campaignRequests.getGameUsername(client(mockServer.url), EXAMPLE_GAME_ID);
        expect(saved.value).toBe("bullrider_7");
      });
  });

  it("is told the gamer saved no username in a game", async () => {
    await pact
      .addInteraction()
      .given(STATES.liveQuest)
      .given(STATES.signedInGamer)
      .uponReceiving("a request for a Bullieverse username the gamer never saved")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/users/me/games/${gameId}/username",
          `/api/users/me/games/${EXAMPLE_GAME_ID}/username`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "GameUsernameNotFound", "No username saved")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          campaignRequests.getGameUsername(client(mockServer.url), EXAMPLE_GAME_ID),
        );
        expect(failure).toMatchObject({ status: 404, problem: { code: "GameUsernameNotFound" } });
      });
  });
});

describe("the admins' quest proofs", () => {
  const proofRow = (status: string) => ({
    id: uuid(EXAMPLE_PROOF_ID),
    questId: uuid(EXAMPLE_QUEST_ID),
    questTitle: string("Bullie boss rush"),
    userId: uuid("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10"),
    version: 1,
    status,
    pictureUrl: string("/media/quest-proofs/c0ffee00-7777-4a4a-8b8b-000000000007.jpg"),
    createdAt: instant(STARTS_AT),
  });

  it("lists the pending proofs", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithPendingQuestProof)
      .uponReceiving("an admin's request for the first 20 pending quest proofs")
      .withRequest("GET", "/api/admin/quest-proofs", (request) =>
        request.headers(SITE_HEADERS).query({ status: "PENDING", pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({ ...proofRow("PENDING"), reviewedAt: null, reviewedBy: null }),
          page: { pageOffset: 0, pageLimit: 20, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await adminRequests.listQuestProofs(client(mockServer.url), {
          status: "PENDING",
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.items[0]).toMatchObject({ status: "PENDING", questTitle: "Bullie boss rush" });
      });
  });

  it("approves a pending proof", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminWithPendingQuestProof)
      .uponReceiving("an admin's approval of a pending quest proof")
      .withRequest(
        "POST",
        fromProviderState(
          "/api/admin/quest-proofs/${proofId}/review",
          `/api/admin/quest-proofs/${EXAMPLE_PROOF_ID}/review`,
        ),
        (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ decision: "APPROVED" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...proofRow("APPROVED"),
          reviewedAt: instant(STARTS_AT),
          reviewedBy: uuid("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a11"),
        }),
      )
      .executeTest(async (mockServer) => {
        const proof = await adminRequests.reviewQuestProof(
          client(mockServer.url),
          EXAMPLE_PROOF_ID,
          "APPROVED",
        );
        expect(proof.status).toBe("APPROVED");
      });
  });

  it("is told a proof does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's review of a quest proof nobody sent")
      .withRequest("POST", "/api/admin/quest-proofs/00000000-0000-4000-8000-0000000000ff/review", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ decision: "REJECTED" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "QuestProofNotFound", "Proof not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          adminRequests.reviewQuestProof(
            client(mockServer.url),
            "00000000-0000-4000-8000-0000000000ff",
            "REJECTED",
          ),
        );
        expect(failure).toMatchObject({ status: 404, problem: { code: "QuestProofNotFound" } });
      });
  });
});
