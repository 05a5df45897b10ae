/**
 * The signed-in gamer's account as the site calls it: the session's profile call and the account feature's
 * request functions (the plain client where the feature has none), against Pact's mock server. The site
 * sends its access token as an HttpOnly cookie; the provider verification signs a gamer in for the state and
 * sends their bearer token instead.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { accountRequests } from "@/web/features/account/api/account-api";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";
import { getMyProfile } from "@/web/lib/queries/profile-queries";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
} from "./kleos-web-pact";

const { boolean, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const EVM_ADDRESS = regex("^0x[0-9a-fA-F]{40}$", "0x52908400098527886E0F7030069857D2E4169EE7");
const E164 = regex("^\\+\\d{6,15}$", "+919876543210");

const socialStatus = { isActive: boolean(false) };

/** A gamer just signed up by phone: a verified number, a custodial address, nothing else chosen yet. */
const profileShape = (overrides: Record<string, unknown> = {}) => ({
  id: regex(UUID, "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10"),
  username: null,
  firstName: null,
  email: null,
  emailVerified: false,
  phoneNumber: E164,
  phoneVerified: true,
  evmWalletAddress: EVM_ADDRESS,
  pictureUrl: null,
  socialStatuses: {
    twitter: socialStatus,
    discord: socialStatus,
    google: socialStatus,
    wallet: socialStatus,
    steam: socialStatus,
    telegram: socialStatus,
  },
  createdAt: instant("2026-05-01T10:00:00.000Z"),
  ...overrides,
});

const deletionShape = {
  status: "initiated",
  requestedAt: instant("2026-05-01T10:00:00.000Z"),
  eraseAfter: instant("2026-05-15T10:00:00.000Z"),
};

const client = (url: string) => createApiClient({ baseUrl: url });

describe("the signed-in gamer's account", () => {
  it("reads the profile", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the signed-in gamer's profile")
      .withRequest("GET", "/api/users/me/profile", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(profileShape()))
      .executeTest(async (mockServer) => {
        const profile = await getMyProfile(client(mockServer.url));
        expect(profile).toMatchObject({ username: null, phoneNumber: "+919876543210", phoneVerified: true });
      });
  });

  it("changes the first name and country", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a change of the first name and country")
      .withRequest("PATCH", "/api/users/me/profile", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ firstName: "Arjun", countryCode: "IN" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(profileShape({ firstName: "Arjun", countryCode: "IN" })),
      )
      .executeTest(async (mockServer) => {
        const profile = await accountRequests.updateProfile(client(mockServer.url), {
          firstName: "Arjun",
          countryCode: "IN",
        });
        expect(profile).toMatchObject({ firstName: "Arjun", countryCode: "IN" });
      });
  });

  it("picks a username", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a username pick of gamer42")
      .withRequest("POST", "/api/users/username", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ username: "gamer42" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(profileShape({ username: "gamer42" })))
      .executeTest(async (mockServer) => {
        const profile = await accountRequests.setUsername(client(mockServer.url), "gamer42");
        expect(profile.username).toBe("gamer42");
      });
  });

  it("checks that a free username can be taken", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("an availability check of the free username gamer42")
      .withRequest("POST", "/api/users/verify-username", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ username: "gamer42" }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ username: "gamer42", available: true }))
      .executeTest(async (mockServer) => {
        const answer = unwrap(
          await client(mockServer.url).POST("/api/users/verify-username", { body: { username: "gamer42" } }),
        );
        expect(answer).toEqual({ username: "gamer42", available: true });
      });
  });

  it("is told why a username breaking the rules cannot be taken", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("an availability check of the username 'ab c'")
      .withRequest("POST", "/api/users/verify-username", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ username: "ab c" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          username: "ab c",
          available: false,
          messageId: regex("^validation\\.siteUsername\\.[A-Za-z]+$", "validation.siteUsername.noSpaces"),
          message: string("Spaces are not allowed in the username"),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = unwrap(
          await client(mockServer.url).POST("/api/users/verify-username", { body: { username: "ab c" } }),
        );
        expect(answer).toMatchObject({ available: false, messageId: "validation.siteUsername.noSpaces" });
      });
  });

  it("lists the wallets: the custodial address and none linked yet", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the signed-in gamer's wallets")
      .withRequest("GET", "/api/users/me/wallets", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ evmWalletAddress: EVM_ADDRESS, linkedWallets: [] }),
      )
      .executeTest(async (mockServer) => {
        const wallets = await accountRequests.getWallets(client(mockServer.url));
        expect(wallets.linkedWallets).toEqual([]);
        expect(wallets.evmWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
      });
  });

  it("asks for the account to be deleted", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a deletion request")
      .withRequest("POST", "/api/users/me/deletion-request", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(201, (response) => response.jsonBody(deletionShape))
      .executeTest(async (mockServer) => {
        const deletion = await accountRequests.requestDeletion(client(mockServer.url));
        expect(deletion.status).toBe("initiated");
      });
  });

  it("reads a pending deletion request", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamerAskedForDeletion)
      .uponReceiving("a request for the pending deletion request")
      .withRequest("GET", "/api/users/me/deletion-request", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(deletionShape))
      .executeTest(async (mockServer) => {
        const deletion = unwrap(await client(mockServer.url).GET("/api/users/me/deletion-request"));
        expect(deletion.status).toBe("initiated");
      });
  });

  it("is told when there is no deletion request", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for a deletion request that was never made")
      .withRequest("GET", "/api/users/me/deletion-request", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "DeletionRequestNotFound", "No deletion request")),
      )
      .executeTest(async (mockServer) => {
        const result = await client(mockServer.url).GET("/api/users/me/deletion-request");
        expect(() => unwrap(result)).toThrow(ApiError);
        expect(result.response.status).toBe(404);
      });
  });

  it("lists the wallets the gamer linked: none yet", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the signed-in gamer's third-party wallets")
      .withRequest("GET", "/api/wallets/third-party", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ wallets: [] }))
      .executeTest(async (mockServer) => {
        const answer = unwrap(await client(mockServer.url).GET("/api/wallets/third-party"));
        expect(answer.wallets).toEqual([]);
      });
  });

  it("is refused linking a wallet by a proof without its signature (v2 verify)", async () => {
    // A proof the server rejects for its signature answers 401, which this client meets with a token refresh:
    // the contract's refusal here is the one that needs no second request.
    const proof = { message: "example.com wants you to sign in with your Ethereum account:" };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a v2 wallet link without a signature")
      .withRequest("POST", "/api/wallets/v2/third-party/verify-wallet", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(proof),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(400, "ValidationFailed", "Please enter a value")),
      )
      .executeTest(async (mockServer) => {
        await expect(
          accountRequests.linkThirdPartyWallet(
            client(mockServer.url),
            proof as unknown as Parameters<typeof accountRequests.linkThirdPartyWallet>[1],
          ),
        ).rejects.toBeInstanceOf(ApiError);
      });
  });

  it("is told a wallet it never linked cannot be disconnected", async () => {
    const wallet = { chain: "evm", address: "0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe" } as const;
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to disconnect a wallet the gamer never linked")
      .withRequest("POST", "/api/wallets/third-party/disconnect", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(wallet),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "LinkedWalletNotFound", "This wallet is not linked to your account")),
      )
      .executeTest(async (mockServer) => {
        await expect(
          accountRequests.disconnectThirdPartyWallet(client(mockServer.url), wallet),
        ).rejects.toBeInstanceOf(ApiError);
      });
  });
});

describe("linking Steam", () => {
  it("starts: answers Steam's OpenID sign-in URL", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a start of linking a Steam account")
      .withRequest("POST", "/api/social-auth/connect/steam", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ returnTo: "/profile" }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          authorizationUrl: regex(
            "^https?://[^?]+/openid/login\\?.*openid\\.mode=checkid_setup.*$",
            "https://steamcommunity.com/openid/login?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=checkid_setup",
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const started = await accountRequests.connectSteam(client(mockServer.url), "/profile");
        expect(started.authorizationUrl).toContain("openid.mode=checkid_setup");
      });
  });

  it("is refused an assertion from a sign-in this browser did not start", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a Steam assertion without the browser's state")
      .withRequest("POST", "/api/social-auth/connect/steam/verify", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ callbackQuery: "state=not-started-here&openid.mode=id_res" }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(
            problemShape(
              400,
              "SteamSignInRejected",
              "Steam could not confirm the sign-in. Please try again.",
            ),
          ),
      )
      .executeTest(async (mockServer) => {
        const failure = await accountRequests
          .verifySteamConnect(client(mockServer.url), "state=not-started-here&openid.mode=id_res")
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(failure).toMatchObject({ status: 400, problem: { code: "SteamSignInRejected" } });
      });
  });
});
