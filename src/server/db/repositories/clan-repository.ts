/**
 * Clans and memberships as stored. No rules here (the day rules, who may do what): the Clans service decides,
 * inside the transactions it opens; this only reads and writes rows, locks a clan row when told to, and says
 * what a broken unique index means (a live name taken, a second open membership).
 */
import { and, asc, count, desc, eq, isNotNull, isNull, max, or, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { AlreadyInClan, ClanNameTaken } from "@/domain/errors/clan-errors";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
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

/** The unique indexes of migration 0014 and what breaking them means. */
/** The most members a clan's page lists (the contract's `maxItems`); `memberCount` counts them all. */
export const CLAN_MEMBERS_LISTED_MAX = 1000;

const ONE_OPEN_MEMBERSHIP = "clan_memberships_one_open_per_user_key";
const LIVE_NAME = "clans_live_name_lower_key";

export class ClanRepository extends Context.Service<
  ClanRepository,
  {
    /** A clan that is not deleted, with its Chief's username and member count. */
    findLiveById(clanId: number): Effect.Effect<ClanRow | undefined>;
    /** A page of clans that are not deleted: most members first, then the oldest. */
    listLive(query: {
      readonly search?: string;
      readonly countryCode?: string;
      readonly pageOffset: number;
      readonly pageLimit: number;
    }): Effect.Effect<{ readonly rows: readonly ClanRow[]; readonly total: number }>;
    /** The clan's open memberships: the Chief first, then by the day they joined; the first CLAN_MEMBERS_LISTED_MAX. */
    openMembers(clanId: number): Effect.Effect<readonly MemberRow[]>;
    openMembershipOf(userId: string): Effect.Effect<OpenMembership | undefined>;
    /** When the gamer last left a clan of their own accord (not because it was deleted). */
    lastLeftAt(userId: string): Effect.Effect<Date | undefined>;
    /** When the gamer last deleted a clan they were the Chief of. */
    lastDeletedAt(userId: string): Effect.Effect<Date | undefined>;
    /**
     * Locks a clan that is not deleted for the rest of the transaction: `share` for a join (several may join
     * at once), `update` for a delete (which waits for them, and they for it).
     */
    lockLive(
      clanId: number,
      mode: "share" | "update",
    ): Effect.Effect<{ readonly chiefId: string; readonly createdAt: Date } | undefined>;
    isNameTaken(name: string): Effect.Effect<boolean>;
    /** A live clan of the same name (case ignored) is `ClanNameTaken`, however the race went. */
    insert(clan: NewClan): Effect.Effect<number, ClanNameTaken>;
    /** A second open membership of the gamer is `AlreadyInClan`, however the race went. */
    insertMembership(membership: {
      readonly clanId: number;
      readonly userId: string;
      readonly role: "Chief" | "Member";
      readonly joinedAt: Date;
    }): Effect.Effect<void, AlreadyInClan>;
    /** Ends an open membership; false when it had already ended. */
    closeMembership(membershipId: number, reason: "left" | "clan_deleted", at: Date): Effect.Effect<boolean>;
    /** Marks the clan deleted and ends every open membership of it (kept as history). */
    markDeleted(clanId: number, at: Date): Effect.Effect<void>;
    /**
     * The city as the profile's pickers list it for `countryCode` (case ignored), `undefined` when the country
     * has a list without it, or `"unlisted"` when Kleos lists no cities for that country.
     */
    listedCity(countryCode: string, city: string): Effect.Effect<string | undefined | "unlisted">;
  }
>()("kleos/server/db/repositories/ClanRepository") {
  static readonly layer = Layer.effect(
    ClanRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ClanRepository.of(
        traced("ClanRepository", {
          findLiveById: (clanId: number) =>
            query(async (db) => {
              const [row] = await db
                .select(clanColumns)
                .from(clans)
                .innerJoin(usersTable, eq(usersTable.id, clans.chiefId))
                .where(and(eq(clans.id, clanId), isNull(clans.deletedAt)));
              return row;
            }),

          listLive: (page: {
            readonly search?: string;
            readonly countryCode?: string;
            readonly pageOffset: number;
            readonly pageLimit: number;
          }) =>
            query(async (db) => {
              const where = and(
                isNull(clans.deletedAt),
                page.countryCode === undefined ? undefined : eq(clans.countryCode, page.countryCode),
                page.search === undefined ? undefined : nameMatches(page.search),
              );
              const rows = await db
                .select(clanColumns)
                .from(clans)
                .innerJoin(usersTable, eq(usersTable.id, clans.chiefId))
                .where(where)
                .orderBy(desc(openMemberCount), asc(clans.createdAt), asc(clans.id))
                .limit(page.pageLimit)
                .offset(page.pageOffset);
              const [counted] = await db.select({ total: count() }).from(clans).where(where);
              return { rows, total: counted?.total ?? 0 };
            }),

          openMembers: (clanId: number) =>
            query((db) =>
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
                .orderBy(
                  sql`(${memberships.role} = 'Chief') desc`,
                  asc(memberships.joinedAt),
                  asc(memberships.id),
                )
                .limit(CLAN_MEMBERS_LISTED_MAX),
            ),

          openMembershipOf: (userId: string) =>
            query(async (db) => {
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
            }),

          lastLeftAt: (userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select({ at: max(memberships.leftAt) })
                .from(memberships)
                .where(and(eq(memberships.userId, userId), eq(memberships.endReason, "left")));
              return row?.at ?? undefined;
            }),

          lastDeletedAt: (userId: string) =>
            query(async (db) => {
              const [row] = await db
                .select({ at: max(clans.deletedAt) })
                .from(clans)
                .where(and(eq(clans.chiefId, userId), isNotNull(clans.deletedAt)));
              return row?.at ?? undefined;
            }),

          lockLive: (clanId: number, mode: "share" | "update") =>
            query(async (db) => {
              const [row] = await db
                .select({ chiefId: clans.chiefId, createdAt: clans.createdAt })
                .from(clans)
                .where(and(eq(clans.id, clanId), isNull(clans.deletedAt)))
                .for(mode === "share" ? "share" : "update");
              return row;
            }),

          isNameTaken: (name: string) =>
            query(async (db) => {
              const [row] = await db
                .select({ id: clans.id })
                .from(clans)
                .where(and(sql`lower(${clans.name}) = lower(${name})`, isNull(clans.deletedAt)))
                .limit(1);
              return row !== undefined;
            }),

          insert: (clan: NewClan) =>
            query(
              async (db) => {
                const [row] = await db.insert(clans).values(clan).returning({ id: clans.id });
                if (row === undefined) throw new Error(`Clan ${clan.name} was not inserted`);
                return row.id;
              },
              { [LIVE_NAME]: () => new ClanNameTaken({ clanName: clan.name }) },
            ),

          insertMembership: (membership: {
            readonly clanId: number;
            readonly userId: string;
            readonly role: "Chief" | "Member";
            readonly joinedAt: Date;
          }) =>
            query(
              async (db) => {
                await db.insert(memberships).values(membership);
              },
              { [ONE_OPEN_MEMBERSHIP]: () => new AlreadyInClan() },
            ),

          closeMembership: (membershipId: number, reason: "left" | "clan_deleted", at: Date) =>
            query(async (db) => {
              const closed = await db
                .update(memberships)
                .set({ leftAt: at, endReason: reason })
                .where(and(eq(memberships.id, membershipId), isNull(memberships.leftAt)))
                .returning({ id: memberships.id });
              return closed.length === 1;
            }),

          markDeleted: (clanId: number, at: Date) =>
            query(async (db) => {
              await db.update(clans).set({ deletedAt: at }).where(eq(clans.id, clanId));
              await db
                .update(memberships)
                .set({ leftAt: at, endReason: "clan_deleted" })
                .where(and(eq(memberships.clanId, clanId), isNull(memberships.leftAt)));
            }),

          listedCity: (countryCode: string, city: string) =>
            query(async (db): Promise<string | undefined | "unlisted"> => {
              const [first] = await db
                .select({ name: profileOptionsTable.name })
                .from(profileOptionsTable)
                .where(
                  and(eq(profileOptionsTable.kind, "city"), eq(profileOptionsTable.countryCode, countryCode)),
                )
                .orderBy(sql`(lower(${profileOptionsTable.name}) = lower(${city})) desc`)
                .limit(1);
              if (first === undefined) return "unlisted";
              return first.name.toLowerCase() === city.toLowerCase() ? first.name : undefined;
            }),
        }),
      );
    }),
  );
}
