import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClanAs } from "@/server/testing/clans";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { signInByPhone } from "@/server/testing/sign-in";
import { gameIdBySlug } from "@/server/testing/task-verification-fixtures";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import {
  COMING_ARENA_GAME,
  LIVE_ARENA_GAME,
  overlayScheduleInput,
  saveArenaUsername,
} from "@/server/testing/klash-requests";

describe("the Klash arena", () => {
  let testApp: TestApp;
  let liveId: number;
  let comingId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    liveId = await gameIdBySlug(testApp.database.db, LIVE_ARENA_GAME);
    comingId = await gameIdBySlug(testApp.database.db, COMING_ARENA_GAME);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("lists the seeded arena, live games first, with the caller's username and waitlist place", async () => {
    const guest = await testApp.app.inject({ url: "/api/klash/games" });
    expect(guest.statusCode).toBe(200);
    expect(contractResponse("listArenaGames", 200).validate(guest.json())).toEqual([]);
    const items = guest.json<{ items: { slug: string; status: string; arenaUsername: null | string }[] }>()
      .items;
    expect(items.map((game) => game.status)).toEqual(["LIVE", "LIVE", "LIVE", "COMING_SOON", "COMING_SOON"]);
    expect(items.every((game) => game.arenaUsername === null)).toBe(true);

    const session = await signInByPhone(testApp.app);
    await saveArenaUsername(testApp, session, liveId, "fox_of_sands");
    await testApp.app.inject({
      method: "POST",
      url: `/api/klash/games/${comingId}/waitlist`,
      headers: session.authorization,
    });
    const mine = await testApp.app.inject({ url: "/api/klash/games", headers: session.authorization });
    const games = mine.json<{
      items: { gameId: number; arenaUsername: string | null; onWaitlist: boolean }[];
    }>().items;
    expect(games.find((game) => game.gameId === liveId)).toMatchObject({
      arenaUsername: "fox_of_sands",
      onWaitlist: false,
    });
    expect(games.find((game) => game.gameId === comingId)).toMatchObject({
      arenaUsername: null,
      onWaitlist: true,
    });
    // Another gamer sees neither.
    const other = await signInByPhone(testApp.app);
    const theirs = await testApp.app.inject({ url: "/api/klash/games", headers: other.authorization });
    expect(
      theirs
        .json<{ items: { arenaUsername: string | null; onWaitlist: boolean }[] }>()
        .items.every((game) => game.arenaUsername === null && !game.onWaitlist),
    ).toBe(true);
  });

  it("answers a game's GAMERJI metadata by Kleos id and by the provider's id", async () => {
    const byId = await testApp.app.inject({ url: `/api/game/games-metadata/${liveId}/GAMERJI` });
    expect(byId.statusCode).toBe(200);
    expect(contractResponse("getGameArenaMetadata", 200).validate(byId.json())).toEqual([]);
    expect(byId.json()).toMatchObject({
      gameId: liveId,
      provider: "GAMERJI",
      providerGameId: "gj-desert-drop",
      status: "LIVE",
    });
    const byProvider = await testApp.app.inject({
      url: "/api/game/games-metadata/by-provider-game-id/gj-desert-drop",
    });
    expect(byProvider.json()).toEqual(byId.json());
    expectProblem(
      await testApp.app.inject({ url: "/api/game/games-metadata/by-provider-game-id/gj-nobody" }),
      404,
      "ArenaGameNotFound",
    );
  });

  it("sends the gamer into the arena with the Kleos game id and a single-use code the simulator trades once", async () => {
    const session = await signInByPhone(testApp.app);
    expectProblem(
      await testApp.app.inject({
        url: `/api/klash/games/${liveId}/redirect-url`,
        headers: session.authorization,
      }),
      409,
      "ArenaUsernameRequired",
    );
    await saveArenaUsername(testApp, session, liveId, "sand_strider");
    const response = await testApp.app.inject({
      url: `/api/klash/games/${liveId}/redirect-url`,
      headers: session.authorization,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(contractResponse("getArenaRedirectUrl", 200).validate(response.json())).toEqual([]);
    const url = new URL(response.json<{ redirectUrl: string }>().redirectUrl);
    expect(url.pathname).toBe("/dev/klash-arena");
    expect(url.searchParams.get("KleosGameID")).toBe(String(liveId));
    expect(url.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.search).not.toMatch(/token/i);

    const arena = await testApp.app.inject({ url: `${url.pathname}${url.search}` });
    expect(arena.statusCode).toBe(200);
    expect(arena.body).toContain("Welcome to Desert Drop");
    expect(arena.body).toContain("Playing as sand_strider");
    // The code was traded: the same link does not let anyone in again.
    const again = await testApp.app.inject({ url: `${url.pathname}${url.search}` });
    expect(again.statusCode).toBe(400);
    expect(again.body).not.toContain("sand_strider");

    expectProblem(
      await testApp.app.inject({
        url: `/api/klash/games/${comingId}/redirect-url`,
        headers: session.authorization,
      }),
      409,
      "ArenaGameNotLive",
    );
  });

  it("signs a gamer up for a coming game's waitlist once, and says so the second time", async () => {
    const session = await signInByPhone(testApp.app);
    const url = `/api/klash/games/${comingId}/waitlist`;
    const first = await testApp.app.inject({ method: "POST", url, headers: session.authorization });
    expect(first.statusCode).toBe(201);
    expect(contractResponse("joinArenaWaitlist", 201).validate(first.json())).toEqual([]);
    expect(first.json()).toMatchObject({ gameId: comingId, alreadyJoined: false });
    const second = await testApp.app.inject({ method: "POST", url, headers: session.authorization });
    expect(second.statusCode).toBe(200);
    expect(contractResponse("joinArenaWaitlist", 200).validate(second.json())).toEqual([]);
    expect(second.json()).toEqual({ ...first.json(), alreadyJoined: true });
    expectProblem(
      await testApp.app.inject({
        method: "POST",
        url: `/api/klash/games/${liveId}/waitlist`,
        headers: session.authorization,
      }),
      409,
      "ArenaGameAlreadyLive",
    );
  });
});

describe("the promotion overlay", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("is not offered until an admin schedules it, then is offered after the delay, never to a clan member", async () => {
    const gamer = await signInByPhone(testApp.app);
    const before = await testApp.app.inject({
      url: "/api/overlay/overlay-status",
      headers: gamer.authorization,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ show: false, showAt: null, reason: "NOT_SCHEDULED" });

    const admin = await signInAsAdmin(testApp);
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/overlay/schedules",
      headers: admin.authorization,
      payload: overlayScheduleInput({ delaySeconds: 30 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(contractResponse("createOverlaySchedule", 201).validate(created.json())).toEqual([]);
    const listed = await testApp.app.inject({
      url: "/api/admin/overlay/schedules",
      headers: admin.authorization,
    });
    expect(listed.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(
      created.json<{ id: number }>().id,
    );

    const asked = Date.now();
    const after = await testApp.app.inject({
      url: "/api/overlay/overlay-status",
      headers: gamer.authorization,
    });
    expect(contractResponse("getOverlayStatus", 200).validate(after.json())).toEqual([]);
    const status = after.json<{ show: boolean; showAt: string; reason: string }>();
    expect(status).toMatchObject({ show: true, reason: "SCHEDULED" });
    expect(Date.parse(status.showAt) - asked).toBeGreaterThanOrEqual(29_000);

    // A gamer in a clan is never offered it, while the same window stays open for everyone else.
    const chief = await signInByPhone(testApp.app);
    await createClanAs(testApp, chief);
    const member = await testApp.app.inject({
      url: "/api/overlay/overlay-status",
      headers: chief.authorization,
    });
    expect(member.json()).toEqual({ show: false, showAt: null, reason: "HAS_CLAN" });
  });
});
