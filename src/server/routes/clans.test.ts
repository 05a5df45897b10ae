import { and, eq, isNull } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousGamerName } from "@/domain/campaigns/campaign-leaderboard";
import { clanMembershipsTable } from "@/server/db/schema/clans";
import { usersTable } from "@/server/db/schema/accounts";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import {
  ageClan,
  ageClanDeletions,
  ageMembershipEnds,
  createClanAs,
  freshClanName,
  joinClanAs,
} from "@/server/testing/clans";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { seedDemoClans } from "@/server/db/seed/demo-clans";

const DAY_MS = 86_400_000;

interface Summary {
  readonly id: number;
  readonly clanName: string;
  readonly city: string;
  readonly country: string;
  readonly clanLogo: string | null;
  readonly bannerImage: string | null;
  readonly memberCount: number;
  readonly chiefUsername: string;
  readonly createdAt: string;
}

interface Detail extends Summary {
  readonly description: string;
  readonly members: readonly { memberId: number; username: string; role: string; joinedAt: string }[];
  readonly viewerRole: string | null;
  readonly deleteAllowedAt: string;
}

interface Mine {
  readonly membership: { clan: Summary; role: string; joinedAt: string } | null;
  readonly joinAllowedAt: string | null;
  readonly createAllowedAt: string | null;
}

interface Page {
  readonly items: readonly Summary[];
  readonly page: { pageOffset: number; pageLimit: number; total: number };
}

describe("clans", () => {
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
  ): Promise<T> => {
    const response = await as(session, request);
    expect(response.statusCode, response.body).toBe(status);
    expect(contractResponse(operationId, status).validate(response.json())).toEqual([]);
    return response.json<T>();
  };

  const create = (session: TestSession, fields: Record<string, unknown> = {}) =>
    as(session, {
      method: "POST",
      url: "/api/platform-clans",
      payload: { clanName: freshClanName(), city: "Mumbai", country: "IN", ...fields },
    });
  const join = (session: TestSession, clanId: number) =>
    as(session, { method: "POST", url: "/api/platform-user-clans", payload: { clanId } });
  const leave = (session: TestSession) => as(session, { method: "DELETE", url: "/api/platform-user-clans" });
  const remove = (session: TestSession, clanId: number) =>
    as(session, { method: "DELETE", url: `/api/platform-clans/${clanId}` });
  const detail = (session: TestSession | undefined, clanId: number) =>
    ok<Detail>("getClan", session, { method: "GET", url: `/api/platform-clans/${clanId}` });
  const mine = (session: TestSession) =>
    ok<Mine>("getMyClan", session, { method: "GET", url: "/api/platform-user-clans" });
  const setUsername = (session: TestSession, username: string) =>
    testApp.database.db.update(usersTable).set({ username }).where(eq(usersTable.id, session.userId));

  describe("getClanRules", () => {
    it("answers the day rules of the configuration, 7, 3 and 14 days by default", async () => {
      const rules = await ok("getClanRules", undefined, {
        method: "GET",
        url: "/api/platform-clans/rules",
      });
      expect(rules).toEqual({
        minDaysBeforeClanDelete: 7,
        minDaysToJoinClanAfterLeaving: 3,
        minDaysToRecreateClanAfterDelete: 14,
      });
    });

    it("answers what the server is configured with", async () => {
      const other = await createTestApp({
        seedDemoData: false,
        clanRules: {
          minDaysBeforeClanDelete: 1,
          minDaysToJoinClanAfterLeaving: 0,
          minDaysToRecreateClanAfterDelete: 30,
        },
      });
      try {
        const response = await other.app.inject({ method: "GET", url: "/api/platform-clans/rules" });
        expect(response.json()).toEqual({
          minDaysBeforeClanDelete: 1,
          minDaysToJoinClanAfterLeaving: 0,
          minDaysToRecreateClanAfterDelete: 30,
        });
      } finally {
        await other.app.close();
      }
    });
  });

  describe("createClan", () => {
    it("creates a clan whose creator is its Chief and only member", async () => {
      const chief = await sessionByPhone(testApp);
      await setUsername(chief, "chiefone");
      const created = await ok<Detail>(
        "createClan",
        chief,
        {
          method: "POST",
          url: "/api/platform-clans",
          payload: {
            clanName: "  Night Owls  ",
            city: "bengaluru",
            country: "IN",
            clanLogo: "phoenix",
            bannerImage: "violet",
            description: " We raid at night. ",
            referrerPhoneNumber: "+91 98765 43210",
          },
        },
        201,
      );
      expect(created).toMatchObject({
        clanName: "Night Owls",
        city: "Bengaluru",
        country: "IN",
        clanLogo: "phoenix",
        bannerImage: "violet",
        description: "We raid at night.",
        memberCount: 1,
        chiefUsername: "chiefone",
        viewerRole: "Chief",
      });
      expect(created.members).toEqual([
        { memberId: expect.any(Number), username: "chiefone", role: "Chief", joinedAt: created.createdAt },
      ]);
      expect(Date.parse(created.deleteAllowedAt) - Date.parse(created.createdAt)).toBe(7 * DAY_MS);
      const { membership } = await mine(chief);
      expect(membership).toMatchObject({ role: "Chief", clan: { id: created.id, clanName: "Night Owls" } });
    });

    it("takes any city of a country Kleos lists no cities for, and no pictures", async () => {
      const chief = await sessionByPhone(testApp);
      const created = await ok<Detail>(
        "createClan",
        chief,
        {
          method: "POST",
          url: "/api/platform-clans",
          payload: { clanName: "Berlin Bears", city: "Berlin", country: "DE" },
        },
        201,
      );
      expect(created).toMatchObject({
        city: "Berlin",
        country: "DE",
        clanLogo: null,
        bannerImage: null,
        description: "",
      });
      expect(created.chiefUsername).toBe(anonymousGamerName(chief.userId));
    });

    it.each([
      ["clanName", { clanName: "ab" }, "validation.clanName.length"],
      ["clanName", { clanName: "A".repeat(25) }, "validation.clanName.length"],
      ["clanName", { clanName: "Night  Owls" }, "validation.clanName.characters"],
      ["clanName", { clanName: "Owls!" }, "validation.clanName.characters"],
      ["country", { country: "ZZ" }, "validation.common.country"],
      ["city", { city: "Atlantis" }, "validation.common.city"],
      ["city", { city: "   " }, "validation.common.city"],
      ["city", { country: "DE", city: "Berlin 9" }, "validation.name.lettersAndSpaces"],
      ["description", { description: "x".repeat(281) }, "validation.clanDescription.length"],
      ["referrerPhoneNumber", { referrerPhoneNumber: "12345" }, "validation.mobileNumber.invalid"],
    ])("refuses a bad %s with the rule's message (%j)", async (field, fields, messageId) => {
      const response = await create(await sessionByPhone(testApp), fields);
      const problem = expectProblem(response, 400, "ValidationFailed");
      expect(problem).toMatchObject({ field, messageId });
      expect(problem.detail).not.toBe("Please enter a value");
    });

    it("refuses a logo outside the emblems and unknown fields, by the contract", async () => {
      const session = await sessionByPhone(testApp);
      expectProblem(await create(session, { clanLogo: "upload.jpg" }), 400, "ValidationFailed");
      expectProblem(await create(session, { memberCount: 99 }), 400, "ValidationFailed");
    });

    it("asks a guest to sign in", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/platform-clans",
        payload: { clanName: freshClanName(), city: "Mumbai", country: "IN" },
      });
      expectProblem(response, 401, "SignInRequired");
    });

    it("refuses a name another clan has, case ignored (ClanNameTaken), and frees it once that clan is deleted", async () => {
      const first = await sessionByPhone(testApp);
      const { id } = await createClanAs(testApp, first, { clanName: "Iron Wolves" });
      const second = await sessionByPhone(testApp);
      const taken = expectProblem(await create(second, { clanName: "iron WOLVES" }), 409, "ClanNameTaken");
      expect(taken).toMatchObject({ clanName: "iron WOLVES" });
      await ageClan(testApp.database.db, id, 7);
      await ok("deleteClan", first, { method: "DELETE", url: `/api/platform-clans/${id}` });
      expect((await create(second, { clanName: "iron WOLVES" })).statusCode).toBe(201);
    });

    it("refuses a gamer who is in a clan already (AlreadyInClan)", async () => {
      const member = await sessionByPhone(testApp);
      await joinClanAs(testApp, member, (await createClanAs(testApp, await sessionByPhone(testApp))).id);
      expectProblem(await create(member), 409, "AlreadyInClan");
      const chief = await sessionByPhone(testApp);
      await createClanAs(testApp, chief);
      expectProblem(await create(chief), 409, "AlreadyInClan");
    });

    it("refuses a Chief who deleted a clan less than 14 days ago (ClanRecreateTooSoon), then lets them", async () => {
      const chief = await sessionByPhone(testApp);
      const { id } = await createClanAs(testApp, chief);
      await ageClan(testApp.database.db, id, 8);
      const deleted = await ok<Mine>("deleteClan", chief, {
        method: "DELETE",
        url: `/api/platform-clans/${id}`,
      });
      expect(deleted.membership).toBeNull();
      expect(deleted.createAllowedAt).not.toBeNull();

      await ageClanDeletions(testApp.database.db, chief.userId, 13);
      const problem = expectProblem(await create(chief), 409, "ClanRecreateTooSoon");
      expect(problem).toMatchObject({ days: 14 });
      const allowedAt = Date.parse(String(problem["allowedAt"]));
      expect(allowedAt - Date.now()).toBeGreaterThan(0);
      expect(allowedAt - Date.now()).toBeLessThanOrEqual(DAY_MS);
      expect((await mine(chief)).createAllowedAt).toBe(problem["allowedAt"]);

      await ageClanDeletions(testApp.database.db, chief.userId, 1);
      expect((await create(chief)).statusCode).toBe(201);
    });
  });

  describe("listClans", () => {
    it("lists clans biggest first with member count, Chief, country and city; searches by word and filters by country", async () => {
      const word = `Zq${Date.now().toString(36).replace(/\d/g, "")}`;
      const small = await sessionByPhone(testApp);
      await setUsername(small, "smallchief");
      await createClanAs(testApp, small, { clanName: `${word} Small`, city: "São Paulo", country: "BR" });
      const big = await sessionByPhone(testApp);
      const bigClan = await createClanAs(testApp, big, { clanName: `The ${word} Big` });
      await joinClanAs(testApp, await sessionByPhone(testApp), bigClan.id);

      const page = await ok<Page>("listClans", undefined, {
        method: "GET",
        url: `/api/platform-clans?search=${word.toLowerCase()}`,
      });
      expect(page.page).toEqual({ pageOffset: 0, pageLimit: 20, total: 2 });
      expect(page.items.map((clan) => [clan.clanName, clan.memberCount])).toEqual([
        [`The ${word} Big`, 2],
        [`${word} Small`, 1],
      ]);
      expect(page.items[1]).toMatchObject({ country: "BR", city: "São Paulo", chiefUsername: "smallchief" });

      const brazil = await ok<Page>("listClans", undefined, {
        method: "GET",
        url: `/api/platform-clans?search=${word}&country=BR`,
      });
      expect(brazil.items.map((clan) => clan.clanName)).toEqual([`${word} Small`]);

      const second = await ok<Page>("listClans", undefined, {
        method: "GET",
        url: `/api/platform-clans?search=${word}&pageOffset=1&pageLimit=1`,
      });
      expect(second.items.map((clan) => clan.clanName)).toEqual([`${word} Small`]);
      expect(second.page.total).toBe(2);

      const inside = await ok<Page>("listClans", undefined, {
        method: "GET",
        url: `/api/platform-clans?search=${word.slice(2)}`,
      });
      expect(inside.items).toEqual([]);
    });

    it("refuses a country that is not a two-letter code", async () => {
      expectProblem(
        await testApp.app.inject({ method: "GET", url: "/api/platform-clans?country=india" }),
        400,
        "ValidationFailed",
      );
    });
  });

  describe("getClan", () => {
    it("shows the members with roles and join days, and the viewer's role", async () => {
      const chief = await sessionByPhone(testApp);
      const { id } = await createClanAs(testApp, chief);
      const member = await sessionByPhone(testApp);
      await joinClanAs(testApp, member, id);

      const guestView = await detail(undefined, id);
      expect(guestView.viewerRole).toBeNull();
      expect(guestView.members.map((m) => m.role)).toEqual(["Chief", "Member"]);
      expect(guestView.members[1]?.username).toBe(anonymousGamerName(member.userId));
      expect((await detail(member, id)).viewerRole).toBe("Member");
      expect((await detail(chief, id)).viewerRole).toBe("Chief");
      expect((await detail(await sessionByPhone(testApp), id)).viewerRole).toBe("Gamer");
    });

    it("answers 404 ClanNotFound for an unknown clan", async () => {
      const problem = expectProblem(
        await testApp.app.inject({ method: "GET", url: "/api/platform-clans/2147483647" }),
        404,
        "ClanNotFound",
      );
      expect(problem).toMatchObject({ clanId: 2147483647 });
    });
  });

  describe("joinClan", () => {
    it("joins a clan as a Member", async () => {
      const { id } = await createClanAs(testApp, await sessionByPhone(testApp));
      const gamer = await sessionByPhone(testApp);
      const joined = await ok<Mine>(
        "joinClan",
        gamer,
        { method: "POST", url: "/api/platform-user-clans", payload: { clanId: id } },
        201,
      );
      expect(joined.membership).toMatchObject({ role: "Member", clan: { id, memberCount: 2 } });
    });

    it("refuses a second clan (AlreadyInClan) and an unknown one (ClanNotFound)", async () => {
      const gamer = await sessionByPhone(testApp);
      await joinClanAs(testApp, gamer, (await createClanAs(testApp, await sessionByPhone(testApp))).id);
      const other = await createClanAs(testApp, await sessionByPhone(testApp));
      expectProblem(await join(gamer, other.id), 409, "AlreadyInClan");
      expectProblem(await join(await sessionByPhone(testApp), 2147483647), 404, "ClanNotFound");
    });

    it("lets concurrent joins of one gamer end with exactly one membership", async () => {
      const clans = await Promise.all(
        [1, 2, 3, 4].map(async () => createClanAs(testApp, await sessionByPhone(testApp))),
      );
      const gamer = await sessionByPhone(testApp);
      const answers = await Promise.all([...clans, ...clans].map((clan) => join(gamer, clan.id)));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 201))
        expectProblem(answer, 409, "AlreadyInClan");
      const open = await testApp.database.db
        .select()
        .from(clanMembershipsTable)
        .where(and(eq(clanMembershipsTable.userId, gamer.userId), isNull(clanMembershipsTable.leftAt)));
      expect(open).toHaveLength(1);
    });

    it("refuses a gamer who left less than 3 days ago (ClanJoinTooSoon), then lets them", async () => {
      const { id } = await createClanAs(testApp, await sessionByPhone(testApp));
      const gamer = await sessionByPhone(testApp);
      await joinClanAs(testApp, gamer, id);
      const left = await ok<Mine>("leaveClan", gamer, {
        method: "DELETE",
        url: "/api/platform-user-clans",
      });
      expect(left.membership).toBeNull();
      expect(Date.parse(left.joinAllowedAt ?? "") - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);

      const problem = expectProblem(await join(gamer, id), 409, "ClanJoinTooSoon");
      expect(problem).toMatchObject({ days: 3, allowedAt: left.joinAllowedAt });

      await ageMembershipEnds(testApp.database.db, gamer.userId, 2);
      expectProblem(await join(gamer, id), 409, "ClanJoinTooSoon");
      await ageMembershipEnds(testApp.database.db, gamer.userId, 1);
      expect((await join(gamer, id)).statusCode).toBe(201);
      expect((await mine(gamer)).joinAllowedAt).toBeNull();
    });
  });

  describe("leaveClan", () => {
    it("keeps the ended membership as history, and tells the gamer and the Chief", async () => {
      const chief = await sessionByPhone(testApp);
      const { id, clanName } = await createClanAs(testApp, chief);
      const gamer = await sessionByPhone(testApp);
      await joinClanAs(testApp, gamer, id);
      expect((await leave(gamer)).statusCode).toBe(200);
      const clanNews = async (session: TestSession) =>
        (await testApp.app.inject({ url: "/api/notifications", headers: session.authorization }))
          .json<{ items: { kind: string; data: Record<string, unknown> }[] }>()
          .items.filter((item) => item.kind === "clanEvent")
          .map((item) => item.data);
      const heard = await clanNews(gamer);
      expect(heard).toHaveLength(2);
      expect(heard).toEqual(
        expect.arrayContaining([
          { title: clanName, event: "left", path: `/clans/${id}` },
          { title: clanName, event: "joined", path: "/my-clan" },
        ]),
      );
      expect(await clanNews(chief)).toEqual([{ title: clanName, event: "memberJoined", path: "/my-clan" }]);
      const rows = await testApp.database.db
        .select()
        .from(clanMembershipsTable)
        .where(eq(clanMembershipsTable.userId, gamer.userId));
      expect(rows).toEqual([
        expect.objectContaining({ clanId: id, endReason: "left", leftAt: expect.any(Date) }),
      ]);
      expect((await detail(undefined, id)).memberCount).toBe(1);
    });

    it("refuses a gamer without a clan (NotInClan) and a Chief (ClanChiefCannotLeave)", async () => {
      expectProblem(await leave(await sessionByPhone(testApp)), 409, "NotInClan");
      const chief = await sessionByPhone(testApp);
      const { id } = await createClanAs(testApp, chief);
      const problem = expectProblem(await leave(chief), 409, "ClanChiefCannotLeave");
      expect(problem).toMatchObject({ clanId: id });
    });
  });

  describe("deleteClan", () => {
    it("refuses before 7 days (ClanDeleteTooSoon, with the date), then ends every membership as history", async () => {
      const chief = await sessionByPhone(testApp);
      const clan = await createClanAs(testApp, chief);
      const member = await sessionByPhone(testApp);
      await joinClanAs(testApp, member, clan.id);
      const created = await detail(undefined, clan.id);

      const early = expectProblem(await remove(chief, clan.id), 409, "ClanDeleteTooSoon");
      expect(early).toMatchObject({ clanId: clan.id, days: 7, allowedAt: created.deleteAllowedAt });

      await ageClan(testApp.database.db, clan.id, 6);
      expectProblem(await remove(chief, clan.id), 409, "ClanDeleteTooSoon");
      await ageClan(testApp.database.db, clan.id, 1);
      await ok<Mine>("deleteClan", chief, {
        method: "DELETE",
        url: `/api/platform-clans/${clan.id}`,
      });

      expectProblem(
        await testApp.app.inject({ method: "GET", url: `/api/platform-clans/${clan.id}` }),
        404,
        "ClanNotFound",
      );
      const history = await testApp.database.db
        .select()
        .from(clanMembershipsTable)
        .where(eq(clanMembershipsTable.clanId, clan.id));
      expect(history).toHaveLength(2);
      for (const row of history)
        expect(row).toMatchObject({ endReason: "clan_deleted", leftAt: expect.any(Date) });
      // A clan's deletion is not the member's leaving: they may join another clan at once.
      expect((await mine(member)).joinAllowedAt).toBeNull();
      expect(
        (await join(member, (await createClanAs(testApp, await sessionByPhone(testApp))).id)).statusCode,
      ).toBe(201);
      expectProblem(await remove(chief, clan.id), 404, "ClanNotFound");
    });

    it("lets only the Chief delete (NotClanChief)", async () => {
      const { id } = await createClanAs(testApp, await sessionByPhone(testApp));
      await ageClan(testApp.database.db, id, 30);
      const member = await sessionByPhone(testApp);
      await joinClanAs(testApp, member, id);
      const problem = expectProblem(await remove(member, id), 403, "NotClanChief");
      expect(problem).toMatchObject({ clanId: id });
      expectProblem(await remove(await sessionByPhone(testApp), id), 403, "NotClanChief");
    });
  });

  describe("demo clans", () => {
    it("seeds clans of India and Brazil with their members, once however often it runs", async () => {
      await seedDemoClans(testApp.database.db, new Date());
      await seedDemoClans(testApp.database.db, new Date());
      const india = await ok<Page>("listClans", undefined, {
        method: "GET",
        url: "/api/platform-clans?search=mumbai titans",
      });
      expect(india.items).toEqual([
        expect.objectContaining({
          clanName: "Mumbai Titans",
          country: "IN",
          memberCount: 3,
          chiefUsername: "ArjunPlays",
        }),
      ]);
      const brazil = await ok<Page>("listClans", undefined, {
        method: "GET",
        url: "/api/platform-clans?country=BR&search=samba",
      });
      expect(brazil.items.map((clan) => [clan.clanName, clan.city])).toEqual([
        ["Samba Strikers", "São Paulo"],
      ]);
    });
  });

  describe("getMyClan", () => {
    it("answers no clan for a new gamer and asks guests to sign in", async () => {
      expect(await mine(await sessionByPhone(testApp))).toEqual({
        membership: null,
        joinAllowedAt: null,
        createAllowedAt: null,
      });
      expectProblem(
        await testApp.app.inject({ method: "GET", url: "/api/platform-user-clans" }),
        401,
        "SignInRequired",
      );
    });
  });
});
