import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { SuccessBody } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { articleInput, bannerInput, footerInput, videoInput } from "@/server/testing/content-requests";
import { createTestVoucher } from "@/server/testing/store-requests";
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

describe("the admin lists of articles and videos", () => {
  it("lists drafts, scheduled and published articles newest first, each with every translation", async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [slug, publishedAt] of [
      ["listed-published", "2026-10-01T10:00:00.000Z"],
      ["listed-draft", null],
      ["listed-scheduled", future],
    ] as const) {
      const saved = await put(admin, `/api/admin/articles/${slug}`, articleInput({ publishedAt }));
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const response = await testApp.app.inject({
      url: "/api/admin/articles?pageLimit=50",
      headers: admin.authorization,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(contractResponse("listAdminArticles", 200).validate(response.json())).toEqual([]);
    const listed = response
      .json<SuccessBody<"listAdminArticles">>()
      .items.filter((item) => item.slug.startsWith("listed-"));
    expect(listed.map((item) => [item.slug, item.publishedAt])).toEqual([
      ["listed-scheduled", future],
      ["listed-draft", null],
      ["listed-published", "2026-10-01T10:00:00.000Z"],
    ]);
    expect(listed[0]?.translations.map((text) => text.language).sort()).toEqual(["en", "hi"]);
    expect(listed[0]?.translations.find((text) => text.language === "hi")?.bodyMarkdown).toBe(
      "## नया\n\n- तेज़ क्लेम",
    );
  });

  it("lists draft videos too, paged, and only to admins", async () => {
    for (const slug of ["listed-video-a", "listed-video-b"]) {
      const saved = await put(admin, `/api/admin/videos/${slug}`, videoInput());
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const first = await testApp.app.inject({
      url: "/api/admin/videos?pageLimit=1",
      headers: admin.authorization,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(contractResponse("listAdminVideos", 200).validate(first.json())).toEqual([]);
    const page = first.json<SuccessBody<"listAdminVideos">>();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ slug: "listed-video-b", publishedAt: null });
    expect(page.page.total).toBeGreaterThanOrEqual(2);
    expectProblem(
      await testApp.app.inject({ url: "/api/admin/videos", headers: gamer.authorization }),
      403,
      "AdminRoleRequired",
    );
    expectProblem(
      await testApp.app.inject({ url: "/api/admin/articles", headers: gamer.authorization }),
      403,
      "AdminRoleRequired",
    );
  });
});

describe("the banner and voucher-stock console", () => {
  it("saves a banner that the carousel then shows, removes it, and audits both", async () => {
    const saved = await put(admin, "/api/admin/web-banners/console-banner", bannerInput({ position: 0 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(contractResponse("saveWebBanner", 200).validate(saved.json())).toEqual([]);
    const live = await testApp.app.inject({ url: "/api/web-banners" });
    expect(live.json<SuccessBody<"listWebBanners">>().items.map((item) => item.title)).toContain(
      "Season of Legends",
    );
    const listed = await testApp.app.inject({ url: "/api/admin/web-banners", headers: admin.authorization });
    expect(contractResponse("listAdminWebBanners", 200).validate(listed.json())).toEqual([]);
    expect(listed.json<SuccessBody<"listAdminWebBanners">>().items.map((item) => item.slug)).toContain(
      "console-banner",
    );

    // A banner whose window has ended stays in the console but leaves the carousel.
    await put(
      admin,
      "/api/admin/web-banners/console-banner",
      bannerInput({
        title: "Ended",
        startsAt: "2020-01-01T00:00:00.000Z",
        endsAt: "2020-02-01T00:00:00.000Z",
      }),
    );
    const after = await testApp.app.inject({ url: "/api/web-banners" });
    expect(after.json<SuccessBody<"listWebBanners">>().items.map((item) => item.title)).not.toContain(
      "Ended",
    );

    const removed = await testApp.app.inject({
      method: "DELETE",
      url: "/api/admin/web-banners/console-banner",
      headers: admin.authorization,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expectProblem(
      await testApp.app.inject({
        method: "DELETE",
        url: "/api/admin/web-banners/console-banner",
        headers: admin.authorization,
      }),
      404,
      "BannerNotFound",
    );
    const audit = await testApp.app.inject({
      url: "/api/admin/content-audit?pageLimit=50",
      headers: admin.authorization,
    });
    expect(contractResponse("listContentAudit", 200).validate(audit.json())).toEqual([]);
    expect(
      audit
        .json<SuccessBody<"listContentAudit">>()
        .items.filter((entry) => entry.entityKey === "console-banner")
        .map((entry) => [entry.entity, entry.action]),
    ).toEqual([
      ["banner", "deleted"],
      ["banner", "updated"],
      ["banner", "created"],
    ]);
  });

  it("refuses a banner that ends before it starts, and a gamer", async () => {
    expectProblem(
      await put(
        admin,
        "/api/admin/web-banners/bad-window",
        bannerInput({ startsAt: "2026-12-01T00:00:00.000Z", endsAt: "2026-12-01T00:00:00.000Z" }),
      ),
      422,
      "BannerWindowInvalid",
    );
    expectProblem(
      await put(gamer, "/api/admin/web-banners/bad-window", bannerInput()),
      403,
      "AdminRoleRequired",
    );
  });

  const upload = (voucherId: string, csv: string) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/admin/store/vouchers/${voucherId}/codes`,
      payload: { csv },
      headers: admin.authorization,
    });

  it("adds a CSV's codes to the stock, answers counts only, and audits the count, never a code", async () => {
    const voucherId = await createTestVoucher(testApp, { codes: 2 });
    const added = await upload(
      voucherId,
      "code\r\nCONSOLE-AAAA-1\r\nCONSOLE-AAAA-2\r\n\r\nCONSOLE-AAAA-3\r\n",
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(contractResponse("uploadVoucherCodes", 200).validate(added.json())).toEqual([]);
    expect(added.json()).toEqual({ voucherId, added: 3, stock: 5 });
    expect(added.body).not.toContain("CONSOLE-AAAA");

    const audit = await testApp.app.inject({
      url: "/api/admin/content-audit?pageLimit=50",
      headers: admin.authorization,
    });
    expect(audit.body).not.toContain("CONSOLE-AAAA");
    const entry = audit
      .json<SuccessBody<"listContentAudit">>()
      .items.find((item) => item.entityKey === voucherId);
    expect(entry).toMatchObject({ entity: "voucherStock", changes: { codesAdded: 3 } });
  });

  it("refuses the whole file, naming the lines, for a malformed line or a code twice or already stored", async () => {
    const voucherId = await createTestVoucher(testApp, { codes: 0 });
    expect((await upload(voucherId, "STORED-0001")).statusCode).toBe(200);

    const malformed = await upload(voucherId, "GOOD-0001\nnot a code\n");
    expectProblem(malformed, 422, "VoucherCodesInvalid");
    expect(malformed.json()).toMatchObject({ reason: "malformed", lines: [2] });

    const twice = await upload(voucherId, "NEW-0001\nNEW-0002\nNEW-0001");
    expect(twice.json()).toMatchObject({ reason: "duplicate", lines: [1, 3] });

    const stored = await upload(voucherId, "NEW-0003\nSTORED-0001");
    expectProblem(stored, 422, "VoucherCodesInvalid");
    expect(stored.json()).toMatchObject({ reason: "duplicate", lines: [2] });
    expect(stored.body).not.toContain("STORED-0001");

    const empty = await upload(voucherId, "code\n");
    expect(empty.json()).toMatchObject({ reason: "empty", lines: [] });

    // Nothing of the refused files was stored.
    const voucher = await testApp.app.inject({ url: `/api/store/vouchers/${voucherId}` });
    expect(voucher.json<SuccessBody<"getStoreVoucher">>().stock).toBe(1);
  });

  it("answers 404 for a voucher that does not exist", async () => {
    expectProblem(await upload("00000000-0000-4000-8000-000000000000", "CODE-0001"), 404, "VoucherNotFound");
  });
});

describe("the footer console", () => {
  const readFooter = async (lang: string) => {
    const read = await testApp.app.inject({ url: `/api/web-footers?lang=${lang}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(contractResponse("listWebFooters", 200).validate(read.json())).toEqual([]);
    return read.json<SuccessBody<"listWebFooters">>().groups;
  };

  it("replaces the footer, which readers then get in their language or English, and audits who did it", async () => {
    const saved = await put(admin, "/api/admin/web-footers", footerInput());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(contractResponse("saveWebFooters", 200).validate(saved.json())).toEqual([]);
    expect(saved.json()).toEqual(footerInput());

    const brazilian = await readFooter("pt-BR");
    expect(brazilian).toEqual([
      {
        name: "Jogar",
        language: "pt-BR",
        links: [
          { id: expect.any(Number), label: "Jogos", language: "pt-BR", url: "/games", external: false },
          {
            id: expect.any(Number),
            label: "Discord",
            language: "en",
            url: "https://discord.gg/kleos",
            external: true,
          },
        ],
      },
    ]);
    // Hindi was not written: English stands in for every text.
    const hindi = await readFooter("hi");
    expect(hindi.map((group) => [group.name, group.language])).toEqual([["Play", "en"]]);
    expect(hindi[0]?.links.map((link) => link.label)).toEqual(["Games", "Discord"]);

    const listed = await testApp.app.inject({ url: "/api/admin/web-footers", headers: admin.authorization });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(contractResponse("listAdminWebFooters", 200).validate(listed.json())).toEqual([]);
    expect(listed.json()).toEqual(footerInput());

    const audit = await testApp.app.inject({
      url: "/api/admin/content-audit?pageLimit=50",
      headers: admin.authorization,
    });
    const entry = audit
      .json<SuccessBody<"listContentAudit">>()
      .items.find((item) => item.entity === "footer");
    expect(entry).toMatchObject({
      adminUserId: admin.userId,
      entityKey: "footer",
      action: "updated",
      changes: footerInput(),
    });
  });

  it("merges groups of one English name and leaves out a repeated label", async () => {
    const saved = await put(admin, "/api/admin/web-footers", {
      groups: [
        {
          names: [{ language: "en", text: "Help" }],
          links: [
            { url: "/faq", external: false, labels: [{ language: "en", text: "FAQ" }] },
            { url: "/faq-again", external: false, labels: [{ language: "en", text: "FAQ" }] },
          ],
        },
        {
          names: [
            { language: "en", text: "Help" },
            { language: "hi", text: "मदद" },
          ],
          links: [{ url: "/contact", external: false, labels: [{ language: "en", text: "Contact" }] }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const groups = await readFooter("hi");
    expect(groups.map((group) => group.name)).toEqual(["मदद"]);
    expect(groups[0]?.links.map((link) => link.url)).toEqual(["/faq", "/contact"]);
  });

  it("refuses a footer without English, writing nothing, and refuses a gamer", async () => {
    await put(admin, "/api/admin/web-footers", footerInput());
    expectProblem(
      await put(admin, "/api/admin/web-footers", {
        groups: [
          {
            names: [{ language: "en", text: "Play" }],
            links: [{ url: "/games", external: false, labels: [{ language: "hi", text: "गेम" }] }],
          },
        ],
      }),
      422,
      "ContentEnglishMissing",
    );
    expect((await readFooter("en")).map((group) => group.name)).toEqual(["Play"]);
    expectProblem(await put(gamer, "/api/admin/web-footers", footerInput()), 403, "AdminRoleRequired");
    expectProblem(
      await testApp.app.inject({ url: "/api/admin/web-footers", headers: gamer.authorization }),
      403,
      "AdminRoleRequired",
    );
  });

  it("refuses a link that is neither a path on the site nor https", async () => {
    expectProblem(
      await put(admin, "/api/admin/web-footers", {
        groups: [
          {
            names: [{ language: "en", text: "Play" }],
            links: [{ url: "//evil.example", external: true, labels: [{ language: "en", text: "Evil" }] }],
          },
        ],
      }),
      400,
      "ValidationFailed",
    );
  });
});

describe("the featured vouchers console", () => {
  const featuredIds = async (): Promise<readonly string[]> => {
    const read = await testApp.app.inject({ url: "/api/store/vouchers?featured=true&pageLimit=50" });
    expect(read.statusCode, read.body).toBe(200);
    expect(contractResponse("listStoreVouchers", 200).validate(read.json())).toEqual([]);
    return read.json<SuccessBody<"listStoreVouchers">>().items.map((voucher) => voucher.id);
  };

  it("features the vouchers admins choose, in their order, at the top of the store, and audits who did it", async () => {
    const first = await createTestVoucher(testApp);
    const second = await createTestVoucher(testApp);
    // Nothing chosen yet: the vouchers' own flag decides, and the new ones are not flagged.
    expect(await featuredIds()).not.toContain(first);

    const saved = await put(admin, "/api/admin/featured-vouchers", { voucherIds: [second, first] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(contractResponse("saveFeaturedVouchers", 200).validate(saved.json())).toEqual([]);
    expect(saved.json()).toEqual({ voucherIds: [second, first] });

    expect(await featuredIds()).toEqual([second, first]);
    const store = await testApp.app.inject({ url: "/api/store/vouchers?pageLimit=50" });
    const items = store.json<SuccessBody<"listStoreVouchers">>().items;
    expect(items.slice(0, 2).map((voucher) => [voucher.id, voucher.featured])).toEqual([
      [second, true],
      [first, true],
    ]);
    expect(items.slice(2).every((voucher) => !voucher.featured)).toBe(true);
    const one = await testApp.app.inject({ url: `/api/store/vouchers/${first}` });
    expect(one.json<SuccessBody<"getStoreVoucher">>().featured).toBe(true);

    const listed = await testApp.app.inject({
      url: "/api/admin/featured-vouchers",
      headers: admin.authorization,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(contractResponse("listAdminFeaturedVouchers", 200).validate(listed.json())).toEqual([]);
    expect(listed.json()).toEqual({ voucherIds: [second, first] });

    const audit = await testApp.app.inject({
      url: "/api/admin/content-audit?pageLimit=50",
      headers: admin.authorization,
    });
    const entry = audit
      .json<SuccessBody<"listContentAudit">>()
      .items.find((item) => item.entity === "featuredVouchers");
    expect(entry).toMatchObject({
      adminUserId: admin.userId,
      entityKey: "featuredVouchers",
      action: "updated",
      changes: { voucherIds: [second, first] },
    });

    // An empty choice gives the featuring back to the vouchers' flag.
    const cleared = await put(admin, "/api/admin/featured-vouchers", { voucherIds: [] });
    expect(cleared.json()).toEqual({ voucherIds: [] });
    const fallback = await featuredIds();
    expect(fallback).not.toContain(first);
    expect(fallback).not.toContain(second);
  });

  it("refuses an unknown or repeated voucher and a malformed id, changing nothing, and refuses a gamer", async () => {
    const voucher = await createTestVoucher(testApp);
    await put(admin, "/api/admin/featured-vouchers", { voucherIds: [voucher] });
    expectProblem(
      await put(admin, "/api/admin/featured-vouchers", {
        voucherIds: ["00000000-0000-4000-8000-000000000000"],
      }),
      404,
      "VoucherNotFound",
    );
    expectProblem(
      await put(admin, "/api/admin/featured-vouchers", { voucherIds: [voucher, voucher] }),
      422,
      "FeaturedVoucherRepeated",
    );
    expectProblem(
      await put(admin, "/api/admin/featured-vouchers", { voucherIds: ["google-play"] }),
      400,
      "ValidationFailed",
    );
    expect(await featuredIds()).toEqual([voucher]);
    expectProblem(
      await put(gamer, "/api/admin/featured-vouchers", { voucherIds: [] }),
      403,
      "AdminRoleRequired",
    );
    expectProblem(
      await testApp.app.inject({ url: "/api/admin/featured-vouchers", headers: gamer.authorization }),
      403,
      "AdminRoleRequired",
    );
    await put(admin, "/api/admin/featured-vouchers", { voucherIds: [] });
  });
});
