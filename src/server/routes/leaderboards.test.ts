import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fc } from "@fast-check/vitest";
import { leaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { createClanAs, joinClanAs } from "@/server/testing/clans";
import { leaderboardScoresTable } from "@/server/db/schema/leaderboards";
import { runLeaderboardCompletion } from "@/server/jobs/leaderboard-completion";
import { createTestLeaderboard, earnKPoints, endTestSeason } from "@/server/testing/leaderboards";
import { newBoardBody } from "@/server/testing/leaderboard-requests";
import { signInByEmail, type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { runOnWallet } from "@/server/testing/ledger";
import { Ledger } from "@/server/services/wallet/ledger";
import { createTestCampaign, PHONE_TASK } from "@/server/testing/campaigns";
import { startAndValidate } from "@/server/testing/campaign-requests";
import { campaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";

const BASE = "/api/platform-centralized-leaderboard/leaderboards";

interface Entry {
  readonly rank: number;
  readonly participantId: string;
  readonly score: number;
  readonly isMe: boolean;
  readonly prize: { readonly amount: number } | null;
  readonly clanLogo: string | null;
}
interface Standing {
  readonly rank: number | null;
  readonly score: number;
  readonly clanLogo: string | null;
  readonly above: readonly Entry[];
  readonly below: readonly Entry[];
}
interface Ranks {
  readonly leaderboard: {
    readonly status: string;
    readonly participantCount: number;
    readonly ties: unknown;
  };
  readonly items: readonly Entry[];
  readonly page: { readonly total: number };
  readonly me: Standing | null;
}

let testApp: TestApp;
let admin: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInByEmail(testApp.app);
  await campaignRepository.grantRole(testApp.database.db, admin.userId, ADMIN_ROLE);
});
afterAll(() => testApp.app.close());

const get = async <T>(url: string, session?: TestSession, operationId = "getLeaderboard"): Promise<T> => {
  const response = await testApp.app.inject({
    method: "GET",
    url,
    ...(session === undefined ? {} : { headers: session.authorization }),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse(operationId, 200).validate(response.json())).toEqual([]);
  return response.json<T>();
};

describe("platform leaderboards", () => {
  it("ranks gamers by the K-Points they earn in the season, ties sharing a rank (1224)", async () => {
    const { id } = await createTestLeaderboard(testApp.database);
    const gamers = await Promise.all([1, 2, 3, 4].map(() => sessionByPhone(testApp)));
    const [a, b, c, d] = gamers as [TestSession, TestSession, TestSession, TestSession];
    // The board is built from the database on first read; later earnings reach it through the announcements.
    await earnKPoints(testApp.database, a.userId, 50);
    const first = await get<Ranks>(`${BASE}/${id}`, a);
    expect(first.items.map((entry) => entry.score)).toEqual([50]);
    await earnKPoints(testApp.database, b.userId, 30);
    await earnKPoints(testApp.database, c.userId, 30);
    await earnKPoints(testApp.database, d.userId, 10);
    await expect.poll(async () => (await get<Ranks>(`${BASE}/${id}`)).page.total).toBe(4);
    const ranks = await get<Ranks>(`${BASE}/${id}`, c);
    expect(ranks.items.map((entry) => [entry.rank, entry.score])).toEqual([
      [1, 50],
      [2, 30],
      [2, 30],
      [4, 10],
    ]);
    expect(ranks.leaderboard.ties).toEqual({ ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" });
    // Tied participants are listed by id, highest first, and both are paid rank 2's tier.
    const tied = ranks.items.slice(1, 3).map((entry) => entry.participantId);
    expect(tied).toEqual([b.userId, c.userId].sort().reverse());
    expect(ranks.items.slice(1, 3).map((entry) => entry.prize?.amount)).toEqual([10_000, 10_000]);
    expect(ranks.me).toMatchObject({ rank: 2, score: 30 });
    expect(ranks.items.find((entry) => entry.isMe)?.participantId).toBe(c.userId);
    // Earning more moves the gamer up.
    await earnKPoints(testApp.database, d.userId, 45);
    await expect
      .poll(async () => (await get<Standing>(`${BASE}/${id}/me`, d, "getMyLeaderboardStanding")).rank)
      .toBe(1);
    // A guest gets no standing of their own.
    expect((await get<Ranks>(`${BASE}/${id}`)).me).toBeNull();
  });

  it("answers where I am with the ten above and the ten below, far off the first page", async () => {
    const { id } = await createTestLeaderboard(testApp.database);
    const ranked: { readonly participantId: string; readonly score: number }[] = [];
    for (let index = 0; index < 100; index += 1)
      ranked.push({
        participantId: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        score: 1000 - index * 10,
      });
    const me = await sessionByPhone(testApp);
    await testApp.database.db
      .insert(leaderboardScoresTable)
      .values(ranked.map((row) => ({ leaderboardId: id, ...row })));
    await earnKPoints(testApp.database, me.userId, 405);
    const standing = await get<Standing>(`${BASE}/${id}/me`, me, "getMyLeaderboardStanding");
    // 100 scores from 1000 down by 10: 60 score more than 405.
    expect(standing.rank).toBe(61);
    expect(standing.above.map((entry) => entry.score)).toEqual([
      500, 490, 480, 470, 460, 450, 440, 430, 420, 410,
    ]);
    expect(standing.above.map((entry) => entry.rank)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(standing.below.map((entry) => entry.rank)).toEqual([62, 63, 64, 65, 66, 67, 68, 69, 70, 71]);
    const page = await get<Ranks>(`${BASE}/${id}?pageOffset=60&pageLimit=3`, me);
    expect(page.items.map((entry) => [entry.rank, entry.score, entry.isMe])).toEqual([
      [61, 405, true],
      [62, 400, false],
      [63, 390, false],
    ]);
  });

  it("holds the index's rank to the SQL rank for every participant over random raises", async () => {
    const { id } = await createTestLeaderboard(testApp.database);
    const gamers = await Promise.all(Array.from({ length: 6 }, () => sessionByPhone(testApp)));
    await get<Ranks>(`${BASE}/${id}`);
    const raises = fc.sample(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 4 })), {
      numRuns: 20,
      seed: 19,
    });
    for (const [who, amount] of raises)
      await earnKPoints(testApp.database, (gamers[who] as TestSession).userId, amount);
    const expected = await Promise.all(
      gamers.map((gamer) => leaderboardRepository.sqlRankOf(testApp.database.db, id, gamer.userId)),
    );
    await expect
      .poll(() =>
        Promise.all(
          gamers.map(
            async (gamer) =>
              (await get<Standing>(`${BASE}/${id}/me`, gamer, "getMyLeaderboardStanding")).rank,
          ),
        ),
      )
      .toEqual(expected.map((rank) => rank ?? null));
  });

  it("scores clans by their members' K-Points and answers a clan's standing", async () => {
    const { id } = await createTestLeaderboard(testApp.database, { kind: "CLAN" });
    const chief = await sessionByPhone(testApp);
    const member = await sessionByPhone(testApp);
    const clan = await createClanAs(testApp, chief);
    await joinClanAs(testApp, member, clan.id);
    await earnKPoints(testApp.database, chief.userId, 20);
    await earnKPoints(testApp.database, member.userId, 15);
    const standing = await get<Standing>(
      `${BASE}/${id}/participants/${clan.id}`,
      undefined,
      "getLeaderboardClanStanding",
    );
    expect(standing).toMatchObject({ rank: 1, score: 35 });
    expect((await get<Standing>(`${BASE}/${id}/me`, member, "getMyLeaderboardStanding")).score).toBe(35);
    // Not a clan board: no clan standing on it.
    const gamerBoard = await createTestLeaderboard(testApp.database);
    expectProblem(
      await testApp.app.inject({ method: "GET", url: `${BASE}/${gamerBoard.id}/participants/${clan.id}` }),
      404,
      "LeaderboardNotFound",
    );
  });

  it("gives each clan row the emblem its clan wears, a chief's row their clan's, and a gamer's row none", async () => {
    const clanBoard = await createTestLeaderboard(testApp.database, { kind: "CLAN" });
    const partnerRef = `emblems-${clanBoard.id.slice(0, 8)}`;
    const partnerBoard = await createTestLeaderboard(testApp.database, {
      kind: "PARTNER_CLAN",
      entityRefId: partnerRef,
    });
    const chiefBoard = await createTestLeaderboard(testApp.database, { kind: "CLAN_CHIEF" });
    const gamerBoard = await createTestLeaderboard(testApp.database);
    const [wolfChief, plainChief, member] = (await Promise.all(
      [1, 2, 3].map(() => sessionByPhone(testApp)),
    )) as [TestSession, TestSession, TestSession];
    const wolves = await createClanAs(testApp, wolfChief, { clanLogo: "wolf" });
    const plain = await createClanAs(testApp, plainChief);
    await joinClanAs(testApp, member, wolves.id);
    await earnKPoints(testApp.database, wolfChief.userId, 30);
    await earnKPoints(testApp.database, plainChief.userId, 20);
    await earnKPoints(testApp.database, member.userId, 5);
    const logos = (entries: readonly Entry[]) =>
      Object.fromEntries(entries.map((entry) => [entry.participantId, entry.clanLogo]));

    // The clan boards' page of ranks, to a guest and to a member (whose standing holds the emblem too).
    for (const id of [clanBoard.id, partnerBoard.id]) {
      const ranks = await get<Ranks>(`${BASE}/${id}`, member);
      expect(logos(ranks.items)).toEqual({ [wolves.id]: "wolf", [plain.id]: null });
      expect(ranks.me).toMatchObject({ participantId: String(wolves.id), rank: 1, clanLogo: "wolf" });
      expect(ranks.me?.below.map((entry) => entry.clanLogo)).toEqual([null]);
    }
    const partner = await get<Ranks>(
      `${BASE}/entity_ref_id/${partnerRef}/leaderboard_type/PARTNER_CLAN`,
      undefined,
      "getLeaderboardByEntityRef",
    );
    expect(logos(partner.items)).toEqual({ [wolves.id]: "wolf", [plain.id]: null });
    // A clan's standing: its own emblem, and those of the clans around it.
    const plainStanding = await get<Standing>(
      `${BASE}/${clanBoard.id}/participants/${plain.id}`,
      undefined,
      "getLeaderboardClanStanding",
    );
    expect(plainStanding).toMatchObject({ rank: 2, clanLogo: null });
    expect(plainStanding.above.map((entry) => [entry.participantId, entry.clanLogo])).toEqual([
      [String(wolves.id), "wolf"],
    ]);
    const mine = await get<Standing>(`${BASE}/${clanBoard.id}/me`, member, "getMyLeaderboardStanding");
    expect(mine).toMatchObject({ rank: 1, clanLogo: "wolf" });

    // A chief's row wears the emblem of the clan they lead; a member is no chief, so not on the board.
    const chiefs = await get<Ranks>(`${BASE}/${chiefBoard.id}`, wolfChief);
    expect(logos(chiefs.items)).toEqual({ [wolfChief.userId]: "wolf", [plainChief.userId]: null });
    expect(chiefs.me).toMatchObject({ rank: 1, clanLogo: "wolf" });

    // Gamers wear no clan emblem, even a gamer who leads a clan.
    const gamers = await get<Ranks>(`${BASE}/${gamerBoard.id}`, wolfChief);
    expect(gamers.items.length).toBeGreaterThanOrEqual(3);
    expect(gamers.items.every((entry) => entry.clanLogo === null)).toBe(true);
    expect(gamers.me).toMatchObject({ participantId: wolfChief.userId, clanLogo: null });
  });

  it("lists boards by kind and by status, and lets admins create and edit them", async () => {
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/leaderboards",
      headers: admin.authorization,
      payload: newBoardBody({ kind: "CLAN_CHIEF", title: "Chiefs of the week" }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const board = created.json<{ id: string; status: string }>();
    expect(board.status).toBe("PUBLISHED");
    const published = await get<{ items: { id: string }[] }>(
      `${BASE}/by-status?status=PUBLISHED&pageLimit=50`,
      undefined,
      "listLeaderboardsByStatus",
    );
    expect(published.items.map((item) => item.id)).toContain(board.id);
    const chiefs = await get<{ items: { id: string; kind: string }[] }>(
      `${BASE}/clan-chief?pageLimit=50`,
      undefined,
      "listClanChiefLeaderboards",
    );
    expect(chiefs.items.every((item) => item.kind === "CLAN_CHIEF")).toBe(true);
    expect(chiefs.items.map((item) => item.id)).toContain(board.id);
    const renamed = await testApp.app.inject({
      method: "PATCH",
      url: `/api/admin/leaderboards/${board.id}`,
      headers: admin.authorization,
      payload: { title: "Chiefs of the month" },
    });
    expect(renamed.json<{ title: string }>().title).toBe("Chiefs of the month");
  });

  it("renames a board under way, keeping its scores, but keeps its season", async () => {
    const { id } = await createTestLeaderboard(testApp.database);
    const gamer = (await sessionByPhone(testApp)) as TestSession;
    await earnKPoints(testApp.database, gamer.userId, 25);
    const edit = (payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: "PATCH",
        url: `/api/admin/leaderboards/${id}`,
        headers: admin.authorization,
        payload,
      });
    const renamed = await edit({ title: "Monsoon Marathon" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: "Monsoon Marathon", status: "LIVE", participantCount: 1 });
    expect((await get<Ranks>(`${BASE}/${id}`, gamer)).items.map((item) => item.score)).toEqual([25]);
    expectProblem(await edit({ seasonEndsAt: "2031-08-31T10:00:00.000Z" }), 409, "LeaderboardNotEditable");
  });

  it("pays each final rank its tier exactly once through the ledger, then is COMPLETED", async () => {
    const { id } = await createTestLeaderboard(testApp.database);
    const [first, second] = await Promise.all([sessionByPhone(testApp), sessionByPhone(testApp)]);
    await earnKPoints(testApp.database, (first as TestSession).userId, 90);
    await earnKPoints(testApp.database, (second as TestSession).userId, 60);
    await endTestSeason(testApp.database, id);
    const complete = () => runLeaderboardCompletion((effect) => testApp.runtime.run(effect), id, new Date());
    expect(await complete()).toBe("completed");
    expect(await complete()).toBe("alreadyCompleted");
    const balances = await Promise.all(
      [first, second].map((gamer) =>
        runOnWallet(
          testApp.database,
          Ledger.use((ledger) => ledger.balanceOf((gamer as TestSession).userId, "KCASH")),
        ),
      ),
    );
    expect(balances.map((balance) => balance.amount)).toEqual([50_000, 10_000]);
    expect((await get<Ranks>(`${BASE}/${id}`)).leaderboard.status).toBe("COMPLETED");
  });

  it("counts each quest a gamer completes once on QUESTS_COMPLETED boards, moving them up", async () => {
    const { id } = await createTestLeaderboard(testApp.database, { scoreSource: "QUESTS_COMPLETED" });
    const kpoints = await createTestLeaderboard(testApp.database);
    const [first, second] = (await Promise.all([sessionByPhone(testApp), sessionByPhone(testApp)])) as [
      TestSession,
      TestSession,
    ];
    const quest = () =>
      createTestCampaign(testApp, {
        kind: "quest",
        tasks: [PHONE_TASK, { ...PHONE_TASK, title: "Verify it again", points: 5 }],
      });
    const [one, two] = await Promise.all([quest(), quest()]);
    const complete = (gamer: TestSession, made: Awaited<ReturnType<typeof quest>>) =>
      startAndValidate(
        testApp,
        gamer,
        made.campaign.id,
        made.tasks.map((task) => task.id),
      );
    await complete(first, one);
    // Half a quest counts nothing: the board counts completions.
    await startAndValidate(testApp, second, one.campaign.id, [one.tasks[0]?.id ?? ""]);
    const ranks = await get<Ranks>(`${BASE}/${id}`, first);
    expect(ranks.items.map((entry) => [entry.participantId, entry.rank, entry.score])).toEqual([
      [first.userId, 1, 1],
    ]);
    await complete(second, one);
    await complete(second, two);
    await expect
      .poll(async () => (await get<Standing>(`${BASE}/${id}/me`, second, "getMyLeaderboardStanding")).rank)
      .toBe(1);
    expect((await get<Standing>(`${BASE}/${id}/me`, second, "getMyLeaderboardStanding")).score).toBe(2);
    // A quest completed again (a task reopened at claim, then verified once more) is not counted twice.
    const [reopened] = two.tasks;
    await campaignProgressRepository.reopenTask(
      testApp.database.db,
      reopened?.id ?? "",
      second.userId,
      { message: "reopened", errorCode: "NOT_VERIFIED", errorType: "NOT_VERIFIED" },
      undefined,
      new Date(),
    );
    await startAndValidate(testApp, second, two.campaign.id, [reopened?.id ?? ""]);
    expect(await leaderboardRepository.sqlRankOf(testApp.database.db, id, second.userId)).toBe(1);
    expect((await get<Standing>(`${BASE}/${id}/me`, second, "getMyLeaderboardStanding")).score).toBe(2);
    // Quests raise no K-Points board by themselves (their rewards are paid at claim).
    expect((await get<Ranks>(`${BASE}/${kpoints.id}`)).page.total).toBe(0);
  });

  it("scores campaign task points on CAMPAIGN_POINTS boards, for gamers and their clans, once per task", async () => {
    const gamers = await createTestLeaderboard(testApp.database, { scoreSource: "CAMPAIGN_POINTS" });
    const clans = await createTestLeaderboard(testApp.database, {
      scoreSource: "CAMPAIGN_POINTS",
      kind: "CLAN",
    });
    const quests = await createTestLeaderboard(testApp.database, { scoreSource: "QUESTS_COMPLETED" });
    const chief = await sessionByPhone(testApp);
    const member = await sessionByPhone(testApp);
    const clan = await createClanAs(testApp, chief);
    await joinClanAs(testApp, member, clan.id);
    const drop = await createTestCampaign(testApp, {
      tasks: [
        { ...PHONE_TASK, points: 7 },
        { ...PHONE_TASK, title: "Verify it again", points: 5 },
      ],
    });
    await startAndValidate(testApp, member, drop.campaign.id, [drop.tasks[0]?.id ?? ""]);
    expect((await get<Standing>(`${BASE}/${gamers.id}/me`, member, "getMyLeaderboardStanding")).score).toBe(
      7,
    );
    await startAndValidate(testApp, member, drop.campaign.id, [drop.tasks[1]?.id ?? ""]);
    await startAndValidate(testApp, chief, drop.campaign.id, [drop.tasks[0]?.id ?? ""]);
    await expect
      .poll(
        async () =>
          (await get<Standing>(`${BASE}/${gamers.id}/me`, member, "getMyLeaderboardStanding")).score,
      )
      .toBe(12);
    const clanStanding = await get<Standing>(
      `${BASE}/${clans.id}/participants/${clan.id}`,
      undefined,
      "getLeaderboardClanStanding",
    );
    expect(clanStanding).toMatchObject({ rank: 1, score: 19 });
    // Validating a verified task again counts nothing more.
    await startAndValidate(testApp, member, drop.campaign.id, [drop.tasks[1]?.id ?? ""]);
    expect(await leaderboardRepository.allScores(testApp.database.db, gamers.id)).toEqual([
      { participantId: member.userId, score: 12 },
      { participantId: chief.userId, score: 7 },
    ]);
    // A K-Drop is no quest.
    expect((await get<Ranks>(`${BASE}/${quests.id}`)).page.total).toBe(0);
  });

  it("backfills a board of quests or campaign points made after its season started", async () => {
    const gamer = await sessionByPhone(testApp);
    const quest = await createTestCampaign(testApp, { kind: "quest", tasks: [{ ...PHONE_TASK, points: 3 }] });
    const drop = await createTestCampaign(testApp, { tasks: [{ ...PHONE_TASK, points: 9 }] });
    await startAndValidate(testApp, gamer, quest.campaign.id, [quest.tasks[0]?.id ?? ""]);
    await startAndValidate(testApp, gamer, drop.campaign.id, [drop.tasks[0]?.id ?? ""]);
    const made = async (scoreSource: "QUESTS_COMPLETED" | "CAMPAIGN_POINTS") => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/leaderboards",
        headers: admin.authorization,
        payload: newBoardBody({
          scoreSource,
          seasonStartsAt: new Date(Date.now() - 60_000).toISOString(),
          seasonEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const board = response.json<{ id: string; scoreSource: string }>();
      expect(board.scoreSource).toBe(scoreSource);
      const standing = await get<Standing>(`${BASE}/${board.id}/me`, gamer, "getMyLeaderboardStanding");
      // Other tests' gamers completed quests and campaigns in this season too: the rank is SQL's.
      expect(standing.rank).toBe(
        await leaderboardRepository.sqlRankOf(testApp.database.db, board.id, gamer.userId),
      );
      return standing.score;
    };
    expect(await made("QUESTS_COMPLETED")).toBe(1);
    expect(await made("CAMPAIGN_POINTS")).toBe(9);
  });

  it.each(["QUESTS_COMPLETED", "CAMPAIGN_POINTS"] as const)(
    "holds the index's rank to the SQL rank on a %s board over random completions",
    async (scoreSource) => {
      const { id } = await createTestLeaderboard(testApp.database, { scoreSource });
      const gamers = await Promise.all(Array.from({ length: 5 }, () => sessionByPhone(testApp)));
      await get<Ranks>(`${BASE}/${id}`);
      const plan = fc.sample(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 6 })), {
        numRuns: 8,
        seed: 23,
      });
      for (const [who, points] of plan) {
        const made = await createTestCampaign(testApp, {
          kind: scoreSource === "QUESTS_COMPLETED" ? "quest" : "campaign",
          tasks: [{ ...PHONE_TASK, points }],
        });
        await startAndValidate(testApp, gamers[who] as TestSession, made.campaign.id, [
          made.tasks[0]?.id ?? "",
        ]);
      }
      const expected = await Promise.all(
        gamers.map((gamer) => leaderboardRepository.sqlRankOf(testApp.database.db, id, gamer.userId)),
      );
      expect(expected.some((rank) => rank !== undefined)).toBe(true);
      await expect
        .poll(() =>
          Promise.all(
            gamers.map(
              async (gamer) =>
                (await get<Standing>(`${BASE}/${id}/me`, gamer, "getMyLeaderboardStanding")).rank,
            ),
          ),
        )
        .toEqual(expected.map((rank) => rank ?? null));
    },
  );
});
