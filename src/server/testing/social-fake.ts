/**
 * The fake X and Discord world behind a loopback server, with Kleos' clients pointed at it, for the verifiers'
 * and adapters' tests: link a fake account to a gamer the way a connect does (authorize, exchange the code,
 * store the tokens), then run verifiers against it.
 */
import { Effect } from "effect";
import type { Database as OpenDatabase } from "@/server/db/client";
import { FakeSocialWorld, type FakeWorldState } from "@/server/providers/social/fake-social-world";
import { startFakeSocialServer, type FakeSocialServer } from "@/server/testing/fakes/fake-social-server";
import { exchangeCode, makePkce, type ConnectProvider } from "@/server/providers/social/oauth2";
import { SocialAccounts } from "@/server/services/social/social-accounts";
import {
  makeSocialProviderClients,
  type SocialProviderClients,
} from "@/server/services/social/social-providers";
import { verifierRepositories } from "@/server/testing/task-verification-fixtures";

export const FAKE_CLIENTS = {
  twitter: { id: "kleos-x-test", secret: "x-test-secret" },
  discord: { id: "kleos-discord-test", secret: "discord-test-secret" },
} as const;

export interface SocialFake {
  readonly world: FakeSocialWorld;
  readonly server: FakeSocialServer;
  readonly clients: SocialProviderClients;
  /** The test's clock for the world (token expiry). */
  readonly clock: { now: number };
  /** Links the fake user to the Kleos account as a connect would, tokens stored. */
  link(database: OpenDatabase, userId: string, provider: ConnectProvider, fakeUserId: string): Promise<void>;
  close(): Promise<void>;
}

export const startSocialFake = async (
  state: FakeWorldState,
  options: { readonly pageSize?: number; readonly discordBotToken?: string } = {},
): Promise<SocialFake> => {
  const clock = { now: Date.now() };
  const world = new FakeSocialWorld({
    clients: FAKE_CLIENTS,
    state,
    now: () => clock.now,
    ...(options.pageSize === undefined ? {} : { pageSize: options.pageSize }),
    ...(options.discordBotToken === undefined ? {} : { discordBotToken: options.discordBotToken }),
  });
  const server = await startFakeSocialServer(world);
  const clients = makeSocialProviderClients({
    x: {
      clientId: FAKE_CLIENTS.twitter.id,
      clientSecret: FAKE_CLIENTS.twitter.secret,
      apiBase: `${server.url}/x`,
      authorizeUrl: `${server.url}/x/i/oauth2/authorize`,
    },
    discord: {
      clientId: FAKE_CLIENTS.discord.id,
      clientSecret: FAKE_CLIENTS.discord.secret,
      apiBase: `${server.url}/discord/api/v10`,
      authorizeUrl: `${server.url}/discord/oauth2/authorize`,
    },
    discordBotToken: options.discordBotToken,
  });
  return {
    world,
    server,
    clients,
    clock,
    link: async (database, userId, provider, fakeUserId) => {
      const pkce = makePkce();
      const redirectUri = "https://kleos.test/api/social-auth/authenticate";
      const code = new URL(
        world.authorize({
          provider,
          userId: fakeUserId,
          redirectUri,
          state: "s",
          codeChallenge: pkce.challenge,
        }),
      ).searchParams.get("code");
      const oauth = clients.oauth[provider];
      if (code === null || oauth === undefined) throw new Error("The fake gave no code");
      const tokens = await exchangeCode(oauth, { code, redirectUri, codeVerifier: pkce.verifier }, clock.now);
      const display = provider === "twitter" ? "@fake" : "fake";
      await Effect.runPromise(
        SocialAccounts.use((social) =>
          social.link(userId, { provider, subject: fakeUserId, display }, tokens),
        ).pipe(Effect.provide(verifierRepositories(database, clients))),
      );
    },
    close: () => server.close(),
  };
};
