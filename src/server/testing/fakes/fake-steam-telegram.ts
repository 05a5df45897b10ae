/**
 * Steam (OpenID OP and Web API) and the Telegram Bot API on 127.0.0.1, port 0: the same small world the dev
 * simulator runs (providers/social/steam-telegram-world.ts), served over real HTTP so the adapters' clients meet
 * real sockets, status codes and headers.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import {
  makeSteamTelegramWorld,
  type SteamTelegramWorld,
} from "@/server/providers/social/steam-telegram-world";

export interface FakeSteamTelegram {
  /** Where the fake answers: `${url}/openid/login`, `${url}` for the Web API and the Bot API. */
  readonly url: string;
  readonly openIdEndpoint: string;
  readonly world: SteamTelegramWorld;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const FAKE_STEAM_API_KEY = "FAKESTEAMWEBAPIKEY0123456789ABCD";
export const FAKE_TELEGRAM_BOT_TOKEN = "123456789:AAFakeTelegramBotTokenForTests_0123456";

export const startFakeSteamTelegram = async (): Promise<FakeSteamTelegram> => {
  const world = makeSteamTelegramWorld({
    steamApiKey: FAKE_STEAM_API_KEY,
    telegramBotToken: FAKE_TELEGRAM_BOT_TOKEN,
  });
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const answer = await world.handle(
        new Request(`http://127.0.0.1${request.url ?? "/"}`, {
          method: request.method ?? "GET",
          headers,
          ...(body.length > 0 && request.method !== "GET" ? { body: new Uint8Array(body) } : {}),
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    openIdEndpoint: `${url}/openid/login`,
    world,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
};
