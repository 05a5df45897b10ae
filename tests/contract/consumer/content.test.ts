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

  it("lists the footer's link groups in the display language", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoCatalogue)
      .uponReceiving("a request for the web footers in Hindi")
      .withRequest("GET", "/api/web-footers", (request) =>
        request.headers(SITE_HEADERS).query({ lang: "hi" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          groups: eachLike({
            name: string("Play"),
            language: regex("^en$", "en"),
            links: eachLike({
              id: integer(1),
              label: string("Games"),
              language: regex("^en$", "en"),
              url: string("/games"),
              external: boolean(false),
            }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const footers = await contentRequests.listWebFooters(
          createApiClient({ baseUrl: mockServer.url }),
          "hi",
        );
        expect(footers.groups).toEqual([
          {
            name: "Play",
            language: "en",
            links: [{ id: 1, label: "Games", language: "en", url: "/games", external: false }],
          },
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

  it("lists every banner of the carousel for an admin, with its window", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.demoCatalogue)
      .uponReceiving("an admin's request for every web banner")
      .withRequest("GET", "/api/admin/web-banners", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            slug: regex("^[a-z0-9]+(?:-[a-z0-9]+)*$", "season-of-legends"),
            title: string("Season of Legends is live"),
            subtitle: string("Finish quests to earn K-Cash"),
            imageUrl: string("/media/banners/season-of-legends.svg"),
            ctaLabel: string("Play now"),
            ctaUrl: string("/games"),
            position: integer(0),
            startsAt: null,
            endsAt: null,
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const found = await adminRequests.listAdminWebBanners(client(mockServer.url));
        expect(found.items[0]?.slug).toBe("season-of-legends");
      });
  });

  const bannerInput = {
    title: "Store week",
    subtitle: "Every voucher, one week",
    imageUrl: "/media/banners/season-of-legends.svg",
    ctaLabel: "Open the store",
    ctaUrl: "/store",
    position: 900,
    startsAt: null,
    endsAt: null,
  };

  it("saves a banner for an admin", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of a web banner")
      .withRequest("PUT", "/api/admin/web-banners/store-week", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(bannerInput),
      )
      .willRespondWith(200, (response) => response.jsonBody({ slug: "store-week", ...bannerInput }))
      .executeTest(async (mockServer) => {
        const saved = await adminRequests.saveWebBanner(client(mockServer.url), "store-week", bannerInput);
        expect(saved).toEqual({ slug: "store-week", ...bannerInput });
      });
  });

  it("refuses a banner that ends before it starts", async () => {
    const input = {
      ...bannerInput,
      startsAt: "2026-12-01T00:00:00.000Z",
      endsAt: "2026-11-01T00:00:00.000Z",
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of a web banner that ends before it starts")
      .withRequest("PUT", "/api/admin/web-banners/store-week", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "BannerWindowInvalid", "The banner must end after it starts")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .saveWebBanner(client(mockServer.url), "store-week", input)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 422, problem: { code: "BannerWindowInvalid" } });
      });
  });

  it("answers 404 to the removal of a banner that does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's removal of a web banner that does not exist")
      .withRequest("DELETE", "/api/admin/web-banners/no-such-banner", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "BannerNotFound", "Banner not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .deleteWebBanner(client(mockServer.url), "no-such-banner")
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "BannerNotFound" } });
      });
  });

  it("answers 404 to codes uploaded for a voucher that does not exist", async () => {
    const voucherId = "00000000-0000-4000-8000-000000000000";
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's upload of voucher codes for a voucher that does not exist")
      .withRequest("POST", `/api/admin/store/vouchers/${voucherId}/codes`, (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ csv: "code\nGP-0001" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "VoucherNotFound", "Voucher not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .uploadVoucherCodes(client(mockServer.url), voucherId, "code\nGP-0001")
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 404, problem: { code: "VoucherNotFound" } });
      });
  });

  it("lists the featured vouchers an admin chose (none yet: the catalogue's flag decides)", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the featured vouchers")
      .withRequest("GET", "/api/admin/featured-vouchers", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ voucherIds: [] }))
      .executeTest(async (mockServer) => {
        const featured = await adminRequests.listAdminFeaturedVouchers(client(mockServer.url));
        expect(featured).toEqual({ voucherIds: [] });
      });
  });

  it("saves an empty choice of featured vouchers, which gives it back to the catalogue", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of no featured vouchers")
      .withRequest("PUT", "/api/admin/featured-vouchers", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ voucherIds: [] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ voucherIds: [] }))
      .executeTest(async (mockServer) => {
        const saved = await adminRequests.saveFeaturedVouchers(client(mockServer.url), { voucherIds: [] });
        expect(saved).toEqual({ voucherIds: [] });
      });
  });

  it("answers 404 to featuring a voucher that does not exist", async () => {
    const voucherIds = ["00000000-0000-4000-8000-000000000000"];
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of a featured voucher that does not exist")
      .withRequest("PUT", "/api/admin/featured-vouchers", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ voucherIds }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "VoucherNotFound", "Voucher not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .saveFeaturedVouchers(client(mockServer.url), { voucherIds })
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "VoucherNotFound" } });
      });
  });

  it("answers 422 to a voucher featured twice", async () => {
    const voucherId = "00000000-0000-4000-8000-000000000000";
    const voucherIds = [voucherId, voucherId];
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of featured vouchers naming one voucher twice")
      .withRequest("PUT", "/api/admin/featured-vouchers", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ voucherIds }),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "FeaturedVoucherRepeated", "A voucher can be featured only once")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .saveFeaturedVouchers(client(mockServer.url), { voucherIds })
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 422, problem: { code: "FeaturedVoucherRepeated" } });
      });
  });

  it("lists the content audit log, newest first, with who changed what", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminEditedContent)
      .uponReceiving("an admin's request for the first page of the content audit log")
      .withRequest("GET", "/api/admin/content-audit", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "10" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(1),
            adminUserId: regex(
              "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
              "4f1c2b9e-0000-4000-8000-000000000001",
            ),
            entity: regex("^(article|video|banner|voucherStock)$", "banner"),
            entityKey: string("store-week"),
            action: regex("^(created|updated|deleted)$", "created"),
            changes: { title: string("Store week") },
            at: published,
          }),
          page: adminPage(1),
        }),
      )
      .executeTest(async (mockServer) => {
        const audit = await adminRequests.listContentAudit(client(mockServer.url), 0);
        expect(audit.items[0]).toMatchObject({
          entity: "banner",
          entityKey: "store-week",
          action: "created",
        });
        expect(audit.items[0]?.changes).toMatchObject({ title: "Store week" });
      });
  });

  it("lists the promotion overlay's windows", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminEditedContent)
      .uponReceiving("an admin's request for the promotion overlay's windows")
      .withRequest("GET", "/api/admin/overlay/schedules", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(1),
            startsAt: published,
            endsAt: published,
            delaySeconds: integer(7),
            createdAt: published,
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const schedules = await adminRequests.listOverlaySchedules(client(mockServer.url));
        expect(schedules.items[0]?.delaySeconds).toBe(7);
      });
  });

  const footer = {
    groups: [
      {
        names: [
          { language: "en", text: "Play" },
          { language: "pt-BR", text: "Jogar" },
        ],
        links: [
          {
            url: "/games",
            external: false,
            labels: [
              { language: "en", text: "Games" },
              { language: "pt-BR", text: "Jogos" },
            ],
          },
        ],
      },
    ],
  };

  it("replaces the footer, every text with its translations", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of the footer")
      .withRequest("PUT", "/api/admin/web-footers", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(footer),
      )
      .willRespondWith(200, (response) => response.jsonBody(footer))
      .executeTest(async (mockServer) => {
        expect(await adminRequests.saveWebFooters(client(mockServer.url), footer)).toEqual(footer);
      });
  });

  it("refuses a footer whose link has no English label", async () => {
    const input = {
      groups: [
        {
          names: [{ language: "en", text: "Play" }],
          links: [{ url: "/games", external: false, labels: [{ language: "hi", text: "गेम" }] }],
        },
      ],
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's save of a footer with a link without English")
      .withRequest("PUT", "/api/admin/web-footers", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "ContentEnglishMissing", "English is required")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .saveWebFooters(client(mockServer.url), input)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 422, problem: { code: "ContentEnglishMissing" } });
      });
  });

  it("lists the footer with every translation for an admin", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.demoCatalogue)
      .uponReceiving("an admin's request for the footer")
      .withRequest("GET", "/api/admin/web-footers", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          groups: eachLike({
            names: eachLike({ language: string("en"), text: string("Play") }),
            links: eachLike({
              url: string("/games"),
              external: boolean(false),
              labels: eachLike({ language: string("en"), text: string("Games") }),
            }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const found = await adminRequests.listAdminWebFooters(client(mockServer.url));
        expect(found.groups[0]?.names[0]).toEqual({ language: "en", text: "Play" });
      });
  });

  const kabaddiTexts = {
    names: [
      { language: "en", text: "Kabaddi Kings" },
      { language: "hi", text: "कबड्डी किंग्स" },
    ],
    taglines: [
      { language: "en", text: "Raid, tackle and lead your franchise to the title" },
      { language: "hi", text: "रेड करो, टैकल करो और अपनी टीम को खिताब तक ले जाओ" },
    ],
    descriptions: [
      {
        language: "en",
        text: "Fast seven-a-side kabaddi with real raid timing, franchise management and live leagues every weekend.",
      },
      {
        language: "hi",
        text: "असली रेड टाइमिंग वाली तेज़ सात-खिलाड़ियों की कबड्डी, फ्रैंचाइज़ी मैनेजमेंट और हर वीकेंड लाइव लीग।",
      },
    ],
  };

  it("gets a game's name, tagline and description in every language for an admin", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.demoCatalogue)
      .uponReceiving("an admin's request for the texts of the game kabaddi-kings")
      .withRequest("GET", "/api/admin/games/kabaddi-kings/texts", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(kabaddiTexts))
      .executeTest(async (mockServer) => {
        expect(await adminRequests.getGameTexts(client(mockServer.url), "kabaddi-kings")).toEqual(
          kabaddiTexts,
        );
      });
  });

  it("is told with a GameNotFound problem for the texts of a game that does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the texts of the game no-such-game")
      .withRequest("GET", "/api/admin/games/no-such-game/texts", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "GameNotFound", "Game not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .getGameTexts(client(mockServer.url), "no-such-game")
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "GameNotFound" } });
      });
  });

  it("saves a game's name, tagline and description in every language", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.demoCatalogue)
      .uponReceiving("an admin's save of the texts of the game kabaddi-kings")
      .withRequest("PUT", "/api/admin/games/kabaddi-kings/texts", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(kabaddiTexts),
      )
      .willRespondWith(200, (response) => response.jsonBody(kabaddiTexts))
      .executeTest(async (mockServer) => {
        expect(
          await adminRequests.saveGameTexts(client(mockServer.url), "kabaddi-kings", kabaddiTexts),
        ).toEqual(kabaddiTexts);
      });
  });

  it("refuses a game's texts without an English name", async () => {
    const input = {
      names: [{ language: "hi", text: "कबड्डी किंग्स" }],
      taglines: kabaddiTexts.taglines,
      descriptions: kabaddiTexts.descriptions,
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.demoCatalogue)
      .uponReceiving("an admin's save of the texts of the game kabaddi-kings without an English name")
      .withRequest("PUT", "/api/admin/games/kabaddi-kings/texts", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "ContentEnglishMissing", "English is required")),
      )
      .executeTest(async (mockServer) => {
        const failure = await adminRequests
          .saveGameTexts(client(mockServer.url), "kabaddi-kings", input)
          .catch((error: unknown) => error);
        expect(failure).toMatchObject({ status: 422, problem: { code: "ContentEnglishMissing" } });
      });
  });

  it("schedules the promotion overlay", async () => {
    const input = {
      startsAt: "2099-03-01T10:00:00.000Z",
      endsAt: "2099-03-08T10:00:00.000Z",
      delaySeconds: 7,
    };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's new window of the promotion overlay")
      .withRequest("POST", "/api/admin/overlay/schedules", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({ id: integer(1), ...input, createdAt: published }),
      )
      .executeTest(async (mockServer) => {
        const created = await adminRequests.createOverlaySchedule(client(mockServer.url), input);
        expect(created).toMatchObject(input);
      });
  });
});
