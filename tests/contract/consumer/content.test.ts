/**
 * The site's content (home carousel, footer) as the site calls it: the real request functions of the content
 * feature, through the real API client, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { adminRequests } from "@/web/features/admin/api/admin-api";
import { contentRequests } from "@/web/features/content/api/content-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  problemShape,
} from "./kleos-web-pact";

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

describe("the content console", () => {
  const client = (url: string) => createApiClient({ baseUrl: url });
  const adminPage = (total: number) => ({ pageOffset: 0, pageLimit: 10, total: integer(total) });

  it("lists every article, drafts included, with all its translations", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for every article")
      .withRequest("GET", "/api/admin/articles", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "10" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            slug: string("getting-started-with-kleos"),
            coverImageUrl: string("/media/banners/season-of-legends.svg"),
            publishedAt: published,
            translations: eachLike({
              language: string("en"),
              title: string("Getting started with Kleos"),
              summary: string("Sign in"),
              bodyMarkdown: string("## Sign in"),
            }),
          }),
          page: adminPage(3),
        }),
      )
      .executeTest(async (mockServer) => {
        const articles = await adminRequests.listAdminArticles(client(mockServer.url), 0);
        expect(articles.items[0]?.translations[0]?.language).toBe("en");
      });
  });

  it("lists every video with all its translations", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for every video")
      .withRequest("GET", "/api/admin/videos", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "10" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            slug: string("kleos-in-two-minutes"),
            videoUrl: string("https://www.youtube.com/watch?v=aqz-KE-bpKQ"),
            thumbnailUrl: string("/media/banners/season-of-legends.svg"),
            publishedAt: published,
            translations: eachLike({
              language: string("en"),
              title: string("Kleos in two minutes"),
              description: string("A quick tour"),
            }),
          }),
          page: adminPage(1),
        }),
      )
      .executeTest(async (mockServer) => {
        const videos = await adminRequests.listAdminVideos(client(mockServer.url), 0);
        expect(videos.items[0]?.slug).toBe("kleos-in-two-minutes");
      });
  });

  it("saves a draft article", async () => {
    const input = {
      coverImageUrl: "/media/banners/season-of-legends.svg",
      publishedAt: null,
      translations: [
        { language: "en", title: "Patch notes", summary: "What changed", bodyMarkdown: "## New" },
      ],
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of the draft article patch-notes")
      .withRequest("PUT", "/api/admin/articles/patch-notes", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(200, (response) => response.jsonBody({ slug: "patch-notes", ...input }))
      .executeTest(async (mockServer) => {
        const saved = await adminRequests.saveArticle(client(mockServer.url), "patch-notes", input);
        expect(saved).toEqual({ slug: "patch-notes", ...input });
      });
  });

  it("refuses a video from a host off the allow-list", async () => {
    const input = {
      videoUrl: "https://evil.example/watch?v=aqz-KE-bpKQ",
      thumbnailUrl: "/media/banners/season-of-legends.svg",
      publishedAt: null,
      translations: [{ language: "en", title: "Trailer", description: "" }],
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of a video from a host off the allow-list")
      .withRequest("PUT", "/api/admin/videos/season-trailer", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "VideoHostNotAllowed", "Video host not allowed")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .saveVideo(client(mockServer.url), "season-trailer", input)
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 422, problem: { code: "VideoHostNotAllowed" } });
      });
  });
});
