/**
 * The Klash arena's and the promotion overlay's operations for the suites that hold every operation against the
 * contract: one request each that succeeds, and how to provoke each documented error.
 */
import type { InjectOptions } from "fastify";
import { ARENA_LOGIN_METHOD } from "@/domain/games/arena";
import type { OperationId } from "@/server/http/operations";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { gameIdBySlug } from "@/server/testing/task-verification-fixtures";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface KlashProvocation {
  readonly request: Recipe;
  readonly code: string;
  /** The problem-handler suite's app to send it to (prepared on the standard one). */
  readonly app?: "unconfigured";
}

type KlashOperationId = Extract<
  OperationId,
  | "listArenaGames"
  | "getGameArenaMetadata"
  | "getGameMetadataByProviderGameId"
  | "getArenaRedirectUrl"
  | "joinArenaWaitlist"
  | "getOverlayStatus"
  | "listOverlaySchedules"
  | "createOverlaySchedule"
>;

/** A live arena game, and one that takes waitlist sign-ups (src/server/db/seed/demo-arena.ts). */
export const LIVE_ARENA_GAME = "desert-drop";
export const COMING_ARENA_GAME = "kabaddi-kings";
/** A catalogue game that is not in the arena. */
const NOT_ARENA_GAME = "dark-throne";

const withSession =
  (
    signIn: (testApp: TestApp) => Promise<TestSession>,
    make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>,
  ) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signIn(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const gamer = (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  withSession((testApp) => signInByPhone(testApp.app), make);
const admin = (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  withSession(signInAsAdmin, make);

/** Saves the gamer's arena username in the game, as the bash arena username modal does. */
export const saveArenaUsername = async (
  testApp: TestApp,
  session: TestSession,
  gameId: number,
  value = "desert_fox_9",
): Promise<void> => {
  const saved = await testApp.app.inject({
    method: "PUT",
    url: `/api/users/${session.userId}/games/${gameId}/username`,
    headers: session.authorization,
    payload: { loginMethod: ARENA_LOGIN_METHOD, value },
  });
  if (saved.statusCode !== 200) throw new Error(`The arena username was not saved: ${saved.body}`);
};

const redirectOf = (slug: string, withUsername: boolean) =>
  gamer(async (testApp, session) => {
    const gameId = await gameIdBySlug(testApp.database.db, slug);
    if (withUsername) await saveArenaUsername(testApp, session, gameId);
    return { method: "GET", url: `/api/klash/games/${gameId}/redirect-url` };
  });

const waitlistOf = (slug: string, { joined = false } = {}) =>
  gamer(async (testApp, session) => {
    const request: InjectOptions = {
      method: "POST",
      url: `/api/klash/games/${await gameIdBySlug(testApp.database.db, slug)}/waitlist`,
    };
    if (joined) {
      const first = await testApp.app.inject({ ...request, headers: session.authorization });
      if (first.statusCode !== 201) throw new Error(`The first waitlist sign-up failed: ${first.body}`);
    }
    return request;
  });

const metadataOf =
  (slug: string) =>
  async (testApp: TestApp): Promise<InjectOptions> => ({
    method: "GET",
    url: `/api/game/games-metadata/${await gameIdBySlug(testApp.database.db, slug)}/GAMERJI`,
  });

export const overlayScheduleInput = (overrides: Record<string, unknown> = {}) => ({
  startsAt: "2026-01-01T00:00:00.000Z",
  endsAt: "2099-01-01T00:00:00.000Z",
  delaySeconds: 5,
  ...overrides,
});

const schedule = (payload: Record<string, unknown>): InjectOptions => ({
  method: "POST",
  url: "/api/admin/overlay/schedules",
  payload,
});

const as = (code: string, request: Recipe, app?: "unconfigured"): KlashProvocation =>
  app === undefined ? { request, code } : { request, code, app };

export const KLASH_REQUESTS: { readonly [K in KlashOperationId]: Recipe } = {
  listArenaGames: { method: "GET", url: "/api/klash/games" },
  getGameArenaMetadata: metadataOf(LIVE_ARENA_GAME),
  getGameMetadataByProviderGameId: {
    method: "GET",
    url: "/api/game/games-metadata/by-provider-game-id/gj-desert-drop",
  },
  getArenaRedirectUrl: redirectOf(LIVE_ARENA_GAME, true),
  // The contract's first success is 200, a repeated sign-up (the first one answers 201).
  joinArenaWaitlist: waitlistOf(COMING_ARENA_GAME, { joined: true }),
  getOverlayStatus: gamer(() => ({ method: "GET", url: "/api/overlay/overlay-status" })),
  listOverlaySchedules: admin(() => ({ method: "GET", url: "/api/admin/overlay/schedules" })),
  createOverlaySchedule: admin(() => schedule(overlayScheduleInput())),
};

export const KLASH_PROVOCATIONS: {
  readonly [K in KlashOperationId]?: Partial<Record<number, Recipe | KlashProvocation>>;
} = {
  getGameArenaMetadata: {
    400: { method: "GET", url: "/api/game/games-metadata/0/GAMERJI" },
    404: as("ArenaGameNotFound", metadataOf(NOT_ARENA_GAME)),
  },
  getGameMetadataByProviderGameId: {
    400: { method: "GET", url: "/api/game/games-metadata/by-provider-game-id/not%20an%20id" },
    404: as("ArenaGameNotFound", {
      method: "GET",
      url: "/api/game/games-metadata/by-provider-game-id/gj-nobody",
    }),
  },
  getArenaRedirectUrl: {
    400: gamer(() => ({ method: "GET", url: "/api/klash/games/abc/redirect-url" })),
    404: as("ArenaGameNotFound", redirectOf(NOT_ARENA_GAME, true)),
    409: as("ArenaUsernameRequired", redirectOf(LIVE_ARENA_GAME, false)),
    503: as("ArenaUnavailable", redirectOf(LIVE_ARENA_GAME, true), "unconfigured"),
  },
  joinArenaWaitlist: {
    400: gamer(() => ({ method: "POST", url: "/api/klash/games/0/waitlist" })),
    404: as("ArenaGameNotFound", waitlistOf(NOT_ARENA_GAME)),
    409: as("ArenaGameAlreadyLive", waitlistOf(LIVE_ARENA_GAME)),
  },
  listOverlaySchedules: {
    403: as(
      "AdminRoleRequired",
      gamer(() => ({ method: "GET", url: "/api/admin/overlay/schedules" })),
    ),
  },
  createOverlaySchedule: {
    400: admin(() => schedule(overlayScheduleInput({ delaySeconds: -1 }))),
    403: as(
      "AdminRoleRequired",
      gamer(() => schedule(overlayScheduleInput())),
    ),
    422: as(
      "OverlayScheduleInvalid",
      admin(() => schedule(overlayScheduleInput({ endsAt: "2025-01-01T00:00:00.000Z" }))),
    ),
  },
};
