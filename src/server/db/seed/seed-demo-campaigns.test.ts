import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  campaignStatusAt,
  type CampaignLifecycle,
  type DistributionMethod,
  type DistributionState,
} from "@/domain/campaigns/campaign-lifecycle";
import { buildApp } from "@/server/build-app";
import { campaignTasksTable, campaignsTable, specialCodesTable } from "@/server/db/schema/campaigns";
import { DEMO_CAMPAIGNS, DEMO_SPECIAL_CODE } from "@/server/db/seed/demo-campaigns";
import { DEMO_BANNERS } from "@/server/db/seed/demo-catalogue";
import { seedDemoCampaigns } from "@/server/db/seed/seed-demo-campaigns";
import { hashSpecialCode } from "@/server/services/campaigns/verifiers/special-code";
import { specialCodeSecretOf } from "@/server/testing/task-verification-fixtures";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";

describe("the demo campaigns", () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ seedDemoCampaigns: true });
  });

  afterAll(async () => {
    await testDatabase.close();
  });

  it("covers every state a gamer meets: upcoming, live, claiming, drawing, ended, draft, and quests", async () => {
    const rows = await testDatabase.database.db.select().from(campaignsTable);
    expect(rows).toHaveLength(DEMO_CAMPAIGNS.length);
    const now = Date.now();
    const statuses = new Set(
      rows.map((row) =>
        campaignStatusAt({
          lifecycle: row.lifecycle as CampaignLifecycle,
          distribution: row.distribution as DistributionMethod,
          distributionState: row.distributionState as DistributionState,
          startsAt: row.startsAt.getTime(),
          endsAt: row.endsAt.getTime(),
          claimEndsAt: row.claimEndsAt.getTime(),
          now,
        }),
      ),
    );
    for (const status of ["PUBLISHED", "LIVE", "CLAIM_REWARDS", "ENDED", "DRAFT"] as const)
      expect(statuses).toContain(status);
    expect(
      [...statuses].some((status) => status === "PROCESSING_REWARDS" || status === "REWARDS_CREDITED"),
    ).toBe(true);
    expect(rows.filter((row) => row.kind === "quest").length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.distribution !== "RAFFLE" || row.raffleSeedHash !== null)).toBe(true);
  });

  it("links the partner games' quests to their games", async () => {
    const quests = await testDatabase.database.db
      .select()
      .from(campaignsTable)
      .where(eq(campaignsTable.kind, "quest"));
    expect(quests.every((quest) => quest.gameId !== null)).toBe(true);
  });

  it("sends every home banner that opens a game page to a game with something live: a quest, a campaign or a tournament", async () => {
    const bannerGames = DEMO_BANNERS.flatMap(
      (banner) => /^\/games\/([a-z0-9-]+)$/.exec(banner.ctaUrl)?.[1] ?? [],
    );
    expect(bannerGames).toContain("dark-throne");
    // Asked the way the game page asks: through the routes, over this file's database.
    const testApp = await buildApp({ config: testDatabase.config, database: testDatabase.database });
    onTestFinished(() => testApp.app.close());
    const get = async <T>(url: string): Promise<T> => {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.json<T>();
    };
    for (const slug of bannerGames) {
      const { id } = await get<{ id: number }>(`/api/game/${slug}`);
      const [quests, campaigns, tournaments] = await Promise.all([
        get<{ items: unknown[] }>(`/api/quest/v2/questlist?tab=live&gameId=${id}`),
        get<{ items: unknown[] }>(`/api/campaigns/by-state?tab=live&gameId=${id}`),
        get<{ items: unknown[] }>(`/api/tournaments?status=LIVE&gameId=${id}`),
      ]);
      expect(quests.items.length + campaigns.items.length + tournaments.items.length, slug).toBeGreaterThan(
        0,
      );
    }
  });

  it("stores the special code hashed, never as typed", async () => {
    const codes = await testDatabase.database.db.select().from(specialCodesTable);
    const secret = await specialCodeSecretOf(testDatabase);
    expect(codes.map((code) => code.codeHash)).toContain(hashSpecialCode(secret, DEMO_SPECIAL_CODE));
    expect(codes.map((code) => code.codeHash)).not.toContain(DEMO_SPECIAL_CODE);
  });

  it("is idempotent: a second start adds nothing and keeps the dates", async () => {
    const before = await testDatabase.database.db.select().from(campaignsTable);
    const [tasksBefore] = await testDatabase.database.db.select({ total: count() }).from(campaignTasksTable);
    const secret = await specialCodeSecretOf(testDatabase);
    await seedDemoCampaigns(testDatabase.database.db, {
      now: new Date(Date.now() + 86_400_000),
      hashSpecialCode: (code) => hashSpecialCode(secret, code),
    });
    const after = await testDatabase.database.db.select().from(campaignsTable);
    const [tasksAfter] = await testDatabase.database.db.select({ total: count() }).from(campaignTasksTable);
    expect(after.map((row) => [row.slug, row.startsAt.getTime()]).sort()).toEqual(
      before.map((row) => [row.slug, row.startsAt.getTime()]).sort(),
    );
    expect(tasksAfter?.total).toBe(tasksBefore?.total);
  });
});
