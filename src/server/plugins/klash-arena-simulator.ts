/**
 * The local Klash arena simulator (development only, never in production): the partner arena's side of the
 * arena redirect, played by this server when no arena client is configured (services/klash/arena-client.ts).
 * `GET /dev/klash-arena?code=…&KleosGameID=…` does what the real arena's server does: it trades the single-use
 * handoff code, with the client secret only it holds, for who the gamer is (the same exchange a partner calls,
 * `POST /api/third-party-client/auth-tokens`), and shows whom it let in to which game under which arena
 * username. A code that is reused, expired or forged is refused, as the real exchange refuses it.
 */
import type { FastifyInstance } from "fastify";
import { Effect } from "effect";
import type { Config } from "@/server/config";
import { ARENA_GAME_ID_PARAMETER } from "@/domain/games/arena";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import type { AppRuntime } from "@/server/services/app-runtime";
import {
  ARENA_SIMULATOR_CLIENT_ID,
  ARENA_SIMULATOR_PATH,
  type ArenaClientSet,
} from "@/server/services/klash/arena-client";
import { KlashArena } from "@/server/services/klash/klash-arena";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const page = (title: string, lines: readonly string[]): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>` +
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
  `<p><a href="/klash">Back to Klash</a></p></main></body></html>`;

export const installKlashArenaSimulator = (
  app: FastifyInstance,
  options: { readonly config: Config; readonly runtime: AppRuntime; readonly arena: ArenaClientSet },
): void => {
  const secret = options.arena.simulatorSecret;
  if (!options.config.devTools || secret === undefined) return;
  app.get<{ Querystring: Record<string, string | undefined> }>(
    ARENA_SIMULATOR_PATH,
    async (request, reply) => {
      const code = request.query["code"] ?? "";
      const gameId = Number(request.query[ARENA_GAME_ID_PARAMETER]);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!Number.isInteger(gameId) || gameId < 1)
        return reply.code(400).send(page("Klash arena (simulator)", ["No KleosGameID in the link."]));
      try {
        const entered = await options.runtime.run(
          Effect.gen(function* () {
            const gamer = yield* ThirdPartyHandoffs.use((handoffs) =>
              handoffs.exchangeCode({ clientId: ARENA_SIMULATOR_CLIENT_ID, clientSecret: secret, code }),
            );
            const game = yield* KlashArena.use((arena) => arena.getGameArenaMetadata(gameId));
            const account = yield* GameAccountRepository.use((accounts) =>
              accounts.findUsername(gamer.userId, gameId),
            );
            return { gamer, game, arenaUsername: account?.value };
          }),
        );
        return reply.send(
          page("Klash arena (simulator)", [
            `Welcome to ${entered.game.name}`,
            `Playing as ${entered.arenaUsername ?? "(no arena username)"}`,
            `Kleos gamer ${entered.gamer.username ?? entered.gamer.userId}, arena game ${entered.game.providerGameId}`,
          ]),
        );
      } catch {
        return reply
          .code(400)
          .send(
            page("Klash arena (simulator)", [
              "This arena link is not valid or has expired. Open the game from Klash again.",
            ]),
          );
      }
    },
  );
};
