/**
 * What the tournament tests share: answers in the contract's shapes (a summary, a detail, a page, standings).
 * Test-only: no page imports it.
 */
import type { components } from "#generated/api";
import { json, type Answer } from "@/web/testing/fake-api";

export { fakeApi, problem, type Answer, type RecordedRequest } from "@/web/testing/fake-api";
export { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];

export const ok = (body: unknown, status = 200): Answer => json(status, body);

const HOUR = 3_600_000;
export const inHours = (hours: number): string => new Date(Date.now() + hours * HOUR).toISOString();

export const GAME: Schemas["GameRef"] = {
  id: 7,
  name: "Dark Throne",
  slug: "dark-throne",
  iconImage: "/media/games/dark-throne-icon.svg",
};

export const summary = (
  overrides: Partial<Schemas["TournamentSummary"]> = {},
): Schemas["TournamentSummary"] => ({
  id: "22222222-2222-4222-8222-000000000001",
  slug: "throne-open",
  title: "Throne Open",
  game: GAME,
  format: "SOLO",
  status: "PUBLISHED",
  registrationOpensAt: inHours(-24),
  registrationClosesAt: inHours(24),
  startsAt: inHours(48),
  endsAt: inHours(52),
  registrationOpen: true,
  capacity: 8,
  registeredCount: 3,
  prizePool: [{ currency: "KCASH", amount: 60_000, decimals: 2 }],
  ...overrides,
});

export const detail = (
  overrides: Partial<Schemas["TournamentDetail"]> = {},
): Schemas["TournamentDetail"] => ({
  ...summary(),
  description: "A solo knockout.",
  prizes: [
    { rank: 1, currency: "KCASH", amount: 40_000, decimals: 2 },
    { rank: 2, currency: "KCASH", amount: 20_000, decimals: 2 },
  ],
  registered: false,
  inGameId: null,
  ...overrides,
});

export const page = (items: readonly Schemas["TournamentSummary"][]): Schemas["TournamentPage"] => ({
  items: [...items],
  page: { pageOffset: 0, pageLimit: 20, total: items.length },
});

export const standings = (
  overrides: Partial<Schemas["TournamentStandings"]> = {},
): Schemas["TournamentStandings"] => ({
  tournamentId: summary().id,
  status: "PUBLISHED",
  final: false,
  items: [],
  ...overrides,
});

export const GAMES_PAGE = {
  items: [
    {
      id: 7,
      slug: "dark-throne",
      name: "Dark Throne",
      tagline: "Claim the throne",
      developer: "Throne Forge",
      genres: ["RPG"],
      platforms: ["PC"],
      networks: [],
      images: { cover: "/c.svg", icon: "/i.svg" },
      featured: false,
    },
    {
      id: 9,
      slug: "kabaddi-kings",
      name: "Kabaddi Kings",
      tagline: "Raid and defend",
      developer: "Kings",
      genres: ["Sports"],
      platforms: ["Android"],
      networks: [],
      images: { cover: "/c.svg", icon: "/i.svg" },
      featured: false,
    },
  ],
  page: { pageOffset: 0, pageLimit: 50, total: 2 },
};
