import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { SuccessBody } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { articleInput, videoInput } from "@/server/testing/content-requests";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail, signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let admin: TestSession;
let gamer: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInByEmail(testApp.app);
  await campaignRepository.grantRole(testApp.database.db, admin.userId, ADMIN_ROLE);
  gamer = await signInByPhone(testApp.app);
});

afterAll(async () => {
  await testApp.app.close();
});

const put = (session: TestSession, url: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: "PUT", url, payload, headers: session.authorization });

describe("the content console", () => {
  it("creates an article that readers then get in their language, and audits who did it", async () => {
    const created = await put(admin, "/api/admin/articles/console-article", articleInput());
    expect(created.statusCode, created.body).toBe(200);
    expect(contractResponse("saveArticle", 200).validate(created.json())).toEqual([]);
    const read = await testApp.app.inject({ url: "/api/articles/console-article?lang=hi" });
    expect(read.json<SuccessBody<"getArticle">>().title).toBe("पैच नोट्स");

    // A replacement drops the translations it leaves out, and unpublishing hides it.
    const updated = await put(
      admin,
      "/api/admin/articles/console-article",
      articleInput({
        publishedAt: null,
        translations: [{ language: "en", title: "Patch notes v2", summary: "", bodyMarkdown: "" }],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expectProblem(await testApp.app.inject({ url: "/api/articles/console-article" }), 404, "ArticleNotFound");

    const audit = await testApp.app.inject({
      url: "/api/admin/content-audit?pageLimit=50",
      headers: admin.authorization,
    });
    expect(audit.statusCode).toBe(200);
    expect(contractResponse("listContentAudit", 200).validate(audit.json())).toEqual([]);
    const entries = audit
      .json<SuccessBody<"listContentAudit">>()
      .items.filter((entry) => entry.entityKey === "console-article");
    expect(entries.map((entry) => [entry.action, entry.adminUserId])).toEqual([
      ["updated", admin.userId],
      ["created", admin.userId],
    ]);
    expect(entries[0]?.changes).toMatchObject({ publishedAt: null });
  });

  it("saves a video only from an allow-listed host, and never a gamer's save", async () => {
    expectProblem(
      await put(
        admin,
        "/api/admin/videos/console-video",
        videoInput({ videoUrl: "http://youtu.be/aqz-KE-bpKQ" }),
      ),
      422,
      "VideoHostNotAllowed",
    );
    expectProblem(
      await put(gamer, "/api/admin/videos/console-video", videoInput()),
      403,
      "AdminRoleRequired",
    );
    const saved = await put(
      admin,
      "/api/admin/videos/console-video",
      videoInput({ publishedAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await testApp.app.inject({ url: "/api/videos/console-video" });
    expect(read.json<SuccessBody<"getVideo">>().embedUrl).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    );
  });

  it("refuses content without English, writing nothing", async () => {
    const response = await put(
      admin,
      "/api/admin/articles/console-hindi-only",
      articleInput({ translations: [{ language: "hi", title: "केवल हिंदी", summary: "", bodyMarkdown: "" }] }),
    );
    expectProblem(response, 422, "ContentEnglishMissing");
    const audit = await testApp.app.inject({ url: "/api/admin/content-audit", headers: admin.authorization });
    expect(
      audit
        .json<SuccessBody<"listContentAudit">>()
        .items.some((entry) => entry.entityKey === "console-hindi-only"),
    ).toBe(false);
  });
});
