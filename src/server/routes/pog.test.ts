import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userIdentitiesTable, usersTable } from "@/server/db/schema/accounts";
import { taskProgressTable } from "@/server/db/schema/campaigns";
import { pogMintsTable } from "@/server/db/schema/pog";
import { tournamentRegistrationsTable } from "@/server/db/schema/tournaments";
import { createTestTournament, finishTestTournament } from "@/server/testing/tournaments";
import { ledgerOn } from "@/server/testing/ledger";
import { createTestCampaign, DAY } from "@/server/testing/campaigns";
import { contractAnswers } from "@/server/testing/contract-answers";
import { freshPogName, reservePogName } from "@/server/testing/pog-requests";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail, type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { eq } from "drizzle-orm";

interface MintStatus {
  readonly state: string;
  readonly step: string;
  readonly reservation: {
    readonly username: string;
    readonly kleosName: string;
    readonly reservedAt: string;
  } | null;
}

interface Standing {
  readonly badge: string;
  readonly type: string;
  readonly score: number;
  readonly tier: string | null;
  readonly next: { readonly tier: string; readonly threshold: number; readonly remaining: number } | null;
}

interface Badges {
  readonly badges: readonly Standing[];
  readonly socialBadges: readonly { readonly badge: string; readonly type: string }[];
  readonly unavailable: readonly string[];
}

describe("Proof of Gamer", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const { as, ok } = contractAnswers(() => testApp.app);

  const availability = (name: string) =>
    as(undefined, { url: `/api/tps/pog/mint/nft-image/${encodeURIComponent(name)}` });
  const reserve = (session: TestSession | undefined, username: unknown) =>
    as(session, { method: "POST", url: "/api/tps/pog/mint/states", payload: { username } });
  const status = (session: TestSession) =>
    ok<MintStatus>("getPogMintStatus", 200, session, { url: "/api/tps/pog/mint/status" });
  const badges = (session: TestSession) =>
    ok<Badges>("getMyPogBadges", 200, session, { url: "/api/tps/pog/users/me/badges" });

  describe("GET /api/tps/pog/mint/nft-image/{name}", () => {
    it("answers that a free name is available, as <name>.kleos", async () => {
      const name = freshPogName();
      const body = await ok<{ available: boolean; kleosName: string; name: string }>(
        "checkPogName",
        200,
        undefined,
        { url: `/api/tps/pog/mint/nft-image/${name}` },
      );
      expect(body).toEqual({ name, kleosName: `${name}.kleos`, available: true });
    });

    it("answers Username already taken for a reserved name, in any case", async () => {
      const name = freshPogName();
      await reservePogName(testApp.app, await sessionByPhone(testApp), name);
      for (const asked of [name, name.toUpperCase(), name.toLowerCase()]) {
        const response = await availability(asked);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({
          name: asked,
          kleosName: `${asked}.kleos`,
          available: false,
          messageId: "errors.PogUsernameTaken",
          message: "Username already taken",
        });
      }
    });

    it.each([
      ["ab cd1", "validation.pogUsername.noSpaces", "Spaces are not allowed"],
      ["arjun!", "validation.pogUsername.specialCharacters", "Special characters are not allowed"],
      ["abcd", "validation.pogUsername.length", "Username must be between 5 and 12 characters"],
      ["abcdefghijklm", "validation.pogUsername.length", "Username must be between 5 and 12 characters"],
    ])("answers 422 PogUsernameInvalid for %j with the spec's message", async (name, messageId, message) => {
      const problem = expectProblem(await availability(name), 422, "PogUsernameInvalid");
      expect(problem.detail).toBe(message);
      expect(problem["messageId"]).toBe(messageId);
    });

    it("answers 400 for a name longer than the contract allows", async () => {
      expectProblem(await availability("a".repeat(65)), 400, "ValidationFailed");
    });
  });

  describe("POST /api/tps/pog/mint/states and GET /api/tps/pog/mint/status", () => {
    it("starts with no name, then reserves one and moves the flow to the avatar step", async () => {
      const session = await sessionByPhone(testApp);
      expect(await status(session)).toEqual({
        id: null,
        state: "RESERVE_USERNAME",
        step: "RESERVE_NAME",
        reservation: null,
        avatarReady: false,
        card: null,
      });

      const name = freshPogName();
      const reserved = await ok<MintStatus>("reservePogName", 201, session, {
        method: "POST",
        url: "/api/tps/pog/mint/states",
        payload: { username: name },
      });
      expect(reserved).toMatchObject({
        state: "AVATAR_CATEGORY_SELECTION",
        step: "CREATE_AVATAR",
        reservation: { username: name, kleosName: `${name}.kleos` },
      });
      expect(await status(session)).toEqual(reserved);
      expect((await availability(name)).json()).toMatchObject({ available: false });
    });

    it("answers the same reservation again to a retry of the same name", async () => {
      const session = await sessionByPhone(testApp);
      const name = freshPogName();
      const first = await reserve(session, name);
      const again = await reserve(session, name.toLowerCase());
      expect(first.statusCode, first.body).toBe(201);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual(first.json());
    });

    it("keeps one name per gamer: another name is 409 PogNameAlreadyReserved", async () => {
      const session = await sessionByPhone(testApp);
      const name = freshPogName();
      await reservePogName(testApp.app, session, name);
      const problem = expectProblem(await reserve(session, freshPogName()), 409, "PogNameAlreadyReserved");
      expect(problem["username"]).toBe(name);
      expect((await status(session)).reservation?.username).toBe(name);
    });

    it("answers 409 PogUsernameTaken with Username already taken for another gamer's name, in any case", async () => {
      const name = freshPogName();
      await reservePogName(testApp.app, await sessionByPhone(testApp), name);
      const other = await sessionByPhone(testApp);
      const problem = expectProblem(await reserve(other, name.toUpperCase()), 409, "PogUsernameTaken");
      expect(problem.detail).toBe("Username already taken");
      expect((await status(other)).reservation).toBeNull();
    });

    it("gives a name two gamers ask for at once to exactly one of them", async () => {
      const name = freshPogName();
      const gamers = await Promise.all(Array.from({ length: 6 }, () => sessionByPhone(testApp)));
      const answers = await Promise.all(
        gamers.map((session, i) => reserve(session, i % 2 === 0 ? name : name.toUpperCase())),
      );
      const winners = answers.filter((answer) => answer.statusCode === 201);
      expect(winners).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 201))
        expectProblem(answer, 409, "PogUsernameTaken");
      const rows = await testApp.database.db
        .select()
        .from(pogMintsTable)
        .where(eq(pogMintsTable.username, winners[0]?.json<MintStatus>().reservation?.username ?? ""));
      expect(rows).toHaveLength(1);
    });

    it.each([
      ["my name", "Spaces are not allowed"],
      ["my.name", "Special characters are not allowed"],
      ["abc", "Username must be between 5 and 12 characters"],
    ])("answers 422 PogUsernameInvalid for %j", async (name, message) => {
      const session = await sessionByPhone(testApp);
      const problem = expectProblem(await reserve(session, name), 422, "PogUsernameInvalid");
      expect(problem.detail).toBe(message);
      expect((await status(session)).reservation).toBeNull();
    });

    it("answers 400 for a body without a name and 401 without a session", async () => {
      const session = await sessionByPhone(testApp);
      expectProblem(
        await as(session, { method: "POST", url: "/api/tps/pog/mint/states", payload: {} }),
        400,
        "ValidationFailed",
      );
      expectProblem(await reserve(session, 12345), 400, "ValidationFailed");
      expectProblem(await reserve(undefined, freshPogName()), 401, "SignInRequired");
      expectProblem(await as(undefined, { url: "/api/tps/pog/mint/status" }), 401, "SignInRequired");
    });
  });

  describe("GET /api/tps/pog/users/me/badges", () => {
    const standing = (body: Badges, badge: string) => body.badges.find((entry) => entry.badge === badge);

    it("gives a gamer who just signed up by phone Proof of Human Bronze and nothing else", async () => {
      const body = await badges(await sessionByPhone(testApp));
      expect(body.unavailable).toEqual([]);
      expect(standing(body, "ProofOfHuman")).toEqual({
        badge: "ProofOfHuman",
        type: "OverallActivity",
        score: 1,
        tier: "Bronze",
        next: { tier: "Silver", threshold: 2, remaining: 1 },
      });
      for (const badge of [
        "ProofOfPlay",
        "ProofOfSkill",
        "ProofOfCommerce",
        "ProofOfSocial",
        "KleosCommunity",
      ])
        expect(standing(body, badge)).toMatchObject({ score: 0, tier: null, next: { tier: "Bronze" } });
      expect(body.socialBadges).toEqual([]);
    });

    it("counts completed campaigns, K-Cash bought and spent, linked socials, invites and account age", async () => {
      const { db } = testApp.database;
      const gamer = await sessionByPhone(testApp);

      // Play: a campaign whose only task (a verified phone) the gamer completes through the campaign calls.
      const { campaign, tasks } = await createTestCampaign(testApp);
      const progress = (rest: string) => `/api/user-progress/me/campaigns/${campaign.id}/${rest}`;
      expect((await as(gamer, { method: "POST", url: progress("start"), payload: {} })).statusCode).toBe(200);
      const validated = await as(gamer, {
        method: "POST",
        url: progress(`tasks/${tasks[0]?.id ?? ""}/validate`),
        payload: {},
      });
      expect(validated.json<{ state: string }>().state, validated.body).toBe("VERIFIED");

      // Commerce: 100 K-Cash bought through the sandbox checkout, then 20 of it spent in the store.
      const order = await as(gamer, {
        method: "POST",
        url: "/api/payments/orders",
        payload: { kcashAmount: 100_000 },
        headers: { "idempotency-key": randomUUID() },
      });
      expect(order.statusCode, order.body).toBe(201);
      const approved = await as(gamer, {
        method: "POST",
        url: `/api/payments/sandbox/${order.json<{ paymentId: string }>().paymentId}`,
        payload: { decision: "approve" },
        headers: { "idempotency-key": randomUUID() },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await ledgerOn(testApp.database).debit({
        userId: gamer.userId,
        currency: "KCASH",
        amount: 20_000,
        type: "shop",
        idempotencyKey: randomUUID(),
      });

      // Social: Telegram and Discord linked; one gamer invited through the gamer's referral code.
      await db.insert(userIdentitiesTable).values([
        { userId: gamer.userId, provider: "telegram", subject: `tg-${randomUUID()}`, display: "@gamer" },
        { userId: gamer.userId, provider: "discord", subject: `dc-${randomUUID()}`, display: "gamer" },
      ]);
      const code = await as(gamer, { method: "POST", url: "/api/referral-campaign/code/user" });
      expect(code.statusCode, code.body).toBe(201);
      const invited = await signInByEmail(testApp.app);
      const joined = await as(invited, {
        method: "POST",
        url: progress("start"),
        payload: { referral: code.json<{ code: string }>().code },
      });
      expect(joined.statusCode, joined.body).toBe(200);

      // Community: the account is 40 days old.
      await db
        .update(usersTable)
        .set({ createdAt: new Date(Date.now() - 40 * DAY - 1000) })
        .where(eq(usersTable.id, gamer.userId));

      const body = await badges(gamer);
      expect(standing(body, "ProofOfPlay")).toMatchObject({ score: 1, tier: "Bronze" });
      expect(standing(body, "ProofOfCommerce")).toMatchObject({
        score: 2,
        tier: "Bronze",
        next: { tier: "Silver", threshold: 3, remaining: 1 },
      });
      expect(standing(body, "ProofOfSocial")).toMatchObject({ score: 3, tier: "Silver" });
      expect(standing(body, "KleosCommunity")).toMatchObject({ score: 40, tier: "Silver" });
      expect(body.socialBadges).toEqual([
        { badge: "Telegramer", type: "SocialActivity" },
        { badge: "Discorder", type: "SocialActivity" },
      ]);

      // The invited gamer's badges are their own: an e-mail sign-in, one campaign started but not completed.
      const theirs = await badges(invited);
      expect(standing(theirs, "ProofOfHuman")).toMatchObject({ score: 1 });
      expect(standing(theirs, "ProofOfPlay")).toMatchObject({ score: 0, tier: null });
      expect(standing(theirs, "ProofOfSocial")).toMatchObject({ score: 0 });
    });

    it("scores Skill from ranked tournament results (podiums count more) and partner-confirmed game checks", async () => {
      const { db } = testApp.database;
      const gamer = await sessionByPhone(testApp);
      const rival = await sessionByPhone(testApp);
      const register = async (tournamentId: string, userIds: readonly string[]) => {
        await db
          .insert(tournamentRegistrationsTable)
          .values(userIds.map((userId) => ({ tournamentId, userId })));
      };
      // Won one tournament, came fourth in another; a third has no results yet and counts for nothing.
      const won = await createTestTournament(db);
      await register(won.id, [gamer.userId, rival.userId]);
      await finishTestTournament(db, won.id, [gamer.userId, rival.userId]);
      const fourth = await createTestTournament(db);
      const others = await Promise.all([1, 2, 3].map(() => signInByEmail(testApp.app)));
      await register(fourth.id, [...others.map((other) => other.userId), gamer.userId]);
      await finishTestTournament(db, fourth.id, [...others.map((other) => other.userId), gamer.userId]);
      const pending = await createTestTournament(db);
      await register(pending.id, [gamer.userId]);

      // A partner game confirmed one game task; another is still being checked.
      const { campaign, tasks } = await createTestCampaign(testApp, {
        tasks: [
          { type: "GAME_API_VALIDATION", config: { partnerId: "skill-partner", action: "win_match" } },
          { type: "GAME_API_VALIDATION", config: { partnerId: "skill-partner", action: "reach_level_10" } },
        ],
      });
      await db.insert(taskProgressTable).values([
        {
          taskId: tasks[0]?.id ?? "",
          userId: gamer.userId,
          campaignId: campaign.id,
          state: "VERIFIED",
          verifiedAt: new Date(),
        },
        { taskId: tasks[1]?.id ?? "", userId: gamer.userId, campaignId: campaign.id, state: "VALIDATING" },
      ]);

      // 2 finishes + 2 for the win's podium + 1 game check.
      expect(standing(await badges(gamer), "ProofOfSkill")).toEqual({
        badge: "ProofOfSkill",
        type: "OverallActivity",
        score: 5,
        tier: "Silver",
        next: { tier: "Gold", threshold: 15, remaining: 10 },
      });
      // The runner-up: one finish on the podium.
      expect(standing(await badges(rival), "ProofOfSkill")).toMatchObject({ score: 3, tier: "Bronze" });
    });

    it("answers 401 without a session", async () => {
      expectProblem(await as(undefined, { url: "/api/tps/pog/users/me/badges" }), 401, "SignInRequired");
    });
  });
});
