/**
 * The list of ended sign-ins: remembered across a restart (from the database), and shared between servers
 * through the real Redis on 127.0.0.1:6379 (REDIS_URL), as a second server would see it.
 */
import { randomUUID } from "node:crypto";
import { Layer, ManagedRuntime } from "effect";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { SessionRevocations } from "@/server/services/auth/session-revocations";
import { signInByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { redisAnswers, TEST_REDIS_URL } from "@/server/testing/redis";

const redisAnswered = await redisAnswers();

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit().catch(() => "closed")));
  await testApp.app.close();
});

/** One server's list of ended sign-ins, over the test app's database. */
const clients: Redis[] = [];
/** A server's own client, as each server holds one (closed after the suite). */
const clientOf = (redisUrl: string | undefined): Redis | undefined => {
  if (redisUrl === undefined) return undefined;
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  clients.push(client);
  return client;
};

const server = (redisUrl: string | undefined) =>
  ManagedRuntime.make(
    SessionRevocations.layer({ accessTtlSeconds: 900, redis: clientOf(redisUrl) }).pipe(
      Layer.provide(AuthRepository.layer),
      Layer.provide(Database.layer(testApp.database)),
    ),
  );

const isRevoked = (runtime: ReturnType<typeof server>, sessionId: string) =>
  runtime.runPromise(SessionRevocations.use((list) => list.isRevoked(sessionId)));

describe("ended sign-ins", () => {
  it("are remembered by a server that starts after them, from the database", async () => {
    const session = await signInByPhone(testApp.app);
    const logout = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/logout",
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const sessionId = String(
      JSON.parse(Buffer.from(session.accessToken.split(".")[1] ?? "", "base64url").toString())["sid"],
    );
    const restarted = server(undefined);
    try {
      expect(await isRevoked(restarted, sessionId)).toBe(true);
      expect(await isRevoked(restarted, randomUUID())).toBe(false);
    } finally {
      await restarted.dispose();
    }
  });

  it.skipIf(!redisAnswered)("reach every server through Redis, and a server started later", async () => {
    const first = server(TEST_REDIS_URL);
    const second = server(TEST_REDIS_URL);
    try {
      // Both are connected and listening before the revocation.
      expect(await isRevoked(second, randomUUID())).toBe(false);
      const sessionId = randomUUID();
      await first.runPromise(SessionRevocations.use((list) => list.revoke(sessionId)));
      expect(await isRevoked(first, sessionId)).toBe(true);
      await expect.poll(() => isRevoked(second, sessionId), { timeout: 300_000 }).toBe(true);

      const later = server(TEST_REDIS_URL);
      try {
        expect(await isRevoked(later, sessionId)).toBe(true);
      } finally {
        await later.dispose();
      }
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });
});
