/**
 * The signed-in gamer's account as the site calls it: the session's profile call and the account feature's
 * request functions (the plain client where the feature has none), against Pact's mock server. The site
 * sends its access token as an HttpOnly cookie; the provider verification signs a gamer in for the state and
 * sends their bearer token instead.
 */
import { readFileSync } from "node:fs";
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { accountRequests } from "@/web/features/account/api/account-api";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";
import { getMyMarket } from "@/web/lib/queries/market-queries";
import { getMyProfile } from "@/web/lib/queries/profile-queries";
import { STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  uuid,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const EVM_ADDRESS = regex("^0x[0-9a-fA-F]{40}$", "0x52908400098527886E0F7030069857D2E4169EE7");
const E164 = regex("^\\+\\d{6,15}$", "+919876543210");

const socialStatus = { isActive: boolean(false) };

/** A gamer just signed up by phone: a verified number, a custodial address, nothing else chosen yet. */
const profileShape = (overrides: Record<string, unknown> = {}) => ({
  id: uuid("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10"),
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

const EXAMPLE_CHALLENGE_ID = "7c1e4a2b-3d5f-4a6b-8c7d-9e0f1a2b3c4d";
const challengeShape = (channel: "whatsapp" | "email", recipient: string) => ({
  challengeId: uuid(EXAMPLE_CHALLENGE_ID),
  channel,
  recipient: string(recipient),
  expiresAt: instant("2026-05-01T10:10:00.000Z"),
  resendAvailableAt: instant("2026-05-01T10:00:30.000Z"),
  codeLength: integer(6),
});
const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const namesShape = (example: string) => ({ items: eachLike({ name: string(example) }) });

describe("the signed-in gamer's account details", () => {
  it("checks whether a username is free as it is typed", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a typed availability check of the free username gamer42")
      .withRequest("GET", "/api/users/username", (request) =>
        request.headers(SITE_HEADERS).query({ username: "gamer42" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ username: "gamer42", available: boolean(true) }),
      )
      .executeTest(async (mockServer) => {
        const answer = await accountRequests.checkUsername(client(mockServer.url), "gamer42");
        expect(answer).toMatchObject({ username: "gamer42", available: true });
      });
  });

  it("reads which contacts are verified", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the verification status of a gamer signed in by phone")
      .withRequest("GET", "/api/users/is_verified", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ email: null, emailVerified: false, phoneNumber: E164, phoneVerified: true }),
      )
      .executeTest(async (mockServer) => {
        const status = unwrap(await client(mockServer.url).GET("/api/users/is_verified"));
        expect(status).toMatchObject({ emailVerified: false, phoneVerified: true });
      });
  });

  it("reads the custodial wallet address", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the signed-in gamer's custodial address")
      .withRequest("GET", "/api/wallet/address", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ evmWalletAddress: EVM_ADDRESS }))
      .executeTest(async (mockServer) => {
        const answer = unwrap(await client(mockServer.url).GET("/api/wallet/address"));
        expect(answer.evmWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
      });
  });

  it("cancels a pending deletion request", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamerAskedForDeletion)
      .uponReceiving("a cancellation of the pending deletion request")
      .withRequest("DELETE", "/api/users/me/deletion-request", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ ...deletionShape, status: "cancelled" }))
      .executeTest(async (mockServer) => {
        const deletion = await accountRequests.cancelDeletion(client(mockServer.url));
        expect(deletion.status).toBe("cancelled");
      });
  });

  it("is told there is no deletion request to cancel", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a cancellation of a deletion request that was never made")
      .withRequest("DELETE", "/api/users/me/deletion-request", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, (response) => response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }))
      .executeTest(async (mockServer) => {
        const failure = await failureOf(accountRequests.cancelDeletion(client(mockServer.url)));
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(404);
      });
  });

  it("reads the market of a gamer with an Indian number", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the market of a gamer signed in with an Indian number")
      .withRequest("GET", "/api/users/me/market", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          country: "IN",
          source: "phone",
          storeRegion: "IN",
          fiatCurrency: "INR",
          fiatPerUsdt: integer(8_500),
          fiatDecimals: integer(2),
        }),
      )
      .executeTest(async (mockServer) => {
        const market = await getMyMarket(client(mockServer.url));
        expect(market).toMatchObject({ country: "IN", storeRegion: "IN", fiatCurrency: "INR" });
      });
  });

  it("reads a guest's market, which nothing places", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the market of a guest")
      .withRequest("GET", "/api/users/me/market", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          country: null,
          source: "unknown",
          storeRegion: "Other",
          fiatCurrency: "USD",
          fiatPerUsdt: integer(100),
          fiatDecimals: integer(2),
        }),
      )
      .executeTest(async (mockServer) => {
        const market = await getMyMarket(client(mockServer.url));
        expect(market).toMatchObject({ country: null, storeRegion: "Other", fiatCurrency: "USD" });
      });
  });

  it("removes the profile picture", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a removal of the profile picture")
      .withRequest("DELETE", "/api/users/profile/picture", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(profileShape({ pictureUrl: null })))
      .executeTest(async (mockServer) => {
        const profile = await accountRequests.removePicture(client(mockServer.url));
        expect(profile.pictureUrl).toBeNull();
      });
  });

  it("lists the professions", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the professions")
      .withRequest("GET", "/api/users/professions", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(namesShape("Student")))
      .executeTest(async (mockServer) => {
        const professions = await accountRequests.listProfessions(client(mockServer.url));
        expect(professions.items[0]?.name).toBe("Student");
      });
  });

  it("lists the cities of India", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the cities of India")
      .withRequest("GET", "/api/users/cities", (request) =>
        request.headers(SITE_HEADERS).query({ countryCode: "IN" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(namesShape("Mumbai")))
      .executeTest(async (mockServer) => {
        const cities = await accountRequests.listCities(client(mockServer.url), "IN");
        expect(cities.items[0]?.name).toBe("Mumbai");
      });
  });

  it("lists the colleges of India", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the colleges of India")
      .withRequest("GET", "/api/users/colleges", (request) =>
        request.headers(SITE_HEADERS).query({ countryCode: "IN" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(namesShape("IIT Bombay")))
      .executeTest(async (mockServer) => {
        const colleges = await accountRequests.listColleges(client(mockServer.url), "IN", undefined);
        expect(colleges.items[0]?.name).toBe("IIT Bombay");
      });
  });

  it("lists the countries with their dial codes", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the countries")
      .withRequest("GET", "/api/users/countries", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            code: regex("^[A-Z]{2}$", "IN"),
            name: string("India"),
            dial_code: regex("^\\+\\d+$", "+91"),
            flag: string("🇮🇳"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const countries = unwrap(await client(mockServer.url).GET("/api/users/countries"));
        expect(countries.items[0]).toMatchObject({ code: "IN", dial_code: "+91" });
      });
  });

  it("lists the public details of the given users", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the details of a user nobody has")
      .withRequest("POST", "/api/users/batch-details", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ userIds: ["00000000-0000-4000-8000-00000000dead"] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ items: [] }))
      .executeTest(async (mockServer) => {
        const answer = unwrap(
          await client(mockServer.url).POST("/api/users/batch-details", {
            body: { userIds: ["00000000-0000-4000-8000-00000000dead"] },
          }),
        );
        expect(answer.items).toEqual([]);
      });
  });

  it("sends a code to verify an e-mail address", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("an e-mail verification start for arjun.contract@example.com")
      .withRequest("POST", "/api/users/verify/email", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ email: "arjun.contract@example.com", locale: "en" }),
      )
      .willRespondWith(201, (response) => response.jsonBody(challengeShape("email", "a•••@example.com")))
      .executeTest(async (mockServer) => {
        const challenge = await accountRequests.startEmailVerification(client(mockServer.url), {
          email: "arjun.contract@example.com",
          locale: "en",
        });
        expect(challenge.channel).toBe("email");
      });
  });

  it("verifies the e-mail address with the code sent", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamerSentEmailCode)
      .uponReceiving("the right code for a pending e-mail verification")
      .withRequest("POST", "/api/users/verify-email", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          challengeId: fromProviderState("${challengeId}", EXAMPLE_CHALLENGE_ID),
          code: fromProviderState("${code}", "123456"),
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          user: { id: uuid("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10") },
          isNewUser: false,
          loginMethod: "email",
          accessTokenExpiresAt: instant("2026-05-01T10:15:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const session = await accountRequests.verifyEmailCode(client(mockServer.url), {
          challengeId: EXAMPLE_CHALLENGE_ID,
          code: "123456",
        });
        expect(session.isNewUser).toBe(false);
      });
  });

  it("sends a code to verify a phone number", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a phone verification start for +919812300077 by WhatsApp")
      .withRequest("POST", "/api/authentication/register", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          phoneNumber: "+919812300077",
          countryCode: "IN",
          channel: "whatsapp",
          locale: "en",
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(challengeShape("whatsapp", "+91 ••••• ••077")))
      .executeTest(async (mockServer) => {
        const challenge = await accountRequests.startPhoneVerification(client(mockServer.url), {
          phoneNumber: "+919812300077",
          countryCode: "IN",
          locale: "en",
        });
        expect(challenge.channel).toBe("whatsapp");
      });
  });
});

const PICTURE = readFileSync(new URL("../../fixtures/pog/selfie-no-face.jpg", import.meta.url));

describe("the signed-in gamer's picture and whereabouts", () => {
  it("uploads a profile picture", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a JPEG profile picture upload")
      .withRequest("POST", "/api/users/profile/picture", (request) =>
        request.headers(SITE_HEADERS).body("image/jpeg", PICTURE),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          profileShape({
            pictureUrl: regex(
              "^/api/users/pictures/[a-f0-9]{32}\\.jpg$",
              "/api/users/pictures/0123456789abcdef0123456789abcdef.jpg",
            ),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const profile = await accountRequests.uploadPicture(client(mockServer.url), new Uint8Array(PICTURE));
        expect(profile.pictureUrl).toMatch(/^\/api\/users\/pictures\//);
      });
  });

  it("is told a truncated picture cannot be read", async () => {
    const notAPicture = PICTURE.subarray(0, 100);
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a profile picture upload of a truncated JPEG")
      .withRequest("POST", "/api/users/profile/picture", (request) =>
        request.headers(SITE_HEADERS).body("image/jpeg", notAPicture),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody({ ...problemShape(400, "ValidationFailed", "The request is invalid"), field: "picture" }),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          accountRequests.uploadPicture(client(mockServer.url), new Uint8Array(notAPicture)),
        );
        expect(failure).toMatchObject({ status: 400 });
      });
  });

  it("looks up where an address is", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a location lookup of a private address")
      .withRequest("GET", "/api/users/locations", (request) =>
        request.headers(SITE_HEADERS).query({ ip: "10.0.0.1" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          known: false,
          country: null,
          countryName: null,
          countryCode: null,
          country_calling_code: null,
          countryCodeISO3: null,
          continentCode: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const location = unwrap(
          await client(mockServer.url).GET("/api/users/locations", { params: { query: { ip: "10.0.0.1" } } }),
        );
        expect(location.known).toBe(false);
      });
  });
});
