/**
 * The tournament operations for the suites that hold every operation against the contract: one request each
 * that succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented
 * error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401
 * without a token, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";
import {
  createTestTournament,
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
  | "createTournamentRegistration"
  | "deleteTournamentRegistration"
  | "getTournamentStandings"
>;

const tournament = (testApp: TestApp, options: TestTournamentOptions = {}) =>
  createTestTournament(testApp.database.db, options);

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signInByPhone(testApp.app);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** Registers the session's gamer through the app's own route; fails unless it is registered. */
export const registerGamer = async (
  testApp: TestApp,
  session: TestSession,
  tournamentId: string,
): Promise<void> => {
  const response = await testApp.app.inject({
    method: "POST",
    url: `/api/tournaments/${tournamentId}/registrations`,
    headers: session.authorization,
  });
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.body}`);
};

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
  createTournamentRegistration: gamer(async (testApp) => register((await tournament(testApp)).id)),
  deleteTournamentRegistration: gamer(async (testApp, session) => {
    const { id } = await tournament(testApp);
    await registerGamer(testApp, session, id);
    return withdraw(id);
  }),
  getTournamentStandings: async (testApp) => ({
    method: "GET",
    url: `/api/tournaments/${(await tournament(testApp, { state: "completed" })).id}/standings`,
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
  createTournamentRegistration: {
    400: gamer(() => register("not-a-uuid")),
    404: as(
      "TournamentNotFound",
      gamer(() => register(randomUUID())),
    ),
    409: as(
      "TournamentRegistrationClosed",
      gamer(async (testApp) => register((await tournament(testApp, { state: "closed" })).id)),
    ),
  },
  deleteTournamentRegistration: {
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
};
