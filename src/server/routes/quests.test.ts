import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gamesTable } from "@/server/db/schema/games";
import { questProofsTable } from "@/server/db/schema/quests";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { createTestQuest, gameIdOf, saveGameUsername, type TestQuest } from "@/server/testing/quests";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Summary {
  readonly id: string;
  readonly kind: string;
  readonly slug: string;
  readonly title: string;
  readonly status: string;
  readonly game: { readonly id: number; readonly slug: string } | null;
  readonly participantCount: number;
  readonly userProgress?: { readonly started: boolean };
}

interface Page {
  readonly items: readonly Summary[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#1f6feb" } })
    .withExif({ IFD0: { Copyright: "secret place" } })
    .jpeg()
    .toBuffer();

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();

describe("K-Quest", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seedDemoCampaigns: true });
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

  /** A gamer with a Bullieverse user name, ready to start Bullieverse quests. */
  const bullieverseGamer = async () => {
    const session = await sessionByPhone(testApp);
    await saveGameUsername(testApp, session, await gameIdOf(testApp.database.db, "bullieverse"));
    return session;
  };

  const start = (session: TestSession, questId: string, referral?: string) =>
    as(session, {
      method: "POST",
      url: "/api/quest/start",
      payload: referral === undefined ? { questId } : { questId, referral },
    });

  const sendProof = (session: TestSession | undefined, url: string, payload: Buffer, type = "image/jpeg") =>
    as(session, { method: "POST", url, headers: { "content-type": type }, payload });

  describe("lists", () => {
    it("lists published public quests only, filtered by game, status and title", async () => {
      const db = testApp.database.db;
      const draft = await createTestQuest(db, { lifecycle: "DRAFT", title: "Hidden draft quest" });
      const secret = await createTestQuest(db, { isPrivate: true, title: "Private run" });
      const campaign = await createTestQuest(db, { kind: "campaign", title: "Not a quest at all" });
      const all = await ok<Page>("listQuests", undefined, { url: "/api/quest?pageLimit=20" });
      expect(all.items.length).toBeGreaterThan(0);
      expect(all.items.every((item) => item.kind === "quest")).toBe(true);
      const ids = all.items.map((item) => item.id);
      for (const hidden of [draft, secret, campaign]) expect(ids).not.toContain(hidden.id);

      const bullieverse = await gameIdOf(db, "bullieverse");
      const byGame = await ok<Page>("listQuests", undefined, { url: `/api/quest?gameId=${bullieverse}` });
      expect(byGame.items.length).toBeGreaterThan(0);
      expect(byGame.items.every((item) => item.game?.id === bullieverse)).toBe(true);

      const live = await ok<Page>("listQuests", undefined, { url: "/api/quest?status=LIVE&pageLimit=8" });
      expect(live.items.every((item) => item.status === "LIVE")).toBe(true);
      expect(live.page.pageLimit).toBe(8);

      const searched = await ok<Page>("listQuests", undefined, { url: "/api/quest?search=FIRST%20RUN" });
      expect(searched.items.map((item) => item.slug)).toEqual(["bullieverse-first-run"]);
      expectProblem(await as(undefined, { url: "/api/quest?pageLimit=7" }), 400, "ValidationFailed");
      expectProblem(await as(undefined, { url: "/api/quest?status=DRAFT" }), 400, "ValidationFailed");
    });

    it("answers the filters: games with quests and a count for every listed status", async () => {
      const filters = await ok<{
        games: { game: { slug: string }; questCount: number; liveQuestCount: number }[];
        statuses: { status: string; count: number }[];
      }>("getQuestFilters", undefined, { url: "/api/quest/filter" });
      expect(filters.games.map((entry) => entry.game.slug)).toEqual(
        expect.arrayContaining(["bullieverse", "colexion", "dark-throne"]),
      );
      expect(filters.statuses.map((entry) => entry.status)).toEqual([
        "LIVE",
        "PUBLISHED",
        "CLAIM_REWARDS",
        "PROCESSING_REWARDS",
        "REWARDS_CREDITED",
        "ENDED",
      ]);
      const live = await ok<Page>("listQuests", undefined, { url: "/api/quest?status=LIVE" });
      expect(filters.statuses.find((entry) => entry.status === "LIVE")?.count).toBe(live.page.total);
      const games = await ok<{ items: { game: { slug: string }; questCount: number }[] }>(
        "listQuestGames",
        undefined,
        { url: "/api/quest/gamelist" },
      );
      expect(games.items).toEqual(filters.games);
    });

    it("lists one game's quests by slug or id, and 404s an unknown game", async () => {
      const darkThrone = await gameIdOf(testApp.database.db, "dark-throne");
      const bySlug = await ok<Page & { game: { id: number } }>("listGameQuests", undefined, {
        url: "/api/quest/questlist?game=dark-throne",
      });
      expect(bySlug.game.id).toBe(darkThrone);
      expect(bySlug.items.map((item) => item.slug)).toEqual(
        expect.arrayContaining(["dark-throne-siege", "dark-throne-prologue"]),
      );
      const byId = await ok<Page>("listGameQuests", undefined, {
        url: `/api/quest/questlist?game=${darkThrone}`,
      });
      expect(byId.items.map((item) => item.id)).toEqual(bySlug.items.map((item) => item.id));
      const ofGame = await ok<Page>("listQuestsOfGame", undefined, { url: "/api/game/dark-throne/quests" });
      expect(ofGame.items.map((item) => item.id)).toEqual(bySlug.items.map((item) => item.id));
      expectProblem(
        await as(undefined, { url: "/api/quest/questlist?game=no-such-game" }),
        404,
        "GameNotFound",
      );
      expectProblem(await as(undefined, { url: "/api/game/no-such-game/quests" }), 404, "GameNotFound");
    });

    it("splits quests into live, upcoming and ended tabs, each counted", async () => {
      const tabs = { live: ["LIVE"], upcoming: ["PUBLISHED"], ended: ["CLAIM_REWARDS", "ENDED"] };
      let counted = 0;
      for (const [tab, statuses] of Object.entries(tabs)) {
        const page = await ok<Page & { tab: string; counts: Record<string, number> }>(
          "listQuestsByTab",
          undefined,
          {
            url: `/api/quest/v2/questlist?tab=${tab}`,
          },
        );
        expect(page.tab).toBe(tab);
        expect(page.items.every((item) => statuses.includes(item.status))).toBe(true);
        expect(page.counts[tab]).toBe(page.page.total);
        counted = (page.counts["live"] ?? 0) + (page.counts["upcoming"] ?? 0) + (page.counts["ended"] ?? 0);
      }
      const all = await ok<Page>("listQuests", undefined, { url: "/api/quest" });
      expect(counted).toBe(all.page.total);
      const upcoming = await ok<Page>("listQuestsByTab", undefined, {
        url: "/api/quest/v2/questlist?tab=upcoming",
      });
      expect(upcoming.items.map((item) => item.slug)).toContain("dark-throne-siege");
      const live = await ok<Page>("listLiveQuests", undefined, { url: "/api/quest/live" });
      expect(live.items.length).toBeGreaterThan(0);
      expect(live.items.every((item) => item.status === "LIVE")).toBe(true);
    });

    it("shows clan chiefs the recruiting quests only", async () => {
      const db = testApp.database.db;
      const recruiting = await createTestQuest(db, {
        taskTypes: ["CAPTURE_GAME_DETAILS", "CREATE_REFERRAL"],
      });
      const inviting = await createTestQuest(db, {
        taskTypes: ["SHARE_REFERRAL_INVITE"],
        startsIn: 86_400_000,
      });
      const plain = await createTestQuest(db);
      const session = await sessionByPhone(testApp);
      const page = await ok<Page>("listClanChiefQuests", session, { url: "/api/userquest/clanchief/v2" });
      const ids = page.items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([recruiting.id, inviting.id]));
      expect(ids).not.toContain(plain.id);
      expect(page.items.every((item) => item.userProgress !== undefined)).toBe(true);
      expectProblem(await as(undefined, { url: "/api/userquest/clanchief/v2" }), 401, "SignInRequired");
    });
  });

  describe("one quest", () => {
    it("answers the detail by slug or id, and no campaign or draft as a quest", async () => {
      const db = testApp.database.db;
      const quest = await createTestQuest(db);
      const bySlug = await ok<{ id: string; kind: string; tasks: unknown[] }>("getQuest", undefined, {
        url: `/api/quests/${quest.slug}`,
      });
      expect(bySlug).toMatchObject({ id: quest.id, kind: "quest" });
      expect(bySlug.tasks).toHaveLength(1);
      const byId = await ok<{ slug: string }>("getQuest", undefined, { url: `/api/quests/${quest.id}` });
      expect(byId.slug).toBe(quest.slug);

      const campaign = await createTestQuest(db, { kind: "campaign" });
      expectProblem(await as(undefined, { url: `/api/quests/${campaign.slug}` }), 404, "CampaignNotFound");
      const draft = await createTestQuest(db, { lifecycle: "DRAFT" });
      const gamer = await sessionByPhone(testApp);
      expectProblem(await as(gamer, { url: `/api/quests/${draft.slug}` }), 404, "CampaignNotFound");
      const admin = await signInAsAdmin(testApp);
      await ok("getQuest", admin, { url: `/api/quests/${draft.slug}` });
    });

    it("counts the remaining slots", async () => {
      const quest = await createTestQuest(testApp.database.db, { slots: 3 });
      const before = await ok<{ slots: number; remainingSlots: number }>("getQuestSlots", undefined, {
        url: `/api/quest/slots?questId=${quest.slug}`,
      });
      expect(before).toEqual({ questId: quest.id, slots: 3, remainingSlots: 3 });
      expect((await start(await bullieverseGamer(), quest.id)).statusCode).toBe(200);
      const after = await ok<{ remainingSlots: number }>("getQuestSlots", undefined, {
        url: `/api/quest/slots?questId=${quest.id}`,
      });
      expect(after.remainingSlots).toBe(2);
      const unlimited = await createTestQuest(testApp.database.db, { slots: null });
      expect(
        await ok("getQuestSlots", undefined, { url: `/api/quest/slots?questId=${unlimited.id}` }),
      ).toEqual({ questId: unlimited.id, slots: null, remainingSlots: null });
      expectProblem(
        await as(undefined, { url: "/api/quest/slots?questId=no-such-quest" }),
        404,
        "CampaignNotFound",
      );
    });
  });

  describe("starting", () => {
    it("needs a saved game username first: 422 whose message starts 'Quest login method'", async () => {
      const quest = await createTestQuest(testApp.database.db);
      const session = await sessionByPhone(testApp);
      const refused = await start(session, quest.id);
      const problem = expectProblem(refused, 422, "QuestLoginMethodInvalid");
      expect(problem.title.startsWith("Quest login method")).toBe(true);
      expect(problem.detail?.startsWith("Quest login method")).toBe(true);
      expect(problem).toMatchObject({ questId: quest.id, loginMethod: "NONE" });
      expect(contractResponse("startQuest", 422).validate(refused.json())).toEqual([]);

      await saveGameUsername(testApp, session, quest.gameId ?? 0);
      const started = await ok<{ campaignId: string; userProgress: { started: boolean } }>(
        "startQuest",
        session,
        { method: "POST", url: "/api/quest/start", payload: { questId: quest.slug } },
      );
      expect(started).toMatchObject({ campaignId: quest.id, userProgress: { started: true } });
      expect((await start(session, quest.id)).statusCode).toBe(200);
    });

    it("refuses a saved identity whose login method the game no longer accepts", async () => {
      const db = testApp.database.db;
      const quest = await createTestQuest(db, { game: "kabaddi-kings" });
      const session = await sessionByPhone(testApp);
      await saveGameUsername(testApp, session, quest.gameId ?? 0, {
        loginMethod: "IN_GAME_USER_ID",
        value: "kabaddi-runner-7",
      });
      const kabaddi = eq(gamesTable.slug, "kabaddi-kings");
      await db
        .update(gamesTable)
        .set({ loginMethods: ["STEAM_ID"] })
        .where(kabaddi);
      try {
        const problem = expectProblem(await start(session, quest.id), 422, "QuestLoginMethodInvalid");
        expect(problem).toMatchObject({ loginMethod: "IN_GAME_USER_ID" });
      } finally {
        await db
          .update(gamesTable)
          .set({ loginMethods: ["IN_GAME_USER_ID"] })
          .where(kabaddi);
      }
    });

    it("lets a quest without a game start without a username", async () => {
      const quest = await createTestQuest(testApp.database.db, { game: null });
      expect((await start(await sessionByPhone(testApp), quest.id)).statusCode).toBe(200);
    });

    it("refuses a start once every slot is taken, but not the gamer who holds one", async () => {
      const quest = await createTestQuest(testApp.database.db, { slots: 1 });
      const first = await bullieverseGamer();
      expect((await start(first, quest.id)).statusCode).toBe(200);
      const second = await bullieverseGamer();
      const full = await start(second, quest.id);
      expectProblem(full, 409, "QuestSlotsFull");
      expect(contractResponse("startQuest", 409).validate(full.json())).toEqual([]);
      expect((await start(first, quest.id)).statusCode).toBe(200);
    });

    it("gives the last slot to exactly one of many gamers starting at once", async () => {
      const quest = await createTestQuest(testApp.database.db, { slots: 1 });
      const gamers = await Promise.all(Array.from({ length: 5 }, () => bullieverseGamer()));
      const answers = await Promise.all(gamers.map((gamer) => start(gamer, quest.id)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
        expect(answer.json<{ code: string }>().code).toBe("QuestSlotsFull");
    });

    it("refuses an upcoming quest and an unknown one", async () => {
      const upcoming = await createTestQuest(testApp.database.db, { startsIn: 86_400_000 });
      const gamer = await bullieverseGamer();
      expectProblem(await start(gamer, upcoming.id), 409, "CampaignNotStarted");
      expectProblem(await start(gamer, "no-such-quest"), 404, "CampaignNotFound");
      expectProblem(
        await as(undefined, { method: "POST", url: "/api/quest/start", payload: { questId: upcoming.id } }),
        401,
        "SignInRequired",
      );
    });
  });

  describe("a gamer's quests", () => {
    it("lists the quests the gamer started, newest start first, with their progress; nobody else's", async () => {
      const db = testApp.database.db;
      const older = await createTestQuest(db);
      const newer = await createTestQuest(db);
      const gamer = await bullieverseGamer();
      expect((await start(gamer, older.id)).statusCode).toBe(200);
      expect((await start(gamer, newer.id)).statusCode).toBe(200);
      const mine = await ok<Page>("listMyQuests", gamer, { url: "/api/userquest/me" });
      expect(mine.items.map((item) => item.id)).toEqual([newer.id, older.id]);
      expect(mine.items.every((item) => item.userProgress?.started === true)).toBe(true);
      expect(mine.page.total).toBe(2);
      const paged = await ok<Page>("listMyQuests", gamer, {
        url: "/api/userquest/me?pageOffset=1&pageLimit=8",
      });
      expect(paged.items.map((item) => item.id)).toEqual([older.id]);

      const other = await sessionByPhone(testApp);
      const theirs = await ok<Page>("listMyQuests", other, { url: "/api/userquest/me" });
      expect(theirs.items).toEqual([]);
      expectProblem(await as(undefined, { url: "/api/userquest/me" }), 401, "SignInRequired");
    });

    it("answers the gamer's own status in a quest", async () => {
      const quest = await createTestQuest(testApp.database.db);
      const gamer = await bullieverseGamer();
      const url = `/api/quest/queststatus?questId=${quest.slug}`;
      const before = await ok<{ started: boolean; proof: unknown }>("getQuestStatus", gamer, { url });
      expect(before).toMatchObject({
        questId: quest.id,
        status: "LIVE",
        started: false,
        totalTasks: 1,
        proof: null,
      });
      expect((await start(gamer, quest.id)).statusCode).toBe(200);
      const after = await ok<{ started: boolean; completedTasks: number }>("getQuestStatus", gamer, { url });
      expect(after).toMatchObject({ started: true, completedTasks: 0, rewardClaimed: false });
      const stranger = await sessionByPhone(testApp);
      expect(await ok("getQuestStatus", stranger, { url })).toMatchObject({ started: false, proof: null });
      expectProblem(await as(undefined, { url }), 401, "SignInRequired");
    });
  });

  describe("proofs", () => {
    let quest: TestQuest;
    let gamer: TestSession;

    beforeAll(async () => {
      quest = await createTestQuest(testApp.database.db, {
        taskTypes: ["CAPTURE_GAME_DETAILS", "URI_REDIRECTION"],
      });
      gamer = await bullieverseGamer();
      expect((await start(gamer, quest.id)).statusCode).toBe(200);
    });

    it("takes a JPEG from a gamer who started the quest, in all three shapes", async () => {
      const v1 = await ok<{ id: string; status: string; version: number }>(
        "submitQuestProof",
        gamer,
        {
          method: "POST",
          url: `/api/quest/proof?questId=${quest.slug}`,
          headers: { "content-type": "image/jpeg" },
          payload: await jpeg(),
        },
        201,
      );
      expect(v1).toMatchObject({ status: "PENDING", version: 1 });
      const v2 = await ok<{ version: number }>(
        "submitQuestProofV2",
        gamer,
        {
          method: "POST",
          url: `/api/quest/v2/proof?questId=${quest.id}&note=${encodeURIComponent("Level 3 done")}`,
          headers: { "content-type": "image/jpeg" },
          payload: await jpeg(),
        },
        201,
      );
      expect(v2.version).toBe(2);
      const v3 = await ok<{ id: string; version: number }>(
        "submitQuestProofV3",
        gamer,
        {
          method: "POST",
          url: `/api/quest/v3/proof?questId=${quest.id}&taskId=${quest.taskIds[1]}&note=arena`,
          headers: { "content-type": "image/jpeg" },
          payload: await jpeg(3000, 1000),
        },
        201,
      );
      expect(v3.version).toBe(3);

      const [row] = await testApp.database.db
        .select()
        .from(questProofsTable)
        .where(eq(questProofsTable.id, v3.id));
      expect(row).toMatchObject({
        userId: gamer.userId,
        campaignId: quest.id,
        taskId: quest.taskIds[1],
        note: "arena",
      });
      // Re-encoded: within 2048 px a side, its metadata gone.
      const stored = await testApp.app.inject({ url: `/api/users/pictures/${row?.pictureKey ?? ""}` });
      expect(stored.statusCode).toBe(200);
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 2048 });
      expect(meta.exif).toBeUndefined();

      const status = await ok<{ proof: { id: string } }>("getQuestStatus", gamer, {
        url: `/api/quest/queststatus?questId=${quest.id}`,
      });
      expect(status.proof).toMatchObject({ status: "PENDING" });
    });

    it("refuses a PNG, by its bytes and by its media type", async () => {
      const url = `/api/quest/proof?questId=${quest.id}`;
      const byBytes = await sendProof(gamer, url, await png());
      expectProblem(byBytes, 400, "ValidationFailed");
      expect(byBytes.json<{ messageId: string }>().messageId).toBe("validation.image.jpegOnly");
      expectProblem(await sendProof(gamer, url, await png(), "image/png"), 415, "UnsupportedMediaType");
    });

    it("takes proofs only from gamers who started the quest, about its own tasks", async () => {
      const stranger = await sessionByPhone(testApp);
      expectProblem(
        await sendProof(stranger, `/api/quest/proof?questId=${quest.id}`, await jpeg()),
        409,
        "CampaignNotJoined",
      );
      expectProblem(
        await sendProof(undefined, `/api/quest/proof?questId=${quest.id}`, await jpeg()),
        401,
        "SignInRequired",
      );
      const other = await createTestQuest(testApp.database.db);
      expectProblem(
        await sendProof(
          gamer,
          `/api/quest/v3/proof?questId=${quest.id}&taskId=${other.taskIds[0]}&note=x`,
          await jpeg(),
        ),
        404,
        "CampaignTaskNotFound",
      );
      expectProblem(
        await sendProof(gamer, `/api/quest/v2/proof?questId=${quest.id}`, await jpeg()),
        400,
        "ValidationFailed",
      );
    });

    it("lets admins list and decide proofs once; gamers may not", async () => {
      const proof = await ok<{ id: string }>(
        "submitQuestProof",
        gamer,
        {
          method: "POST",
          url: `/api/quest/proof?questId=${quest.id}`,
          headers: { "content-type": "image/jpeg" },
          payload: await jpeg(),
        },
        201,
      );
      expectProblem(await as(gamer, { url: "/api/admin/quest-proofs" }), 403, "AdminRoleRequired");
      expectProblem(
        await as(gamer, {
          method: "POST",
          url: `/api/admin/quest-proofs/${proof.id}/review`,
          payload: { decision: "APPROVED" },
        }),
        403,
        "AdminRoleRequired",
      );

      const admin = await signInAsAdmin(testApp);
      const pending = await ok<{
        items: { id: string; userId: string; pictureUrl: string; questTitle: string }[];
      }>("listQuestProofs", admin, { url: "/api/admin/quest-proofs?status=PENDING&pageLimit=20" });
      const listed = pending.items.find((item) => item.id === proof.id);
      expect(listed).toMatchObject({ userId: gamer.userId });
      expect(listed?.pictureUrl).toMatch(/^\/api\/users\/pictures\/[a-f0-9]{32}\.jpg$/);

      const review = { method: "POST" as const, url: `/api/admin/quest-proofs/${proof.id}/review` };
      const approved = await ok<{ status: string; reviewedBy: string }>("reviewQuestProof", admin, {
        ...review,
        payload: { decision: "APPROVED" },
      });
      expect(approved).toMatchObject({ status: "APPROVED", reviewedBy: admin.userId });
      // The gamer hears the decision, once, in their notifications.
      const told = (await as(gamer, { url: "/api/notifications" })).json<{
        items: { kind: string; data: Record<string, unknown> }[];
      }>();
      expect(told.items.filter((item) => item.kind === "taskVerification")).toEqual([
        expect.objectContaining({
          data: { title: expect.any(String), verified: true, path: `/gamer/k-quest/${quest.id}` },
        }),
      ]);
      const again = await as(admin, { ...review, payload: { decision: "REJECTED" } });
      expect(expectProblem(again, 409, "QuestProofAlreadyReviewed")).toMatchObject({
        proofId: proof.id,
        decision: "APPROVED",
      });
      expectProblem(
        await as(admin, {
          method: "POST",
          url: "/api/admin/quest-proofs/00000000-0000-4000-8000-000000000000/review",
          payload: { decision: "APPROVED" },
        }),
        404,
        "QuestProofNotFound",
      );
      const approvedList = await ok<{ items: { id: string }[] }>("listQuestProofs", admin, {
        url: "/api/admin/quest-proofs?status=APPROVED",
      });
      expect(approvedList.items.map((item) => item.id)).toContain(proof.id);
      const status = await ok<{ proof: { id: string; status: string } }>("getQuestStatus", gamer, {
        url: `/api/quest/queststatus?questId=${quest.id}`,
      });
      expect(status.proof).toMatchObject({ id: proof.id, status: "APPROVED" });
    });
  });
});
