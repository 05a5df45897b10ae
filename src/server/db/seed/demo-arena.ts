/**
 * The demo Klash arena: five catalogue games hosted by the arena provider (GAMERJI), three live and two taking
 * waitlist sign-ups, each with the provider's own id. Every one accepts an in-game user id, the identity a gamer
 * plays the arena under. Upserted by game, so a second start changes nothing.
 */
import { inArray } from "drizzle-orm";
import { ARENA_PROVIDER } from "@/domain/games/arena";
import type { DbOrTransaction } from "@/server/db/client";
import { gamesTable } from "@/server/db/schema/games";
import { arenaGamesTable } from "@/server/db/schema/klash";

export const DEMO_ARENA_GAMES = [
  { slug: "desert-drop", providerGameId: "gj-desert-drop", status: "LIVE" },
  { slug: "astral-arena", providerGameId: "gj-astral-arena", status: "LIVE" },
  { slug: "cricket-clash", providerGameId: "gj-cricket-clash", status: "LIVE" },
  { slug: "kabaddi-kings", providerGameId: "gj-kabaddi-kings", status: "COMING_SOON" },
  { slug: "rio-rumble", providerGameId: "gj-rio-rumble", status: "COMING_SOON" },
] as const;

export const seedDemoArena = async (db: DbOrTransaction): Promise<void> => {
  const games = await db
    .select({ id: gamesTable.id, slug: gamesTable.slug })
    .from(gamesTable)
    .where(
      inArray(
        gamesTable.slug,
        DEMO_ARENA_GAMES.map((game) => game.slug),
      ),
    );
  const idOf = new Map(games.map((game) => [game.slug, game.id]));
  for (const [position, game] of DEMO_ARENA_GAMES.entries()) {
    const gameId = idOf.get(game.slug);
    if (gameId === undefined) continue;
    await db
      .insert(arenaGamesTable)
      .values({
        gameId,
        provider: ARENA_PROVIDER,
        providerGameId: game.providerGameId,
        status: game.status,
        position,
      })
      .onConflictDoNothing({ target: arenaGamesTable.gameId });
  }
};
