import { Effect, Layer, Context } from "effect";
import { QuestLoginMethodInvalid } from "@/domain/errors/task-errors";
import { GameAccountOwnerMismatch, GameUsernameNotFound } from "@/domain/errors/task-verification-errors";
import { validateField, type ValidationFailed } from "@/domain/errors/validation-errors";
import type { GameLoginMethod } from "@/domain/games/game-catalogue";
import { GameNotFound } from "@/domain/games/game-errors";
import { gameLoginIdentifierFor } from "@/domain/validation/game-login-rules";
import { GameAccountRepository, type GameUsername } from "@/server/db/repositories/game-account-repository";
import { traced } from "@/server/effect/traced";

export interface GameUsernameView {
  readonly gameId: number;
  readonly loginMethod: GameLoginMethod;
  readonly value: string;
  readonly updatedAt: string;
}

export interface GameLoginMethodsView {
  readonly gameId: number;
  readonly items: readonly GameLoginMethod[];
}

const viewOf = (entry: GameUsername): GameUsernameView => ({
  gameId: entry.gameId,
  loginMethod: entry.loginMethod,
  value: entry.value,
  updatedAt: entry.updatedAt.toISOString(),
});

/**
 * Gamers' identities inside games (the game login methods of spec §1 and §5), which CAPTURE_GAME_DETAILS and
 * GAME_API_VALIDATION tasks check. `pathUserId` is the user a path names (`me` or the caller's own id):
 * nobody reads or changes another gamer's game accounts.
 */
export class GameAccounts extends Context.Service<
  GameAccounts,
  {
    listLoginMethods(gameId: number): Effect.Effect<GameLoginMethodsView, GameNotFound>;
    getUsername(
      callerId: string,
      pathUserId: string,
      gameId: number,
    ): Effect.Effect<GameUsernameView, GameAccountOwnerMismatch | GameNotFound | GameUsernameNotFound>;
    saveUsername(
      callerId: string,
      pathUserId: string,
      gameId: number,
      input: { readonly loginMethod: GameLoginMethod; readonly value: string },
    ): Effect.Effect<
      GameUsernameView,
      GameAccountOwnerMismatch | GameNotFound | QuestLoginMethodInvalid | ValidationFailed
    >;
  }
>()("kleos/server/services/games/GameAccounts") {
  static readonly layer = Layer.effect(
    GameAccounts,
    Effect.gen(function* () {
      const accounts = yield* GameAccountRepository;

      const owner = (
        callerId: string,
        pathUserId: string,
      ): Effect.Effect<string, GameAccountOwnerMismatch> =>
        pathUserId === "me" || pathUserId === callerId
          ? Effect.succeed(callerId)
          : Effect.fail(new GameAccountOwnerMismatch({ userId: pathUserId }));

      const loginMethodsOf = (gameId: number): Effect.Effect<readonly GameLoginMethod[], GameNotFound> =>
        Effect.flatMap(accounts.findLoginMethods(gameId), (methods) =>
          methods === undefined
            ? Effect.fail(new GameNotFound({ gameId: String(gameId) }))
            : Effect.succeed(methods),
        );

      return GameAccounts.of(
        traced("GameAccounts", {
          listLoginMethods: (gameId: number) =>
            Effect.map(loginMethodsOf(gameId), (items) => ({ gameId, items })),

          getUsername: (callerId: string, pathUserId: string, gameId: number) =>
            Effect.gen(function* () {
              const userId = yield* owner(callerId, pathUserId);
              yield* loginMethodsOf(gameId);
              const entry = yield* accounts.findUsername(userId, gameId);
              if (entry === undefined) return yield* new GameUsernameNotFound({ gameId });
              return viewOf(entry);
            }),

          saveUsername: (
            callerId: string,
            pathUserId: string,
            gameId: number,
            input: { readonly loginMethod: GameLoginMethod; readonly value: string },
          ) =>
            Effect.gen(function* () {
              const userId = yield* owner(callerId, pathUserId);
              const methods = yield* loginMethodsOf(gameId);
              if (!methods.includes(input.loginMethod))
                // The spec's error is about quests: here the game whose quests the identity serves.
                return yield* new QuestLoginMethodInvalid({
                  questId: `game:${gameId}`,
                  loginMethod: input.loginMethod,
                });
              const value = yield* validateField(
                gameLoginIdentifierFor(input.loginMethod),
                input.value,
                "value",
              );
              const saved = yield* accounts.saveUsername({
                userId,
                gameId,
                loginMethod: input.loginMethod,
                value,
              });
              return viewOf(saved);
            }),
        }),
      );
    }),
  );
}
