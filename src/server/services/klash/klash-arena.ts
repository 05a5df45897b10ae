/**
 * Klash, the partner arena (spec §2 /klash, §7): its games with the gamer's bash arena username in each (the
 * game username saved through GameAccounts), the games' metadata at the arena provider, the waitlist of games
 * not live yet, and the arena redirect: the arena client's redirect URL with `KleosGameID` and a single-use
 * handoff code made by ThirdPartyHandoffs (no token in the URL; the arena trades the code server to server).
 */
import { Clock, Context, Effect, Layer } from "effect";
import type { SignInRequired } from "@/domain/errors/auth-errors";
import {
  ArenaGameAlreadyLive,
  ArenaGameNotFound,
  ArenaGameNotLive,
  ArenaUnavailable,
  ArenaUsernameRequired,
} from "@/domain/errors/klash-errors";
import type { ThirdPartyClientNotFound } from "@/domain/errors/third-party-errors";
import { ARENA_GAME_ID_PARAMETER } from "@/domain/games/arena";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import {
  KlashRepository,
  type ArenaGameOfGamer,
  type ArenaGameRow,
} from "@/server/db/repositories/klash-repository";
import { traced } from "@/server/effect/traced";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";

/** The arena's third-party client: configured, or the local simulator's (which is registered on first use). */
export interface ArenaClientOptions {
  readonly clientId: string;
  readonly simulated?: { readonly name: string; readonly redirectUrl: string; readonly secretHash: string };
}

export interface ArenaGameView {
  readonly gameId: number;
  readonly slug: string;
  readonly name: string;
  readonly tagline: string;
  readonly images: { readonly cover: string; readonly icon: string };
  readonly provider: "GAMERJI";
  readonly providerGameId: string;
  readonly status: "LIVE" | "COMING_SOON";
  readonly arenaUsername: string | null;
  readonly onWaitlist: boolean;
}

export interface GameArenaMetadataView {
  readonly gameId: number;
  readonly slug: string;
  readonly name: string;
  readonly provider: "GAMERJI";
  readonly providerGameId: string;
  readonly status: "LIVE" | "COMING_SOON";
}

export interface ArenaWaitlistView {
  readonly gameId: number;
  readonly joinedAt: string;
  readonly alreadyJoined: boolean;
}

const gameView = (game: ArenaGameOfGamer): ArenaGameView => ({
  gameId: game.gameId,
  slug: game.slug,
  name: game.name,
  tagline: game.tagline,
  images: { cover: game.coverImage, icon: game.iconImage },
  provider: game.provider,
  providerGameId: game.providerGameId,
  status: game.status,
  arenaUsername: game.arenaUsername,
  onWaitlist: game.onWaitlist,
});

const metadataView = (game: ArenaGameRow): GameArenaMetadataView => ({
  gameId: game.gameId,
  slug: game.slug,
  name: game.name,
  provider: game.provider,
  providerGameId: game.providerGameId,
  status: game.status,
});

export class KlashArena extends Context.Service<
  KlashArena,
  {
    listArenaGames(userId: string | undefined): Effect.Effect<{ readonly items: readonly ArenaGameView[] }>;
    getGameArenaMetadata(gameId: number): Effect.Effect<GameArenaMetadataView, ArenaGameNotFound>;
    getGameMetadataByProviderGameId(
      providerGameId: string,
    ): Effect.Effect<GameArenaMetadataView, ArenaGameNotFound>;
    getArenaRedirectUrl(
      userId: string,
      gameId: number,
    ): Effect.Effect<
      { readonly redirectUrl: string },
      | ArenaGameNotFound
      | ArenaGameNotLive
      | ArenaUsernameRequired
      | ArenaUnavailable
      | ThirdPartyClientNotFound
      | SignInRequired,
      ThirdPartyHandoffs
    >;
    joinArenaWaitlist(
      userId: string,
      gameId: number,
    ): Effect.Effect<ArenaWaitlistView, ArenaGameNotFound | ArenaGameAlreadyLive>;
  }
>()("kleos/server/services/klash/KlashArena") {
  static readonly layer = (arena: ArenaClientOptions | undefined) =>
    Layer.effect(
      KlashArena,
      Effect.gen(function* () {
        const klash = yield* KlashRepository;
        const accounts = yield* GameAccountRepository;

        const arenaGame = (gameId: number) =>
          Effect.flatMap(klash.findArenaGame(gameId), (game) =>
            game === undefined
              ? Effect.fail(new ArenaGameNotFound({ gameId: String(gameId) }))
              : Effect.succeed(game),
          );

        return KlashArena.of(
          traced("KlashArena", {
            listArenaGames: (userId: string | undefined) =>
              Effect.map(klash.listArenaGames(userId), (games) => ({ items: games.map(gameView) })),

            getGameArenaMetadata: (gameId: number) => Effect.map(arenaGame(gameId), metadataView),

            getGameMetadataByProviderGameId: (providerGameId: string) =>
              Effect.flatMap(klash.findArenaGameByProviderId(providerGameId), (game) =>
                game === undefined
                  ? Effect.fail(new ArenaGameNotFound({ gameId: providerGameId }))
                  : Effect.succeed(metadataView(game)),
              ),

            getArenaRedirectUrl: (userId: string, gameId: number) =>
              Effect.gen(function* () {
                const game = yield* arenaGame(gameId);
                if (game.status !== "LIVE") return yield* new ArenaGameNotLive({ gameId });
                if ((yield* accounts.findUsername(userId, gameId)) === undefined)
                  return yield* new ArenaUsernameRequired({ gameId });
                if (arena === undefined) return yield* new ArenaUnavailable();
                if (arena.simulated !== undefined)
                  yield* klash.saveSimulatedArenaClient({ clientId: arena.clientId, ...arena.simulated });
                const { redirectUrl } = yield* ThirdPartyHandoffs.use((handoffs) =>
                  handoffs.getRedirectUrl(userId, arena.clientId),
                );
                const url = new URL(redirectUrl);
                url.searchParams.set(ARENA_GAME_ID_PARAMETER, String(gameId));
                return { redirectUrl: url.toString() };
              }),

            joinArenaWaitlist: (userId: string, gameId: number) =>
              Effect.gen(function* () {
                const game = yield* arenaGame(gameId);
                if (game.status === "LIVE") return yield* new ArenaGameAlreadyLive({ gameId });
                const at = new Date(yield* Clock.currentTimeMillis);
                const { joinedAt, created } = yield* klash.joinWaitlist(userId, gameId, at);
                return { gameId, joinedAt: joinedAt.toISOString(), alreadyJoined: !created };
              }),
          }),
        );
      }),
    );
}
