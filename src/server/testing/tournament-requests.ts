/**
 * The tournament operations for the suites that hold every operation against the contract: one request each
 * that succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented
 * error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401
 * without a token, 429, 500) are not listed.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { eq } from "drizzle-orm";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { gamesTable } from "@/server/db/schema/games";
import { tournamentsTable } from "@/server/db/schema/tournaments";
import type { OperationId } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { saveGameUsername } from "@/server/testing/quests";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";
import {
  createTestTournament,
  shiftTestTournament,
  startTestTournament,
  type TestTournamentOptions,
} from "@/server/testing/tournaments";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface TournamentProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type TournamentOperationId = Extract<
  OperationId,
  | "listTournaments"
  | "getTournament"
  | "registerForTournament"
  | "withdrawFromTournament"
  | "getTournamentStandings"
  | "recordTournamentResults"
>;

const tournament = (testApp: TestApp, options: TestTournamentOptions = {}) =>
  createTestTournament(testApp.database.db, options);

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A fresh identifier that keeps the rule of each game login method (spec §5). */
const identifierFor = (loginMethod: string): string => {
  const hex = randomBytes(3).toString("hex");
  switch (loginMethod) {
    case "IN_GAME_EMAIL":
      return `runner${hex}@example.com`;
    case "IN_GAME_WALLET":
    case "BROWSER_EXTENSION_WALLET":
      return `0x${randomBytes(20).toString("hex")}`;
    case "SOLANA_WALLET":
      return "So11111111111111111111111111111111111111112";
    case "STEAM_ID":
      return `76561198${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0")}`;
    default:
      return `runner${hex}`;
  }
};

/**
 * Saves an in-game id of the session's gamer for the tournament's game (through the contract, with the game's
 * first login method), as a gamer does before registering; a tournament that does not exist is left alone.
 */
export const saveInGameId = async (
  testApp: TestApp,
  session: TestSession,
  tournamentId: string,
): Promise<{ readonly loginMethod: string; readonly value: string } | undefined> => {
  const [row] = await testApp.database.db
    .select({ gameId: tournamentsTable.gameId, loginMethods: gamesTable.loginMethods })
    .from(tournamentsTable)
    .innerJoin(gamesTable, eq(gamesTable.id, tournamentsTable.gameId))
    .where(eq(tournamentsTable.id, tournamentId));
  const loginMethod = row?.loginMethods[0];
  if (row === undefined || loginMethod === undefined) return undefined;
  const entry = { loginMethod, value: identifierFor(loginMethod) };
  await saveGameUsername(testApp, session, row.gameId, entry);
  return entry;
};

/**
 * Registers the session's gamer through the app's own route, with an in-game id for the game saved first; fails
 * unless it is registered.
 */
export const registerGamer = async (
  testApp: TestApp,
  session: TestSession,
  tournamentId: string,
): Promise<void> => {
  await saveInGameId(testApp, session, tournamentId);
  const response = await testApp.app.inject({
    method: "POST",
    url: `/api/tournaments/${tournamentId}/registrations`,
    headers: session.authorization,
  });
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.body}`);
};

/** A request of a fresh admin (signed in by e-mail, granted the role), prepared with that session. */
const admin =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByEmail(testApp);
    await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/**
 * A tournament that has ended with `players` fresh gamers registered (through the app's own route while it
 * was open), results not recorded yet: CONCLUDED.
 */
export const concludedTournamentWithPlayers = async (
  testApp: TestApp,
  players: number,
  options: TestTournamentOptions = {},
): Promise<{ readonly id: string; readonly players: readonly TestSession[] }> => {
  const { id } = await tournament(testApp, { ...options, state: "open" });
  const sessions: TestSession[] = [];
  for (let index = 0; index < players; index += 1) {
    const session = await sessionByEmail(testApp);
    await registerGamer(testApp, session, id);
    sessions.push(session);
  }
  await shiftTestTournament(testApp.database.db, id, -120);
  return { id, players: sessions };
};

const recordResults = (
  id: string,
  placements: readonly { userId: string; rank: number }[],
): InjectOptions => ({
  method: "POST",
  url: `/api/admin/tournaments/${id}/results`,
  payload: { placements },
});

/** Ranks the players in their order (1 for the first). */
const inOrder = (players: readonly TestSession[]) =>
  players.map((player, index) => ({ userId: player.userId, rank: index + 1 }));

const register = (id: string): InjectOptions => ({
  method: "POST",
  url: `/api/tournaments/${id}/registrations`,
});
const withdraw = (id: string): InjectOptions => ({
  method: "DELETE",
  url: `/api/tournaments/${id}/registrations/me`,
});

const as = (code: string, request: Recipe): TournamentProvocation => ({ request, code });

export const TOURNAMENT_REQUESTS: { readonly [K in TournamentOperationId]: Recipe } = {
  listTournaments: { method: "GET", url: "/api/tournaments?status=PUBLISHED&status=LIVE&pageLimit=8" },
  getTournament: async (testApp) => ({
    method: "GET",
    url: `/api/tournaments/${(await tournament(testApp)).id}`,
  }),
  registerForTournament: gamer(async (testApp, session) => {
    const { id } = await tournament(testApp);
    await saveInGameId(testApp, session, id);
    return register(id);
  }),
  withdrawFromTournament: gamer(async (testApp, session) => {
    const { id } = await tournament(testApp);
    await registerGamer(testApp, session, id);
    return withdraw(id);
  }),
  getTournamentStandings: async (testApp) => ({
    method: "GET",
    url: `/api/tournaments/${(await tournament(testApp, { state: "completed" })).id}/standings`,
  }),
  recordTournamentResults: admin(async (testApp) => {
    const { id, players } = await concludedTournamentWithPlayers(testApp, 2);
    return recordResults(id, inOrder(players));
  }),
};

export const TOURNAMENT_PROVOCATIONS: {
  readonly [K in TournamentOperationId]?: Partial<Record<number, Recipe | TournamentProvocation>>;
} = {
  listTournaments: { 400: { method: "GET", url: "/api/tournaments?status=ENDED" } },
  getTournament: {
    400: { method: "GET", url: "/api/tournaments/not-a-uuid" },
    404: as("TournamentNotFound", { method: "GET", url: `/api/tournaments/${randomUUID()}` }),
  },
  registerForTournament: {
    400: gamer(() => register("not-a-uuid")),
    404: as(
      "TournamentNotFound",
      gamer(() => register(randomUUID())),
    ),
    409: as(
      "TournamentRegistrationClosed",
      gamer(async (testApp) => register((await tournament(testApp, { state: "closed" })).id)),
    ),
    422: as(
      "TournamentGameAccountRequired",
      gamer(async (testApp) => register((await tournament(testApp)).id)),
    ),
  },
  withdrawFromTournament: {
    400: gamer(() => withdraw("not-a-uuid")),
    404: as(
      "TournamentRegistrationNotFound",
      gamer(async (testApp) => withdraw((await tournament(testApp)).id)),
    ),
    409: as(
      "TournamentWithdrawalClosed",
      gamer(async (testApp, session) => {
        const { id } = await tournament(testApp);
        await registerGamer(testApp, session, id);
        await startTestTournament(testApp.database.db, id);
        return withdraw(id);
      }),
    ),
  },
  getTournamentStandings: {
    400: { method: "GET", url: "/api/tournaments/not-a-uuid/standings" },
    404: as("TournamentNotFound", { method: "GET", url: `/api/tournaments/${randomUUID()}/standings` }),
  },
  recordTournamentResults: {
    400: admin(() => ({ ...recordResults(randomUUID(), []), payload: { placements: [{ rank: 1 }] } })),
    403: as(
      "AdminRoleRequired",
      gamer(() => recordResults(randomUUID(), [{ userId: randomUUID(), rank: 1 }])),
    ),
    404: as(
      "TournamentNotFound",
      admin(() => recordResults(randomUUID(), [{ userId: randomUUID(), rank: 1 }])),
    ),
    409: as(
      "TournamentNotConcluded",
      admin(async (testApp, session) => {
        const { id } = await tournament(testApp, { state: "live" });
        return recordResults(id, [{ userId: session.userId, rank: 1 }]);
      }),
    ),
    422: as(
      "TournamentResultNotRegistered",
      admin(async (testApp, session) => {
        const { id } = await concludedTournamentWithPlayers(testApp, 1);
        return recordResults(id, [{ userId: session.userId, rank: 1 }]);
      }),
    ),
  },
};
