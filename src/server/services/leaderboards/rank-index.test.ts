/**
 * The rank index against the ranks SQL would give (1 + how many score strictly more, board order by score then
 * participant id, both descending), in this process and in the real Redis on 127.0.0.1:6379 (REDIS_URL). The
 * Redis test works in a logical database of its own under a key prefix of its own, so flushing it (as a lost
 * Redis would be) touches nobody else's keys.
 */
import { randomUUID } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import {
  inProcessRankIndex,
  redisRankIndex,
  type Ranked,
  type RankIndex,
} from "@/server/services/leaderboards/rank-index";
import { redisAnswers, TEST_REDIS_URL } from "@/server/testing/redis";

/** Board order and shared ranks, computed the slow way. */
const expected = (scores: ReadonlyMap<string, number>) => {
  const ordered = [...scores].sort(([a, x], [b, y]) => y - x || (a < b ? 1 : a > b ? -1 : 0));
  return ordered.map(([participantId, score]) => ({
    participantId,
    score,
    rank: 1 + ordered.filter(([, other]) => other > score).length,
  }));
};

const snapshot = async (index: RankIndex, boardId: string, ids: readonly string[]) => ({
  page: await index.range(boardId, 0, ids.length + 5),
  standings: await Promise.all(ids.map((id) => index.standing(boardId, id))),
});

const check = async (index: RankIndex, boardId: string, scores: Map<string, number>) => {
  const truth = expected(scores);
  expect(await index.size(boardId)).toBe(truth.length);
  expect(await index.range(boardId, 0, truth.length)).toEqual(
    truth.map(({ participantId, score }): Ranked => ({ participantId, score })),
  );
  for (const [position, row] of truth.entries())
    expect(await index.standing(boardId, row.participantId)).toEqual({
      score: row.score,
      rank: row.rank,
      position,
    });
};

const raisesArbitrary = fc.array(
  fc.tuple(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), fc.integer({ min: 0, max: 40 })),
  { maxLength: 40 },
);

describe("in-process rank index", () => {
  test.prop([raisesArbitrary])("matches the SQL ranks after any raises", async (raises) => {
    const index = inProcessRankIndex();
    const scores = new Map<string, number>();
    await index.ensure("board", () => Promise.resolve([]));
    for (const [id, score] of raises) {
      scores.set(id, Math.max(score, scores.get(id) ?? 0));
      await index.raise("board", id, score);
    }
    await check(index, "board", scores);
  });

  test.prop([
    fc.array(
      fc.tuple(
        fc.constantFrom("a", "b", "c", "d", "e", "f", "g"),
        fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 2 ** 45 })),
      ),
      { maxLength: 40 },
    ),
    raisesArbitrary,
  ])("matches the SQL ranks when built from the database at once, then raised", async (loaded, raises) => {
    const index = inProcessRankIndex();
    const scores = new Map<string, number>();
    for (const [id, score] of loaded) scores.set(id, Math.max(score, scores.get(id) ?? 0));
    await index.ensure("board", () =>
      Promise.resolve(loaded.map(([participantId, score]): Ranked => ({ participantId, score }))),
    );
    for (const [id, score] of raises) {
      scores.set(id, Math.max(score, scores.get(id) ?? 0));
      await index.raise("board", id, score);
    }
    await check(index, "board", scores);
  });

  it("keeps ranks through scores far beyond its first buckets (the tree grows, then widens)", async () => {
    const index = inProcessRankIndex();
    await index.ensure("board", () => Promise.resolve([]));
    const scores = new Map<string, number>([
      ["a", 3],
      ["b", 9_000],
      ["c", 2 ** 40],
      ["d", 2 ** 40 + 1],
      ["e", 9_000],
    ]);
    for (const [id, score] of scores) await index.raise("board", id, score);
    await check(index, "board", scores);
  });
});

describe.runIf(await redisAnswers())("Redis rank index", () => {
  const url = new URL(TEST_REDIS_URL);
  url.pathname = "/9";
  const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
  afterAll(async () => {
    await redis.quit();
  });

  it("matches the in-process ranks, and comes back identical after its data is flushed mid-season", async () => {
    const prefix = `test:${randomUUID()}:`;
    const boardId = randomUUID();
    const database = new Map<string, number>();
    for (const [id, score] of fc.sample(raisesArbitrary, { numRuns: 1, seed: 7 })[0] ?? [])
      database.set(id, Math.max(score, database.get(id) ?? 0));
    const load = () =>
      Promise.resolve(expected(database).map(({ participantId, score }) => ({ participantId, score })));
    const shared = redisRankIndex(redis, prefix);
    const local = inProcessRankIndex();
    await shared.ensure(boardId, load);
    await local.ensure(boardId, load);
    for (const [id, score] of [
      ["a", 45],
      ["h", 12],
      ["b", 45],
    ] as const) {
      database.set(id, Math.max(score, database.get(id) ?? 0));
      await shared.raise(boardId, id, score);
      await local.raise(boardId, id, score);
    }
    const ids = [...database.keys()];
    const before = await snapshot(shared, boardId, ids);
    expect(before).toEqual(await snapshot(local, boardId, ids));
    await check(shared, boardId, database);

    await redis.flushdb();
    expect(await shared.size(boardId)).toBe(0);
    await shared.ensure(boardId, load);
    expect(await snapshot(shared, boardId, ids)).toEqual(before);
    // A second server sharing the set answers the same.
    const second = redisRankIndex(redis, prefix);
    await second.ensure(boardId, load);
    expect(await snapshot(second, boardId, ids)).toEqual(before);
  });
});
