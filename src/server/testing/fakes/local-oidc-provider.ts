import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { exportJWK, generateKeyPair } from "jose";

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for tests: one confidential client, one account,
 * authorization code flow with PKCE S256 required. Its login and consent pages are replaced by one endpoint
 * that signs the configured account in and grants what the client asked for, so `signInAs` can walk a
 * browser's path with plain `fetch`.
 */

export interface LocalOidcAccount {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name: string;
  readonly picture?: string;
}

export interface LocalOidcProviderSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
  readonly account: LocalOidcAccount;
}

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`: the issuer identifier and the discovery base. */
  readonly issuer: string;
  close(): Promise<void>;
  /**
   * Opens `authorizationUrl` as a browser would, signs in as the configured account, grants consent, and
   * returns the URL the provider finally redirects to on the client's `redirect_uri` (with `code`, `state`
   * and `iss`, or with `error`).
   */
  signInAs(authorizationUrl: string): Promise<string>;
}

/** Where the provider sends the browser for login and consent (oidc-provider's default `interactions.url`). */
const INTERACTION_PATH = /^\/interaction\/[^/]+$/;
const MAX_REDIRECTS = 10;

export const startLocalOidcProvider = async (
  settings: LocalOidcProviderSettings,
): Promise<LocalOidcProvider> => {
  // Requests can only arrive once the server listens, and the provider needs the port for its issuer.
  let handle: RequestListener = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") {
    server.close();
    throw new Error(`The local OIDC provider has no TCP address: ${String(address)}`);
  }
  const issuer = `http://127.0.0.1:${address.port}`;

  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error === undefined ? resolve() : reject(error)));
      // fetch keeps connections alive; close() would otherwise wait for them to time out.
      server.closeAllConnections();
    });

  let provider: OidcProvider;
  try {
    const Provider = await loadProvider();
    provider = new Provider(issuer, await providerConfiguration(settings));
  } catch (error) {
    await close();
    throw error;
  }
  const providerListener = provider.callback();
  handle = (request, response) => {
    const path = new URL(request.url ?? "/", issuer).pathname;
    if (!INTERACTION_PATH.test(path)) {
      providerListener(request, response);
      return;
    }
    completeInteraction(provider, settings.account, request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.statusCode = 500;
      response.end(
        `Interaction at ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  };

  return {
    issuer,
    close,
    signInAs: (authorizationUrl) => followSignIn(authorizationUrl),
  };
};

const providerConfiguration = async (
  settings: LocalOidcProviderSettings,
): Promise<OidcProviderConfiguration> => {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "local-oidc" };
  const { account } = settings;
  return {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [...settings.redirectUris],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "picture"],
    },
    // Like Google: the ID token from the token endpoint carries the granted claims, not only `sub`.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    // Explicit lifetimes (seconds); the defaults print a notice each time they are used.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    jwks: { keys: [signingKey] },
    findAccount: (_context, sub) => {
      if (sub !== account.sub) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(account.picture === undefined ? {} : { picture: account.picture }),
        }),
      };
    },
  };
};

/** Plays the user at the provider's login and consent prompts: sign in as `account`, allow everything asked. */
const completeInteraction = async (
  provider: OidcProvider,
  account: LocalOidcAccount,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> => {
  if (request.method !== "POST") {
    response.statusCode = 405;
    response.setHeader("Allow", "POST");
    response.end();
    return;
  }
  const { prompt, params, session } = await provider.interactionDetails(request, response);
  switch (prompt.name) {
    case "login":
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    case "consent": {
      const accountId = session?.accountId;
      const clientId = params["client_id"];
      if (accountId === undefined || typeof clientId !== "string") {
        throw new Error(
          `Consent asked without a signed-in account or client (client_id ${String(clientId)})`,
        );
      }
      const grant = new provider.Grant({ accountId, clientId });
      const { missingOIDCScope, missingOIDCClaims } = prompt.details;
      if (missingOIDCScope !== undefined) grant.addOIDCScope(missingOIDCScope.join(" "));
      if (missingOIDCClaims !== undefined) grant.addOIDCClaims(missingOIDCClaims);
      return provider.interactionFinished(
        request,
        response,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    }
    default:
      throw new Error(`The local OIDC provider cannot answer the "${prompt.name}" prompt`);
  }
};

/**
 * Follows the redirects from the authorization URL by hand, carrying cookies as a browser would, and
 * POSTs to each interaction page it lands on, until the provider redirects to the client's redirect_uri.
 * Any local provider's authorization URL works: the provider plays its own configured account.
 */
export const followSignIn = async (authorizationUrl: string): Promise<string> => {
  const redirectUri = new URL(authorizationUrl).searchParams.get("redirect_uri");
  if (redirectUri === null) {
    throw new Error(`The authorization URL has no redirect_uri: ${authorizationUrl}`);
  }
  const cookies = new CookieJar();
  let url = new URL(authorizationUrl);
  for (let step = 0; step < MAX_REDIRECTS; step += 1) {
    const method = INTERACTION_PATH.test(url.pathname) ? "POST" : "GET";
    const cookie = cookies.headerFor(url);
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: cookie === undefined ? {} : { cookie },
    });
    cookies.store(url, response.headers.getSetCookie());
    const body = await response.text();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || location === null) {
      throw new Error(
        `Sign-in stopped at ${method} ${url.pathname} with HTTP ${response.status}: ${body.slice(0, 500)}`,
      );
    }
    const next = new URL(location, url);
    if (withoutQuery(next) === withoutQuery(new URL(redirectUri))) return next.href;
    url = next;
  }
  throw new Error(`Sign-in did not reach ${redirectUri} within ${MAX_REDIRECTS} redirects`);
};

const withoutQuery = (url: URL): string => `${url.origin}${url.pathname}`;

/** Just enough of a browser's cookie store for one host: name, value and path; expired cookies are dropped. */
class CookieJar {
  readonly #cookies = new Map<
    string,
    { readonly name: string; readonly value: string; readonly path: string }
  >();

  store(requestUrl: URL, setCookieHeaders: readonly string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string): string | undefined =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute("path") ?? defaultCookiePath(requestUrl);
      const expires = attribute("expires");
      const expired =
        value === "" ||
        attribute("max-age") === "0" ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  headerFor(url: URL): string | undefined {
    const matching = [...this.#cookies.values()].filter(
      ({ path }) => url.pathname === path || url.pathname.startsWith(path.endsWith("/") ? path : `${path}/`),
    );
    return matching.length === 0
      ? undefined
      : matching.map(({ name, value }) => `${name}=${value}`).join("; ");
  }
}

const defaultCookiePath = (url: URL): string => {
  const lastSlash = url.pathname.lastIndexOf("/");
  return lastSlash <= 0 ? "/" : url.pathname.slice(0, lastSlash);
};

/*
 * oidc-provider ships no type definitions and @types/oidc-provider is not a dependency, so the module is
 * loaded through a non-literal specifier, which the compiler does not resolve, and given the shape of the
 * little this file uses.
 */
interface OidcProviderConfiguration {
  readonly clients: readonly Readonly<Record<string, unknown>>[];
  readonly claims: Readonly<Record<string, readonly string[]>>;
  readonly conformIdTokenClaims: boolean;
  readonly pkce: { readonly required: () => boolean };
  readonly features: { readonly devInteractions: { readonly enabled: boolean } };
  readonly cookies: { readonly keys: readonly string[] };
  readonly ttl: Readonly<Record<string, number>>;
  readonly jwks: { readonly keys: readonly Readonly<Record<string, unknown>>[] };
  readonly findAccount: (
    context: unknown,
    sub: string,
  ) => { readonly accountId: string; readonly claims: () => Readonly<Record<string, unknown>> } | undefined;
}

interface OidcInteraction {
  readonly prompt: {
    readonly name: string;
    readonly details: {
      readonly missingOIDCScope?: readonly string[];
      readonly missingOIDCClaims?: readonly string[];
    };
  };
  readonly params: Readonly<Record<string, unknown>>;
  readonly session?: { readonly accountId?: string };
}

interface OidcGrant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: readonly string[]): void;
  save(): Promise<string>;
}

interface OidcProvider {
  callback(): RequestListener;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: Readonly<Record<string, unknown>>,
    options: { readonly mergeWithLastSubmission: boolean },
  ): Promise<void>;
  readonly Grant: new (init: { readonly accountId: string; readonly clientId: string }) => OidcGrant;
}

type OidcProviderConstructor = new (issuer: string, configuration: OidcProviderConfiguration) => OidcProvider;

const OIDC_PROVIDER_MODULE: string = "oidc-provider";

const loadProvider = async (): Promise<OidcProviderConstructor> => {
  const loaded: { readonly Provider: OidcProviderConstructor } = await import(OIDC_PROVIDER_MODULE);
  return loaded.Provider;
};
