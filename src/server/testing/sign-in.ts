/**
 * Signing in as a test user the way a person does on a fresh machine: ask for a phone code, read it from the
 * dev inbox, send it back. Answers the bearer tokens (the request does not say `source: website`).
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import { Effect } from "effect";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { ProofOfWork, ProofOfWorkChallenge } from "@/domain/auth/proof-of-work";
import type { Db } from "@/server/db/client";
import { codeChallengesTable } from "@/server/db/schema/accounts";
import { Accounts, type SignedInAccount } from "@/server/services/auth/accounts";
import { Tokens, type LoginMethod } from "@/server/services/auth/tokens";
import type { TestApp } from "@/server/testing/test-app";

export interface TestSession {
  readonly userId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly phoneNumber: string;
  readonly authorization: { readonly authorization: string };
}

let nextNumber = 0;

/** A fresh valid Indian mobile number (+91 9xxxxxxxxx) per call, so tests do not share accounts. */
export const freshIndianNumber = (): string => {
  nextNumber += 1;
  return `+919${String(100_000_000 + ((process.pid * 7919 + nextNumber * 104_729) % 900_000_000)).slice(0, 9)}`;
};

let nextBrazilianNumber = 0;

/** A fresh valid Brazilian mobile number (+55 11 98xxx-xxxx) per call: a dial-code budget of its own. */
export const freshBrazilianNumber = (): string => {
  nextBrazilianNumber += 1;
  return `+551198${String((process.pid * 7919 + nextBrazilianNumber * 104_729) % 10_000_000).padStart(7, "0")}`;
};

let nextAddress = 0;

/**
 * A fresh client address per call (10.x.y.z), so that the per-IP sign-in limits of one test do not spill into
 * another; a test about those limits picks its own address.
 */
export const freshIp = (): string => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

let nextEmail = 0;

/** A fresh e-mail address per call. */
export const freshEmail = (): string => {
  nextEmail += 1;
  return `gamer${process.pid}x${nextEmail}@example.com`;
};

/** The newest code the dev inbox holds for `recipient`. */
export const codeFromDevInbox = async (app: FastifyInstance, recipient: string): Promise<string> => {
  const inbox = await app.inject({
    url: `/api/dev-inbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  const text = inbox.json<{ items: { text: string }[] }>().items[0]?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`No code in the dev inbox for ${recipient}: ${inbox.body}`);
  return code;
};

/**
 * Sends a code-sending `request` and, when the server asks for a proof of work first (past the +91 prefix's
 * pressure point: a suite sends hundreds of codes), pays it and sends it again, as the site does.
 */
export const injectPayingProofOfWork = async (app: FastifyInstance, request: InjectOptions) => {
  const first = await app.inject(request);
  if (first.statusCode !== 429) return first;
  const problem = first.json<{ code?: string; challenge?: ProofOfWorkChallenge }>();
  if (problem.code !== "ProofOfWorkRequired" || problem.challenge === undefined) return first;
  const payload = typeof request.payload === "object" && request.payload !== null ? request.payload : {};
  return app.inject({
    ...request,
    payload: { ...payload, proofOfWork: await solveProofOfWork(problem.challenge) },
  });
};

/** Sends `request` and insists on a 201 code challenge; answers its id. */
export const startChallenge = async (app: FastifyInstance, request: InjectOptions): Promise<string> => {
  const started = await injectPayingProofOfWork(app, { method: "POST", ...request });
  if (started.statusCode !== 201) throw new Error(`No code was sent: ${started.statusCode} ${started.body}`);
  return started.json<{ challengeId: string }>().challengeId;
};

export const signInByPhone = async (
  app: FastifyInstance,
  phoneNumber: string = freshIndianNumber(),
  remoteAddress = freshIp(),
): Promise<TestSession> => {
  const login = { url: "/api/authentication/login?source=website&region=IN", remoteAddress } as const;
  const payload = { waId: phoneNumber.replace("+", ""), platform: "web" };
  const first = await app.inject({ method: "POST", ...login, payload });
  // Past the +91 prefix's pressure point (a suite signing in hundreds of gamers), pay as the site does.
  const problem =
    first.statusCode === 429 ? first.json<{ code?: string; challenge?: ProofOfWorkChallenge }>() : undefined;
  let challengeId: string;
  if (first.statusCode === 201) challengeId = first.json<{ challengeId: string }>().challengeId;
  else if (problem?.code === "ProofOfWorkRequired" && problem.challenge !== undefined)
    challengeId = await startChallenge(app, {
      ...login,
      payload: { ...payload, proofOfWork: await solveProofOfWork(problem.challenge) },
    });
  else throw new Error(`No code was sent: ${first.statusCode} ${first.body}`);
  const code = await codeFromDevInbox(app, phoneNumber);
  const verified = await app.inject({
    method: "POST",
    url: "/api/authentication/verify",
    payload: { challengeId, code },
    remoteAddress,
  });
  if (verified.statusCode !== 201) throw new Error(`Phone code was refused: ${verified.body}`);
  const session = verified.json<{ user: { id: string }; accessToken: string; refreshToken: string }>();
  return {
    userId: session.user.id,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    phoneNumber,
    authorization: { authorization: `Bearer ${session.accessToken}` },
  };
};

/**
 * A session as /api/authentication/verify and /api/users/verify-email issue one once the code matched: the app's
 * own services find or make the account (`signIn`) and issue its tokens.
 */
const issuedSession = async (
  testApp: TestApp,
  signIn: Effect.Effect<SignedInAccount, never, Accounts>,
  loginMethod: LoginMethod,
) => {
  const { user, tokens } = await testApp.runtime.run(
    Effect.gen(function* () {
      const account = yield* signIn;
      const issued = yield* Tokens.use((service) => service.issue(account.user, loginMethod));
      return { user: account.user, tokens: issued };
    }),
  );
  return {
    userId: user.id,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    authorization: { authorization: `Bearer ${tokens.accessToken}` },
  };
};

/**
 * A gamer signed in by phone as signInByPhone leaves one (an account with that verified phone, a session of
 * login method "phone"), without the round trip of a code: three requests and a proof of work fewer, a sixth of
 * the CPU time. For requests whose subject is not signing in; the sign-in suites go through the routes.
 */
export const sessionByPhone = async (
  testApp: TestApp,
  phoneNumber: string = freshIndianNumber(),
): Promise<TestSession> => ({
  ...(await issuedSession(
    testApp,
    Accounts.use((accounts) => accounts.signInWithPhone(phoneNumber)),
    "phone",
  )),
  phoneNumber,
});

/** A gamer signed in by e-mail as signInByEmail leaves one, without the round trip of a code (sessionByPhone). */
export const sessionByEmail = async (
  testApp: TestApp,
  email: string = freshEmail(),
): Promise<TestSession & { readonly email: string }> => ({
  ...(await issuedSession(
    testApp,
    Accounts.use((accounts) => accounts.signInWithEmail(email)),
    "email",
  )),
  phoneNumber: "",
  email,
});

/** Signs in with an e-mail code from the dev inbox; answers the bearer tokens. */
export const signInByEmail = async (
  app: FastifyInstance,
  email: string = freshEmail(),
  remoteAddress = freshIp(),
): Promise<TestSession & { readonly email: string }> => {
  const challengeId = await startChallenge(app, {
    url: "/api/users/email",
    payload: { email },
    remoteAddress,
  });
  const code = await codeFromDevInbox(app, email);
  const verified = await app.inject({
    method: "POST",
    url: "/api/users/verify-email",
    payload: { challengeId, code },
    remoteAddress,
  });
  if (verified.statusCode !== 201) throw new Error(`E-mail code was refused: ${verified.body}`);
  const session = verified.json<{ user: { id: string }; accessToken: string; refreshToken: string }>();
  return {
    userId: session.user.id,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    phoneNumber: "",
    email,
    authorization: { authorization: `Bearer ${session.accessToken}` },
  };
};

/**
 * Moves a challenge's last send `ms` into the past, as if that long had passed (the resend gate and the
 * expiry count from it); the database is the only clock a challenge has besides `now`.
 */
export const ageChallenge = async (db: Db, challengeId: string, ms: number): Promise<void> => {
  const [row] = await db.select().from(codeChallengesTable).where(eq(codeChallengesTable.id, challengeId));
  if (row === undefined) throw new Error(`No challenge ${challengeId}`);
  await db
    .update(codeChallengesTable)
    .set({
      lastSentAt: new Date(row.lastSentAt.getTime() - ms),
      expiresAt: new Date(row.expiresAt.getTime() - ms),
    })
    .where(eq(codeChallengesTable.id, challengeId));
};

/**
 * Solves a `ProofOfWorkRequired` challenge as the site does (altcha-lib's solver; Node's PBKDF2 here, Web
 * Crypto's in a browser), and answers the `proofOfWork` to send the request again with.
 */
export const solveProofOfWork = async (challenge: ProofOfWorkChallenge): Promise<ProofOfWork> => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error(`No solution found for ${JSON.stringify(challenge)}`);
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
};
