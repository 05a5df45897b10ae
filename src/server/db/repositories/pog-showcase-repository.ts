/**
 * The POG showcase's data: showcased cards (a reserved name whose gamer has an active, ready avatar), their
 * likes, and share links. No business rules here: it reads, ranks as asked, and stores.
 */
import { and, count, desc, asc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";
import { pogAvatarSlotsTable, pogMintsTable } from "@/server/db/schema/pog";
import { pogCardLikesTable, pogShareLinksTable } from "@/server/db/schema/pog-showcase";

export interface PogCardRow {
  readonly userId: string;
  readonly username: string;
  readonly avatarKey: string;
  readonly avatarSource: string;
  readonly since: Date;
  readonly likes: number;
  readonly likedByMe: boolean;
  readonly clanName: string | null;
}

export type PogFeedOrder = "legendary" | "hottest";

export interface PogFeedQuery {
  readonly order: PogFeedOrder;
  /** Only the cards of this clan's current members. */
  readonly clanId?: number;
  readonly callerId: string | undefined;
  /** Likes from this moment on count for `hottest`. */
  readonly hotSince: Date;
  readonly offset: number;
  readonly limit: number;
}

export interface PogShareLinkRow {
  readonly code: string;
  readonly sharerId: string;
  readonly cardUserId: string;
  readonly cta: string;
}

/** A card is showcased when its gamer reserved a name, is not erased, and has an active ready avatar. */
const showcased = and(
  eq(pogAvatarSlotsTable.active, true),
  eq(pogAvatarSlotsTable.status, "READY"),
  isNotNull(pogAvatarSlotsTable.avatarKey),
  isNull(usersTable.erasedAt),
);

const cardsFrom = (db: DbOrTransaction) =>
  db
    .select({ userId: pogMintsTable.userId, username: pogMintsTable.username })
    .from(pogMintsTable)
    .innerJoin(pogAvatarSlotsTable, eq(pogAvatarSlotsTable.userId, pogMintsTable.userId))
    .innerJoin(usersTable, eq(usersTable.id, pogMintsTable.userId));

const likesOf = (since?: Date): SQL<number> =>
  since === undefined
    ? sql<number>`(select count(*) from ${pogCardLikesTable} where ${pogCardLikesTable.cardUserId} = ${pogMintsTable.userId})::int`
    : sql<number>`(select count(*) from ${pogCardLikesTable} where ${pogCardLikesTable.cardUserId} = ${pogMintsTable.userId} and ${pogCardLikesTable.likedAt} > ${since.toISOString()})::int`;

const likedBy = (callerId: string | undefined): SQL<boolean> =>
  callerId === undefined
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${pogCardLikesTable} where ${pogCardLikesTable.cardUserId} = ${pogMintsTable.userId} and ${pogCardLikesTable.likerId} = ${callerId})`;

const rows = {
  feed: async (
    db: DbOrTransaction,
    query: PogFeedQuery,
  ): Promise<{ readonly cards: ReadonlyArray<PogCardRow>; readonly total: number }> => {
    const inClan =
      query.clanId === undefined
        ? undefined
        : sql`exists (select 1 from ${clanMembershipsTable} where ${clanMembershipsTable.userId} = ${pogMintsTable.userId} and ${clanMembershipsTable.clanId} = ${query.clanId} and ${clanMembershipsTable.leftAt} is null)`;
    const where = and(showcased, inClan);
    const allLikes = likesOf();
    const ranking =
      query.order === "legendary"
        ? [desc(allLikes), asc(pogAvatarSlotsTable.avatarCreatedAt), asc(pogMintsTable.username)]
        : [
            desc(likesOf(query.hotSince)),
            desc(pogAvatarSlotsTable.avatarCreatedAt),
            asc(pogMintsTable.username),
          ];
    const [cards, [counted]] = await Promise.all([
      db
        .select({
          userId: pogMintsTable.userId,
          username: pogMintsTable.username,
          avatarKey: sql<string>`${pogAvatarSlotsTable.avatarKey}`,
          avatarSource: sql<string>`coalesce(${pogAvatarSlotsTable.avatarSource}, 'composed')`,
          since:
            sql<Date>`coalesce(${pogAvatarSlotsTable.avatarCreatedAt}, ${pogMintsTable.reservedAt})`.mapWith(
              (value: string | Date) => new Date(value),
            ),
          likes: allLikes,
          likedByMe: likedBy(query.callerId),
          clanName: sql<
            string | null
          >`(select ${clansTable.name} from ${clanMembershipsTable} join ${clansTable} on ${clansTable.id} = ${clanMembershipsTable.clanId} where ${clanMembershipsTable.userId} = ${pogMintsTable.userId} and ${clanMembershipsTable.leftAt} is null and ${clansTable.deletedAt} is null limit 1)`,
        })
        .from(pogMintsTable)
        .innerJoin(pogAvatarSlotsTable, eq(pogAvatarSlotsTable.userId, pogMintsTable.userId))
        .innerJoin(usersTable, eq(usersTable.id, pogMintsTable.userId))
        .where(where)
        .orderBy(...ranking)
        .limit(query.limit)
        .offset(query.offset),
      db
        .select({ total: count() })
        .from(pogMintsTable)
        .innerJoin(pogAvatarSlotsTable, eq(pogAvatarSlotsTable.userId, pogMintsTable.userId))
        .innerJoin(usersTable, eq(usersTable.id, pogMintsTable.userId))
        .where(where),
    ]);
    return {
      cards: cards.map((card) => ({
        ...card,
        likes: Number(card.likes),
        likedByMe: Boolean(card.likedByMe),
      })),
      total: Number(counted?.total ?? 0),
    };
  },

  /** The showcased card's holder by the card's name (case ignored). */
  findCardHolder: async (
    db: DbOrTransaction,
    name: string,
  ): Promise<{ readonly userId: string; readonly username: string } | undefined> =>
    (
      await cardsFrom(db)
        .where(and(showcased, sql`lower(${pogMintsTable.username}) = lower(${name})`))
        .limit(1)
    )[0],

  /** The showcased card of `userId`. */
  findCardOf: async (
    db: DbOrTransaction,
    userId: string,
  ): Promise<{ readonly userId: string; readonly username: string } | undefined> =>
    (
      await db
        .select({ userId: pogMintsTable.userId, username: pogMintsTable.username })
        .from(pogMintsTable)
        .innerJoin(pogAvatarSlotsTable, eq(pogAvatarSlotsTable.userId, pogMintsTable.userId))
        .innerJoin(usersTable, eq(usersTable.id, pogMintsTable.userId))
        .where(and(showcased, eq(pogMintsTable.userId, userId)))
        .limit(1)
    )[0],

  /** Adds the like unless it is there: concurrent likes of one gamer write one row. */
  insertLike: async (db: DbOrTransaction, cardUserId: string, likerId: string): Promise<void> => {
    await db.insert(pogCardLikesTable).values({ cardUserId, likerId }).onConflictDoNothing();
  },

  likesOfCard: async (
    db: DbOrTransaction,
    cardUserId: string,
    callerId: string,
  ): Promise<{ readonly likes: number; readonly likedByMe: boolean }> => {
    const [row] = await db
      .select({
        likes: count(),
        likedByMe: sql<boolean>`coalesce(bool_or(${pogCardLikesTable.likerId} = ${callerId}), false)`,
      })
      .from(pogCardLikesTable)
      .where(eq(pogCardLikesTable.cardUserId, cardUserId));
    return { likes: Number(row?.likes ?? 0), likedByMe: Boolean(row?.likedByMe) };
  },

  /** The caller's current clan, if any. */
  clanOf: async (db: DbOrTransaction, userId: string): Promise<number | undefined> =>
    (
      await db
        .select({ clanId: clanMembershipsTable.clanId })
        .from(clanMembershipsTable)
        .innerJoin(clansTable, eq(clansTable.id, clanMembershipsTable.clanId))
        .where(
          and(
            eq(clanMembershipsTable.userId, userId),
            isNull(clanMembershipsTable.leftAt),
            isNull(clansTable.deletedAt),
          ),
        )
        .limit(1)
    )[0]?.clanId,

  findShareLink: async (
    db: DbOrTransaction,
    sharerId: string,
    cardUserId: string,
    cta: string,
  ): Promise<PogShareLinkRow | undefined> =>
    (
      await db
        .select()
        .from(pogShareLinksTable)
        .where(
          and(
            eq(pogShareLinksTable.sharerId, sharerId),
            eq(pogShareLinksTable.cardUserId, cardUserId),
            eq(pogShareLinksTable.cta, cta),
          ),
        )
        .limit(1)
    )[0],

  findShareLinkByCode: async (db: DbOrTransaction, code: string): Promise<PogShareLinkRow | undefined> =>
    (await db.select().from(pogShareLinksTable).where(eq(pogShareLinksTable.code, code)).limit(1))[0],

  /** Stores the link; undefined when nothing was written (the same link or the same code exists). */
  insertShareLink: async (db: DbOrTransaction, link: PogShareLinkRow): Promise<PogShareLinkRow | undefined> =>
    (await db.insert(pogShareLinksTable).values(link).onConflictDoNothing().returning())[0],

  /** The username of a gamer's reserved name. */
  usernameOf: async (db: DbOrTransaction, userId: string): Promise<string | undefined> =>
    (
      await db
        .select({ username: pogMintsTable.username })
        .from(pogMintsTable)
        .where(eq(pogMintsTable.userId, userId))
        .limit(1)
    )[0]?.username,
};

export class PogShowcaseRepository extends Context.Service<
  PogShowcaseRepository,
  {
    feed(
      query: PogFeedQuery,
    ): Effect.Effect<{ readonly cards: ReadonlyArray<PogCardRow>; readonly total: number }>;
    findCardHolder(
      name: string,
    ): Effect.Effect<{ readonly userId: string; readonly username: string } | undefined>;
    findCardOf(
      userId: string,
    ): Effect.Effect<{ readonly userId: string; readonly username: string } | undefined>;
    insertLike(cardUserId: string, likerId: string): Effect.Effect<void>;
    likesOfCard(
      cardUserId: string,
      callerId: string,
    ): Effect.Effect<{ readonly likes: number; readonly likedByMe: boolean }>;
    clanOf(userId: string): Effect.Effect<number | undefined>;
    findShareLink(
      sharerId: string,
      cardUserId: string,
      cta: string,
    ): Effect.Effect<PogShareLinkRow | undefined>;
    findShareLinkByCode(code: string): Effect.Effect<PogShareLinkRow | undefined>;
    insertShareLink(link: PogShareLinkRow): Effect.Effect<PogShareLinkRow | undefined>;
    usernameOf(userId: string): Effect.Effect<string | undefined>;
  }
>()("kleos/server/db/repositories/PogShowcaseRepository") {
  static readonly layer = Layer.effect(
    PogShowcaseRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return PogShowcaseRepository.of(
        traced("PogShowcaseRepository", {
          feed: (q: PogFeedQuery) => query((db) => rows.feed(db, q)),
          findCardHolder: (name: string) => query((db) => rows.findCardHolder(db, name)),
          findCardOf: (userId: string) => query((db) => rows.findCardOf(db, userId)),
          insertLike: (cardUserId: string, likerId: string) =>
            query((db) => rows.insertLike(db, cardUserId, likerId)),
          likesOfCard: (cardUserId: string, callerId: string) =>
            query((db) => rows.likesOfCard(db, cardUserId, callerId)),
          clanOf: (userId: string) => query((db) => rows.clanOf(db, userId)),
          findShareLink: (sharerId: string, cardUserId: string, cta: string) =>
            query((db) => rows.findShareLink(db, sharerId, cardUserId, cta)),
          findShareLinkByCode: (code: string) => query((db) => rows.findShareLinkByCode(db, code)),
          insertShareLink: (link: PogShareLinkRow) => query((db) => rows.insertShareLink(db, link)),
          usernameOf: (userId: string) => query((db) => rows.usernameOf(db, userId)),
        }),
      );
    }),
  );
}
