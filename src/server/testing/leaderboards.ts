/**
 * Leaderboards for server tests: boards written straight through the repository with a season relative to now,
 * and K-Points earned through the ledger (as a reward), so scores rise the way they do in the app.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { LeaderboardKind, ScoreSource } from "@/domain/leaderboards/leaderboard-rules";
import type { Database } from "@/server/db/client";
import { leaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import { leaderboardsTable } from "@/server/db/schema/leaderboards";
import { Ledger } from "@/server/services/wallet/ledger";
import { runOnWallet } from "@/server/testing/ledger";

const HOUR = 3_600_000;

export type TestSeason = "upcoming" | "live" | "ended";

const seasons: { readonly [S in TestSeason]: readonly [starts: number, ends: number] } = {
  upcoming: [HOUR, 2 * HOUR],
  live: [-HOUR, HOUR],
  ended: [-2 * HOUR, -HOUR],
};

export interface TestLeaderboardOptions {
  readonly season?: TestSeason;
  readonly kind?: LeaderboardKind;
  readonly scoreSource?: ScoreSource;
  readonly entityRefId?: string;
  readonly prizeTiers?: readonly { fromRank: number; toRank: number; currency: string; amount: number }[];
}

export const createTestLeaderboard = async (
  database: Database,
  options: TestLeaderboardOptions = {},
): Promise<{ readonly id: string }> => {
  const [starts, ends] = seasons[options.season ?? "live"];
  const now = Date.now();
  return leaderboardRepository.insert(database.db, {
    title: `Test board ${randomUUID().slice(0, 8)}`,
    kind: options.kind ?? "GAMER",
    entityRefId: options.entityRefId ?? null,
    scoreSource: options.scoreSource ?? "KPOINTS_EARNED",
    seasonStartsAt: new Date(now + starts),
    seasonEndsAt: new Date(now + ends),
    prizeTiers: options.prizeTiers ?? [
      { fromRank: 1, toRank: 1, currency: "KCASH", amount: 50_000 },
      { fromRank: 2, toRank: 3, currency: "KCASH", amount: 10_000 },
    ],
  });
};

/** Credits `amount` K-Points to the gamer as a reward through the ledger: every live board scores it. */
export const earnKPoints = (database: Database, userId: string, amount: number): Promise<unknown> =>
  runOnWallet(
    database,
    Ledger.use((ledger) =>
      ledger.creditReward({
        userId,
        currency: "KPOINTS",
        amount,
        idempotencyKey: `test-earning:${randomUUID()}`,
      }),
    ),
  );

/** Ends a board's season an hour ago (keeping its scores). */
export const endTestSeason = async (database: Database, leaderboardId: string): Promise<void> => {
  await database.db
    .update(leaderboardsTable)
    .set({ seasonStartsAt: sql`now() - interval '2 hours'`, seasonEndsAt: sql`now() - interval '1 hour'` })
    .where(eq(leaderboardsTable.id, leaderboardId));
};
