/**
 * The campaign list's tabs and its cache, through HTTP against the contract (PGlite here; PostgreSQL with
 * DATABASE_URL). The list's filters and order are in campaigns.test.ts.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestCampaign,
  DAY,
  signInAsAdmin,
  type TestCampaignOverrides,
} from "@/server/testing/campaigns";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Page<T> {
  readonly items: T[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}
interface Summary {
  readonly id: string;
  readonly status: string;
  readonly participantCount: number;
  readonly userProgress?: { readonly started: boolean; readonly completedTasks: number };
}
const conforming = <T>(response: LightMyRequestResponse, operationId: string): T => {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<T>();
  expect(contractResponse(operationId, 200).validate(body)).toEqual([]);
  return body;
};

const as = (testApp: TestApp, session: TestSession | undefined, request: InjectOptions) =>
  testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...(session === undefined ? {} : session.authorization) },
  });

const list = async (testApp: TestApp, query: string, session?: TestSession) =>
  conforming<Page<Summary>>(
    await as(testApp, session, { url: `/api/campaigns/by-state?${query}` }),
    "listCampaignsByState",
  );

const start = async (testApp: TestApp, session: TestSession, campaignId: string) => {
  const response = await as(testApp, session, {
    method: "POST",
    url: `/api/user-progress/me/campaigns/${campaignId}/start`,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** Starts the campaign and verifies its one task (a verified phone, which a phone sign-in has). */
const complete = async (testApp: TestApp, session: TestSession, campaign: { id: string }, taskId: string) => {
  await start(testApp, session, campaign.id);
  const response = await as(testApp, session, {
    method: "POST",
    url: `/api/user-progress/me/campaigns/${campaign.id}/tasks/${taskId}/validate`,
    payload: {},
  });
  expect(response.json<{ state: string }>().state, response.body).toBe("VERIFIED");
};

describe("listing campaigns by tab", () => {
  let testApp: TestApp;
  const ids: Record<string, string> = {};
  const now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp();
    const made: Record<string, TestCampaignOverrides> = {
      live: { endsAt: new Date(now + 2 * DAY) },
      upcoming: { startsAt: new Date(now + DAY), endsAt: new Date(now + 5 * DAY) },
      claiming: {
        startsAt: new Date(now - 5 * DAY),
        endsAt: new Date(now - DAY),
        claimEndsAt: new Date(now + DAY),
      },
      ended: {
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - 3 * DAY),
        claimEndsAt: new Date(now - 2 * DAY),
      },
      drawing: {
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - 2 * DAY),
        claimEndsAt: new Date(now - 2 * DAY),
        distribution: "RAFFLE",
      },
      credited: {
        startsAt: new Date(now - 19 * DAY),
        endsAt: new Date(now - 14 * DAY),
        claimEndsAt: new Date(now - 14 * DAY),
        distribution: "LEADERBOARD",
        distributionConfig: { tiers: [{ fromRank: 1, toRank: 1, amount: 10 }] },
        distributionState: "CREDITED",
      },
      featuredEnded: {
        startsAt: new Date(now - 30 * DAY),
        endsAt: new Date(now - 20 * DAY),
        claimEndsAt: new Date(now - 20 * DAY),
        featured: true,
      },
      draft: { lifecycle: "DRAFT", startsAt: new Date(now - 9 * DAY), endsAt: new Date(now - 3 * DAY) },
    };
    for (const [name, overrides] of Object.entries(made))
      ids[name] = (await createTestCampaign(testApp, { title: `Tab ${name}`, ...overrides })).campaign.id;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const named = (page: Page<Summary>) =>
    page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

  it("answers the ended tab in one call: every status after the end, featured first, then most recently ended", async () => {
    const page = await list(testApp, "tab=ended");
    expect(named(page)).toEqual(["featuredEnded", "claiming", "drawing", "ended", "credited"]);
    expect(page.items.map((item) => item.status)).toEqual([
      "ENDED",
      "CLAIM_REWARDS",
      "PROCESSING_REWARDS",
      "ENDED",
      "REWARDS_CREDITED",
    ]);
    expect(page.page.total).toBe(5);
    const second = await list(testApp, "tab=ended&pageLimit=8&pageOffset=3");
    expect(named(second)).toEqual(["ended", "credited"]);
  });

  it("answers the live and upcoming tabs, and keeps a single status working with a tab", async () => {
    expect(named(await list(testApp, "tab=live"))).toEqual(["live"]);
    expect(named(await list(testApp, "tab=upcoming"))).toEqual(["upcoming"]);
    expect(named(await list(testApp, "tab=ended&status=ENDED"))).toEqual(["featuredEnded", "ended"]);
    expect((await list(testApp, "tab=live&status=ENDED")).items).toEqual([]);
    expect(named(await list(testApp, "status=PROCESSING_REWARDS"))).toEqual(["drawing"]);
  });

  it("keeps drafts out of the tabs, even for admins", async () => {
    const admin = await signInAsAdmin(testApp);
    expect(named(await list(testApp, "tab=ended", admin))).not.toContain("draft");
    expect((await list(testApp, "tab=ended&status=DRAFT", admin)).items).toEqual([]);
  });

  it("refuses a tab it does not know", async () => {
    expectProblem(
      await testApp.app.inject({ url: "/api/campaigns/by-state?tab=past" }),
      400,
      "ValidationFailed",
    );
  });
});

describe("the campaign list's cache", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ campaignListCacheMs: 60_000 });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("serves a page from memory, but a signed-in gamer's own progress afresh", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, { title: "Cached" });
    const gamer = await signInByPhone(testApp.app);
    const first = await list(testApp, "tab=live", gamer);
    expect(first.items.map((item) => item.id)).toEqual([campaign.id]);
    expect(first.items[0]?.userProgress).toMatchObject({ started: false, completedTasks: 0 });

    const later = await createTestCampaign(testApp, { title: "Made after the page was kept" });
    await complete(testApp, gamer, campaign, tasks[0]?.id ?? "");

    const second = await list(testApp, "tab=live", gamer);
    // The listings are the kept page (the newer campaign shows once it expires) ...
    expect(second.items.map((item) => item.id)).toEqual([campaign.id]);
    expect(second.items[0]?.participantCount).toBe(0);
    // ... and the gamer's start and verified task show at once.
    expect(second.items[0]?.userProgress).toMatchObject({ started: true, completedTasks: 1 });
    expect((await list(testApp, "tab=live&pageLimit=8")).items.map((item) => item.id)).toContain(
      later.campaign.id,
    );
  });
});
