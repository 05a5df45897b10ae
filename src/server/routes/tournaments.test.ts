import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { usersTable } from "@/server/db/schema/accounts";
import { tournamentsTable } from "@/server/db/schema/tournaments";
import { DEMO_TOURNAMENTS } from "@/server/db/seed/demo-tournaments";
import { contractResponse } from "@/server/testing/contract";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { saveGameUsername } from "@/server/testing/quests";
import { concludedTournamentWithPlayers, saveInGameId } from "@/server/testing/tournament-requests";
import {
  createTestTournament,
  finishTestTournament,
  startTestTournament,
  type TestTournamentOptions,
} from "@/server/testing/tournaments";

interface Money {
  readonly currency: string;
  readonly amount: number;
  readonly decimals: number;
}

interface Summary {
  readonly id: string;
  readonly slug: string;
  readonly status: string;
  readonly game: { readonly id: number; readonly slug: string };
  readonly registrationOpen: boolean;
  readonly capacity: number;
  readonly registeredCount: number;
  readonly prizePool: readonly Money[];
}

interface Page {
  readonly items: readonly Summary[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

interface InGameId {
  readonly loginMethod: string;
  readonly value: string;
}

interface Detail extends Summary {
  readonly description: string;
  readonly prizes: readonly (Money & { readonly rank: number })[];
  readonly registered: boolean;
  readonly inGameId: InGameId | null;
}

interface Registration {
  readonly tournamentId: string;
  readonly registered: boolean;
  readonly registeredCount: number;
  readonly capacity: number;
  readonly inGameId: InGameId | null;
}

interface Standings {
  readonly status: string;
  readonly final: boolean;
  readonly items: readonly {
    readonly userId?: string;
    readonly rank: number | null;
    readonly username: string | null;
    readonly prize: (Money & { readonly rank: number }) | null;
  }[];
}

describe("tournaments", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const as = (session: TestSession | undefined, request: InjectOptions) =>
    testApp.app.inject({
      ...request,
      headers: { ...request.headers, ...(session === undefined ? {} : session.authorization) },
    });

  const ok = async <T>(
    operationId: string,
    session: TestSession | undefined,
    request: InjectOptions,
    status = 200,
  ) => {
    const response = await as(session, request);
    expect(response.statusCode, response.body).toBe(status);
    expect(contractResponse(operationId, status).validate(response.json())).toEqual([]);
    return response.json<T>();
  };

  const tournament = (options: TestTournamentOptions = {}) =>
    createTestTournament(testApp.database.db, options);
  /** Registering as it is done from the page: with an in-game id for the game saved first. */
  const register = async (session: TestSession | undefined, id: string) => {
    if (session !== undefined) await saveInGameId(testApp, session, id);
    return as(session, { method: "POST", url: `/api/tournaments/${id}/registrations` });
  };
  const withdraw = (session: TestSession | undefined, id: string) =>
    as(session, { method: "DELETE", url: `/api/tournaments/${id}/registrations/me` });
  const detail = (session: TestSession | undefined, id: string) =>
    ok<Detail>("getTournament", session, { url: `/api/tournaments/${id}` });

  describe("listTournaments", () => {
    it("lists the seeded demo tournaments in every status, live first, then upcoming, then past", async () => {
      const all = await ok<Page>("listTournaments", undefined, { url: "/api/tournaments?pageLimit=50" });
      const slugs = all.items.map((item) => item.slug);
      for (const demo of DEMO_TOURNAMENTS) expect(slugs).toContain(demo.slug);
      const statuses = new Set(all.items.map((item) => item.status));
      expect([...statuses].sort()).toEqual(["COMPLETED", "CONCLUDED", "LIVE", "PUBLISHED"]);
      const segment = (status: string) => (status === "LIVE" ? 0 : status === "PUBLISHED" ? 1 : 2);
      const segments = all.items.map((item) => segment(item.status));
      expect(segments).toEqual([...segments].sort((a, b) => a - b));
      const open = all.items.find((item) => item.slug === "kabaddi-kings-open-cup");
      expect(open).toMatchObject({ status: "PUBLISHED", registrationOpen: true, capacity: 64 });
      expect(open?.prizePool).toEqual([{ currency: "KCASH", amount: 850_000, decimals: 2 }]);
    });

    it("filters by status (repeatable) and game, and pages", async () => {
      const past = await ok<Page>("listTournaments", undefined, {
        url: "/api/tournaments?status=CONCLUDED&status=COMPLETED&pageLimit=50",
      });
      expect(past.items.length).toBeGreaterThanOrEqual(2);
      expect(past.items.every((item) => item.status === "CONCLUDED" || item.status === "COMPLETED")).toBe(
        true,
      );

      const live = await ok<Page>("listTournaments", undefined, { url: "/api/tournaments?status=LIVE" });
      expect(live.items.map((item) => item.slug)).toContain("astral-arena-duo-clash");
      expect(live.items.every((item) => item.status === "LIVE")).toBe(true);

      const mine = await tournament({ game: "pixel-pirates" });
      const byGame = await ok<Page>("listTournaments", undefined, {
        url: `/api/tournaments?gameId=${mine.gameId}`,
      });
      expect(byGame.items.map((item) => item.id)).toEqual([mine.id]);
      expect(byGame.page.total).toBe(1);

      const first = await ok<Page>("listTournaments", undefined, { url: "/api/tournaments?pageLimit=2" });
      const second = await ok<Page>("listTournaments", undefined, {
        url: "/api/tournaments?pageLimit=2&pageOffset=2",
      });
      expect(first.items).toHaveLength(2);
      expect(second.page).toMatchObject({ pageOffset: 2, pageLimit: 2 });
      expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
      expect(first.page.total).toBe(second.page.total);
    });

    it("refuses an unknown status or a bad game id with a 400 problem", async () => {
      expectProblem(await as(undefined, { url: "/api/tournaments?status=ENDED" }), 400, "ValidationFailed");
      expectProblem(await as(undefined, { url: "/api/tournaments?gameId=zero" }), 400, "ValidationFailed");
    });
  });

  describe("getTournament", () => {
    it("answers the detail with the prize table, seats and whether the caller is registered", async () => {
      const { id } = await tournament({ capacity: 8, prizes: [30_000, 20_000, 10_000] });
      const guest = await detail(undefined, id);
      expect(guest).toMatchObject({
        id,
        status: "PUBLISHED",
        registrationOpen: true,
        capacity: 8,
        registeredCount: 0,
        registered: false,
        inGameId: null,
        prizePool: [{ currency: "KCASH", amount: 60_000, decimals: 2 }],
      });
      expect(guest.prizes.map((prize) => [prize.rank, prize.amount])).toEqual([
        [1, 30_000],
        [2, 20_000],
        [3, 10_000],
      ]);
      const gamer = await sessionByPhone(testApp);
      await register(gamer, id);
      const mine = await detail(gamer, id);
      expect(mine).toMatchObject({ registered: true, registeredCount: 1 });
      expect(mine.inGameId).toMatchObject({
        loginMethod: "IN_GAME_USER_ID",
        value: expect.stringMatching(/^runner/),
      });
      expect(await detail(await sessionByPhone(testApp), id)).toMatchObject({
        registered: false,
        inGameId: null,
      });
    });

    it("answers 404 TournamentNotFound for an unknown id and 400 for a malformed one", async () => {
      expectProblem(
        await as(undefined, { url: "/api/tournaments/00000000-0000-4000-8000-000000000000" }),
        404,
        "TournamentNotFound",
      );
      expectProblem(await as(undefined, { url: "/api/tournaments/42" }), 400, "ValidationFailed");
    });
  });

  describe("registerForTournament", () => {
    it("takes a seat once per gamer, under their in-game id for the game", async () => {
      const { id, gameId } = await tournament({ capacity: 3 });
      const gamer = await sessionByPhone(testApp);
      await saveGameUsername(testApp, gamer, gameId, { loginMethod: "IN_GAME_USER_ID", value: "NightOwl77" });
      const seat = await ok<Registration>(
        "registerForTournament",
        gamer,
        { method: "POST", url: `/api/tournaments/${id}/registrations` },
        201,
      );
      expect(seat).toEqual({
        tournamentId: id,
        registered: true,
        registeredCount: 1,
        capacity: 3,
        inGameId: { loginMethod: "IN_GAME_USER_ID", value: "NightOwl77" },
      });
      expectProblem(await register(gamer, id), 409, "AlreadyRegistered");
      expect((await detail(undefined, id)).registeredCount).toBe(1);
    });

    it("refuses a gamer with no in-game id for the game (422 TournamentGameAccountRequired), taking no seat", async () => {
      const { id, gameId } = await tournament({ capacity: 1 });
      const other = await tournament({ capacity: 5, game: "pixel-pirates" });
      const gamer = await sessionByPhone(testApp);
      // An id saved for another game does not count.
      await saveInGameId(testApp, gamer, other.id);
      const refused = expectProblem(
        await as(gamer, { method: "POST", url: `/api/tournaments/${id}/registrations` }),
        422,
        "TournamentGameAccountRequired",
      );
      expect(refused).toMatchObject({ tournamentId: id, gameId });
      expect(refused.detail).toBe("Add your in-game id for this game to register");
      expect(await detail(gamer, id)).toMatchObject({
        registered: false,
        registeredCount: 0,
        inGameId: null,
      });

      // The seat was not kept: once the id is saved, the same gamer takes the only one.
      await saveGameUsername(testApp, gamer, gameId, { loginMethod: "IN_GAME_USER_ID", value: "Rider_9" });
      expect(
        (await as(gamer, { method: "POST", url: `/api/tournaments/${id}/registrations` })).statusCode,
      ).toBe(201);
      expect(await detail(gamer, id)).toMatchObject({
        registered: true,
        registeredCount: 1,
        inGameId: { loginMethod: "IN_GAME_USER_ID", value: "Rider_9" },
      });
    });

    it("asks for no in-game id where no seat could be had anyway: a closed window answers first", async () => {
      const { id } = await tournament({ state: "closed" });
      const gamer = await sessionByPhone(testApp);
      expectProblem(
        await as(gamer, { method: "POST", url: `/api/tournaments/${id}/registrations` }),
        409,
        "TournamentRegistrationClosed",
      );
    });

    it("needs a signed-in caller", async () => {
      const { id } = await tournament();
      expectProblem(await register(undefined, id), 401, "SignInRequired");
    });

    it("is refused outside the registration window: not yet open, closed, live or past", async () => {
      const gamer = await sessionByPhone(testApp);
      for (const state of ["notYetOpen", "closed", "live", "concluded", "completed"] as const) {
        const { id } = await tournament({ state });
        expectProblem(await register(gamer, id), 409, "TournamentRegistrationClosed");
        expect((await detail(undefined, id)).registeredCount).toBe(0);
      }
    });

    it("answers TournamentFull once every seat is taken, and TournamentNotFound for an unknown one", async () => {
      const { id } = await tournament({ capacity: 1 });
      await register(await sessionByPhone(testApp), id);
      const late = await sessionByPhone(testApp);
      const full = expectProblem(await register(late, id), 409, "TournamentFull");
      expect(full).toMatchObject({ tournamentId: id, capacity: 1 });
      expect(await detail(late, id)).toMatchObject({ registered: false, registeredCount: 1 });
      expectProblem(await register(late, "00000000-0000-4000-8000-000000000000"), 404, "TournamentNotFound");
    });

    it("seats exactly the capacity when 50 gamers register at once for 8 seats", async () => {
      const { id } = await tournament({ capacity: 8 });
      const gamers: TestSession[] = [];
      for (let index = 0; index < 50; index += 1) gamers.push(await sessionByPhone(testApp));
      const responses = await Promise.all(gamers.map((gamer) => register(gamer, id)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(8);
      expect(statuses.filter((status) => status === 409)).toHaveLength(42);
      for (const response of responses.filter((each) => each.statusCode === 409))
        expect(response.json<{ code: string }>().code).toBe("TournamentFull");
      const [row] = await testApp.database.db
        .select({ registeredCount: tournamentsTable.registeredCount })
        .from(tournamentsTable)
        .where(eq(tournamentsTable.id, id));
      expect(row?.registeredCount).toBe(8);
      const standings = await ok<Standings>("getTournamentStandings", undefined, {
        url: `/api/tournaments/${id}/standings`,
      });
      expect(standings.items).toHaveLength(8);
    }, 60_000);
  });

  describe("withdrawFromTournament", () => {
    it("gives the seat back before the start, so another gamer can take it", async () => {
      const { id } = await tournament({ capacity: 1 });
      const gamer = await sessionByPhone(testApp);
      await register(gamer, id);
      const left = await ok<Registration>("withdrawFromTournament", gamer, {
        method: "DELETE",
        url: `/api/tournaments/${id}/registrations/me`,
      });
      expect(left).toMatchObject({ tournamentId: id, registered: false, registeredCount: 0, capacity: 1 });
      expect(await detail(gamer, id)).toMatchObject({ registered: false, registeredCount: 0 });
      expect((await register(await sessionByPhone(testApp), id)).statusCode).toBe(201);
    });

    it("answers TournamentRegistrationNotFound without a seat, and TournamentNotFound for an unknown one", async () => {
      const { id } = await tournament();
      const gamer = await sessionByPhone(testApp);
      expectProblem(await withdraw(gamer, id), 404, "TournamentRegistrationNotFound");
      expectProblem(await withdraw(gamer, "00000000-0000-4000-8000-000000000000"), 404, "TournamentNotFound");
      expectProblem(await withdraw(undefined, id), 401, "SignInRequired");
    });

    it("keeps the seat once the tournament has started (TournamentWithdrawalClosed)", async () => {
      const { id } = await tournament();
      const gamer = await sessionByPhone(testApp);
      await register(gamer, id);
      await startTestTournament(testApp.database.db, id);
      expectProblem(await withdraw(gamer, id), 409, "TournamentWithdrawalClosed");
      expect(await detail(gamer, id)).toMatchObject({ status: "LIVE", registered: true, registeredCount: 1 });
    });
  });

  describe("getTournamentStandings", () => {
    it("lists registered players in registration order before the results, ranks and prizes after", async () => {
      const { id } = await tournament({ prizes: [9_000, 4_000] });
      const players: TestSession[] = [];
      for (const name of ["alpha01", "bravo02", "charl03"]) {
        const session = await sessionByPhone(testApp);
        await testApp.database.db
          .update(usersTable)
          .set({ username: `${name}${session.userId.slice(0, 4)}` })
          .where(eq(usersTable.id, session.userId));
        await register(session, id);
        players.push(session);
      }
      const before = await ok<Standings>("getTournamentStandings", undefined, {
        url: `/api/tournaments/${id}/standings`,
      });
      expect(before).toMatchObject({ status: "PUBLISHED", final: false });
      expect(before.items.map((item) => item.username?.slice(0, 7))).toEqual([
        "alpha01",
        "bravo02",
        "charl03",
      ]);
      expect(before.items.every((item) => item.rank === null && item.prize === null)).toBe(true);

      const [first, second, third] = players;
      if (first === undefined || second === undefined || third === undefined)
        throw new Error("three players");
      await finishTestTournament(testApp.database.db, id, [third.userId, first.userId, second.userId]);
      const after = await ok<Standings>("getTournamentStandings", undefined, {
        url: `/api/tournaments/${id}/standings`,
      });
      expect(after).toMatchObject({ status: "COMPLETED", final: true });
      expect(
        after.items.map((item) => [item.rank, item.username?.slice(0, 7), item.prize?.amount ?? null]),
      ).toEqual([
        [1, "charl03", 9_000],
        [2, "alpha01", 4_000],
        [3, "bravo02", null],
      ]);
    });

    it("shows the completed demo tournament with no standings, and 404 for an unknown one", async () => {
      const demo = await ok<Page>("listTournaments", undefined, { url: "/api/tournaments?status=COMPLETED" });
      const completed = demo.items.find((item) => item.slug === "cricket-clash-champions");
      if (completed === undefined) throw new Error("the completed demo tournament is seeded");
      const standings = await ok<Standings>("getTournamentStandings", undefined, {
        url: `/api/tournaments/${completed.id}/standings`,
      });
      expect(standings).toMatchObject({ status: "COMPLETED", final: true, items: [] });
      expectProblem(
        await as(undefined, { url: "/api/tournaments/00000000-0000-4000-8000-000000000000/standings" }),
        404,
        "TournamentNotFound",
      );
    });
  });

  describe("recordTournamentResults", () => {
    const signInAdmin = async () => {
      const session = await sessionByPhone(testApp);
      await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
      return session;
    };
    const record = (
      session: TestSession | undefined,
      id: string,
      placements: readonly { readonly userId: string; readonly rank: number }[],
    ) =>
      as(session, { method: "POST", url: `/api/admin/tournaments/${id}/results`, payload: { placements } });
    const kcashOf = async (session: TestSession) => {
      const wallet = await ok<{ balances: readonly Money[] }>("getWalletBalance", session, {
        url: "/api/wallets/balance",
      });
      return wallet.balances.find((balance) => balance.currency === "KCASH")?.amount;
    };
    const standingsOf = (session: TestSession | undefined, id: string) =>
      ok<Standings>("getTournamentStandings", session, { url: `/api/tournaments/${id}/standings` });
    const trio = (players: readonly TestSession[]) => {
      const [first, second, third] = players;
      if (first === undefined || second === undefined || third === undefined)
        throw new Error("three players");
      return [first, second, third] as const;
    };

    it("records the ranks, pays exactly each prize rank's amount and completes the tournament", async () => {
      const admin = await signInAdmin();
      const { id, players } = await concludedTournamentWithPlayers(testApp, 3, { prizes: [9_000, 4_000] });
      const [first, second, third] = trio(players);
      expect((await detail(undefined, id)).status).toBe("CONCLUDED");
      for (const player of players) expect(await kcashOf(player)).toBe(0);

      const answer = await ok<Standings>(
        "recordTournamentResults",
        admin,
        {
          method: "POST",
          url: `/api/admin/tournaments/${id}/results`,
          payload: {
            placements: [
              { userId: third.userId, rank: 1 },
              { userId: first.userId, rank: 2 },
              { userId: second.userId, rank: 3 },
            ],
          },
        },
        201,
      );
      expect(answer).toMatchObject({ status: "COMPLETED", final: true });
      expect(answer.items.map((item) => [item.userId, item.rank, item.prize?.amount ?? null])).toEqual([
        [third.userId, 1, 9_000],
        [first.userId, 2, 4_000],
        [second.userId, 3, null],
      ]);

      expect(await kcashOf(third)).toBe(9_000);
      expect(await kcashOf(first)).toBe(4_000);
      expect(await kcashOf(second)).toBe(0);
      expect((await detail(undefined, id)).status).toBe("COMPLETED");

      const seen = await standingsOf(undefined, id);
      expect(seen).toMatchObject({ status: "COMPLETED", final: true });
      expect(seen.items.map((item) => [item.rank, item.prize?.amount ?? null])).toEqual([
        [1, 9_000],
        [2, 4_000],
        [3, null],
      ]);
      // Guests and gamers never see account ids; admins do.
      expect(seen.items.every((item) => item.userId === undefined)).toBe(true);
      expect((await standingsOf(first, id)).items.every((item) => item.userId === undefined)).toBe(true);
      expect((await standingsOf(admin, id)).items.map((item) => item.userId)).toEqual([
        third.userId,
        first.userId,
        second.userId,
      ]);

      // Recorded once: a second call is refused and pays nothing more.
      expectProblem(
        await record(admin, id, [{ userId: first.userId, rank: 1 }]),
        409,
        "TournamentResultsAlreadyRecorded",
      );
      expect(await kcashOf(third)).toBe(9_000);
      expect(await kcashOf(first)).toBe(4_000);
    });

    it("is for admins only", async () => {
      const { id, players } = await concludedTournamentWithPlayers(testApp, 1);
      const [player] = players;
      if (player === undefined) throw new Error("one player");
      expectProblem(await record(player, id, [{ userId: player.userId, rank: 1 }]), 403, "AdminRoleRequired");
      expectProblem(await record(undefined, id, [{ userId: player.userId, rank: 1 }]), 401, "SignInRequired");
      expect((await detail(undefined, id)).status).toBe("CONCLUDED");
      expect(await kcashOf(player)).toBe(0);
    });

    it("is refused before the end (TournamentNotConcluded) and for an unknown tournament", async () => {
      const admin = await signInAdmin();
      const { id } = await tournament();
      const gamer = await sessionByPhone(testApp);
      await register(gamer, id);
      expectProblem(
        await record(admin, id, [{ userId: gamer.userId, rank: 1 }]),
        409,
        "TournamentNotConcluded",
      );
      await startTestTournament(testApp.database.db, id);
      expectProblem(
        await record(admin, id, [{ userId: gamer.userId, rank: 1 }]),
        409,
        "TournamentNotConcluded",
      );
      expect((await detail(undefined, id)).status).toBe("LIVE");
      expect(await kcashOf(gamer)).toBe(0);
      expectProblem(
        await record(admin, "00000000-0000-4000-8000-000000000000", [{ userId: gamer.userId, rank: 1 }]),
        404,
        "TournamentNotFound",
      );
    });

    it("refuses an unregistered player, repeated or gapped ranks and malformed placements, paying nothing", async () => {
      const admin = await signInAdmin();
      const { id, players } = await concludedTournamentWithPlayers(testApp, 3);
      const [first, second, third] = trio(players);
      const outsider = await sessionByPhone(testApp);
      const notRegistered = expectProblem(
        await record(admin, id, [
          { userId: first.userId, rank: 1 },
          { userId: outsider.userId, rank: 2 },
        ]),
        422,
        "TournamentResultNotRegistered",
      );
      expect(notRegistered).toMatchObject({ tournamentId: id, userId: outsider.userId });
      expectProblem(
        await record(admin, id, [
          { userId: first.userId, rank: 1 },
          { userId: second.userId, rank: 1 },
        ]),
        422,
        "TournamentRanksInvalid",
      );
      expectProblem(
        await record(admin, id, [
          { userId: first.userId, rank: 1 },
          { userId: second.userId, rank: 3 },
        ]),
        422,
        "TournamentRanksInvalid",
      );
      expectProblem(
        await record(admin, id, [
          { userId: first.userId, rank: 1 },
          { userId: first.userId, rank: 2 },
        ]),
        422,
        "TournamentRanksInvalid",
      );
      expectProblem(await record(admin, id, []), 400, "ValidationFailed");
      expectProblem(await record(admin, id, [{ userId: "nobody", rank: 1 }]), 400, "ValidationFailed");
      expectProblem(await record(admin, id, [{ userId: first.userId, rank: 0 }]), 400, "ValidationFailed");
      // Nothing was written by the refused calls: the tournament is still CONCLUDED, unpaid, and a valid call
      // still records.
      expect((await detail(undefined, id)).status).toBe("CONCLUDED");
      for (const player of players) expect(await kcashOf(player)).toBe(0);
      expect(
        (
          await record(admin, id, [
            { userId: second.userId, rank: 1 },
            { userId: third.userId, rank: 2 },
          ])
        ).statusCode,
      ).toBe(201);
      expect(await kcashOf(second)).toBe(10_000);
      expect(await kcashOf(third)).toBe(5_000);
      expect(await kcashOf(first)).toBe(0);
    });

    it("pays once when several admins record at the same moment", async () => {
      const admins = await Promise.all([signInAdmin(), signInAdmin(), signInAdmin(), signInAdmin()]);
      const { id, players } = await concludedTournamentWithPlayers(testApp, 2, { prizes: [7_000, 3_000] });
      const [first, second] = players;
      if (first === undefined || second === undefined) throw new Error("two players");
      const placements = [
        { userId: first.userId, rank: 1 },
        { userId: second.userId, rank: 2 },
      ];
      const responses = await Promise.all(admins.map((admin) => record(admin, id, placements)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(3);
      for (const response of responses.filter((each) => each.statusCode === 409))
        expect(response.json<{ code: string }>().code).toBe("TournamentResultsAlreadyRecorded");
      expect(await kcashOf(first)).toBe(7_000);
      expect(await kcashOf(second)).toBe(3_000);
    });
  });
});
