/**
 * Demo platform leaderboards, dated from now: a live gamer season and a live clan season that score the K-Points
 * earned in them (what was earned since their start is counted when they are made), each paying its top ranks in
 * K-Cash when it ends. Idempotent: a board whose title exists is left alone.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { leaderboardRepository, type NewLeaderboard } from "@/server/db/repositories/leaderboard-repository";
import { leaderboardsTable } from "@/server/db/schema/leaderboards";

const DAY = 86_400_000;

const demoBoards = (now: Date): readonly NewLeaderboard[] => [
  {
    title: "Kleos Season Sprint",
    kind: "GAMER",
    entityRefId: null,
    scoreSource: "KPOINTS_EARNED",
    seasonStartsAt: new Date(now.getTime() - 7 * DAY),
    seasonEndsAt: new Date(now.getTime() + 23 * DAY),
    prizeTiers: [
      { fromRank: 1, toRank: 1, currency: "KCASH", amount: 500_000 },
      { fromRank: 2, toRank: 3, currency: "KCASH", amount: 200_000 },
      { fromRank: 4, toRank: 10, currency: "KCASH", amount: 50_000 },
    ],
  },
  {
    title: "Global Clans Cup",
    kind: "CLAN",
    entityRefId: null,
    scoreSource: "KPOINTS_EARNED",
    seasonStartsAt: new Date(now.getTime() - 7 * DAY),
    seasonEndsAt: new Date(now.getTime() + 23 * DAY),
    prizeTiers: [{ fromRank: 1, toRank: 3, currency: "KCASH", amount: 300_000 }],
  },
];

export const seedDemoLeaderboards = async (db: Db, now: Date): Promise<void> => {
  const boards = demoBoards(now);
  const existing = await db
    .select({ title: leaderboardsTable.title })
    .from(leaderboardsTable)
    .where(
      inArray(
        leaderboardsTable.title,
        boards.map((board) => board.title),
      ),
    );
  const made = new Set(existing.map((row) => row.title));
  await db.transaction(async (tx) => {
    for (const board of boards) {
      if (made.has(board.title)) continue;
      const { id } = await leaderboardRepository.insert(tx, board);
      await leaderboardRepository.backfill(tx, id, now);
    }
  });
};
