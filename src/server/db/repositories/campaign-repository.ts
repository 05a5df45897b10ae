/**
 * Campaigns and quests, their tasks and the admin role, as stored. The status of spec §3 is not a column: the
 * domain's status rule (`CAMPAIGN_STATUS_TREE` in src/domain/campaigns/campaign-lifecycle.ts) is compiled to
 * SQL here, so lists filter and order by the status the domain computes. No business rules here.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import {
  CAMPAIGN_STATUS_TREE,
  type CampaignDate,
  type CampaignFact,
  type StatusNode,
} from "@/domain/campaigns/campaign-lifecycle";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CampaignSlugTaken } from "@/domain/errors/campaign-errors";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { queryMethods, type QueryMethods } from "@/server/db/query-methods";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import {
  campaignsTable,
  campaignTasksTable,
  gamePartnersTable,
  specialCodesTable,
  userRolesTable,
} from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";

export type CampaignRow = typeof campaignsTable.$inferSelect;
export type NewCampaignRow = typeof campaignsTable.$inferInsert;
export type CampaignTaskRow = typeof campaignTasksTable.$inferSelect;
export type NewCampaignTaskRow = typeof campaignTasksTable.$inferInsert;

/** A campaign as lists and pages show it: its row, its status at `now`, its game and its active task count. */
export interface CampaignListing {
  readonly campaign: CampaignRow;
  readonly status: CampaignStatus;
  readonly game: {
    readonly id: number;
    readonly name: string;
    readonly slug: string;
    readonly iconImage: string;
  } | null;
  /** Active tasks. */
  readonly taskCount: number;
}

/** The most games a quest filter lists (the contract's `maxItems`), more than the catalogue holds. */
export const GAMES_WITH_CAMPAIGNS_MAX = 500;

const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

const FACT_COLUMNS = {
  lifecycle: campaignsTable.lifecycle,
  distribution: campaignsTable.distribution,
  distributionState: campaignsTable.distributionState,
} as const;

const DATE_COLUMNS = {
  startsAt: campaignsTable.startsAt,
  endsAt: campaignsTable.endsAt,
  claimEndsAt: campaignsTable.claimEndsAt,
} as const;

/** A value of the domain's tables as an SQL literal (literals let the planner match partial indexes). */
const literal = (value: string): SQL => {
  if (!/^[A-Z_]+$/.test(value)) throw new Error(`${value} is not a status rule value`);
  return sql.raw(`'${value}'`);
};

const valuesIn = (fact: CampaignFact, values: readonly string[]): SQL =>
  values.length === 1
    ? sql`${FACT_COLUMNS[fact]} = ${literal(values[0] ?? "")}`
    : sql`${FACT_COLUMNS[fact]} in (${sql.join(values.map(literal), sql`, `)})`;

const statusSqlOf = (node: StatusNode, t: SQL): SQL => {
  switch (node.kind) {
    case "status":
      return literal(node.status);
    case "choice": {
      const last = node.branches.at(-1);
      const cases = node.branches
        .slice(0, -1)
        .map(
          (branch) => sql` when ${valuesIn(node.fact, branch.values)} then ${statusSqlOf(branch.then, t)}`,
        );
      return sql`(case${sql.join(cases)} else ${last === undefined ? sql`null` : statusSqlOf(last.then, t)} end)`;
    }
    case "timeline": {
      const cases = node.phases.flatMap((phase) =>
        phase.until === undefined
          ? []
          : [sql` when ${t} < ${DATE_COLUMNS[phase.until]} then ${statusSqlOf(phase.then, t)}`],
      );
      const last = node.phases.at(-1);
      return sql`(case${sql.join(cases)} else ${last === undefined ? sql`null` : statusSqlOf(last.then, t)} end)`;
    }
  }
};

/**
 * The status at `now`, in SQL: the domain's status rule (`CAMPAIGN_STATUS_TREE`, which `campaignStatusAt`
 * walks) compiled to one case expression.
 */
export const campaignStatusSql = (now: Date): SQL<CampaignStatus> =>
  sql<CampaignStatus>`${statusSqlOf(CAMPAIGN_STATUS_TREE, at(now))}`;

/** A condition that is always or never true, or SQL. */
type Condition = boolean | SQL;

const anyOf = (conditions: readonly Condition[]): Condition => {
  if (conditions.includes(true)) return true;
  const parts = conditions.filter((condition): condition is SQL => condition !== false);
  if (parts.length === 0) return false;
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;
};

const allOf = (conditions: readonly Condition[]): Condition => {
  if (conditions.includes(false)) return false;
  const parts = conditions.filter((condition): condition is SQL => condition !== true);
  if (parts.length === 0) return true;
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` and `)})`;
};

/**
 * Where the tree leads to one of `wanted`, as ranges on the stored columns: the branches of a choice that
 * lead only to wanted statuses merge into one `in` list, and neighbouring phases of a timeline into one range
 * of dates, so indexes serve the condition.
 */
const statusesInOf = (node: StatusNode, wanted: ReadonlySet<CampaignStatus>, t: SQL): Condition => {
  switch (node.kind) {
    case "status":
      return wanted.has(node.status);
    case "choice": {
      const branches = node.branches.map((branch) => ({
        values: branch.values,
        condition: statusesInOf(branch.then, wanted, t),
      }));
      if (branches.every((branch) => branch.condition === true)) return true;
      const whole = branches.filter((branch) => branch.condition === true).flatMap((branch) => branch.values);
      return anyOf([
        whole.length === 0 ? false : valuesIn(node.fact, whole),
        ...branches
          .filter((branch) => branch.condition !== true)
          .map((branch) => allOf([valuesIn(node.fact, branch.values), branch.condition])),
      ]);
    }
    case "timeline": {
      // A phase holds from every earlier phase's date on, until its own: a run of wanted phases is one range.
      const range = (from: readonly CampaignDate[], until: CampaignDate | undefined): Condition =>
        allOf([
          ...from.map((date) => sql`${DATE_COLUMNS[date]} <= ${t}`),
          until === undefined ? true : sql`${t} < ${DATE_COLUMNS[until]}`,
        ]);
      const conditions: Condition[] = [];
      const passed: CampaignDate[] = [];
      let runFrom: readonly CampaignDate[] | undefined;
      for (const phase of node.phases) {
        const condition = statusesInOf(phase.then, wanted, t);
        if (condition === true) runFrom ??= [...passed];
        else {
          if (runFrom !== undefined) conditions.push(range(runFrom, passed.at(-1)));
          runFrom = undefined;
          if (condition !== false) conditions.push(allOf([range(passed, phase.until), condition]));
        }
        if (phase.until !== undefined) passed.push(phase.until);
      }
      if (runFrom !== undefined) conditions.push(range(runFrom, undefined));
      return anyOf(conditions);
    }
  }
};

/**
 * The campaigns whose status at `now` is one of `statuses`: the domain's status rule compiled to ranges on the
 * stored columns (lifecycle, dates, distribution and its state) rather than a test of `campaignStatusSql` on
 * every row, so indexes serve it. `campaign-repository.test.ts` holds both to `campaignStatusAt`.
 */
export const campaignStatusIn = (statuses: Iterable<CampaignStatus>, now: Date): SQL => {
  const condition = statusesInOf(CAMPAIGN_STATUS_TREE, new Set(statuses), at(now));
  return condition === true ? sql`true` : condition === false ? sql`false` : condition;
};

export interface CampaignFilter {
  readonly kind: string | undefined;
  readonly status: CampaignStatus | undefined;
  readonly featured: boolean | undefined;
  /** true: starts after now; false: started at or before now. */
  readonly upcoming: boolean | undefined;
  readonly continent: string | undefined;
  readonly country: string | undefined;
  readonly includePrivate: boolean;
  /** Drafts and archived campaigns too (admins). */
  readonly includeUnpublished: boolean;
  /** Case-insensitive substring of the title. */
  readonly title: string | undefined;
  /** Quests' filters: one game's; any of these statuses; with an active task of these types; these ids. */
  readonly gameId?: number;
  readonly statuses?: readonly CampaignStatus[];
  readonly taskTypes?: readonly string[];
  readonly ids?: readonly string[];
}

/** Every condition of the filter but its statuses (`statusesOf`). */
const baseConditionsOf = (filter: CampaignFilter, now: Date): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.kind !== undefined) conditions.push(eq(campaignsTable.kind, filter.kind));
  if (!filter.includeUnpublished) conditions.push(eq(campaignsTable.lifecycle, "PUBLISHED"));
  if (!filter.includePrivate) conditions.push(eq(campaignsTable.isPrivate, false));
  if (filter.featured !== undefined) conditions.push(eq(campaignsTable.featured, filter.featured));
  if (filter.upcoming === true) conditions.push(sql`${campaignsTable.startsAt} > ${at(now)}`);
  if (filter.upcoming === false) conditions.push(sql`${campaignsTable.startsAt} <= ${at(now)}`);
  if (filter.continent !== undefined)
    conditions.push(
      sql`(cardinality(${campaignsTable.applicableContinents}) = 0 or ${filter.continent} = any(${campaignsTable.applicableContinents}))`,
    );
  if (filter.country !== undefined)
    conditions.push(
      sql`(cardinality(${campaignsTable.applicableCountries}) = 0 or ${filter.country} = any(${campaignsTable.applicableCountries}))`,
    );
  if (filter.title !== undefined)
    conditions.push(sql`strpos(lower(${campaignsTable.title}), lower(${filter.title})) > 0`);
  if (filter.gameId !== undefined) conditions.push(eq(campaignsTable.gameId, filter.gameId));
  if (filter.taskTypes !== undefined)
    conditions.push(
      filter.taskTypes.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${campaignTasksTable} where ${campaignTasksTable.campaignId} = ${campaignsTable.id}
            and ${campaignTasksTable.active} and ${inArray(campaignTasksTable.type, [...filter.taskTypes])})`,
    );
  if (filter.ids !== undefined)
    conditions.push(filter.ids.length === 0 ? sql`false` : inArray(campaignsTable.id, [...filter.ids]));
  return conditions;
};

/**
 * The statuses the filter lets through: its `status` and `statuses` together, narrowed by what the other
 * conditions already decide of published campaigns (only PUBLISHED ones start after now), so no range is
 * asked for that cannot match.
 */
const statusesOf = (filter: CampaignFilter): Set<CampaignStatus> => {
  let statuses = new Set<CampaignStatus>(CAMPAIGN_STATUSES);
  if (filter.status !== undefined) statuses = new Set([filter.status]);
  if (filter.statuses !== undefined)
    statuses = new Set(filter.statuses.filter((status) => statuses.has(status)));
  if (!filter.includeUnpublished) {
    statuses.delete("DRAFT");
    statuses.delete("ARCHIVED");
    if (filter.upcoming === true)
      for (const status of statuses) if (status !== "PUBLISHED") statuses.delete(status);
    if (filter.upcoming === false) statuses.delete("PUBLISHED");
  }
  return statuses;
};

const conditionsOf = (filter: CampaignFilter, now: Date): SQL | undefined => {
  const statuses = statusesOf(filter);
  const conditions = baseConditionsOf(filter, now);
  if (statuses.size < CAMPAIGN_STATUSES.length) conditions.push(campaignStatusIn(statuses, now));
  return conditions.length === 0 ? undefined : and(...conditions);
};

/**
 * The list's order as segments, each a contiguous run of it that one index scan serves: featured first, then
 * live campaigns ending soonest, upcoming ones starting soonest, the rest (ended, drafts, archived) ended most
 * recently; the id breaks ties.
 */
interface Segment {
  readonly featured: boolean;
  readonly statuses: ReadonlySet<CampaignStatus>;
  /** The date the segment is ordered by (then the id), and whether backwards. */
  readonly by: "startsAt" | "endsAt";
  readonly backwards: boolean;
}

/** Backwards with its tie-breaker too, so a backward scan of the segment's index serves it without a sort. */
const orderOf = ({ by, backwards }: Segment): SQL[] =>
  backwards
    ? [desc(campaignsTable[by]), desc(campaignsTable.id)]
    : [asc(campaignsTable[by]), asc(campaignsTable.id)];

/** Where a page of a segment ended: its last campaign's date (of the segment's order) and id. */
export interface PageBoundary {
  readonly at: Date;
  readonly id: string;
}

/** The segment's campaigns after `boundary` in its order: a range of its index instead of an offset. */
const afterBoundary = ({ by, backwards }: Segment, boundary: PageBoundary): SQL => {
  const keys = sql`(${campaignsTable[by]}, ${campaignsTable.id})`;
  const bound = sql`(${at(boundary.at)}, ${boundary.id}::uuid)`;
  return backwards ? sql`${keys} < ${bound}` : sql`${keys} > ${bound}`;
};

const segmentsOf = (filter: CampaignFilter): Segment[] => {
  const statuses = statusesOf(filter);
  const groups = [
    { statuses: ["LIVE"], by: "endsAt", backwards: false },
    { statuses: ["PUBLISHED"], by: "startsAt", backwards: false },
    {
      statuses: CAMPAIGN_STATUSES.filter((status) => status !== "LIVE" && status !== "PUBLISHED"),
      by: "endsAt",
      backwards: true,
    },
  ] as const;
  const featuredFirst = filter.featured === undefined ? [true, false] : [filter.featured];
  return featuredFirst.flatMap((featured) =>
    groups.flatMap((group) => {
      const wanted = new Set(group.statuses.filter((status) => statuses.has(status)));
      return wanted.size === 0
        ? []
        : [{ featured, statuses: wanted, by: group.by, backwards: group.backwards }];
    }),
  );
};

const segmentConditionsOf = (filter: CampaignFilter, segment: Segment, now: Date): SQL | undefined =>
  and(
    ...baseConditionsOf({ ...filter, featured: undefined }, now),
    eq(campaignsTable.featured, segment.featured),
    campaignStatusIn(segment.statuses, now),
  );

/** Which part of each segment a page takes, given how many campaigns each segment has. */
export const pageSlices = (
  counts: readonly number[],
  pageOffset: number,
  pageLimit: number,
): { readonly segment: number; readonly offset: number; readonly limit: number }[] => {
  const slices: { segment: number; offset: number; limit: number }[] = [];
  let skip = pageOffset;
  let left = pageLimit;
  for (const [segment, size] of counts.entries()) {
    if (left <= 0) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const limit = Math.min(left, size - skip);
    slices.push({ segment, offset: skip, limit });
    left -= limit;
    skip = 0;
  }
  return slices;
};

const activeTaskCount = sql<number>`(select count(*)::integer from ${campaignTasksTable}
  where ${campaignTasksTable.campaignId} = ${campaignsTable.id} and ${campaignTasksTable.active})`;

/** The list's columns: the task count is read afterwards for the page's campaigns only (`withTaskCounts`). */
const pageColumns = (now: Date) => ({
  campaign: campaignsTable,
  status: campaignStatusSql(now),
  gameId: gamesTable.id,
  gameName: gamesTable.name,
  gameSlug: gamesTable.slug,
  gameIcon: gamesTable.iconImage,
});

/** Active tasks of each campaign, in one grouped query. */
const activeTaskCounts = async (
  db: DbOrTransaction,
  campaignIds: readonly string[],
): Promise<Map<string, number>> => {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: campaignTasksTable.campaignId, tasks: count() })
    .from(campaignTasksTable)
    .where(and(inArray(campaignTasksTable.campaignId, [...campaignIds]), eq(campaignTasksTable.active, true)))
    .groupBy(campaignTasksTable.campaignId);
  return new Map(rows.map((row) => [row.campaignId, Number(row.tasks)]));
};

const withTaskCounts = async (
  db: DbOrTransaction,
  rows: readonly Omit<ListingRow, "taskCount">[],
): Promise<CampaignListing[]> => {
  const tasks = await activeTaskCounts(
    db,
    rows.map((row) => row.campaign.id),
  );
  return rows.map((row) => listingOf({ ...row, taskCount: tasks.get(row.campaign.id) ?? 0 }));
};

const listingColumns = (now: Date) => ({
  campaign: campaignsTable,
  status: campaignStatusSql(now),
  gameId: gamesTable.id,
  gameName: gamesTable.name,
  gameSlug: gamesTable.slug,
  gameIcon: gamesTable.iconImage,
  taskCount: activeTaskCount,
});

interface ListingRow {
  readonly campaign: CampaignRow;
  readonly status: CampaignStatus;
  readonly gameId: number | null;
  readonly gameName: string | null;
  readonly gameSlug: string | null;
  readonly gameIcon: string | null;
  readonly taskCount: number;
}

const listingOf = (row: ListingRow): CampaignListing => ({
  campaign: row.campaign,
  status: row.status,
  game:
    row.gameId === null
      ? null
      : { id: row.gameId, name: row.gameName ?? "", slug: row.gameSlug ?? "", iconImage: row.gameIcon ?? "" },
  taskCount: Number(row.taskCount),
});

const uuidShaped = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/**
 * The statements, each on the connection or transaction it is given. Services use `CampaignRepository` below,
 * which runs them through `Database.query`; seeds and test fixtures that hold a connection call them directly.
 */
export const campaignRepository = {
  /** By id (when `ref` is a UUID) or by slug. */
  findListing: async (db: DbOrTransaction, ref: string, now: Date): Promise<CampaignListing | undefined> => {
    const [row] = await db
      .select(listingColumns(now))
      .from(campaignsTable)
      .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
      .where(
        uuidShaped(ref)
          ? sql`(${campaignsTable.id} = ${ref}::uuid or ${campaignsTable.slug} = ${ref})`
          : eq(campaignsTable.slug, ref),
      )
      .limit(1);
    return row === undefined ? undefined : listingOf(row);
  },

  /** These campaigns as lists show them, in the order of `ids` (those that no longer exist are left out). */
  listingsByIds: async (
    db: DbOrTransaction,
    ids: readonly string[],
    now: Date,
  ): Promise<CampaignListing[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select(listingColumns(now))
      .from(campaignsTable)
      .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
      .where(inArray(campaignsTable.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.campaign.id, listingOf(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** The row and its status, locked for update until the transaction ends (a claim's FCFS count, an edit). */
  findForUpdate: async (
    db: DbOrTransaction,
    id: string,
    now: Date,
  ): Promise<{ readonly campaign: CampaignRow; readonly status: CampaignStatus } | undefined> => {
    const [row] = await db
      .select({ campaign: campaignsTable, status: campaignStatusSql(now) })
      .from(campaignsTable)
      .where(eq(campaignsTable.id, id))
      .for("update");
    return row;
  },

  /**
   * How many campaigns of the filter each segment of its order holds (`list`): one statement, each count a
   * range of an index.
   */
  segmentCounts: async (db: DbOrTransaction, filter: CampaignFilter, now: Date): Promise<number[]> => {
    const conditions = segmentsOf(filter).map((segment) => segmentConditionsOf(filter, segment, now));
    if (conditions.length === 0) return [];
    const [countRow] = await db
      .select(
        Object.fromEntries(
          conditions.map((where, index) => [
            `s${index}`,
            sql<number>`(select count(*)::integer from ${campaignsTable} where ${where})`.mapWith(Number),
          ]),
        ),
      )
      .from(sql`(select 1) as one`);
    return conditions.map((_, index) => Number(countRow?.[`s${index}`] ?? 0));
  },

  /**
   * A page of campaigns and how many match: featured first, then live ones ending soonest, upcoming ones
   * starting soonest, then the rest ended most recently. The page is read from the segments it spans, in each
   * segment's index order. What an earlier read left may be given (`known`): the segments' counts
   * (`segmentCounts`, not counted again), and where an earlier page of a segment ended, so that a slice that
   * starts there is read from the index after it rather than by skipping its offset. Answers, beside the page,
   * the counts and where each slice of it ended, for the next page to start from.
   */
  list: async (
    db: DbOrTransaction,
    filter: CampaignFilter,
    now: Date,
    pageOffset: number,
    pageLimit: number,
    known: {
      readonly counts?: readonly number[];
      readonly boundaryAt?: (segment: number, offset: number) => PageBoundary | undefined;
    } = {},
  ): Promise<{
    readonly listings: CampaignListing[];
    readonly total: number;
    readonly counts: readonly number[];
    readonly ends: readonly {
      readonly segment: number;
      readonly offset: number;
      readonly boundary: PageBoundary;
    }[];
  }> => {
    const segments = segmentsOf(filter);
    if (segments.length === 0) return { listings: [], total: 0, counts: [], ends: [] };
    const counts = known.counts ?? (await campaignRepository.segmentCounts(db, filter, now));
    const total = counts.reduce((sum, size) => sum + size, 0);
    const listings: CampaignListing[] = [];
    const ends: { segment: number; offset: number; boundary: PageBoundary }[] = [];
    for (const slice of pageSlices(counts, pageOffset, pageLimit)) {
      const segment = segments[slice.segment];
      if (segment === undefined) continue;
      const boundary = slice.offset === 0 ? undefined : known.boundaryAt?.(slice.segment, slice.offset);
      const where = segmentConditionsOf(filter, segment, now);
      // The page's ids first, from the segment's index alone; the rows, games and task counts for those only.
      const page = db
        .select({ id: campaignsTable.id })
        .from(campaignsTable)
        .where(boundary === undefined ? where : and(where, afterBoundary(segment, boundary)))
        .orderBy(...orderOf(segment))
        .offset(boundary === undefined ? slice.offset : 0)
        .limit(slice.limit)
        .as("page");
      const rows = await db
        .select(listingColumns(now))
        .from(page)
        .innerJoin(campaignsTable, eq(campaignsTable.id, page.id))
        .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
        .orderBy(...orderOf(segment));
      listings.push(...rows.map(listingOf));
      const last = rows.at(-1)?.campaign;
      if (last !== undefined)
        ends.push({
          segment: slice.segment,
          offset: slice.offset + rows.length,
          boundary: { at: last[segment.by], id: last.id },
        });
    }
    return { listings, total, counts, ends };
  },

  /**
   * The next moment after `now` a published campaign of `kind` changes status (it starts, ends or its claim
   * window closes): until then every list of them reads the same, unless a row changes. Three index probes.
   */
  nextStatusChange: async (
    db: DbOrTransaction,
    kind: string | undefined,
    now: Date,
  ): Promise<Date | undefined> => {
    const ofKind = kind === undefined ? sql`true` : sql`${campaignsTable.kind} = ${kind}`;
    const nextOf = (column: SQL) =>
      sql`(select ${column} from ${campaignsTable} where ${ofKind}
        and ${campaignsTable.lifecycle} = 'PUBLISHED' and ${column} > ${at(now)} order by ${column} limit 1)`;
    const [row] = await db
      .select({
        next: sql<number | null>`(extract(epoch from least(${nextOf(sql`${campaignsTable.startsAt}`)},
          ${nextOf(sql`${campaignsTable.endsAt}`)}, ${nextOf(sql`${campaignsTable.claimEndsAt}`)})) * 1000)::float8`,
      })
      .from(sql`(select 1) as one`);
    return row?.next === null || row?.next === undefined ? undefined : new Date(Number(row.next));
  },

  /** How many campaigns of the filter are in each status now. */
  statusCounts: async (
    db: DbOrTransaction,
    filter: CampaignFilter,
    now: Date,
  ): Promise<Map<CampaignStatus, number>> => {
    const status = campaignStatusSql(now);
    const rows = await db
      .select({ status, total: count() })
      .from(campaignsTable)
      .where(conditionsOf(filter, now))
      // By position: the status expression carries its own parameters, which a repeated GROUP BY would not match.
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.status, Number(row.total)]));
  },

  /** The games of the filter's campaigns, by name: how many each has, and how many of them are live now. */
  gameCounts: async (
    db: DbOrTransaction,
    filter: CampaignFilter,
    now: Date,
  ): Promise<
    {
      readonly game: {
        readonly id: number;
        readonly name: string;
        readonly slug: string;
        readonly iconImage: string;
      };
      readonly total: number;
      readonly live: number;
    }[]
  > => {
    const rows = await db
      .select({
        id: gamesTable.id,
        name: gamesTable.name,
        slug: gamesTable.slug,
        iconImage: gamesTable.iconImage,
        total: count(),
        live: sql<number>`count(*) filter (where ${campaignStatusSql(now)} = 'LIVE')`.mapWith(Number),
      })
      .from(campaignsTable)
      .innerJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
      .where(conditionsOf(filter, now))
      .groupBy(gamesTable.id)
      .orderBy(asc(gamesTable.name), asc(gamesTable.id))
      .limit(GAMES_WITH_CAMPAIGNS_MAX);
    return rows.map(({ total, live, ...game }) => ({ game, total: Number(total), live }));
  },

  /** Admins' search: newest first, whatever the lifecycle. */
  search: async (
    db: DbOrTransaction,
    filter: CampaignFilter,
    now: Date,
    pageOffset: number,
    pageLimit: number,
  ): Promise<{ readonly listings: CampaignListing[]; readonly total: number }> => {
    const where = conditionsOf(filter, now);
    const [totalRow] = await db.select({ total: count() }).from(campaignsTable).where(where);
    const rows = await db
      .select(pageColumns(now))
      .from(campaignsTable)
      .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
      .where(where)
      .orderBy(desc(campaignsTable.createdAt), asc(campaignsTable.id))
      .offset(pageOffset)
      .limit(pageLimit);
    return { listings: await withTaskCounts(db, rows), total: totalRow?.total ?? 0 };
  },

  /** Every task of the campaigns, in order of position. */
  tasksOf: async (db: DbOrTransaction, campaignIds: readonly string[]): Promise<CampaignTaskRow[]> =>
    campaignIds.length === 0
      ? []
      : db
          .select()
          .from(campaignTasksTable)
          .where(inArray(campaignTasksTable.campaignId, [...campaignIds]))
          .orderBy(asc(campaignTasksTable.campaignId), asc(campaignTasksTable.position)),

  findTask: async (
    db: DbOrTransaction,
    campaignId: string,
    taskId: string,
  ): Promise<CampaignTaskRow | undefined> =>
    (
      await db
        .select()
        .from(campaignTasksTable)
        .where(and(eq(campaignTasksTable.campaignId, campaignId), eq(campaignTasksTable.id, taskId)))
        .limit(1)
    )[0],

  /** How many special codes each task has. */
  specialCodeCounts: async (
    db: DbOrTransaction,
    taskIds: readonly string[],
  ): Promise<Map<string, number>> => {
    if (taskIds.length === 0) return new Map();
    const rows = await db
      .select({ taskId: specialCodesTable.taskId, codes: count() })
      .from(specialCodesTable)
      .where(inArray(specialCodesTable.taskId, [...taskIds]))
      .groupBy(specialCodesTable.taskId);
    return new Map(rows.map((row) => [row.taskId, Number(row.codes)]));
  },

  /** Inserts a campaign; undefined when its slug is taken. */
  insert: async (db: DbOrTransaction, campaign: NewCampaignRow): Promise<CampaignRow | undefined> =>
    (await db.insert(campaignsTable).values(campaign).onConflictDoNothing().returning())[0],

  /** Changes a campaign's columns (check `slugTaken` first when the slug changes). */
  update: async (
    db: DbOrTransaction,
    id: string,
    changes: Partial<NewCampaignRow>,
  ): Promise<CampaignRow | undefined> =>
    (
      await db
        .update(campaignsTable)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(campaignsTable.id, id))
        .returning()
    )[0],

  slugTaken: async (db: DbOrTransaction, slug: string, exceptId?: string): Promise<boolean> => {
    const rows = await db
      .select({ id: campaignsTable.id })
      .from(campaignsTable)
      .where(eq(campaignsTable.slug, slug))
      .limit(1);
    return rows.some((row) => row.id !== exceptId);
  },

  /**
   * Replaces a campaign's tasks: tasks with an id of this campaign are updated in place (their gamers'
   * progress stays), the others inserted, and tasks left out deleted. Positions are the list's order. Answers
   * the tasks' ids in that order.
   */
  replaceTasks: async (
    db: DbOrTransaction,
    campaignId: string,
    tasks: readonly (Omit<NewCampaignTaskRow, "campaignId" | "position"> & { readonly id?: string })[],
  ): Promise<string[]> => {
    const kept = tasks.flatMap((task) => (task.id === undefined ? [] : [task.id]));
    await db.delete(campaignTasksTable).where(
      kept.length === 0
        ? eq(campaignTasksTable.campaignId, campaignId)
        : and(
            eq(campaignTasksTable.campaignId, campaignId),
            sql`${campaignTasksTable.id} not in (${sql.join(
              kept.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          ),
    );
    // Positions move out of the way first: the (campaign, position) key must hold after each statement.
    await db
      .update(campaignTasksTable)
      .set({ position: sql`-1 - ${campaignTasksTable.position}` })
      .where(eq(campaignTasksTable.campaignId, campaignId));
    const ids: string[] = [];
    for (const [position, task] of tasks.entries()) {
      const { id, ...fields } = task;
      if (id === undefined) {
        const [inserted] = await db
          .insert(campaignTasksTable)
          .values({ ...fields, campaignId, position })
          .returning({ id: campaignTasksTable.id });
        if (inserted === undefined)
          throw new Error(`Inserting task ${position} of ${campaignId} returned no row`);
        ids.push(inserted.id);
      } else {
        await db
          .update(campaignTasksTable)
          .set({ ...fields, position })
          .where(and(eq(campaignTasksTable.id, id), eq(campaignTasksTable.campaignId, campaignId)));
        ids.push(id);
      }
    }
    return ids;
  },

  gameExists: async (db: DbOrTransaction, gameId: number): Promise<boolean> =>
    (await db.select({ id: gamesTable.id }).from(gamesTable).where(eq(gamesTable.id, gameId)).limit(1))
      .length > 0,

  partnerExists: async (db: DbOrTransaction, partnerId: string): Promise<boolean> =>
    (
      await db
        .select({ id: gamePartnersTable.id })
        .from(gamePartnersTable)
        .where(eq(gamePartnersTable.id, partnerId))
        .limit(1)
    ).length > 0,

  hasRole: async (db: DbOrTransaction, userId: string, role: string): Promise<boolean> =>
    (
      await db
        .select({ userId: userRolesTable.userId })
        .from(userRolesTable)
        .where(and(eq(userRolesTable.userId, userId), eq(userRolesTable.role, role)))
        .limit(1)
    ).length > 0,

  grantRole: async (db: DbOrTransaction, userId: string, role: string): Promise<void> => {
    await db.insert(userRolesTable).values({ userId, role }).onConflictDoNothing();
  },

  /** The account's verified e-mail and phone (null when not verified). */
  verifiedContacts: async (
    db: DbOrTransaction,
    userId: string,
  ): Promise<{ readonly email: string | null; readonly phoneNumber: string | null } | undefined> => {
    const [row] = await db
      .select({
        email: sql<
          string | null
        >`case when ${usersTable.emailVerifiedAt} is not null then ${usersTable.email} end`,
        phoneNumber: sql<
          string | null
        >`case when ${usersTable.phoneVerifiedAt} is not null then ${usersTable.phoneNumber} end`,
      })
      .from(usersTable)
      .where(eq(usersTable.id, userId))
      .limit(1);
    return row;
  },
};

/** The unique constraint on a campaign's slug. */
const SLUG_KEY = "campaigns_slug_unique";

export class CampaignRepository extends Context.Service<
  CampaignRepository,
  Omit<QueryMethods<typeof campaignRepository>, "insert" | "update"> & {
    /** A taken slug is `CampaignSlugTaken`, however the race went. */
    insert(campaign: NewCampaignRow): Effect.Effect<CampaignRow, CampaignSlugTaken>;
    /** Changes a campaign's columns; a slug another campaign took meanwhile is `CampaignSlugTaken`. */
    update(
      id: string,
      changes: Partial<NewCampaignRow>,
    ): Effect.Effect<CampaignRow | undefined, CampaignSlugTaken>;
  }
>()("kleos/server/db/repositories/CampaignRepository") {
  static readonly layer = Layer.effect(
    CampaignRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return CampaignRepository.of(
        traced("CampaignRepository", {
          ...queryMethods(query, campaignRepository),
          insert: (campaign: NewCampaignRow) =>
            query(
              async (db) => {
                const [row] = await db.insert(campaignsTable).values(campaign).returning();
                if (row === undefined) throw new Error(`Campaign ${campaign.slug} was not inserted`);
                return row;
              },
              { [SLUG_KEY]: () => new CampaignSlugTaken({ slug: campaign.slug }) },
            ),
          update: (id: string, changes: Partial<NewCampaignRow>) =>
            query((db) => campaignRepository.update(db, id, changes), {
              [SLUG_KEY]: () => new CampaignSlugTaken({ slug: changes.slug ?? "" }),
            }),
        }),
      );
    }),
  );
}
