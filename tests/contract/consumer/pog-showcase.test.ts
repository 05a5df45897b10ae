/**
 * The POG showcase and the mint flow's referral roadmap as the site calls them: a showcase list and its
 * highlighted cards, a like, the caller's share link, the roadmap, joining it through a friend's code, and the caller's progress on it — the showcase feature's own request
 * functions against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { pogShowcaseRequests } from "@/web/features/pog/api/pog-showcase-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, SITE_JSON_HEADERS, createKleosWebPact, instant } from "./kleos-web-pact";

const { fromProviderState, integer, regex, string } = MatchersV3;

const EXAMPLE_USER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

const pact = createKleosWebPact();
const client = (baseUrl: string) => createApiClient({ baseUrl });

const racer = {
  name: "Racer99",
  kleosName: "Racer99.kleos",
  avatarUrl: regex(
    "^/api/users/pictures/[0-9a-f]{32}\\.jpg$",
    "/api/users/pictures/0123456789abcdef0123456789abcdef.jpg",
  ),
  avatarSource: "composed",
  frontImageUrl: "/api/users/user-names/Racer99/pog-card/front",
  likes: 1,
  likedByMe: true,
  clanName: null,
  since: instant("2026-03-05T14:07:00.000Z"),
};

describe("the POG showcase", () => {
  it("reads a page of the Legendary list with the caller's like", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogCardShowcased)
      .uponReceiving("a signed-in gamer's request for the first 8 Legendary POGs")
      .withRequest("GET", "/api/feed/pog/legendary", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          kind: "legendary",
          items: [racer],
          page: { pageOffset: 0, pageLimit: 8, total: 1 },
          exploreUrl: string("/api/pog-nft/collection/meta-data"),
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await pogShowcaseRequests.page(client(mockServer.url), "legendary", 0, 8);
        expect(page.items[0]?.kleosName).toBe("Racer99.kleos");
      });
  });

  it("reads the highlighted Hottest POGs", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogCardShowcased)
      .uponReceiving("a signed-in gamer's request for the highlighted Hottest POGs")
      .withRequest("GET", "/api/feed/pog/hottest/highlighted", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ kind: "hottest", items: [racer] }))
      .executeTest(async (mockServer) => {
        const highlights = await pogShowcaseRequests.highlights(client(mockServer.url), "hottest");
        expect(highlights.items).toHaveLength(1);
      });
  });

  it("likes a card once: liking again answers the same count", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogCardShowcased)
      .uponReceiving("a second like of Racer99 by the gamer who liked it")
      .withRequest("POST", "/api/feed/post/like", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ name: "Racer99" }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ name: "Racer99", likes: 1, likedByMe: true }))
      .executeTest(async (mockServer) => {
        const likes = await pogShowcaseRequests.like(client(mockServer.url), "Racer99");
        expect(likes.likes).toBe(1);
      });
  });

  it("gets the caller's short link with each channel's link", async () => {
    const shortUrl = regex("^https?://[^/]+/s/[A-Za-z0-9_-]{10}$", "http://localhost/s/AbCdEfGhIj");
    await pact
      .addInteraction()
      .given(STATES.pogCardShowcased)
      .uponReceiving("a request for the share link of the caller's own card")
      .withRequest("GET", "/api/users/pog/share", (request) =>
        request.headers(SITE_HEADERS).query({ cta: "view", self: "true" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          code: regex("^[A-Za-z0-9_-]{10}$", "AbCdEfGhIj"),
          shortUrl,
          cta: "view",
          name: "Racer99",
          kleosName: "Racer99.kleos",
          frontImageUrl: regex(
            "^https?://[^/]+/api/users/user-names/Racer99/pog-card/front$",
            "http://localhost/api/users/user-names/Racer99/pog-card/front",
          ),
          channels: ["x", "telegram", "facebook", "whatsapp", "more"].map((channel) => ({
            channel,
            url: regex(
              `^.*utm_source(=|%3D)${channel}.*$`,
              `http://localhost/s/AbCdEfGhIj?utm_source=${channel}`,
            ),
          })),
          exploreUrl: string("http://localhost/api/pog-nft/collection/meta-data"),
        }),
      )
      .executeTest(async (mockServer) => {
        const share = await pogShowcaseRequests.share(client(mockServer.url), "view", undefined);
        expect(share.channels).toHaveLength(5);
      });
  });
});

describe("the mint flow's referral roadmap", () => {
  it("reads the roadmap's steps", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the mint flow's referral roadmap")
      .withRequest("GET", "/api/referral-roadmap/pogMintingFlowReferralRoadmap", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: "pogMintingFlowReferralRoadmap",
          steps: [
            { step: 1, action: "NAME_RESERVED", threshold: integer(1), rewardKpoints: integer(50) },
            { step: 2, action: "AVATAR_CREATED", threshold: integer(3), rewardKpoints: integer(150) },
            { step: 3, action: "POG_MINTED", threshold: integer(5), rewardKpoints: integer(500) },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const roadmap = await pogShowcaseRequests.roadmap(client(mockServer.url));
        expect(roadmap.steps).toHaveLength(3);
      });
  });

  it("joins the roadmap through a friend's code", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogCardShowcased)
      .uponReceiving("a gamer joining the mint flow's roadmap with the code REFER234")
      .withRequest("POST", "/api/referral-roadmap/pogMintingFlowReferralRoadmap/associate", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ referralCode: "REFER234" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          roadmapId: "pogMintingFlowReferralRoadmap",
          referralCode: "REFER234",
          associatedAt: instant("2026-03-05T14:07:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const joined = await pogShowcaseRequests.joinRoadmap(client(mockServer.url), "REFER234");
        expect(joined.referralCode).toBe("REFER234");
      });
  });

  it("reads the caller's progress, the first step paid for a friend who reserved a name", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogRoadmapFriendReservedName)
      .uponReceiving(
        "a gamer's request for their progress on the mint flow's roadmap, one friend with a name",
      )
      .withRequest(
        "GET",
        fromProviderState(
          "/api/referral-roadmap/pogMintingFlowReferralRoadmap/${userId}/progress",
          `/api/referral-roadmap/pogMintingFlowReferralRoadmap/${EXAMPLE_USER_ID}/progress`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          roadmapId: "pogMintingFlowReferralRoadmap",
          friends: 1,
          kpointsEarned: 50,
          steps: [
            {
              step: 1,
              action: "NAME_RESERVED",
              threshold: 1,
              rewardKpoints: 50,
              done: 1,
              rewardedAt: instant("2026-03-05T14:07:00.000Z"),
            },
            {
              step: 2,
              action: "AVATAR_CREATED",
              threshold: 3,
              rewardKpoints: 150,
              done: 0,
              rewardedAt: null,
            },
            { step: 3, action: "POG_MINTED", threshold: 5, rewardKpoints: 500, done: 0, rewardedAt: null },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const progress = await pogShowcaseRequests.roadmapProgress(client(mockServer.url), EXAMPLE_USER_ID);
        expect(progress.kpointsEarned).toBe(50);
        expect(progress.steps[0]?.rewardedAt).not.toBeNull();
      });
  });
});
