/**
 * Demo platform leaderboards, dated from now: a live gamer season, a live clan season, a live clan chief season and
 * a live partner clan season (Dark Throne's) that score the K-Points earned in them, a live season of quests completed and one of campaign points (what was earned since their start
 * is counted when they are made), each paying its top ranks when it ends. Idempotent: a board whose title exists is left alone.
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
  {
    title: "Chiefs' Crown",
    kind: "CLAN_CHIEF",
    entityRefId: null,
    scoreSource: "KPOINTS_EARNED",
    seasonStartsAt: new Date(now.getTime() - 7 * DAY),
    seasonEndsAt: new Date(now.getTime() + 23 * DAY),
    prizeTiers: [{ fromRank: 1, toRank: 3, currency: "KCASH", amount: 200_000 }],
  },
  {
    // Dark Throne's studio sponsors a clan season: its board names the game (its slug), and shows on its page.
    title: "Dark Throne Clan Clash",
    kind: "PARTNER_CLAN",
    entityRefId: "dark-throne",
    scoreSource: "KPOINTS_EARNED",
    seasonStartsAt: new Date(now.getTime() - 7 * DAY),
    seasonEndsAt: new Date(now.getTime() + 23 * DAY),
    prizeTiers: [{ fromRank: 1, toRank: 3, currency: "KCASH", amount: 300_000 }],
  },
  {
    title: "Quest Masters",
    kind: "GAMER",
    entityRefId: null,
    scoreSource: "QUESTS_COMPLETED",
    seasonStartsAt: new Date(now.getTime() - 7 * DAY),
    seasonEndsAt: new Date(now.getTime() + 23 * DAY),
    prizeTiers: [
      { fromRank: 1, toRank: 1, currency: "KCASH", amount: 100_000 },
      { fromRank: 2, toRank: 10, currency: "KCASH", amount: 20_000 },
    ],
  },
  {
    title: "K-Drop Points Race",
    kind: "GAMER",
    entityRefId: null,
    scoreSource: "CAMPAIGN_POINTS",
    seasonStartsAt: new Date(now.getTime() - 7 * DAY),
    seasonEndsAt: new Date(now.getTime() + 23 * DAY),
    prizeTiers: [{ fromRank: 1, toRank: 5, currency: "KCASH", amount: 100_000 }],
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
