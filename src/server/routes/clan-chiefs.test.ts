import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignParticipantsTable } from "@/server/db/schema/campaigns";
import { createTestCampaign, DAY } from "@/server/testing/campaigns";
import { clanChiefCode } from "@/server/testing/clan-requests";
import { createClanAs, joinClanAs } from "@/server/testing/clans";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { freshIndianNumber, type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import type { OperationId } from "@/server/http/operations";

interface Chief {
  readonly email: string;
  readonly chiefCity: string;
  readonly phoneNumber: string | null;
  readonly phoneVerifiedAt: string | null;
  readonly isCollageName: "Yes" | "No";
  readonly collegeName: string;
}

describe("clan chiefs, clan images and clan statistics", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const call = async <T>(
    operationId: OperationId,
    status: number,
    request: InjectOptions,
    session?: TestSession,
  ): Promise<T> => {
    const response = await testApp.app.inject({
      ...request,
      headers: { ...request.headers, ...session?.authorization },
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(contractResponse(operationId, status).validate(response.json())).toEqual([]);
    return response.json<T>();
  };

  const verify = (session: TestSession, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/platform-clans/otp/verify",
      headers: session.authorization,
      payload,
    });

  describe("the chief's phone, verified by a one-time code", () => {
    it("stores the verified number into the clan chief data, not into the account's sign-in number", async () => {
      const chief = await sessionByPhone(testApp);
      const before = await call<Chief>("getClanChief", 200, { url: "/api/platform-clans/clan-chief" }, chief);
      expect(before).toEqual({
        email: "",
        chiefCity: "",
        phoneNumber: null,
        phoneVerifiedAt: null,
        isCollageName: "No",
        collegeName: "",
      });
      const { challengeId, code, phoneNumber } = await clanChiefCode(testApp, chief);
      const verified = await verify(chief, { challengeId, code });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(contractResponse("verifyClanChiefOtp", 200).validate(verified.json())).toEqual([]);
      expect(verified.json<Chief>()).toMatchObject({ phoneNumber, phoneVerifiedAt: expect.any(String) });
      const profile = await testApp.app.inject({
        url: "/api/users/me/profile",
        headers: chief.authorization,
      });
      expect(profile.body).toContain(chief.phoneNumber.slice(-6));
      expect(profile.body).not.toContain(phoneNumber.slice(-6));
      // The code is used up.
      expectProblem(await verify(chief, { challengeId, code }), 400, "CodeExpired");
    });

    it("answers a wrong code with the tries left, and another gamer's code as expired", async () => {
      const chief = await sessionByPhone(testApp);
      const other = await sessionByPhone(testApp);
      const { challengeId, code } = await clanChiefCode(testApp, chief);
      const wrong = code === "000000" ? "111111" : "000000";
      const problem = expectProblem(await verify(chief, { challengeId, code: wrong }), 400, "CodeInvalid");
      expect(problem).toMatchObject({ attemptsLeft: expect.any(Number) });
      expectProblem(await verify(other, { challengeId, code }), 400, "CodeExpired");
      expect((await verify(chief, { challengeId, code })).statusCode).toBe(200);
    });

    it("never signs anyone in with a clan chief's code", async () => {
      const chief = await sessionByPhone(testApp);
      const { challengeId, code } = await clanChiefCode(testApp, chief);
      const signIn = await testApp.app.inject({
        method: "POST",
        url: "/api/authentication/verify",
        payload: { challengeId, code },
      });
      expectProblem(signIn, 400, "CodeExpired");
      // Refusing it there did not use it up.
      expect((await verify(chief, { challengeId, code })).statusCode).toBe(200);
    });

    it("refuses a number that is not a mobile number, and takes one without its plus", async () => {
      const chief = await sessionByPhone(testApp);
      const sent = await testApp.app.inject({
        method: "POST",
        url: "/api/platform-clans/otp",
        headers: chief.authorization,
        payload: { phoneNumber: "12345678", countryCode: "IN" },
      });
      expect(expectProblem(sent, 400, "ValidationFailed")).toMatchObject({ field: "phoneNumber" });
      const national = await testApp.app.inject({
        method: "POST",
        url: "/api/platform-clans/otp",
        headers: chief.authorization,
        payload: { phoneNumber: freshIndianNumber().slice(1), countryCode: "IN", channel: "sms" },
      });
      expect(national.statusCode, national.body).toBe(201);
    });
  });

  describe("the clan chief data", () => {
    const save = (session: TestSession, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: "PUT",
        url: "/api/platform-clans/clan-chief",
        headers: session.authorization,
        payload,
      });

    it("saves e-mail, city and college, and clears the college when the answer is No", async () => {
      const chief = await sessionByPhone(testApp);
      const saved = await call<Chief>(
        "updateClanChief",
        200,
        {
          method: "PUT",
          url: "/api/platform-clans/clan-chief",
          payload: {
            email: " Chief@Example.com ",
            chiefCity: "Pune",
            isCollageName: "Yes",
            collegeName: "IIT Bombay",
          },
        },
        chief,
      );
      expect(saved).toMatchObject({
        email: "chief@example.com",
        chiefCity: "Pune",
        isCollageName: "Yes",
        collegeName: "IIT Bombay",
      });
      const no = await save(chief, {
        email: "chief@example.com",
        chiefCity: "Pune",
        isCollageName: "No",
        collegeName: "IIT Bombay",
      });
      expect(no.json<Chief>()).toMatchObject({ isCollageName: "No", collegeName: "" });
    });

    it("answers each broken rule with its field and message", async () => {
      const chief = await sessionByPhone(testApp);
      const base = {
        email: "chief@example.com",
        chiefCity: "Pune",
        isCollageName: "Yes",
        collegeName: "IIT",
      };
      for (const [fields, field, messageId] of [
        [{ email: "nope" }, "email", "validation.email.invalid"],
        [{ chiefCity: " " }, "chiefCity", "validation.common.city"],
        [{ chiefCity: "Pune 42" }, "chiefCity", "validation.common.city"],
        [{ collegeName: "" }, "collegeName", "validation.common.collegeName"],
      ] as const) {
        const problem = expectProblem(await save(chief, { ...base, ...fields }), 400, "ValidationFailed");
        expect(problem).toMatchObject({ field, messageId });
      }
    });
  });

  describe("clan images", () => {
    it("lists emblems and banners a page at a time, each with a picture Kleos draws", async () => {
      const first = await call<{
        items: { name: string; url: string; width: number; height: number }[];
        total: number;
      }>("listClanImages", 200, { url: "/api/platform-clans/images?imageType=emblem&page=1&pageSize=5" });
      expect(first.items.map((item) => item.name)).toEqual(["shield", "sword", "crown", "dragon", "phoenix"]);
      expect(first.total).toBe(8);
      const second = await call<{ items: { name: string }[] }>("listClanImages", 200, {
        url: "/api/platform-clans/images?imageType=emblem&page=2&pageSize=5",
      });
      expect(second.items.map((item) => item.name)).toEqual(["wolf", "lion", "star"]);
      const banners = await call<{ items: { url: string; width: number; height: number }[] }>(
        "listClanImages",
        200,
        {
          url: "/api/platform-clans/images?imageType=banner",
        },
      );
      expect(banners.items).toHaveLength(6);
      for (const item of [...first.items, ...banners.items]) {
        const picture = await testApp.app.inject({ url: item.url });
        expect(picture.statusCode).toBe(200);
        expect(picture.headers["content-type"]).toBe("image/png");
        const meta = await sharp(picture.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: "png",
          width: item.width,
          height: item.height,
        });
      }
    });

    it("draws the same picture every time, and different names differently", async () => {
      const a = await testApp.app.inject({ url: "/api/platform-clans/images/emblem/wolf.png" });
      const b = await testApp.app.inject({ url: "/api/platform-clans/images/emblem/wolf.png" });
      const c = await testApp.app.inject({ url: "/api/platform-clans/images/emblem/lion.png" });
      expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
      expect(a.rawPayload.equals(c.rawPayload)).toBe(false);
    });

    it("has no picture for a name Kleos does not draw", async () => {
      expectProblem(
        await testApp.app.inject({ url: "/api/platform-clans/images/banner/wolf.png" }),
        404,
        "ClanImageNotFound",
      );
    });
  });

  describe("a clan's statistics", () => {
    const participate = async (
      userId: string,
      campaignId: string,
      fields: { startedAt: Date; completedAt?: Date; score: number },
    ) => {
      await testApp.database.db.insert(campaignParticipantsTable).values({
        campaignId,
        userId,
        startedAt: fields.startedAt,
        completedAt: fields.completedAt ?? null,
        score: fields.score,
      });
    };

    it("counts its current members' campaigns and quests, week by week, per member and as POG scores", async () => {
      const chief = await sessionByPhone(testApp);
      const member = await sessionByPhone(testApp);
      const outsider = await sessionByPhone(testApp);
      const clan = await createClanAs(testApp, chief);
      await joinClanAs(testApp, member, clan.id);
      const drop = (await createTestCampaign(testApp)).campaign;
      const quest = (await createTestCampaign(testApp, { kind: "quest", title: "Test quest" })).campaign;
      const now = Date.now();
      await participate(chief.userId, drop.id, {
        startedAt: new Date(now - 2 * DAY),
        completedAt: new Date(now - DAY),
        score: 30,
      });
      await participate(member.userId, drop.id, { startedAt: new Date(now - 20 * DAY), score: 10 });
      await participate(member.userId, quest.id, {
        startedAt: new Date(now - DAY),
        completedAt: new Date(now),
        score: 5,
      });
      await participate(outsider.userId, drop.id, {
        startedAt: new Date(now - DAY),
        completedAt: new Date(now),
        score: 99,
      });

      const stats = await call<{
        memberCount: number;
        drops: object;
        quests: object;
        weeks: { weekStart: string; started: number; completed: number }[];
        top: { campaignId: string; kind: string; participants: number; completed: number; points: number }[];
      }>("getClanCampaignStats", 200, { url: `/api/platform-clans/campaign-stats?clanId=${clan.id}` });
      expect(stats.memberCount).toBe(2);
      expect(stats.drops).toEqual({ participatingMembers: 2, participations: 2, completions: 1, points: 40 });
      expect(stats.quests).toEqual({ participatingMembers: 1, participations: 1, completions: 1, points: 5 });
      expect(stats.weeks).toHaveLength(8);
      for (const week of stats.weeks) expect(new Date(week.weekStart).getUTCDay()).toBe(1);
      expect(stats.weeks.reduce((sum, week) => sum + week.started, 0)).toBe(3);
      expect(stats.weeks.reduce((sum, week) => sum + week.completed, 0)).toBe(2);
      expect(stats.top[0]).toMatchObject({
        campaignId: drop.id,
        kind: "campaign",
        participants: 2,
        completed: 1,
        points: 40,
      });
      expect(stats.top[1]).toMatchObject({ campaignId: quest.id, kind: "quest", participants: 1 });

      const drops = await call<{
        items: { username: string; role: string; joined: number; completed: number; points: number }[];
      }>("getClanUserCampaignParticipationStats", 200, {
        url: `/api/platform-clans/user-campaign-participation-stats?clanId=${clan.id}`,
      });
      expect(
        drops.items.map(({ role, joined, completed, points }) => ({ role, joined, completed, points })),
      ).toEqual([
        { role: "Chief", joined: 1, completed: 1, points: 30 },
        { role: "Member", joined: 1, completed: 0, points: 10 },
      ]);
      const quests = await call<{
        items: { role: string; joined: number; completed: number; points: number }[];
      }>("getClanMemberQuestParticipationStats", 200, {
        url: `/api/platform-clans/member-quest-participation-stats?clanId=${clan.id}`,
      });
      expect(
        quests.items.map(({ role, joined, completed, points }) => ({ role, joined, completed, points })),
      ).toEqual([
        { role: "Member", joined: 1, completed: 1, points: 5 },
        { role: "Chief", joined: 0, completed: 0, points: 0 },
      ]);

      const pog = await call<{
        totalScore: number;
        members: { score: number; tier: string | null; pogName: string | null }[];
      }>("getClanPogScores", 200, { url: `/api/platform-clans/${clan.id}/pog-scores` });
      expect(pog.totalScore).toBe(2);
      expect(pog.members.map((m) => m.score)).toEqual([1, 1]);
    });

    it("answers ClanNotFound for a clan that does not exist", async () => {
      for (const url of [
        "/api/platform-clans/campaign-stats?clanId=2147483647",
        "/api/platform-clans/user-campaign-participation-stats?clanId=2147483647",
        "/api/platform-clans/member-quest-participation-stats?clanId=2147483647",
        "/api/platform-clans/2147483647/pog-scores",
      ])
        expectProblem(await testApp.app.inject({ url }), 404, "ClanNotFound");
    });
  });
});
