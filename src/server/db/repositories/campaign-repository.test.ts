import { fc, test } from "@fast-check/vitest";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  CAMPAIGN_LIFECYCLES,
  DISTRIBUTION_METHODS,
  DISTRIBUTION_STATES,
  campaignStatusAt,
} from "@/domain/campaigns/campaign-lifecycle";
import type { Database } from "@/server/db/client";
import { campaignRepository, campaignStatusSql } from "@/server/db/repositories/campaign-repository";
import { campaignsTable } from "@/server/db/schema/campaigns";
import { freshSlug } from "@/server/testing/campaigns";
import { openTestDatabase } from "@/server/testing/drawn-campaigns";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const FROM = Date.UTC(2001, 0, 1);
const TO = Date.UTC(2090, 0, 1);

/**
 * A campaign's dates and a moment to look at it: often right at a boundary (a millisecond before, at, after),
 * where a `<` written as `<=` would show.
 */
const clock = fc
  .record({
    startsAt: fc.integer({ min: FROM, max: TO }),
    length: fc.integer({ min: 1, max: 400 * 86_400_000 }),
    claimWindow: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 * 86_400_000 })),
    boundary: fc.constantFrom("startsAt", "endsAt", "claimEndsAt", "anywhere"),
    offset: fc.oneof(
      fc.constantFrom(-1, 0, 1),
      fc.integer({ min: -500 * 86_400_000, max: 500 * 86_400_000 }),
    ),
  })
  .map(({ startsAt, length, claimWindow, boundary, offset }) => {
    const endsAt = startsAt + length;
    const claimEndsAt = endsAt + claimWindow;
    const anchor = { startsAt, endsAt, claimEndsAt, anywhere: startsAt }[boundary];
    return { startsAt, endsAt, claimEndsAt, now: anchor + offset };
  });

describe("campaignStatusSql", () => {
  test.prop(
    [
      fc.constantFrom(...CAMPAIGN_LIFECYCLES),
      fc.constantFrom(...DISTRIBUTION_METHODS),
      fc.constantFrom(...DISTRIBUTION_STATES),
      clock,
    ],
    { numRuns: 150 },
  )(
    "property: the SQL status and the filter on it agree with campaignStatusAt for any campaign at any moment",
    async (lifecycle, distribution, distributionState, { startsAt, endsAt, claimEndsAt, now }) => {
      const { db } = database;
      const inserted = await campaignRepository.insert(db, {
        kind: "campaign",
        slug: freshSlug("status"),
        title: "Status",
        lifecycle,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        claimEndsAt: new Date(claimEndsAt),
        rewardCurrency: "KPOINTS",
        rewardAmount: 1,
        distribution,
        distributionState,
      });
      if (inserted === undefined) throw new Error("No campaign was inserted");
      const expected = campaignStatusAt({
        lifecycle,
        distribution,
        distributionState,
        startsAt,
        endsAt,
        claimEndsAt,
        now,
      });
      const at = new Date(now);
      const [row] = await db
        .select({ status: campaignStatusSql(at) })
        .from(campaignsTable)
        .where(eq(campaignsTable.id, inserted.id));
      expect(row?.status).toBe(expected);
      const filtered = await db
        .select({ id: campaignsTable.id })
        .from(campaignsTable)
        .where(and(eq(campaignsTable.id, inserted.id), sql`${campaignStatusSql(at)} = ${expected}`));
      expect(filtered).toHaveLength(1);
      const listing = await campaignRepository.findListing(db, inserted.id, at);
      expect(listing?.status).toBe(expected);
      await db.delete(campaignsTable).where(eq(campaignsTable.id, inserted.id));
    },
  );
});
