/**
 * The site's content (home carousel, footer) as the site calls it: the real request functions of the content
 * feature, through the real API client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { contentRequests } from "@/web/features/content/api/content-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, createKleosWebPact } from "./kleos-web-pact";

const { boolean, eachLike, integer, string } = MatchersV3;

const pact = createKleosWebPact();

describe("the site content", () => {
  it("lists the live banners of the home carousel", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the web banners")
      .withRequest("GET", "/api/web-banners", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(1),
            title: string("Dark Throne Season 4"),
            subtitle: string("Claim the throne before the season ends"),
            imageUrl: string("/media/banners/dark-throne-season.svg"),
            ctaLabel: string("Play now"),
            ctaUrl: string("/games/dark-throne"),
            position: integer(0),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const banners = await contentRequests.listWebBanners(createApiClient({ baseUrl: mockServer.url }));
        expect(banners.items).toEqual([
          {
            id: 1,
            title: "Dark Throne Season 4",
            subtitle: "Claim the throne before the season ends",
            imageUrl: "/media/banners/dark-throne-season.svg",
            ctaLabel: "Play now",
            ctaUrl: "/games/dark-throne",
            position: 0,
          },
        ]);
      });
  });

  it("lists the footer's link groups", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the web footers")
      .withRequest("GET", "/api/web-footers", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          groups: eachLike({
            name: string("Kleos"),
            links: eachLike({
              id: integer(1),
              label: string("About"),
              url: string("/about"),
              external: boolean(false),
            }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const footers = await contentRequests.listWebFooters(createApiClient({ baseUrl: mockServer.url }));
        expect(footers.groups).toEqual([
          { name: "Kleos", links: [{ id: 1, label: "About", url: "/about", external: false }] },
        ]);
      });
  });
});
