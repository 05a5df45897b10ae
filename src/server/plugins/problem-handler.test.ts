import { randomUUID } from "node:crypto";
import { connect, createServer, type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PROFILE_PICTURE_MAX_BYTES } from "@/domain/constants/limits";
import { GameNotFound } from "@/domain/games/game-errors";
import { buildApp } from "@/server/build-app";
import { usersTable } from "@/server/db/schema/accounts";
import type { OperationId } from "@/server/http/operations";
import { INSTANCE_MAX_LENGTH } from "@/server/http/problem";
import { contractOperations, contractResponse, contractSchema } from "@/server/testing/contract";
import type { LocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";
import { googleTestConfig, startTestGoogle } from "@/server/testing/google";
import { resolveRecipe, VALID_REQUESTS, type RequestRecipe } from "@/server/testing/operation-requests";
import { expectProblem, PROBLEM_FIELDS } from "@/server/testing/problems";
import {
  codeFromDevInbox,
  freshIndianNumber,
  freshIp,
  injectPayingProofOfWork,
  sessionByPhone,
  signInByEmail,
  signInByPhone,
  startChallenge,
  type TestSession,
} from "@/server/testing/sign-in";
import {
  evmSigner,
  signedWalletProof,
  telegramLogin,
  TEST_TELEGRAM_BOT,
  walletChallenge,
} from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { startTestChain, testChainConfig, type TestChain } from "@/server/testing/local-chain";
import { CAMPAIGN_PROVOCATIONS } from "@/server/testing/campaign-requests";
import { QUEST_PROVOCATIONS } from "@/server/testing/quest-requests";
import { POG_PROVOCATIONS } from "@/server/testing/pog-requests";
import { POG_SHOWCASE_PROVOCATIONS } from "@/server/testing/pog-showcase-requests";
import { OFFERWALL_PROVOCATIONS } from "@/server/testing/offerwall-requests";
import { TOURNAMENT_PROVOCATIONS } from "@/server/testing/tournament-requests";
import { CONTENT_PROVOCATIONS } from "@/server/testing/content-requests";
import { ANALYTICS_PROVOCATIONS } from "@/server/testing/analytics-requests";
import { KLASH_PROVOCATIONS } from "@/server/testing/klash-requests";
import { NOTIFICATION_PROVOCATIONS } from "@/server/testing/notification-requests";
import { STORE_PROVOCATIONS } from "@/server/testing/store-requests";
import { CLAN_PROVOCATIONS } from "@/server/testing/clan-requests";
import { KYC_PROVOCATIONS } from "@/server/testing/kyc-requests";
import { PAYOUT_CONSOLE_PROVOCATIONS } from "@/server/testing/payout-console-requests";
import { PAYOUT_PROVOCATIONS } from "@/server/testing/payout-requests";
import { LEADERBOARD_PROVOCATIONS } from "@/server/testing/leaderboard-requests";
import { TASK_VERIFICATION_PROVOCATIONS } from "@/server/testing/task-verification-provocations";
import { WALLET_PROVOCATIONS } from "@/server/testing/wallet-provocations";

const SECRET = "password=hunter2 in /srv/kleos/secret-module.ts";
const validateProblem = contractSchema("Problem");

/** Nothing internal leaks: only the problem's own fields, no stack, no message of the cause. */
const expectNoInternals = (response: LightMyRequestResponse, ...internals: string[]) => {
  const body = response.json<Record<string, unknown>>();
  expect(
    Object.keys(body).every((key) => PROBLEM_FIELDS.includes(key)),
    Object.keys(body).join(),
  ).toBe(true);
  for (const internal of [...internals, "stack", "at ", ".ts:", "node_modules"]) {
    expect(response.body).not.toContain(internal);
  }
};

/**
 * The file's two databases and their apps. standard: every sign-in method configured (dev inbox, Telegram,
 * Google at a local provider), a 1 KiB body limit, no rate limit to speak of (the suite below sends far more
 * than a minute's worth of requests from one address; 429 has apps of its own) and four routes that fail on
 * purpose. brokenDatabase: the same, on a database of its own that is closed. The other apps of the file are
 * built on standard's database, each with the config it is about.
 */
let standard: TestApp;
let brokenDatabase: TestApp;
let google: LocalOidcProvider | undefined;
let chain: TestChain | undefined;

beforeAll(async () => {
  [google, chain] = await Promise.all([startTestGoogle(), startTestChain()]);
  const signInConfig = { telegram: TEST_TELEGRAM_BOT, ...googleTestConfig(google) };
  const chainConfig = testChainConfig(chain);
  [standard, brokenDatabase] = await Promise.all([
    // The local chain with the demo contracts, for the dev faucet.
    createTestApp({
      bodyLimitBytes: 1024,
      rateLimitPerMinute: 1_000_000,
      ...signInConfig,
      chain: chainConfig,
    }),
    // Its chain is down too: the dev faucet needs no database, but fails on the chain.
    createTestApp({
      ...signInConfig,
      chain: { ...chainConfig, rpcUrl: `http://127.0.0.1:${await deadPort()}` },
    }),
  ]);
  standard.app.get("/api/test/defect", async () => {
    throw new Error(SECRET);
  });
  standard.app.get("/api/test/defect-with-status", async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 409 });
  });
  standard.app.get("/api/test/domain-error", async () => {
    throw new GameNotFound({ gameId: "lost-game" });
  });
  standard.app.get("/api/test/not-an-error", async () => {
    throw Object.assign(Object.create(null) as object, { message: SECRET });
  });
  await brokenDatabase.app.ready();
  await brokenDatabase.database.close();
});

afterAll(async () => {
  await brokenDatabase.app.close();
  await standard.app.close();
  await google?.close();
  await chain?.stop();
});

describe("defects", () => {
  it("answers a handler's defect with a generic 500 that carries no internals", async () => {
    const response = await standard.app.inject({ url: "/api/test/defect" });
    const problem = expectProblem(response, 500, "InternalError");
    expect(problem).toMatchObject({ title: "Something went wrong", instance: "/api/test/defect" });
    expect(problem.detail).toBeUndefined();
    expectNoInternals(response, "hunter2", "secret-module");
    expect(validateProblem(problem)).toEqual([]);
  });

  it("answers a client error without a specific problem with its status and no internals", async () => {
    const response = await standard.app.inject({ url: "/api/test/defect-with-status" });
    expectProblem(response, 409, "BadRequest");
    expectNoInternals(response, "hunter2", "secret-module");
  });

  it("answers a domain error with the catalogue's status, code, English title and fields", async () => {
    const response = await standard.app.inject({ url: "/api/test/domain-error" });
    const problem = expectProblem(response, 404, "GameNotFound");
    expect(problem).toMatchObject({
      type: "https://kleos.gg/problems/game-not-found",
      title: "Game not found",
      gameId: "lost-game",
    });
  });

  it("survives a thrown value that is not an Error", async () => {
    const response = await standard.app.inject({ url: "/api/test/not-an-error" });
    expectProblem(response, 500, "InternalError");
    expectNoInternals(response, "hunter2");
  });
});

/** The headers every /api answer carries, problems answered before any hook included. */
const API_HEADERS: Record<string, RegExp> = {
  "content-security-policy": /^default-src 'none'; frame-ancestors 'none'$/,
  "x-content-type-options": /^nosniff$/,
  "strict-transport-security": /^max-age=\d+/,
  "referrer-policy": /^no-referrer$/,
  "cross-origin-resource-policy": /^same-origin$/,
};

interface RawAnswer {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A problem of `status` and `code` with the security headers and its request id in the header as in the body. */
const expectEdgeProblem = ({ statusCode, headers, body }: RawAnswer, status: number, code: string) => {
  expect(statusCode, body).toBe(status);
  expect(headers["content-type"]).toMatch(/^application\/problem\+json\b/);
  for (const [name, expected] of Object.entries(API_HEADERS)) expect(headers[name], name).toMatch(expected);
  const problem = JSON.parse(body) as Record<string, unknown>;
  expect(problem).toMatchObject({ status, code });
  expect(problem["requestId"]).toBe(headers["x-request-id"]);
  expect(headers["x-request-id"]).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  expect(validateProblem(problem)).toEqual([]);
  expect(Object.keys(problem).every((key) => PROBLEM_FIELDS.includes(key))).toBe(true);
  return problem;
};

const answerOf = (response: LightMyRequestResponse): RawAnswer => ({
  statusCode: response.statusCode,
  headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
  body: response.body,
});

/** One HTTP/1.1 answer as it came over the wire. */
const parseAnswer = (text: string): RawAnswer => {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  return {
    statusCode: Number(statusLine.split(" ")[1]),
    headers: Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    ),
    body: rest.join("\r\n\r\n"),
  };
};

/** A connection to 127.0.0.1:`port`: what it has received so far, and when the server closes it. */
const openConnection = (port: number) => {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("utf8");
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
  });
  return { socket, received: () => received, closed };
};

/** Writes `raw` at once and reads the answer until the server closes the connection. */
const exchange = async (port: number, raw: string): Promise<RawAnswer> => {
  const connection = openConnection(port);
  connection.socket.write(raw);
  return parseAnswer(await connection.closed);
};

describe("Fastify's own failures are problems too", () => {
  const json = { "content-type": "application/json" };

  it.each<[string, InjectOptions, number, string]>([
    ["a path that is not percent-encoded UTF-8", { url: "/api/game/%E0%A4%A" }, 400, "MalformedUrl"],
    ["a page path that is not percent-encoded UTF-8", { url: "/clans/%E0%A4%A" }, 400, "MalformedUrl"],
    ["a path parameter over 100 characters", { url: `/api/game/${"a".repeat(101)}` }, 414, "UriTooLong"],
    [
      "a body over the limit",
      {
        method: "POST",
        url: "/api/user-searches",
        headers: json,
        payload: JSON.stringify({ term: "a".repeat(2000) }),
      },
      413,
      "PayloadTooLarge",
    ],
    [
      "a body of a type the server does not read",
      {
        method: "POST",
        url: "/api/user-searches",
        headers: { "content-type": "text/plain" },
        payload: "arena",
      },
      415,
      "UnsupportedMediaType",
    ],
    [
      "a body that is not JSON",
      { method: "POST", url: "/api/user-searches", headers: json, payload: '{"term":' },
      400,
      "MalformedBody",
    ],
    ["a route that does not exist", { url: "/api/no-such-route" }, 404, "RouteNotFound"],
    ["a method the route does not take", { method: "DELETE", url: "/api/game" }, 405, "MethodNotAllowed"],
  ])("%s", async (_case, request, status, code) => {
    const response = await standard.app.inject({
      ...request,
      headers: { ...request.headers, "x-request-id": "edge-1" },
    });
    const problem = expectEdgeProblem(answerOf(response), status, code);
    expect(problem["requestId"]).toBe("edge-1");
  });

  it("cuts the path it echoes as `instance` when it is huge, so the problem stays within the contract", async () => {
    const url = `/api/game/${"A".repeat(100_000)}`;
    const response = await standard.app.inject({ url });
    const problem = expectEdgeProblem(answerOf(response), 414, "UriTooLong");
    const instance = String(problem["instance"]);
    expect(instance.length).toBe(INSTANCE_MAX_LENGTH);
    expect(instance.endsWith("…")).toBe(true);
    expect(url.startsWith(instance.slice(0, -1))).toBe(true);
    expect(contractResponse("getGame", 414).validate(problem)).toEqual([]);
  });

  describe("on a real connection", () => {
    let port = 0;

    beforeAll(async () => {
      await standard.app.listen({ port: 0, host: "127.0.0.1" });
      port = (standard.app.server.address() as AddressInfo).port;
    });

    it("answers a path that is not percent-encoded UTF-8 as inject does", async () => {
      const answer = await exchange(
        port,
        "GET /api/game/%E0%A4%A HTTP/1.1\r\nHost: kleos\r\nConnection: close\r\n\r\n",
      );
      expectEdgeProblem(answer, 400, "MalformedUrl");
    });

    it("answers a URL longer than Node reads with 431", async () => {
      const url = `/api/game?search=${"a".repeat(20_000)}`;
      const answer = await exchange(port, `GET ${url} HTTP/1.1\r\nHost: kleos\r\n\r\n`);
      expectEdgeProblem(answer, 431, "RequestHeaderFieldsTooLarge");
    });

    it("answers bytes that are not HTTP with 400", async () => {
      const answer = await exchange(port, "HELLO THERE\r\n\r\n");
      expectEdgeProblem(answer, 400, "MalformedRequest");
    });
  });
});

describe("a request that comes while the app closes", () => {
  it("gets a 503 problem with the security headers, and the connection is closed", async () => {
    // An app of its own (it is closed here) on the standard app's database.
    const testApp = await buildApp({ config: standard.config, database: standard.database });
    const signal = () => {
      let fire = (): void => undefined;
      const fired = new Promise<void>((resolve) => (fire = resolve));
      return { fire, fired };
    };
    const inSlowRoute = signal();
    const released = signal();
    const closing = signal();
    testApp.app.get("/api/test/slow", async () => {
      inSlowRoute.fire();
      await released.fired;
      return { ok: true };
    });
    testApp.app.addHook("preClose", (done) => {
      closing.fire();
      done();
    });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = testApp.app.server.address() as AddressInfo;

    // A keep-alive connection busy when the close starts stays open; its next request comes during the close.
    const connection = openConnection(port);
    connection.socket.write("GET /api/test/slow HTTP/1.1\r\nHost: kleos\r\n\r\n");
    await inSlowRoute.fired;
    const closed = testApp.app.close();
    await closing.fired;
    released.fire();
    await vi.waitFor(() => expect(connection.received()).toContain('{"ok":true}'));
    const first = connection.received();
    connection.socket.write("GET /api/health HTTP/1.1\r\nHost: kleos\r\n\r\n");
    const second = (await connection.closed).slice(first.length);
    await closed;
    expect(parseAnswer(first).statusCode).toBe(200);
    const answer = parseAnswer(second);
    expectEdgeProblem(answer, 503, "ServiceUnavailable");
    expect(answer.headers["connection"]).toBe("close");
  });
});

describe("a failing database", () => {
  it.each(["/api/game", "/api/game/dark-throne", "/api/game-genre", "/api/web-banners"])(
    "turns into a generic 500 on %s, without the driver's message",
    async (url) => {
      const response = await brokenDatabase.app.inject({ url });
      expectProblem(response, 500, "InternalError");
      expectNoInternals(response, "PGlite", "closed", "pool", "Pool", "ECONNREFUSED", "select");
    },
  );
});

describe("rate limiting", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildApp({
      config: { ...standard.config, rateLimitPerMinute: 2 },
      database: standard.database,
    });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("answers 429 with Retry-After once a client has used its requests", async () => {
    const client = { remoteAddress: "203.0.113.7" };
    const first = await testApp.app.inject({ url: "/api/game-genre", ...client });
    const second = await testApp.app.inject({ url: "/api/game?pageLimit=1", ...client });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // Every answer says where the client stands, by the IETF draft's names only.
    expect([first.headers["ratelimit-limit"], first.headers["ratelimit-remaining"]]).toEqual(["2", "1"]);
    expect([second.headers["ratelimit-limit"], second.headers["ratelimit-remaining"]]).toEqual(["2", "0"]);
    expect(first.headers["x-ratelimit-limit"]).toBeUndefined();

    const third = await testApp.app.inject({ url: "/api/game-genre", ...client });
    const problem = expectProblem(third, 429, "TooManyRequests");
    const retryAfter = Number(third.headers["retry-after"]);
    expect(third.headers["ratelimit-remaining"]).toBe("0");
    expect(Number(third.headers["ratelimit-reset"])).toBe(retryAfter);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(problem["retryAfterSeconds"]).toBe(retryAfter);
    expect(contractResponse("listGameGenres", 429).validate(problem)).toEqual([]);
  });

  it("counts each client separately", async () => {
    for (let index = 0; index < 2; index += 1) {
      expect(
        (await testApp.app.inject({ url: "/api/health", remoteAddress: "203.0.113.8" })).statusCode,
      ).toBe(200);
    }
    expect((await testApp.app.inject({ url: "/api/health", remoteAddress: "203.0.113.8" })).statusCode).toBe(
      429,
    );
    expect((await testApp.app.inject({ url: "/api/health", remoteAddress: "203.0.113.9" })).statusCode).toBe(
      200,
    );
  });
});

describe("every documented error of every operation", () => {
  /**
   * standard and brokenDatabase are the file's. Beside standard, on its database (so a user signed in or a
   * code started on one is known to all): rateLimited (one request a minute), unconfigured (production with no
   * messaging, no Telegram bot, no Google client, no POG minter key) and failingProviders (production, with
   * WhatsApp, SMTP, Google and the chain's RPC at addresses where nothing answers).
   */
  type AppName = "standard" | "rateLimited" | "unconfigured" | "failingProviders" | "brokenDatabase";
  const apps: Record<AppName, TestApp | undefined> = {
    standard: undefined,
    rateLimited: undefined,
    unconfigured: undefined,
    failingProviders: undefined,
    brokenDatabase: undefined,
  };

  beforeAll(async () => {
    const nowhere = `http://127.0.0.1:${await deadPort()}`;
    apps.standard = standard;
    apps.brokenDatabase = brokenDatabase;
    const { config, database } = standard;
    [apps.rateLimited, apps.unconfigured, apps.failingProviders] = await Promise.all([
      buildApp({ config: { ...config, rateLimitPerMinute: 1 }, database }),
      buildApp({
        config: {
          ...config,
          env: "production",
          phoneCodeProvider: "devinbox",
          smtpUrl: undefined,
          telegram: { botToken: undefined, botName: undefined },
          google: { ...config.google, clientId: undefined, clientSecret: undefined },
          // No minter key: no POG card can be minted.
          chain: { ...config.chain, minterKey: undefined },
        },
        database,
      }),
      buildApp({
        config: {
          ...config,
          env: "production",
          phoneCodeProvider: "whatsapp",
          whatsapp: {
            apiBase: `${nowhere}/v21.0`,
            accessToken: "whatsapp-test-token",
            phoneNumberId: "106540352242922",
            templateName: "kleos_login_code",
            noticeTemplateName: "kleos_notification",
          },
          smtpUrl: `smtp://127.0.0.1:${new URL(nowhere).port}`,
          google: { ...config.google, issuer: nowhere },
          chain: { ...config.chain, rpcUrl: nowhere },
        },
        database,
      }),
    ]);
  });

  afterAll(async () => {
    const { rateLimited, unconfigured, failingProviders } = apps;
    await Promise.all([rateLimited, unconfigured, failingProviders].map((testApp) => testApp?.app.close()));
  });

  const appNamed = (name: AppName): TestApp => {
    const testApp = apps[name];
    if (testApp === undefined) throw new Error(`The ${name} app did not start`);
    return testApp;
  };

  const json = (payload: string, contentType = "application/json"): Partial<InjectOptions> => ({
    payload,
    headers: { "content-type": contentType },
  });

  interface Provocation {
    /** Prepared on the standard app, sent to `app`. */
    readonly request: RequestRecipe;
    /** The problem's code, when not the status's usual one (CODES). */
    readonly code?: string;
    readonly app?: AppName;
  }

  const as = (code: string, request: RequestRecipe, app?: AppName): Provocation =>
    app === undefined ? { request, code } : { request, code, app };

  /** A fresh gamer signed in by phone on the standard app (sessionByPhone) and the bearer token. */
  const withToken =
    (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
    async (testApp: TestApp): Promise<InjectOptions> => {
      const session = await sessionByPhone(testApp);
      const request = await make(testApp, session);
      return { ...request, headers: { ...request.headers, ...session.authorization } };
    };

  const unknownChallenge = { challengeId: randomUUID(), code: "123456" };

  /** How to provoke each documented error; the ones a client cannot provoke say why (EXCUSED). */
  const PROVOKE: Partial<Record<OperationId, Partial<Record<number, RequestRecipe | Provocation>>>> = {
    ...WALLET_PROVOCATIONS,
    ...CAMPAIGN_PROVOCATIONS,
    ...QUEST_PROVOCATIONS,
    ...POG_PROVOCATIONS,
    ...POG_SHOWCASE_PROVOCATIONS,
    ...TOURNAMENT_PROVOCATIONS,
    ...LEADERBOARD_PROVOCATIONS,
    ...CONTENT_PROVOCATIONS,
    ...ANALYTICS_PROVOCATIONS,
    ...KLASH_PROVOCATIONS,
    ...NOTIFICATION_PROVOCATIONS,
    ...STORE_PROVOCATIONS,
    ...CLAN_PROVOCATIONS,
    ...KYC_PROVOCATIONS,
    ...PAYOUT_PROVOCATIONS,
    ...PAYOUT_CONSOLE_PROVOCATIONS,
    ...TASK_VERIFICATION_PROVOCATIONS,
    ...OFFERWALL_PROVOCATIONS,
    // A chief's code goes out as a sign-in code does: the same delivery failures, the same missing channel.
    sendClanChiefOtp: {
      ...CLAN_PROVOCATIONS.sendClanChiefOtp,
      502: as("CodeDeliveryFailed", VALID_REQUESTS.sendClanChiefOtp, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.sendClanChiefOtp, "unconfigured"),
    },
    // So does a withdrawal's confirmation code.
    sendWithdrawalOtp: {
      ...PAYOUT_PROVOCATIONS.sendWithdrawalOtp,
      502: as("CodeDeliveryFailed", VALID_REQUESTS.sendWithdrawalOtp, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.sendWithdrawalOtp, "unconfigured"),
    },
    listGames: { 400: { url: "/api/game?pageLimit=abc" } },
    listArticles: { 400: { url: "/api/articles?lang=Not%20a%20tag" } },
    getArticle: {
      400: { url: "/api/articles/Not_A_Slug" },
      404: as("ArticleNotFound", { url: "/api/articles/no-such-article" }),
    },
    listVideos: { 400: { url: "/api/videos?pageLimit=0" } },
    getVideo: {
      400: { url: "/api/videos/Not_A_Slug" },
      404: as("VideoNotFound", { url: "/api/videos/no-such-video" }),
    },
    getGame: {
      400: { url: "/api/game/Not_A_Slug" },
      404: as("GameNotFound", { url: "/api/game/no-such-game" }),
    },
    recordUserSearch: {
      400: { method: "POST", url: "/api/user-searches", ...json('{"term":123,"geography":"India"}') },
      413: { method: "POST", url: "/api/user-searches", ...json(JSON.stringify({ term: "a".repeat(2000) })) },
      415: { method: "POST", url: "/api/user-searches", ...json("term=arena", "text/plain") },
    },
    listRecentUserSearches: { 400: { url: "/api/user-searches/recent?geography=Mars" } },

    getWalletAddress: {
      // An account whose custodial address is gone (nothing in the product removes it; the data can lack it).
      404: as(
        "WalletNotFound",
        withToken(async (testApp, session) => {
          await testApp.database.db
            .update(usersTable)
            .set({ evmWalletAddress: null })
            .where(eq(usersTable.id, session.userId));
          return { method: "GET", url: "/api/wallet/address" };
        }),
      ),
    },
    updateProfilePicture: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/users/profile/picture",
        ...json("GIF89a not a jpeg at all", "image/jpeg"),
      })),
      413: withToken(() => ({
        method: "POST",
        url: "/api/users/profile/picture",
        headers: { "content-type": "image/jpeg" },
        payload: Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1, 0xff),
      })),
    },
    getProfilePicture: {
      400: { url: "/api/users/pictures/not-a-key.png" },
      404: as("PictureNotFound", { url: `/api/users/pictures/${"0".repeat(32)}.jpg` }),
    },
    listCities: { 400: { url: "/api/users/cities?countryCode=india" } },
    listColleges: { 400: { url: "/api/users/colleges?search=iit" } },
    getLocation: { 400: { url: `/api/users/locations?ip=${"1".repeat(46)}` } },
    listUserDetails: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/users/batch-details",
        payload: { userIds: ["me"] },
      })),
    },
    updatePreferredRole: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/v1/user/preferred-role",
        payload: { preferredRole: "Wizard" },
      })),
    },
    updatePreferredPlatform: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/v1/user/preferred-platform",
        payload: { preferredPlatform: "Dreamcast" },
      })),
    },
    recordAnalyticsEvents: {
      400: { method: "POST", url: "/api/analytics/events", payload: { events: [] } },
      413: {
        method: "POST",
        url: "/api/analytics/events",
        ...json(JSON.stringify({ events: [{ name: "x".repeat(70_000) }] })),
      },
    },

    startPhoneLogin: {
      // A number that is no Indian mobile: the domain's rule, not the schema, refuses it.
      400: {
        method: "POST",
        url: "/api/authentication/login",
        payload: { waId: "911234567", countryCode: "IN" },
      },
      // Three codes to one number, then the spec's 180 s gate.
      429: as("TooManyLoginAttempts", async ({ app }) => {
        const waId = freshIndianNumber().slice(1);
        const send = { url: "/api/authentication/login", payload: { waId } };
        for (let index = 0; index < 3; index += 1)
          await startChallenge(app, { ...send, remoteAddress: freshIp() });
        return { method: "POST", ...send, remoteAddress: freshIp() };
      }),
      502: as("CodeDeliveryFailed", VALID_REQUESTS.startPhoneLogin, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.startPhoneLogin, "unconfigured"),
    },
    startPhoneVerification: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/authentication/register",
        payload: { phoneNumber: 919876543210 },
      })),
      502: as("CodeDeliveryFailed", VALID_REQUESTS.startPhoneVerification, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.startPhoneVerification, "unconfigured"),
    },
    verifyPhoneCode: {
      400: as("CodeExpired", {
        method: "POST",
        url: "/api/authentication/verify",
        payload: unknownChallenge,
      }),
      // Another account verified the number first.
      409: as(
        "PhoneNumberAlreadyExists",
        withToken(async ({ app }, session) => {
          const { phoneNumber } = await signInByPhone(app);
          const challengeId = await startChallenge(app, {
            url: "/api/authentication/register",
            payload: { phoneNumber },
            headers: session.authorization,
          });
          return {
            method: "POST",
            url: "/api/authentication/verify",
            payload: { challengeId, code: await codeFromDevInbox(app, phoneNumber) },
          };
        }),
      ),
    },
    sendCodeAgain: {
      400: as("CodeExpired", {
        method: "POST",
        url: "/api/authentication/resend",
        payload: { challengeId: unknownChallenge.challengeId },
      }),
      // Before resendAvailableAt.
      429: as("TooManyLoginAttempts", async ({ app }) => ({
        method: "POST",
        url: "/api/authentication/resend",
        payload: {
          challengeId: await startChallenge(app, {
            url: "/api/authentication/login",
            payload: { waId: freshIndianNumber().slice(1) },
            remoteAddress: freshIp(),
          }),
        },
      })),
      502: as("CodeDeliveryFailed", VALID_REQUESTS.sendCodeAgain, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.sendCodeAgain, "unconfigured"),
    },
    refreshSession: {
      400: as("InvalidRefreshToken", {
        method: "POST",
        url: "/api/authentication/token/refresh",
        payload: { refreshToken: "x".repeat(43) },
      }),
    },
    signOut: {
      400: { method: "POST", url: "/api/authentication/logout", payload: { refreshToken: "short" } },
    },
    startEmailLogin: {
      400: { method: "POST", url: "/api/users/email", payload: { email: "not an address" } },
      502: as("CodeDeliveryFailed", VALID_REQUESTS.startEmailLogin, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.startEmailLogin, "unconfigured"),
    },
    startEmailVerification: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/users/verify/email",
        payload: { email: ["a@example.com"] },
      })),
      502: as("CodeDeliveryFailed", VALID_REQUESTS.startEmailVerification, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.startEmailVerification, "unconfigured"),
    },
    verifyEmailCode: {
      400: as("CodeExpired", { method: "POST", url: "/api/users/verify-email", payload: unknownChallenge }),
      409: as(
        "EmailAlreadyExists",
        withToken(async ({ app }, session) => {
          const { email } = await signInByEmail(app);
          const challengeId = await startChallenge(app, {
            url: "/api/users/verify/email",
            payload: { email },
            headers: session.authorization,
          });
          return {
            method: "POST",
            url: "/api/users/verify-email",
            payload: { challengeId, code: await codeFromDevInbox(app, email) },
          };
        }),
      ),
    },
    createWalletChallenge: {
      400: {
        method: "POST",
        url: "/api/authentication/wallet/nonce",
        payload: { chain: "bitcoin", address: "1BoatSLRHtKNngkdXEeobR76b53LETtpyT" },
      },
    },
    verifyWalletSignIn: {
      400: { method: "POST", url: "/api/authentication/wallet", payload: { chain: "evm", message: "hi" } },
      // Signed by another key than the address the message names.
      401: as("SignInProofRejected", async ({ app }) => {
        const { message } = await walletChallenge(app, evmSigner());
        return {
          method: "POST",
          url: "/api/authentication/wallet",
          payload: { chain: "evm", message, signature: await evmSigner().sign(message) },
        };
      }),
    },
    linkWallet: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/wallets/third-party/verify-wallet",
        payload: { chain: "evm" },
      })),
      // The wallet signed in on its own first, so it is another account's.
      409: as(
        "AccountAlreadyLinked",
        withToken(async ({ app }) => {
          const signer = evmSigner();
          const signedIn = await app.inject({
            method: "POST",
            url: "/api/authentication/wallet",
            payload: await signedWalletProof(app, signer),
          });
          expect(signedIn.statusCode, signedIn.body).toBe(201);
          return {
            method: "POST",
            url: "/api/wallets/third-party/verify-wallet",
            payload: await signedWalletProof(app, signer),
          };
        }),
      ),
    },
    linkThirdPartyWallet: {
      // The wallet signed in on its own first, so it is another account's.
      409: as(
        "AccountAlreadyLinked",
        withToken(async ({ app }) => {
          const signer = evmSigner();
          const signedIn = await app.inject({
            method: "POST",
            url: "/api/authentication/wallet",
            payload: await signedWalletProof(app, signer),
          });
          expect(signedIn.statusCode, signedIn.body).toBe(201);
          const { message, signature } = await signedWalletProof(app, signer);
          return {
            method: "POST",
            url: "/api/wallets/v2/third-party/verify-wallet",
            payload: { message, signature },
          };
        }),
      ),
    },
    disconnectThirdPartyWallet: {
      404: as(
        "LinkedWalletNotFound",
        withToken(() => ({
          method: "POST",
          url: "/api/wallets/third-party/disconnect",
          payload: { chain: "evm", address: evmSigner().address },
        })),
      ),
      // An account made by a wallet sign-in has no other way in.
      409: as("LastSignInMethod", async ({ app }) => {
        const signer = evmSigner();
        const signedIn = await app.inject({
          method: "POST",
          url: "/api/authentication/wallet",
          payload: await signedWalletProof(app, signer),
        });
        expect(signedIn.statusCode, signedIn.body).toBe(201);
        return {
          method: "POST",
          url: "/api/wallets/third-party/disconnect",
          headers: { authorization: `Bearer ${signedIn.json<{ accessToken: string }>().accessToken}` },
          payload: { chain: "evm", address: signer.address },
        };
      }),
    },
    claimDevFaucet: {
      // Production has no dev tools.
      404: as("RouteNotFound", VALID_REQUESTS.claimDevFaucet, "unconfigured"),
    },
    verifyTelegramSignIn: {
      400: {
        method: "POST",
        url: "/api/authentication/telegram",
        payload: { ...telegramLogin(), hash: "not-hex" },
      },
      401: as("SignInProofRejected", async () => ({
        method: "POST",
        url: "/api/authentication/telegram",
        payload: { ...telegramLogin(), first_name: "Mallory" },
      })),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.verifyTelegramSignIn, "unconfigured"),
    },
    linkTelegram: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/social-auth/link-telegram",
        payload: { first_name: "Ravi" },
      })),
      409: as(
        "AccountAlreadyLinked",
        withToken(async ({ app }) => {
          const login = telegramLogin();
          const signedIn = await app.inject({
            method: "POST",
            url: "/api/authentication/telegram",
            payload: login,
          });
          expect(signedIn.statusCode, signedIn.body).toBe(201);
          return { method: "POST", url: "/api/social-auth/link-telegram", payload: login };
        }),
      ),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.linkTelegram, "unconfigured"),
    },
    startSocialSignIn: {
      400: { method: "POST", url: "/api/social-auth", payload: { provider: "facebook" } },
      // Google signs anyone in; an X connect links to the caller's account, so it needs one.
      401: {
        method: "POST",
        url: "/api/social-auth",
        payload: { provider: "twitter", returnTo: "/profile" },
      },
      502: as("UpstreamFailed", VALID_REQUESTS.startSocialSignIn, "failingProviders"),
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.startSocialSignIn, "unconfigured"),
    },
    verifyGoogleSignIn: { 400: { url: "/api/oauth/google/authenticate?code=abc" } },
    // Production without a Steam Web API key offers no Steam; without the dev tools there is no simulator.
    connectSteam: { 503: as("SignInMethodNotConfigured", VALID_REQUESTS.connectSteam, "unconfigured") },
    verifySteamConnect: {
      503: as("SignInMethodNotConfigured", VALID_REQUESTS.verifySteamConnect, "unconfigured"),
    },
    getProviderSimulator: { 404: as("RouteNotFound", VALID_REQUESTS.getProviderSimulator, "unconfigured") },
    submitProviderSimulatorAction: {
      404: as("RouteNotFound", VALID_REQUESTS.submitProviderSimulatorAction, "unconfigured"),
    },
    listDevInboxMessages: {
      400: { url: "/api/dev-inbox?limit=0" },
      // Production, with real messaging configured: nobody may read other people's codes.
      404: as("RouteNotFound", VALID_REQUESTS.listDevInboxMessages, "failingProviders"),
    },
    updateUserProfile: {
      400: withToken(() => ({
        method: "PATCH",
        url: "/api/users/me/profile",
        payload: { firstName: "Jo hn" },
      })),
    },
    updateUsername: {
      400: withToken(() => ({
        method: "POST",
        url: "/api/users/username",
        payload: { username: "no spaces" },
      })),
      409: as(
        "UsernameTaken",
        withToken(async (testApp) => {
          const taken = await testApp.app.inject({
            method: "POST",
            url: "/api/users/username",
            payload: { username: "TakenName" },
            headers: (await sessionByPhone(testApp)).authorization,
          });
          expect(taken.statusCode, taken.body).toBe(200);
          return { method: "POST", url: "/api/users/username", payload: { username: "takenNAME" } };
        }),
      ),
    },
    getUsernameAvailability: { 400: withToken(() => ({ url: "/api/users/username" })) },
    verifyUsername: {
      400: withToken(() => ({ method: "POST", url: "/api/users/verify-username", payload: {} })),
    },
    cancelAccountDeletion: {
      404: as(
        "DeletionRequestNotFound",
        withToken(() => ({ method: "DELETE", url: "/api/users/me/deletion-request" })),
      ),
    },
    getDeletionRequest: {
      404: as(
        "DeletionRequestNotFound",
        withToken(() => ({ method: "GET", url: "/api/users/me/deletion-request" })),
      ),
    },
  };

  /** Documented errors a client cannot provoke, and why. */
  const EXCUSED: Record<string, string> = {
    "getHealth 500": "the health check answers any failure of the database with 503",
    // Each app of this file plays Steam in a simulated world of its own, so an assertion approved on one is
    // refused by another; routes/steam-telegram.test.ts provokes these on one app.
    "verifySteamConnect 409": "steam-telegram.test.ts: a Steam account another Kleos account linked",
    "verifySteamConnect 429": "the rate-limited app cannot confirm the standard app's simulated assertion",
    "verifySteamConnect 502": "steam-telegram.test.ts: Steam cannot confirm the assertion",
    "recordCashfreeEvent 429":
      "the rate-limited app's simulated Cashfree signs with a secret of its own; kyc.test.ts covers its webhooks",
    "verifyAadhaar 502":
      "the simulator's DigiLocker always answers; cashfree-secure-id.test.ts and kyc.test.ts cover the provider being down",
    "claimCampaignReward 502":
      "task-checks.test.ts: a provider down between a task's validation and the claim's re-check",
  };

  /** The problem code a status answers with unless the provocation names another. */
  const CODES: Record<number, string> = {
    400: "ValidationFailed",
    401: "SignInRequired",
    413: "PayloadTooLarge",
    414: "UriTooLong",
    415: "UnsupportedMediaType",
    429: "TooManyRequests",
    500: "InternalError",
    503: "ServiceUnavailable",
  };

  const documented = contractOperations().flatMap((operation) =>
    operation.statuses
      .filter((status) => status >= 400)
      .map((status) => ({ ...operation, status, label: `${operation.operationId} ${status}` })),
  );
  const cases = documented.filter((entry) => !(entry.label in EXCUSED));

  it("covers the contract", () => {
    const operationIds = contractOperations().map((operation) => operation.operationId);
    expect(operationIds.sort()).toEqual(Object.keys(VALID_REQUESTS).sort());
    expect(new Set(cases.map((entry) => entry.status))).toEqual(
      new Set([400, 401, 402, 403, 404, 409, 413, 414, 415, 422, 429, 500, 502, 503]),
    );
    for (const label of Object.keys(EXCUSED)) expect(documented.map((entry) => entry.label)).toContain(label);
  });

  const withoutAuthorization = (request: InjectOptions): InjectOptions => ({
    ...request,
    headers: Object.fromEntries(
      Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== "authorization"),
    ),
  });

  /**
   * The operation's path with its parameters filled in, the first with `first`. 413, 414 and 415 come before
   * the operation's own code (the router, then the body parser, run before sign-in and validation), so their
   * requests need no session nor valid values: signing in for each would pass the sign-in send limits.
   */
  const pathOf = (template: string, first = "x"): string => {
    let filled = 0;
    return template.replace(/\{[^}]+\}/g, () => (filled++ === 0 ? first : "x"));
  };

  it.each(cases)("$label", async ({ operationId, method, status, path }) => {
    const id = operationId as OperationId;
    const standard = appNamed("standard");
    const valid = VALID_REQUESTS[id];
    const entry = PROVOKE[id]?.[status];
    const provocation: Provocation | undefined =
      entry === undefined
        ? undefined
        : typeof entry === "object" && "request" in entry
          ? entry
          : { request: entry };
    let response: LightMyRequestResponse;
    if (provocation !== undefined) {
      const request = await resolveRecipe(provocation.request, standard);
      // A code-sending provocation pays the proof of work the +91 pressure asks for, as the site does.
      const app = appNamed(provocation.app ?? "standard").app;
      response = status === 429 ? await app.inject(request) : await injectPayingProofOfWork(app, request);
    } else if (status === 401) {
      // The valid request, without its token.
      const request = withoutAuthorization(await resolveRecipe(valid, standard));
      expect(request.headers).not.toHaveProperty("authorization");
      response = await standard.app.inject(request);
    } else if (status === 400) {
      // The valid request with U+0000 in a query field it does not declare: every string of a query is read.
      const request = await resolveRecipe(valid, standard);
      if (typeof request.url !== "string") throw new Error(`${operationId}'s request has no URL`);
      const url = `${request.url}${request.url.includes("?") ? "&" : "?"}unread=%00`;
      response = await standard.app.inject({ ...request, url });
    } else if (status === 413) {
      // A JSON body over the standard app's 1 KiB limit.
      response = await standard.app.inject({
        method,
        url: pathOf(path),
        ...json(JSON.stringify({ padding: "x".repeat(2048) })),
      });
    } else if (status === 414) {
      // A path parameter one character longer than the router reads.
      response = await standard.app.inject({ method, url: pathOf(path, "a".repeat(101)) });
    } else if (status === 415) {
      // A body that is not JSON.
      response = await standard.app.inject({
        method,
        url: pathOf(path),
        ...json("name=value", "text/plain"),
      });
    } else if (status === 429) {
      const client = { ...(await resolveRecipe(valid, standard)), remoteAddress: freshIp() };
      const first = await appNamed("rateLimited").app.inject(client);
      expect(first.statusCode, first.body).toBeLessThan(400);
      response = await appNamed("rateLimited").app.inject(client);
    } else if (status === 500 || status === 503) {
      response = await appNamed("brokenDatabase").app.inject(await resolveRecipe(valid, standard));
    } else {
      throw new Error(`No way to provoke ${operationId} ${status}: add one to PROVOKE`);
    }
    expectProblem(response, status, provocation?.code ?? CODES[status] ?? "");
    if (status === 429) expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    const declared = contractResponse(operationId, status);
    expect(declared.mediaType).toBe("application/problem+json");
    expect(declared.validate(response.json())).toEqual([]);
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
const deadPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("No TCP address");
  return address.port;
};
