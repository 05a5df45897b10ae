import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlesTable, articleTranslationsTable } from "@/server/db/schema/content";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

const INDEX_HTML =
  '<!doctype html><html><head><title>Kleos</title></head><body><div id="root"></div></body></html>';

let testApp: TestApp;
let siteDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), "kleos-share-"));
  writeFileSync(join(siteDir, "index.html"), INDEX_HTML);
  testApp = await createTestApp({ webDistDir: siteDir, publicUrl: "https://kleos.example" });
});

afterAll(async () => {
  await testApp.app.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const page = (url: string) => testApp.app.inject({ url, headers: { accept: "text/html" } });

/** The content of the meta tag with this property or name. */
const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe("Open Graph tags for crawlers", () => {
  it("puts an article's title, summary, picture and address in the page, in the language asked for", async () => {
    const response = await page("/article-details/getting-started-with-kleos?lang=hi");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(meta(response.body, "og:type")).toBe("article");
    expect(meta(response.body, "og:title")).toBe("Kleos के साथ शुरुआत करें");
    expect(meta(response.body, "og:image")).toBe("https://kleos.example/media/banners/season-of-legends.svg");
    expect(meta(response.body, "og:url")).toBe(
      "https://kleos.example/article-details/getting-started-with-kleos",
    );
    expect(meta(response.body, "og:locale")).toBe("hi");
    expect(meta(response.body, "twitter:card")).toBe("summary_large_image");
    expect(response.body).toContain("<title>Kleos के साथ शुरुआत करें · Kleos</title>");
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("puts a video's player in the page", async () => {
    const response = await page("/video-details/kleos-in-two-minutes");
    expect(meta(response.body, "og:type")).toBe("video.other");
    expect(meta(response.body, "og:video")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
  });

  it("escapes what an admin wrote, so no tag or script gets into the page", async () => {
    const { db } = testApp.database;
    const [row] = await db
      .insert(articlesTable)
      .values({
        slug: "test-escaped",
        coverImageUrl: '/x.svg"><script>',
        publishedAt: new Date(Date.now() - 1000),
      })
      .returning({ id: articlesTable.id });
    await db.insert(articleTranslationsTable).values({
      articleId: row?.id ?? 0,
      language: "en",
      title: '"/><script>alert(1)</script>',
      summary: "<b>bold</b> & 'quoted'",
      bodyMarkdown: "",
    });
    const response = await page("/article-details/test-escaped");
    expect(response.body).not.toContain("<script>");
    expect(meta(response.body, "og:title")).toBe("&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(meta(response.body, "og:description")).toBe("&lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39;");
  });

  it("serves the plain page for an unknown article and for every other page", async () => {
    for (const url of ["/article-details/no-such-article", "/games", "/video-details/Not_A_Slug"]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });
});
