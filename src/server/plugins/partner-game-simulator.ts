/**
 * The local partner game (development only, never in production): "Kleos Arcade", the partner of Kleos' own
 * offers on a fresh machine (src/server/db/seed/demo-offers.ts). Kleos asks it through the real partner game API
 * (providers/games/partner-game-client.ts: a signed POST to `/api/dev/simulator/partner-game/answer`, checked here
 * with the partner's secret from `game_partners`), and a developer plays the game on the provider simulator page:
 * marks a gamer who asked as having installed it, or sets their level. The world lives in this process's memory.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { gamePartnersTable } from "@/server/db/schema/campaigns";
import {
  PARTNER_SIGNATURE_HEADER,
  PARTNER_TIMESTAMP_HEADER,
} from "@/server/providers/games/partner-game-client";

export const PARTNER_SIMULATOR_PREFIX = "/api/dev/simulator/partner-game";
/** The simulated partner's id in `game_partners`, and the endpoint it is seeded with (this server's own path). */
export const SIMULATED_PARTNER_ID = "kleos-arcade";
export const SIMULATED_PARTNER_ENDPOINT = `${PARTNER_SIMULATOR_PREFIX}/answer`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_SKEW_SECONDS = 300;
const MAX_PLAYERS = 50;

interface Player {
  readonly userId: string;
  gameUsername: string;
  installed: boolean;
  level: number;
  lastAction: string;
  askedAt: number;
}

/** Whether the player did `action` (`install`, `reach-level:<n>`). */
const hasDone = (player: Player | undefined, action: string): boolean => {
  if (player === undefined) return false;
  if (action === "install") return player.installed;
  const level = /^reach-level:(\d+)$/.exec(action)?.[1];
  return level !== undefined && player.installed && player.level >= Number(level);
};

export const installPartnerGameSimulator = (
  app: FastifyInstance,
  options: { readonly config: Config; readonly database: Database },
): void => {
  if (!options.config.devTools) return;
  const players = new Map<string, Player>();
  const stateOf = () => ({
    players: [...players.values()]
      .sort((a, b) => b.askedAt - a.askedAt)
      .map(({ userId, gameUsername, installed, level, lastAction }) => ({
        userId,
        gameUsername,
        installed,
        level,
        lastAction,
      })),
  });

  app.get(`${PARTNER_SIMULATOR_PREFIX}/state`, async () => stateOf());

  app.post(`${PARTNER_SIMULATOR_PREFIX}/answer`, async (request, reply) => {
    const [partner] = await options.database.db
      .select({ secret: gamePartnersTable.secret })
      .from(gamePartnersTable)
      .where(eq(gamePartnersTable.id, SIMULATED_PARTNER_ID))
      .limit(1);
    const timestamp = request.headers[PARTNER_TIMESTAMP_HEADER];
    const signature = request.headers[PARTNER_SIGNATURE_HEADER];
    if (partner === undefined || typeof timestamp !== "string" || typeof signature !== "string")
      return reply.code(401).send({ error: "unsigned" });
    // The client sends JSON.stringify of a flat object: the parsed body stringifies back to the signed bytes.
    const text = JSON.stringify(request.body);
    const expected = createHmac("sha256", partner.secret).update(`${timestamp}.${text}`).digest();
    const given = Buffer.from(signature.replace(/^sha256=/, ""), "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.code(401).send({ error: "bad signature" });
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS)
      return reply.code(401).send({ error: "stale" });
    const question = request.body as Record<string, unknown>;
    const { userId, gameUsername, action } = question;
    if (typeof userId !== "string" || typeof action !== "string" || typeof gameUsername !== "string")
      return reply.code(400).send({ error: "userId, gameUsername and action are strings" });
    const player = players.get(userId) ?? {
      userId,
      gameUsername,
      installed: false,
      level: 0,
      lastAction: action,
      askedAt: 0,
    };
    player.gameUsername = gameUsername.slice(0, 64);
    player.lastAction = action.slice(0, 64);
    player.askedAt = Date.now();
    players.set(userId, player);
    if (players.size > MAX_PLAYERS) {
      const oldest = [...players.values()].sort((a, b) => a.askedAt - b.askedAt)[0];
      if (oldest !== undefined) players.delete(oldest.userId);
    }
    return { completed: hasDone(player, action) };
  });

  app.post(`${PARTNER_SIMULATOR_PREFIX}/players`, async (request, reply) => {
    const input =
      typeof request.body === "object" && request.body !== null
        ? (request.body as Record<string, unknown>)
        : {};
    const { userId, installed, level } = input;
    const player = typeof userId === "string" && UUID.test(userId) ? players.get(userId) : undefined;
    if (player === undefined) return reply.code(400).send({ error: "Bad userId: a gamer who asked first" });
    if (typeof installed === "boolean") player.installed = installed;
    if (typeof level === "number" && Number.isInteger(level) && level >= 0 && level <= 10_000)
      player.level = level;
    return stateOf();
  });
};
