/**
 * The clan directory as the site calls it: the real request function of the clans feature, through the real API
 * client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { CLAN_BANNERS, CLAN_EMBLEMS } from "@/domain/clans/clan-rules";
import { clanRequests } from "@/web/features/clans/api/clans-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, createKleosWebPact, instant } from "./kleos-web-pact";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

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
