/**
 * Steam (OpenID OP and Web API) and the Telegram Bot API on 127.0.0.1, port 0: the same small world the dev
 * simulator runs (providers/social/steam-telegram-world.ts), served over real HTTP so the adapters' clients meet
 * real sockets, status codes and headers.
 */
import {
  makeSteamTelegramWorld,
  type SteamTelegramWorld,
} from "@/server/providers/social/steam-telegram-world";
import { serveFetchHandler } from "@/server/testing/fakes/fetch-handler-server";

export interface FakeSteamTelegram {
  /** Where the fake answers: `${url}/openid/login`, `${url}` for the Web API and the Bot API. */
  readonly url: string;
  readonly openIdEndpoint: string;
  readonly world: SteamTelegramWorld;
  close(): Promise<void>;
}

export const FAKE_STEAM_API_KEY = "FAKESTEAMWEBAPIKEY0123456789ABCD";
export const FAKE_TELEGRAM_BOT_TOKEN = "123456789:AAFakeTelegramBotTokenForTests_0123456";

export const startFakeSteamTelegram = async (): Promise<FakeSteamTelegram> => {
  const world = makeSteamTelegramWorld({
    steamApiKey: FAKE_STEAM_API_KEY,
    telegramBotToken: FAKE_TELEGRAM_BOT_TOKEN,
  });
  const server = await serveFetchHandler((request) => world.handle(request));
  const url = server.url;
  return {
    url,
    openIdEndpoint: `${url}/openid/login`,
    world,
    close: server.close,
  };
};
