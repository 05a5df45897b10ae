/**
 * What the admin tests share: an admin's profile, saved campaigns in the contract's shape, the recording fake
 * API with admin answers, and a render inside a router with the admin routes. Test-only: no page imports it.
 */
import type { RenderResult } from "@testing-library/react";
import { Route, Routes } from "react-router";
import type { AdminCampaign, AdminLeaderboard } from "@/web/features/admin/api/admin-api";
import { AdminRoute } from "@/web/features/admin/routes/admin-route";
import { EditCampaignRoute } from "@/web/features/admin/routes/edit-campaign-route";
import { NewCampaignRoute } from "@/web/features/admin/routes/new-campaign-route";
import type { UserProfile } from "@/web/lib/session";
import { fakeApi, json, type Handler, type Reply } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { LocationProbe, renderWithSession } from "@/web/testing/render-with-session";

export { json, problem, type RecordedRequest } from "@/web/testing/fake-api";
export { setSignedIn } from "@/web/testing/render-with-session";

export const adminProfile = (isAdmin = true): UserProfile => ({
  ...userProfile({ username: "opsadmin" }),
  isAdmin,
});

export const CAMPAIGN_ID = "3f0c2a9e-5b7d-4c1e-8a6f-0d2b4e6f8a10";
export const TASK_ID = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

/** A saved draft campaign with one URI_REDIRECTION task, with `overrides` on top. */
export const adminCampaign = (overrides: Partial<AdminCampaign> = {}): AdminCampaign => ({
  id: CAMPAIGN_ID,
  kind: "campaign",
  slug: "monsoon-cup",
  title: "Monsoon Cup",
  description: "Play through the monsoon.",
  gameId: 3,
  lifecycle: "DRAFT",
  status: "DRAFT",
  startsAt: "2026-07-01T10:00:00.000Z",
  endsAt: "2026-07-10T10:00:00.000Z",
  claimEndsAt: "2026-07-17T10:00:00.000Z",
  featured: false,
  isPrivate: false,
  applicableContinents: [],
  applicableCountries: ["IN"],
  reward: { currency: "KCASH", amount: 1250, decimals: 2 },
  distribution: { method: "EVERYONE" },
  distributionState: "PENDING",
  claimedCount: 0,
  participantCount: 0,
  slots: null,
  bannerImage: "/media/banners/season-of-legends.svg",
  raffleSeedHash: null,
  publishedAt: null,
  createdAt: "2026-06-01T10:00:00.000Z",
  updatedAt: "2026-06-01T10:00:00.000Z",
  tasks: [
    {
      id: TASK_ID,
      position: 0,
      type: "URI_REDIRECTION",
      title: "Visit the site",
      description: "Open the partner's site.",
      config: { url: "https://example.com/monsoon" },
      active: true,
      points: 10,
    },
  ],
  ...overrides,
});

export const page = (items: AdminCampaign[], pageOffset = 0, total = items.length) => ({
  items,
  page: { pageOffset, pageLimit: 20, total },
});

export const BOARD_ID = "5c2f6a1e-8d3b-4f7a-9e0c-1b2d3e4f5a6b";

/** A platform leaderboard that has not started, with two prize tiers, and `overrides` on top. */
export const adminLeaderboard = (overrides: Partial<AdminLeaderboard> = {}): AdminLeaderboard => ({
  id: BOARD_ID,
  title: "Monsoon Sprint",
  kind: "GAMER",
  entityRefId: null,
  scoreSource: "KPOINTS_EARNED",
  status: "PUBLISHED",
  seasonStartsAt: "2031-07-01T10:00:00.000Z",
  seasonEndsAt: "2031-07-31T10:00:00.000Z",
  completedAt: null,
  prizeTiers: [
    { fromRank: 1, toRank: 1, currency: "KCASH", amount: 500_000 },
    { fromRank: 2, toRank: 10, currency: "KCASH", amount: 50_000 },
  ],
  participantCount: 0,
  ties: { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" },
  ...overrides,
});

/** The list of `boards` (one page) and each board on its own, as the leaderboards console reads them. */
export const leaderboardRoutes = (boards: AdminLeaderboard[]): Record<string, Reply> => ({
  "GET /api/platform-centralized-leaderboard/leaderboards": json(200, {
    items: boards,
    page: { pageOffset: 0, pageLimit: 10, total: boards.length },
  }),
  ...Object.fromEntries(
    boards.map((board) => [
      `GET /api/platform-centralized-leaderboard/leaderboards/${board.id}`,
      json(200, { leaderboard: board, items: [], page: { pageOffset: 0, pageLimit: 1, total: 0 }, me: null }),
    ]),
  ),
});

export const GAMES = [
  { id: 3, name: "Monsoon Drift" },
  { id: 7, name: "Kabaddi Kings" },
];

const gameSummary = (game: { id: number; name: string }) => ({
  id: game.id,
  slug: game.name.toLowerCase().replace(/ /g, "-"),
  name: game.name,
  tagline: "",
  developer: "",
  genres: [],
  platforms: [],
  networks: [],
  images: { cover: "", icon: "", banner: "" },
  featured: false,
});

/** The fake API with an admin signed in, one saved campaign, two games, no leaderboards, and `routes` on top. */
export const adminApi = (routes: Record<string, Handler | Reply> = {}, { isAdmin = true } = {}) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, adminProfile(isAdmin)),
    "GET /api/admin/campaigns": json(200, page([adminCampaign()])),
    [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: json(200, adminCampaign()),
    "GET /api/admin/campaigns/monsoon-cup": json(200, adminCampaign()),
    "GET /api/game": json(200, {
      items: GAMES.map(gameSummary),
      page: { pageOffset: 0, pageLimit: 50, total: 2 },
    }),
    ...leaderboardRoutes([]),
    ...routes,
  });

/** Renders the admin routes at `route` with the fake API behind them. */
export const renderAdmin = (
  fetch: typeof globalThis.fetch,
  { route = "/admin", signedIn = true }: { route?: string; signedIn?: boolean } = {},
): RenderResult =>
  renderWithSession(
    <>
      <Routes>
        <Route path="/admin" element={<AdminRoute />} />
        <Route path="/admin/campaigns/new" element={<NewCampaignRoute />} />
        <Route path="/admin/campaigns/:campaignId" element={<EditCampaignRoute />} />
      </Routes>
      <LocationProbe />
    </>,
    { fetch, route, signedIn },
  );
