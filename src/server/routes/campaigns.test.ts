import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { Effect } from "effect";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/build-app";
import { referralRepository } from "@/server/db/repositories/referral-repository";
import {
  campaignParticipantsTable,
  campaignsTable,
  gamePartnersTable,
  specialCodesTable,
  taskProgressTable,
  userRolesTable,
} from "@/server/db/schema/campaigns";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { campaignRewardKey } from "@/server/services/campaigns/distribution";
import type { TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";
import { makeTaskVerifiers, TaskVerifiers } from "@/server/services/campaigns/verifiers/registry";
import { makePartnerGameClient } from "@/server/providers/games/partner-game-client";
import {
  createTestCampaign,
  DAY,
  EMAIL_TASK,
  freshSlug,
  HOUR,
  PHONE_TASK,
  signInAsAdmin,
  type TestCampaignOverrides,
} from "@/server/testing/campaigns";
import { contractResponse } from "@/server/testing/contract";
import { ledgerOn } from "@/server/testing/ledger";
import { expectProblem } from "@/server/testing/problems";
import {
  freshBrazilianNumber,
  freshIndianNumber,
  signInByEmail,
  type TestSession,
  sessionByPhone,
} from "@/server/testing/sign-in";
import { gameIdOf } from "@/server/testing/quests";
import { specialCodeSecretOf } from "@/server/testing/task-verification-fixtures";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Page<T> {
  readonly items: T[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}
interface Summary {
  readonly id: string;
  readonly slug: string;
  readonly status: string;
  readonly userProgress?: Record<string, unknown>;
}
interface Task {
  readonly id: string;
  readonly type: string;
  readonly config: Record<string, unknown>;
  readonly locked: boolean;
  readonly progress?: { readonly state: string; readonly lastError: Record<string, unknown> | null };
}
interface Detail extends Summary {
  readonly tasks: Task[];
  readonly button: { readonly state: string };
  readonly raffle: { readonly seedHash: string; readonly seed: string | null } | null;
}
interface AdminCampaign {
  readonly id: string;
  readonly slug: string;
  readonly lifecycle: string;
  readonly status: string;
  readonly raffleSeedHash: string | null;
  readonly tasks: {
    readonly id: string;
    readonly title: string;
    readonly active: boolean;
    readonly config: object;
    readonly specialCodeCount?: number;
  }[];
}

/** Holds a successful answer against the contract's schema for `operationId`. */
const conforming = <T>(response: LightMyRequestResponse, operationId: string, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<T>();
  expect(contractResponse(operationId, status).validate(body)).toEqual([]);
  return body;
};

const as = (testApp: TestApp, session: TestSession | undefined, request: InjectOptions) =>
  testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...(session === undefined ? {} : session.authorization) },
  });

const progressUrl = (campaignId: string, rest: string, userId = "me") =>
  `/api/user-progress/${userId}/campaigns/${campaignId}/${rest}`;

const start = (testApp: TestApp, session: TestSession, campaignId: string, payload: object = {}) =>
  as(testApp, session, { method: "POST", url: progressUrl(campaignId, "start"), payload });

const validateTask = (
  testApp: TestApp,
  session: TestSession,
  campaignId: string,
  taskId: string,
  payload = {},
) =>
  as(testApp, session, { method: "POST", url: progressUrl(campaignId, `tasks/${taskId}/validate`), payload });

const claim = (testApp: TestApp, session: TestSession, campaignId: string, key: string = randomUUID()) =>
  as(testApp, session, {
    method: "POST",
    url: progressUrl(campaignId, "claim-reward"),
    headers: { "idempotency-key": key },
  });

const kpoints = async (testApp: TestApp, session: TestSession): Promise<number> =>
  (await as(testApp, session, { url: "/api/wallets/balance" }))
    .json<{ balances: { currency: string; amount: number }[] }>()
    .balances.find((balance) => balance.currency === "KPOINTS")?.amount ?? -1;

const rewardRows = async (testApp: TestApp, campaignId: string, userId: string): Promise<number> => {
  const [row] = await testApp.database.db
    .select({ rows: count() })
    .from(ledgerTransactionsTable)
    .where(eq(ledgerTransactionsTable.idempotencyKey, `reward:${campaignRewardKey(campaignId, userId)}`));
  return row?.rows ?? 0;
};

/** Starts the campaign and verifies every task (phone tasks by default: a phone sign-in has a verified phone). */
const complete = async (
  testApp: TestApp,
  session: TestSession,
  campaign: { id: string },
  taskIds: string[],
) => {
  expect((await start(testApp, session, campaign.id)).statusCode).toBe(200);
  for (const taskId of taskIds) {
    const validated = await validateTask(testApp, session, campaign.id, taskId);
    expect(validated.json<{ state: string }>().state, validated.body).toBe("VERIFIED");
  }
};

/**
 * One app for the file: each test makes the campaigns and gamers it needs, so the tests share it without
 * seeing each other. Its admin phone is for the admins' tools; no other test signs in with it. Listing by
 * state counts every campaign in the database, so it has an app of its own.
 */
const adminPhone = freshIndianNumber();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ adminPhones: [adminPhone] });
});

afterAll(async () => {
  await testApp.app.close();
});

describe("listing campaigns by state", () => {
  // Its own app: the listings below are every campaign the database holds.
  let testApp: TestApp;
  let admin: TestSession;
  const ids: Record<string, string> = {};
  const now = Date.now();

  const list = async (query: string, session?: TestSession) =>
    conforming<Page<Summary>>(
      await as(testApp, session, { url: `/api/campaigns/by-state?${query}` }),
      "listCampaignsByState",
    );

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signInAsAdmin(testApp);
    const made: Record<string, TestCampaignOverrides> = {
      liveSoon: { endsAt: new Date(now + 2 * DAY) },
      liveLate: { endsAt: new Date(now + 9 * DAY) },
      featuredLate: { endsAt: new Date(now + 20 * DAY), featured: true },
      upcomingNear: { startsAt: new Date(now + DAY), endsAt: new Date(now + 5 * DAY) },
      upcomingFar: { startsAt: new Date(now + 3 * DAY), endsAt: new Date(now + 5 * DAY) },
      claiming: {
        startsAt: new Date(now - 5 * DAY),
        endsAt: new Date(now - DAY),
        claimEndsAt: new Date(now + DAY),
      },
      endedRecently: {
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - 3 * DAY),
        claimEndsAt: new Date(now - 2 * DAY),
      },
      drawing: {
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - 4 * DAY),
        claimEndsAt: new Date(now - 4 * DAY),
        distribution: "RAFFLE",
      },
      credited: {
        startsAt: new Date(now - 19 * DAY),
        endsAt: new Date(now - 14 * DAY),
        claimEndsAt: new Date(now - 14 * DAY),
        distribution: "LEADERBOARD",
        distributionState: "CREDITED",
      },
      draft: { lifecycle: "DRAFT" },
      archived: { lifecycle: "ARCHIVED" },
      private: { isPrivate: true },
      brazil: { applicableCountries: ["BR"] },
      asia: { applicableContinents: ["AS"] },
    };
    for (const [name, overrides] of Object.entries(made))
      ids[name] = (await createTestCampaign(testApp, { title: `Listing ${name}`, ...overrides })).campaign.id;
    await createTestCampaign(testApp, { kind: "quest", title: "A quest, not a campaign" });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const named = (page: Page<Summary>) =>
    page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.slug);

  it("orders featured first, then live ending soonest, upcoming starting soonest, ended most recent", async () => {
    const page = await list("pageLimit=20");
    expect(named(page)).toEqual([
      "featuredLate",
      "liveSoon",
      "brazil",
      "asia",
      "liveLate",
      "upcomingNear",
      "upcomingFar",
      "claiming",
      "endedRecently",
      "drawing",
      "credited",
    ]);
    expect(page.page).toEqual({ pageOffset: 0, pageLimit: 20, total: 11 });
    expect(page.items[0]).not.toHaveProperty("userProgress");
  });

  it("filters on the computed status", async () => {
    expect(named(await list("status=LIVE"))).toEqual([
      "featuredLate",
      "liveSoon",
      "brazil",
      "asia",
      "liveLate",
    ]);
    expect(named(await list("status=PUBLISHED"))).toEqual(["upcomingNear", "upcomingFar"]);
    expect(named(await list("status=CLAIM_REWARDS"))).toEqual(["claiming"]);
    expect(named(await list("status=ENDED"))).toEqual(["endedRecently"]);
    expect(named(await list("status=PROCESSING_REWARDS"))).toEqual(["drawing"]);
    expect(named(await list("status=REWARDS_CREDITED"))).toEqual(["credited"]);
  });

  it("lists drafts and archived campaigns to admins who ask, and to nobody else", async () => {
    const gamer = await sessionByPhone(testApp);
    expect((await list("status=DRAFT", gamer)).items).toEqual([]);
    expect((await list("status=ARCHIVED")).items).toEqual([]);
    expect(named(await list("status=DRAFT", admin))).toEqual(["draft"]);
    expect(named(await list("status=ARCHIVED", admin))).toEqual(["archived"]);
  });

  it("never lists private campaigns to gamers; admins see them when they ask", async () => {
    const gamer = await sessionByPhone(testApp);
    for (const page of [
      await list("excludePrivateCampaigns=false", gamer),
      await list("excludePrivateCampaigns=false"),
      await list("pageLimit=20", admin),
    ])
      expect(named(page)).not.toContain("private");
    expect(named(await list("excludePrivateCampaigns=false&status=LIVE", admin))).toContain("private");
  });

  it("filters by featured, upcoming, continent and country, and by kind", async () => {
    expect(named(await list("featured=true"))).toEqual(["featuredLate"]);
    expect(named(await list("upcoming=true"))).toEqual(["upcomingNear", "upcomingFar"]);
    expect(named(await list("upcoming=false&status=LIVE"))).toEqual([
      "featuredLate",
      "liveSoon",
      "brazil",
      "asia",
      "liveLate",
    ]);
    const inIndia = named(await list("applicableCountry=IN&status=LIVE"));
    expect(inIndia).toContain("asia");
    expect(inIndia).not.toContain("brazil");
    const inBrazil = named(await list("applicableCountry=BR&applicableContinent=SA&status=LIVE"));
    expect(inBrazil).toContain("brazil");
    expect(inBrazil).not.toContain("asia");
    expect((await list("kind=quest")).items.map((item) => item.slug)).toHaveLength(1);
  });

  it("pages with 8 or 20 items only", async () => {
    const first = await list("pageLimit=8");
    const second = await list("pageLimit=8&pageOffset=8");
    expect(first.items).toHaveLength(8);
    expect(second.items).toHaveLength(3);
    expect(first.page.total).toBe(11);
    expectProblem(
      await testApp.app.inject({ url: "/api/campaigns/by-state?pageLimit=10" }),
      400,
      "ValidationFailed",
    );
  });

  it("shows a signed-in gamer their progress on each item", async () => {
    const gamer = await sessionByPhone(testApp);
    const liveSoon = ids["liveSoon"] ?? "";
    const { campaign, tasks } = await createTestCampaign(testApp, {
      endsAt: new Date(now + DAY / 2),
      tasks: [PHONE_TASK, EMAIL_TASK],
    });
    await start(testApp, gamer, campaign.id);
    await validateTask(testApp, gamer, campaign.id, tasks[0]?.id ?? "");
    const page = await list("status=LIVE", gamer);
    expect(page.items.find((item) => item.id === campaign.id)?.userProgress).toMatchObject({
      started: true,
      completedTasks: 1,
      totalTasks: 2,
      rewardClaimed: false,
      claimOpen: true,
    });
    expect(page.items.find((item) => item.id === liveSoon)?.userProgress).toMatchObject({
      started: false,
      completedTasks: 0,
      totalTasks: 1,
    });
  });

  // Last in this block: it adds campaigns the lists above would count.
  it("filters by game, for the game's page: its campaigns or its quests, none of an unknown game", async () => {
    const db = testApp.database.db;
    const [colexion, carnaval] = [await gameIdOf(db, "colexion"), await gameIdOf(db, "carnaval-cards")];
    const drop = await createTestCampaign(testApp, { title: "Colexion drop", gameId: colexion });
    const quest = await createTestCampaign(testApp, {
      kind: "quest",
      title: "Colexion quest",
      gameId: colexion,
    });
    const upcoming = await createTestCampaign(testApp, {
      gameId: colexion,
      startsAt: new Date(now + DAY),
      endsAt: new Date(now + 5 * DAY),
    });
    await createTestCampaign(testApp, { title: "Carnaval drop", gameId: carnaval });

    const ids = (page: Page<Summary>) => page.items.map((item) => item.id);
    expect(ids(await list(`gameId=${colexion}`))).toEqual([drop.campaign.id, upcoming.campaign.id]);
    expect(ids(await list(`gameId=${colexion}&tab=live`))).toEqual([drop.campaign.id]);
    expect(ids(await list(`gameId=${colexion}&tab=live&kind=quest`))).toEqual([quest.campaign.id]);
    expect((await list("gameId=999999")).items).toEqual([]);
    expectProblem(
      await testApp.app.inject({ url: "/api/campaigns/by-state?gameId=x" }),
      400,
      "ValidationFailed",
    );
  });
});

describe("the campaign page", () => {
  const get = (ref: string, session?: TestSession) => as(testApp, session, { url: `/api/campaigns/${ref}` });

  it("answers by id and by slug, with tasks, locks and the button; the gamer's progress when signed in", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, {
      gameId: 1,
      tasks: [PHONE_TASK, EMAIL_TASK, { ...PHONE_TASK, active: false }, EMAIL_TASK],
    });
    const byId = conforming<Detail>(await get(campaign.id), "getCampaign");
    const bySlug = conforming<Detail>(await get(campaign.slug), "getCampaign");
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({ status: "LIVE", button: { state: "GET_STARTED" }, raffle: null });
    expect(byId).not.toHaveProperty("userProgress");
    expect(byId.tasks.map((task) => task.locked)).toEqual([false, true, true, true]);
    expect(byId.tasks[0]).not.toHaveProperty("progress");

    const gamer = await sessionByPhone(testApp);
    await start(testApp, gamer, campaign.id);
    await validateTask(testApp, gamer, campaign.id, tasks[0]?.id ?? "");
    await validateTask(testApp, gamer, campaign.id, tasks[1]?.id ?? "");
    const mine = conforming<Detail>(await get(campaign.slug, gamer), "getCampaign");
    // The second task is not done (no verified e-mail): the tasks after it wait, the inactive one does not count.
    expect(mine.tasks.map((task) => [task.progress?.state, task.locked])).toEqual([
      ["VERIFIED", false],
      ["REVALIDATE", false],
      ["VALIDATE", true],
      ["VALIDATE", true],
    ]);
    expect(mine.tasks[1]?.progress?.lastError).toEqual({
      isError: true,
      message: "Verify your e-mail address first",
      errorCode: "EMAIL_NOT_VERIFIED",
      errorType: "NOT_DONE",
    });
    expect(mine).toMatchObject({
      button: { state: "CONTINUE_TASKS", completedTasks: 1, totalTasks: 3 },
      userProgress: { started: true, completedTasks: 1, totalTasks: 3 },
    });
  });

  it("shows only what a gamer needs of a task's configuration", async () => {
    await testApp.database.db
      .insert(gamePartnersTable)
      .values({ id: "throne-partner", endpoint: "http://127.0.0.1:9/never", secret: "partner-secret" })
      .onConflictDoNothing();
    const { campaign, tasks } = await createTestCampaign(testApp, {
      tasks: [
        { type: "URI_REDIRECTION", config: { url: "https://partner.example.com/secret-landing?token=abc" } },
        { type: "GAME_API_VALIDATION", config: { partnerId: "throne-partner", action: "reach_level_10" } },
        { type: "TWITTER_FOLLOW", config: { handle: "kleos_gg" } },
      ],
    });
    const detail = conforming<Detail>(await get(campaign.id), "getCampaign");
    expect(detail.tasks.map((task) => task.config)).toEqual([
      { url: `/api/campaigns/${campaign.id}/tasks/${tasks[0]?.id ?? ""}/redirect` },
      { action: "reach_level_10" },
      { handle: "kleos_gg" },
    ]);
    expect(JSON.stringify(detail)).not.toContain("partner.example.com");
    expect(JSON.stringify(detail)).not.toContain("throne-partner");
  });

  it("publishes a raffle's seed hash and keeps its seed until the draw", async () => {
    const { campaign } = await createTestCampaign(testApp, { distribution: "RAFFLE" });
    const detail = conforming<Detail>(await get(campaign.id), "getCampaign");
    expect(detail.raffle?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.raffle?.seed).toBeNull();
    expect(JSON.stringify(detail)).not.toContain(campaign.raffleSeed ?? "no seed");
  });

  it("opens a private campaign by its link; drafts and archived ones only for admins", async () => {
    const secret = await createTestCampaign(testApp, { isPrivate: true });
    expect((await get(secret.campaign.slug)).statusCode).toBe(200);
    for (const lifecycle of ["DRAFT", "ARCHIVED"]) {
      const { campaign } = await createTestCampaign(testApp, { lifecycle });
      expectProblem(await get(campaign.slug), 404, "CampaignNotFound");
      expectProblem(await get(campaign.slug, await sessionByPhone(testApp)), 404, "CampaignNotFound");
      const seen = conforming<Detail>(await get(campaign.slug, await signInAsAdmin(testApp)), "getCampaign");
      expect(seen.status).toBe(lifecycle);
    }
    expectProblem(await get("no-such-campaign"), 404, "CampaignNotFound");
    expectProblem(await get(randomUUID()), 404, "CampaignNotFound");
    expectProblem(await get("Not_A_Slug"), 400, "ValidationFailed");
  });
});

describe("starting a campaign", () => {
  it("starts a live campaign once, however often it is asked, by `me` or the gamer's own id", async () => {
    const { campaign } = await createTestCampaign(testApp);
    const gamer = await sessionByPhone(testApp);
    const first = conforming<{ startedAt: string; userProgress: object; button: object }>(
      await start(testApp, gamer, campaign.id),
      "startCampaign",
    );
    expect(first).toMatchObject({
      campaignId: campaign.id,
      referred: false,
      userProgress: { started: true, completedTasks: 0, totalTasks: 1 },
      button: { state: "CONTINUE_TASKS", progress: 0 },
    });
    const again = await as(testApp, gamer, {
      method: "POST",
      url: progressUrl(campaign.slug, "start", gamer.userId),
      payload: {},
    });
    expect(conforming<{ startedAt: string }>(again, "startCampaign").startedAt).toBe(first.startedAt);
    const [row] = await testApp.database.db
      .select({ participants: campaignsTable.participantCount })
      .from(campaignsTable)
      .where(eq(campaignsTable.id, campaign.id));
    expect(row?.participants).toBe(1);
  });

  it("refuses another gamer's progress path (403) and a guest (401)", async () => {
    const { campaign } = await createTestCampaign(testApp);
    const gamer = await sessionByPhone(testApp);
    const other = await sessionByPhone(testApp);
    const response = await as(testApp, gamer, {
      method: "POST",
      url: progressUrl(campaign.id, "start", other.userId),
      payload: {},
    });
    expect(expectProblem(response, 403, "ProgressOwnerMismatch")["userId"]).toBe(other.userId);
    expectProblem(
      await testApp.app.inject({ method: "POST", url: progressUrl(campaign.id, "start"), payload: {} }),
      401,
      "SignInRequired",
    );
  });

  it("takes starts only while live", async () => {
    const gamer = await sessionByPhone(testApp);
    const soon = await createTestCampaign(testApp, {
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + DAY),
    });
    const problem = expectProblem(await start(testApp, gamer, soon.campaign.id), 409, "CampaignNotStarted");
    expect(problem["startsAt"]).toBe(soon.campaign.startsAt.toISOString());
    const over = await createTestCampaign(testApp, {
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    expectProblem(await start(testApp, gamer, over.campaign.id), 409, "CampaignEnded");
    const draft = await createTestCampaign(testApp, { lifecycle: "DRAFT" });
    expectProblem(await start(testApp, gamer, draft.campaign.id), 404, "CampaignNotFound");
  });

  it("applies a campaign by the profile's country, else the verified phone's, else the caller's address", async () => {
    const brazilOnly = await createTestCampaign(testApp, { applicableCountries: ["BR"] });
    const northAmerica = await createTestCampaign(testApp, { applicableContinents: ["NA"] });
    const fromUsAs = (session: TestSession, campaignId: string) =>
      as(testApp, session, {
        method: "POST",
        url: progressUrl(campaignId, "start"),
        payload: {},
        remoteAddress: "8.8.8.8",
      });
    // A verified +55 number places the gamer in Brazil wherever the address is.
    const brazilianPhone = await sessionByPhone(testApp, freshBrazilianNumber());
    expect((await fromUsAs(brazilianPhone, brazilOnly.campaign.id)).statusCode).toBe(200);

    // Signed in by e-mail with no country on the profile: the address decides (8.8.8.8 is in the United States).
    const gamer = await signInByEmail(testApp.app);
    const fromUs = (campaignId: string) => fromUsAs(gamer, campaignId);
    expectProblem(await fromUs(brazilOnly.campaign.id), 403, "CampaignNotApplicable");
    expect((await fromUs(northAmerica.campaign.id)).statusCode).toBe(200);
    // An address nobody can place (this machine) opens only campaigns open everywhere.
    expectProblem(await start(testApp, gamer, brazilOnly.campaign.id), 403, "CampaignNotApplicable");

    const profile = await as(testApp, gamer, {
      method: "PATCH",
      url: "/api/users/me/profile",
      payload: { countryCode: "BR" },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await fromUs(brazilOnly.campaign.id)).statusCode).toBe(200);
    const southAmerica = await createTestCampaign(testApp, {
      applicableContinents: ["SA"],
      applicableCountries: ["BR"],
    });
    expect((await fromUs(southAmerica.campaign.id)).statusCode).toBe(200);
    const asia = await createTestCampaign(testApp, { applicableContinents: ["AS"] });
    expectProblem(await fromUs(asia.campaign.id), 403, "CampaignNotApplicable");
  });

  it("records who invited the gamer once, ignoring the gamer's own code and unknown ones", async () => {
    const { campaign } = await createTestCampaign(testApp);
    const inviter = await sessionByPhone(testApp);
    const invited = await sessionByPhone(testApp);
    const code = `INV${randomUUID().slice(0, 8).toUpperCase()}`;
    await referralRepository.insert(testApp.database.db, inviter.userId, code);
    await referralRepository.insert(testApp.database.db, invited.userId, `OWN${randomUUID().slice(0, 8)}`);

    const self = await start(testApp, inviter, campaign.id, { referral: code });
    expect(conforming<{ referred: boolean }>(self, "startCampaign").referred).toBe(false);
    const unknown = await start(testApp, invited, campaign.id, { referral: "NOSUCHCODE" });
    expect(conforming<{ referred: boolean }>(unknown, "startCampaign").referred).toBe(false);
    const late = await start(testApp, invited, campaign.id, { referral: code.toLowerCase() });
    expect(conforming<{ referred: boolean }>(late, "startCampaign").referred).toBe(true);
    const [row] = await testApp.database.db
      .select({ referredBy: campaignParticipantsTable.referredBy })
      .from(campaignParticipantsTable)
      .where(
        and(
          eq(campaignParticipantsTable.campaignId, campaign.id),
          eq(campaignParticipantsTable.userId, invited.userId),
        ),
      );
    expect(row?.referredBy).toBe(inviter.userId);
    expectProblem(await start(testApp, invited, campaign.id, { referral: 42 }), 400, "ValidationFailed");
  });

  it("fills a quest's slots and no more, even when gamers start at once", async () => {
    const { campaign } = await createTestCampaign(testApp, { kind: "quest", slots: 3 });
    const gamers = await Promise.all(Array.from({ length: 8 }, () => sessionByPhone(testApp)));
    const answers = await Promise.all(gamers.map((gamer) => start(testApp, gamer, campaign.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.statusCode !== 200))
      expectProblem(answer, 409, "CampaignSlotsFull");
    const [row] = await testApp.database.db
      .select({ participants: count() })
      .from(campaignParticipantsTable)
      .where(eq(campaignParticipantsTable.campaignId, campaign.id));
    expect(row?.participants).toBe(3);
  });
});

describe("validating tasks", () => {
  it("verifies a task whose fact holds, and answers REVALIDATE with the error fields when it does not", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, { tasks: [PHONE_TASK, EMAIL_TASK] });
    const gamer = await sessionByPhone(testApp);
    await start(testApp, gamer, campaign.id);
    const verified = conforming<object>(
      await validateTask(testApp, gamer, campaign.id, tasks[0]?.id ?? ""),
      "validateCampaignTask",
    );
    expect(verified).toMatchObject({
      state: "VERIFIED",
      isError: false,
      errorCode: null,
      userProgress: { completedTasks: 1, totalTasks: 2 },
    });
    const notYet = conforming<object>(
      await validateTask(testApp, gamer, campaign.id, tasks[1]?.id ?? ""),
      "validateCampaignTask",
    );
    expect(notYet).toMatchObject({
      state: "REVALIDATE",
      isError: true,
      message: "Verify your e-mail address first",
      errorCode: "EMAIL_NOT_VERIFIED",
      errorType: "NOT_DONE",
      button: { state: "CONTINUE_TASKS", completedTasks: 1, totalTasks: 2 },
    });
    const [row] = await testApp.database.db
      .select()
      .from(taskProgressTable)
      .where(
        and(eq(taskProgressTable.taskId, tasks[1]?.id ?? ""), eq(taskProgressTable.userId, gamer.userId)),
      );
    expect(row).toMatchObject({ state: "REVALIDATE", attempts: 1 });
    // Validating a verified task again answers VERIFIED without asking anew.
    const again = await validateTask(testApp, gamer, campaign.id, tasks[0]?.id ?? "");
    expect(again.json()).toMatchObject({ state: "VERIFIED", isError: false });
    // The gamer was told of the start once, the verified task once and the failed check.
    const told = (await as(testApp, gamer, { url: "/api/notifications" })).json<{
      items: { kind: string; data: Record<string, unknown> }[];
    }>();
    const path = `/gamer/k-drop/${campaign.id}`;
    expect(told.items.map((item) => [item.kind, item.data])).toEqual(
      expect.arrayContaining([
        ["campaignStarted", { title: campaign.title, path }],
        ["taskVerification", { title: campaign.title, verified: true, path }],
        ["taskVerification", { title: campaign.title, verified: false, path }],
      ]),
    );
    expect(told.items).toHaveLength(3);
  });

  it("keeps a task locked until the active tasks before it are verified", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, {
      tasks: [EMAIL_TASK, { ...EMAIL_TASK, active: false }, PHONE_TASK],
    });
    const gamer = await sessionByPhone(testApp);
    await start(testApp, gamer, campaign.id);
    const locked = expectProblem(
      await validateTask(testApp, gamer, campaign.id, tasks[2]?.id ?? ""),
      409,
      "TaskLocked",
    );
    expect(locked).toMatchObject({ campaignId: campaign.id, pendingTaskIds: [tasks[0]?.id] });
    expect(
      await testApp.database.db
        .select()
        .from(taskProgressTable)
        .where(eq(taskProgressTable.userId, gamer.userId)),
    ).toEqual([]);
  });

  it("needs the campaign started, live, and the task to be the campaign's", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp);
    const gamer = await sessionByPhone(testApp);
    const taskId = tasks[0]?.id ?? "";
    expectProblem(await validateTask(testApp, gamer, campaign.id, taskId), 409, "CampaignNotJoined");
    await start(testApp, gamer, campaign.id);
    expectProblem(await validateTask(testApp, gamer, campaign.id, randomUUID()), 404, "CampaignTaskNotFound");
    const other = await createTestCampaign(testApp);
    expectProblem(
      await validateTask(testApp, gamer, campaign.id, other.tasks[0]?.id ?? ""),
      404,
      "CampaignTaskNotFound",
    );
    const stranger = await sessionByPhone(testApp);
    expectProblem(
      await as(testApp, stranger, {
        method: "POST",
        url: progressUrl(campaign.id, `tasks/${taskId}/validate`, gamer.userId),
        payload: {},
      }),
      403,
      "ProgressOwnerMismatch",
    );
    await testApp.database.db
      .update(campaignsTable)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - DAY) })
      .where(eq(campaignsTable.id, campaign.id));
    expectProblem(await validateTask(testApp, gamer, campaign.id, taskId), 409, "CampaignEnded");
  });

  it("answers 422 TaskVerificationNotConfigured for a type this server cannot check, and never verifies it", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, {
      tasks: [{ type: "TWITTER_FOLLOW", config: { handle: "kleos_gg" } }],
    });
    const gamer = await sessionByPhone(testApp);
    await start(testApp, gamer, campaign.id);
    // The same database served without the dev tools: no X credentials and no provider simulator to play X.
    const unconfigured = await buildApp({
      config: { ...testApp.config, env: "production", devTools: false },
      database: testApp.database,
    });
    const answer = await validateTask(unconfigured, gamer, campaign.id, tasks[0]?.id ?? "");
    await unconfigured.app.close();
    const problem = expectProblem(answer, 422, "TaskVerificationNotConfigured");
    expect(problem["validationError"]).toMatchObject({ isError: true, errorType: "NOT_CONFIGURED" });
    expect(contractResponse("validateCampaignTask", 422).validate(problem)).toEqual([]);
    const detail = (await as(testApp, gamer, { url: `/api/campaigns/${campaign.id}` })).json<Detail>();
    expect(detail.tasks[0]?.progress?.state).toBe("REVALIDATE");
  });

  it("checks a special code an admin added, keeping only its hash", async () => {
    const admin = await signInAsAdmin(testApp);
    const { campaign, tasks } = await createTestCampaign(testApp, { tasks: [{ type: "SPECIAL_CODE" }] });
    const taskId = tasks[0]?.id ?? "";
    const added = await as(testApp, admin, {
      method: "POST",
      url: `/api/admin/campaigns/${campaign.id}/tasks/${taskId}/special-codes`,
      payload: { codes: ["LOOT-42", "loot-42 ", "BONUS-7"], useLimit: 1 },
    });
    expect(conforming(added, "addSpecialCodes", 201)).toEqual({ taskId, added: 2, skipped: 1, total: 2 });
    const stored = await testApp.database.db
      .select()
      .from(specialCodesTable)
      .where(eq(specialCodesTable.taskId, taskId));
    expect(stored.map((row) => row.codeHash).join()).not.toMatch(/LOOT|BONUS|loot/);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);

    const gamer = await sessionByPhone(testApp);
    await start(testApp, gamer, campaign.id);
    const wrong = await validateTask(testApp, gamer, campaign.id, taskId, { code: "LOOT-43" });
    expect(wrong.json()).toMatchObject({ state: "REVALIDATE", isError: true, errorType: "INVALID_INPUT" });
    const right = await validateTask(testApp, gamer, campaign.id, taskId, { code: " loot-42" });
    expect(right.json()).toMatchObject({ state: "VERIFIED", isError: false });
    // Each code once: another gamer cannot use it again.
    const late = await sessionByPhone(testApp);
    await start(testApp, late, campaign.id);
    const usedUp = await validateTask(testApp, late, campaign.id, taskId, { code: "LOOT-42" });
    expect(usedUp.json()).toMatchObject({ state: "REVALIDATE", errorCode: "SPECIAL_CODE_USED_UP" });
  });
});

describe("validating with a verifier that takes its time", () => {
  // The file's database, served by an app whose INTERNAL_API_VALIDATION verifier waits for the test.
  let gatedApp: TestApp;
  let release: () => void = () => undefined;
  let verifying: Promise<void> = Promise.resolve();
  let arrived: () => void = () => undefined;
  let failNext = false;

  beforeAll(async () => {
    const real = makeTaskVerifiers({
      specialCodeSecret: await specialCodeSecretOf(testApp),
      partnerGames: makePartnerGameClient(),
      social: { x: undefined, discord: undefined },
    });
    // The real INTERNAL_API_VALIDATION check, after a gate the test opens (or a failure it asks for).
    const gated: TaskVerifier<"INTERNAL_API_VALIDATION"> = {
      verify: (context) =>
        Effect.gen(function* () {
          arrived();
          yield* Effect.promise(() => verifying);
          if (failNext) return yield* Effect.die(new Error("the verifier broke"));
          return yield* real.INTERNAL_API_VALIDATION.verify(context);
        }),
    };
    gatedApp = await buildApp({
      config: testApp.config,
      database: testApp.database,
      layer: TaskVerifiers.layerOf({ ...real, INTERNAL_API_VALIDATION: gated }),
    });
  });

  afterAll(async () => {
    await gatedApp.app.close();
  });

  it("answers VALIDATING to a second request while the first one checks, then VERIFIED", async () => {
    const { campaign, tasks } = await createTestCampaign(gatedApp);
    const gamer = await sessionByPhone(gatedApp);
    await start(gatedApp, gamer, campaign.id);
    const taskId = tasks[0]?.id ?? "";
    verifying = new Promise((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    const first = validateTask(gatedApp, gamer, campaign.id, taskId);
    await inside;
    const second = await validateTask(gatedApp, gamer, campaign.id, taskId);
    expect(second.json()).toMatchObject({ state: "VALIDATING", isError: false });
    release();
    expect((await first).json()).toMatchObject({ state: "VERIFIED" });
  });

  it("records a verifier that fails as an upstream error, and lets the gamer try again", async () => {
    const { campaign, tasks } = await createTestCampaign(gatedApp);
    const gamer = await sessionByPhone(gatedApp);
    await start(gatedApp, gamer, campaign.id);
    const taskId = tasks[0]?.id ?? "";
    failNext = true;
    expectProblem(await validateTask(gatedApp, gamer, campaign.id, taskId), 500, "InternalError");
    const detail = (await as(gatedApp, gamer, { url: `/api/campaigns/${campaign.id}` })).json<Detail>();
    expect(detail.tasks[0]?.progress).toMatchObject({
      state: "REVALIDATE",
      lastError: { errorType: "UPSTREAM", errorCode: "VERIFICATION_FAILED" },
    });
    failNext = false;
    expect((await validateTask(gatedApp, gamer, campaign.id, taskId)).json()).toMatchObject({
      state: "VERIFIED",
    });
  });
});

describe("claiming a reward", () => {
  it("credits the reward once through the ledger and answers the first claim to every retry", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, { rewardAmount: 250 });
    const gamer = await sessionByPhone(testApp);
    await complete(
      testApp,
      gamer,
      campaign,
      tasks.map((task) => task.id),
    );
    const key = randomUUID();
    const first = conforming<{ transaction: { id: string }; claimedAt: string }>(
      await claim(testApp, gamer, campaign.id, key),
      "claimCampaignReward",
      201,
    );
    expect(first).toMatchObject({
      campaignId: campaign.id,
      reward: { currency: "KPOINTS", amount: 250, decimals: 0 },
      transaction: { type: "reward", amounts: [{ currency: "KPOINTS", amount: 250 }] },
      balance: { currency: "KPOINTS", amount: 250 },
    });
    const replay = await claim(testApp, gamer, campaign.id, key);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(first);
    const otherKey = conforming<{ transaction: { id: string }; claimedAt: string }>(
      await claim(testApp, gamer, campaign.slug),
      "claimCampaignReward",
      201,
    );
    expect(otherKey.transaction).toEqual(first.transaction);
    expect(otherKey.claimedAt).toBe(first.claimedAt);
    expect(await kpoints(testApp, gamer)).toBe(250);
    expect(await rewardRows(testApp, campaign.id, gamer.userId)).toBe(1);
    // Claimed while live: nothing is left to do, so the button says so instead of offering the tasks again.
    const detail = conforming<Detail>(
      await as(testApp, gamer, { url: `/api/campaigns/${campaign.id}` }),
      "getCampaign",
      200,
    );
    expect(detail).toMatchObject({
      status: "LIVE",
      userProgress: { rewardClaimed: true },
      button: { state: "REWARD_CLAIMED" },
    });
  });

  it("credits exactly once under 50 concurrent claims of one gamer, with one key and with many", async () => {
    for (const sameKey of [true, false]) {
      const { campaign, tasks } = await createTestCampaign(testApp, { rewardAmount: 40 });
      const gamer = await sessionByPhone(testApp);
      await complete(
        testApp,
        gamer,
        campaign,
        tasks.map((task) => task.id),
      );
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => claim(testApp, gamer, campaign.id, sameKey ? key : randomUUID())),
      );
      const credited = answers.filter((answer) => answer.statusCode === 201);
      for (const answer of answers.filter((each) => each.statusCode !== 201))
        expectProblem(answer, 409, "IdempotentRequestInFlight");
      if (!sameKey) expect(credited).toHaveLength(50);
      expect(credited.length).toBeGreaterThanOrEqual(1);
      expect(
        new Set(credited.map((answer) => answer.json<{ transaction: { id: string } }>().transaction.id)).size,
      ).toBe(1);
      expect(await kpoints(testApp, gamer)).toBe(40);
      expect(await rewardRows(testApp, campaign.id, gamer.userId)).toBe(1);
    }
    expect((await ledgerOn(testApp.database).audit()).duplicateKeys).toBe(0);
  });

  it("pays a first-come-first-served cap of 5 to exactly 5 of 50 gamers claiming at once", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, {
      distribution: "FCFS",
      distributionConfig: { cap: 5 },
    });
    const gamers = await Promise.all(Array.from({ length: 50 }, () => sessionByPhone(testApp)));
    for (const gamer of gamers)
      await complete(
        testApp,
        gamer,
        campaign,
        tasks.map((task) => task.id),
      );
    const answers = await Promise.all(gamers.map((gamer) => claim(testApp, gamer, campaign.id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    for (const answer of answers.filter((each) => each.statusCode !== 201))
      expectProblem(answer, 422, "ClaimFailed");
    const [row] = await testApp.database.db
      .select({ claimed: campaignsTable.claimedCount })
      .from(campaignsTable)
      .where(eq(campaignsTable.id, campaign.id));
    expect(row?.claimed).toBe(5);
    const paid = await Promise.all(gamers.map((gamer) => rewardRows(testApp, campaign.id, gamer.userId)));
    expect(paid.reduce((sum, rows) => sum + rows, 0)).toBe(5);
    const late = conforming<Detail & { userProgress: { claimOpen: boolean } }>(
      await as(testApp, gamers[0], { url: `/api/campaigns/${campaign.id}` }),
      "getCampaign",
    );
    expect(late.userProgress.claimOpen).toBe(false);
  });

  it("locks the claim until every active task is verified", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, {
      tasks: [PHONE_TASK, EMAIL_TASK, { ...EMAIL_TASK, active: false }],
    });
    const gamer = await sessionByPhone(testApp);
    await complete(testApp, gamer, campaign, [tasks[0]?.id ?? ""]);
    const problem = expectProblem(await claim(testApp, gamer, campaign.id), 409, "TaskLocked");
    expect(problem["pendingTaskIds"]).toEqual([tasks[1]?.id]);
    expect(await rewardRows(testApp, campaign.id, gamer.userId)).toBe(0);
  });

  it("refuses claims of drawn rewards, after the claim window, before starting, and for another gamer", async () => {
    const gamer = await sessionByPhone(testApp);
    const raffle = await createTestCampaign(testApp, { distribution: "RAFFLE" });
    await complete(
      testApp,
      gamer,
      raffle.campaign,
      raffle.tasks.map((task) => task.id),
    );
    expectProblem(await claim(testApp, gamer, raffle.campaign.id), 422, "ClaimFailed");

    const closing = await createTestCampaign(testApp);
    await complete(
      testApp,
      gamer,
      closing.campaign,
      closing.tasks.map((task) => task.id),
    );
    await testApp.database.db
      .update(campaignsTable)
      .set({
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - 2 * DAY),
        claimEndsAt: new Date(Date.now() - DAY),
      })
      .where(eq(campaignsTable.id, closing.campaign.id));
    expectProblem(await claim(testApp, gamer, closing.campaign.id), 422, "ClaimFailed");

    const fresh = await createTestCampaign(testApp);
    expectProblem(await claim(testApp, gamer, fresh.campaign.id), 409, "CampaignNotJoined");
    const other = await sessionByPhone(testApp);
    expectProblem(
      await as(testApp, other, {
        method: "POST",
        url: progressUrl(fresh.campaign.id, "claim-reward", gamer.userId),
        headers: { "idempotency-key": randomUUID() },
      }),
      403,
      "ProgressOwnerMismatch",
    );
    expectProblem(await claim(testApp, gamer, randomUUID()), 404, "CampaignNotFound");
  });

  it("takes claims in the claim window after the end", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp);
    const gamer = await sessionByPhone(testApp);
    await complete(
      testApp,
      gamer,
      campaign,
      tasks.map((task) => task.id),
    );
    await testApp.database.db
      .update(campaignsTable)
      .set({ startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(eq(campaignsTable.id, campaign.id));
    const detail = (await as(testApp, gamer, { url: `/api/campaigns/${campaign.id}` })).json<Detail>();
    expect(detail).toMatchObject({ status: "CLAIM_REWARDS", button: { state: "CLAIM_REWARDS" } });
    expect((await claim(testApp, gamer, campaign.id)).statusCode).toBe(201);
  });
});

describe("distribution progress", () => {
  const progress = (ref: string) =>
    testApp.app.inject({ url: `/api/send/distribute/status/progress?campaignId=${ref}` });

  it("counts completers and claimers of a reward paid on claim", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp);
    const [first, second] = [await sessionByPhone(testApp), await sessionByPhone(testApp)];
    await complete(
      testApp,
      first,
      campaign,
      tasks.map((task) => task.id),
    );
    await complete(
      testApp,
      second,
      campaign,
      tasks.map((task) => task.id),
    );
    await claim(testApp, first, campaign.id);
    expect(conforming(await progress(campaign.id), "getDistributionProgress")).toEqual({
      campaignId: campaign.id,
      state: "PROCESSING",
      total: 2,
      paid: 1,
    });
  });

  it("reads a drawn distribution's state, and hides drafts", async () => {
    const { campaign } = await createTestCampaign(testApp, {
      distribution: "RAFFLE",
      distributionState: "PROCESSING",
    });
    expect(conforming(await progress(campaign.slug), "getDistributionProgress")).toEqual({
      campaignId: campaign.id,
      state: "PROCESSING",
      total: 0,
      paid: 0,
    });
    const draft = await createTestCampaign(testApp, { lifecycle: "DRAFT" });
    expectProblem(await progress(draft.campaign.id), 404, "CampaignNotFound");
    expectProblem(
      await testApp.app.inject({ url: "/api/send/distribute/status/progress" }),
      400,
      "ValidationFailed",
    );
  });
});

describe("the admins' campaign tools", () => {
  let admin: TestSession;

  beforeAll(async () => {
    admin = await sessionByPhone(testApp, adminPhone);
  });

  const inAWeek = () => ({
    startsAt: new Date(Date.now() + DAY).toISOString(),
    endsAt: new Date(Date.now() + 8 * DAY).toISOString(),
  });

  const draftInput = (overrides: object = {}) => ({
    slug: freshSlug("admin"),
    title: "Dark Throne Season Drop",
    description: "Play Dark Throne and earn K-Points.",
    gameId: 1,
    ...inAWeek(),
    reward: { currency: "KPOINTS", amount: 500 },
    distribution: { method: "EVERYONE" },
    tasks: [
      { type: "URI_REDIRECTION", title: "Visit the site", config: { url: "https://darkthrone.example.com" } },
      {
        type: "INTERNAL_API_VALIDATION",
        title: "Verify your phone",
        config: { fact: "PHONE_VERIFIED" },
        points: 5,
      },
    ],
    ...overrides,
  });

  const create = (payload: object, session: TestSession = admin) =>
    as(testApp, session, { method: "POST", url: "/api/admin/campaigns", payload });

  const patch = (id: string, payload: object) =>
    as(testApp, admin, { method: "PATCH", url: `/api/admin/campaigns/${id}`, payload });

  const publish = (id: string) =>
    as(testApp, admin, { method: "POST", url: `/api/admin/campaigns/${id}/publish` });

  const codeTaskWith = (specialCodes: object) => ({
    type: "SPECIAL_CODE",
    title: "Enter the code",
    specialCodes,
  });

  it("makes an account on KLEOS_ADMIN_PHONES an admin at its first check, and refuses everyone else", async () => {
    const search = await as(testApp, admin, { url: "/api/admin/campaigns?pageLimit=8" });
    conforming(search, "searchCampaignsByTitle");
    const roles = await testApp.database.db
      .select()
      .from(userRolesTable)
      .where(eq(userRolesTable.userId, admin.userId));
    expect(roles.map((role) => role.role)).toEqual(["admin"]);

    const gamer = await sessionByPhone(testApp);
    const { campaign, tasks } = await createTestCampaign(testApp, { tasks: [{ type: "SPECIAL_CODE" }] });
    const refused: InjectOptions[] = [
      { url: "/api/admin/campaigns" },
      { method: "POST", url: "/api/admin/campaigns", payload: draftInput() },
      { url: `/api/admin/campaigns/${campaign.id}` },
      { method: "PATCH", url: `/api/admin/campaigns/${campaign.id}`, payload: { title: "Mine now" } },
      { method: "POST", url: `/api/admin/campaigns/${campaign.id}/publish` },
      { method: "POST", url: `/api/admin/campaigns/${campaign.id}/archive` },
      {
        method: "POST",
        url: `/api/admin/campaigns/${campaign.id}/tasks/${tasks[0]?.id ?? ""}/special-codes`,
        payload: { codes: ["FREE-LOOT"], useLimit: 5 },
      },
    ];
    for (const request of refused) expectProblem(await as(testApp, gamer, request), 403, "AdminRoleRequired");
    expect((await testApp.app.inject({ url: `/api/campaigns/${campaign.id}` })).json()).toMatchObject({
      title: "Test drop",
    });
  });

  it("reads one campaign for editing, draft or archived, by id or slug, with its tasks' full configs", async () => {
    const draft = conforming<{ id: string; slug: string; lifecycle: string; tasks: { config: object }[] }>(
      await create(draftInput()),
      "createCampaign",
      201,
    );
    for (const ref of [draft.id, draft.slug]) {
      const read = conforming<typeof draft>(
        await as(testApp, admin, { url: `/api/admin/campaigns/${ref}` }),
        "getAdminCampaign",
      );
      expect(read).toMatchObject({ id: draft.id, lifecycle: "DRAFT" });
      expect(read.tasks[0]?.config).toEqual({ url: "https://darkthrone.example.com" });
    }
    await as(testApp, admin, { method: "POST", url: `/api/admin/campaigns/${draft.id}/archive` });
    expect(
      conforming<typeof draft>(
        await as(testApp, admin, { url: `/api/admin/campaigns/${draft.slug}` }),
        "getAdminCampaign",
      ).lifecycle,
    ).toBe("ARCHIVED");
    expectProblem(
      await as(testApp, admin, { url: `/api/admin/campaigns/no-such-drop` }),
      404,
      "CampaignNotFound",
    );
  });

  it("tells the site on the profile whether the account is an admin", async () => {
    const profile = async (session: TestSession) =>
      conforming<{ isAdmin: boolean }>(
        await as(testApp, session, { url: "/api/users/me/profile" }),
        "getUserProfile",
      );
    expect((await profile(admin)).isAdmin).toBe(true);
    expect((await profile(await sessionByPhone(testApp))).isAdmin).toBe(false);
  });

  it("creates a draft with checked tasks, publishes it, and gamers then see it", async () => {
    const created = conforming<AdminCampaign>(await create(draftInput()), "createCampaign", 201);
    expect(created).toMatchObject({ lifecycle: "DRAFT", status: "DRAFT", raffleSeedHash: null });
    expect(created.tasks.map((task) => task.config)).toEqual([
      { url: "https://darkthrone.example.com" },
      { fact: "PHONE_VERIFIED" },
    ]);
    expectProblem(
      await testApp.app.inject({ url: `/api/campaigns/${created.slug}` }),
      404,
      "CampaignNotFound",
    );
    const published = conforming<AdminCampaign>(await publish(created.id), "publishCampaign");
    expect(published).toMatchObject({ lifecycle: "PUBLISHED", status: "PUBLISHED" });
    expect(conforming<AdminCampaign>(await publish(created.id), "publishCampaign")).toEqual(published);
    const seen = conforming<Detail>(
      await testApp.app.inject({ url: `/api/campaigns/${created.slug}` }),
      "getCampaign",
    );
    expect(seen).toMatchObject({ status: "PUBLISHED", button: { state: "COMING_SOON" } });
  });

  it("commits a raffle to its seed's hash when it is published", async () => {
    const created = conforming<AdminCampaign>(
      await create(draftInput({ distribution: { method: "RAFFLE", winners: 2 } })),
      "createCampaign",
      201,
    );
    const published = conforming<AdminCampaign>(await publish(created.id), "publishCampaign");
    const [row] = await testApp.database.db
      .select()
      .from(campaignsTable)
      .where(eq(campaignsTable.id, created.id));
    expect(row?.raffleSeed).toMatch(/^[0-9a-f]{64}$/);
    const { createHash } = await import("node:crypto");
    expect(published.raffleSeedHash).toBe(
      createHash("sha256")
        .update(row?.raffleSeed ?? "")
        .digest("hex"),
    );
    expect(row?.publishedAt).not.toBeNull();
  });

  it("refuses settings that break the rules, naming the field", async () => {
    const badUrl = expectProblem(
      await create(
        draftInput({
          tasks: [{ type: "URI_REDIRECTION", title: "Go", config: { url: "javascript:alert(1)" } }],
        }),
      ),
      400,
      "ValidationFailed",
    );
    expect(badUrl).toMatchObject({ field: "tasks.0.config.url", messageId: "validation.url.invalid" });
    const overlap = expectProblem(
      await create(
        draftInput({
          reward: { currency: "KPOINTS", amount: 0 },
          distribution: {
            method: "LEADERBOARD",
            tiers: [
              { fromRank: 1, toRank: 3, amount: 100 },
              { fromRank: 3, toRank: 10, amount: 10 },
            ],
          },
        }),
      ),
      422,
      "CampaignConfigInvalid",
    );
    expect(overlap).toMatchObject({ field: "distribution.tiers.1", reason: "TIERS_OVERLAP" });
    const dates = expectProblem(
      await create(
        draftInput({
          startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
          endsAt: new Date(Date.now() + DAY).toISOString(),
        }),
      ),
      422,
      "CampaignConfigInvalid",
    );
    expect(dates).toMatchObject({ field: "endsAt", reason: "ENDS_BEFORE_START" });
    expect(
      expectProblem(await create(draftInput({ gameId: 999_999 })), 422, "CampaignConfigInvalid"),
    ).toMatchObject({
      field: "gameId",
    });
    expect(
      expectProblem(
        await create(
          draftInput({
            tasks: [
              { type: "GAME_API_VALIDATION", title: "Win", config: { partnerId: "nobody", action: "win" } },
            ],
          }),
        ),
        422,
        "CampaignConfigInvalid",
      ),
    ).toMatchObject({ reason: "PARTNER_UNKNOWN" });
    const taken = draftInput();
    expect((await create(taken)).statusCode).toBe(201);
    expectProblem(await create({ ...draftInput(), slug: taken.slug }), 409, "CampaignSlugTaken");
    expectProblem(await create({ ...draftInput(), rewardAmount: 5 }), 400, "ValidationFailed");
  });

  it("changes anything of a draft, and only texts, images, featured and a later end once published", async () => {
    const created = conforming<AdminCampaign>(await create(draftInput()), "createCampaign", 201);
    const changed = conforming<AdminCampaign>(
      await patch(created.id, {
        reward: { currency: "KCASH", amount: 1500 },
        distribution: { method: "FCFS", cap: 100 },
        tasks: [
          {
            id: created.tasks[1]?.id,
            type: "INTERNAL_API_VALIDATION",
            title: "Phone first",
            config: { fact: "PHONE_VERIFIED" },
          },
          { type: "SPECIAL_CODE", title: "Enter the code" },
        ],
      }),
      "updateCampaign",
    );
    expect(changed.tasks.map((task) => [task.id === created.tasks[1]?.id, task.title])).toEqual([
      [true, "Phone first"],
      [false, "Enter the code"],
    ]);
    await publish(created.id);

    const endsAt = new Date(Date.now() + 30 * DAY).toISOString();
    const allowed = conforming<AdminCampaign & { endsAt: string; title: string }>(
      await patch(created.id, {
        title: "Dark Throne Season Drop, extended",
        featured: true,
        bannerImage: "/images/banner.jpg",
        endsAt,
        claimEndsAt: new Date(Date.now() + 40 * DAY).toISOString(),
        reward: { currency: "KCASH", amount: 1500 },
        tasks: changed.tasks.map((task) => ({
          ...task,
          title: `${task.title}!`,
          active: false,
          position: undefined,
          specialCodeCount: undefined,
        })),
      }),
      "updateCampaign",
    );
    expect(allowed).toMatchObject({ title: "Dark Throne Season Drop, extended", endsAt });
    expect(allowed.tasks.every((task) => !task.active && task.title.endsWith("!"))).toBe(true);

    const refused = expectProblem(
      await patch(created.id, {
        reward: { currency: "KCASH", amount: 9999 },
        startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 3 * DAY).toISOString(),
        title: "Fine",
      }),
      409,
      "CampaignPublishedLocked",
    );
    expect(refused["fields"]).toEqual(["reward", "startsAt", "endsAt"]);
    const newTask = expectProblem(
      await patch(created.id, { tasks: [{ type: "LINK_GOOGLE", title: "Link Google" }] }),
      409,
      "CampaignPublishedLocked",
    );
    expect(newTask["fields"]).toEqual(["tasks"]);
    const unchanged = (await testApp.app.inject({ url: `/api/campaigns/${created.id}` })).json<
      Detail & { title: string }
    >();
    expect(unchanged.title).toBe("Dark Throne Season Drop, extended");
  });

  it("publishes only a draft with tasks, archives, and then changes nothing more", async () => {
    const empty = conforming<AdminCampaign>(await create(draftInput({ tasks: [] })), "createCampaign", 201);
    expect(expectProblem(await publish(empty.id), 422, "CampaignConfigInvalid")).toMatchObject({
      field: "tasks",
      reason: "NO_TASKS",
    });
    const archived = conforming<AdminCampaign>(
      await as(testApp, admin, { method: "POST", url: `/api/admin/campaigns/${empty.slug}/archive` }),
      "archiveCampaign",
    );
    expect(archived).toMatchObject({ lifecycle: "ARCHIVED", status: "ARCHIVED" });
    expectProblem(await publish(empty.id), 409, "CampaignArchived");
    expectProblem(await patch(empty.id, { title: "Back" }), 409, "CampaignArchived");
    expectProblem(await publish(randomUUID()), 404, "CampaignNotFound");
  });

  it("searches titles ignoring case, drafts and private ones included, newest first", async () => {
    const word = `Zephyr${randomUUID().slice(0, 6)}`;
    const older = conforming<AdminCampaign>(
      await create(draftInput({ title: `The ${word} Cup`, isPrivate: true })),
      "createCampaign",
      201,
    );
    const newer = conforming<AdminCampaign>(
      await create(draftInput({ title: `${word.toUpperCase()} league` })),
      "createCampaign",
      201,
    );
    const found = conforming<Page<AdminCampaign>>(
      await as(testApp, admin, { url: `/api/admin/campaigns?title=${word.toLowerCase()}&pageLimit=8` }),
      "searchCampaignsByTitle",
    );
    expect(found.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(found.page.total).toBe(2);
  });

  it("saves the codes a SPECIAL_CODE task comes with, on create and on change, hashed and usable", async () => {
    const codeTask = (codes: string[], id?: string) => ({
      ...(id === undefined ? {} : { id }),
      type: "SPECIAL_CODE",
      title: "Enter the code",
      specialCodes: { codes, useLimit: 1 },
    });
    const created = conforming<AdminCampaign>(
      await create(
        draftInput({
          startsAt: new Date(Date.now() - DAY).toISOString(),
          tasks: [codeTask(["LOOT-42", "loot-42 ", "BONUS-7"])],
        }),
      ),
      "createCampaign",
      201,
    );
    const taskId = created.tasks[0]?.id ?? "";
    expect(created.tasks[0]).toMatchObject({ type: "SPECIAL_CODE", specialCodeCount: 2 });
    expect(JSON.stringify(created)).not.toMatch(/LOOT|BONUS/);
    const stored = await testApp.database.db
      .select()
      .from(specialCodesTable)
      .where(eq(specialCodesTable.taskId, taskId));
    expect(stored.map((row) => row.codeHash).join()).not.toMatch(/LOOT|BONUS|loot/);

    const changed = conforming<AdminCampaign>(
      await patch(created.id, { tasks: [codeTask(["BONUS-7", "EXTRA-99"], taskId)] }),
      "updateCampaign",
    );
    expect(changed.tasks.map((task) => [task.id, task.specialCodeCount])).toEqual([[taskId, 3]]);

    await publish(created.id);
    const gamer = await sessionByPhone(testApp);
    await start(testApp, gamer, created.id);
    const right = await validateTask(testApp, gamer, created.id, taskId, { code: "extra-99" });
    expect(right.json()).toMatchObject({ state: "VERIFIED", isError: false });
  });

  it("refuses codes on a task of another type, saving nothing", async () => {
    const input = draftInput({
      tasks: [
        {
          type: "URI_REDIRECTION",
          title: "Visit the site",
          config: { url: "https://darkthrone.example.com" },
          specialCodes: { codes: ["LOOT-42"], useLimit: 1 },
        },
      ],
    });
    expect(expectProblem(await create(input), 422, "CampaignConfigInvalid")).toMatchObject({
      field: "tasks.0.specialCodes",
      reason: "NOT_A_SPECIAL_CODE_TASK",
    });
    expect((await create({ ...input, tasks: [] })).statusCode).toBe(201);
    expectProblem(
      await create(draftInput({ tasks: [codeTaskWith({ codes: ["no!"], useLimit: 1 })] })),
      400,
      "ValidationFailed",
    );
  });

  it("adds special codes only to SPECIAL_CODE tasks of the campaign", async () => {
    const { campaign, tasks } = await createTestCampaign(testApp, { tasks: [PHONE_TASK] });
    const url = (taskId: string) => `/api/admin/campaigns/${campaign.id}/tasks/${taskId}/special-codes`;
    const payload = { codes: ["ABCD-1234"], useLimit: 3 };
    expect(
      expectProblem(
        await as(testApp, admin, { method: "POST", url: url(tasks[0]?.id ?? ""), payload }),
        422,
        "CampaignConfigInvalid",
      ),
    ).toMatchObject({ reason: "NOT_A_SPECIAL_CODE_TASK" });
    expectProblem(
      await as(testApp, admin, { method: "POST", url: url(randomUUID()), payload }),
      404,
      "CampaignTaskNotFound",
    );
    expectProblem(
      await as(testApp, admin, {
        method: "POST",
        url: url(tasks[0]?.id ?? ""),
        payload: { codes: [], useLimit: 1 },
      }),
      400,
      "ValidationFailed",
    );
  });
});
