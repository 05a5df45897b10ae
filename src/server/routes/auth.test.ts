import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { SignJWT, base64url, decodeJwt, generateKeyPair } from "jose";
import { getAddress } from "viem";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from "@/domain/constants/session-cookies";
import type { ProofOfWork, ProofOfWorkChallenge } from "@/domain/auth/proof-of-work";
import { SIGN_IN_LIMITS, SIGN_IN_PROOF_OF_WORK } from "@/domain/constants/sign-in";
import { LOGIN_RETRY_DELAY_MS } from "@/domain/constants/timings";
import { buildApp } from "@/server/build-app";
import { oauthStatesTable } from "@/server/db/schema/accounts";
import type { SuccessBody } from "@/server/http/operations";
import { contractResponse } from "@/server/testing/contract";
import type { LocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";
import {
  GOOGLE_CALLBACK_PATH,
  TEST_GOOGLE_ACCOUNT,
  TEST_PUBLIC_URL,
  cookieHeaderOf,
  googleCallback,
  googleTestConfig,
  startTestGoogle,
} from "@/server/testing/google";
import { expectProblem } from "@/server/testing/problems";
import {
  ageChallenge,
  codeFromDevInbox,
  freshBrazilianNumber,
  freshEmail,
  freshIndianNumber,
  freshIp,
  signInByEmail,
  signInByPhone,
  solveProofOfWork,
  startChallenge,
} from "@/server/testing/sign-in";
import {
  TEST_TELEGRAM_BOT,
  evmSigner,
  signTelegramLogin,
  signedWalletProof,
  solanaSigner,
  telegramLogin,
  walletChallenge,
} from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

type Session = SuccessBody<"verifyPhoneCode">;

const JWT_KEY = generateKeyPairSync("ec", { namedCurve: "P-256" })
  .privateKey.export({ format: "pem", type: "pkcs8" })
  .toString();

let testApp: TestApp;
let google: LocalOidcProvider;

beforeAll(async () => {
  google = await startTestGoogle();
  testApp = await createTestApp({
    seedDemoData: false,
    jwtPrivateKeyPem: JWT_KEY,
    telegram: TEST_TELEGRAM_BOT,
    ...googleTestConfig(google),
  });
});

afterAll(async () => {
  await testApp.app.close();
  await google.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const inject = (request: InjectOptions) => testApp.app.inject(request);

type Extra = Pick<InjectOptions, "headers" | "remoteAddress">;

const post = (url: string, payload: unknown, extra: Extra = {}) =>
  inject({ method: "POST", url, payload: payload as NonNullable<InjectOptions["payload"]>, ...extra });

/** Asserts a 201 session the contract accepts, and answers it. */
const expectSession = (response: LightMyRequestResponse, loginMethod: Session["loginMethod"]): Session => {
  expect(response.statusCode, response.body).toBe(201);
  const session = response.json<Session>();
  expect(contractResponse("verifyPhoneCode", 201).validate(session)).toEqual([]);
  expect(session.loginMethod).toBe(loginMethod);
  return session;
};

interface SetCookie {
  readonly value: string;
  readonly attributes: readonly string[];
}

/** The Set-Cookie headers of a response by cookie name. */
const setCookies = (response: LightMyRequestResponse): Map<string, SetCookie> => {
  const headers = response.headers["set-cookie"];
  const list = Array.isArray(headers) ? headers : headers === undefined ? [] : [headers];
  return new Map(
    list.map((header) => {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      return [pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), attributes }];
    }),
  );
};

const expectSessionCookie = (cookie: SetCookie | undefined, httpOnly: boolean, path = "/") => {
  expect(cookie?.value).toBeTruthy();
  const attributes = (cookie?.attributes ?? []).map((attribute) => attribute.toLowerCase());
  expect(attributes).toContain("secure");
  expect(attributes).toContain("samesite=lax");
  expect(attributes).toContain(`path=${path}`);
  expect(attributes.includes("httponly")).toBe(httpOnly);
};

const profileWith = (headers: Record<string, string>) => inject({ url: "/api/users/me/profile", headers });

const phoneLogin = (phoneNumber: string, extra: Extra = {}) =>
  post(
    "/api/authentication/login?region=IN",
    { waId: phoneNumber.slice(1) },
    { remoteAddress: freshIp(), ...extra },
  );

const startPhoneLogin = async (phoneNumber: string, remoteAddress = freshIp()) => {
  const response = await phoneLogin(phoneNumber, { remoteAddress });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SuccessBody<"startPhoneLogin">>();
};

const verifyPhone = (payload: { challengeId: string; code: string }, extra: Extra = {}) =>
  post("/api/authentication/verify", payload, { remoteAddress: freshIp(), ...extra });

/** A six-digit code that is not `code`. */
const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("phone sign-in", () => {
  it("creates the account with a custodial EVM address, and a second sign-in finds it", async () => {
    const phoneNumber = freshIndianNumber();
    const before = Date.now();
    const challenge = await startPhoneLogin(phoneNumber);
    const after = Date.now();
    expect(contractResponse("startPhoneLogin", 201).validate(challenge)).toEqual([]);
    expect(challenge).toMatchObject({ channel: "whatsapp", codeLength: 6 });
    expect(challenge.recipient).not.toContain(phoneNumber.slice(4, 10));
    expect(challenge.recipient.endsWith(phoneNumber.slice(-3))).toBe(true);
    // Ten minutes from when the server made it, however long the request took.
    expect(Date.parse(challenge.expiresAt)).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(Date.parse(challenge.expiresAt)).toBeLessThanOrEqual(after + 10 * 60_000);

    const first = expectSession(
      await verifyPhone({
        challengeId: challenge.challengeId,
        code: await codeFromDevInbox(testApp.app, phoneNumber),
      }),
      "phone",
    );
    expect(first.isNewUser).toBe(true);
    expect(first.user.phoneNumber).toBe(phoneNumber);
    const address = first.user.evmWalletAddress ?? "";
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(getAddress(address)).toBe(address);

    const again = await signInByPhone(testApp.app, phoneNumber);
    expect(again.userId).toBe(first.user.id);
    const second = expectSession(
      await verifyPhone({
        challengeId: (await startPhoneLogin(phoneNumber)).challengeId,
        code: await codeFromDevInbox(testApp.app, phoneNumber),
      }),
      "phone",
    );
    expect(second).toMatchObject({
      isNewUser: false,
      user: { id: first.user.id, evmWalletAddress: address },
    });

    const other = await signInByPhone(testApp.app);
    const otherProfile = (await profileWith(other.authorization)).json<{ evmWalletAddress: string }>();
    expect(otherProfile.evmWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(otherProfile.evmWalletAddress).not.toBe(address);
  });

  it("gives the website HttpOnly cookies and no tokens in the body", async () => {
    const phoneNumber = freshIndianNumber();
    const { challengeId } = await startPhoneLogin(phoneNumber);
    const response = await verifyPhone(
      { challengeId, code: await codeFromDevInbox(testApp.app, phoneNumber) },
      { headers: { source: "website" } },
    );
    const session = expectSession(response, "phone");
    expect(session).not.toHaveProperty("accessToken");
    expect(session).not.toHaveProperty("refreshToken");
    const cookies = setCookies(response);
    expectSessionCookie(cookies.get(ACCESS_COOKIE), true);
    expectSessionCookie(cookies.get(REFRESH_COOKIE), true, REFRESH_COOKIE_PATH);
    // The hint the site's script reads carries no secret.
    expectSessionCookie(cookies.get("kleosSession"), false);
    expect(cookies.get("kleosSession")?.value).toBe("1");

    const profile = await profileWith({ cookie: cookieHeaderOf(response.headers["set-cookie"]) });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<{ id: string }>().id).toBe(session.user.id);
  });

  it("gives apps the tokens in the body, and the bearer token works", async () => {
    const phoneNumber = freshIndianNumber();
    const { challengeId } = await startPhoneLogin(phoneNumber);
    const response = await verifyPhone(
      { challengeId, code: await codeFromDevInbox(testApp.app, phoneNumber) },
      { headers: { source: "android" } },
    );
    const session = expectSession(response, "phone");
    expect(session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.refreshToken?.length).toBeGreaterThanOrEqual(20);
    const claims = decodeJwt(session.accessToken ?? "");
    expect(claims).toMatchObject({ sub: session.user.id, phone_number: phoneNumber, email: null });
    const profile = await profileWith({ authorization: `Bearer ${session.accessToken ?? ""}` });
    expect(profile.json<{ id: string }>().id).toBe(session.user.id);
  });

  it("answers a known and an unknown number the same way", async () => {
    const known = await signInByPhone(testApp.app);
    const answers = await Promise.all([phoneLogin(known.phoneNumber), phoneLogin(freshIndianNumber())]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const [forKnown, forUnknown] = answers.map((answer) => answer.json<Record<string, unknown>>());
    expect(Object.keys(forKnown ?? {}).sort()).toEqual(Object.keys(forUnknown ?? {}).sort());
    expect(forKnown).toMatchObject({ channel: forUnknown?.["channel"], codeLength: 6 });
    const shape = (value: unknown) => String(value).replace(/\d/g, "0");
    expect(shape(forKnown?.["recipient"])).toBe(shape(forUnknown?.["recipient"]));
  });

  it("refuses a number that is not a mobile number of its region with the spec's message", async () => {
    const response = await post("/api/authentication/login", { waId: "911234567", countryCode: "IN" });
    const problem = expectProblem(response, 400, "ValidationFailed");
    expect(problem).toMatchObject({ detail: "Please enter a valid mobile number", field: "waId" });
  });

  it("kills a code after 5 wrong tries: CodeInvalid with 4..0 tries left, then CodeExpired", async () => {
    const phoneNumber = freshIndianNumber();
    const { challengeId } = await startPhoneLogin(phoneNumber);
    const code = await codeFromDevInbox(testApp.app, phoneNumber);
    for (const attemptsLeft of [4, 3, 2, 1, 0]) {
      const problem = expectProblem(
        await verifyPhone({ challengeId, code: wrongCode(code) }),
        400,
        "CodeInvalid",
      );
      expect(problem["attemptsLeft"]).toBe(attemptsLeft);
    }
    expectProblem(await verifyPhone({ challengeId, code: wrongCode(code) }), 400, "CodeExpired");
    // Dead: not even the right code brings it back.
    expectProblem(await verifyPhone({ challengeId, code }), 400, "CodeExpired");
  });

  it("refuses the address that guessed a number's codes with 429; the right code from another address works", async () => {
    const victim = freshIndianNumber();
    const attacker = freshIp();
    // The attacker asks for two codes and guesses each until it dies: ten wrong codes from one address.
    for (let challenge = 0; challenge < 2; challenge += 1) {
      const { challengeId } = await startPhoneLogin(victim, attacker);
      const code = await codeFromDevInbox(testApp.app, victim);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await verifyPhone(
          { challengeId, code: wrongCode(code) },
          { remoteAddress: attacker },
        );
        expect(response.statusCode).toBe(400);
      }
    }
    // The victim asks for a code from their own address.
    const own = freshIp();
    const { challengeId } = await startPhoneLogin(victim, own);
    const code = await codeFromDevInbox(testApp.app, victim);
    // Even holding the victim's challenge, the attacker's address may not try again within the hour.
    const refused = await verifyPhone({ challengeId, code: wrongCode(code) }, { remoteAddress: attacker });
    const problem = expectProblem(refused, 429, "TooManyLoginAttempts");
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(contractResponse("verifyPhoneCode", 429).validate(problem)).toEqual([]);
    // The victim's right code, from their own address, signs them in.
    expectSession(await verifyPhone({ challengeId, code }, { remoteAddress: own }), "phone");
  });

  it("holds a number at the spec's 180 s gate after three codes", async () => {
    const phoneNumber = freshIndianNumber();
    for (let send = 0; send < 3; send += 1) await startPhoneLogin(phoneNumber);
    const response = await phoneLogin(phoneNumber);
    const problem = expectProblem(response, 429, "TooManyLoginAttempts");
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(170);
    expect(retryAfter).toBeLessThanOrEqual(180);
    expect(contractResponse("startPhoneLogin", 429).validate(problem)).toEqual([]);
    // Another number is not held.
    expect((await phoneLogin(freshIndianNumber())).statusCode).toBe(201);
  });

  it("counts concurrent sends to one number one after another: exactly the limit's number pass", async () => {
    const phoneNumber = freshIndianNumber();
    // Each from its own address, so only the number's own limit (3 per 180 s) can refuse them.
    const responses = await Promise.all(Array.from({ length: 20 }, () => phoneLogin(phoneNumber)));
    const sent = responses.filter((response) => response.statusCode === 201);
    expect(sent).toHaveLength(3);
    for (const response of responses.filter((each) => each.statusCode !== 201)) {
      const problem = expectProblem(response, 429, "TooManyLoginAttempts");
      expect(contractResponse("startPhoneLogin", 429).validate(problem)).toEqual([]);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("asks one IP for a proof of work past its sends' pressure point, and limits the attempts it may make", async () => {
    const ip = freshIp();
    const { proofOfWorkFrom = 0 } = SIGN_IN_LIMITS.sendsPerIp;
    for (let send = 0; send < proofOfWorkFrom; send += 1) {
      expect((await phoneLogin(freshIndianNumber(), { remoteAddress: ip })).statusCode).toBe(201);
    }
    expectProofOfWorkRequired(
      await phoneLogin(freshIndianNumber(), { remoteAddress: ip }),
      "startPhoneLogin",
    );
    expect((await phoneLogin(freshIndianNumber(), { remoteAddress: freshIp() })).statusCode).toBe(201);

    const guesser = freshIp();
    const unknown = { challengeId: "8a7f3c1e-2b4d-4e6f-9a1b-3c5d7e9f1a2b", code: "000000" };
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect((await verifyPhone(unknown, { remoteAddress: guesser })).statusCode).toBe(400);
    }
    expectProblem(await verifyPhone(unknown, { remoteAddress: guesser }), 429, "TooManyLoginAttempts");
  });

  it("resends only after resendAvailableAt; the new code works and the old one does not", async () => {
    const phoneNumber = freshIndianNumber();
    const challenge = await startPhoneLogin(phoneNumber);
    const oldCode = await codeFromDevInbox(testApp.app, phoneNumber);
    const early = await post("/api/authentication/resend", { challengeId: challenge.challengeId });
    expectProblem(early, 429, "TooManyLoginAttempts");
    const wait = Number(early.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(
      Math.floor((Date.parse(challenge.resendAvailableAt) - Date.now()) / 1000),
    );
    expect(wait).toBeLessThanOrEqual(30);

    await ageChallenge(testApp.database.db, challenge.challengeId, 31_000);
    const resent = await post(
      "/api/authentication/resend",
      { challengeId: challenge.challengeId },
      { remoteAddress: freshIp() },
    );
    expect(resent.statusCode, resent.body).toBe(201);
    expect(contractResponse("sendCodeAgain", 201).validate(resent.json())).toEqual([]);
    expect(Date.parse(resent.json<{ resendAvailableAt: string }>().resendAvailableAt)).toBeGreaterThan(
      Date.now(),
    );
    const newCode = await codeFromDevInbox(testApp.app, phoneNumber);
    expect(newCode).not.toBe(oldCode);
    expectProblem(
      await verifyPhone({ challengeId: challenge.challengeId, code: oldCode }),
      400,
      "CodeInvalid",
    );
    expectSession(await verifyPhone({ challengeId: challenge.challengeId, code: newCode }), "phone");
  });

  it("refuses a code after its 10 minutes, and a challenge used once", async () => {
    const phoneNumber = freshIndianNumber();
    const { challengeId } = await startPhoneLogin(phoneNumber);
    const code = await codeFromDevInbox(testApp.app, phoneNumber);
    await ageChallenge(testApp.database.db, challengeId, 10 * 60_000 + 1000);
    expectProblem(await verifyPhone({ challengeId, code }), 400, "CodeExpired");

    const fresh = await startPhoneLogin(phoneNumber);
    const freshCode = await codeFromDevInbox(testApp.app, phoneNumber);
    expectSession(await verifyPhone({ challengeId: fresh.challengeId, code: freshCode }), "phone");
    expectProblem(await verifyPhone({ challengeId: fresh.challengeId, code: freshCode }), 400, "CodeExpired");
  });

  it("does not count a phone challenge on the e-mail route", async () => {
    const phoneNumber = freshIndianNumber();
    const { challengeId } = await startPhoneLogin(phoneNumber);
    const code = await codeFromDevInbox(testApp.app, phoneNumber);
    expectProblem(await post("/api/users/verify-email", { challengeId, code }), 400, "CodeExpired");
    expectSession(await verifyPhone({ challengeId, code }), "phone");
  });
});

/** Asserts a 429 `ProofOfWorkRequired` that `operation`'s contract documents, and answers its challenge. */
const expectProofOfWorkRequired = (
  response: LightMyRequestResponse,
  operation: "startPhoneLogin" | "sendCodeAgain" | "startEmailLogin",
): ProofOfWorkChallenge => {
  const problem = expectProblem(response, 429, "ProofOfWorkRequired");
  // Nothing to wait for: the same request with a solution goes through at once.
  expect(response.headers["retry-after"]).toBeUndefined();
  expect(contractResponse(operation, 429).validate(problem)).toEqual([]);
  return problem["challenge"] as ProofOfWorkChallenge;
};

/** Moves the clock past the spec's 180 s gate on one recipient's codes. */
const passResendGate = () => vi.setSystemTime(Date.now() + LOGIN_RETRY_DELAY_MS + 1000);

describe("past a number's cap of tries", () => {
  it("bounds guesses from many addresses, and signs the person in with a code sent after a proof of work", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const victim = freshIndianNumber();
    const login = (remoteAddress: string, proofOfWork?: ProofOfWork) =>
      post(
        "/api/authentication/login?region=IN",
        { waId: victim.slice(1), ...(proofOfWork === undefined ? {} : { proofOfWork }) },
        { remoteAddress },
      );
    /** Asks for a code from a fresh address and guesses it wrong until it dies. */
    const guessOut = async (proofOfWork?: ProofOfWork) => {
      const address = freshIp();
      const started = await login(address, proofOfWork);
      expect(started.statusCode, started.body).toBe(201);
      const { challengeId } = started.json<{ challengeId: string }>();
      const code = await codeFromDevInbox(testApp.app, victim);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await verifyPhone(
          { challengeId, code: wrongCode(code) },
          { remoteAddress: address },
        );
        expect(response.statusCode, response.body).toBe(400);
      }
    };

    // The victim asked for a code a moment before the guessing starts.
    const early = await startPhoneLogin(victim);
    const earlyCode = await codeFromDevInbox(testApp.app, victim);
    // Nine more codes, three per 180 s, each guessed out from an address of its own: 45 wrong codes.
    for (let send = 1; send < 10; send += 1) {
      if (send % 3 === 0) passResendGate();
      await guessOut();
    }
    // Ten codes in a day: the eleventh needs a proof of work. Guessed out too, the number is at its cap (50).
    const eleventh = expectProofOfWorkRequired(await login(freshIp()), "startPhoneLogin");
    await guessOut(await solveProofOfWork(eleventh));

    // Past the cap, a code sent without a proof of work is not checked at all, not even when right.
    expectProblem(await verifyPhone({ challengeId: early.challengeId, code: earlyCode }), 400, "CodeExpired");
    // A guesser pays a proof of work per code, and each such code takes one try.
    const guesser = freshIp();
    const challenge = expectProofOfWorkRequired(await login(guesser), "startPhoneLogin");
    const paid = await login(guesser, await solveProofOfWork(challenge));
    expect(paid.statusCode, paid.body).toBe(201);
    const { challengeId } = paid.json<{ challengeId: string }>();
    const code = await codeFromDevInbox(testApp.app, victim);
    const guess = { challengeId, code: wrongCode(code) };
    // Its one try: wrong, and the last (0 left); after it, not even the right code.
    expect(
      expectProblem(await verifyPhone(guess, { remoteAddress: guesser }), 400, "CodeInvalid")["attemptsLeft"],
    ).toBe(0);
    expectProblem(await verifyPhone({ challengeId, code }, { remoteAddress: guesser }), 400, "CodeExpired");

    // The victim, from their own address: a proof of work, a new code, signed in.
    passResendGate();
    const own = freshIp();
    const asked = expectProofOfWorkRequired(await login(own), "startPhoneLogin");
    const sent = await login(own, await solveProofOfWork(asked));
    expect(sent.statusCode, sent.body).toBe(201);
    const session = expectSession(
      await verifyPhone(
        {
          challengeId: sent.json<{ challengeId: string }>().challengeId,
          code: await codeFromDevInbox(testApp.app, victim),
        },
        { remoteAddress: own },
      ),
      "phone",
    );
    expect(session.user.phoneNumber).toBe(victim);
  });
});

describe("the app's own proofs of work", () => {
  it("hide a counter of 500 to 1500 tries (server tests build their apps with quick ones)", async () => {
    const { app } = await buildApp({ config: testApp.config, database: testApp.database });
    try {
      const address = freshIp();
      const login = (phoneNumber: string) =>
        app.inject({
          method: "POST",
          url: "/api/authentication/login?region=IN",
          payload: { waId: phoneNumber.slice(1) },
          remoteAddress: address,
        });
      const { proofOfWorkFrom = 0 } = SIGN_IN_LIMITS.sendsPerIp;
      for (let send = 0; send < proofOfWorkFrom; send += 1) {
        const response = await login(freshIndianNumber());
        expect(response.statusCode, response.body).toBe(201);
      }
      const challenge = expectProofOfWorkRequired(await login(freshIndianNumber()), "startPhoneLogin");
      const { solution } = await solveProofOfWork(challenge);
      expect(solution.counter).toBeGreaterThanOrEqual(SIGN_IN_PROOF_OF_WORK.counterMin);
      expect(solution.counter).toBeLessThanOrEqual(SIGN_IN_PROOF_OF_WORK.counterMax);
    } finally {
      await app.close();
    }
  });
});

describe("one address's sends", () => {
  it("pass freely up to the address's pressure point, then each pays a proof of work instead of being refused", async () => {
    const { proofOfWorkFrom = 0 } = SIGN_IN_LIMITS.sendsPerIp;
    expect(proofOfWorkFrom).toBeLessThan(SIGN_IN_LIMITS.sendsPerIp.limit);
    // Many gamers behind one address (a college's Wi-Fi, a carrier's NAT), each with their own number.
    const address = freshIp();
    const login = (phoneNumber: string, proofOfWork?: ProofOfWork) =>
      post(
        "/api/authentication/login?region=IN",
        { waId: phoneNumber.slice(1), ...(proofOfWork === undefined ? {} : { proofOfWork }) },
        { remoteAddress: address },
      );
    for (let send = 0; send < proofOfWorkFrom; send += 1) {
      const response = await login(freshIndianNumber());
      expect(response.statusCode, response.body).toBe(201);
    }
    const next = freshIndianNumber();
    const challenge = expectProofOfWorkRequired(await login(next), "startPhoneLogin");
    const paid = await login(next, await solveProofOfWork(challenge));
    expect(paid.statusCode, paid.body).toBe(201);
    // Another address is not under pressure.
    const elsewhere = await post(
      "/api/authentication/login?region=IN",
      { waId: freshIndianNumber().slice(1) },
      { remoteAddress: freshIp() },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});

describe("a dial code's sliding budget of sends", () => {
  it("asks for a proof of work once a handful of addresses used most of it; a proof counts once", async () => {
    const brazilLogin = (phoneNumber: string, remoteAddress: string, proofOfWork?: ProofOfWork) =>
      post(
        "/api/authentication/login?region=BR",
        {
          waId: phoneNumber.slice(1),
          countryCode: "BR",
          ...(proofOfWork === undefined ? {} : { proofOfWork }),
        },
        { remoteAddress },
      );
    const { proofOfWorkFrom = 0 } = SIGN_IN_LIMITS.sendsPerDialPrefix;
    // As many as one address sends before its own sends need proofs of work.
    const { proofOfWorkFrom: perAddress = 0 } = SIGN_IN_LIMITS.sendsPerIp;
    // Fifteen addresses, each at its own limit, bring +55 to its pressure point.
    const started: string[] = [];
    for (let sent = 0; sent < proofOfWorkFrom; sent += perAddress) {
      const address = freshIp();
      for (let send = 0; send < perAddress; send += 1) {
        const response = await brazilLogin(freshBrazilianNumber(), address);
        expect(response.statusCode, response.body).toBe(201);
        started.push(response.json<{ challengeId: string }>().challengeId);
      }
    }

    // Now every +55 send, from anyone, pays a proof of work first.
    const gamer = freshBrazilianNumber();
    const address = freshIp();
    const challenge = expectProofOfWorkRequired(await brazilLogin(gamer, address), "startPhoneLogin");
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    const proof = await solveProofOfWork(challenge);
    const paid = await brazilLogin(gamer, address, proof);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(contractResponse("startPhoneLogin", 201).validate(paid.json())).toEqual([]);
    const session = expectSession(
      await verifyPhone(
        {
          challengeId: paid.json<{ challengeId: string }>().challengeId,
          code: await codeFromDevInbox(testApp.app, gamer),
        },
        { remoteAddress: address },
      ),
      "phone",
    );
    expect(session.user.phoneNumber).toBe(gamer);

    // The same solution again, for someone else: refused, with a new challenge.
    const replayed = expectProofOfWorkRequired(
      await brazilLogin(freshBrazilianNumber(), freshIp(), proof),
      "startPhoneLogin",
    );
    expect(replayed.signature).not.toBe(challenge.signature);
    // A challenge this server did not sign, or one whose parameters were eased, proves nothing.
    const foreign = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: "not the server's secret",
      hmacKeySignatureSecret: "nor this",
    });
    const forged = await solveProofOfWork(foreign as ProofOfWorkChallenge);
    expectProofOfWorkRequired(
      await brazilLogin(freshBrazilianNumber(), freshIp(), forged),
      "startPhoneLogin",
    );
    const eased = await solveProofOfWork({
      ...replayed,
      parameters: { ...replayed.parameters, cost: 1, keyPrefix: "0" },
    });
    expectProofOfWorkRequired(await brazilLogin(freshBrazilianNumber(), freshIp(), eased), "startPhoneLogin");
    // A solution sent after its challenge expired proves nothing either.
    const late = await solveProofOfWork(replayed);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + SIGN_IN_PROOF_OF_WORK.ttlMs + 1000);
    expectProofOfWorkRequired(await brazilLogin(freshBrazilianNumber(), freshIp(), late), "startPhoneLogin");

    // A code sent again under pressure pays too.
    const [first = ""] = started;
    const resend = (proofOfWork?: ProofOfWork) =>
      post(
        "/api/authentication/resend",
        { challengeId: first, ...(proofOfWork === undefined ? {} : { proofOfWork }) },
        { remoteAddress: freshIp() },
      );
    const again = expectProofOfWorkRequired(await resend(), "sendCodeAgain");
    expect((await resend(await solveProofOfWork(again))).statusCode).toBe(201);

    // Other dial codes, and e-mail, draw on budgets of their own.
    expect((await phoneLogin(freshIndianNumber())).statusCode).toBe(201);
    const email = await post("/api/users/email", { email: freshEmail() }, { remoteAddress: freshIp() });
    expect(email.statusCode, email.body).toBe(201);
  });
});

describe("tokens", () => {
  const refresh = (payload: unknown, extra: Extra = {}) =>
    post("/api/authentication/token/refresh", payload, extra);

  it("rotates: the new pair works, the used refresh token then fails", async () => {
    const session = await signInByPhone(testApp.app);
    const rotated = expectSession(await refresh({ refreshToken: session.refreshToken }), "phone");
    expect(rotated.isNewUser).toBe(false);
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(rotated.accessToken).not.toBe(session.accessToken);
    const profile = await profileWith({ authorization: `Bearer ${rotated.accessToken ?? ""}` });
    expect(profile.json<{ id: string }>().id).toBe(session.userId);
    // From another client (a replay by the same one within seconds is two tabs: see auth-sessions.test.ts).
    const thief = { remoteAddress: freshIp() };
    expectProblem(await refresh({ refreshToken: session.refreshToken }, thief), 400, "InvalidRefreshToken");
  });

  it("revokes the whole family when an old refresh token comes back, and only that family", async () => {
    const session = await signInByPhone(testApp.app);
    const otherSignIn = await signInByPhone(testApp.app, session.phoneNumber);
    const second = expectSession(await refresh({ refreshToken: session.refreshToken }), "phone");
    const third = expectSession(await refresh({ refreshToken: second.refreshToken }), "phone");
    // Someone replays the first token: every token of its sign-in stops working, the newest included.
    const thief = { remoteAddress: freshIp() };
    expectProblem(await refresh({ refreshToken: session.refreshToken }, thief), 400, "InvalidRefreshToken");
    expectProblem(await refresh({ refreshToken: third.refreshToken }), 400, "InvalidRefreshToken");
    expectSession(await refresh({ refreshToken: otherSignIn.refreshToken }), "phone");
  });

  it("refreshes from the cookie for the website, with new cookies and no tokens in the body", async () => {
    const phoneNumber = freshIndianNumber();
    const { challengeId } = await startPhoneLogin(phoneNumber);
    const signedIn = await verifyPhone(
      { challengeId, code: await codeFromDevInbox(testApp.app, phoneNumber) },
      { headers: { source: "website" } },
    );
    const cookie = cookieHeaderOf(signedIn.headers["set-cookie"]);
    const refreshed = await inject({
      method: "POST",
      url: "/api/authentication/token/refresh",
      headers: { cookie, source: "website" },
    });
    const session = expectSession(refreshed, "phone");
    expect(session).not.toHaveProperty("refreshToken");
    const cookies = setCookies(refreshed);
    expectSessionCookie(cookies.get(REFRESH_COOKIE), true, REFRESH_COOKIE_PATH);
    expect(cookies.get(REFRESH_COOKIE)?.value).not.toBe(setCookies(signedIn).get(REFRESH_COOKIE)?.value);
    // The old cookie was used up (for anyone but the browser that used it, a few seconds long).
    expectProblem(
      await inject({
        method: "POST",
        url: "/api/authentication/token/refresh",
        headers: { cookie },
        remoteAddress: freshIp(),
      }),
      400,
      "InvalidRefreshToken",
    );
  });

  it("never takes a refresh token from the query string", async () => {
    const session = await signInByPhone(testApp.app);
    const query = `refreshToken=${encodeURIComponent(session.refreshToken)}`;
    const response = await inject({ method: "POST", url: `/api/authentication/token/refresh?${query}` });
    expectProblem(response, 400, "InvalidRefreshToken");
    const spec = await inject({
      method: "POST",
      url: `/api/authentication/token/refresh?refresh_token=${encodeURIComponent(session.refreshToken)}`,
    });
    expectProblem(spec, 400, "InvalidRefreshToken");
    // Still unused: the body works.
    expectSession(await refresh({ refreshToken: session.refreshToken }), "phone");
  });

  it("clears the cookies when a refresh fails", async () => {
    const response = await refresh({ refreshToken: "r".repeat(43) });
    expectProblem(response, 400, "InvalidRefreshToken");
    const cleared = setCookies(response).get(ACCESS_COOKIE);
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes.join(";")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("signs out: the refresh token's family is revoked and the cookies cleared", async () => {
    const session = await signInByPhone(testApp.app);
    const rotated = expectSession(await refresh({ refreshToken: session.refreshToken }), "phone");
    const response = await post("/api/authentication/logout", { refreshToken: rotated.refreshToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ signedOut: true });
    expect(setCookies(response).get(REFRESH_COOKIE)?.value).toBe("");
    expectProblem(await refresh({ refreshToken: rotated.refreshToken }), 400, "InvalidRefreshToken");

    const cookieSession = await signInByPhone(testApp.app);
    const cookie = `${REFRESH_COOKIE}=${cookieSession.refreshToken}`;
    expect(
      (await inject({ method: "POST", url: "/api/authentication/logout", headers: { cookie } })).statusCode,
    ).toBe(200);
    expectProblem(await refresh({ refreshToken: cookieSession.refreshToken }), 400, "InvalidRefreshToken");
  });

  describe("access tokens", () => {
    const tamperedPayload = (token: string, claims: Record<string, unknown>): string => {
      const [header = "", payload = "", signature = ""] = token.split(".");
      const changed = { ...JSON.parse(new TextDecoder().decode(base64url.decode(payload))), ...claims };
      return [header, base64url.encode(JSON.stringify(changed)), signature].join(".");
    };

    const refused = async (token: string) => {
      const response = await profileWith({ authorization: `Bearer ${token}` });
      expectProblem(response, 401, "TokenDecodeFailed");
      expect(contractResponse("getUserProfile", 401).validate(response.json())).toEqual([]);
    };

    it("refuses an expired access token", async () => {
      const session = await signInByPhone(testApp.app);
      expect((await profileWith(session.authorization)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + (testApp.config.accessTokenTtlSeconds + 5) * 1000);
      await refused(session.accessToken);
    });

    it("refuses alg none, HS256 signed with the public key, and another ES256 key", async () => {
      const session = await signInByPhone(testApp.app);
      const claims = decodeJwt(session.accessToken);
      const header = (alg: string) => base64url.encode(JSON.stringify({ alg, typ: "JWT" }));
      const body = base64url.encode(JSON.stringify(claims));
      await refused(`${header("none")}.${body}.`);

      const publicPem = createPublicKey(JWT_KEY).export({ format: "pem", type: "spki" }).toString();
      const hs256 = await new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(new TextEncoder().encode(publicPem));
      await refused(hs256);

      const other = await generateKeyPair("ES256");
      await refused(
        await new SignJWT(claims).setProtectedHeader({ alg: "ES256", typ: "JWT" }).sign(other.privateKey),
      );
    });

    it("breaks the signature when `sub` is changed to another user's", async () => {
      const victim = await signInByPhone(testApp.app);
      const attacker = await signInByPhone(testApp.app);
      await refused(tamperedPayload(attacker.accessToken, { sub: victim.userId }));
      const own = await profileWith(attacker.authorization);
      expect(own.json<{ id: string }>().id).toBe(attacker.userId);
    });

    it("refuses a call without a token, and a malformed Authorization header", async () => {
      expectProblem(await profileWith({}), 401, "SignInRequired");
      expectProblem(await profileWith({ authorization: "Basic Zm9vOmJhcg==" }), 401, "SignInRequired");
      expectProblem(await profileWith({ authorization: "Bearer not a token" }), 401, "SignInRequired");
    });
  });
});

describe("e-mail codes", () => {
  it("signs in with a code by e-mail, creating the account once; the address is case-insensitive", async () => {
    const email = freshEmail();
    const started = await post(
      "/api/users/email",
      { email: email.toUpperCase() },
      { remoteAddress: freshIp() },
    );
    expect(started.statusCode, started.body).toBe(201);
    const challenge = started.json<SuccessBody<"startEmailLogin">>();
    expect(challenge).toMatchObject({ channel: "email", recipient: `g•••@example.com`, codeLength: 6 });
    const first = expectSession(
      await post("/api/users/verify-email", {
        challengeId: challenge.challengeId,
        code: await codeFromDevInbox(testApp.app, email),
      }),
      "email",
    );
    expect(first).toMatchObject({ isNewUser: true, user: { email, phoneNumber: null } });
    expect(first.user.evmWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const again = await signInByEmail(testApp.app, email);
    expect(again.userId).toBe(first.user.id);
  });

  it("refuses an address that is not one", async () => {
    const problem = expectProblem(
      await post("/api/users/email", { email: "gamer@" }),
      400,
      "ValidationFailed",
    );
    expect(problem["field"]).toBe("email");
  });

  it("verifies an e-mail address on a signed-in profile", async () => {
    const session = await signInByPhone(testApp.app);
    const email = freshEmail();
    const challengeId = await startChallenge(testApp.app, {
      url: "/api/users/verify/email",
      payload: { email },
      headers: session.authorization,
    });
    const verified = expectSession(
      await post(
        "/api/users/verify-email",
        { challengeId, code: await codeFromDevInbox(testApp.app, email) },
        { headers: session.authorization },
      ),
      "email",
    );
    expect(verified).toMatchObject({
      isNewUser: false,
      user: { id: session.userId, email, phoneNumber: session.phoneNumber },
    });
    const status = await inject({ url: "/api/users/is_verified", headers: session.authorization });
    expect(status.json()).toEqual({
      email,
      emailVerified: true,
      phoneNumber: session.phoneNumber,
      phoneVerified: true,
    });
    expect(contractResponse("getVerificationStatus", 200).validate(status.json())).toEqual([]);
  });

  it("answers 409 EmailAlreadyExists when another account verified the address", async () => {
    const holder = await signInByEmail(testApp.app);
    const session = await signInByPhone(testApp.app);
    const challengeId = await startChallenge(testApp.app, {
      url: "/api/users/verify/email",
      payload: { email: holder.email },
      headers: session.authorization,
    });
    const response = await post(
      "/api/users/verify-email",
      { challengeId, code: await codeFromDevInbox(testApp.app, holder.email) },
      { headers: session.authorization },
    );
    const problem = expectProblem(response, 409, "EmailAlreadyExists");
    expect(contractResponse("verifyEmailCode", 409).validate(problem)).toEqual([]);
    const status = await inject({ url: "/api/users/is_verified", headers: session.authorization });
    expect(status.json()).toMatchObject({ email: null, emailVerified: false });
  });
});

describe("phone verification on a profile", () => {
  const startVerification = (authorization: Record<string, string>, phoneNumber: string) =>
    startChallenge(testApp.app, {
      url: "/api/authentication/register",
      payload: { phoneNumber },
      headers: authorization,
    });

  it("adds a verified phone number to an e-mail account", async () => {
    const session = await signInByEmail(testApp.app);
    const phoneNumber = freshIndianNumber();
    const challengeId = await startVerification(session.authorization, phoneNumber);
    const verified = expectSession(
      await verifyPhone(
        { challengeId, code: await codeFromDevInbox(testApp.app, phoneNumber) },
        { headers: session.authorization },
      ),
      "phone",
    );
    expect(verified).toMatchObject({ isNewUser: false, user: { id: session.userId, phoneNumber } });
    // Signing in by that number now reaches the same account.
    expect((await signInByPhone(testApp.app, phoneNumber)).userId).toBe(session.userId);
  });

  it("answers 409 PhoneNumberAlreadyExists when another account verified the number", async () => {
    const holder = await signInByPhone(testApp.app);
    const session = await signInByEmail(testApp.app);
    const challengeId = await startVerification(session.authorization, holder.phoneNumber);
    const response = await verifyPhone(
      { challengeId, code: await codeFromDevInbox(testApp.app, holder.phoneNumber) },
      { headers: session.authorization },
    );
    expectProblem(response, 409, "PhoneNumberAlreadyExists");
    expect((await signInByPhone(testApp.app, holder.phoneNumber)).userId).toBe(holder.userId);
  });

  it("never completes user A's challenge into a session of user B, or of A for someone else", async () => {
    const a = await signInByEmail(testApp.app);
    const b = await signInByEmail(testApp.app);
    const phoneNumber = freshIndianNumber();
    const challengeId = await startVerification(a.authorization, phoneNumber);
    const code = await codeFromDevInbox(testApp.app, phoneNumber);
    // B, and a caller with no token, both holding A's challenge and its code.
    expectProblem(await verifyPhone({ challengeId, code }, { headers: b.authorization }), 400, "CodeExpired");
    expectProblem(await verifyPhone({ challengeId, code }), 400, "CodeExpired");
    const bStatus = await inject({ url: "/api/users/is_verified", headers: b.authorization });
    expect(bStatus.json()).toMatchObject({ phoneNumber: null, phoneVerified: false });
    // A still can.
    const session = expectSession(
      await verifyPhone({ challengeId, code }, { headers: a.authorization }),
      "phone",
    );
    expect(session.user).toMatchObject({ id: a.userId, phoneNumber });
  });
});

describe("wallet sign-in", () => {
  const verifyWallet = (payload: unknown) =>
    post("/api/authentication/wallet", payload, { remoteAddress: freshIp() });

  it("signs in with Sign-In with Ethereum and a real key, once per nonce", async () => {
    const signer = evmSigner();
    const challenge = await walletChallenge(testApp.app, signer);
    expect(contractResponse("createWalletChallenge", 201).validate(challenge)).toEqual([]);
    expect(challenge.message).toMatch(new RegExp(`^${new URL(TEST_PUBLIC_URL).host} wants you to sign in`));
    expect(challenge.message).toContain(signer.address);
    expect(challenge.message).toContain(`Nonce: ${challenge.nonce}`);
    const proof = {
      chain: "evm",
      message: challenge.message,
      signature: await signer.sign(challenge.message),
    };
    const session = expectSession(await verifyWallet(proof), "evm");
    expect(session.isNewUser).toBe(true);
    expect(session.user.evmWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // The custodial address is the account's own, not the wallet it signed in with.
    expect(session.user.evmWalletAddress).not.toBe(signer.address);

    expectProblem(await verifyWallet(proof), 401, "SignInProofRejected");
    const again = expectSession(await verifyWallet(await signedWalletProof(testApp.app, signer)), "evm");
    expect(again).toMatchObject({ isNewUser: false, user: { id: session.user.id } });
  });

  it("refuses a message for another domain, and one signed by another key", async () => {
    const signer = evmSigner();
    const { message } = await walletChallenge(testApp.app, signer);
    const phished = message.replace(new URL(TEST_PUBLIC_URL).host, "kleos-airdrop.example");
    const refusedDomain = await verifyWallet({
      chain: "evm",
      message: phished,
      signature: await signer.sign(phished),
    });
    expectProblem(refusedDomain, 401, "SignInProofRejected");

    const other = await walletChallenge(testApp.app, signer);
    const wrongKey = await verifyWallet({
      chain: "evm",
      message: other.message,
      signature: await evmSigner().sign(other.message),
    });
    expect(expectProblem(wrongKey, 401, "SignInProofRejected")["reason"]).toBeDefined();
    expect(contractResponse("verifyWalletSignIn", 401).validate(wrongKey.json())).toEqual([]);
  });

  it("refuses a message a wallet was asked to sign on another site", async () => {
    const signer = evmSigner();
    const app = await buildApp({
      config: { ...testApp.config, publicUrl: undefined },
      database: testApp.database,
    });
    try {
      const { message } = await walletChallenge(app.app, signer, {
        headers: { host: "kleos-airdrop.example" },
      });
      const response = await app.app.inject({
        method: "POST",
        url: "/api/authentication/wallet",
        payload: { chain: "evm", message, signature: await signer.sign(message) },
        headers: { host: "kleos.gg" },
      });
      expectProblem(response, 401, "SignInProofRejected");
    } finally {
      await app.app.close();
    }
  });

  it("refuses a malformed address with the rule's message", async () => {
    const response = await post("/api/authentication/wallet/nonce", {
      chain: "evm",
      address: `0x${"z".repeat(40)}`,
    });
    const problem = expectProblem(response, 400, "ValidationFailed");
    expect(problem).toMatchObject({ field: "address", detail: "Please enter a valid wallet address" });
    const solana = await post("/api/authentication/wallet/nonce", {
      chain: "solana",
      address: "0".repeat(40),
    });
    expect(expectProblem(solana, 400, "ValidationFailed")["detail"]).toBe(
      "Please enter a valid Solana address",
    );
  });

  it("signs in with a Solana ed25519 key", async () => {
    const signer = await solanaSigner();
    const { message } = await walletChallenge(testApp.app, signer);
    expect(message).toContain(signer.address);
    const session = expectSession(
      await verifyWallet({ chain: "solana", message, signature: await signer.sign(message) }),
      "solana",
    );
    expect(session.isNewUser).toBe(true);
    const wallets = await inject({
      url: "/api/users/me/wallets",
      headers: { authorization: `Bearer ${session.accessToken ?? ""}` },
    });
    expect(wallets.json<SuccessBody<"getUserWallets">>().linkedWallets).toMatchObject([
      { chain: "solana", address: signer.address },
    ]);
  });

  it("links a wallet to the signed-in account, and refuses one linked to another account", async () => {
    const session = await signInByPhone(testApp.app);
    const signer = evmSigner();
    const link = (authorization: Record<string, string>, payload: unknown) =>
      post("/api/wallets/third-party/verify-wallet", payload, {
        headers: authorization,
        remoteAddress: freshIp(),
      });
    const linked = await link(session.authorization, await signedWalletProof(testApp.app, signer));
    expect(linked.statusCode, linked.body).toBe(201);
    expect(contractResponse("linkWallet", 201).validate(linked.json())).toEqual([]);
    expect(linked.json<SuccessBody<"linkWallet">>().linkedWallets).toMatchObject([
      { chain: "evm", address: signer.address },
    ]);
    // Again by the same account: nothing changes.
    expect((await link(session.authorization, await signedWalletProof(testApp.app, signer))).statusCode).toBe(
      201,
    );

    const other = await signInByPhone(testApp.app);
    const taken = await link(other.authorization, await signedWalletProof(testApp.app, signer));
    expectProblem(taken, 409, "AccountAlreadyLinked");
    const otherWallets = await inject({ url: "/api/users/me/wallets", headers: other.authorization });
    expect(otherWallets.json<SuccessBody<"getUserWallets">>().linkedWallets).toEqual([]);
    // Signing in with the linked wallet reaches the account it is linked to.
    const signIn = expectSession(await verifyWallet(await signedWalletProof(testApp.app, signer)), "evm");
    expect(signIn.user.id).toBe(session.userId);
  });
});

describe("Telegram sign-in", () => {
  const telegram = (payload: unknown) =>
    post("/api/authentication/telegram", payload, { remoteAddress: freshIp() });

  it("signs in with the widget's fields signed by the bot, and refuses tampered or stale ones", async () => {
    const login = telegramLogin({ username: "ravi_plays" });
    const session = expectSession(await telegram(login), "telegram");
    expect(session.isNewUser).toBe(true);
    // Telegram's first name fits the profile's rule, so the new account starts with it.
    expect(session.user.firstName).toBe("Ravi");
    const { hash: _signed, ...fields } = login;
    const again = expectSession(
      await telegram(signTelegramLogin({ ...fields, first_name: "Ravi K" })),
      "telegram",
    );
    expect(again.user.id).toBe(session.user.id);
    // A first name the profile's rule refuses ("Ravi K" has a space) is not taken.
    const spaced = expectSession(await telegram(telegramLogin({ first_name: "Ravi K" })), "telegram");
    expect(spaced.user.firstName).toBeNull();

    const tampered = await telegram({ ...login, id: Number(login["id"]) + 1 });
    expect(expectProblem(tampered, 401, "SignInProofRejected")).toMatchObject({
      method: "telegram",
      reason: "hash",
    });
    const stale = telegramLogin({ auth_date: Math.floor(Date.now() / 1000) - 2 * 24 * 60 * 60 });
    expect(expectProblem(await telegram(stale), 401, "SignInProofRejected")["reason"]).toBe("expired");
    const otherBot = telegramLogin({}, "7000000002:AAF_another-bot-token_0123456789");
    expectProblem(await telegram(otherBot), 401, "SignInProofRejected");
  });

  it("links Telegram to the signed-in account and shows it in the profile", async () => {
    const session = await signInByPhone(testApp.app);
    const login = telegramLogin({ username: "asha_tg" });
    const linked = await post("/api/social-auth/link-telegram", login, { headers: session.authorization });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json<SuccessBody<"linkTelegram">>().telegram).toEqual({
      isActive: true,
      handle: "@asha_tg",
    });
    const other = await signInByPhone(testApp.app);
    expectProblem(
      await post("/api/social-auth/link-telegram", login, { headers: other.authorization }),
      409,
      "AccountAlreadyLinked",
    );
  });

  it("answers 503 SignInMethodNotConfigured without a bot token, and says so in the methods", async () => {
    const app = await buildApp({
      config: { ...testApp.config, telegram: { botToken: undefined, botName: undefined } },
      database: testApp.database,
    });
    try {
      const response = await app.app.inject({
        method: "POST",
        url: "/api/authentication/telegram",
        payload: telegramLogin(),
      });
      expect(expectProblem(response, 503, "SignInMethodNotConfigured")["method"]).toBe("telegram");
      const methods = await app.app.inject({ url: "/api/authentication/methods" });
      expect(methods.json()).toMatchObject({ telegram: null });
      const configured = await inject({ url: "/api/authentication/methods" });
      expect(configured.body).not.toContain(TEST_TELEGRAM_BOT.botToken.split(":")[1]);
      expect(configured.json()).toMatchObject({
        // The bot's public id, never its token.
        telegram: { botName: TEST_TELEGRAM_BOT.botName, botId: "7000000001" },
        google: true,
      });
    } finally {
      await app.app.close();
    }
  });
});

/** Where a Google callback sends the browser, with the outcome (`login=new` or `login=ok`) left blank. */
const landing = (response: LightMyRequestResponse): string =>
  String(response.headers["location"]).replace(/([?&]login=)(?:new|ok)$/, "$1");

describe("Google sign-in", () => {
  it("runs the real flow: start, the provider's sign-in, the callback with cookies and a new account", async () => {
    const started = await post("/api/social-auth", { provider: "google", returnTo: "/quests?tab=live" });
    expect(started.statusCode, started.body).toBe(201);
    const authorizationUrl = new URL(started.json<{ authorizationUrl: string }>().authorizationUrl);
    expect(authorizationUrl.origin).toBe(google.issuer);
    expect(authorizationUrl.searchParams.get("redirect_uri")).toBe(
      `${TEST_PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
    );
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    const stateCookie = setCookies(started).get("__Secure-kleosOauthState");
    expect(stateCookie?.value).toBe(authorizationUrl.searchParams.get("state"));
    expect(stateCookie?.attributes.map((attribute) => attribute.toLowerCase())).toContain("httponly");

    const callback = new URL(await google.signInAs(authorizationUrl.href));
    const request = {
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeaderOf(started.headers["set-cookie"]) },
    };
    const response = await inject(request);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers["location"]).toBe("/quests?tab=live&login=new");
    const cookies = setCookies(response);
    expectSessionCookie(cookies.get(ACCESS_COOKIE), true);
    expectSessionCookie(cookies.get(REFRESH_COOKIE), true, REFRESH_COOKIE_PATH);

    const profile = await profileWith({ cookie: cookieHeaderOf(response.headers["set-cookie"]) });
    expect(profile.json()).toMatchObject({
      email: TEST_GOOGLE_ACCOUNT.email,
      emailVerified: true,
      socialStatuses: { google: { isActive: true, handle: TEST_GOOGLE_ACCOUNT.email } },
    });

    // The same callback again: the state was used.
    const replayed = await inject(request);
    expect(replayed.statusCode).toBe(303);
    expect(replayed.headers["location"]).toBe("/?login=failed&method=google");
    expect(setCookies(replayed).get(ACCESS_COOKIE)?.value ?? "").toBe("");

    // Another sign-in finds the account.
    const second = await inject(await googleCallback(testApp.app));
    expect(second.headers["location"]).toBe("/quests?login=ok");
  });

  it("refuses a callback in a browser that did not start the sign-in (login CSRF)", async () => {
    const { url } = await googleCallback(testApp.app);
    const response = await inject({ url });
    expect(response.statusCode).toBe(303);
    expect(response.headers["location"]).toBe("/?login=failed&method=google");
    expect(setCookies(response).get(ACCESS_COOKIE)?.value ?? "").toBe("");
  });

  it("refuses a callback that carries the provider's error", async () => {
    const request = await googleCallback(testApp.app);
    const response = await inject({ ...request, url: `${request.url}&error=access_denied` });
    expect(response.headers["location"]).toBe("/?login=failed&method=google");
  });

  it("comes back to a path of the site whatever return path the sign-in kept (open redirect)", async () => {
    // Paths that resolve off the site (`new URL("/.//evil.example/steal", origin)` is `//evil.example/steal`),
    // as a sign-in started before the return path was checked, or past a looser contract, has kept them.
    for (const returnTo of [
      "/.//evil.example/steal",
      "/a/..//evil.example/x",
      "/%2e%2e//evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/steal",
    ]) {
      const request = await googleCallback(testApp.app);
      const state = new URL(request.url, TEST_PUBLIC_URL).searchParams.get("state") ?? "";
      await testApp.database.db
        .update(oauthStatesTable)
        .set({ returnTo })
        .where(eq(oauthStatesTable.state, state));
      const response = await inject(request);
      expect(response.statusCode, returnTo).toBe(303);
      expect(landing(response), returnTo).toBe("/?login=");
      expect(new URL(String(response.headers["location"]), TEST_PUBLIC_URL).origin).toBe(TEST_PUBLIC_URL);
      expectSessionCookie(setCookies(response).get(ACCESS_COOKIE), true);
    }
  });

  it("keeps a normalised return path when it starts, and home when the path is unsafe", async () => {
    for (const [returnTo, comesBackTo] of [
      ["/%2F%2Fevil.example/steal", "/?login="],
      ["/games?genre=%5cevil", "/?login="],
      ["/games/../quests?tab=live#top", "/quests?tab=live&login="],
    ] as const) {
      const response = await inject(await googleCallback(testApp.app, returnTo));
      expect(response.statusCode, returnTo).toBe(303);
      expect(landing(response), returnTo).toBe(comesBackTo);
    }
  });

  it.each(["/.//evil.example/steal", "/a/..//evil.example/x", "/ /evil.example", "/\tevil.example"])(
    "refuses to start a sign-in that would come back to another site (%j)",
    async (returnTo) => {
      const started = await post("/api/social-auth", { provider: "google", returnTo });
      expectProblem(started, 400, "ValidationFailed");
    },
  );

  it("answers 503 when Google is not configured", async () => {
    const app = await buildApp({
      config: {
        ...testApp.config,
        google: { ...testApp.config.google, clientId: undefined, clientSecret: undefined },
      },
      database: testApp.database,
    });
    try {
      const response = await app.app.inject({
        method: "POST",
        url: "/api/social-auth",
        payload: { provider: "google" },
      });
      expect(expectProblem(response, 503, "SignInMethodNotConfigured")["method"]).toBe("google");
      expect((await app.app.inject({ url: "/api/authentication/methods" })).json()).toMatchObject({
        google: false,
      });
    } finally {
      await app.app.close();
    }
  });
});
