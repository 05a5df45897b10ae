/**
 * Steam and Telegram as the server reaches them: the real adapters when their credentials are configured
 * (STEAM_WEB_API_KEY, TELEGRAM_BOT_TOKEN), the local simulator (an in-process Steam and Telegram a developer
 * plays from the dev tools) when they are not and the dev tools are on, and nothing otherwise: an unconfigured
 * provider is not offered. The simulator is reached through the same adapters, with a `fetch` that stays in the
 * process, so development walks the real clients' code.
 */
import { randomBytes } from "node:crypto";
import { Context, Layer } from "effect";
import type { Config } from "@/server/config";
import { makeSteamOpenId, type SteamOpenId } from "@/server/providers/social/steam-openid";
import {
  makeSteamTelegramWorld,
  type SteamTelegramWorld,
} from "@/server/providers/social/steam-telegram-world";
import { makeSteamWebApi, type SteamWebApi } from "@/server/providers/social/steam-web-api";
import { makeTelegramBotApi, type TelegramBotApi } from "@/server/providers/social/telegram-bot-api";

/** Where the simulator's Steam sign-in page is on the site (a dev page; its path ends like Steam's OP). */
export const SIMULATED_STEAM_LOGIN_PATH = "/dev/simulator/steam/openid/login";
/** The simulator's bases: never reached over the network, only through the world's `fetch`. */
const SIMULATED_API_BASE = "http://simulator.kleos.invalid";

export interface SteamTelegramProviderSet {
  /** Steam's OP, for the site's origin (the simulator's sign-in page lives on the site); undefined: not offered. */
  readonly steamOpenId: ((origin: string) => SteamOpenId) | undefined;
  readonly steamWebApi: SteamWebApi | undefined;
  readonly telegramBot: TelegramBotApi | undefined;
  /** The in-process Steam and Telegram, when one of them is simulated (development without credentials). */
  readonly simulator: SteamTelegramWorld | undefined;
  readonly steamSimulated: boolean;
  readonly telegramSimulated: boolean;
}

export const NO_STEAM_TELEGRAM: SteamTelegramProviderSet = {
  steamOpenId: undefined,
  steamWebApi: undefined,
  telegramBot: undefined,
  simulator: undefined,
  steamSimulated: false,
  telegramSimulated: false,
};

export const steamTelegramProvidersOf = (
  config: Pick<Config, "devTools" | "steam" | "telegram" | "telegramBotApiBase">,
): SteamTelegramProviderSet => {
  const steamKey = config.steam.webApiKey;
  const botToken = config.telegram.botToken;
  const steamSimulated = steamKey === undefined && config.devTools;
  const telegramSimulated = botToken === undefined && config.devTools;
  const simulator =
    steamSimulated || telegramSimulated
      ? makeSteamTelegramWorld({
          steamApiKey: randomBytes(16).toString("hex").toUpperCase(),
          telegramBotToken: `100000${String(randomBytes(2).readUInt16BE())}:${randomBytes(24).toString("base64url")}`,
          channelsOnDemand: true,
        })
      : undefined;
  const simulated = simulator === undefined ? {} : { fetch: simulator.fetch };

  const steam =
    steamKey !== undefined
      ? {
          steamOpenId: () => makeSteamOpenId({ endpoint: config.steam.openIdEndpoint }),
          steamWebApi: makeSteamWebApi({ apiBase: config.steam.webApiBase, apiKey: steamKey }),
        }
      : steamSimulated && simulator !== undefined
        ? {
            steamOpenId: (origin: string) =>
              makeSteamOpenId({ endpoint: `${origin}${SIMULATED_STEAM_LOGIN_PATH}`, ...simulated }),
            steamWebApi: makeSteamWebApi({
              apiBase: SIMULATED_API_BASE,
              apiKey: simulator.steamApiKey,
              ...simulated,
            }),
          }
        : { steamOpenId: undefined, steamWebApi: undefined };

  const telegramBot =
    botToken !== undefined
      ? makeTelegramBotApi({ apiBase: config.telegramBotApiBase, botToken })
      : telegramSimulated && simulator !== undefined
        ? makeTelegramBotApi({
            apiBase: SIMULATED_API_BASE,
            botToken: simulator.telegramBotToken,
            ...simulated,
          })
        : undefined;

  return { ...steam, telegramBot, simulator, steamSimulated, telegramSimulated };
};

export class SteamTelegramProviders extends Context.Service<
  SteamTelegramProviders,
  SteamTelegramProviderSet
>()("kleos/server/services/steam-telegram/SteamTelegramProviders") {
  static readonly layerOf = (providers: SteamTelegramProviderSet) =>
    Layer.succeed(SteamTelegramProviders, SteamTelegramProviders.of(providers));
}
