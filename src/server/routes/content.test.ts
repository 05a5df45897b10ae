import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";
import { DEMO_BANNERS, DEMO_FOOTER_GROUPS } from "@/server/db/seed/demo-catalogue";
import type { SuccessBody } from "@/server/http/operations";
import { contractResponse } from "@/server/testing/contract";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

// One app for the file: each test that changes the content puts it back after itself.
beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.app.close();
});

const TEST_BANNERS = ["expired", "future", "running", "open-ended"];
const TEST_FOOTER_LABELS = ["Cookies", "FAQ"];

afterEach(async () => {
  const { db } = testApp.database;
  await db.delete(webBannersTable).where(inArray(webBannersTable.slug, TEST_BANNERS));
  for (const [position, demo] of DEMO_BANNERS.entries())
    await db.update(webBannersTable).set({ position }).where(eq(webBannersTable.slug, demo.slug));
  await db.delete(webFooterLinksTable).where(inArray(webFooterLinksTable.label, TEST_FOOTER_LABELS));
});

const listBanners = async (): Promise<SuccessBody<"listWebBanners">> => {
  const response = await testApp.app.inject({ url: "/api/web-banners" });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("listWebBanners", 200).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<"listWebBanners">>();
};

const listFooters = async (): Promise<SuccessBody<"listWebFooters">> => {
  const response = await testApp.app.inject({ url: "/api/web-footers" });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("listWebFooters", 200).validate(response.json())).toEqual([]);
  return response.json<SuccessBody<"listWebFooters">>();
};

const HOUR = 60 * 60 * 1000;

const banner = (slug: string, position: number, window: { startsAt?: Date; endsAt?: Date }) => ({
  slug,
  title: `Banner ${slug}`,
  subtitle: "A test banner",
  imageUrl: `/media/banners/${slug}.svg`,
  ctaLabel: "Go",
  ctaUrl: "/games",
  position,
  ...window,
});

describe("listWebBanners", () => {
  it("lists the seeded banners in display order", async () => {
    const { items } = await listBanners();
    expect(items.map((item) => item.title)).toEqual(DEMO_BANNERS.map((item) => item.title));
    expect(items.map((item) => item.position)).toEqual(DEMO_BANNERS.map((_, position) => position));
    expect(items[0]).toMatchObject({
      ctaLabel: DEMO_BANNERS[0]?.ctaLabel,
      ctaUrl: DEMO_BANNERS[0]?.ctaUrl,
      imageUrl: `/media/banners/${DEMO_BANNERS[0]?.slug}.svg`,
    });
  });

  it("lists only banners whose window includes now", async () => {
    const now = Date.now();
    await testApp.database.db
      .insert(webBannersTable)
      .values([
        banner("expired", 0, { startsAt: new Date(now - 48 * HOUR), endsAt: new Date(now - HOUR) }),
        banner("future", 0, { startsAt: new Date(now + HOUR) }),
        banner("running", 10, { startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) }),
        banner("open-ended", 11, { endsAt: new Date(now + 24 * HOUR) }),
      ]);
    const titles = (await listBanners()).items.map((item) => item.title);
    expect(titles).toEqual([
      ...DEMO_BANNERS.map((item) => item.title),
      "Banner running",
      "Banner open-ended",
    ]);
  });

  it("orders by position, whatever the insertion order", async () => {
    await testApp.database.db
      .update(webBannersTable)
      .set({ position: DEMO_BANNERS.length })
      .where(eq(webBannersTable.slug, DEMO_BANNERS[0]?.slug ?? ""));
    const titles = (await listBanners()).items.map((item) => item.title);
    expect(titles).toEqual([...DEMO_BANNERS.slice(1), ...DEMO_BANNERS.slice(0, 1)].map((item) => item.title));
  });
});

describe("listWebFooters", () => {
  it("groups the links, groups and links each in display order", async () => {
    const { groups } = await listFooters();
    expect(
      groups.map((group) => ({
        name: group.name,
        links: group.links.map(({ label, url, external }) => ({ label, url, external })),
      })),
    ).toEqual(DEMO_FOOTER_GROUPS);
  });

  it("orders links by position within their group, not by insertion", async () => {
    await testApp.database.db.insert(webFooterLinksTable).values([
      { groupName: "Legal", groupPosition: 2, label: "Cookies", url: "/cookies", position: -1 },
      { groupName: "Help", groupPosition: -1, label: "FAQ", url: "/faq", position: 0 },
    ]);
    const { groups } = await listFooters();
    expect(groups.map((group) => group.name)).toEqual([
      "Help",
      ...DEMO_FOOTER_GROUPS.map((group) => group.name),
    ]);
    const legal = groups.find((group) => group.name === "Legal");
    expect(legal?.links.map((link) => link.label)).toEqual([
      "Cookies",
      ...(DEMO_FOOTER_GROUPS.find((group) => group.name === "Legal")?.links ?? []).map((link) => link.label),
    ]);
    expect(legal?.links[0]?.external).toBe(false);
  });
});

describe("site content without the demo seed", () => {
  it("answers empty lists", async () => {
    const empty = await createTestApp({ seedDemoData: false });
    try {
      const banners = await empty.app.inject({ url: "/api/web-banners" });
      const footers = await empty.app.inject({ url: "/api/web-footers" });
      expect(banners.json()).toEqual({ items: [] });
      expect(footers.json()).toEqual({ groups: [] });
    } finally {
      await empty.app.close();
    }
  });
});
