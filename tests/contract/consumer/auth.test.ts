/**
 * Sign-in as the site calls it: the real request functions of the auth feature, through the real API client,
 * against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { authRequests } from "@/web/features/auth/api/auth-api";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";
import { DEV_INBOX_NUMBER, STATES } from "../kleos-contract";
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

const EXAMPLE_CHALLENGE_ID = "8a4f1c2e-7b3d-4e5f-9a1b-2c3d4e5f6a7b";

const challengeShape = (channel: "whatsapp" | "sms" | "email", recipient: string) => ({
  challengeId: uuid(EXAMPLE_CHALLENGE_ID),
  channel,
  recipient: string(recipient),
  expiresAt: instant("2026-05-01T10:10:00.000Z"),
  resendAvailableAt: instant("2026-05-01T10:00:30.000Z"),
  codeLength: 6,
});

/** The session the site reads after a sign-in: who, whether new, and how (tokens stay in cookies). */
const sessionShape = (loginMethod: string, isNewUser: boolean) => ({
  user: { id: uuid("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10"), username: null },
  isNewUser,
  loginMethod,
  accessTokenExpiresAt: instant("2026-05-01T10:15:00.000Z"),
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const problemResponse = (status: number, code: string, title: string, fields: Record<string, unknown> = {}) =>
  ({ ...problemShape(status, code, title), ...fields }) as Record<string, unknown>;

describe("sign-in", () => {
  it("learns which sign-in methods the server offers", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the sign-in methods")
      .withRequest("GET", "/api/authentication/methods", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          phoneChannels: eachLike(regex("^(whatsapp|sms)$", "whatsapp")),
          email: boolean(true),
          google: boolean(false),
          telegram: null,
          evm: boolean(true),
          solana: boolean(true),
          devInbox: boolean(true),
        }),
      )
      .executeTest(async (mockServer) => {
        const methods = await authRequests.getSignInMethods(createApiClient({ baseUrl: mockServer.url }));
        expect(methods.phoneChannels).toEqual(["whatsapp"]);
        expect(methods.telegram).toBeNull();
        expect(methods.devInbox).toBe(true);
      });
  });

  it("sends a phone code with the number, its region, the channel and where the request comes from", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a phone sign-in for +919876543210 by WhatsApp from the website")
      .withRequest("POST", "/api/authentication/login", (request) =>
        request.headers(SITE_JSON_HEADERS).query({ source: "website", region: "IN" }).jsonBody({
          waId: "919876543210",
          countryCode: "IN",
          channel: "whatsapp",
          platform: "web",
          hostname: "kleos.test",
          locale: "en",
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(challengeShape("whatsapp", "+91 ••••• ••210")))
      .executeTest(async (mockServer) => {
        const challenge = await authRequests.startPhoneLogin(
          createApiClient({ baseUrl: mockServer.url }),
          {
            waId: "919876543210",
            countryCode: "IN",
            channel: "whatsapp",
            platform: "web",
            hostname: "kleos.test",
            locale: "en",
          },
          { source: "website", region: "IN" },
        );
        expect(challenge).toMatchObject({
          challengeId: EXAMPLE_CHALLENGE_ID,
          channel: "whatsapp",
          codeLength: 6,
        });
      });
  });

  it("signs a new gamer in with the right phone code", async () => {
    await pact
      .addInteraction()
      .given(STATES.phoneCodeSent)
      .uponReceiving("the right code for a pending phone sign-in")
      .withRequest("POST", "/api/authentication/verify", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          challengeId: fromProviderState("${challengeId}", EXAMPLE_CHALLENGE_ID),
          code: fromProviderState("${code}", "123456"),
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(sessionShape("phone", true)))
      .executeTest(async (mockServer) => {
        const session = await authRequests.verifyPhoneCode(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_CHALLENGE_ID,
          "123456",
        );
        expect(session).toMatchObject({ isNewUser: true, loginMethod: "phone", user: { username: null } });
      });
  });

  it("is told how many tries are left after a wrong phone code", async () => {
    await pact
      .addInteraction()
      .given(STATES.phoneCodeSent)
      .uponReceiving("a wrong code for a pending phone sign-in")
      .withRequest("POST", "/api/authentication/verify", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          challengeId: fromProviderState("${challengeId}", EXAMPLE_CHALLENGE_ID),
          code: "000000",
        }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(
            problemResponse(400, "CodeInvalid", "The code is not correct", { attemptsLeft: integer(4) }),
          ),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          authRequests.verifyPhoneCode(
            createApiClient({ baseUrl: mockServer.url }),
            EXAMPLE_CHALLENGE_ID,
            "000000",
          ),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 400, problem: { code: "CodeInvalid", attemptsLeft: 4 } });
      });
  });

  it("is told when to come back after asking for a new code too soon", async () => {
    await pact
      .addInteraction()
      .given(STATES.phoneCodeSent)
      .uponReceiving("a request for a new code before the resend time")
      .withRequest("POST", "/api/authentication/resend", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          challengeId: fromProviderState("${challengeId}", EXAMPLE_CHALLENGE_ID),
        }),
      )
      .willRespondWith(429, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody(
          problemResponse(429, "TooManyLoginAttempts", "Too many attempts. Please try again later.", {
            retryAfterMs: integer(29_000),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          authRequests.sendCodeAgain(createApiClient({ baseUrl: mockServer.url }), EXAMPLE_CHALLENGE_ID),
        );
        expect(failure).toMatchObject({
          status: 429,
          problem: { code: "TooManyLoginAttempts", retryAfterMs: 29_000 },
        });
      });
  });

  it("sends an e-mail code", async () => {
    await pact
      .addInteraction()
      .uponReceiving("an e-mail sign-in for gamer@example.com")
      .withRequest("POST", "/api/users/email", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ email: "gamer@example.com", locale: "en" }),
      )
      .willRespondWith(201, (response) => response.jsonBody(challengeShape("email", "g•••@example.com")))
      .executeTest(async (mockServer) => {
        const challenge = await authRequests.startEmailLogin(
          createApiClient({ baseUrl: mockServer.url }),
          "gamer@example.com",
          "en",
        );
        expect(challenge.channel).toBe("email");
      });
  });

  it("gets a message for an EVM wallet to sign", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a sign-in message request for an EVM wallet on chain 1")
      .withRequest("POST", "/api/authentication/wallet/nonce", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ chain: "evm", address: "0x52908400098527886E0F7030069857D2E4169EE7", chainId: 1 }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          message: regex(
            "^[^\\n]+ wants you to sign in with your Ethereum account:\\n0x52908400098527886E0F7030069857D2E4169EE7\\n[\\s\\S]*$",
            "kleos.test wants you to sign in with your Ethereum account:\n0x52908400098527886E0F7030069857D2E4169EE7\nSign in to Kleos.",
          ),
          nonce: string("a1b2c3d4e5f6a7b8"),
          expiresAt: instant("2026-05-01T10:10:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const challenge = await authRequests.createWalletChallenge(
          createApiClient({ baseUrl: mockServer.url }),
          {
            chain: "evm",
            address: "0x52908400098527886E0F7030069857D2E4169EE7",
            chainId: 1,
          },
        );
        expect(challenge.message).toContain("0x52908400098527886E0F7030069857D2E4169EE7");
      });
  });

  it("is told Google sign-in is not configured on a server without a Google client", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a Google sign-in start on a server without Google")
      .withRequest("POST", "/api/social-auth", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ provider: "google", returnTo: "/games" }),
      )
      .willRespondWith(503, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(
            problemResponse(503, "SignInMethodNotConfigured", "This sign-in method is not available"),
          ),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          authRequests.startGoogleSignIn(createApiClient({ baseUrl: mockServer.url }), "/games"),
        );
        expect(failure).toMatchObject({ status: 503, problem: { code: "SignInMethodNotConfigured" } });
      });
  });

  it("is told Telegram sign-in is not configured on a server without a bot", async () => {
    const login = { id: 42, first_name: "Arjun", auth_date: 1_767_225_600, hash: "ab".repeat(32) };
    await pact
      .addInteraction()
      .uponReceiving("a Telegram sign-in on a server without a bot")
      .withRequest("POST", "/api/authentication/telegram", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(login),
      )
      .willRespondWith(503, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(
            problemResponse(503, "SignInMethodNotConfigured", "This sign-in method is not available"),
          ),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          authRequests.verifyTelegramSignIn(createApiClient({ baseUrl: mockServer.url }), login),
        );
        expect(failure).toMatchObject({ status: 503, problem: { code: "SignInMethodNotConfigured" } });
      });
  });

  it("is refused a refresh without a refresh token, which logs the site out", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a token refresh without a refresh token")
      .withRequest("POST", "/api/authentication/token/refresh", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemResponse(400, "InvalidRefreshToken", "Invalid refresh token")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          authRequests.refreshSession(createApiClient({ baseUrl: mockServer.url })),
        );
        expect(failure).toMatchObject({ status: 400, problem: { code: "InvalidRefreshToken" } });
      });
  });

  it("logs out", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a logout")
      .withRequest("POST", "/api/authentication/logout", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ signedOut: true }))
      .executeTest(async (mockServer) => {
        expect(await authRequests.logOut(createApiClient({ baseUrl: mockServer.url }))).toEqual({
          signedOut: true,
        });
      });
  });

  it("lists the dev inbox, newest first", async () => {
    await pact
      .addInteraction()
      .given(STATES.devInboxHoldsCode)
      .uponReceiving("a request for the dev inbox")
      .withRequest("GET", "/api/dev-inbox", (request) => request.headers(SITE_HEADERS).query({ limit: "50" }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(1),
            channel: regex("^(whatsapp|sms|email)$", "whatsapp"),
            recipient: string(DEV_INBOX_NUMBER),
            subject: string("Your Kleos code"),
            text: regex("^\\D*\\d{6}\\b[\\s\\S]*$", "123456 is your Kleos code. It is valid for 10 minutes."),
            createdAt: instant("2026-05-01T10:00:00.000Z"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const inbox = await authRequests.listDevInbox(createApiClient({ baseUrl: mockServer.url }));
        expect(inbox.items[0]).toMatchObject({ recipient: DEV_INBOX_NUMBER, channel: "whatsapp" });
      });
  });
});

/** A message no Kleos challenge ever was, signed by a fixed key (0x7099…79C8). */
const NOT_A_CHALLENGE = "Please sign this to prove nothing";
const NOT_A_CHALLENGE_SIGNATURE =
  "0x6808e6dcea8175f1d884beb416129bc93a0bef976776af4ddb479d0a620843526b676ef7d20512bc106f75105f67a1b2bf5c2f3645497803b5e3010c9888e7ed1b";
const EXAMPLE_MESSAGE = "kleos.test wants you to sign in with your Ethereum account: …";
const EXAMPLE_SIGNATURE = "0x5e1f";

/** A signed challenge of the state's (its `message` and `signature`). */
const signedProof = {
  chain: "evm",
  message: fromProviderState("${message}", EXAMPLE_MESSAGE),
  signature: fromProviderState("${signature}", EXAMPLE_SIGNATURE),
};

describe("wallet sign-in and linking", () => {
  it("signs a new gamer in with a signed wallet challenge", async () => {
    await pact
      .addInteraction()
      .given(STATES.evmWalletProofSigned)
      .uponReceiving("a signed sign-in challenge of a fresh EVM wallet")
      .withRequest("POST", "/api/authentication/wallet", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(signedProof),
      )
      .willRespondWith(201, (response) => response.jsonBody(sessionShape("evm", true)))
      .executeTest(async (mockServer) => {
        const session = await authRequests.verifyWalletSignIn(createApiClient({ baseUrl: mockServer.url }), {
          chain: "evm",
          message: EXAMPLE_MESSAGE,
          signature: EXAMPLE_SIGNATURE,
        });
        expect(session).toMatchObject({ isNewUser: true, loginMethod: "evm" });
      });
  });

  it("is refused a signed message that is no Kleos challenge", async () => {
    const proof = { chain: "evm" as const, message: NOT_A_CHALLENGE, signature: NOT_A_CHALLENGE_SIGNATURE };
    await pact
      .addInteraction()
      .uponReceiving("a wallet sign-in with a signed message that is no challenge")
      .withRequest("POST", "/api/authentication/wallet", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(proof),
      )
      .willRespondWith(401, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemResponse(401, "SignInProofRejected", "The sign-in proof was rejected")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          authRequests.verifyWalletSignIn(createApiClient({ baseUrl: mockServer.url }), proof),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 401, problem: { code: "SignInProofRejected" } });
      });
  });

  it("links a wallet by a signed challenge (first verify)", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithEvmWalletProof)
      .uponReceiving("a signed challenge of a fresh EVM wallet to link to the signed-in gamer")
      .withRequest("POST", "/api/wallets/third-party/verify-wallet", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(signedProof),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          evmWalletAddress: regex("^0x[0-9a-fA-F]{40}$", "0x52908400098527886E0F7030069857D2E4169EE7"),
          linkedWallets: eachLike({
            chain: "evm",
            address: regex("^0x[0-9a-fA-F]{40}$", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"),
            linkedAt: instant("2026-05-01T10:00:00.000Z"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const linked = unwrap(
          await createApiClient({ baseUrl: mockServer.url }).POST("/api/wallets/third-party/verify-wallet", {
            body: { chain: "evm", message: EXAMPLE_MESSAGE, signature: EXAMPLE_SIGNATURE },
          }),
        );
        expect(linked.linkedWallets[0]?.chain).toBe("evm");
      });
  });

  it("is refused a wallet another account linked", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithProofOfWalletLinkedElsewhere)
      .uponReceiving("a signed challenge of a wallet another gamer linked, to link to the signed-in gamer")
      .withRequest("POST", "/api/wallets/third-party/verify-wallet", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(signedProof),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemResponse(409, "AccountAlreadyLinked", "Already linked to another account")),
      )
      .executeTest(async (mockServer) => {
        const result = await createApiClient({ baseUrl: mockServer.url }).POST(
          "/api/wallets/third-party/verify-wallet",
          { body: { chain: "evm", message: EXAMPLE_MESSAGE, signature: EXAMPLE_SIGNATURE } },
        );
        expect(result.response.status).toBe(409);
      });
  });
});
