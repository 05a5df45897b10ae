/**
 * The site's content (home carousel, footer) as the site calls it: the real request functions of the content
 * feature, through the real API client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { contentRequests } from "@/web/features/content/api/content-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { PROBLEM_CONTENT_TYPE, SITE_HEADERS, createKleosWebPact, problemShape } from "./kleos-web-pact";

const { boolean, eachLike, integer, regex, string, timestamp } = MatchersV3;

const published = timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", "2026-11-19T09:00:00.000Z");
const page = (total: number) => ({ pageOffset: integer(0), pageLimit: integer(8), total: integer(total) });

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

  it("lists the articles in the display language", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the articles in Hindi")
      .withRequest("GET", "/api/articles", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "hi", pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            slug: string("getting-started-with-kleos"),
            title: string("Kleos के साथ शुरुआत करें"),
            summary: string("साइन इन करें"),
            coverImageUrl: string("/media/banners/season-of-legends.svg"),
            publishedAt: published,
            language: string("hi"),
          }),
          page: page(3),
        }),
      )
      .executeTest(async (mockServer) => {
        const articles = await contentRequests.listArticles(createApiClient({ baseUrl: mockServer.url }), {
          lang: "hi",
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(articles.items[0]?.slug).toBe("getting-started-with-kleos");
        expect(articles.page.total).toBe(3);
      });
  });

  it("gets an article's Markdown", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the article getting-started-with-kleos in German")
      .withRequest("GET", "/api/articles/getting-started-with-kleos", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "de" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          slug: string("getting-started-with-kleos"),
          title: string("Getting started with Kleos"),
          summary: string("Sign in, pick a quest"),
          coverImageUrl: string("/media/banners/season-of-legends.svg"),
          publishedAt: published,
          language: regex("^en$", "en"),
          bodyMarkdown: string("Welcome to **Kleos**"),
        }),
      )
      .executeTest(async (mockServer) => {
        const article = await contentRequests.getArticle(
          createApiClient({ baseUrl: mockServer.url }),
          "getting-started-with-kleos",
          "de",
        );
        expect(article.language).toBe("en");
        expect(article.bodyMarkdown).toContain("**Kleos**");
      });
  });

  it("is told with an ArticleNotFound problem when no such article is published", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the article no-such-article")
      .withRequest("GET", "/api/articles/no-such-article", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "en" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "ArticleNotFound", "Article not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await contentRequests
          .getArticle(createApiClient({ baseUrl: mockServer.url }), "no-such-article", "en")
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "ArticleNotFound" } });
      });
  });

  const video = {
    slug: string("kleos-in-two-minutes"),
    title: string("Kleos in two minutes"),
    description: string("A quick tour"),
    videoUrl: string("https://www.youtube.com/watch?v=aqz-KE-bpKQ"),
    embedUrl: regex(
      "^https://(www\\.youtube-nocookie\\.com/embed/|player\\.vimeo\\.com/video/)[A-Za-z0-9_-]+$",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    ),
    thumbnailUrl: string("/media/banners/season-of-legends.svg"),
    publishedAt: published,
    language: string("en"),
  };

  it("lists the videos", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the videos in English")
      .withRequest("GET", "/api/videos", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "en", pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(video), page: page(2) }))
      .executeTest(async (mockServer) => {
        const videos = await contentRequests.listVideos(createApiClient({ baseUrl: mockServer.url }), {
          lang: "en",
          pageOffset: 0,
          pageLimit: 8,
        });
        expect(videos.items[0]?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
      });
  });

  it("gets a video", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the video kleos-in-two-minutes")
      .withRequest("GET", "/api/videos/kleos-in-two-minutes", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "en" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(video))
      .executeTest(async (mockServer) => {
        const found = await contentRequests.getVideo(
          createApiClient({ baseUrl: mockServer.url }),
          "kleos-in-two-minutes",
          "en",
        );
        expect(found.slug).toBe("kleos-in-two-minutes");
      });
  });

  it("is told with a VideoNotFound problem when no such video is published", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the video no-such-video")
      .withRequest("GET", "/api/videos/no-such-video", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "en" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "VideoNotFound", "Video not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await contentRequests
          .getVideo(createApiClient({ baseUrl: mockServer.url }), "no-such-video", "en")
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(failure).toMatchObject({ status: 404, problem: { code: "VideoNotFound" } });
      });
  });
});
