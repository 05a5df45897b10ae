/**
 * Google sign-in against a real local OpenID provider: start the provider before the app, build the app with
 * `googleTestConfig(provider)`, and `googleCallback` walks a browser's path (the app's start, the provider's
 * login and consent, back to the app's callback URL).
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Config } from "@/server/config";
import {
  followSignIn,
  startLocalOidcProvider,
  type LocalOidcAccount,
  type LocalOidcProvider,
} from "@/server/testing/fakes/local-oidc-provider";

/** The site's origin in these tests: the redirect URI registered at the provider is built from it. */
export const TEST_PUBLIC_URL = "https://kleos.test";
export const GOOGLE_CALLBACK_PATH = "/api/oauth/google/authenticate";

const CLIENT_ID = "kleos-web-test";
const CLIENT_SECRET = "kleos-web-test-secret-not-for-production";

export const TEST_GOOGLE_ACCOUNT: LocalOidcAccount = {
  sub: "108234567890123456789",
  email: "asha.google@example.com",
  emailVerified: true,
  name: "Asha",
};

export const startTestGoogle = (
  account: LocalOidcAccount = TEST_GOOGLE_ACCOUNT,
): Promise<LocalOidcProvider> =>
  startLocalOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${TEST_PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`],
    account,
  });

/** The configuration that points the app's Google sign-in at `provider`. */
export const googleTestConfig = (provider: Pick<LocalOidcProvider, "issuer">): Partial<Config> => ({
  publicUrl: TEST_PUBLIC_URL,
  google: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
});

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser sends them back. */
export const cookieHeaderOf = (setCookie: string | string[] | undefined): string =>
  (Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie])
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");

/**
 * Starts a Google sign-in on the app, signs in at the provider, and answers the request the browser then
 * makes to the app's callback (with the cookies the start set).
 */
export const googleCallback = async (
  app: FastifyInstance,
  returnTo = "/quests",
): Promise<InjectOptions & { url: string }> => {
  const started = await app.inject({
    method: "POST",
    url: "/api/social-auth",
    payload: { provider: "google", returnTo },
  });
  if (started.statusCode !== 201) throw new Error(`Google sign-in did not start: ${started.body}`);
  const { authorizationUrl } = started.json<{ authorizationUrl: string }>();
  const callback = new URL(await followSignIn(authorizationUrl));
  const cookie = cookieHeaderOf(started.headers["set-cookie"]);
  return {
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    ...(cookie === "" ? {} : { headers: { cookie } }),
  };
};
