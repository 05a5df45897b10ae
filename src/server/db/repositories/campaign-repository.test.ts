import { fc, test } from "@fast-check/vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CAMPAIGN_LIFECYCLES,
  DISTRIBUTION_METHODS,
  DISTRIBUTION_STATES,
  campaignStatusAt,
} from "@/domain/campaigns/campaign-lifecycle";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/domain/campaigns/campaign-status";
import type { Database } from "@/server/db/client";
import {
  campaignRepository,
  campaignStatusIn,
  campaignStatusSql,
  pageSlices,
} from "@/server/db/repositories/campaign-repository";
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

/** Any set of statuses, the empty one and all of them included. */
const statusSet = fc.subarray([...CAMPAIGN_STATUSES]);

const AFTER_END = ["CLAIM_REWARDS", "ENDED", "PROCESSING_REWARDS", "REWARDS_CREDITED"] as const;

describe("campaignStatusIn", () => {
  test.prop(
    [
      fc.array(
        fc.record({
          lifecycle: fc.constantFrom(...CAMPAIGN_LIFECYCLES),
          distribution: fc.constantFrom(...DISTRIBUTION_METHODS),
          distributionState: fc.constantFrom(...DISTRIBUTION_STATES),
          clock,
        }),
        { minLength: 1, maxLength: 5 },
      ),
      statusSet,
    ],
    { numRuns: 40 },
  )(
    "property: the range predicate selects exactly the campaigns whose computed status is asked for",
    async (campaigns, statuses) => {
      const { db } = database;
      const inserted = await Promise.all(
        campaigns.map(async ({ lifecycle, distribution, distributionState, clock: dates }) => {
          const row = await campaignRepository.insert(db, {
            kind: "campaign",
            slug: freshSlug("status-in"),
            title: "Status in",
            lifecycle,
            startsAt: new Date(dates.startsAt),
            endsAt: new Date(dates.endsAt),
            claimEndsAt: new Date(dates.claimEndsAt),
            rewardCurrency: "KPOINTS",
            rewardAmount: 1,
            distribution,
            distributionState,
          });
          if (row === undefined) throw new Error("No campaign was inserted");
          return { id: row.id, lifecycle, distribution, distributionState, ...dates };
        }),
      );
      // Each status alone, the drawn set and its complement, and the unions whose ranges merge (the tabs).
      const sets: readonly (readonly CampaignStatus[])[] = [
        ...CAMPAIGN_STATUSES.map((status) => [status]),
        statuses,
        CAMPAIGN_STATUSES.filter((status) => !statuses.includes(status)),
        AFTER_END,
        ["CLAIM_REWARDS", "ENDED"],
        ["PROCESSING_REWARDS", "REWARDS_CREDITED"],
        ["PUBLISHED", "LIVE"],
        ["LIVE", ...AFTER_END],
        ["PUBLISHED", "LIVE", ...AFTER_END],
      ];
      // Every campaign looked at right at, just before and just after each of every campaign's dates.
      const moments = inserted.flatMap((row) =>
        [row.startsAt, row.endsAt, row.claimEndsAt, row.now].flatMap((moment) => [
          moment - 1,
          moment,
          moment + 1,
        ]),
      );
      const ids = inserted.map((row) => row.id);
      for (const now of moments) {
        const at = new Date(now);
        const rows = await db
          .select({
            id: campaignsTable.id,
            ...Object.fromEntries(
              sets.map((set, index) => [`s${index}`, campaignStatusIn(set, at).mapWith(Boolean)]),
            ),
          })
          .from(campaignsTable)
          .where(inArray(campaignsTable.id, ids));
        for (const row of rows) {
          const campaign = inserted.find((candidate) => candidate.id === row.id);
          if (campaign === undefined) throw new Error(`Campaign ${row.id} was not inserted here`);
          const status = campaignStatusAt({ ...campaign, now });
          const record = row as Record<string, unknown>;
          for (const [index, set] of sets.entries())
            expect(record[`s${index}`], `${status} in [${set.join(", ")}] at ${now}`).toBe(
              set.includes(status),
            );
        }
      }
      await db.delete(campaignsTable).where(inArray(campaignsTable.id, ids));
    },
  );
});

describe("pageSlices", () => {
  it("takes each page from the segments it spans", () => {
    expect(pageSlices([3, 0, 5], 0, 2)).toEqual([{ segment: 0, offset: 0, limit: 2 }]);
    expect(pageSlices([3, 0, 5], 2, 4)).toEqual([
      { segment: 0, offset: 2, limit: 1 },
      { segment: 2, offset: 0, limit: 3 },
    ]);
    expect(pageSlices([3, 0, 5], 8, 4)).toEqual([]);
  });

  test.prop([
    fc.array(fc.nat({ max: 6 }), { maxLength: 6 }),
    fc.nat({ max: 40 }),
    fc.integer({ min: 1, max: 8 }),
  ])("property: the slices are the page of the segments laid end to end", (counts, pageOffset, pageLimit) => {
    const all = counts.flatMap((size, segment) =>
      Array.from({ length: size }, (_, index) => [segment, index]),
    );
    const sliced = pageSlices(counts, pageOffset, pageLimit).flatMap(({ segment, offset, limit }) =>
      Array.from({ length: limit }, (_, index) => [segment, offset + index]),
    );
    expect(sliced).toEqual(all.slice(pageOffset, pageOffset + pageLimit));
  });
});

describe("campaignRepository.list", () => {
  /** The list's order as the contract states it, computed from the domain's status. */
  const group = (status: string): number => (status === "LIVE" ? 0 : status === "PUBLISHED" ? 1 : 2);
  const expectedOrder = (
    rows: readonly { id: string; featured: boolean; status: string; startsAt: number; endsAt: number }[],
  ) =>
    [...rows].sort(
      (left, right) =>
        Number(right.featured) - Number(left.featured) ||
        group(left.status) - group(right.status) ||
        (group(left.status) === 0
          ? left.endsAt - right.endsAt
          : group(left.status) === 1
            ? left.startsAt - right.startsAt
            : right.endsAt - left.endsAt) ||
        // The id breaks ties, backwards where the group is ordered backwards (the ended ones).
        (left.id < right.id ? -1 : left.id > right.id ? 1 : 0) * (group(left.status) === 2 ? -1 : 1),
    );

  test.prop(
    [
      fc.array(
        fc.record({
          featured: fc.boolean(),
          distribution: fc.constantFrom(...DISTRIBUTION_METHODS),
          startsAt: fc.integer({ min: 0, max: 6 }),
          length: fc.integer({ min: 1, max: 4 }),
          claimWindow: fc.integer({ min: 0, max: 2 }),
        }),
        { minLength: 1, maxLength: 14 },
      ),
      fc.integer({ min: 0, max: 10 }),
      fc.option(statusSet, { nil: undefined }),
      fc.option(fc.boolean(), { nil: undefined }),
      fc.nat({ max: 16 }),
      fc.integer({ min: 1, max: 8 }),
    ],
    {
      numRuns: 60,
      // Ended campaigns that all tie on their dates, paged through from the middle: the id orders them.
      examples: [
        [
          Array.from({ length: 12 }, () => ({
            featured: false,
            distribution: "EVERYONE" as const,
            startsAt: 0,
            length: 1,
            claimWindow: 0,
          })),
          10,
          undefined,
          undefined,
          3,
          4,
        ],
      ],
    },
  )(
    "property: a page is the slice of every matching campaign in the list's order, and total counts them all",
    async (campaigns, nowAt, statuses, featured, pageOffset, pageLimit) => {
      const { db } = database;
      const kind = `list-${freshSlug("kind")}`;
      const minute = 60_000;
      const base = Date.UTC(2040, 0, 1);
      const now = base + nowAt * minute;
      const rows = await Promise.all(
        campaigns.map(async (campaign) => {
          const startsAt = base + campaign.startsAt * minute;
          const endsAt = startsAt + campaign.length * minute;
          const claimEndsAt = endsAt + campaign.claimWindow * minute;
          const row = await campaignRepository.insert(db, {
            kind,
            slug: freshSlug("list"),
            title: "List",
            lifecycle: "PUBLISHED",
            featured: campaign.featured,
            startsAt: new Date(startsAt),
            endsAt: new Date(endsAt),
            claimEndsAt: new Date(claimEndsAt),
            rewardCurrency: "KPOINTS",
            rewardAmount: 1,
            distribution: campaign.distribution,
          });
          if (row === undefined) throw new Error("No campaign was inserted");
          const status = campaignStatusAt({
            lifecycle: "PUBLISHED",
            distribution: campaign.distribution,
            distributionState: "PENDING",
            startsAt,
            endsAt,
            claimEndsAt,
            now,
          });
          return { id: row.id, featured: campaign.featured, status, startsAt, endsAt };
        }),
      );
      const matching = expectedOrder(
        rows.filter(
          (row) =>
            (statuses === undefined || statuses.includes(row.status)) &&
            (featured === undefined || row.featured === featured),
        ),
      );
      const filter = {
        kind,
        status: undefined,
        ...(statuses === undefined ? {} : { statuses }),
        featured,
        upcoming: undefined,
        continent: undefined,
        country: undefined,
        includePrivate: false,
        includeUnpublished: false,
        title: undefined,
      };
      const page = await campaignRepository.list(db, filter, new Date(now), pageOffset, pageLimit);
      const shown = (read: typeof page) =>
        read.listings.map((listing) => [listing.campaign.id, listing.status]);
      expect(page.total).toBe(matching.length);
      expect(shown(page)).toEqual(
        matching.slice(pageOffset, pageOffset + pageLimit).map((row) => [row.id, row.status]),
      );
      expect(page.listings.every((listing) => listing.taskCount === 0)).toBe(true);

      // The next page from where this one ended (a range of the index after it), with its counts.
      const ends = new Map(page.ends.map((end) => [`${end.segment}:${end.offset}`, end.boundary]));
      const next = await campaignRepository.list(
        db,
        filter,
        new Date(now),
        pageOffset + pageLimit,
        pageLimit,
        {
          counts: page.counts,
          boundaryAt: (segment, offset) => ends.get(`${segment}:${offset}`),
        },
      );
      expect(next.total).toBe(matching.length);
      expect(shown(next)).toEqual(
        matching.slice(pageOffset + pageLimit, pageOffset + 2 * pageLimit).map((row) => [row.id, row.status]),
      );
    },
  );
});
