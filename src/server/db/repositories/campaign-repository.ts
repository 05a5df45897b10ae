/**
 * Campaigns and quests, their tasks and the admin role, as stored. The status of spec §3 is not a column: it is
 * computed in SQL by `campaignStatusSql`, the mirror of `campaignStatusAt` (src/domain/campaigns/
 * campaign-lifecycle.ts), so lists filter and order by the status the domain would compute. No business rules
 * here beyond that mirror.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
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

const conditionsOf = (filter: CampaignFilter, now: Date): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.kind !== undefined) conditions.push(eq(campaignsTable.kind, filter.kind));
  if (!filter.includeUnpublished) conditions.push(eq(campaignsTable.lifecycle, "PUBLISHED"));
  if (!filter.includePrivate) conditions.push(eq(campaignsTable.isPrivate, false));
  if (filter.status !== undefined) conditions.push(sql`${campaignStatusSql(now)} = ${filter.status}`);
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
  if (filter.statuses !== undefined)
    conditions.push(
      filter.statuses.length === 0
        ? sql`false`
        : sql`${campaignStatusSql(now)} in (${sql.join(
            filter.statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`,
    );
  if (filter.taskTypes !== undefined)
    conditions.push(
      filter.taskTypes.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${campaignTasksTable} where ${campaignTasksTable.campaignId} = ${campaignsTable.id}
            and ${campaignTasksTable.active} and ${inArray(campaignTasksTable.type, [...filter.taskTypes])})`,
    );
  if (filter.ids !== undefined)
    conditions.push(filter.ids.length === 0 ? sql`false` : inArray(campaignsTable.id, [...filter.ids]));
  return conditions.length === 0 ? undefined : and(...conditions);
};

const activeTaskCount = sql<number>`(select count(*)::integer from ${campaignTasksTable}
  where ${campaignTasksTable.campaignId} = ${campaignsTable.id} and ${campaignTasksTable.active})`;

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

/** 0 live, 1 upcoming, 2 everything else (ended, drafts, archived): the list's groups after featured. */
const groupSql = (now: Date): SQL => sql`(case
    when ${campaignStatusSql(now)} = 'LIVE' then 0
    when ${campaignStatusSql(now)} = 'PUBLISHED' then 1
    else 2
  end)`;

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
   * starting soonest, then the rest ended most recently.
   */
  list: async (
    db: DbOrTransaction,
    filter: CampaignFilter,
    now: Date,
    pageOffset: number,
    pageLimit: number,
  ): Promise<{ readonly listings: CampaignListing[]; readonly total: number }> => {
    const where = conditionsOf(filter, now);
    const [totalRow] = await db.select({ total: count() }).from(campaignsTable).where(where);
    const group = groupSql(now);
    const rows = await db
      .select(listingColumns(now))
      .from(campaignsTable)
      .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
      .where(where)
      .orderBy(
        desc(campaignsTable.featured),
        asc(group),
        sql`case when ${group} = 0 then ${campaignsTable.endsAt} end asc`,
        sql`case when ${group} = 1 then ${campaignsTable.startsAt} end asc`,
        sql`case when ${group} = 2 then ${campaignsTable.endsAt} end desc`,
        asc(campaignsTable.id),
      )
      .offset(pageOffset)
      .limit(pageLimit);
    return { listings: rows.map(listingOf), total: totalRow?.total ?? 0 };
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
      .select(listingColumns(now))
      .from(campaignsTable)
      .leftJoin(gamesTable, eq(gamesTable.id, campaignsTable.gameId))
      .where(where)
      .orderBy(desc(campaignsTable.createdAt), asc(campaignsTable.id))
      .offset(pageOffset)
      .limit(pageLimit);
    return { listings: rows.map(listingOf), total: totalRow?.total ?? 0 };
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
