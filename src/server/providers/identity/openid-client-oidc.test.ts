import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOidcClient } from "@/server/providers/identity/openid-client-oidc";
import type { OidcClient } from "@/server/providers/identity/oidc-identity";
import { startLocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";
import type { LocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";

const CLIENT_ID = "kleos-web";
const CLIENT_SECRET = "kleos-web-secret-for-tests-only";
const REDIRECT_URI = "http://127.0.0.1:8080/api/auth/oidc/callback";
const ACCOUNT = {
  sub: "248289761001",
  email: "ada@example.com",
  emailVerified: true,
  name: "Ada Lovelace",
  picture: "https://example.com/ada.png",
};

const startProvider = () =>
  startLocalOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
    account: ACCOUNT,
  });

const clientFor = (provider: LocalOidcProvider) =>
  makeOidcClient({
    issuer: provider.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    allowHttp: true,
  });

const withQueryParam = (url: string, name: string, value: string): string => {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.href;
};

const withoutQueryParam = (url: string, name: string): string => {
  const changed = new URL(url);
  changed.searchParams.delete(name);
  return changed.href;
};

/** A port on 127.0.0.1 that nothing listens on. */
const deadPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("No TCP address");
  return address.port;
};

describe("makeOidcClient against a real OpenID provider", () => {
  let provider: LocalOidcProvider;
  let client: OidcClient;

  beforeAll(async () => {
    provider = await startProvider();
    client = await clientFor(provider);
  });

  afterAll(async () => {
    await provider.close();
  });

  it("returns the signed-in account's identity from the ID token", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const callbackUrl = await provider.signInAs(request.url);

    const identity = await client.completeAuthorization(callbackUrl, request);

    expect(client.issuer).toBe(provider.issuer);
    expect(identity).toEqual({
      subject: ACCOUNT.sub,
      email: ACCOUNT.email,
      emailVerified: true,
      name: ACCOUNT.name,
      picture: ACCOUNT.picture,
    });
  });

  it("builds an authorization URL with S256 PKCE, state, nonce and the sign-in scopes", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const url = new URL(request.url);
    const params = url.searchParams;

    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toBe(
      createHash("sha256").update(request.codeVerifier).digest("base64url"),
    );
    expect(params.get("state")).toBe(request.state);
    expect(params.get("nonce")).toBe(request.nonce);
    expect(request.state.length).toBeGreaterThanOrEqual(32);
    expect(request.nonce.length).toBeGreaterThanOrEqual(32);
    expect(request.codeVerifier.length).toBeGreaterThanOrEqual(43);
  });

  it("uses fresh state, nonce and verifier for every authorization", async () => {
    const first = await client.startAuthorization(REDIRECT_URI);
    const second = await client.startAuthorization(REDIRECT_URI);

    expect(second.state).not.toBe(first.state);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
  });

  it("rejects a callback whose state was tampered with", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const callbackUrl = await provider.signInAs(request.url);

    await expect(
      client.completeAuthorization(withQueryParam(callbackUrl, "state", "forged-state"), request),
    ).rejects.toThrow(/unexpected "state" response parameter value/);
  });

  it("rejects a callback checked against another sign-in's state", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const other = await client.startAuthorization(REDIRECT_URI);
    const callbackUrl = await provider.signInAs(request.url);

    await expect(
      client.completeAuthorization(callbackUrl, { ...request, state: other.state }),
    ).rejects.toThrow(/unexpected "state" response parameter value/);
  });

  it("rejects an ID token whose nonce is not the expected one", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const other = await client.startAuthorization(REDIRECT_URI);
    const callbackUrl = await provider.signInAs(request.url);

    await expect(
      client.completeAuthorization(callbackUrl, { ...request, nonce: other.nonce }),
    ).rejects.toThrow(/unexpected ID Token "nonce" claim value/);
  });

  it("rejects a code redeemed with the wrong PKCE verifier", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const other = await client.startAuthorization(REDIRECT_URI);
    const callbackUrl = await provider.signInAs(request.url);

    await expect(
      client.completeAuthorization(callbackUrl, { ...request, codeVerifier: other.codeVerifier }),
    ).rejects.toThrow(/invalid_grant/);
  });

  it("rejects a code used a second time", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const callbackUrl = await provider.signInAs(request.url);
    await client.completeAuthorization(callbackUrl, request);

    await expect(client.completeAuthorization(callbackUrl, request)).rejects.toThrow(/invalid_grant/);
  });

  it("has the provider refuse an authorization request without PKCE", async () => {
    const request = await client.startAuthorization(REDIRECT_URI);
    const withoutPkce = withoutQueryParam(
      withoutQueryParam(request.url, "code_challenge"),
      "code_challenge_method",
    );

    const callbackUrl = new URL(await provider.signInAs(withoutPkce));

    expect(callbackUrl.searchParams.get("error")).toBe("invalid_request");
    expect(callbackUrl.searchParams.get("code")).toBeNull();
  });
});

describe("makeOidcClient with two issuers", () => {
  let trusted: LocalOidcProvider;
  let other: LocalOidcProvider;

  beforeAll(async () => {
    [trusted, other] = await Promise.all([startProvider(), startProvider()]);
  });

  afterAll(async () => {
    await Promise.all([trusted.close(), other.close()]);
  });

  it("rejects a callback that comes from another issuer", async () => {
    const trustedClient = await clientFor(trusted);
    const otherClient = await clientFor(other);
    const request = await otherClient.startAuthorization(REDIRECT_URI);
    const callbackUrl = await other.signInAs(request.url);

    await expect(trustedClient.completeAuthorization(callbackUrl, request)).rejects.toThrow(
      /unexpected "iss" \(issuer\) response parameter value/,
    );
  });

  it("rejects another issuer's code even when the callback claims the trusted issuer", async () => {
    const trustedClient = await clientFor(trusted);
    const otherClient = await clientFor(other);
    const request = await otherClient.startAuthorization(REDIRECT_URI);
    const callbackUrl = await other.signInAs(request.url);

    await expect(
      trustedClient.completeAuthorization(withQueryParam(callbackUrl, "iss", trusted.issuer), request),
    ).rejects.toThrow(/invalid_grant/);
  });
});

describe("makeOidcClient discovery", () => {
  it("fails with the issuer named when nothing answers there", async () => {
    const issuer = `http://127.0.0.1:${await deadPort()}`;

    await expect(
      makeOidcClient({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, allowHttp: true }),
    ).rejects.toThrow(`OIDC discovery failed for issuer ${issuer}`);
  });

  it("refuses an http issuer unless told to allow it", async () => {
    const provider = await startProvider();
    try {
      await expect(
        makeOidcClient({ issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }),
      ).rejects.toThrow(`OIDC discovery failed for issuer ${provider.issuer}`);
    } finally {
      await provider.close();
    }
  });
});
