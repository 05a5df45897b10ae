/**
 * The `leaderboard-completion` job's runs against the real database: the prizes of a board of clans are told to
 * every member of a winning clan at the season's end (and to the chief they were paid to) once, however often the
 * job runs or fails; a gamer's own prize on a board of gamers is told once, by the credit's notification.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clanMembershipsTable } from "@/server/db/schema/clans";
import { runLeaderboardCompletion, type LeaderboardRunner } from "@/server/jobs/leaderboard-completion";
import { createClanAs, joinClanAs } from "@/server/testing/clans";
import { contractResponse } from "@/server/testing/contract";
import { createTestLeaderboard, earnKPoints, endTestSeason } from "@/server/testing/leaderboards";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Told {
  readonly kind: string;
  readonly data: Readonly<Record<string, unknown>>;
}

const HOUR = 3_600_000;

let testApp: TestApp;
/** The job's runs, on the app's own services, as its worker runs them. */
let run: LeaderboardRunner;

beforeAll(async () => {
  testApp = await createTestApp();
  run = (effect) => testApp.runtime.run(effect);
});
afterAll(() => testApp.app.close());

const notificationsOf = async (session: TestSession): Promise<readonly Told[]> => {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/api/notifications?pageLimit=50",
    headers: session.authorization,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("listNotifications", 200).validate(response.json())).toEqual([]);
  return response.json<{ items: Told[] }>().items;
};

const prizesTold = async (session: TestSession) =>
  (await notificationsOf(session)).filter((told) => told.data["event"] === "prizeWon");

/** Moves the gamer's membership of the clan: joined `joinedHoursAgo`, and left `leftHoursAgo` if given. */
const moveMembership = async (
  session: TestSession,
  clanId: number,
  joinedHoursAgo: number,
  leftHoursAgo?: number,
) => {
  await testApp.database.db
    .update(clanMembershipsTable)
    .set({
      joinedAt: new Date(Date.now() - joinedHoursAgo * HOUR),
      ...(leftHoursAgo === undefined ? {} : { leftAt: new Date(Date.now() - leftHoursAgo * HOUR) }),
    })
    .where(and(eq(clanMembershipsTable.userId, session.userId), eq(clanMembershipsTable.clanId, clanId)));
};

const leaveClan = async (session: TestSession) => {
  const left = await testApp.app.inject({
    method: "DELETE",
    url: "/api/platform-user-clans",
    headers: session.authorization,
  });
  expect(left.statusCode, left.body).toBeLessThan(300);
};

/** Makes the board's completion fail at its very end (the transaction rolls back), until `heal` is called. */
const failCompletionOf = async (leaderboardId: string) => {
  const { db } = testApp.database;
  await db.execute(
    sql.raw(`create or replace function fail_completion() returns trigger language plpgsql as $$
      begin
        if new.id = '${leaderboardId}' and new.completed_at is not null then
          raise exception 'the completion of % fails', new.id;
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_completion before update on leaderboards
      for each row execute function fail_completion()`),
  );
  return async () => {
    await db.execute(sql.raw("drop trigger fail_completion on leaderboards"));
    await db.execute(sql.raw("drop function fail_completion()"));
  };
};

describe("the prizes of a board of clans", () => {
  it("tells each member of a winning clan once, whatever the job's runs and failures", async () => {
    const board = await createTestLeaderboard(testApp.database, { kind: "CLAN" });
    const [chief, member, leftAfterEnd, leftBeforeEnd, lateJoiner, otherChief] = await Promise.all(
      Array.from({ length: 6 }, () => sessionByPhone(testApp)),
    );
    if (!chief || !member || !leftAfterEnd || !leftBeforeEnd || !lateJoiner || !otherChief)
      throw new Error("a gamer was not signed in");
    const winners = await createClanAs(testApp, chief);
    const runnersUp = await createClanAs(testApp, otherChief);
    for (const gamer of [member, leftAfterEnd, leftBeforeEnd]) await joinClanAs(testApp, gamer, winners.id);
    await earnKPoints(testApp.database, chief.userId, 50);
    await earnKPoints(testApp.database, member.userId, 30);
    await earnKPoints(testApp.database, otherChief.userId, 40);
    // The season ran from two hours ago to an hour ago: who was in the clan at its end is told.
    await endTestSeason(testApp.database, board.id);
    for (const gamer of [chief, member, leftAfterEnd]) await moveMembership(gamer, winners.id, 3);
    await moveMembership(otherChief, runnersUp.id, 3);
    await leaveClan(leftBeforeEnd);
    await moveMembership(leftBeforeEnd, winners.id, 3, 1.5);
    await leaveClan(leftAfterEnd);
    await joinClanAs(testApp, lateJoiner, winners.id);

    const heal = await failCompletionOf(board.id);
    await expect(runLeaderboardCompletion(run, board.id, new Date())).rejects.toThrow(
      /update "leaderboards"/,
    );
    // The failed run told nobody: its notifications went with its credits.
    expect(await prizesTold(member)).toEqual([]);
    await heal();
    expect(await runLeaderboardCompletion(run, board.id, new Date())).toBe("completed");
    expect(await runLeaderboardCompletion(run, board.id, new Date())).toBe("alreadyCompleted");

    const prize = (rank: number, amount: number, paidToYou: boolean) => [
      {
        kind: "clanEvent",
        data: {
          event: "prizeWon",
          title: expect.stringMatching(/^Test board /) as unknown,
          rank,
          currency: "KCASH",
          amount,
          decimals: 2,
          paidToYou,
          path: `/leaderboards/${board.id}`,
        },
      },
    ];
    const told = async (session: TestSession) =>
      (await prizesTold(session)).map(({ kind, data }) => ({ kind, data }));
    expect(await told(chief)).toEqual(prize(1, 50_000, true));
    expect(await told(member)).toEqual(prize(1, 50_000, false));
    expect(await told(leftAfterEnd)).toEqual(prize(1, 50_000, false));
    expect(await told(otherChief)).toEqual(prize(2, 10_000, true));
    expect(await told(leftBeforeEnd)).toEqual([]);
    expect(await told(lateJoiner)).toEqual([]);
    // The chief is also told the credit itself, once; the members were credited nothing.
    const credits = async (session: TestSession) =>
      (await notificationsOf(session)).filter(
        (notice) => notice.kind === "rewardCredited" && notice.data["currency"] === "KCASH",
      );
    expect((await credits(chief)).map((notice) => notice.data["amount"])).toEqual([50_000]);
    expect(await credits(member)).toEqual([]);
  });
});

describe("the prizes of a board of gamers", () => {
  it("are told once, by the credit's notification, however often the job runs", async () => {
    const board = await createTestLeaderboard(testApp.database);
    const [first, second] = await Promise.all([sessionByPhone(testApp), sessionByPhone(testApp)]);
    if (!first || !second) throw new Error("a gamer was not signed in");
    await earnKPoints(testApp.database, first.userId, 90);
    await earnKPoints(testApp.database, second.userId, 60);
    await endTestSeason(testApp.database, board.id);

    expect(await runLeaderboardCompletion(run, board.id, new Date())).toBe("completed");
    expect(await runLeaderboardCompletion(run, board.id, new Date())).toBe("alreadyCompleted");

    for (const [gamer, amount] of [
      [first, 50_000],
      [second, 10_000],
    ] as const) {
      const kcash = (await notificationsOf(gamer)).filter(
        (notice) => notice.kind !== "rewardCredited" || notice.data["currency"] !== "KPOINTS",
      );
      expect(kcash.map(({ kind, data }) => ({ kind, data }))).toEqual([
        {
          kind: "rewardCredited",
          data: { currency: "KCASH", amount, decimals: 2, path: "/gamer/wallet" },
        },
      ]);
    }
  });
});
