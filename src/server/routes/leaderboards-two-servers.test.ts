/**
 * Two servers (two apps sharing a database, as behind a balancer) and the real Redis on 127.0.0.1:6379 (REDIS_URL):
 * K-Points earned through either server rank the gamers on the same board the same way, whichever server is asked,
 * page and "where am I" alike. With DATABASE_URL set, the shared database is PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { leaderboardsTable } from "@/server/db/schema/leaderboards";
import { seedDemoLeaderboards } from "@/server/db/seed/demo-leaderboards";
import { redisAnswers, TEST_REDIS_URL } from "@/server/testing/redis";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestDatabase, quickProofsOfWork, type TestDatabase } from "@/server/testing/test-app";

const BASE = "/api/platform-centralized-leaderboard/leaderboards";

interface Ranks {
  readonly items: readonly {
    readonly rank: number;
    readonly participantId: string;
    readonly score: number;
  }[];
}

describe.runIf(await redisAnswers())("a leaderboard across two servers (Redis)", () => {
  let shared: TestDatabase;
  const apps: FastifyInstance[] = [];
  let boardId = "";
  beforeAll(async () => {
    const url = new URL(TEST_REDIS_URL);
    url.pathname = "/9";
    shared = await createTestDatabase({
      seedDemoData: false,
      redisUrl: url.toString(),
      redisKeyPrefix: `test:${randomUUID()}:`,
    });
    await seedDemoLeaderboards(shared.database.db, new Date());
    const [board] = await shared.database.db
      .select({ id: leaderboardsTable.id })
      .from(leaderboardsTable)
      .where(eq(leaderboardsTable.title, "Kleos Season Sprint"));
    if (board === undefined) throw new Error("the demo gamer season is not seeded");
    boardId = board.id;
    for (let i = 0; i < 2; i++) {
      const { app } = await buildApp({
        config: shared.config,
        database: shared.database,
        layer: quickProofsOfWork,
      });
      apps.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await shared.close();
  });

  const as = (app: FastifyInstance, session: TestSession, request: InjectOptions) =>
    app.inject({ ...request, headers: { ...request.headers, ...session.authorization, source: "website" } });
  const earn = async (app: FastifyInstance, session: TestSession, amount: number) => {
    const reward = await as(app, session, {
      method: "POST",
      url: "/api/wallets/dev-rewards",
      headers: { "idempotency-key": randomUUID() },
      payload: { currency: "KPOINTS", amount },
    });
    expect(reward.statusCode, reward.body).toBe(201);
  };

  it("answers the same ranks on either server, for K-Points earned through both", async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const [ace, bolt, cyan] = [
      await signInByPhone(first),
      await signInByPhone(second),
      await signInByPhone(first),
    ];
    await earn(first, ace, 30);
    await earn(second, bolt, 20);
    await earn(first, cyan, 20);
    await earn(second, ace, 5);

    const pageOn = async (app: FastifyInstance) => {
      const answer = await app.inject({
        url: `${BASE}/${boardId}?pageOffset=0&pageLimit=10`,
        headers: { source: "website" },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<Ranks>()
        .items.map(({ rank, participantId, score }) => ({ rank, participantId, score }));
    };
    const onFirst = await pageOn(first);
    expect(onFirst.map(({ rank, score }) => [rank, score])).toEqual([
      [1, 35],
      [2, 20],
      [2, 20],
    ]);
    expect(onFirst[0]?.participantId).toBe(ace.userId);
    expect(await pageOn(second)).toEqual(onFirst);

    for (const app of apps) {
      const standing = await as(app, bolt, { url: `${BASE}/${boardId}/me` });
      expect(standing.statusCode, standing.body).toBe(200);
      expect(standing.json()).toMatchObject({ participantId: bolt.userId, rank: 2, score: 20 });
    }
  });
});
