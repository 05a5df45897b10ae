/**
 * The campaign list's tabs and its cache, and a leaderboard campaign's ranks, through HTTP against the contract
 * (PGlite here; PostgreSQL with DATABASE_URL). The list's filters and order are in campaigns.test.ts.
 */
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";
import { eq, sql } from "drizzle-orm";
import { Effect, Layer, ManagedRuntime } from "effect";
import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { usersTable } from "@/server/db/schema/accounts";
import { CampaignRepository, campaignRepository } from "@/server/db/repositories/campaign-repository";
import { campaignParticipantsTable, campaignsTable } from "@/server/db/schema/campaigns";
import { CampaignDistribution } from "@/server/services/campaigns/distribution";
import { CampaignCatalogue } from "@/server/services/campaigns/campaign-catalogue";
import { CampaignLeaderboard } from "@/server/services/campaigns/campaign-leaderboard";
import { CampaignListings } from "@/server/services/campaigns/campaign-listings";
import { Database, type NotificationListener } from "@/server/db/database";
import { CampaignLeaderboardRepository } from "@/server/db/repositories/campaign-leaderboard-repository";
import { CampaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import {
  createTestCampaign,
  DAY,
  HOUR,
  signInAsAdmin,
  type TestCampaignOverrides,
} from "@/server/testing/campaigns";
import { contractResponse } from "@/server/testing/contract";
import { runOn } from "@/server/testing/drawn-campaigns";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Page<T> {
  readonly items: T[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}
interface Summary {
  readonly id: string;
  readonly title: string;
  readonly status: string;
  readonly participantCount: number;
  readonly userProgress?: {
    readonly started: boolean;
    readonly completedTasks: number;
    readonly rewardClaimed: boolean;
  };
}
interface Entry {
  readonly rank: number;
  readonly username: string;
  readonly score: number;
  readonly completedAt: string | null;
  readonly prize: { readonly currency: string; readonly amount: number; readonly decimals: number } | null;
  readonly isMe: boolean;
}
interface Leaderboard extends Page<Entry> {
  readonly campaignId: string;
  readonly status: string;
  readonly final: boolean;
  readonly me: Entry | null;
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

/**
 * One app for the file, keeping pages of listings for a minute (the cache's test is about that; nothing else
 * here lists campaigns). Each test makes the campaigns and gamers it needs. Listing by tab counts every campaign
 * in the database, so it has an app of its own.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ campaignListCacheMs: 60_000 });
});

afterAll(async () => {
  await testApp.app.close();
});

describe("listing campaigns by tab", () => {
  // Its own app: the tabs below are every campaign the database holds.
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
  const ids = (page: Page<Summary>) => page.items.map((item) => item.id);

  /** Writes campaigns without announcing it (as if the announcement were still on its way). */
  const unannounced = async (write: () => Promise<unknown>) => {
    const { db } = testApp.database;
    await db.execute(sql`alter table campaigns disable trigger user`);
    await db.execute(sql`alter table campaign_tasks disable trigger user`);
    try {
      await write();
    } finally {
      await db.execute(sql`alter table campaigns enable trigger user`);
      await db.execute(sql`alter table campaign_tasks enable trigger user`);
    }
  };
  const retitleUnannounced = (campaignId: string, title: string) =>
    unannounced(() =>
      testApp.database.db.update(campaignsTable).set({ title }).where(eq(campaignsTable.id, campaignId)),
    );

  /** Lists until the page shows what `shows` waits for: the change is announced when its transaction commits. */
  const listShowing = (
    query: string,
    session: TestSession | undefined,
    shows: (page: Page<Summary>) => void,
  ) =>
    vi.waitFor(async () => {
      const page = await list(testApp, query, session);
      shows(page);
      return page;
    });

  it("serves a page from memory, a signed-in gamer's own progress as it changes, and drops the page when a campaign changes", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, { title: "Cached", featured: true });
    const gamer = await signInByPhone(testApp.app);
    const cached = (page: Page<Summary>) => page.items.find((item) => item.id === campaign.id);
    const first = await list(testApp, "tab=live&pageLimit=20", gamer);
    expect(cached(first)).toMatchObject({ title: "Cached", participantCount: 0 });
    expect(cached(first)?.userProgress).toMatchObject({ started: false, completedTasks: 0 });

    // Nothing announced: the kept page is served.
    await retitleUnannounced(campaign.id, "Retitled");
    expect(cached(await list(testApp, "tab=live&pageLimit=20", gamer))?.title).toBe("Cached");

    // A campaign made unannounced: the page's campaigns and total are kept ...
    await unannounced(() => createTestCampaign(testApp, { title: "Unseen", featured: true }));

    // ... while the gamer's start raises the campaign's participant count: announced as a change of what the
    // page shows, so its rows are read again (the retitle shows), but it holds the same campaigns.
    await complete(testApp, gamer, campaign, tasks[0]?.id ?? "");
    const second = await listShowing("tab=live&pageLimit=20", gamer, (page) =>
      expect(cached(page)?.participantCount).toBe(1),
    );
    expect(cached(second)).toMatchObject({ title: "Retitled" });
    expect(cached(second)?.userProgress).toMatchObject({ started: true, completedTasks: 1 });
    expect(ids(second)).toEqual(ids(first));
    expect(second.page.total).toBe(first.page.total);

    // A new campaign shows in the guests' list as soon as it is made.
    const later = await createTestCampaign(testApp, {
      title: "Made after the page was kept",
      featured: true,
    });
    await listShowing("tab=live&pageLimit=20", undefined, (page) =>
      expect(ids(page)).toContain(later.campaign.id),
    );
  });

  it("pages through a kept list from where each page ended, with its total counted once, as a fresh read", async () => {
    for (let made = 0; made < 10; made += 1)
      await createTestCampaign(testApp, { title: `Paged ${made}`, featured: made % 2 === 0 });
    const fresh = await campaignRepository.list(
      testApp.database.db,
      {
        kind: "campaign",
        status: undefined,
        featured: undefined,
        upcoming: undefined,
        continent: undefined,
        country: undefined,
        includePrivate: false,
        includeUnpublished: false,
        title: undefined,
      },
      new Date(),
      0,
      100,
    );
    const paged: string[] = [];
    for (let offset = 0; offset < fresh.total; offset += 8) {
      const page = await list(testApp, `pageOffset=${offset}&pageLimit=8`);
      expect(page.page.total).toBe(fresh.total);
      paged.push(...ids(page));
    }
    expect(paged).toEqual(fresh.listings.map((listing) => listing.campaign.id));
  });

  it("answers guests the same object for a kept page, so its bytes are serialised once, until it changes", async () => {
    const runtime = ManagedRuntime.make(
      CampaignCatalogue.layer({ listCacheMs: 60_000 }).pipe(
        Layer.provide(
          Layer.mergeAll(CampaignListings.layer, CampaignLeaderboard.layer, RememberedProgress.layer),
        ),
        Layer.provide(
          Layer.mergeAll(
            CampaignRepository.layer,
            CampaignProgressRepository.layer,
            CampaignPayoutRepository.layer,
            CampaignLeaderboardRepository.layer,
          ),
        ),
        Layer.provide(Database.layer(testApp.database)),
      ),
    );
    const asGuest = () =>
      runtime.runPromise(
        CampaignCatalogue.use((catalogue) =>
          catalogue.listCampaignsByState(
            { tab: "live", pageLimit: 20 },
            { userId: undefined, isAdmin: false },
          ),
        ),
      );
    try {
      const first = await asGuest();
      expect(await asGuest()).toBe(first);
      const made = await createTestCampaign(testApp, { title: "Made for guests", featured: true });
      await vi.waitFor(async () =>
        expect((await asGuest()).items.map((item) => item.id)).toContain(made.campaign.id),
      );
      const changed = await asGuest();
      expect(changed).not.toBe(first);
      expect(await asGuest()).toBe(changed);
    } finally {
      await runtime.dispose();
    }
  });

  it("keeps a page no longer than the next moment a published campaign's status changes", async () => {
    const now = new Date();
    const endsAt = new Date(now.getTime() + 60_000);
    await createTestCampaign(testApp, {
      title: "Ending soon",
      endsAt,
      claimEndsAt: new Date(now.getTime() + DAY),
    });
    // A draft's dates change no status that lists show.
    await createTestCampaign(testApp, {
      title: "Draft ending sooner",
      lifecycle: "DRAFT",
      endsAt: new Date(now.getTime() + 30_000),
    });
    expect(await campaignRepository.nextStatusChange(testApp.database.db, "campaign", now)).toEqual(endsAt);
    expect(await campaignRepository.nextStatusChange(testApp.database.db, "quest", now)).toBeUndefined();
  });
});

describe("a signed-in gamer's own progress in the list", () => {
  const mine = (page: Page<Summary>, campaignId: string) =>
    page.items.find((item) => item.id === campaignId)?.userProgress;
  const listMine = async (session: TestSession, campaignId: string) =>
    mine(await list(testApp, "tab=live&featured=true&pageLimit=20", session), campaignId);
  /** Featured and ending before every other test's campaign: first in the list. */
  const firstListed = (title: string) =>
    createTestCampaign(testApp, { title, featured: true, endsAt: new Date(Date.now() + 2 * HOUR) });

  /** Writes a start without announcing it (as if the announcement were still on its way). */
  const startUnannounced = async (campaignId: string, userId: string) => {
    const { db } = testApp.database;
    await db.execute(sql`alter table campaign_participants disable trigger user`);
    try {
      await db.insert(campaignParticipantsTable).values({ campaignId, userId });
    } finally {
      await db.execute(sql`alter table campaign_participants enable trigger user`);
    }
  };

  /** One server's `RememberedProgress` over `database`, counting its reads; `hold` holds each read's answer. */
  const progressServer = (database: Layer.Layer<Database> = Database.layer(testApp.database)) => {
    const reads = { count: 0 };
    /** While a read is held: `read` is called once its answer is in, which then waits for `gate`. */
    let held: { readonly read: () => void; readonly gate: Promise<void> } | undefined;
    const counting = Layer.effect(
      CampaignProgressRepository,
      Effect.gen(function* () {
        const progress = yield* CampaignProgressRepository;
        return CampaignProgressRepository.of({
          ...progress,
          // Read, then held until the gate opens (as a slow answer on its way back).
          progressOfUser: (userId: string) =>
            Effect.suspend(() => {
              reads.count += 1;
              return progress.progressOfUser(userId);
            }).pipe(
              Effect.tap(() =>
                Effect.promise(async () => {
                  const holding = held;
                  if (holding === undefined) return;
                  holding.read();
                  await holding.gate;
                }),
              ),
            ),
        });
      }),
    ).pipe(Layer.provide(CampaignProgressRepository.layer));
    const runtime = ManagedRuntime.make(
      RememberedProgress.layer.pipe(Layer.provideMerge(counting), Layer.provideMerge(database)),
    );
    const progressOf = (userId: string) =>
      runtime.runPromise(RememberedProgress.use((remembered) => remembered.progressOf(userId)));
    /** Holds the next reads' answers: resolves once one is read, with the function that lets them go. */
    const hold = () =>
      new Promise<() => void>((answered) => {
        let open = () => {};
        const gate = new Promise<void>((resolve) => {
          open = resolve;
        });
        held = {
          read: () =>
            answered(() => {
              held = undefined;
              open();
            }),
          gate,
        };
      });
    return { runtime, reads, progressOf, hold };
  };

  it("shows the gamer's start, task validation and claim in their very next list on the same server", async () => {
    const { campaign, tasks } = await firstListed("Mine at once");
    const gamer = await signInByPhone(testApp.app);
    expect(await listMine(gamer, campaign.id)).toMatchObject({ started: false, completedTasks: 0 });
    expect(await listMine(gamer, campaign.id)).toMatchObject({ started: false, completedTasks: 0 });
    await start(testApp, gamer, campaign.id);
    expect(await listMine(gamer, campaign.id)).toMatchObject({ started: true, completedTasks: 0 });
    const validated = await as(testApp, gamer, {
      method: "POST",
      url: `/api/user-progress/me/campaigns/${campaign.id}/tasks/${tasks[0]?.id ?? ""}/validate`,
      payload: {},
    });
    expect(validated.json<{ state: string }>().state, validated.body).toBe("VERIFIED");
    expect(await listMine(gamer, campaign.id)).toMatchObject({ completedTasks: 1, rewardClaimed: false });
    const claimed = await as(testApp, gamer, {
      method: "POST",
      url: `/api/user-progress/me/campaigns/${campaign.id}/claim-reward`,
      headers: { "idempotency-key": randomUUID() },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(await listMine(gamer, campaign.id)).toMatchObject({ completedTasks: 1, rewardClaimed: true });
  });

  it("is remembered until another server's write is announced, then shows it", async () => {
    const { campaign } = await firstListed("Mine elsewhere");
    const gamer = await signInByPhone(testApp.app);
    const { db } = testApp.database;
    expect(await listMine(gamer, campaign.id)).toMatchObject({ started: false });
    // Written without its announcement: this server still shows what it remembers.
    await startUnannounced(campaign.id, gamer.userId);
    expect(await listMine(gamer, campaign.id)).toMatchObject({ started: false });
    // Another server's write (here: straight to the database), heard when it commits.
    await db
      .update(campaignParticipantsTable)
      .set({ claimedAt: new Date() })
      .where(eq(campaignParticipantsTable.userId, gamer.userId));
    await vi.waitFor(
      async () =>
        expect(await listMine(gamer, campaign.id)).toMatchObject({ started: true, rewardClaimed: true }),
      { timeout: 300_000, interval: 20 },
    );
  });

  it("does not keep a read that began before the gamer's progress was dropped", async () => {
    const { campaign } = await createTestCampaign(testApp, { title: "Mine in a race" });
    const gamer = await signInByPhone(testApp.app);
    const server = progressServer();
    try {
      const holding = server.hold();
      const racing = server.progressOf(gamer.userId);
      const open = await holding;
      // The gamer starts the campaign on this server while the read is on its way (unannounced: this server
      // drops it itself, and nothing heard later may drop the read kept after it).
      await startUnannounced(campaign.id, gamer.userId);
      await server.runtime.runPromise(
        RememberedProgress.use((remembered) => remembered.forgetUser(gamer.userId)),
      );
      open();
      expect((await racing).has(campaign.id)).toBe(false);
      expect(server.reads.count).toBe(1);
      // Not kept: read again, and what was written shows; that read is kept.
      expect((await server.progressOf(gamer.userId)).has(campaign.id)).toBe(true);
      expect(await server.progressOf(gamer.userId)).toBe(await server.progressOf(gamer.userId));
      expect(server.reads.count).toBe(2);
    } finally {
      await server.runtime.dispose();
    }
  });

  it("is not remembered at all once announcements can no longer be heard", async () => {
    const gamer = await signInByPhone(testApp.app);
    const deaf = Layer.effect(
      Database,
      Effect.gen(function* () {
        const database = yield* Database;
        return Database.of({
          ...database,
          listen: (_channel: string, listener: NotificationListener) => Effect.sync(() => listener.lost()),
        });
      }),
    ).pipe(Layer.provide(Database.layer(testApp.database)));
    const server = progressServer(deaf);
    try {
      await server.progressOf(gamer.userId);
      await server.progressOf(gamer.userId);
      expect(server.reads.count).toBe(2);
    } finally {
      await server.runtime.dispose();
    }
  });
});

describe("a leaderboard campaign's ranks", () => {
  const TIERS = [
    { fromRank: 1, toRank: 1, amount: 500 },
    { fromRank: 2, toRank: 3, amount: 100 },
  ];

  const leaderboard = async (ref: string, query = "", session?: TestSession) =>
    conforming<Leaderboard>(
      await as(testApp, session, { url: `/api/campaigns/${ref}/leaderboard${query}` }),
      "listCampaignLeaderboard",
    );

  it("ranks completers by score, shows prizes by tier and the caller's own row, and after the draw the payouts", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, {
      distribution: "LEADERBOARD",
      distributionConfig: { tiers: TIERS },
      tasks: [{ type: "INTERNAL_API_VALIDATION", config: { fact: "PHONE_VERIFIED" }, points: 10 }],
    });
    const taskId = tasks[0]?.id ?? "";
    const gamers = [];
    for (let index = 0; index < 5; index += 1) gamers.push(await signInByPhone(testApp.app));
    const [first, second, third, fourth, starter] = gamers;
    if (first === undefined || second === undefined || third === undefined || fourth === undefined)
      throw new Error("Not enough gamers");
    if (starter === undefined) throw new Error("Not enough gamers");
    for (const gamer of [first, second, third, fourth]) await complete(testApp, gamer, campaign, taskId);
    await start(testApp, starter, campaign.id);
    await testApp.database.db
      .update(usersTable)
      .set({ username: "first_gamer" })
      .where(eq(usersTable.id, first.userId));

    const guest = await leaderboard(campaign.slug);
    expect(guest).toMatchObject({ campaignId: campaign.id, status: "LIVE", final: false, me: null });
    expect(guest.page).toEqual({ pageOffset: 0, pageLimit: 20, total: 5 });
    expect(guest.items.map((item) => [item.rank, item.score, item.prize?.amount ?? null])).toEqual([
      [1, 10, 500],
      [2, 10, 100],
      [3, 10, 100],
      [4, 10, null],
      [5, 0, null],
    ]);
    expect(guest.items[0]?.username).toBe("first_gamer");
    expect(guest.items[4]).toMatchObject({ completedAt: null, isMe: false });
    // Nobody's phone number shows: gamers without a username get a name made from their id.
    for (const item of guest.items.slice(1)) expect(item.username).toMatch(/^Gamer [0-9A-F]{6}$/);

    const mine = await leaderboard(campaign.id, "?pageLimit=8&pageOffset=0", fourth);
    expect(mine.me).toMatchObject({ rank: 4, isMe: true, prize: null });
    expect(mine.items.filter((item) => item.isMe)).toHaveLength(1);
    const offPage = await leaderboard(campaign.id, "?pageLimit=8&pageOffset=8", first);
    expect(offPage.items).toEqual([]);
    expect(offPage.me).toMatchObject({
      rank: 1,
      username: "first_gamer",
      prize: { currency: "KPOINTS", amount: 500 },
    });

    // The campaign ends and the distribution draws: the page is now the payouts.
    const { db } = testApp.database;
    const endsAt = new Date();
    await db
      .update(campaignsTable)
      .set({ startsAt: new Date(endsAt.getTime() - DAY), endsAt, claimEndsAt: endsAt })
      .where(eq(campaignsTable.id, campaign.id));
    await runOn(
      testApp.database,
      CampaignDistribution.use((distribution) =>
        distribution.distributeCampaign(campaign.id, new Date(endsAt.getTime() + 1_000)),
      ),
    );
    const drawn = await leaderboard(campaign.id, "", fourth);
    expect(drawn).toMatchObject({ status: "REWARDS_CREDITED", final: true, me: null });
    expect(drawn.items.map((item) => [item.rank, item.username, item.prize?.amount])).toEqual(
      guest.items.slice(0, 3).map((item) => [item.rank, item.username, item.prize?.amount]),
    );
    expect(drawn.page.total).toBe(3);
  });

  it("has no leaderboard for a campaign of another distribution, nor for a draft outside admins", async () => {
    const { campaign } = await createTestCampaign(testApp);
    expectProblem(
      await testApp.app.inject({ url: `/api/campaigns/${campaign.id}/leaderboard` }),
      404,
      "CampaignLeaderboardNotFound",
    );
    const draft = await createTestCampaign(testApp, {
      lifecycle: "DRAFT",
      distribution: "LEADERBOARD",
      distributionConfig: { tiers: TIERS },
    });
    expectProblem(
      await testApp.app.inject({ url: `/api/campaigns/${draft.campaign.id}/leaderboard` }),
      404,
      "CampaignNotFound",
    );
    const admin = await signInAsAdmin(testApp);
    expect((await leaderboard(draft.campaign.id, "", admin)).items).toEqual([]);
  });
});
