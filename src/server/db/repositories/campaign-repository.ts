/**
 * Campaigns and quests, their tasks and the admin role, as stored. The status of spec §3 is not a column: it is
 * computed in SQL by `campaignStatusSql`, the mirror of `campaignStatusAt` (src/domain/campaigns/
 * campaign-lifecycle.ts), so lists filter and order by the status the domain would compute. No business rules
 * here beyond that mirror.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/domain/campaigns/campaign-status";
import type { DbOrTransaction } from "@/server/db/client";
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

const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/**
 * The status at `now`, in SQL: the same decisions in the same order as `campaignStatusAt`. Rewards paid on
 * claim are EVERYONE and FCFS (`isPaidOnClaim`).
 */
export const campaignStatusSql = (now: Date): SQL<CampaignStatus> => sql<CampaignStatus>`(case
    when ${campaignsTable.lifecycle} <> 'PUBLISHED' then ${campaignsTable.lifecycle}
    when ${at(now)} < ${campaignsTable.startsAt} then 'PUBLISHED'
    when ${at(now)} < ${campaignsTable.endsAt} then 'LIVE'
    when ${campaignsTable.distribution} in ('EVERYONE', 'FCFS') then
      case when ${at(now)} < ${campaignsTable.claimEndsAt} then 'CLAIM_REWARDS' else 'ENDED' end
    when ${campaignsTable.distributionState} = 'CREDITED' then 'REWARDS_CREDITED'
    else 'PROCESSING_REWARDS'
  end)`;

/**
 * The campaigns whose status at `now` is one of `statuses`, as ranges on the stored columns (lifecycle, dates,
 * distribution and its state) rather than a test of `campaignStatusSql` on every row: indexes serve these. The
 * same decisions as `campaignStatusAt`, read backwards; `campaign-repository.test.ts` holds them to it.
 */
export const campaignStatusIn = (statuses: Iterable<CampaignStatus>, now: Date): SQL => {
  const wanted = new Set(statuses);
  const t = at(now);
  const { lifecycle, startsAt, endsAt, claimEndsAt, distribution, distributionState } = campaignsTable;
  const paidOnClaim = sql`${distribution} in ('EVERYONE', 'FCFS')`;
  const drawn = sql`${distribution} not in ('EVERYONE', 'FCFS')`;
  const afterEnd: SQL[] = [];
  if (wanted.has("CLAIM_REWARDS") && wanted.has("ENDED")) afterEnd.push(paidOnClaim);
  else if (wanted.has("CLAIM_REWARDS")) afterEnd.push(sql`(${paidOnClaim} and ${t} < ${claimEndsAt})`);
  else if (wanted.has("ENDED")) afterEnd.push(sql`(${paidOnClaim} and ${claimEndsAt} <= ${t})`);
  if (wanted.has("PROCESSING_REWARDS") && wanted.has("REWARDS_CREDITED")) afterEnd.push(drawn);
  else if (wanted.has("PROCESSING_REWARDS"))
    afterEnd.push(sql`(${drawn} and ${distributionState} <> 'CREDITED')`);
  else if (wanted.has("REWARDS_CREDITED"))
    afterEnd.push(sql`(${drawn} and ${distributionState} = 'CREDITED')`);
  const everyEnd = afterEnd.length === 2 && afterEnd[0] === paidOnClaim && afterEnd[1] === drawn;
  const before = wanted.has("PUBLISHED");
  const live = wanted.has("LIVE");
  // The published timeline: before `startsAt`, until `endsAt`, after it; neighbours merge into one range.
  const published: SQL[] = [];
  if (before && live && everyEnd) published.push(sql`true`);
  else if (live && everyEnd) published.push(sql`${startsAt} <= ${t}`);
  else {
    if (before && live) published.push(sql`${endsAt} > ${t}`);
    else if (before) published.push(sql`${startsAt} > ${t}`);
    else if (live) published.push(sql`(${startsAt} <= ${t} and ${endsAt} > ${t})`);
    if (everyEnd) published.push(sql`(${startsAt} <= ${t} and ${endsAt} <= ${t})`);
    else if (afterEnd.length > 0)
      published.push(sql`(${startsAt} <= ${t} and ${endsAt} <= ${t} and (${sql.join(afterEnd, sql` or `)}))`);
  }
  const parts: SQL[] = [];
  if (wanted.has("DRAFT")) parts.push(sql`${lifecycle} = 'DRAFT'`);
  if (wanted.has("ARCHIVED")) parts.push(sql`${lifecycle} = 'ARCHIVED'`);
  if (published.length > 0)
    parts.push(sql`(${lifecycle} = 'PUBLISHED' and (${sql.join(published, sql` or `)}))`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
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
  readonly order: readonly SQL[];
}

const segmentsOf = (filter: CampaignFilter): Segment[] => {
  const statuses = statusesOf(filter);
  const groups = [
    { statuses: ["LIVE"], order: [asc(campaignsTable.endsAt), asc(campaignsTable.id)] },
    { statuses: ["PUBLISHED"], order: [asc(campaignsTable.startsAt), asc(campaignsTable.id)] },
    {
      statuses: CAMPAIGN_STATUSES.filter((status) => status !== "LIVE" && status !== "PUBLISHED"),
      order: [desc(campaignsTable.endsAt), asc(campaignsTable.id)],
    },
  ] as const;
  const featuredFirst = filter.featured === undefined ? [true, false] : [filter.featured];
  return featuredFirst.flatMap((featured) =>
    groups.flatMap((group) => {
      const wanted = new Set(group.statuses.filter((status) => statuses.has(status)));
      return wanted.size === 0 ? [] : [{ featured, statuses: wanted, order: group.order }];
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
   * A page of campaigns and how many match: featured first, then live ones ending soonest, upcoming ones
   * starting soonest, then the rest ended most recently. Each segment of that order is counted with its own
   * ranges, and the page read from the segments it spans, in each segment's index order.
   */
  list: async (
    db: DbOrTransaction,
    filter: CampaignFilter,
    now: Date,
    pageOffset: number,
    pageLimit: number,
  ): Promise<{ readonly listings: CampaignListing[]; readonly total: number }> => {
    const segments = segmentsOf(filter);
    if (segments.length === 0) return { listings: [], total: 0 };
    const conditions = segments.map((segment) => segmentConditionsOf(filter, segment, now));
    // One statement, one count per segment: each is a range of an index.
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
    const counts = conditions.map((_, index) => Number(countRow?.[`s${index}`] ?? 0));
    const total = counts.reduce((sum, size) => sum + size, 0);
    const listings: CampaignListing[] = [];
    for (const slice of pageSlices(counts, pageOffset, pageLimit)) {
      const segment = segments[slice.segment];
      if (segment === undefined) continue;
      // The page's ids first, from the segment's index alone; the rows, games and task counts for those only.
      const page = db
        .select({ id: campaignsTable.id })
        .from(campaignsTable)
        .where(conditions[slice.segment])
        .orderBy(...segment.order)
        .offset(slice.offset)
        .limit(slice.limit)
        .as("page");
      const rows = await db
        .select(listingColumns(now))
        .from(page)
        .innerJoin(campaignsTable, eq(campaignsTable.id, page.id))
        .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
        .orderBy(...segment.order);
      listings.push(...rows.map(listingOf));
    }
    return { listings, total };
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
      .orderBy(asc(gamesTable.name), asc(gamesTable.id));
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
   * progress stays), the others inserted, and tasks left out deleted. Positions are the list's order.
   */
  replaceTasks: async (
    db: DbOrTransaction,
    campaignId: string,
    tasks: readonly (Omit<NewCampaignTaskRow, "campaignId" | "position"> & { readonly id?: string })[],
  ): Promise<void> => {
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
    for (const [position, task] of tasks.entries()) {
      const { id, ...fields } = task;
      if (id === undefined) {
        await db.insert(campaignTasksTable).values({ ...fields, campaignId, position });
      } else {
        await db
          .update(campaignTasksTable)
          .set({ ...fields, position })
          .where(and(eq(campaignTasksTable.id, id), eq(campaignTasksTable.campaignId, campaignId)));
      }
    }
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
