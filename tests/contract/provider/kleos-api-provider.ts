/**
 * The provider side of the contract: the real Kleos app listening on a port over an in-memory PGlite, and
 * Pact's verifier replaying the web client's pact files against it. Provider states are set through the
 * database, after the tables the states touch are emptied before every interaction.
 */
import "../pact-env";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_DELETION_GRACE_MS } from "@/domain/constants/sign-in";
import { buildApp } from "@/server/build-app";
import { openDatabase, type Database, type Db } from "@/server/db/client";
import { gameRepository } from "@/server/db/repositories/game-repository";
import { searchRepository } from "@/server/db/repositories/search-repository";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { specialCodeRepository } from "@/server/db/repositories/special-code-repository";
import {
  authEventsTable,
  deletionRequestsTable,
  userIdentitiesTable,
  usersTable,
} from "@/server/db/schema/accounts";
import {
  campaignPayoutsTable,
  campaignsTable,
  gamePartnersTable,
  gameUsernamesTable,
  referralCodesTable,
} from "@/server/db/schema/campaigns";
import { webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";
import { gamesTable } from "@/server/db/schema/games";
import { clansTable } from "@/server/db/schema/clans";
import { seedDemoClans } from "@/server/db/seed/demo-clans";
import { tournamentsTable } from "@/server/db/schema/tournaments";
import { pogAvatarSlotsTable, pogMintsTable } from "@/server/db/schema/pog";
import {
  referralRoadmapAssociationsTable,
  referralRoadmapRewardsTable,
} from "@/server/db/schema/referral-roadmaps";
import { userSearchesTable } from "@/server/db/schema/searches";
import { seedDemoData } from "@/server/db/seed/seed-demo";
import { seedDemoOffers } from "@/server/db/seed/demo-offers";
import { offerwallOffersTable } from "@/server/db/schema/offerwall";
import { seedReferenceData } from "@/server/db/seed/seed-on-start";
import { seedDemoStore } from "@/server/db/seed/demo-store";
import { seedDemoLeaderboards } from "@/server/db/seed/demo-leaderboards";
import { leaderboardsTable } from "@/server/db/schema/leaderboards";
import type { Config } from "@/server/config";
import { SIMULATOR_PREFIX } from "@/server/plugins/steam-telegram-simulator";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { hashSpecialCode } from "@/server/services/campaigns/verifiers/special-code";
import { createTestCampaign, DAY, HOUR } from "@/server/testing/campaigns";
import { ledgerOn } from "@/server/testing/ledger";
import { gameIdOf } from "@/server/testing/quests";
import { specialCodeSecretOf } from "@/server/testing/task-verification-fixtures";
import { codeFromDevInbox, freshIndianNumber, signInByPhone } from "@/server/testing/sign-in";
import {
  DEV_INBOX_NUMBER,
  KICKSTART_CODE,
  PACT_DIR,
  PROVIDER,
  STATES,
  type ProviderStateName,
} from "../kleos-contract";

/**
 * A state's setup; what it answers is injected into the interaction's `fromProviderState` values (a number stays
 * a number where the expression is the value alone).
 */
type StateSetup = () => Promise<Record<string, string | number> | undefined>;

/**
 * Who the verified requests are made as: the site sends its access token as an HttpOnly cookie the pact
 * cannot hold, so a signed-in state signs a fresh gamer in and the verifier adds their bearer token.
 */
export interface VerifiedCaller {
  bearer: string | undefined;
}

let nextAddress = 0;
/** A different documentation-range address per sign-in, so the per-IP sign-in limits never bite. */
const freshAddress = (): string => {
  nextAddress += 1;
  return `198.51.100.${(nextAddress % 250) + 1}`;
};

/** The pact files in contracts/, every consumer's. */
export const pactFiles = (): string[] =>
  readdirSync(PACT_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(PACT_DIR, name));

/**
 * A throwaway database the apps of a test file share, with the reference data a start-up loads (genres, profile
 * options); the states below decide what else is in it.
 */
export const openContractDatabase = async (): Promise<Database> => {
  const database = await openDatabase({
    dataDir: "memory://",
    databaseUrl: undefined,
    databaseSchema: "public",
  });
  await seedReferenceData(database.db);
  return database;
};

/** Empties what provider states fill. Genres stay: a start-up loads them, as in production. */
export const resetDatabase = async (db: Db): Promise<void> => {
  // Campaigns first: they (and their payouts) point at games and users. Tasks, progress, codes and proofs
  // go with their campaign.
  await db.delete(campaignPayoutsTable);
  await db.delete(campaignsTable);
  // Tournaments point at games; their prizes and registrations go with them.
  await db.delete(tournamentsTable);
  // Clans point at users; their memberships go with them.
  await db.delete(clansTable);
  await db.delete(gameUsernamesTable);
  // Codes, and who joined a roadmap through them: states hand out fixed codes (REFER234).
  await db.delete(referralRoadmapRewardsTable);
  await db.delete(referralRoadmapAssociationsTable);
  await db.delete(referralCodesTable);
  // The Telegram account the link state signs in with links to one Kleos account at a time.
  await db.delete(userIdentitiesTable).where(eq(userIdentitiesTable.provider, "telegram"));
  await db.delete(pogMintsTable);
  await db.delete(pogAvatarSlotsTable);
  await db.delete(authEventsTable);
  // Usernames the interactions pick must be free again; the accounts themselves may stay.
  await db.update(usersTable).set({ username: null });
  await db.delete(userSearchesTable);
  // Offers point at their partner games, and partners at games.
  await db.delete(offerwallOffersTable);
  await db.delete(gamePartnersTable);
  await db.delete(gamesTable);
  await db.delete(webBannersTable);
  await db.delete(webFooterLinksTable);
};

/**
 * One setup per state the consumer names; typed by the state names so that none can be left out. The
 * signed-in and sign-in states need the running `app` (they sign in through its own routes).
 */
export const stateSetups = (
  database: Database,
  app?: FastifyInstance,
  caller: VerifiedCaller = { bearer: undefined },
): Record<ProviderStateName, StateSetup> => {
  const { db } = database;
  const ledger = ledgerOn(database);
  const running = (state: string): FastifyInstance => {
    if (app === undefined) throw new Error(`State "${state}" needs the running app`);
    return app;
  };
  const signIn = async (state: string) => {
    const session = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
    caller.bearer = session.accessToken;
    return session;
  };
  const sendPhoneCode = async (state: string, phoneNumber: string) => {
    const started = await running(state).inject({
      method: "POST",
      url: "/api/authentication/login?source=website&region=IN",
      payload: { waId: phoneNumber.replace("+", ""), countryCode: "IN", platform: "web" },
      remoteAddress: freshAddress(),
    });
    if (started.statusCode !== 201) throw new Error(`State "${state}": no code was sent: ${started.body}`);
    const { challengeId } = started.json<{ challengeId: string }>();
    return { challengeId, code: await codeFromDevInbox(running(state), phoneNumber) };
  };
  /** A fresh gamer credited `kcash` K-Cash base units from the reward pool, as a quest reward would be. */
  const signInWithKcash = async (state: string, kcash: number) => {
    const session = await signIn(state);
    await ledger.creditReward({
      userId: session.userId,
      currency: "KCASH",
      amount: kcash,
      idempotencyKey: `contract:${session.userId}`,
    });
    return session;
  };
  /** A K-Cash order at the app's own payments route (the sandbox provider), as the site opens one. */
  const openSandboxOrder = async (state: string, authorization: Record<string, string>) => {
    const opened = await running(state).inject({
      method: "POST",
      url: "/api/payments/orders",
      headers: { ...authorization, source: "website", "idempotency-key": randomUUID() },
      payload: { kcashAmount: 50_000, fiatCurrency: "INR" },
    });
    if (opened.statusCode !== 201) throw new Error(`State "${state}": no order was opened: ${opened.body}`);
    return opened.json<{ paymentId: string }>().paymentId;
  };
  /** The K-Drop `kickstart` of the live campaign states, with its special code handed out. */
  const createKickstart = async () => {
    const { campaign, tasks } = await createTestCampaign(db, {
      slug: "kickstart",
      title: "Kickstart",
      description: "Type the code from the launch stream, then make your referral code.",
      tasks: [
        { type: "SPECIAL_CODE", title: "Type the launch code" },
        { type: "CREATE_REFERRAL", title: "Create your referral code" },
      ],
    });
    const [specialCodeTask, referralTask] = tasks;
    if (specialCodeTask === undefined || referralTask === undefined)
      throw new Error("The kickstart campaign lost a task");
    const secret = await specialCodeSecretOf({ database });
    await specialCodeRepository.insertMany(db, specialCodeTask.id, [
      { codeHash: hashSpecialCode(secret, KICKSTART_CODE), useLimit: 1_000 },
    ]);
    return {
      campaignId: campaign.id,
      specialCodeTaskId: specialCodeTask.id,
      referralTaskId: referralTask.id,
    };
  };
  /** A call of the signed-in gamer's at the app's own routes, as the site makes it; fails the state otherwise. */
  const call = async (
    state: string,
    authorization: Record<string, string>,
    request: { method: "POST"; url: string; payload?: Record<string, unknown> },
    expected: number,
  ) => {
    const answer = await running(state).inject({
      ...request,
      headers: { ...authorization, source: "website" },
    });
    if (answer.statusCode !== expected)
      throw new Error(`State "${state}": ${request.url} answered ${answer.statusCode}: ${answer.body}`);
    return answer;
  };
  /** Reserves `username` for the signed-in gamer through the app, as the mint flow's first step does. */
  const reservePogName = async (state: string, authorization: Record<string, string>, username: string) =>
    call(
      state,
      authorization,
      { method: "POST", url: "/api/tps/pog/mint/states", payload: { username } },
      201,
    );
  /** A ready avatar in slot 1, active, as a finished generation leaves it. */
  const giveReadyAvatar = async (userId: string) => {
    await db.insert(pogAvatarSlotsTable).values({
      userId,
      slot: 1,
      category: "Adventure",
      character: "kai",
      style: "classic",
      status: "READY",
      avatarKey: "0123456789abcdef0123456789abcdef.jpg",
      avatarSource: "composed",
      avatarAttribution: "contract",
      avatarCreatedAt: new Date("2026-03-05T14:07:00.000Z"),
      active: true,
    });
  };
  /** The demo leaderboards, seeded once; the live gamer season's id. */
  const demoSeasonId = async (): Promise<string> => {
    await seedDemoLeaderboards(db, new Date());
    const [season] = await db
      .select({ id: leaderboardsTable.id })
      .from(leaderboardsTable)
      .where(eq(leaderboardsTable.title, "Kleos Season Sprint"));
    if (season === undefined) throw new Error("the demo gamer season is not seeded");
    return season.id;
  };
  /** A fresh gamer who started the kickstart campaign through the app. */
  const startKickstart = async (state: string) => {
    const ids = await createKickstart();
    const { authorization } = await signIn(state);
    await call(
      state,
      authorization,
      { method: "POST", url: `/api/user-progress/me/campaigns/${ids.campaignId}/start`, payload: {} },
      200,
    );
    return { ids, authorization };
  };
  /** A quote for K-Cash to USDT at the app's own route, as the site asks for one. */
  const swapKcashForUsdt = async (state: string, authorization: Record<string, string>) => {
    const quoted = await call(
      state,
      authorization,
      {
        method: "POST",
        url: "/api/onramp/swap",
        payload: { fromCurrency: "KCASH", toCurrency: "USDT", amount: 10_000, chain: "polygon" },
      },
      201,
    );
    return quoted.json<{ quoteId: string }>();
  };
  return {
    [STATES.gamerWithKcash]: async () => {
      await signInWithKcash(STATES.gamerWithKcash, 50_000);
      return undefined;
    },
    [STATES.gamerWithKPoints]: async () => {
      const session = await signIn(STATES.gamerWithKPoints);
      await ledger.creditReward({
        userId: session.userId,
        currency: "KPOINTS",
        amount: 1_250,
        idempotencyKey: `contract:${session.userId}`,
      });
      return undefined;
    },
    [STATES.gamerWithSwapQuote]: async () => {
      const { authorization } = await signInWithKcash(STATES.gamerWithSwapQuote, 50_000);
      const quote = await swapKcashForUsdt(STATES.gamerWithSwapQuote, authorization);
      return { quoteId: quote.quoteId };
    },
    [STATES.gamerWhoBoughtAndSwapped]: async () => {
      const state = STATES.gamerWhoBoughtAndSwapped;
      const { authorization } = await signIn(state);
      const paymentId = await openSandboxOrder(state, authorization);
      const approved = await running(state).inject({
        method: "POST",
        url: `/api/payments/sandbox/${paymentId}`,
        headers: { ...authorization, source: "website" },
        payload: { decision: "approve" },
      });
      if (approved.statusCode !== 200) throw new Error(`State "${state}": not approved: ${approved.body}`);
      const quote = await swapKcashForUsdt(state, authorization);
      const swapped = await running(state).inject({
        method: "POST",
        url: "/api/swap",
        headers: { ...authorization, source: "website", "idempotency-key": randomUUID() },
        payload: { quoteId: quote.quoteId },
      });
      if (swapped.statusCode !== 201) throw new Error(`State "${state}": not swapped: ${swapped.body}`);
      return { paymentId, swapTransactionId: swapped.json<{ transaction: { id: string } }>().transaction.id };
    },
    [STATES.gamerWithOpenOrder]: async () => {
      const { authorization } = await signIn(STATES.gamerWithOpenOrder);
      return { paymentId: await openSandboxOrder(STATES.gamerWithOpenOrder, authorization) };
    },
    [STATES.liveCampaign]: createKickstart,
    [STATES.gamerStartedLiveCampaign]: async () =>
      (await startKickstart(STATES.gamerStartedLiveCampaign)).ids,
    [STATES.gamerCompletedLiveCampaign]: async () => {
      const state = STATES.gamerCompletedLiveCampaign;
      const { ids, authorization } = await startKickstart(state);
      const validate = async (taskId: string, payload: Record<string, unknown>) => {
        const answer = await call(
          state,
          authorization,
          {
            method: "POST",
            url: `/api/user-progress/me/campaigns/${ids.campaignId}/tasks/${taskId}/validate`,
            payload,
          },
          200,
        );
        const { state: taskState } = answer.json<{ state: string }>();
        if (taskState !== "VERIFIED") throw new Error(`State "${state}": task ${taskId} is ${taskState}`);
      };
      await validate(ids.specialCodeTaskId, { code: KICKSTART_CODE });
      await call(state, authorization, { method: "POST", url: "/api/referral-campaign/code/user" }, 201);
      await validate(ids.referralTaskId, {});
      return ids;
    },
    [STATES.upcomingCampaign]: async () => {
      const startsAt = new Date(Date.now() + 7 * DAY);
      const endsAt = new Date(startsAt.getTime() + 7 * DAY);
      const { campaign } = await createTestCampaign(db, {
        slug: "next-season",
        title: "Next season",
        startsAt,
        endsAt,
        claimEndsAt: new Date(endsAt.getTime() + 7 * DAY),
      });
      return { campaignId: campaign.id };
    },
    [STATES.liveQuest]: async () => {
      await seedDemoData(db);
      const { campaign } = await createTestCampaign(db, {
        kind: "quest",
        slug: "bullie-boss-rush",
        title: "Bullie boss rush",
        description: "Save your Bullieverse player name, then beat the boss.",
        gameId: await gameIdOf(db, "bullieverse"),
        startsAt: new Date(Date.now() - HOUR),
        slots: 100,
        tasks: [{ type: "CAPTURE_GAME_DETAILS", title: "Save your Bullieverse player name" }],
      });
      return { questId: campaign.id };
    },
    [STATES.demoClans]: async () => {
      await seedDemoClans(db, new Date());
      const [mumbai] = await db
        .select({ id: clansTable.id })
        .from(clansTable)
        .where(eq(clansTable.name, "Mumbai Titans"));
      if (mumbai === undefined) throw new Error("The demo clans have no Mumbai Titans");
      return { clanId: mumbai.id };
    },
    [STATES.adminSignedIn]: async () => {
      const { userId } = await signIn(STATES.adminSignedIn);
      await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
      return undefined;
    },
    [STATES.pogNameReserved]: async () => {
      const { authorization } = await signIn(STATES.pogNameReserved);
      await call(
        STATES.pogNameReserved,
        authorization,
        { method: "POST", url: "/api/tps/pog/mint/states", payload: { username: "Racer99" } },
        201,
      );
      return undefined;
    },
    [STATES.pogCardShowcased]: async () => {
      const state = STATES.pogCardShowcased;
      const { authorization, userId } = await signIn(state);
      await reservePogName(state, authorization, "Racer99");
      await giveReadyAvatar(userId);
      await call(
        state,
        authorization,
        { method: "POST", url: "/api/feed/post/like", payload: { name: "Racer99" } },
        200,
      );
      const other = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
      await db.insert(referralCodesTable).values({ userId: other.userId, code: "REFER234" });
      return { userId };
    },
    [STATES.pogReadyToMint]: async () => {
      const state = STATES.pogReadyToMint;
      const { authorization, userId } = await signIn(state);
      await reservePogName(state, authorization, "Racer99");
      await giveReadyAvatar(userId);
      // The flow's state as a finished generation leaves it (the generation is a job the app does not run here).
      await db
        .update(pogMintsTable)
        .set({ state: "AVATAR_GENERATION_PENDING" })
        .where(eq(pogMintsTable.userId, userId));
      const status = await running(state).inject({
        method: "GET",
        url: "/api/tps/pog/mint/status",
        headers: { ...authorization, source: "website" },
      });
      const { id } = status.json<{ id: string | null }>();
      if (id === null) throw new Error(`State "${state}": no mint state: ${status.body}`);
      return { mintStateId: id };
    },
    [STATES.pogRoadmapFriendReservedName]: async () => {
      const state = STATES.pogRoadmapFriendReservedName;
      const { userId } = await signIn(state);
      await db.insert(referralCodesTable).values({ userId, code: "REFER234" });
      // The friend signs in by phone (so the phone is verified), joins with the code and reserves a name.
      const friend = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
      await call(
        state,
        friend.authorization,
        {
          method: "POST",
          url: "/api/referral-roadmap/pogMintingFlowReferralRoadmap/associate",
          payload: { referralCode: "REFER234" },
        },
        200,
      );
      await reservePogName(state, friend.authorization, "Friend77");
      return { userId };
    },
    [STATES.telegramLoginSigned]: async () => {
      const state = STATES.telegramLoginSigned;
      await signIn(state);
      const signed = await running(state).inject({
        method: "POST",
        url: `${SIMULATOR_PREFIX}/telegram/login`,
        payload: { telegramId: "512345678", firstName: "Ravi", username: "ravi_kleos" },
      });
      if (signed.statusCode !== 200) throw new Error(`State "${state}": not signed: ${signed.body}`);
      const login = signed.json<{ auth_date: number; hash: string }>();
      return { authDate: login.auth_date, hash: login.hash };
    },
    [STATES.demoLeaderboards]: async () => ({ leaderboardId: await demoSeasonId() }),
    [STATES.gamerWithArenaUsername]: async () => {
      // The arena's games are demo data, emptied before every interaction like the rest of the catalogue.
      await seedDemoData(db);
      const gameId = await gameIdOf(db, "desert-drop");
      const comingGameId = await gameIdOf(db, "kabaddi-kings");
      const session = await signIn(STATES.gamerWithArenaUsername);
      const saved = await running(STATES.gamerWithArenaUsername).inject({
        method: "PUT",
        url: `/api/users/me/games/${gameId}/username`,
        headers: { ...session.authorization, source: "website" },
        payload: { loginMethod: "IN_GAME_USER_ID", value: "desert_fox_9" },
      });
      if (saved.statusCode !== 200) throw new Error(`No arena username was saved: ${saved.body}`);
      return { gameId, comingGameId };
    },
    [STATES.gamerInLiveSeason]: async () => {
      const leaderboardId = await demoSeasonId();
      const session = await signIn(STATES.gamerInLiveSeason);
      await ledger.creditReward({
        userId: session.userId,
        currency: "KPOINTS",
        amount: 70,
        idempotencyKey: `contract:season:${session.userId}`,
      });
      return { leaderboardId };
    },
    [STATES.demoTournaments]: async () => {
      await seedDemoData(db);
      return undefined;
    },
    [STATES.gamerWithOffers]: async () => {
      await seedDemoData(db);
      await seedDemoOffers(db);
      await signIn(STATES.gamerWithOffers);
      return undefined;
    },
    [STATES.demoCatalogue]: async () => {
      await seedDemoData(db);
      return undefined;
    },
    [STATES.demoStore]: async () => {
      await seedDemoStore(db);
      return undefined;
    },
    [STATES.noSuchGame]: async () => {
      await db.delete(gamesTable).where(eq(gamesTable.slug, "no-such-game"));
      return undefined;
    },
    [STATES.darkSearchedInIndia]: async () => {
      const resultCount = await gameRepository.countMatching(db, "dark");
      if (resultCount === 0)
        throw new Error(`State "${STATES.darkSearchedInIndia}" needs a game matching dark`);
      await searchRepository.insert(db, { term: "dark", geography: "India", resultCount });
      return undefined;
    },
    [STATES.signedInGamer]: async () => {
      await signIn(STATES.signedInGamer);
      return undefined;
    },
    [STATES.signedInGamerAskedForDeletion]: async () => {
      const { userId } = await signIn(STATES.signedInGamerAskedForDeletion);
      const requestedAt = new Date();
      await db.insert(deletionRequestsTable).values({
        userId,
        requestedAt,
        eraseAfter: new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_MS),
      });
      return undefined;
    },
    [STATES.phoneCodeSent]: async () => sendPhoneCode(STATES.phoneCodeSent, freshIndianNumber()),
    [STATES.devInboxHoldsCode]: async () => {
      await sendPhoneCode(STATES.devInboxHoldsCode, DEV_INBOX_NUMBER);
      return undefined;
    },
  };
};

export interface RunningProvider {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
}

/**
 * What the verified app runs with. The rate limit is lifted (the verifier sends every interaction from one
 * address within a second), and the catalogue is read afresh on every request: states change the database
 * under the running app, and an answer remembered from an earlier state would verify the wrong data.
 * (Held in a variable, not written inline, so that it also type-checks where the config has no cache yet.)
 */
const providerConfig = {
  env: "test",
  // Provider states sign gamers in through the dev inbox and open orders at the sandbox checkout.
  devTools: true,
  dataDir: "memory://",
  logLevel: "silent",
  webDistDir: undefined,
  seedDemoData: false,
  runJobs: false,
  port: 0,
  rateLimitPerMinute: 1_000_000,
  catalogueCacheMs: 0,
} as const;

/**
 * Builds the real app on `database` and listens on a free port. `prepare` runs before listening, to add hooks;
 * `chain` is the EVM chain the POG cards are minted on (none: minting is not offered).
 */
export const startProvider = async (
  database: Database,
  prepare: (app: FastifyInstance) => void = () => undefined,
  chain?: Config["chain"],
): Promise<RunningProvider> => {
  const { app } = await buildApp({
    database,
    config: chain === undefined ? providerConfig : { ...providerConfig, chain },
  });
  prepare(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
};

/** Pact's verifier for the running provider, setting states through `database` and its own sign-in routes. */
export const verifierFor = ({ app, baseUrl }: RunningProvider, database: Database): Verifier => {
  const caller: VerifiedCaller = { bearer: undefined };
  const options: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: pactFiles(),
    stateHandlers: stateSetups(database, app, caller),
    requestFilter: (
      request: { headers: Record<string, string | string[] | undefined> },
      _response: unknown,
      next: () => void,
    ) => {
      if (caller.bearer !== undefined) request.headers["authorization"] = `Bearer ${caller.bearer}`;
      // A bodiless POST reaches the proxy with neither length nor type, and leaves it chunked, which the
      // server rightly refuses as a body of no media type; the site's own bodiless POSTs say length 0.
      if (request.headers["content-length"] === undefined && request.headers["content-type"] === undefined)
        request.headers["content-length"] = "0";
      next();
    },
    beforeEach: async () => {
      caller.bearer = undefined;
      await resetDatabase(database.db);
    },
    failIfNoPactsFound: true,
    logLevel: "warn",
  };
  return new Verifier(options);
};
