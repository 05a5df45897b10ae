/**
 * Gamers' identities inside games (game_usernames), the login methods each game accepts, and the partner
 * games Kleos asks about tasks. No business rules here: it reads and writes rows.
 */
import { and, eq, sql } from "drizzle-orm";
import type { GameLoginMethod } from "@/domain/games/game-catalogue";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { gamePartnersTable, gameUsernamesTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";

export interface GameUsername {
  readonly userId: string;
  readonly gameId: number;
  readonly loginMethod: GameLoginMethod;
  readonly value: string;
  readonly updatedAt: Date;
}

export interface GamePartnerRow {
  readonly id: string;
  readonly gameId: number | null;
  readonly endpoint: string;
  readonly secret: string;
}

// The column holds only values written through saveUsername, whose callers check them against
// GAME_LOGIN_METHODS (the contract's enum), so narrowing here is sound.
const toGameUsername = (row: typeof gameUsernamesTable.$inferSelect): GameUsername => ({
  userId: row.userId,
  gameId: row.gameId,
  loginMethod: row.loginMethod as GameLoginMethod,
  value: row.value,
  updatedAt: row.updatedAt,
});

export const gameAccountRepository = {
  /** The game's login methods, or undefined when there is no such game. */
  findLoginMethods: async (db: DbOrTransaction, gameId: number): Promise<GameLoginMethod[] | undefined> => {
    const [row] = await db
      .select({ loginMethods: gamesTable.loginMethods })
      .from(gamesTable)
      .where(eq(gamesTable.id, gameId))
      .limit(1);
    // Written from the catalogue's vocabulary only (seed, admin API through the contract's enum).
    return row === undefined ? undefined : (row.loginMethods as GameLoginMethod[]);
  },

  findUsername: async (
    db: DbOrTransaction,
    userId: string,
    gameId: number,
  ): Promise<GameUsername | undefined> => {
    const [row] = await db
      .select()
      .from(gameUsernamesTable)
      .where(and(eq(gameUsernamesTable.userId, userId), eq(gameUsernamesTable.gameId, gameId)))
      .limit(1);
    return row === undefined ? undefined : toGameUsername(row);
  },

  /** Writes the user's identity in the game, replacing the one saved before. */
  saveUsername: async (
    db: DbOrTransaction,
    entry: {
      readonly userId: string;
      readonly gameId: number;
      readonly loginMethod: GameLoginMethod;
      readonly value: string;
    },
  ): Promise<GameUsername> => {
    const [row] = await db
      .insert(gameUsernamesTable)
      .values(entry)
      .onConflictDoUpdate({
        target: [gameUsernamesTable.userId, gameUsernamesTable.gameId],
        set: { loginMethod: entry.loginMethod, value: entry.value, updatedAt: sql`now()` },
      })
      .returning();
    if (row === undefined) throw new Error(`Saving the game username of ${entry.userId} returned no row`);
    return toGameUsername(row);
  },

  findPartner: async (db: DbOrTransaction, partnerId: string): Promise<GamePartnerRow | undefined> =>
    (
      await db
        .select({
          id: gamePartnersTable.id,
          gameId: gamePartnersTable.gameId,
          endpoint: gamePartnersTable.endpoint,
          secret: gamePartnersTable.secret,
        })
        .from(gamePartnersTable)
        .where(eq(gamePartnersTable.id, partnerId))
        .limit(1)
    )[0],
};

type GameUsernameEntry = {
  readonly userId: string;
  readonly gameId: number;
  readonly loginMethod: GameLoginMethod;
  readonly value: string;
};

/** Game usernames, game login methods and partner games, as a service. */
export class GameAccountRepository extends Context.Service<
  GameAccountRepository,
  {
    /** The game's login methods, or undefined when there is no such game. */
    findLoginMethods(gameId: number): Effect.Effect<GameLoginMethod[] | undefined>;
    findUsername(userId: string, gameId: number): Effect.Effect<GameUsername | undefined>;
    /** Writes the user's identity in the game, replacing the one saved before. */
    saveUsername(entry: GameUsernameEntry): Effect.Effect<GameUsername>;
    findPartner(partnerId: string): Effect.Effect<GamePartnerRow | undefined>;
  }
>()("kleos/server/db/repositories/GameAccountRepository") {
  static readonly layer = Layer.effect(
    GameAccountRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = gameAccountRepository;
      return GameAccountRepository.of(
        traced("GameAccountRepository", {
          findLoginMethods: (gameId: number) => query((db) => repo.findLoginMethods(db, gameId)),
          findUsername: (userId: string, gameId: number) =>
            query((db) => repo.findUsername(db, userId, gameId)),
          saveUsername: (entry: GameUsernameEntry) => query((db) => repo.saveUsername(db, entry)),
          findPartner: (partnerId: string) => query((db) => repo.findPartner(db, partnerId)),
        }),
      );
    }),
  );
}
