import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTranslationsTable, articlesTable, videosTable } from "@/server/db/schema/content";
import type { SuccessBody } from "@/server/http/operations";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

// One app for the file, with the demo articles and videos; tests add their own items under their own slugs.
beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.app.close();
});

const get = async <Op extends "listArticles" | "getArticle" | "listVideos" | "getVideo">(
  operation: Op,
  url: string,
): Promise<SuccessBody<Op>> => {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse(operation, 200).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<Op>>();
};

describe("articles", () => {
  it("lists published articles newest first, in the display language with English as the fallback", async () => {
    const { items, page } = await get("listArticles", "/api/articles?lang=hi");
    expect(items.map((item) => item.slug)).toEqual([
      "getting-started-with-kleos",
      "proof-of-gamer-explained",
      "clan-season-rules",
    ]);
    expect(items.map((item) => item.language)).toEqual(["hi", "hi", "en"]);
    expect(items[0]?.title).toBe("Kleos के साथ शुरुआत करें");
    expect(page).toEqual({ pageOffset: 0, pageLimit: 20, total: 3 });
    expect(items[0]).not.toHaveProperty("bodyMarkdown");
  });

  it("pages", async () => {
    const { items, page } = await get("listArticles", "/api/articles?pageOffset=1&pageLimit=1");
    expect(items.map((item) => item.slug)).toEqual(["proof-of-gamer-explained"]);
    expect(page.total).toBe(3);
  });

  it("gives an article's Markdown in the requested language, its base language, or English", async () => {
    expect((await get("getArticle", "/api/articles/getting-started-with-kleos?lang=pt-BR")).language).toBe(
      "pt-BR",
    );
    const german = await get("getArticle", "/api/articles/getting-started-with-kleos?lang=de");
    expect(german.language).toBe("en");
    expect(german.bodyMarkdown).toContain("## Your first ten minutes");
  });

  it("hides drafts and articles scheduled for later, as not found", async () => {
    const { db } = testApp.database;
    const [draft] = await db
      .insert(articlesTable)
      .values([
        { slug: "test-draft", coverImageUrl: "/x.svg", publishedAt: null },
        { slug: "test-later", coverImageUrl: "/x.svg", publishedAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning({ id: articlesTable.id });
    await db
      .insert(articleTranslationsTable)
      .values({ articleId: draft?.id ?? 0, language: "en", title: "Draft", summary: "", bodyMarkdown: "" });
    for (const slug of ["test-draft", "test-later", "no-such-article"]) {
      const problem = expectProblem(
        await testApp.app.inject({ url: `/api/articles/${slug}` }),
        404,
        "ArticleNotFound",
      );
      expect(problem["slug"]).toBe(slug);
    }
    expect((await get("listArticles", "/api/articles")).page.total).toBe(3);
  });
});

describe("videos", () => {
  it("lists published videos with the allow-listed players derived from their addresses", async () => {
    const { items } = await get("listVideos", "/api/videos?lang=hi");
    expect(items.map((item) => [item.slug, item.language, item.embedUrl])).toEqual([
      ["kleos-in-two-minutes", "hi", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"],
      ["how-clan-chiefs-win", "en", "https://player.vimeo.com/video/76979871"],
    ]);
  });

  it("never embeds a video whose address is off the allow-list, and answers VideoNotFound for it", async () => {
    const { db } = testApp.database;
    await db.insert(videosTable).values({
      slug: "test-off-list",
      videoUrl: "https://evil.example/watch?v=aqz-KE-bpKQ",
      thumbnailUrl: "/x.svg",
      publishedAt: new Date(Date.now() - 1000),
    });
    expectProblem(await testApp.app.inject({ url: "/api/videos/test-off-list" }), 404, "VideoNotFound");
    const { items } = await get("listVideos", "/api/videos");
    expect(items.map((item) => item.slug)).not.toContain("test-off-list");
    await db.delete(videosTable).where(eq(videosTable.slug, "test-off-list"));
  });

  it("gives a video by slug", async () => {
    const video = await get("getVideo", "/api/videos/kleos-in-two-minutes?lang=pt-BR");
    expect(video.title).toBe("Kleos em dois minutos");
    expectProblem(await testApp.app.inject({ url: "/api/videos/no-such-video" }), 404, "VideoNotFound");
  });
});
