/**
 * The rank index: a mirror of the boards' scores (the database is the truth) that answers a rank, a page and
 * "around me" without scanning. In this process by default (`inProcessRankIndex`, a Fenwick tree per board), or
 * Redis sorted sets shared by every server when REDIS_URL is set (`redisRankIndex`). A board is built from the
 * database the first time this process touches it, and again whenever the index has lost it (Redis' data flushed
 * or evicted, the database's announcements no longer heard). Scores only rise during a season, so a raise is kept
 * as the higher of what the index holds and what it is told: late or repeated announcements change nothing.
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { FenwickRanks, type Ranked } from "@/server/services/leaderboards/fenwick-ranks";

export type { Ranked };

export interface Standing {
  readonly score: number;
  /** Standard competition rank: 1 + how many score strictly more. */
  readonly rank: number;
  /** 0-based place in board order (ties listed by participant id, highest first). */
  readonly position: number;
}

/** Reads every score of a board from the database. */
export type LoadBoard = () => Promise<readonly Ranked[]>;

export interface RankIndex {
  readonly kind: "in-process" | "redis";
  /** Builds the board from `load` unless this process built it already and the index still holds it. */
  ensure(boardId: string, load: LoadBoard): Promise<void>;
  /** Raises a participant's score (never lowers it). Boards not built yet are left alone: building reads it. */
  raise(boardId: string, participantId: string, score: number): Promise<void>;
  standing(boardId: string, participantId: string): Promise<Standing | undefined>;
  /** Positions `start`..`stop` (inclusive) in board order. */
  range(boardId: string, start: number, stop: number): Promise<Ranked[]>;
  rankOfScore(boardId: string, score: number): Promise<number>;
  size(boardId: string): Promise<number>;
  /** Forgets every board: each is built again from the database when next touched. */
  forgetAll(): void;
  close(): Promise<void>;
}

/** Raises heard while a board was being built, applied once it is (so a build never loses one). */
class PendingRaises {
  private readonly pending = new Map<string, Map<string, number>>();
  start(boardId: string): void {
    this.pending.set(boardId, new Map());
  }
  /** True when the board is being built (the raise is kept for after). */
  hold(boardId: string, participantId: string, score: number): boolean {
    const held = this.pending.get(boardId);
    if (held === undefined) return false;
    held.set(participantId, Math.max(score, held.get(participantId) ?? 0));
    return true;
  }
  finish(boardId: string): Map<string, number> {
    const held = this.pending.get(boardId) ?? new Map<string, number>();
    this.pending.delete(boardId);
    return held;
  }
}

export const inProcessRankIndex = (): RankIndex & { bytesOf(boardId: string): number } => {
  const boards = new Map<string, FenwickRanks>();
  const building = new Map<string, Promise<void>>();
  const raises = new PendingRaises();
  const raiseIn = (ranks: FenwickRanks, participantId: string, score: number) => {
    if (score > (ranks.scoreOf(participantId) ?? -1)) ranks.set(participantId, score);
  };
  const board = (boardId: string): FenwickRanks => boards.get(boardId) ?? new FenwickRanks();
  return {
    kind: "in-process",
    ensure: (boardId, load) => {
      if (boards.has(boardId)) return Promise.resolve();
      const running = building.get(boardId);
      if (running !== undefined) return running;
      raises.start(boardId);
      const build = (async () => {
        try {
          const ranks = FenwickRanks.from(await load());
          for (const [participantId, score] of raises.finish(boardId)) raiseIn(ranks, participantId, score);
          boards.set(boardId, ranks);
        } finally {
          raises.finish(boardId);
          building.delete(boardId);
        }
      })();
      building.set(boardId, build);
      return build;
    },
    raise: (boardId, participantId, score) => {
      if (raises.hold(boardId, participantId, score)) return Promise.resolve();
      const ranks = boards.get(boardId);
      if (ranks !== undefined) raiseIn(ranks, participantId, score);
      return Promise.resolve();
    },
    standing: (boardId, participantId) => {
      const ranks = board(boardId);
      const score = ranks.scoreOf(participantId);
      const position = ranks.positionOf(participantId);
      return Promise.resolve(
        score === undefined || position === undefined
          ? undefined
          : { score, rank: ranks.rankOfScore(score), position },
      );
    },
    range: (boardId, start, stop) => Promise.resolve(board(boardId).range(start, stop)),
    rankOfScore: (boardId, score) => Promise.resolve(board(boardId).rankOfScore(score)),
    size: (boardId) => Promise.resolve(board(boardId).size),
    forgetAll: () => boards.clear(),
    close: () => Promise.resolve(),
    bytesOf: (boardId) => board(boardId).treeBytes(),
  };
};

const CHUNK = 5_000;

/**
 * Redis sorted sets, one per board (`<prefix>lb:<board id>`), with a marker key saying the set was built whole
 * (`…:built`). A set without its marker (a FLUSHALL, an eviction, a server that never built it) is built again
 * from the database into a fresh key and renamed into place. Ranks: ZREVRANK for the position, ZCOUNT of the
 * strictly higher scores for the shared rank (Redis 7.0 has no ZREVRANK … WITHSCORE), ZREVRANGE for pages.
 */
export const redisRankIndex = (redis: Redis, prefix: string): RankIndex => {
  const keyOf = (boardId: string) => `${prefix}lb:${boardId}`;
  const markerOf = (boardId: string) => `${prefix}lb:${boardId}:built`;
  const building = new Map<string, Promise<void>>();
  const raises = new PendingRaises();
  const builtHere = new Set<string>();

  const build = async (boardId: string, load: LoadBoard) => {
    raises.start(boardId);
    try {
      const entries = await load();
      const scratch = `${keyOf(boardId)}:build:${randomUUID()}`;
      for (let start = 0; start < entries.length; start += CHUNK) {
        const args: (string | number)[] = [];
        for (const { participantId, score } of entries.slice(start, start + CHUNK))
          args.push(score, participantId);
        await redis.zadd(scratch, ...args);
      }
      const transaction = redis.multi();
      if (entries.length === 0) transaction.del(keyOf(boardId));
      else transaction.rename(scratch, keyOf(boardId));
      transaction.set(markerOf(boardId), "1");
      await transaction.exec();
      for (const [participantId, score] of raises.finish(boardId))
        await redis.zadd(keyOf(boardId), "GT", score, participantId);
      builtHere.add(boardId);
    } finally {
      raises.finish(boardId);
    }
  };

  const zrange = async (boardId: string, start: number, stop: number): Promise<Ranked[]> => {
    if (stop < start || stop < 0) return [];
    const flat = await redis.zrevrange(keyOf(boardId), Math.max(0, start), stop, "WITHSCORES");
    const out: Ranked[] = [];
    for (let index = 0; index + 1 < flat.length; index += 2)
      out.push({ participantId: flat[index] as string, score: Number(flat[index + 1]) });
    return out;
  };

  const rankOfScore = async (boardId: string, score: number) =>
    1 + (await redis.zcount(keyOf(boardId), `(${score}`, "+inf"));

  return {
    kind: "redis",
    ensure: async (boardId, load) => {
      const running = building.get(boardId);
      if (running !== undefined) return running;
      if (builtHere.has(boardId) && (await redis.exists(markerOf(boardId))) === 1) return;
      const started = build(boardId, load).finally(() => building.delete(boardId));
      building.set(boardId, started);
      return started;
    },
    raise: async (boardId, participantId, score) => {
      if (raises.hold(boardId, participantId, score)) return;
      await redis.zadd(keyOf(boardId), "GT", score, participantId);
    },
    standing: async (boardId, participantId) => {
      const [scoreOf, positionOf] = (await redis
        .multi()
        .zscore(keyOf(boardId), participantId)
        .zrevrank(keyOf(boardId), participantId)
        .exec()) ?? [
        [null, null],
        [null, null],
      ];
      const score = scoreOf?.[1];
      const position = positionOf?.[1];
      if (typeof score !== "string" || typeof position !== "number") return undefined;
      return { score: Number(score), position, rank: await rankOfScore(boardId, Number(score)) };
    },
    range: zrange,
    rankOfScore,
    size: (boardId) => redis.zcard(keyOf(boardId)),
    forgetAll: () => builtHere.clear(),
    close: () => Promise.resolve(),
  };
};
