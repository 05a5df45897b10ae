/**
 * The Steam Web API calls Kleos makes, with the publisher's key: `ISteamUser/GetPlayerSummaries/v2` (the persona
 * name, and whether the profile is public: `communityvisibilitystate` 3) and `IPlayerService/GetOwnedGames/v1`
 * (`appid`, `playtime_forever` in minutes; an empty `response` when the game details are private). Every way a
 * call fails (403 bad key, 429, 5xx, no answer, another shape) is a `failed` answer, never a throw.
 */

const DEFAULT_TIMEOUT_MS = 10_000;
/** `communityvisibilitystate` of a public profile; 1 is private (and 2 friends only, which Kleos cannot see). */
const PUBLIC_PROFILE = 3;

export type SteamApiFailure = {
  readonly kind: "failed";
  readonly reason: "forbidden" | "rateLimited" | "unavailable";
  readonly detail: string;
  /** Seconds Steam asked to wait (429 `Retry-After`), when it said. */
  readonly retryAfterSeconds?: number;
};

export type SteamPlayerSummary =
  | { readonly kind: "found"; readonly personaName: string; readonly publicProfile: boolean }
  | { readonly kind: "unknown" }
  | SteamApiFailure;

export type SteamOwnedGames =
  | {
      readonly kind: "games";
      readonly games: ReadonlyArray<{ readonly appId: number; readonly playtimeMinutes: number }>;
    }
  /** The profile's game details are private: Steam answers an empty `response`. */
  | { readonly kind: "private" }
  | SteamApiFailure;

export interface SteamWebApi {
  playerSummary(steamId: string): Promise<SteamPlayerSummary>;
  ownedGames(steamId: string): Promise<SteamOwnedGames>;
}

export interface SteamWebApiOptions {
  readonly apiBase: string;
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const retryAfterOf = (response: Response): number | undefined => {
  const raw = response.headers.get("retry-after");
  const seconds = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
};

export const makeSteamWebApi = (options: SteamWebApiOptions): SteamWebApi => {
  const call = options.fetch ?? fetch;

  const get = async (path: string, query: Record<string, string>): Promise<unknown> => {
    const url = new URL(`${options.apiBase}${path}`);
    url.search = new URLSearchParams({ key: options.apiKey, format: "json", ...query }).toString();
    let response: Response;
    let text: string;
    try {
      response = await call(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      return { kind: "failed", reason: "unavailable", detail: `GET ${path} failed: ${String(error)}` };
    }
    if (response.status === 401 || response.status === 403)
      return { kind: "failed", reason: "forbidden", detail: `GET ${path} answered ${response.status}` };
    if (response.status === 429) {
      const retryAfterSeconds = retryAfterOf(response);
      return {
        kind: "failed",
        reason: "rateLimited",
        detail: `GET ${path} answered 429`,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      };
    }
    if (!response.ok)
      return { kind: "failed", reason: "unavailable", detail: `GET ${path} answered ${response.status}` };
    try {
      const body: unknown = JSON.parse(text);
      if (isRecord(body) && isRecord(body["response"])) return { kind: "ok", response: body["response"] };
    } catch {
      // Falls through to the malformed answer below.
    }
    return { kind: "failed", reason: "unavailable", detail: `GET ${path} answered no { response }` };
  };

  const failureOf = (answer: unknown): SteamApiFailure | undefined =>
    isRecord(answer) && answer["kind"] === "failed" ? (answer as SteamApiFailure) : undefined;
  const responseOf = (answer: unknown): Record<string, unknown> =>
    (answer as { response: Record<string, unknown> }).response;

  return {
    playerSummary: async (steamId) => {
      const answer = await get("/ISteamUser/GetPlayerSummaries/v2/", { steamids: steamId });
      const failure = failureOf(answer);
      if (failure !== undefined) return failure;
      const players = responseOf(answer)["players"];
      if (!Array.isArray(players))
        return { kind: "failed", reason: "unavailable", detail: "GetPlayerSummaries answered no players" };
      const player: unknown = players.find((entry) => isRecord(entry) && entry["steamid"] === steamId);
      if (!isRecord(player)) return { kind: "unknown" };
      const personaName = typeof player["personaname"] === "string" ? player["personaname"] : steamId;
      return {
        kind: "found",
        personaName,
        publicProfile: player["communityvisibilitystate"] === PUBLIC_PROFILE,
      };
    },

    ownedGames: async (steamId) => {
      const answer = await get("/IPlayerService/GetOwnedGames/v1/", {
        steamid: steamId,
        include_played_free_games: "1",
      });
      const failure = failureOf(answer);
      if (failure !== undefined) return failure;
      const games = responseOf(answer)["games"];
      if (games === undefined) return { kind: "private" };
      if (!Array.isArray(games))
        return {
          kind: "failed",
          reason: "unavailable",
          detail: "GetOwnedGames answered games that are no list",
        };
      return {
        kind: "games",
        games: games.filter(isRecord).flatMap((game) =>
          typeof game["appid"] === "number"
            ? [
                {
                  appId: game["appid"],
                  playtimeMinutes:
                    typeof game["playtime_forever"] === "number" ? game["playtime_forever"] : 0,
                },
              ]
            : [],
        ),
      };
    },
  };
};
