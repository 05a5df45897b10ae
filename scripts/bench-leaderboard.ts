/**
 * `npm run bench:leaderboard`: the rank index with 1,000,000 ranked gamers, in this process (Fenwick tree) and
 * in Redis (REDIS_URL, default redis://127.0.0.1:6379, logical database 9, a key prefix of its own, removed
 * after). Prints p50/p99 of "my rank", a page of 20 and "around me" (ten above and below), the build time and
 * the in-process index's memory. Targets: rank ≤ 1 ms p99 server-side; index ≤ 64 MB for 1M.
 */
import { randomUUID } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Redis } from "ioredis";
import {
  inProcessRankIndex,
  redisRankIndex,
  type Ranked,
  type RankIndex,
} from "@/server/services/leaderboards/rank-index";

// A collection before each heap reading, so the figure is what the index keeps, not the garbage of building it.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

const GAMERS = Number(process.env["BENCH_GAMERS"] ?? 1_000_000);
const SAMPLES = 2_000;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const timed = async (label: string, run: (at: number) => Promise<unknown>) => {
  const took: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = process.hrtime.bigint();
    await run(sample);
    took.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  took.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(12)} p50 ${percentile(took, 50).toFixed(1)} µs   p99 ${percentile(took, 99).toFixed(1)} µs`,
  );
};

const entries: Ranked[] = Array.from({ length: GAMERS }, (_, index) => ({
  participantId: `gamer-${String(index).padStart(7, "0")}`,
  // Skewed like a season: most gamers earned a little, a few a lot.
  score: Math.floor(100_000 * Math.random() ** 3),
}));

const run = async (label: string, index: RankIndex) => {
  const board = randomUUID();
  const started = performance.now();
  const heapBefore = liveHeap();
  await index.ensure(board, () => Promise.resolve(entries));
  const built = performance.now() - started;
  console.log(`${label}: ${GAMERS} gamers built in ${built.toFixed(0)} ms`);
  if (index.kind === "in-process")
    console.log(
      `  memory       ${((liveHeap() - heapBefore) / 2 ** 20).toFixed(0)} MB heap (live, after a collection)`,
    );
  const pick = (at: number) => entries[(at * 7919) % GAMERS] as Ranked;
  await timed("my rank", (at) => index.standing(board, pick(at).participantId));
  await timed("page of 20", (at) => index.range(board, at * 20, at * 20 + 19));
  await timed("around me", async (at) => {
    const standing = await index.standing(board, pick(at).participantId);
    if (standing !== undefined)
      await index.range(board, Math.max(0, standing.position - 10), standing.position + 10);
  });
  await timed("raise", (at) => index.raise(board, pick(at).participantId, pick(at).score + 1));
};

await run("in-process (Fenwick)", inProcessRankIndex());
const url = new URL(process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379");
url.pathname = "/9";
const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 2 });
const prefix = `bench:${randomUUID()}:`;
try {
  await redis.connect();
  await run("Redis sorted sets", redisRankIndex(redis, prefix));
} catch (error) {
  console.log(`Redis: skipped (${error instanceof Error ? error.message : String(error)})`);
} finally {
  const keys = await redis.keys(`${prefix}*`).catch(() => []);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit().catch(() => "closed");
}
