/**
 * The local Steam and Telegram simulator's controls (development only, never in production): where a developer
 * plays the other side. Mounted under `/api/dev/simulator/steam-telegram` only with the dev tools on and when
 * Steam or Telegram has no credentials (steam-telegram-providers.ts); the server reaches the same simulated
 * world through its real adapters. The React section `src/web/features/provider-simulator/components/steam-telegram-section.tsx` calls
 * these: approve a Steam sign-in, set owned games and playtime, make a profile private, join or leave a Telegram
 * channel, make the bot lose its admin rights, sign a Telegram login as the login widget would.
 */
import { createHash, createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Config } from "@/server/config";
import { originOf } from "@/server/http/authentication";
import type {
  SteamTelegramWorld,
  TelegramMemberStatus,
} from "@/server/providers/social/steam-telegram-world";
import {
  SIMULATED_STEAM_LOGIN_PATH,
  type SteamTelegramProviderSet,
} from "@/server/services/steam-telegram/steam-telegram-providers";

export const SIMULATOR_PREFIX = "/api/dev/simulator/steam-telegram";

const STEAM_ID = /^7656\d{13}$/;
const TELEGRAM_ID = /^[1-9]\d{0,15}$/;
const CHANNEL = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
const STATUSES: readonly TelegramMemberStatus[] = [
  "creator",
  "administrator",
  "member",
  "restricted",
  "left",
  "kicked",
];

const stateOf = (world: SteamTelegramWorld, providers: SteamTelegramProviderSet) => ({
  steamSimulated: providers.steamSimulated,
  telegramSimulated: providers.telegramSimulated,
  steamUsers: [...world.steamUsers.values()].map((user) => ({
    steamId: user.steamId,
    personaName: user.personaName,
    publicProfile: user.publicProfile,
    games: [...user.games].map(([appId, minutes]) => ({ appId, minutes })),
  })),
  telegramChats: [...world.telegramChats.values()].map((chat) => ({
    channel: `@${chat.username}`,
    botIsAdmin: chat.botIsAdmin,
    members: [...chat.members].map(([telegramId, member]) => ({ telegramId, status: member.status })),
  })),
});

/** Telegram's login widget data, signed as Telegram signs it: HMAC-SHA256 with SHA-256(bot token) as the key. */
export const signTelegramLogin = (
  botToken: string,
  login: {
    readonly id: number;
    readonly first_name: string;
    readonly username?: string;
    readonly auth_date: number;
  },
) => {
  const fields = Object.fromEntries(
    Object.entries(login)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key] ?? ""}`)
    .join("\n");
  const key = createHash("sha256").update(botToken).digest();
  return { ...login, hash: createHmac("sha256", key).update(check).digest("hex") };
};

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === "string" && pattern.test(value) ? value : undefined;

export const installSteamTelegramSimulator = (
  app: FastifyInstance,
  options: { readonly config: Config; readonly providers: SteamTelegramProviderSet },
): void => {
  const world = options.providers.simulator;
  if (!options.config.devTools || world === undefined) return;
  const { providers, config } = options;
  const body = (request: { body: unknown }): Record<string, unknown> =>
    typeof request.body === "object" && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};
  const refuse = (
    reply: { code: (status: number) => { send: (payload: unknown) => unknown } },
    what: string,
  ) => reply.code(400).send({ error: `Bad ${what}` });

  app.get(`${SIMULATOR_PREFIX}/state`, async () => stateOf(world, providers));

  app.post(`${SIMULATOR_PREFIX}/steam/sign-in`, async (request, reply) => {
    const input = body(request);
    const checkid = new URLSearchParams(
      typeof input["checkidQuery"] === "string" ? input["checkidQuery"] : "",
    );
    if (checkid.get("openid.mode") !== "checkid_setup") return refuse(reply, "checkidQuery");
    const returnTo = checkid.get("openid.return_to") ?? "";
    const origin = originOf(request, config.publicUrl);
    // The simulated Steam sends browsers back to this site only.
    if (!returnTo.startsWith(`${origin}/`)) return refuse(reply, "return_to");
    if (input["approve"] !== true) return { redirectUrl: world.cancelSteamSignIn(checkid) };
    const steamId = text(input["steamId"], STEAM_ID);
    if (steamId === undefined) return refuse(reply, "steamId");
    const personaName =
      typeof input["personaName"] === "string" ? input["personaName"].slice(0, 64) : undefined;
    world.steamUser(steamId, personaName === "" ? undefined : personaName);
    return {
      redirectUrl: world.approveSteamSignIn(checkid, steamId, `${origin}${SIMULATED_STEAM_LOGIN_PATH}`),
    };
  });

  app.post(`${SIMULATOR_PREFIX}/steam/users`, async (request, reply) => {
    const input = body(request);
    const steamId = text(input["steamId"], STEAM_ID);
    if (steamId === undefined) return refuse(reply, "steamId");
    const user = world.steamUser(steamId);
    if (typeof input["personaName"] === "string" && input["personaName"] !== "")
      user.personaName = input["personaName"].slice(0, 64);
    if (typeof input["publicProfile"] === "boolean") user.publicProfile = input["publicProfile"];
    const appId = input["appId"];
    const minutes = input["minutes"];
    if (typeof appId === "number" && Number.isInteger(appId) && appId > 0) {
      if (minutes === null) user.games.delete(appId);
      else user.games.set(appId, typeof minutes === "number" && minutes >= 0 ? Math.floor(minutes) : 0);
    }
    return stateOf(world, providers);
  });

  app.post(`${SIMULATOR_PREFIX}/telegram/members`, async (request, reply) => {
    const input = body(request);
    const channel = text(input["channel"], CHANNEL);
    const telegramId = text(input["telegramId"], TELEGRAM_ID);
    const status = STATUSES.find((candidate) => candidate === input["status"]);
    if (channel === undefined || telegramId === undefined || status === undefined)
      return refuse(reply, "channel, telegramId or status");
    world
      .telegramChat(channel)
      .members.set(telegramId, { status, isMember: status !== "left" && status !== "kicked" });
    return stateOf(world, providers);
  });

  app.post(`${SIMULATOR_PREFIX}/telegram/bot-admin`, async (request, reply) => {
    const input = body(request);
    const channel = text(input["channel"], CHANNEL);
    if (channel === undefined || typeof input["botIsAdmin"] !== "boolean") return refuse(reply, "channel");
    world.telegramChat(channel).botIsAdmin = input["botIsAdmin"];
    return stateOf(world, providers);
  });

  app.post(`${SIMULATOR_PREFIX}/telegram/login`, async (request, reply) => {
    if (!providers.telegramSimulated) return reply.code(404).send({ error: "Telegram is not simulated" });
    const input = body(request);
    const telegramId = text(input["telegramId"], TELEGRAM_ID);
    if (telegramId === undefined) return refuse(reply, "telegramId");
    const firstName =
      typeof input["firstName"] === "string" && input["firstName"] !== "" ? input["firstName"] : "Gamer";
    const username = text(input["username"], /^[A-Za-z][A-Za-z0-9_]{4,31}$/);
    return signTelegramLogin(world.telegramBotToken, {
      id: Number(telegramId),
      first_name: firstName.slice(0, 64),
      ...(username === undefined ? {} : { username }),
      auth_date: Math.floor(Date.now() / 1000),
    });
  });
};
