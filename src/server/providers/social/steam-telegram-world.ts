/**
 * A small Steam and Telegram that speak the documented formats over the fetch API (`Request` in, `Response`
 * out): the Steam OpenID 2.0 OP (positive assertions signed with HMAC-SHA256, `check_authentication` answering
 * `is_valid` in key-value form, each response nonce accepted once), the Steam Web API (`GetPlayerSummaries`,
 * `GetOwnedGames`, 403 for a wrong key) and the Telegram Bot API (`getChatMember`, with its `{ ok: false,
 * error_code, description }` errors). Tests serve it on 127.0.0.1 (testing/fakes/fake-steam-telegram.ts); in
 * development without credentials it is the local simulator, where a developer plays Steam and Telegram. Either
 * can be told to fail (`fail`) as the real services do: 403, 429 with a retry delay, 5xx.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { OPENID_NS } from "@/server/providers/social/steam-openid";

export type WorldService = "steamOpenId" | "steamWebApi" | "telegram";
export interface WorldFault {
  readonly status: number;
  readonly retryAfterSeconds?: number;
}

export interface SteamUser {
  readonly steamId: string;
  personaName: string;
  publicProfile: boolean;
  /** appid → minutes played (`playtime_forever`). */
  readonly games: Map<number, number>;
}

export type TelegramMemberStatus = "creator" | "administrator" | "member" | "restricted" | "left" | "kicked";
export interface TelegramChat {
  /** The channel's @username, lower case, without the @. */
  readonly username: string;
  readonly id: number;
  botIsAdmin: boolean;
  /** Telegram user id → status; `isMember` matters for `restricted` only. */
  readonly members: Map<string, { status: TelegramMemberStatus; isMember: boolean }>;
}

export interface SteamTelegramWorldOptions {
  readonly steamApiKey: string;
  readonly telegramBotToken: string;
  /**
   * A channel the bot is asked about exists, with the bot as its admin (the dev simulator, so any campaign's
   * channel can be played); otherwise an unknown channel is "chat not found", as Telegram answers.
   */
  readonly channelsOnDemand?: boolean;
}

export interface SteamTelegramWorld {
  readonly steamApiKey: string;
  readonly telegramBotToken: string;
  readonly steamUsers: Map<string, SteamUser>;
  readonly telegramChats: Map<string, TelegramChat>;
  /** Answers one request as the service at its path would (`/openid/login`, `/ISteamUser/…`, `/bot<token>/…`). */
  handle(request: Request): Promise<Response>;
  /** A `fetch` that never leaves the process: every call is answered by `handle`. */
  readonly fetch: typeof fetch;
  /** The Steam user approves a `checkid_setup`: the URL (return_to + the signed assertion) to send the browser to. */
  approveSteamSignIn(checkidSetup: URLSearchParams, steamId: string, opEndpoint: string): string;
  /** The Steam user cancels: `openid.mode=cancel` back to return_to. */
  cancelSteamSignIn(checkidSetup: URLSearchParams): string;
  steamUser(steamId: string, personaName?: string): SteamUser;
  telegramChat(username: string): TelegramChat;
  /** Makes every call to `service` answer `fault` until cleared with undefined. */
  fail(service: WorldService, fault: WorldFault | undefined): void;
  faultOf(service: WorldService): WorldFault | undefined;
}

const CLAIMED_ID_PREFIX = "https://steamcommunity.com/openid/id/";
const SIGNED_FIELDS = [
  "signed",
  "op_endpoint",
  "claimed_id",
  "identity",
  "return_to",
  "response_nonce",
  "assoc_handle",
];
const ASSOC_HANDLE = "1234567890";

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const keyValue = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([key, value]) => `${key}:${value}\n`)
    .join("");

const telegramError = (code: number, description: string, retryAfter?: number): Response =>
  json(code, {
    ok: false,
    error_code: code,
    description,
    ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
  });

const TELEGRAM_DESCRIPTIONS: Record<number, string> = {
  400: "Bad Request: chat not found",
  401: "Unauthorized",
  403: "Forbidden: bot is not a member of the channel chat",
  429: "Too Many Requests: retry after",
};

export const makeSteamTelegramWorld = (options: SteamTelegramWorldOptions): SteamTelegramWorld => {
  const secret = randomBytes(32);
  const usedNonces = new Set<string>();
  const steamUsers = new Map<string, SteamUser>();
  const telegramChats = new Map<string, TelegramChat>();
  const faults = new Map<WorldService, WorldFault>();
  let nonceCounter = 0;

  const signatureOf = (fields: URLSearchParams, signed: readonly string[]): Buffer =>
    createHmac("sha256", secret)
      .update(keyValue(Object.fromEntries(signed.map((name) => [name, fields.get(`openid.${name}`) ?? ""]))))
      .digest();

  const steamUser = (steamId: string, personaName?: string): SteamUser => {
    let user = steamUsers.get(steamId);
    if (user === undefined) {
      user = {
        steamId,
        personaName: personaName ?? `Player ${steamId.slice(-4)}`,
        publicProfile: true,
        games: new Map(),
      };
      steamUsers.set(steamId, user);
    } else if (personaName !== undefined) user.personaName = personaName;
    return user;
  };

  const telegramChat = (username: string): TelegramChat => {
    const key = username.replace(/^@/, "").toLowerCase();
    let chat = telegramChats.get(key);
    if (chat === undefined) {
      chat = {
        username: key,
        id: -1_000_000_000_000 - telegramChats.size - 1,
        botIsAdmin: true,
        members: new Map(),
      };
      telegramChats.set(key, chat);
    }
    return chat;
  };

  const openIdCheck = async (request: Request): Promise<Response> => {
    const fields = new URLSearchParams(await request.text());
    if (fields.get("openid.mode") !== "check_authentication")
      return new Response(keyValue({ ns: OPENID_NS, mode: "error", error: "Unsupported mode" }), {
        status: 400,
      });
    const signed = (fields.get("openid.signed") ?? "").split(",");
    const sig = Buffer.from(fields.get("openid.sig") ?? "", "base64");
    const expected = signatureOf(fields, signed);
    const nonce = fields.get("openid.response_nonce") ?? "";
    const valid =
      SIGNED_FIELDS.every((field) => signed.includes(field)) &&
      sig.length === expected.length &&
      timingSafeEqual(sig, expected) &&
      !usedNonces.has(nonce);
    if (valid) usedNonces.add(nonce);
    return new Response(keyValue({ ns: OPENID_NS, is_valid: valid ? "true" : "false" }), {
      headers: { "content-type": "text/plain" },
    });
  };

  const steamWebApi = (url: URL): Response => {
    if (url.searchParams.get("key") !== options.steamApiKey)
      return new Response(
        "<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1></body></html>",
        {
          status: 403,
          headers: { "content-type": "text/html" },
        },
      );
    if (/\/ISteamUser\/GetPlayerSummaries\/v2\/?$/.test(url.pathname)) {
      const ids = (url.searchParams.get("steamids") ?? "").split(",");
      return json(200, {
        response: {
          players: ids.flatMap((id) => {
            const user = steamUsers.get(id);
            return user === undefined
              ? []
              : [
                  {
                    steamid: user.steamId,
                    communityvisibilitystate: user.publicProfile ? 3 : 1,
                    profilestate: 1,
                    personaname: user.personaName,
                    profileurl: `https://steamcommunity.com/profiles/${user.steamId}/`,
                  },
                ];
          }),
        },
      });
    }
    if (/\/IPlayerService\/GetOwnedGames\/v1\/?$/.test(url.pathname)) {
      const user = steamUsers.get(url.searchParams.get("steamid") ?? "");
      if (user === undefined || !user.publicProfile) return json(200, { response: {} });
      return json(200, {
        response: {
          game_count: user.games.size,
          games: [...user.games].map(([appid, minutes]) => ({ appid, playtime_forever: minutes })),
        },
      });
    }
    return new Response("Not Found", { status: 404 });
  };

  const telegramParams = async (request: Request, url: URL): Promise<Record<string, unknown>> => {
    if (request.method === "GET") return Object.fromEntries(url.searchParams);
    const text = await request.text();
    if ((request.headers.get("content-type") ?? "").includes("application/json")) {
      try {
        const body: unknown = JSON.parse(text);
        return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    }
    return Object.fromEntries(new URLSearchParams(text));
  };

  const telegram = async (request: Request, url: URL): Promise<Response> => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
    if (match === null) return telegramError(404, "Not Found");
    if (match[1] !== options.telegramBotToken) return telegramError(401, "Unauthorized");
    if (match[2] !== "getChatMember") return telegramError(404, "Not Found: method not found");
    const params = await telegramParams(request, url);
    const chatId = String(params["chat_id"] ?? "");
    const userId = String(params["user_id"] ?? "");
    if (chatId === "" || userId === "")
      return telegramError(400, "Bad Request: chat_id and user_id are required");
    const chat =
      [...telegramChats.values()].find(
        (candidate) => `@${candidate.username}` === chatId.toLowerCase() || String(candidate.id) === chatId,
      ) ?? (options.channelsOnDemand === true && chatId.startsWith("@") ? telegramChat(chatId) : undefined);
    if (chat === undefined) return telegramError(400, "Bad Request: chat not found");
    if (!chat.botIsAdmin) return telegramError(400, "Bad Request: member list is inaccessible");
    const member = chat.members.get(userId);
    if (member === undefined) return telegramError(400, "Bad Request: user not found");
    return json(200, {
      ok: true,
      result: {
        user: { id: Number(userId), is_bot: false, first_name: "Gamer" },
        status: member.status,
        ...(member.status === "restricted" ? { is_member: member.isMember } : {}),
      },
    });
  };

  const faultResponse = (service: WorldService, fault: WorldFault): Response => {
    const headers: Record<string, string> =
      fault.retryAfterSeconds === undefined ? {} : { "retry-after": String(fault.retryAfterSeconds) };
    if (service === "telegram")
      return telegramError(
        fault.status,
        TELEGRAM_DESCRIPTIONS[fault.status] ?? "Internal Server Error",
        fault.status === 429 ? (fault.retryAfterSeconds ?? 1) : undefined,
      );
    return new Response(fault.status === 429 ? "Too Many Requests" : "Service Unavailable", {
      status: fault.status,
      headers,
    });
  };

  const serviceOf = (url: URL): WorldService | undefined => {
    if (url.pathname.endsWith("/openid/login")) return "steamOpenId";
    if (/\/(ISteamUser|IPlayerService)\//.test(url.pathname)) return "steamWebApi";
    if (/\/bot[^/]+\/\w+$/.test(url.pathname)) return "telegram";
    return undefined;
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const service = serviceOf(url);
    if (service === undefined) return new Response("Not Found", { status: 404 });
    const fault = faults.get(service);
    if (fault !== undefined) return faultResponse(service, fault);
    if (service === "steamOpenId") return openIdCheck(request);
    if (service === "steamWebApi") return steamWebApi(url);
    // The Telegram paths are matched from the bot part on, so a prefix (the simulator's mount) may precede them.
    const botPath = url.pathname.slice(url.pathname.lastIndexOf("/bot"));
    return telegram(request, new URL(`${botPath}${url.search}`, url));
  };

  return {
    steamApiKey: options.steamApiKey,
    telegramBotToken: options.telegramBotToken,
    steamUsers,
    telegramChats,
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
    approveSteamSignIn: (checkidSetup, steamId, opEndpoint) => {
      steamUser(steamId);
      const returnTo = checkidSetup.get("openid.return_to") ?? "";
      const claimedId = `${CLAIMED_ID_PREFIX}${steamId}`;
      nonceCounter += 1;
      const assertion = new URLSearchParams({
        "openid.ns": OPENID_NS,
        "openid.mode": "id_res",
        "openid.op_endpoint": opEndpoint,
        "openid.claimed_id": claimedId,
        "openid.identity": claimedId,
        "openid.return_to": returnTo,
        "openid.response_nonce": `${new Date().toISOString().slice(0, 19)}Z${nonceCounter}${randomBytes(6).toString("hex")}`,
        "openid.assoc_handle": ASSOC_HANDLE,
        "openid.signed": SIGNED_FIELDS.join(","),
      });
      assertion.set("openid.sig", signatureOf(assertion, SIGNED_FIELDS).toString("base64"));
      const target = new URL(returnTo);
      for (const [key, value] of assertion) target.searchParams.set(key, value);
      return target.toString();
    },
    cancelSteamSignIn: (checkidSetup) => {
      const target = new URL(checkidSetup.get("openid.return_to") ?? "");
      target.searchParams.set("openid.ns", OPENID_NS);
      target.searchParams.set("openid.mode", "cancel");
      return target.toString();
    },
    steamUser,
    telegramChat,
    fail: (service, fault) => {
      if (fault === undefined) faults.delete(service);
      else faults.set(service, fault);
    },
    faultOf: (service) => faults.get(service),
  };
};
