import { randomUUID } from "node:crypto";
import { ACCESS_COOKIE } from "@/domain/constants/session-cookies";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_CODE_PATTERN } from "@/domain/referrals/referral-code";
import { VALIDATION_MESSAGES } from "@/domain/validation/validation-messages";
import type { Db } from "@/server/db/client";
import { taskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import {
  gameIdBySlug,
  insertCampaign,
  insertParticipant,
  insertTask,
  startedRedirectTask,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestApp;
let db: Db;
let darkThrone: number;

beforeAll(async () => {
  kleos = await createTestApp();
  db = kleos.database.db;
  darkThrone = await gameIdBySlug(db, "dark-throne");
});
afterAll(() => kleos.app.close());

const as = (session: TestSession, request: InjectOptions) =>
  kleos.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

const conforms = (operationId: string, status: number, body: unknown) => {
  expect(contractResponse(operationId, status).validate(body)).toEqual([]);
};

describe("referral codes", () => {
  const CODE_URL = "/api/referral-campaign/code/user";

  it("answers 404 until the gamer creates a code, then that code for good", async () => {
    const gamer = await sessionByPhone(kleos);
    expectProblem(await as(gamer, { url: CODE_URL }), 404, "ReferralCodeNotFound");
    const created = await as(gamer, { method: "POST", url: CODE_URL });
    expect(created.statusCode, created.body).toBe(201);
    const { code } = created.json<{ code: string }>();
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
    conforms("createReferralCode", 201, created.json());
    const again = await as(gamer, { method: "POST", url: CODE_URL });
    expect(again.json<{ code: string }>().code).toBe(code);
    const read = await as(gamer, { url: CODE_URL });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created.json());
    conforms("getReferralCode", 200, read.json());
  });

  it("makes one code even when asked many times at once, and another for another gamer", async () => {
    const gamer = await sessionByPhone(kleos);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(gamer, { method: "POST", url: CODE_URL })),
    );
    const codes = new Set(answers.map((answer) => answer.json<{ code: string }>().code));
    expect(codes.size).toBe(1);
    const other = await sessionByPhone(kleos);
    const theirs = (await as(other, { method: "POST", url: CODE_URL })).json<{ code: string }>().code;
    expect(codes.has(theirs)).toBe(false);
  });

  it("needs a signed-in caller", async () => {
    expectProblem(await kleos.app.inject({ method: "POST", url: CODE_URL }), 401, "SignInRequired");
  });
});

describe("the tracked redirect of URI_REDIRECTION tasks", () => {
  it("records the visit and sends the browser on, signed in by the site's cookie", async () => {
    const gamer = await sessionByPhone(kleos);
    const task = await startedRedirectTask(db, gamer.userId, "https://example.com/trailer?lang=hi");
    expect(await taskFactRepository.hasRedirectClick(db, task.taskId, gamer.userId)).toBe(false);
    const visit = await kleos.app.inject({ url: task.path, cookies: { [ACCESS_COOKIE]: gamer.accessToken } });
    expect(visit.statusCode, visit.body).toBe(302);
    expect(visit.headers.location).toBe("https://example.com/trailer?lang=hi");
    expect(visit.headers["cache-control"]).toBe("no-store");
    expect(await taskFactRepository.hasRedirectClick(db, task.taskId, gamer.userId)).toBe(true);
    const again = await as(gamer, { url: task.path });
    expect(again.statusCode).toBe(302);
  });

  it("answers 404 for a task that is not a redirect, an unknown task and a draft campaign", async () => {
    const gamer = await sessionByPhone(kleos);
    const campaign = await insertCampaign(db);
    await insertParticipant(db, campaign.id, gamer.userId);
    const code = await insertTask(db, campaign.id, "SPECIAL_CODE", {});
    expectProblem(
      await as(gamer, { url: `/api/campaigns/${campaign.id}/tasks/${code.id}/redirect` }),
      404,
      "CampaignTaskNotFound",
    );
    expectProblem(
      await as(gamer, { url: `/api/campaigns/${campaign.id}/tasks/${randomUUID()}/redirect` }),
      404,
      "CampaignTaskNotFound",
    );
    const draft = await insertCampaign(db, { lifecycle: "DRAFT" });
    const hidden = await insertTask(db, draft.id, "URI_REDIRECTION", { url: "https://example.com" });
    expectProblem(
      await as(gamer, { url: `/api/campaigns/${draft.id}/tasks/${hidden.id}/redirect` }),
      404,
      "CampaignTaskNotFound",
    );
  });

  it("refuses a URL that is not http or https, even if one was stored", async () => {
    const gamer = await sessionByPhone(kleos);
    const task = await startedRedirectTask(db, gamer.userId, "javascript:alert(1)");
    const response = await as(gamer, { url: task.path });
    expectProblem(response, 404, "CampaignTaskNotFound");
    expect(response.headers.location).toBeUndefined();
  });

  it("answers 409 before the gamer started the campaign, and while it is not live", async () => {
    const gamer = await sessionByPhone(kleos);
    const live = await insertCampaign(db);
    const liveTask = await insertTask(db, live.id, "URI_REDIRECTION", { url: "https://example.com" });
    const path = `/api/campaigns/${live.id}/tasks/${liveTask.id}/redirect`;
    expectProblem(await as(gamer, { url: path }), 409, "CampaignNotJoined");
    expect(await taskFactRepository.hasRedirectClick(db, liveTask.id, gamer.userId)).toBe(false);

    const day = 86_400_000;
    const upcoming = await insertCampaign(db, {
      startsAt: new Date(Date.now() + day),
      endsAt: new Date(Date.now() + 2 * day),
      claimEndsAt: new Date(Date.now() + 3 * day),
    });
    const upcomingTask = await insertTask(db, upcoming.id, "URI_REDIRECTION", { url: "https://example.com" });
    await insertParticipant(db, upcoming.id, gamer.userId);
    expectProblem(
      await as(gamer, { url: `/api/campaigns/${upcoming.id}/tasks/${upcomingTask.id}/redirect` }),
      409,
      "CampaignNotStarted",
    );
    const ended = await insertCampaign(db, {
      startsAt: new Date(Date.now() - 3 * day),
      endsAt: new Date(Date.now() - 2 * day),
      claimEndsAt: new Date(Date.now() - day),
    });
    const endedTask = await insertTask(db, ended.id, "URI_REDIRECTION", { url: "https://example.com" });
    await insertParticipant(db, ended.id, gamer.userId);
    expectProblem(
      await as(gamer, { url: `/api/campaigns/${ended.id}/tasks/${endedTask.id}/redirect` }),
      409,
      "CampaignEnded",
    );
  });
});

describe("game login methods", () => {
  it("lists the game's login methods", async () => {
    const response = await kleos.app.inject({ url: `/api/game/loginmethod?gameId=${darkThrone}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ gameId: darkThrone, items: ["IN_GAME_USER_ID", "IN_GAME_EMAIL"] });
    conforms("listGameLoginMethods", 200, response.json());
  });

  it("answers 404 for an unknown game and 400 for an id that is not one", async () => {
    expectProblem(
      await kleos.app.inject({ url: "/api/game/loginmethod?gameId=999999" }),
      404,
      "GameNotFound",
    );
    expectProblem(
      await kleos.app.inject({ url: "/api/game/loginmethod?gameId=abc" }),
      400,
      "ValidationFailed",
    );
  });
});

describe("game usernames", () => {
  const path = (userId: string, gameId = darkThrone) => `/api/users/${userId}/games/${gameId}/username`;

  it("saves, reads back and replaces the gamer's identity in a game", async () => {
    const gamer = await sessionByPhone(kleos);
    expectProblem(await as(gamer, { url: path("me") }), 404, "GameUsernameNotFound");
    const saved = await as(gamer, {
      method: "PUT",
      url: path("me"),
      payload: { loginMethod: "IN_GAME_USER_ID", value: "throne_king_7" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      gameId: darkThrone,
      loginMethod: "IN_GAME_USER_ID",
      value: "throne_king_7",
    });
    conforms("updateGameUsername", 200, saved.json());
    const replaced = await as(gamer, {
      method: "PUT",
      url: path(gamer.userId),
      payload: { loginMethod: "IN_GAME_EMAIL", value: "king@example.com" },
    });
    expect(replaced.json()).toMatchObject({ loginMethod: "IN_GAME_EMAIL", value: "king@example.com" });
    const read = await as(gamer, { url: path(gamer.userId) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(replaced.json());
    conforms("getGameUsername", 200, read.json());
  });

  it("refuses another gamer's accounts with 403", async () => {
    const gamer = await sessionByPhone(kleos);
    const other = await sessionByPhone(kleos);
    expectProblem(await as(gamer, { url: path(other.userId) }), 403, "GameAccountOwnerMismatch");
    expectProblem(
      await as(gamer, {
        method: "PUT",
        url: path(other.userId),
        payload: { loginMethod: "IN_GAME_USER_ID", value: "not_mine" },
      }),
      403,
      "GameAccountOwnerMismatch",
    );
  });

  it("refuses a login method the game does not take with 422 Quest login method", async () => {
    const gamer = await sessionByPhone(kleos);
    const problem = expectProblem(
      await as(gamer, {
        method: "PUT",
        url: path("me"),
        payload: { loginMethod: "STEAM_ID", value: "76561197960287930" },
      }),
      422,
      "QuestLoginMethodInvalid",
    );
    expect(problem.detail?.startsWith("Quest login method")).toBe(true);
  });

  it("checks the value by the login method's rule, with the spec's message", async () => {
    const gamer = await sessionByPhone(kleos);
    const badEmail = expectProblem(
      await as(gamer, {
        method: "PUT",
        url: path("me"),
        payload: { loginMethod: "IN_GAME_EMAIL", value: "king@" },
      }),
      400,
      "ValidationFailed",
    );
    expect(badEmail.detail).toBe(VALIDATION_MESSAGES["validation.email.invalid"]);
    const spaced = expectProblem(
      await as(gamer, {
        method: "PUT",
        url: path("me"),
        payload: { loginMethod: "IN_GAME_USER_ID", value: "throne king" },
      }),
      400,
      "ValidationFailed",
    );
    expect(spaced.detail).toBe(VALIDATION_MESSAGES["validation.gameUserId.noSpaces"]);
    const empty = expectProblem(
      await as(gamer, {
        method: "PUT",
        url: path("me"),
        payload: { loginMethod: "IN_GAME_USER_ID", value: "" },
      }),
      400,
      "ValidationFailed",
    );
    expect(empty.detail).toBe(VALIDATION_MESSAGES["validation.common.enterValue"]);
    expectProblem(await as(gamer, { url: path("me") }), 404, "GameUsernameNotFound");
  });

  it("answers 404 for an unknown game", async () => {
    const gamer = await sessionByPhone(kleos);
    expectProblem(
      await as(gamer, {
        method: "PUT",
        url: path("me", 999_999),
        payload: { loginMethod: "USER_NAME", value: "someone" },
      }),
      404,
      "GameNotFound",
    );
  });
});
