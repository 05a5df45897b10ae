import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  campaignStatusAt,
  type CampaignLifecycle,
  type DistributionMethod,
  type DistributionState,
} from "@/domain/campaigns/campaign-lifecycle";
import { campaignTasksTable, campaignsTable, specialCodesTable } from "@/server/db/schema/campaigns";
import { DEMO_CAMPAIGNS, DEMO_SPECIAL_CODE } from "@/server/db/seed/demo-campaigns";
import { seedDemoCampaigns } from "@/server/db/seed/seed-demo-campaigns";
import { hashSpecialCode, loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";
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

  it("stores the special code hashed, never as typed", async () => {
    const codes = await testDatabase.database.db.select().from(specialCodesTable);
    const secret = await loadSpecialCodeSecret(testDatabase.database.db);
    expect(codes.map((code) => code.codeHash)).toContain(hashSpecialCode(secret, DEMO_SPECIAL_CODE));
    expect(codes.map((code) => code.codeHash)).not.toContain(DEMO_SPECIAL_CODE);
  });

  it("is idempotent: a second start adds nothing and keeps the dates", async () => {
    const before = await testDatabase.database.db.select().from(campaignsTable);
    const [tasksBefore] = await testDatabase.database.db.select({ total: count() }).from(campaignTasksTable);
    const secret = await loadSpecialCodeSecret(testDatabase.database.db);
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
