/**
 * The outside services behind linked social accounts, as the config chooses them: X and Discord each with their
 * real OAuth endpoints and API when a client id and secret are configured; in development without them, the
 * local provider simulator's in-process fake world (`fake-social-world.ts`) plays the provider, its authorize
 * step a page of this site (`/dev/providers/authorize`). In production an unconfigured provider is not offered.
 */
import type { Config } from "@/server/config";
import { makeDiscordApi, type DiscordApi } from "@/server/providers/social/discord-api";
import {
  FakeSocialWorld,
  SIMULATOR_CLIENTS,
  simulatorWorld,
} from "@/server/providers/social/fake-social-world";
import type { ConnectProvider, OAuthClientConfig } from "@/server/providers/social/oauth2";
import type { SocialFetch } from "@/server/providers/social/social-http";
import { makeXApi, type XApi } from "@/server/providers/social/x-api";

export const X_SCOPES = ["tweet.read", "users.read", "follows.read", "like.read", "offline.access"] as const;
export const DISCORD_SCOPES = ["identify", "guilds.members.read"] as const;

/** The simulator's base for in-process calls: never resolved, only routed to the fake world. */
const SIMULATOR_BASE = "http://provider-simulator.invalid";
/** The bot token the simulator's Discord accepts (development only, never a real token). */
const SIMULATOR_DISCORD_BOT_TOKEN = "kleos-simulator-bot";
/** The page where a developer authorizes a simulated connect. */
export const SIMULATOR_AUTHORIZE_PATH = "/dev/providers/authorize";

export interface SocialProviderClients {
  readonly oauth: Partial<Record<ConnectProvider, OAuthClientConfig>>;
  readonly x: XApi | undefined;
  readonly discord: DiscordApi | undefined;
  /** Kleos' Discord bot token for `checkWith: "bot"` tasks (the simulator's in development); undefined: none. */
  readonly discordBotToken: string | undefined;
  /** The fake world when some provider is simulated (development without its credentials). */
  readonly simulator: FakeSocialWorld | undefined;
}

export interface SocialProviderEndpoints {
  readonly x: { readonly apiBase: string; readonly authorizeUrl: string };
  readonly discord: { readonly apiBase: string; readonly authorizeUrl: string };
}

/** Clients for the real endpoints (or a fake's, in tests) with these credentials; a missing one is not offered. */
export const makeSocialProviderClients = (options: {
  readonly x:
    | {
        readonly clientId: string;
        readonly clientSecret: string;
        readonly apiBase: string;
        readonly authorizeUrl: string;
      }
    | undefined;
  readonly discord:
    | {
        readonly clientId: string;
        readonly clientSecret: string;
        readonly apiBase: string;
        readonly authorizeUrl: string;
      }
    | undefined;
  readonly discordBotToken?: string | undefined;
  readonly fetch?: SocialFetch;
  readonly simulator?: FakeSocialWorld;
}): SocialProviderClients => {
  const fetchImpl: SocialFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const { x, discord } = options;
  return {
    oauth: {
      ...(x === undefined
        ? {}
        : {
            twitter: {
              provider: "twitter",
              authorizeUrl: x.authorizeUrl,
              tokenUrl: `${x.apiBase}/2/oauth2/token`,
              clientId: x.clientId,
              clientSecret: x.clientSecret,
              scopes: X_SCOPES,
              fetch: fetchImpl,
            },
          }),
      ...(discord === undefined
        ? {}
        : {
            discord: {
              provider: "discord",
              authorizeUrl: discord.authorizeUrl,
              tokenUrl: `${discord.apiBase}/oauth2/token`,
              clientId: discord.clientId,
              clientSecret: discord.clientSecret,
              scopes: DISCORD_SCOPES,
              fetch: fetchImpl,
            },
          }),
    },
    x: x === undefined ? undefined : makeXApi({ apiBase: x.apiBase, fetch: fetchImpl }),
    discord:
      discord === undefined ? undefined : makeDiscordApi({ apiBase: discord.apiBase, fetch: fetchImpl }),
    discordBotToken: options.discordBotToken,
    simulator: options.simulator,
  };
};

/** The providers of this server: configured ones real, the others simulated with the dev tools on, else none. */
export const socialProvidersOf = (config: Config): SocialProviderClients => {
  const { x, discord } = config.social;
  const simulate = config.devTools && (x.clientId === undefined || discord.clientId === undefined);
  const world = simulate
    ? new FakeSocialWorld({
        clients: SIMULATOR_CLIENTS,
        state: simulatorWorld(),
        discordBotToken: SIMULATOR_DISCORD_BOT_TOKEN,
      })
    : undefined;
  const real = (provider: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    authorizeUrl: string;
  }) =>
    provider.clientId === undefined || provider.clientSecret === undefined
      ? undefined
      : {
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          apiBase: provider.apiBase,
          authorizeUrl: provider.authorizeUrl,
        };
  const realClients = makeSocialProviderClients({
    x: real(x),
    discord: real(discord),
    discordBotToken: config.social.discordBotToken,
  });
  if (world === undefined) return realClients;
  const simulated = makeSocialProviderClients({
    x: {
      clientId: SIMULATOR_CLIENTS.twitter.id,
      clientSecret: SIMULATOR_CLIENTS.twitter.secret,
      apiBase: `${SIMULATOR_BASE}/x`,
      authorizeUrl: `${SIMULATOR_AUTHORIZE_PATH}?provider=twitter`,
    },
    discord: {
      clientId: SIMULATOR_CLIENTS.discord.id,
      clientSecret: SIMULATOR_CLIENTS.discord.secret,
      apiBase: `${SIMULATOR_BASE}/discord/api/v10`,
      authorizeUrl: `${SIMULATOR_AUTHORIZE_PATH}?provider=discord`,
    },
    discordBotToken: SIMULATOR_DISCORD_BOT_TOKEN,
    fetch: world.fetch,
    simulator: world,
  });
  return {
    oauth: {
      twitter: realClients.oauth.twitter ?? simulated.oauth.twitter,
      discord: realClients.oauth.discord ?? simulated.oauth.discord,
    } as Partial<Record<ConnectProvider, OAuthClientConfig>>,
    x: realClients.x ?? simulated.x,
    discord: realClients.discord ?? simulated.discord,
    // The simulator's bot only sees the simulator's servers: with real Discord, only the configured bot.
    discordBotToken:
      realClients.discord === undefined ? simulated.discordBotToken : realClients.discordBotToken,
    simulator: world,
  };
};
