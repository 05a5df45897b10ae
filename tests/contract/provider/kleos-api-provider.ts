/**
 * The provider side of the contract: the real Kleos app listening on a port over an in-memory PGlite, and
 * Pact's verifier replaying the web client's pact files against it. Provider states are set through the
 * database, after the tables the states touch are emptied before every interaction.
 */
import "../pact-env";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_DELETION_GRACE_MS } from "@/domain/constants/sign-in";
import { buildApp } from "@/server/build-app";
import { runAvatarGeneration } from "@/server/jobs/pog-avatar-generation";
import { runLeaderboardCompletion } from "@/server/jobs/leaderboard-completion";
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
import { contentAuditLogTable, webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";
import { gamesTable } from "@/server/db/schema/games";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";
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
import { storeVouchersTable } from "@/server/db/schema/store";
import { seedDemoLeaderboards } from "@/server/db/seed/demo-leaderboards";
import {
  leaderboardPayoutsTable,
  leaderboardScoresTable,
  leaderboardsTable,
} from "@/server/db/schema/leaderboards";
import { leaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import type { Config } from "@/server/config";
import { KYC_SIMULATOR_PREFIX } from "@/server/plugins/kyc-simulator";
import { PAYOUT_SIMULATOR_PREFIX } from "@/server/plugins/payout-simulator";
import { SIMULATOR_PREFIX } from "@/server/plugins/steam-telegram-simulator";
import type { AppRuntime } from "@/server/services/app-runtime";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { hashSpecialCode } from "@/server/services/campaigns/verifiers/special-code";
import { Payouts } from "@/server/services/payouts/payouts";
import { PogAvatars } from "@/server/services/pog/pog-avatars";
import { Pog } from "@/server/services/pog/pog-service";
import { createTestCampaign, DAY, HOUR, PHONE_TASK } from "@/server/testing/campaigns";
import { ledgerOn } from "@/server/testing/ledger";
import { endTestSeason } from "@/server/testing/leaderboards";
import { gamerAt, send, withdrawalCode } from "@/server/testing/payout-requests";
import { gameIdOf } from "@/server/testing/quests";
import { evmSigner, walletChallenge, type WalletSigner } from "@/server/testing/sign-in-proofs";
import { createTestTournament, shiftTestTournament } from "@/server/testing/tournaments";
import { specialCodeSecretOf } from "@/server/testing/task-verification-fixtures";
import { codeFromDevInbox, freshEmail, freshIndianNumber, signInByPhone } from "@/server/testing/sign-in";
import {
  CLAN_CHIEF_CODE_NUMBER,
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
 * signed-in and sign-in states need the running `app` (they sign in through its own routes); the states that
 * do a job's work need its services' `runtime`.
 */
export const stateSetups = (
  database: Database,
  app?: FastifyInstance,
  caller: VerifiedCaller = { bearer: undefined },
  runtime?: AppRuntime,
): Record<ProviderStateName, StateSetup> => {
  const { db } = database;
  const ledger = ledgerOn(database);
  const running = (state: string): FastifyInstance => {
    if (app === undefined) throw new Error(`State "${state}" needs the running app`);
    return app;
  };
  const servicesOf = (state: string): AppRuntime => {
    if (runtime === undefined) throw new Error(`State "${state}" needs the running app's services`);
    return runtime;
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
    request: { method: "GET" | "POST" | "PUT"; url: string; payload?: Record<string, unknown> },
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
  /** Saves Kai of Adventure, classic, in the signed-in gamer's first slot, as the avatar page does. */
  const chooseKai = async (state: string, authorization: Record<string, string>) =>
    call(
      state,
      authorization,
      {
        method: "POST",
        url: "/api/tps/pog/slot/save/style",
        payload: { slot: 1, category: "Adventure", character: "kai", style: "classic" },
      },
      200,
    );
  /**
   * Generates the avatar of the signed-in gamer's first slot: asked for at the app's route, then drawn by the
   * generation job's own work (the verified app runs no jobs), which makes the first ready avatar the active one.
   */
  const generateAvatar = async (state: string, authorization: Record<string, string>) => {
    await call(
      state,
      authorization,
      { method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot: 1 } },
      202,
    );
    const { run } = servicesOf(state);
    // The tables states fill are emptied before each one, so the only pending generation is this gamer's.
    const pending = await run(PogAvatars.use((avatars) => avatars.pendingAvatarGenerations(new Date())));
    for (const generation of pending) {
      const outcome = await runAvatarGeneration(run, generation);
      if (outcome !== "ready") throw new Error(`State "${state}": the avatar generation was ${outcome}`);
    }
  };
  /** A ready avatar of Kai, classic, in the signed-in gamer's first slot: chosen, then generated (and active). */
  const giveReadyAvatar = async (state: string, authorization: Record<string, string>) => {
    await chooseKai(state, authorization);
    await generateAvatar(state, authorization);
  };
  /**
   * The signed-in gamer's mint state once they hold the POG name Racer99 and a ready active avatar of Kai, as
   * the mint flow's first two steps leave it (the card not requested yet).
   */
  const readyToMint = async (state: string, authorization: Record<string, string>) => {
    await reservePogName(state, authorization, "Racer99");
    await giveReadyAvatar(state, authorization);
    const status = await call(state, authorization, { method: "GET", url: "/api/tps/pog/mint/status" }, 200);
    const { id } = status.json<{ id: string | null }>();
    if (id === null) throw new Error(`State "${state}": no mint state: ${status.body}`);
    return id;
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
  /** The id of a demo board (seeded by demoSeasonId). */
  const demoBoardId = async (title: string): Promise<string> => {
    const [board] = await db
      .select({ id: leaderboardsTable.id })
      .from(leaderboardsTable)
      .where(eq(leaderboardsTable.title, title));
    if (board === undefined) throw new Error(`the demo board ${title} is not seeded`);
    return board.id;
  };
  /**
   * Removes the boards that rank clans or their chiefs (the demo seeds them again). The demo clans are made afresh,
   * with new ids, for every interaction: a clan board kept from an earlier one would still rank its clans, which are
   * gone, with neither a name nor an emblem.
   */
  const removeClanBoards = async (): Promise<void> => {
    const boards = await db
      .select({ id: leaderboardsTable.id })
      .from(leaderboardsTable)
      .where(inArray(leaderboardsTable.kind, ["CLAN", "CLAN_CHIEF", "PARTNER_CLAN"]));
    const ids = boards.map((board) => board.id);
    if (ids.length === 0) return;
    await db.delete(leaderboardPayoutsTable).where(inArray(leaderboardPayoutsTable.leaderboardId, ids));
    await db.delete(leaderboardScoresTable).where(inArray(leaderboardScoresTable.leaderboardId, ids));
    await db.delete(leaderboardsTable).where(inArray(leaderboardsTable.id, ids));
  };
  /** The demo clans (Mumbai Titans' id answered as `clanId`). */
  const demoClanId = async (): Promise<number> => {
    await seedDemoClans(db, new Date());
    const [mumbai] = await db
      .select({ id: clansTable.id })
      .from(clansTable)
      .where(eq(clansTable.name, "Mumbai Titans"));
    if (mumbai === undefined) throw new Error("The demo clans have no Mumbai Titans");
    return mumbai.id;
  };
  /** A clan the signed-in gamer makes through the app, as the create page does. */
  const makeClan = async (state: string, authorization: Record<string, string>, clanName: string) => {
    const made = await call(
      state,
      authorization,
      { method: "POST", url: "/api/platform-clans", payload: { clanName, city: "Mumbai", country: "IN" } },
      201,
    );
    return made.json<{ id: number }>().id;
  };
  /** The demo catalogue and a tournament of Dark Throne open for registration, with 8 seats; its id. */
  const openTournament = async (): Promise<string> => {
    await seedDemoData(db);
    const { id } = await createTestTournament(db, { capacity: 8, prizes: [10_000, 5_000] });
    return id;
  };
  /** Saves `value` as the gamer's id in the game `gameSlug`, under the game's first login method, as the site does. */
  const saveGameId = async (
    state: string,
    authorization: Record<string, string>,
    gameSlug: string,
    value: string,
    loginMethod?: string,
  ) => {
    const gameId = await gameIdOf(db, gameSlug);
    const [game] = await db
      .select({ loginMethods: gamesTable.loginMethods })
      .from(gamesTable)
      .where(eq(gamesTable.id, gameId));
    const saved = await running(state).inject({
      method: "PUT",
      url: `/api/users/me/games/${gameId}/username`,
      headers: { ...authorization, source: "website" },
      payload: { loginMethod: loginMethod ?? game?.loginMethods[0], value },
    });
    if (saved.statusCode !== 200) throw new Error(`State "${state}": no in-game id was saved: ${saved.body}`);
  };
  /** Saves the in-game id NightOwl77 for Dark Throne. */
  const saveNightOwl = (state: string, authorization: Record<string, string>) =>
    saveGameId(state, authorization, "dark-throne", "NightOwl77");
  /** The demo catalogue and the live K-Quest `bullie-boss-rush` of Bullieverse; its id, its game's and its task's. */
  const createLiveQuest = async () => {
    await seedDemoData(db);
    const gameId = await gameIdOf(db, "bullieverse");
    const { campaign, tasks } = await createTestCampaign(db, {
      kind: "quest",
      slug: "bullie-boss-rush",
      title: "Bullie boss rush",
      description: "Save your Bullieverse player name, then beat the boss.",
      gameId,
      startsAt: new Date(Date.now() - HOUR),
      slots: 100,
      tasks: [{ type: "CAPTURE_GAME_DETAILS", title: "Save your Bullieverse player name" }],
    });
    const [task] = tasks;
    if (task === undefined) throw new Error("The live quest lost its task");
    return { questId: campaign.id, gameId, taskId: task.id };
  };
  /** The live quest, and a gamer (signed in as the caller unless `asCaller` is false) with a Bullieverse username. */
  const gamerForLiveQuest = async (state: string, started: boolean, asCaller = true) => {
    const quest = await createLiveQuest();
    const session = asCaller
      ? await signIn(state)
      : await signInByPhone(running(state), freshIndianNumber(), freshAddress());
    await saveGameId(state, session.authorization, "bullieverse", "bullrider_7", "USER_NAME");
    if (started)
      await call(
        state,
        session.authorization,
        { method: "POST", url: "/api/quest/start", payload: { questId: quest.questId } },
        200,
      );
    return { quest, session };
  };
  /** The gamer saves an in-game id and takes a seat in the tournament through the app. */
  const registerNightOwl = async (
    state: string,
    authorization: Record<string, string>,
    tournamentId: string,
  ) => {
    await saveNightOwl(state, authorization);
    await call(
      state,
      authorization,
      { method: "POST", url: `/api/tournaments/${tournamentId}/registrations` },
      201,
    );
  };
  /** An open tournament with one player (not the caller) registered; its id and the player's. */
  const tournamentWithPlayer = async (state: string) => {
    const tournamentId = await openTournament();
    const player = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
    await registerNightOwl(state, player.authorization, tournamentId);
    return { tournamentId, userId: player.userId };
  };
  /** A fresh admin, signed in as the verified caller. */
  const signInAdmin = async (state: string) => {
    const { userId } = await signIn(state);
    await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
    return userId;
  };
  /** The K-Drop `monsoon-drop` in `lifecycle`, starting in a week, with one phone task; its id. */
  const monsoonDrop = async (lifecycle: "DRAFT" | "ARCHIVED"): Promise<string> => {
    const startsAt = new Date(Date.now() + 7 * DAY);
    const { campaign } = await createTestCampaign(db, {
      slug: "monsoon-drop",
      title: "Monsoon drop",
      lifecycle,
      publishedAt: null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7 * DAY),
      tasks: [PHONE_TASK],
    });
    return campaign.id;
  };
  /** The demo store and a fresh gamer signed in by an Indian number with `kcash` K-Cash base units; the ids. */
  const storeShopper = async (state: string, kcash: number) => {
    await seedDemoStore(db);
    await signInWithKcash(state, kcash);
    const voucherIdOf = async (slug: string) => {
      const [voucher] = await db
        .select({ id: storeVouchersTable.id })
        .from(storeVouchersTable)
        .where(eq(storeVouchersTable.slug, slug));
      if (voucher === undefined) throw new Error(`State "${state}": the demo store has no ${slug}`);
      return voucher.id;
    };
    return {
      voucherId: await voucherIdOf("google-play-inr-100"),
      soldOutVoucherId: await voucherIdOf("steam-wallet-inr-1000"),
    };
  };
  /**
   * A challenge of the app for `signer`, signed by it: the body of verifyWalletSignIn and linkWallet. The message
   * names the host it was asked of, so it is asked as the verifier's requests reach the app.
   */
  const signedProofFor = async (state: string, signer: WalletSigner) => {
    const app = running(state);
    const { port } = app.server.address() as AddressInfo;
    const { message } = await walletChallenge(app, signer, { headers: { host: `127.0.0.1:${port}` } });
    return { chain: signer.chain, message, signature: await signer.sign(message) };
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
  /**
   * An Indian gamer at a stage of the cash-out (KYC verified, or also a UPI ID registered and 100 USDT held), made
   * through the app's own routes and the local KYC simulator as the payout suites make them.
   */
  const indianGamer = async (state: string, stage: "verified" | "registered") =>
    gamerAt({ app: running(state), database }, stage);
  /** A fresh Indian gamer whose PAN the local KYC simulator verified, with or without Aadhaar to come. */
  const panVerified = async (state: string, withAadhaar: boolean) => {
    const kleos = { app: running(state), database };
    const session = await gamerAt(kleos, "fresh");
    await send(kleos, undefined, {
      method: "POST",
      url: `${KYC_SIMULATOR_PREFIX}/answers`,
      payload: { pan: "approve", bank: "approve" },
    });
    await send(kleos, session, {
      method: "POST",
      url: "/api/kyc/verify-pan",
      payload: { pan: "ABCPE1234F", name: "Rahul Sharma", withAadhaar },
    });
    return session;
  };
  /** The gamer withdraws 10 USDT with a one-time code from the dev inbox, as the withdraw page does. */
  const withdrawTen = async (state: string, session: Awaited<ReturnType<typeof indianGamer>>) => {
    const kleos = { app: running(state), database };
    const withdrawal = await send(kleos, session, {
      method: "POST",
      url: "/api/offramp/withdrawals",
      headers: { "idempotency-key": randomUUID() },
      payload: { currency: "USDT", amount: 10_000_000, ...(await withdrawalCode(kleos, session)) },
    });
    return String(withdrawal["withdrawalId"]);
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
      const { questId, gameId } = await createLiveQuest();
      return { questId, gameId };
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
    [STATES.indianGamerVerified]: async () => {
      const session = await indianGamer(STATES.indianGamerVerified, "verified");
      caller.bearer = session.accessToken;
      return undefined;
    },
    [STATES.indianGamerRegistered]: async () => {
      const session = await indianGamer(STATES.indianGamerRegistered, "registered");
      caller.bearer = session.accessToken;
      return undefined;
    },
    [STATES.indianGamerWithWithdrawalCode]: async () => {
      const state = STATES.indianGamerWithWithdrawalCode;
      const session = await indianGamer(state, "registered");
      caller.bearer = session.accessToken;
      return withdrawalCode({ app: running(state), database }, session);
    },
    [STATES.indianGamerWithdrew]: async () => {
      const state = STATES.indianGamerWithdrew;
      const session = await indianGamer(state, "registered");
      const withdrawalId = await withdrawTen(state, session);
      caller.bearer = session.accessToken;
      return { withdrawalId };
    },
    [STATES.indianGamerWithdrawalDelayed]: async () => {
      const state = STATES.indianGamerWithdrawalDelayed;
      const session = await indianGamer(state, "registered");
      const withdrawalId = await withdrawTen(state, session);
      // The payout job's work, then the bank's delay as the payout simulator plays it (its webhook included).
      await servicesOf(state).run(Payouts.use((payouts) => payouts.sendPayout(withdrawalId)));
      await send({ app: running(state), database }, undefined, {
        method: "POST",
        url: `${PAYOUT_SIMULATOR_PREFIX}/${withdrawalId}`,
        payload: { decision: "delayed" },
      });
      caller.bearer = session.accessToken;
      return { withdrawalId };
    },
    [STATES.indianGamerPanWithAadhaarNext]: async () => {
      const session = await panVerified(STATES.indianGamerPanWithAadhaarNext, true);
      caller.bearer = session.accessToken;
      return undefined;
    },
    [STATES.indianGamerPanWithBankNext]: async () => {
      const session = await panVerified(STATES.indianGamerPanWithBankNext, false);
      caller.bearer = session.accessToken;
      return undefined;
    },
    [STATES.brazilianGamerCpfVerified]: async () => {
      const kleos = { app: running(STATES.brazilianGamerCpfVerified), database };
      const session = await gamerAt(kleos, "fresh");
      await send(kleos, session, {
        method: "POST",
        url: "/api/kyc/verify-cpf",
        payload: { cpf: generateCpf(), name: "Maria Silva" },
      });
      caller.bearer = session.accessToken;
      return undefined;
    },
    [STATES.clanChiefCodeSent]: async () => {
      const state = STATES.clanChiefCodeSent;
      const { authorization } = await signIn(state);
      const sent = await call(
        state,
        authorization,
        {
          method: "POST",
          url: "/api/platform-clans/otp",
          payload: { phoneNumber: CLAN_CHIEF_CODE_NUMBER, countryCode: "BR", channel: "whatsapp" },
        },
        201,
      );
      const { challengeId } = sent.json<{ challengeId: string }>();
      return { challengeId, code: await codeFromDevInbox(running(state), CLAN_CHIEF_CODE_NUMBER) };
    },
    [STATES.adminSeesWithdrawal]: async () => {
      const state = STATES.adminSeesWithdrawal;
      const gamer = await indianGamer(state, "registered");
      // The list from here on: the withdrawals other interactions left (one held) are not on its page.
      const from = new Date().toISOString();
      const withdrawalId = await withdrawTen(state, gamer);
      const { userId } = await signIn(state);
      await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
      return { withdrawalId, from };
    },
    [STATES.adminSignedIn]: async () => {
      const { userId } = await signIn(STATES.adminSignedIn);
      await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
      return undefined;
    },
    [STATES.adminEditedContent]: async () => {
      // The log is append-only and other states' saves land in it too: this state's entry is to be the only one.
      await db.delete(contentAuditLogTable);
      const { userId, authorization } = await signIn(STATES.adminEditedContent);
      await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
      const headers = { ...authorization, source: "website" };
      const banner = await running(STATES.adminEditedContent).inject({
        method: "PUT",
        url: "/api/admin/web-banners/store-week",
        headers,
        payload: {
          title: "Store week",
          subtitle: "Every voucher, one week",
          imageUrl: "/media/banners/season-of-legends.svg",
          ctaLabel: "Open the store",
          ctaUrl: "/store",
          position: 900,
          startsAt: null,
          endsAt: null,
        },
      });
      if (banner.statusCode !== 200) throw new Error(`No banner was saved: ${banner.body}`);
      const schedule = await running(STATES.adminEditedContent).inject({
        method: "POST",
        url: "/api/admin/overlay/schedules",
        headers,
        payload: {
          startsAt: "2099-03-01T10:00:00.000Z",
          endsAt: "2099-03-08T10:00:00.000Z",
          delaySeconds: 7,
        },
      });
      if (schedule.statusCode !== 201) throw new Error(`No overlay window was scheduled: ${schedule.body}`);
      return undefined;
    },
    [STATES.pogNameReserved]: async () => {
      const { authorization } = await signIn(STATES.pogNameReserved);
      const reserved = await reservePogName(STATES.pogNameReserved, authorization, "Racer99");
      const { id } = reserved.json<{ id: string | null }>();
      if (id === null) throw new Error(`State "${STATES.pogNameReserved}": no mint state: ${reserved.body}`);
      return { mintStateId: id };
    },
    [STATES.pogNameTakenByAnother]: async () => {
      const state = STATES.pogNameTakenByAnother;
      const other = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
      await reservePogName(state, other.authorization, "Racer99");
      await signIn(state);
      return undefined;
    },
    [STATES.avatarStyleChosen]: async () => {
      const state = STATES.avatarStyleChosen;
      const { authorization } = await signIn(state);
      await chooseKai(state, authorization);
      return undefined;
    },
    [STATES.avatarReady]: async () => {
      const state = STATES.avatarReady;
      const { authorization } = await signIn(state);
      await giveReadyAvatar(state, authorization);
      return undefined;
    },
    [STATES.pogCardShowcased]: async () => {
      const state = STATES.pogCardShowcased;
      const { authorization, userId } = await signIn(state);
      await reservePogName(state, authorization, "Racer99");
      await giveReadyAvatar(state, authorization);
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
      const { authorization } = await signIn(state);
      return { mintStateId: await readyToMint(state, authorization) };
    },
    [STATES.pogCardMinted]: async () => {
      const state = STATES.pogCardMinted;
      const { authorization } = await signIn(state);
      const id = await readyToMint(state, authorization);
      const url = `/api/tps/pog/mint/state/${id}`;
      await call(state, authorization, { method: "PUT", url, payload: { state: "MINT_IN_PROGRESS" } }, 202);
      // The mint job's own work for the attempt the request recorded, as the job runner runs it: the card is sent
      // to the local chain the provider runs with, and recorded once its receipt is in.
      const [mint] = await db
        .select({ attempt: pogMintsTable.mintAttempt })
        .from(pogMintsTable)
        .where(eq(pogMintsTable.id, id));
      if (mint === undefined) throw new Error(`State "${state}": the mint state ${id} is gone`);
      const outcome = await servicesOf(state).run(Pog.use((pog) => pog.completePogMint(id, mint.attempt)));
      if (outcome !== "minted") throw new Error(`State "${state}": the mint job's run was ${outcome}`);
      const minted = await call(state, authorization, { method: "GET", url }, 200);
      const { card } = minted.json<{ card: { tokenId: string; status: string } | null }>();
      if (card?.status !== "MINTED")
        throw new Error(`State "${state}": the card is not minted: ${minted.body}`);
      return { tokenId: card.tokenId };
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
    [STATES.clanBoardsOfEveryScope]: async () => {
      await removeClanBoards();
      await demoSeasonId();
      const clanId = await demoClanId();
      const leaderboardId = await demoBoardId("Global Clans Cup");
      const [clan] = await db
        .select({ chiefId: clansTable.chiefId })
        .from(clansTable)
        .where(eq(clansTable.id, clanId));
      if (clan === undefined) throw new Error("Mumbai Titans has no Chief");
      // The demo clans are made afresh for every interaction, so each one's score is earned afresh too.
      await ledger.creditReward({
        userId: clan.chiefId,
        currency: "KPOINTS",
        amount: 40,
        idempotencyKey: `contract:clan-boards:${randomUUID()}`,
      });
      return { leaderboardId, clanId };
    },
    [STATES.gamerWhoseClanWonPrize]: async () => {
      const state = STATES.gamerWhoseClanWonPrize;
      const { userId } = await signIn(state);
      const chief = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
      const clanId = await makeClan(state, chief.authorization, "Monsoon Wolves");
      const { id } = await leaderboardRepository.insert(db, {
        title: "Monsoon Clans Cup",
        kind: "CLAN",
        entityRefId: null,
        scoreSource: "KPOINTS_EARNED",
        seasonStartsAt: new Date(Date.now() - HOUR),
        seasonEndsAt: new Date(Date.now() + HOUR),
        prizeTiers: [{ fromRank: 1, toRank: 1, currency: "KCASH", amount: 50_000 }],
      });
      // A member since before the season (written as such, so no notice of joining comes before the prize's).
      await db
        .insert(clanMembershipsTable)
        .values({ clanId, userId, role: "Member", joinedAt: new Date(Date.now() - 3 * HOUR) });
      await ledger.creditReward({
        userId: chief.userId,
        currency: "KPOINTS",
        amount: 40,
        idempotencyKey: `contract:clan-prize:${randomUUID()}`,
      });
      await endTestSeason(database, id);
      const outcome = await runLeaderboardCompletion(servicesOf(state).run, id, new Date());
      if (outcome !== "completed") throw new Error(`State "${state}": the board was ${outcome}`);
      // Other states list the clan boards and expect the demo ones, all live.
      await db.delete(leaderboardPayoutsTable).where(eq(leaderboardPayoutsTable.leaderboardId, id));
      await db.delete(leaderboardScoresTable).where(eq(leaderboardScoresTable.leaderboardId, id));
      await db.delete(leaderboardsTable).where(eq(leaderboardsTable.id, id));
      return undefined;
    },
    [STATES.adminWithUpcomingBoard]: async () => {
      const { userId } = await signIn(STATES.adminWithUpcomingBoard);
      await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
      const { id } = await leaderboardRepository.insert(db, {
        title: "Monsoon Sprint",
        kind: "GAMER",
        entityRefId: null,
        scoreSource: "KPOINTS_EARNED",
        seasonStartsAt: new Date(Date.now() + 30 * DAY),
        seasonEndsAt: new Date(Date.now() + 60 * DAY),
        prizeTiers: [{ fromRank: 1, toRank: 1, currency: "KCASH", amount: 100_000 }],
      });
      return { leaderboardId: id };
    },
    [STATES.adminWithLiveBoard]: async () => {
      const leaderboardId = await demoSeasonId();
      const { userId } = await signIn(STATES.adminWithLiveBoard);
      await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
      return { leaderboardId };
    },
    [STATES.gamerBesideDemoClans]: async () => {
      const clanId = await demoClanId();
      await signIn(STATES.gamerBesideDemoClans);
      return { clanId };
    },
    [STATES.gamerInDemoClan]: async () => {
      const state = STATES.gamerInDemoClan;
      const clanId = await demoClanId();
      const { authorization } = await signIn(state);
      await call(
        state,
        authorization,
        { method: "POST", url: "/api/platform-user-clans", payload: { clanId } },
        201,
      );
      return { clanId };
    },
    [STATES.chiefOfOldClan]: async () => {
      const state = STATES.chiefOfOldClan;
      const { authorization } = await signIn(state);
      const clanId = await makeClan(state, authorization, "Old Guard");
      await db
        .update(clansTable)
        .set({ createdAt: new Date(Date.now() - 30 * DAY) })
        .where(eq(clansTable.id, clanId));
      return { clanId };
    },
    [STATES.chiefOfNewClan]: async () => {
      const state = STATES.chiefOfNewClan;
      const { authorization } = await signIn(state);
      return { clanId: await makeClan(state, authorization, "New Blood") };
    },
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
    // pactold: the states of the account, store, tournament, campaign admin and quest interactions.
    [STATES.signedInGamerSentEmailCode]: async () => {
      const state = STATES.signedInGamerSentEmailCode;
      const { authorization } = await signIn(state);
      const email = freshEmail();
      const sent = await call(
        state,
        authorization,
        { method: "POST", url: "/api/users/verify/email", payload: { email } },
        201,
      );
      const { challengeId } = sent.json<{ challengeId: string }>();
      return { challengeId, code: await codeFromDevInbox(running(state), email) };
    },
    [STATES.gamerAndOpenTournament]: async () => {
      await signIn(STATES.gamerAndOpenTournament);
      return { tournamentId: await openTournament() };
    },
    [STATES.gamerReadyForOpenTournament]: async () => {
      const state = STATES.gamerReadyForOpenTournament;
      const tournamentId = await openTournament();
      const { authorization } = await signIn(state);
      await saveNightOwl(state, authorization);
      return { tournamentId };
    },
    [STATES.gamerRegisteredForOpenTournament]: async () => {
      const state = STATES.gamerRegisteredForOpenTournament;
      const tournamentId = await openTournament();
      const { authorization } = await signIn(state);
      await registerNightOwl(state, authorization, tournamentId);
      return { tournamentId };
    },
    [STATES.adminWithConcludedTournament]: async () => {
      const state = STATES.adminWithConcludedTournament;
      const { tournamentId, userId } = await tournamentWithPlayer(state);
      await shiftTestTournament(db, tournamentId, -120);
      await signInAdmin(state);
      return { tournamentId, userId };
    },
    [STATES.adminWithOpenTournament]: async () => {
      const state = STATES.adminWithOpenTournament;
      const answers = await tournamentWithPlayer(state);
      await signInAdmin(state);
      return answers;
    },
    [STATES.gamerCompletedLeaderboardCampaign]: async () => {
      const state = STATES.gamerCompletedLeaderboardCampaign;
      const { campaign, tasks } = await createTestCampaign(db, {
        slug: "top-ten",
        title: "Top ten",
        distribution: "LEADERBOARD",
        distributionConfig: { tiers: [{ fromRank: 1, toRank: 3, amount: 500 }] },
        tasks: [PHONE_TASK],
      });
      const { authorization } = await signIn(state);
      const progress = `/api/user-progress/me/campaigns/${campaign.id}`;
      await call(state, authorization, { method: "POST", url: `${progress}/start`, payload: {} }, 200);
      for (const task of tasks)
        await call(
          state,
          authorization,
          { method: "POST", url: `${progress}/tasks/${task.id}/validate`, payload: {} },
          200,
        );
      return { campaignId: campaign.id };
    },
    [STATES.adminWithDraftCampaign]: async () => {
      const campaignId = await monsoonDrop("DRAFT");
      await signInAdmin(STATES.adminWithDraftCampaign);
      return { campaignId };
    },
    [STATES.adminWithArchivedCampaign]: async () => {
      const campaignId = await monsoonDrop("ARCHIVED");
      await signInAdmin(STATES.adminWithArchivedCampaign);
      return { campaignId };
    },
    [STATES.storeShopper]: async () => storeShopper(STATES.storeShopper, 500_000),
    [STATES.storeShopperShort]: async () => storeShopper(STATES.storeShopperShort, 500),
    [STATES.storeShopperRedeemed]: async () => {
      const state = STATES.storeShopperRedeemed;
      const { voucherId } = await storeShopper(state, 500_000);
      const redeemed = await running(state).inject({
        method: "POST",
        url: `/api/store/vouchers/${voucherId}/redemptions`,
        headers: {
          authorization: `Bearer ${caller.bearer ?? ""}`,
          source: "website",
          "idempotency-key": randomUUID(),
        },
      });
      if (redeemed.statusCode !== 201) throw new Error(`State "${state}": not redeemed: ${redeemed.body}`);
      return undefined;
    },
    [STATES.gamerReadyForLiveQuest]: async () => {
      const { quest } = await gamerForLiveQuest(STATES.gamerReadyForLiveQuest, false);
      return { questId: quest.questId, gameId: quest.gameId };
    },
    [STATES.gamerStartedLiveQuest]: async () =>
      (await gamerForLiveQuest(STATES.gamerStartedLiveQuest, true)).quest,
    [STATES.adminWithPendingQuestProof]: async () => {
      const state = STATES.adminWithPendingQuestProof;
      const { quest, session } = await gamerForLiveQuest(state, true, false);
      const sent = await running(state).inject({
        method: "POST",
        url: `/api/quest/proof?questId=${quest.questId}`,
        headers: { ...session.authorization, source: "website", "content-type": "image/jpeg" },
        payload: readFileSync(new URL("../../fixtures/pog/selfie-no-face.jpg", import.meta.url)),
      });
      if (sent.statusCode !== 201) throw new Error(`State "${state}": no proof was sent: ${sent.body}`);
      await signInAdmin(state);
      return { proofId: sent.json<{ id: string }>().id };
    },
    [STATES.evmWalletProofSigned]: async () => signedProofFor(STATES.evmWalletProofSigned, evmSigner()),
    [STATES.gamerWithEvmWalletProof]: async () => {
      const state = STATES.gamerWithEvmWalletProof;
      await signIn(state);
      return signedProofFor(state, evmSigner());
    },
    [STATES.gamerWithProofOfWalletLinkedElsewhere]: async () => {
      const state = STATES.gamerWithProofOfWalletLinkedElsewhere;
      const app = running(state);
      const { port } = app.server.address() as AddressInfo;
      const wallet = evmSigner();
      const owner = await signInByPhone(app, freshIndianNumber(), freshAddress());
      const linked = await app.inject({
        method: "POST",
        url: "/api/wallets/third-party/verify-wallet",
        headers: { ...owner.authorization, source: "website", host: `127.0.0.1:${port}` },
        payload: await signedProofFor(state, wallet),
      });
      if (linked.statusCode !== 201)
        throw new Error(`State "${state}": the wallet was not linked: ${linked.body}`);
      await signIn(state);
      return signedProofFor(state, wallet);
    },
    [STATES.gamerAndThirdPartyClient]: async () => {
      const state = STATES.gamerAndThirdPartyClient;
      const admin = await signInByPhone(running(state), freshIndianNumber(), freshAddress());
      await campaignRepository.grantRole(db, admin.userId, ADMIN_ROLE);
      const created = await call(
        state,
        admin.authorization,
        {
          method: "POST",
          url: "/api/admin/third-party-clients",
          payload: {
            name: "Bullieverse",
            redirectUrl: "https://play.bullieverse.example/kleos/callback?lang=en",
          },
        },
        201,
      );
      await signIn(state);
      return { clientId: created.json<{ clientId: string }>().clientId };
    },
    // pactold: end.
    [STATES.phoneCodeSent]: async () => sendPhoneCode(STATES.phoneCodeSent, freshIndianNumber()),
    [STATES.devInboxHoldsCode]: async () => {
      await sendPhoneCode(STATES.devInboxHoldsCode, DEV_INBOX_NUMBER);
      return undefined;
    },
  };
};

export interface RunningProvider {
  readonly app: FastifyInstance;
  readonly runtime: AppRuntime;
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
  const { app, runtime } = await buildApp({
    database,
    config: chain === undefined ? providerConfig : { ...providerConfig, chain },
  });
  prepare(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, runtime, baseUrl: `http://127.0.0.1:${port}` };
};

/** Pact's verifier for the running provider, setting states through `database` and its own sign-in routes. */
export const verifierFor = ({ app, runtime, baseUrl }: RunningProvider, database: Database): Verifier => {
  const caller: VerifiedCaller = { bearer: undefined };
  const options: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: pactFiles(),
    stateHandlers: stateSetups(database, app, caller, runtime),
    requestFilter: (
      request: { headers: Record<string, string | string[] | undefined> },
      _response: unknown,
      next: () => void,
    ) => {
      if (caller.bearer !== undefined) request.headers["authorization"] = `Bearer ${caller.bearer}`;
      // The app's own address, as a request sent to it straight would name it (not the verifier's proxy's): a
      // wallet challenge a state asked for names the host it was asked of.
      request.headers["host"] = new URL(baseUrl).host;
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
    // How long the verifier waits for each request and each state's setup (30 s unless set): a guard against a
    // hang, not a speed target. A state that signs gamers in and plays a campaign took over 30 s beside the other
    // suites on a loaded 2-core machine, and the verifier then went on without it and failed the interaction.
    timeout: 300_000,
    logLevel: "warn",
  };
  return new Verifier(options);
};
