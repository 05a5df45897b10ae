/**
 * Remembered access tokens (VerifiedTokens, through Tokens.verifyAccess): a token verified once is not verified
 * nor its account read again until it expires, and it is refused at once when its sign-in ends (logout), when
 * the account's `tokensValidAfter` moves (a deletion request) and when the account is erased, here or on
 * another server (heard from the database). Expiry is judged by the service's clock.
 */
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";
import { Clock, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Database } from "@/server/db/database";
import { PayoutRepository } from "@/server/db/repositories/payout-repository";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { usersTable } from "@/server/db/schema/accounts";
import { SessionRevocations } from "@/server/services/auth/session-revocations";
import { Tokens } from "@/server/services/auth/tokens";
import { VerifiedTokens } from "@/server/services/auth/verified-tokens";
import { AccountErasures } from "@/server/services/users/account-erasures";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false });
});

afterAll(async () => {
  await testApp.app.close();
});

const ACCESS_TTL_SECONDS = 900;

/**
 * One server's token services over the test app's database, counting the reads of an account (each
 * verification that is not remembered reads one).
 */
const server = () => {
  const reads = { count: 0 };
  const countingUsers = Layer.effect(
    UserRepository,
    Effect.gen(function* () {
      const users = yield* UserRepository;
      return UserRepository.of({
        ...users,
        findById: (id: string) => {
          reads.count += 1;
          return users.findById(id);
        },
      });
    }),
  ).pipe(Layer.provide(UserRepository.layer));
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      Tokens.layer({ privateKeyPem: testApp.config.jwtPrivateKeyPem, accessTtlSeconds: ACCESS_TTL_SECONDS }),
      AccountErasures.layer,
    ).pipe(
      Layer.provideMerge(
        Layer.mergeAll(
          SessionRevocations.layer({ accessTtlSeconds: ACCESS_TTL_SECONDS, redis: undefined }),
          VerifiedTokens.layer,
          RememberedProgress.layer,
        ),
      ),
      Layer.provideMerge(
        Layer.mergeAll(
          AuthRepository.layer,
          CampaignProgressRepository.layer,
          PayoutRepository.layer,
          countingUsers,
        ),
      ),
      Layer.provideMerge(Database.layer(testApp.database)),
    ),
  );
  return { runtime, reads };
};

type Server = ReturnType<typeof server>;

/** A clock that reads `ms` (no time passes). */
const clockAt = (ms: number): Clock.Clock => ({
  currentTimeMillisUnsafe: () => ms,
  currentTimeMillis: Effect.succeed(ms),
  currentTimeNanosUnsafe: () => BigInt(ms) * 1_000_000n,
  currentTimeNanos: Effect.succeed(BigInt(ms) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => BigInt(ms) * 1_000_000n,
  monotonicTimeNanos: Effect.succeed(BigInt(ms) * 1_000_000n),
  sleep: () => Effect.void,
});

const verify = ({ runtime }: Server, token: string, at?: number) =>
  runtime.runPromiseExit(
    Tokens.use((tokens) => tokens.verifyAccess(token)).pipe(
      at === undefined ? (effect) => effect : Effect.provideService(Clock.Clock, clockAt(at)),
    ),
  );

const expectAccepted = async (
  on: Server,
  session: Pick<TestSession, "userId" | "accessToken">,
  at?: number,
) => {
  const exit = await verify(on, session.accessToken, at);
  expect(Exit.isSuccess(exit) && exit.value.userId).toBe(session.userId);
};

const expectRefused = async (on: Server, token: string, at?: number) => {
  const exit = await verify(on, token, at);
  expect(Exit.isFailure(exit)).toBe(true);
  expect(JSON.stringify(exit)).toContain("TokenDecodeFailed");
};

const profileStatus = async (accessToken: string) =>
  (
    await testApp.app.inject({
      url: "/api/users/me/profile",
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;

describe("remembered access tokens", () => {
  it("are verified and their account read once, then answered from memory", async () => {
    const here = server();
    try {
      const session = await signInByPhone(testApp.app);
      await expectAccepted(here, session);
      await expectAccepted(here, session);
      await expectAccepted(here, session);
      expect(here.reads.count).toBe(1);
      // A token that fails verification is not remembered, and a tampered copy is no hit.
      await expectRefused(here, `${session.accessToken}x`);
      await expectRefused(here, `${session.accessToken}x`);
    } finally {
      await here.runtime.dispose();
    }
  });

  it("are refused right after a logout", async () => {
    const session = await signInByPhone(testApp.app);
    expect(await profileStatus(session.accessToken)).toBe(200);
    expect(await profileStatus(session.accessToken)).toBe(200);
    const logout = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/logout",
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await profileStatus(session.accessToken)).toBe(401);
  });

  it("are refused right after the account's tokensValidAfter moves (a deletion request)", async () => {
    const session = await signInByPhone(testApp.app);
    expect(await profileStatus(session.accessToken)).toBe(200);
    expect(await profileStatus(session.accessToken)).toBe(200);
    const deletion = await testApp.app.inject({
      method: "POST",
      url: "/api/users/me/deletion-request",
      headers: session.authorization,
    });
    expect(deletion.statusCode, deletion.body).toBe(201);
    expect(await profileStatus(session.accessToken)).toBe(401);
  });

  it("are refused right after the account is erased", async () => {
    const here = server();
    try {
      const session = await signInByPhone(testApp.app);
      const deletion = await testApp.app.inject({
        method: "POST",
        url: "/api/users/me/deletion-request",
        headers: session.authorization,
      });
      expect(deletion.statusCode, deletion.body).toBe(201);
      // Signed in again within the grace period: a token issued after the request stands until the erasure.
      const back = await signInByPhone(testApp.app, session.phoneNumber);
      await expectAccepted(here, back);
      await expectAccepted(here, back);
      expect(here.reads.count).toBe(1);
      const erased = await here.runtime.runPromise(
        AccountErasures.use((erasures) => erasures.eraseAccount(session.userId, new Date())),
      );
      expect(erased).toBe(true);
      await expectRefused(here, back.accessToken);
    } finally {
      await here.runtime.dispose();
    }
  });

  it("are refused by every server once the change commits, however it was written", async () => {
    const elsewhere = server();
    try {
      const session = await signInByPhone(testApp.app);
      await expectAccepted(elsewhere, session);
      await expectAccepted(elsewhere, session);
      expect(elsewhere.reads.count).toBe(1);
      // Written by another server (here: straight to the database); this one hears it when it commits.
      await testApp.database.db
        .update(usersTable)
        .set({ tokensValidAfter: new Date(Date.now() + 1) })
        .where(eq(usersTable.id, session.userId));
      await vi.waitFor(() => expectRefused(elsewhere, session.accessToken), {
        timeout: 300_000,
        interval: 20,
      });
    } finally {
      await elsewhere.runtime.dispose();
    }
  });

  it("hold until the token's expiry by the service's clock, and not from then on", async () => {
    const here = server();
    try {
      const T0 = Date.parse("2026-11-21T10:00:00.000Z");
      const { userId } = await signInByPhone(testApp.app);
      const issued = await here.runtime.runPromise(
        Effect.gen(function* () {
          const user = yield* UserRepository.use((users) => users.findById(userId));
          if (user === undefined) return yield* Effect.die(new Error(`No user ${userId}`));
          return yield* Tokens.use((tokens) => tokens.issue(user, "phone"));
        }).pipe(Effect.provideService(Clock.Clock, clockAt(T0))),
      );
      const session = { userId, accessToken: issued.accessToken };
      const expiry = T0 + ACCESS_TTL_SECONDS * 1000;
      expect(issued.accessTokenExpiresAt.getTime()).toBe(expiry);
      const reads = here.reads.count;
      await expectAccepted(here, session, T0);
      await expectAccepted(here, session, expiry - 1);
      expect(here.reads.count).toBe(reads + 1);
      await expectRefused(here, session.accessToken, expiry);
    } finally {
      await here.runtime.dispose();
    }
  });
});
