/**
 * The Klash arena's games and waitlist, and the promotion overlay's schedule windows. No business rules here:
 * rows in, rows out. A waitlist sign-up inserts or finds the gamer's one row, in one statement.
 */
import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { gameUsernamesTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";
import { arenaGamesTable, arenaWaitlistTable, overlaySchedulesTable } from "@/server/db/schema/klash";
import { thirdPartyClientsTable } from "@/server/db/schema/quests";

export type ArenaGameStatus = "LIVE" | "COMING_SOON";

export interface ArenaGameRow {
  readonly gameId: number;
  readonly slug: string;
  readonly name: string;
  readonly tagline: string;
  readonly coverImage: string;
  readonly iconImage: string;
  readonly provider: "GAMERJI";
  readonly providerGameId: string;
  readonly status: ArenaGameStatus;
}

export interface ArenaGameOfGamer extends ArenaGameRow {
  readonly arenaUsername: string | null;
  readonly onWaitlist: boolean;
}

export interface OverlayScheduleRow {
  readonly id: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly delaySeconds: number;
  readonly createdAt: Date;
}

const arenaColumns = {
  gameId: arenaGamesTable.gameId,
  slug: gamesTable.slug,
  name: gamesTable.name,
  tagline: gamesTable.tagline,
  coverImage: gamesTable.coverImage,
  iconImage: gamesTable.iconImage,
  provider: arenaGamesTable.provider,
  providerGameId: arenaGamesTable.providerGameId,
  status: arenaGamesTable.status,
};

// The check constraints hold provider and status to these values.
const toArenaGame = <R extends { provider: string; status: string }>(row: R) => ({
  ...row,
  provider: row.provider as "GAMERJI",
  status: row.status as ArenaGameStatus,
});

const arenaQuery = (db: DbOrTransaction) =>
  db
    .select(arenaColumns)
    .from(arenaGamesTable)
    .innerJoin(gamesTable, eq(gamesTable.id, arenaGamesTable.gameId));

export const klashRepository = {
  /** The arena's games, live first then by position; with the gamer's username and waitlist place when given. */
  listArenaGames: async (db: DbOrTransaction, userId: string | undefined): Promise<ArenaGameOfGamer[]> => {
    const rows = await db
      .select({
        ...arenaColumns,
        arenaUsername: userId === undefined ? sql<string | null>`null` : gameUsernamesTable.value,
        onWaitlist:
          userId === undefined
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from ${arenaWaitlistTable} where ${arenaWaitlistTable.userId} = ${userId} and ${arenaWaitlistTable.gameId} = ${arenaGamesTable.gameId})`,
      })
      .from(arenaGamesTable)
      .innerJoin(gamesTable, eq(gamesTable.id, arenaGamesTable.gameId))
      .leftJoin(
        gameUsernamesTable,
        and(
          eq(gameUsernamesTable.gameId, arenaGamesTable.gameId),
          userId === undefined ? sql`false` : eq(gameUsernamesTable.userId, userId),
        ),
      )
      .orderBy(
        desc(sql`${arenaGamesTable.status} = 'LIVE'`),
        asc(arenaGamesTable.position),
        asc(gamesTable.name),
      );
    return rows.map((row) => ({
      ...toArenaGame(row),
      arenaUsername: row.arenaUsername ?? null,
      onWaitlist: row.onWaitlist,
    }));
  },

  findArenaGame: async (db: DbOrTransaction, gameId: number): Promise<ArenaGameRow | undefined> => {
    const [row] = await arenaQuery(db).where(eq(arenaGamesTable.gameId, gameId)).limit(1);
    return row === undefined ? undefined : toArenaGame(row);
  },

  findArenaGameByProviderId: async (
    db: DbOrTransaction,
    providerGameId: string,
  ): Promise<ArenaGameRow | undefined> => {
    const [row] = await arenaQuery(db).where(eq(arenaGamesTable.providerGameId, providerGameId)).limit(1);
    return row === undefined ? undefined : toArenaGame(row);
  },

  /** Signs the gamer up, or finds the sign-up made before: when, and whether this call made it. */
  joinWaitlist: async (
    db: DbOrTransaction,
    userId: string,
    gameId: number,
    at: Date,
  ): Promise<{ readonly joinedAt: Date; readonly created: boolean }> => {
    const [inserted] = await db
      .insert(arenaWaitlistTable)
      .values({ userId, gameId, joinedAt: at })
      .onConflictDoNothing()
      .returning({ joinedAt: arenaWaitlistTable.joinedAt });
    if (inserted !== undefined) return { joinedAt: inserted.joinedAt, created: true };
    const [existing] = await db
      .select({ joinedAt: arenaWaitlistTable.joinedAt })
      .from(arenaWaitlistTable)
      .where(and(eq(arenaWaitlistTable.userId, userId), eq(arenaWaitlistTable.gameId, gameId)))
      .limit(1);
    if (existing === undefined) throw new Error(`The waitlist row of ${userId} for game ${gameId} vanished`);
    return { joinedAt: existing.joinedAt, created: false };
  },

  /** Registers the local arena simulator's client, or brings its redirect URL and secret up to date. */
  saveSimulatedArenaClient: async (
    db: DbOrTransaction,
    client: { clientId: string; name: string; redirectUrl: string; secretHash: string },
  ): Promise<void> => {
    await db
      .insert(thirdPartyClientsTable)
      .values(client)
      .onConflictDoUpdate({
        target: thirdPartyClientsTable.clientId,
        set: { redirectUrl: client.redirectUrl, secretHash: client.secretHash },
      });
  },

  insertOverlaySchedule: async (
    db: DbOrTransaction,
    schedule: { startsAt: Date; endsAt: Date; delaySeconds: number; createdBy: string },
  ): Promise<OverlayScheduleRow> => {
    const [row] = await db.insert(overlaySchedulesTable).values(schedule).returning();
    if (row === undefined) throw new Error("Inserting an overlay schedule returned no row");
    return row;
  },

  listOverlaySchedules: async (db: DbOrTransaction): Promise<OverlayScheduleRow[]> =>
    db
      .select()
      .from(overlaySchedulesTable)
      .orderBy(desc(overlaySchedulesTable.startsAt), desc(overlaySchedulesTable.id))
      .limit(200),

  /** The window open at `at` that opened last, if any. */
  findOpenOverlaySchedule: async (db: DbOrTransaction, at: Date): Promise<OverlayScheduleRow | undefined> =>
    (
      await db
        .select()
        .from(overlaySchedulesTable)
        .where(and(lte(overlaySchedulesTable.startsAt, at), gt(overlaySchedulesTable.endsAt, at)))
        .orderBy(desc(overlaySchedulesTable.startsAt), desc(overlaySchedulesTable.id))
        .limit(1)
    )[0],
};

type Repo = typeof klashRepository;
type Bound<F> = F extends (db: DbOrTransaction, ...args: infer A) => Promise<infer R>
  ? (...args: A) => Effect.Effect<R>
  : never;

/** The arena and the overlay schedule, as a service. */
export class KlashRepository extends Context.Service<
  KlashRepository,
  { readonly [K in keyof Repo]: Bound<Repo[K]> }
>()("kleos/server/db/repositories/KlashRepository") {
  static readonly layer = Layer.effect(
    KlashRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = klashRepository;
      return KlashRepository.of(
        traced("KlashRepository", {
          listArenaGames: (userId: string | undefined) => query((db) => repo.listArenaGames(db, userId)),
          findArenaGame: (gameId: number) => query((db) => repo.findArenaGame(db, gameId)),
          findArenaGameByProviderId: (providerGameId: string) =>
            query((db) => repo.findArenaGameByProviderId(db, providerGameId)),
          joinWaitlist: (userId: string, gameId: number, at: Date) =>
            query((db) => repo.joinWaitlist(db, userId, gameId, at)),
          saveSimulatedArenaClient: (client: {
            clientId: string;
            name: string;
            redirectUrl: string;
            secretHash: string;
          }) => query((db) => repo.saveSimulatedArenaClient(db, client)),
          insertOverlaySchedule: (schedule: {
            startsAt: Date;
            endsAt: Date;
            delaySeconds: number;
            createdBy: string;
          }) => query((db) => repo.insertOverlaySchedule(db, schedule)),
          listOverlaySchedules: () => query((db) => repo.listOverlaySchedules(db)),
          findOpenOverlaySchedule: (at: Date) => query((db) => repo.findOpenOverlaySchedule(db, at)),
        }),
      );
    }),
  );
}
