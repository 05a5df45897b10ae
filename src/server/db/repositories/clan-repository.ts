/**
 * Clans and memberships as stored. No rules here (the day rules, who may do what): the Clans service decides,
 * inside the transactions it opens; this only reads and writes rows, and locks a clan row when told to.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, max, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { usersTable } from "@/server/db/schema/accounts";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";
import { profileOptionsTable } from "@/server/db/schema/profile-options";

const clans = clansTable;
const memberships = clanMembershipsTable;

export interface ClanRow {
  readonly id: number;
  readonly name: string;
  readonly city: string;
  readonly countryCode: string;
  readonly logo: string | null;
  readonly banner: string | null;
  readonly description: string;
  readonly chiefId: string;
  readonly chiefUsername: string | null;
  readonly memberCount: number;
  readonly createdAt: Date;
}

export interface MemberRow {
  readonly membershipId: number;
  readonly userId: string;
  readonly username: string | null;
  readonly role: string;
  readonly joinedAt: Date;
}

export interface OpenMembership {
  readonly membershipId: number;
  readonly clanId: number;
  readonly role: string;
  readonly joinedAt: Date;
}

export interface NewClan {
  readonly name: string;
  readonly city: string;
  readonly countryCode: string;
  readonly logo: string | null;
  readonly banner: string | null;
  readonly description: string;
  readonly referrerPhoneNumber: string | null;
  readonly chiefId: string;
  readonly createdAt: Date;
}

const openMemberCount = sql<number>`(select count(*)::int from ${memberships} where ${memberships.clanId} = ${clans.id} and ${memberships.leftAt} is null)`;

const clanColumns = {
  id: clans.id,
  name: clans.name,
  city: clans.city,
  countryCode: clans.countryCode,
  logo: clans.logo,
  banner: clans.banner,
  description: clans.description,
  chiefId: clans.chiefId,
  chiefUsername: usersTable.username,
  memberCount: openMemberCount.mapWith(Number),
  createdAt: clans.createdAt,
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** Names with a word starting with `search`, case ignored. */
const nameMatches = (search: string): SQL | undefined => {
  const prefix = escapeLike(search.trim().toLowerCase());
  if (prefix === "") return undefined;
  return or(sql`lower(${clans.name}) like ${`${prefix}%`}`, sql`lower(${clans.name}) like ${`% ${prefix}%`}`);
};

export const clanRepository = {
  /** A clan that is not deleted, with its Chief's username and member count. */
  findLiveById: async (db: DbOrTransaction, clanId: number): Promise<ClanRow | undefined> => {
    const [row] = await db
      .select(clanColumns)
      .from(clans)
      .innerJoin(usersTable, eq(usersTable.id, clans.chiefId))
      .where(and(eq(clans.id, clanId), isNull(clans.deletedAt)));
    return row;
  },

  /** A page of clans that are not deleted: most members first, then the oldest. */
  listLive: async (
    db: DbOrTransaction,
    query: { search?: string; countryCode?: string; pageOffset: number; pageLimit: number },
  ): Promise<{ rows: ClanRow[]; total: number }> => {
    const where = and(
      isNull(clans.deletedAt),
      query.countryCode === undefined ? undefined : eq(clans.countryCode, query.countryCode),
      query.search === undefined ? undefined : nameMatches(query.search),
    );
    const rows = await db
      .select(clanColumns)
      .from(clans)
      .innerJoin(usersTable, eq(usersTable.id, clans.chiefId))
      .where(where)
      .orderBy(desc(openMemberCount), asc(clans.createdAt), asc(clans.id))
      .limit(query.pageLimit)
      .offset(query.pageOffset);
    const [counted] = await db.select({ total: count() }).from(clans).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The clan's open memberships: the Chief first, then by the day they joined. */
  openMembers: async (db: DbOrTransaction, clanId: number): Promise<MemberRow[]> =>
    db
      .select({
        membershipId: memberships.id,
        userId: memberships.userId,
        username: usersTable.username,
        role: memberships.role,
        joinedAt: memberships.joinedAt,
      })
      .from(memberships)
      .innerJoin(usersTable, eq(usersTable.id, memberships.userId))
      .where(and(eq(memberships.clanId, clanId), isNull(memberships.leftAt)))
      .orderBy(sql`(${memberships.role} = 'Chief') desc`, asc(memberships.joinedAt), asc(memberships.id)),

  openMembershipOf: async (db: DbOrTransaction, userId: string): Promise<OpenMembership | undefined> => {
    const [row] = await db
      .select({
        membershipId: memberships.id,
        clanId: memberships.clanId,
        role: memberships.role,
        joinedAt: memberships.joinedAt,
      })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), isNull(memberships.leftAt)));
    return row;
  },

  /** When the gamer last left a clan of their own accord (not because it was deleted). */
  lastLeftAt: async (db: DbOrTransaction, userId: string): Promise<Date | undefined> => {
    const [row] = await db
      .select({ at: max(memberships.leftAt) })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.endReason, "left")));
    return row?.at ?? undefined;
  },

  /** When the gamer last deleted a clan they were the Chief of. */
  lastDeletedAt: async (db: DbOrTransaction, userId: string): Promise<Date | undefined> => {
    const [row] = await db
      .select({ at: max(clans.deletedAt) })
      .from(clans)
      .where(and(eq(clans.chiefId, userId), isNotNull(clans.deletedAt)));
    return row?.at ?? undefined;
  },

  /**
   * Locks a clan that is not deleted for the rest of the transaction: `share` for a join (several may join
   * at once), `update` for a delete (which waits for them, and they for it).
   */
  lockLive: async (
    db: DbOrTransaction,
    clanId: number,
    mode: "share" | "update",
  ): Promise<{ chiefId: string; createdAt: Date } | undefined> => {
    const [row] = await db
      .select({ chiefId: clans.chiefId, createdAt: clans.createdAt })
      .from(clans)
      .where(and(eq(clans.id, clanId), isNull(clans.deletedAt)))
      .for(mode === "share" ? "share" : "update");
    return row;
  },

  isNameTaken: async (db: DbOrTransaction, name: string): Promise<boolean> => {
    const [row] = await db
      .select({ id: clans.id })
      .from(clans)
      .where(and(sql`lower(${clans.name}) = lower(${name})`, isNull(clans.deletedAt)))
      .limit(1);
    return row !== undefined;
  },

  insert: async (db: DbOrTransaction, clan: NewClan): Promise<number> => {
    const [row] = await db.insert(clans).values(clan).returning({ id: clans.id });
    if (row === undefined) throw new Error(`Clan ${clan.name} was not inserted`);
    return row.id;
  },

  insertMembership: async (
    db: DbOrTransaction,
    membership: { clanId: number; userId: string; role: "Chief" | "Member"; joinedAt: Date },
  ): Promise<void> => {
    await db.insert(memberships).values(membership);
  },

  /** Ends an open membership; false when it had already ended. */
  closeMembership: async (
    db: DbOrTransaction,
    membershipId: number,
    reason: "left" | "clan_deleted",
    at: Date,
  ): Promise<boolean> => {
    const closed = await db
      .update(memberships)
      .set({ leftAt: at, endReason: reason })
      .where(and(eq(memberships.id, membershipId), isNull(memberships.leftAt)))
      .returning({ id: memberships.id });
    return closed.length === 1;
  },

  /** Marks the clan deleted and ends every open membership of it (kept as history). */
  markDeleted: async (db: DbOrTransaction, clanId: number, at: Date): Promise<void> => {
    await db.update(clans).set({ deletedAt: at }).where(eq(clans.id, clanId));
    await db
      .update(memberships)
      .set({ leftAt: at, endReason: "clan_deleted" })
      .where(and(eq(memberships.clanId, clanId), isNull(memberships.leftAt)));
  },

  /**
   * The city as the profile's pickers list it for `countryCode` (case ignored), `undefined` when the country
   * has a list without it, or `"unlisted"` when Kleos lists no cities for that country.
   */
  listedCity: async (
    db: DbOrTransaction,
    countryCode: string,
    city: string,
  ): Promise<string | undefined | "unlisted"> => {
    const rows = await db
      .select({ name: profileOptionsTable.name })
      .from(profileOptionsTable)
      .where(and(eq(profileOptionsTable.kind, "city"), eq(profileOptionsTable.countryCode, countryCode)))
      .orderBy(sql`(lower(${profileOptionsTable.name}) = lower(${city})) desc`)
      .limit(1);
    const [first] = rows;
    if (first === undefined) return "unlisted";
    return first.name.toLowerCase() === city.toLowerCase() ? first.name : undefined;
  },
};
