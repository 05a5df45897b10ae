/**
 * The clan directory as the site calls it: the real request function of the clans feature, through the real API
 * client, against Pact's mock server.
 */
import { fileURLToPath } from "node:url";
import { MatchersV3 } from "@pact-foundation/pact";
import type { V4ResponseBuilder } from "@pact-foundation/pact/src/v4/http/types";
import { describe, expect, it } from "vitest";
import { CLAN_BANNERS, CLAN_EMBLEMS } from "@/domain/clans/clan-rules";
import { clanRequests } from "@/web/features/clans/api/clans-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
} from "./kleos-web-pact";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

/** Any PNG stands in for the drawn picture: the answer is matched by its type. */
const EXAMPLE_PNG = fileURLToPath(new URL("../../fixtures/pog/card-example.png", import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const oneOf = (values: readonly string[]) => `^(${values.join("|")})$`;

describe("the clan directory", () => {
  it("lists the clans of India, biggest first, with member count, Chief, country and city", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoClans)
      .uponReceiving("a request for the first page of clans in India")
      .withRequest("GET", "/api/platform-clans", (request) =>
        request.headers(SITE_HEADERS).query({ country: "IN", pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(1),
            clanName: string("Mumbai Titans"),
            city: string("Mumbai"),
            country: regex("^IN$", "IN"),
            clanLogo: regex(oneOf(CLAN_EMBLEMS), "dragon"),
            bannerImage: regex(oneOf(CLAN_BANNERS), "saffron"),
            memberCount: integer(3),
            chiefUsername: string("ArjunPlays"),
            createdAt: instant("2026-01-01T10:00:00.000Z"),
          }),
          page: { pageOffset: integer(0), pageLimit: integer(20), total: integer(2) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await clanRequests.listClans(createApiClient({ baseUrl: mockServer.url }), {
          country: "IN",
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.items[0]).toMatchObject({ clanName: "Mumbai Titans", country: "IN", memberCount: 3 });
        expect(page.page.total).toBe(2);
      });
  });
});

/** Mumbai Titans' id in the example; the provider's state answers the real one. */
const EXAMPLE_CLAN_ID = 1;
const clanIdQuery = { clanId: fromProviderState("${clanId}", String(EXAMPLE_CLAN_ID)) };
const ROLES = "^(Chief|Member)$";
const totals = {
  participatingMembers: integer(0),
  participations: integer(0),
  completions: integer(0),
  points: integer(0),
};
const participationRow = {
  memberId: integer(1),
  username: string("ArjunPlays"),
  role: regex(ROLES, "Chief"),
  joined: integer(0),
  completed: integer(0),
  points: integer(0),
};

describe("a clan's statistics", () => {
  it("reads the clan's campaigns and quests in numbers, week by week", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoClans)
      .uponReceiving("a request for a clan's campaign statistics")
      .withRequest("GET", "/api/platform-clans/campaign-stats", (request) =>
        request.headers(SITE_HEADERS).query(clanIdQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          clanId: integer(EXAMPLE_CLAN_ID),
          memberCount: integer(3),
          drops: totals,
          quests: totals,
          weeks: eachLike({
            weekStart: instant("2026-11-23T00:00:00.000Z"),
            started: integer(0),
            completed: integer(0),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const stats = await clanRequests.getCampaignStats(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_CLAN_ID,
        );
        expect(stats).toMatchObject({ clanId: EXAMPLE_CLAN_ID, memberCount: 3 });
        expect(stats.weeks[0]).toMatchObject({ started: 0, completed: 0 });
      });
  });

  it.each([
    {
      what: "campaign",
      path: "/api/platform-clans/user-campaign-participation-stats",
      read: clanRequests.getMemberCampaignStats,
    },
    {
      what: "quest",
      path: "/api/platform-clans/member-quest-participation-stats",
      read: clanRequests.getMemberQuestStats,
    },
  ] as const)("reads each member's $what participation, the Chief first", async ({ what, path, read }) => {
    await pact
      .addInteraction()
      .given(STATES.demoClans)
      .uponReceiving(`a request for each member's ${what} participation in a clan`)
      .withRequest("GET", path, (request) => request.headers(SITE_HEADERS).query(clanIdQuery))
      .willRespondWith(200, (response) =>
        response.jsonBody({ clanId: integer(EXAMPLE_CLAN_ID), items: eachLike(participationRow) }),
      )
      .executeTest(async (mockServer) => {
        const stats = await read(createApiClient({ baseUrl: mockServer.url }), EXAMPLE_CLAN_ID);
        expect(stats.items[0]).toMatchObject({ username: "ArjunPlays", role: "Chief", joined: 0 });
      });
  });

  it("reads the members' POG scores, a member without a POG name shown without one", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoClans)
      .uponReceiving("a request for a clan's POG scores")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/platform-clans/${clanId}/pog-scores",
          `/api/platform-clans/${EXAMPLE_CLAN_ID}/pog-scores`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          clanId: integer(EXAMPLE_CLAN_ID),
          totalScore: integer(0),
          members: eachLike({
            memberId: integer(1),
            username: string("ArjunPlays"),
            pogName: null,
            score: integer(0),
            tier: null,
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const scores = await clanRequests.getPogScores(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_CLAN_ID,
        );
        expect(scores.members[0]).toMatchObject({ pogName: null, tier: null });
      });
  });
});

describe("the clan images", () => {
  it("lists the emblems a clan may wear, each with the address of its picture", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the first page of clan emblems")
      .withRequest("GET", "/api/platform-clans/images", (request) =>
        request.headers(SITE_HEADERS).query({ imageType: "emblem", page: "1", pageSize: "12" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            name: regex(oneOf(CLAN_EMBLEMS), "shield"),
            imageType: regex("^emblem$", "emblem"),
            url: regex(
              "^/api/platform-clans/images/emblem/[a-z]+\\.png$",
              "/api/platform-clans/images/emblem/shield.png",
            ),
            width: integer(256),
            height: integer(256),
          }),
          page: integer(1),
          pageSize: integer(12),
          total: integer(8),
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await clanRequests.listClanImages(
          createApiClient({ baseUrl: mockServer.url }),
          "emblem",
        );
        expect(page.items[0]).toMatchObject({
          name: "shield",
          url: "/api/platform-clans/images/emblem/shield.png",
        });
        expect(page.total).toBe(8);
      });
  });
});

const membershipShape = (role: "Chief" | "Member", clanName: string) => ({
  clan: {
    id: integer(EXAMPLE_CLAN_ID),
    clanName: string(clanName),
    city: string("Mumbai"),
    country: regex("^[A-Z]{2}$", "IN"),
    memberCount: integer(4),
    chiefUsername: string("ArjunPlays"),
    createdAt: instant("2026-01-01T10:00:00.000Z"),
  },
  role,
  joinedAt: instant("2026-11-28T10:00:00.000Z"),
});

const clanProblem = (status: number, code: string, title: string) => (response: V4ResponseBuilder) =>
  response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody(problemShape(status, code, title));

const clanPath = fromProviderState("/api/platform-clans/${clanId}", `/api/platform-clans/${EXAMPLE_CLAN_ID}`);
const joinBody = { clanId: fromProviderState("${clanId}", EXAMPLE_CLAN_ID) };
const api = (baseUrl: string) => createApiClient({ baseUrl });

describe("the clan day rules", () => {
  it("reads how many days the clan rules wait", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the clan day rules")
      .withRequest("GET", "/api/platform-clans/rules", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          minDaysBeforeClanDelete: integer(7),
          minDaysToJoinClanAfterLeaving: integer(7),
          minDaysToRecreateClanAfterDelete: integer(7),
        }),
      )
      .executeTest(async (mockServer) => {
        const rules = await clanRequests.getRules(api(mockServer.url));
        expect(rules.minDaysBeforeClanDelete).toBe(7);
      });
  });
});

describe("a gamer's clan", () => {
  it("reads that a gamer is in no clan and may join or create one now", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the clan of a gamer in none")
      .withRequest("GET", "/api/platform-user-clans", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ membership: null, joinAllowedAt: null, createAllowedAt: null }),
      )
      .executeTest(async (mockServer) => {
        const mine = await clanRequests.getMyClan(api(mockServer.url));
        expect(mine.membership).toBeNull();
      });
  });

  it("reads a member's clan and role", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerInDemoClan)
      .uponReceiving("a request for the clan of a member of Mumbai Titans")
      .withRequest("GET", "/api/platform-user-clans", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          membership: membershipShape("Member", "Mumbai Titans"),
          joinAllowedAt: null,
          createAllowedAt: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const mine = await clanRequests.getMyClan(api(mockServer.url));
        expect(mine.membership).toMatchObject({ role: "Member", clan: { clanName: "Mumbai Titans" } });
      });
  });

  it("creates a clan, the gamer its Chief and only member", async () => {
    const body = { clanName: "Pune Panthers", city: "Pune", country: "IN", clanLogo: "dragon" } as const;
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a new clan Pune Panthers")
      .withRequest("POST", "/api/platform-clans", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(body),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          id: integer(EXAMPLE_CLAN_ID),
          clanName: "Pune Panthers",
          city: "Pune",
          country: "IN",
          clanLogo: "dragon",
          bannerImage: null,
          memberCount: 1,
          chiefUsername: string("ace"),
          createdAt: instant("2026-11-28T10:00:00.000Z"),
          description: string(""),
          members: [
            {
              memberId: integer(1),
              username: string("ace"),
              role: "Chief",
              joinedAt: instant("2026-11-28T10:00:00.000Z"),
            },
          ],
          viewerRole: "Chief",
          deleteAllowedAt: instant("2026-12-05T10:00:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const clan = await clanRequests.createClan(api(mockServer.url), body);
        expect(clan).toMatchObject({ clanName: "Pune Panthers", memberCount: 1, viewerRole: "Chief" });
      });
  });

  it("is told a clan name is taken, case ignored", async () => {
    const body = { clanName: "mumbai titans", city: "Mumbai", country: "IN" } as const;
    await pact
      .addInteraction()
      .given(STATES.gamerBesideDemoClans)
      .uponReceiving("a new clan named as Mumbai Titans is")
      .withRequest("POST", "/api/platform-clans", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(body),
      )
      .willRespondWith(409, clanProblem(409, "ClanNameTaken", "Clan name taken"))
      .executeTest(async (mockServer) => {
        const failure = await clanRequests
          .createClan(api(mockServer.url), body)
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "ClanNameTaken" } });
      });
  });

  it("joins a clan as a Member", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerBesideDemoClans)
      .uponReceiving("a gamer in no clan joining Mumbai Titans")
      .withRequest("POST", "/api/platform-user-clans", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(joinBody),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          membership: membershipShape("Member", "Mumbai Titans"),
          joinAllowedAt: null,
          createAllowedAt: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const mine = await clanRequests.joinClan(api(mockServer.url), EXAMPLE_CLAN_ID);
        expect(mine.membership?.role).toBe("Member");
      });
  });

  it("is told a gamer already in a clan cannot join another", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerInDemoClan)
      .uponReceiving("a member of Mumbai Titans joining it again")
      .withRequest("POST", "/api/platform-user-clans", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(joinBody),
      )
      .willRespondWith(409, clanProblem(409, "AlreadyInClan", "Already in a clan"))
      .executeTest(async (mockServer) => {
        const failure = await clanRequests
          .joinClan(api(mockServer.url), EXAMPLE_CLAN_ID)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 409, problem: { code: "AlreadyInClan" } });
      });
  });

  it("is told a clan that is gone cannot be joined", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer joining a clan that does not exist")
      .withRequest("POST", "/api/platform-user-clans", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ clanId: 999_999 }),
      )
      .willRespondWith(404, clanProblem(404, "ClanNotFound", "Clan not found"))
      .executeTest(async (mockServer) => {
        const failure = await clanRequests
          .joinClan(api(mockServer.url), 999_999)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 404, problem: { code: "ClanNotFound" } });
      });
  });

  it("leaves a clan, and may join another only days later", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerInDemoClan)
      .uponReceiving("a member leaving Mumbai Titans")
      .withRequest("DELETE", "/api/platform-user-clans", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          membership: null,
          joinAllowedAt: instant("2026-12-05T10:00:00.000Z"),
          createAllowedAt: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const mine = await clanRequests.leaveClan(api(mockServer.url));
        expect(mine.membership).toBeNull();
        expect(mine.joinAllowedAt).not.toBeNull();
      });
  });

  it("is told a gamer in no clan has none to leave", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer in no clan leaving one")
      .withRequest("DELETE", "/api/platform-user-clans", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(409, clanProblem(409, "NotInClan", "Not in a clan"))
      .executeTest(async (mockServer) => {
        const failure = await clanRequests.leaveClan(api(mockServer.url)).catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 409, problem: { code: "NotInClan" } });
      });
  });

  it("lets a Chief delete a clan made long enough ago", async () => {
    await pact
      .addInteraction()
      .given(STATES.chiefOfOldClan)
      .uponReceiving("a Chief deleting a clan made 30 days ago")
      .withRequest("DELETE", clanPath, (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          membership: null,
          joinAllowedAt: null,
          createAllowedAt: instant("2026-12-05T10:00:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const mine = await clanRequests.deleteClan(api(mockServer.url), EXAMPLE_CLAN_ID);
        expect(mine.membership).toBeNull();
        expect(mine.createAllowedAt).not.toBeNull();
      });
  });

  it("is told a clan made just now cannot be deleted yet", async () => {
    await pact
      .addInteraction()
      .given(STATES.chiefOfNewClan)
      .uponReceiving("a Chief deleting a clan made just now")
      .withRequest("DELETE", clanPath, (request) => request.headers(SITE_HEADERS))
      .willRespondWith(409, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(409, "ClanDeleteTooSoon", "Clan delete too soon"),
          allowedAt: instant("2026-12-05T10:00:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await clanRequests
          .deleteClan(api(mockServer.url), EXAMPLE_CLAN_ID)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 409, problem: { code: "ClanDeleteTooSoon" } });
      });
  });

  it("is told only the Chief may delete a clan", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerInDemoClan)
      .uponReceiving("a member deleting Mumbai Titans")
      .withRequest("DELETE", clanPath, (request) => request.headers(SITE_HEADERS))
      .willRespondWith(403, clanProblem(403, "NotClanChief", "Not the clan's Chief"))
      .executeTest(async (mockServer) => {
        const failure = await clanRequests
          .deleteClan(api(mockServer.url), EXAMPLE_CLAN_ID)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 403, problem: { code: "NotClanChief" } });
      });
  });
});

describe("a clan picture", () => {
  it("loads an emblem at the address the image list gives", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the shield emblem's picture")
      .withRequest("GET", "/api/platform-clans/images/emblem/shield.png")
      .willRespondWith(200, (response) => response.binaryFile("image/png", EXAMPLE_PNG))
      .executeTest(async (mockServer) => {
        const answer = await fetch(`${mockServer.url}/api/platform-clans/images/emblem/shield.png`);
        expect(answer.headers.get("content-type")).toBe("image/png");
        const bytes = new Uint8Array(await answer.arrayBuffer());
        expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      });
  });

  it("is told there is no picture of that name", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the picture of an emblem that does not exist")
      .withRequest("GET", "/api/platform-clans/images/emblem/unicorn.png")
      .willRespondWith(404, clanProblem(404, "ClanImageNotFound", "Kleos has no clan picture of this name"))
      .executeTest(async (mockServer) => {
        const answer = await fetch(`${mockServer.url}/api/platform-clans/images/emblem/unicorn.png`);
        expect(answer.status).toBe(404);
      });
  });
});
