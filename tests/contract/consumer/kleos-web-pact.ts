/**
 * The consumer side of the contract: one Pact per test file, all writing the same pact file (Pact merges
 * interactions by description and provider state), and the shapes of the answers the web client reads.
 * Matchers say "a value of this kind", so the contract fixes the fields the site uses, not the demo data.
 */
import "../pact-env";
import { MatchersV3, PactV4 } from "@pact-foundation/pact";
import {
  GAME_GENRES,
  GAME_LOGIN_METHODS,
  GAME_NETWORKS,
  GAME_PLATFORMS,
  SEARCH_GEOGRAPHIES,
} from "@/domain/games/game-catalogue";
import { CONSUMER, PACT_DIR, PROVIDER } from "../kleos-contract";

const { eachLike, integer, boolean, regex, string } = MatchersV3;

export const createKleosWebPact = (): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: "warn" });

/** Every request of the site says where it comes from (spec §6); spelled out, not taken from the client. */
export const SITE_HEADERS = { source: "website" } as const;
export const SITE_JSON_HEADERS = { ...SITE_HEADERS, "Content-Type": "application/json" } as const;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const oneOf = (values: readonly string[]): string => `^(${values.map(escapeRegex).join("|")})$`;

/** A value of a closed vocabulary: the site maps each to a label, so a new or renamed value is a break. */
const valueOf = (values: readonly string[], example: string) => regex(oneOf(values), example);

const ISO_INSTANT = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$";
const ISO_DATE = "^\\d{4}-\\d{2}-\\d{2}$";
const SLUG = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

export const instant = (example: string) => regex(ISO_INSTANT, example);
export const slug = (example: string) => regex(SLUG, example);
export const genre = (example: string) => valueOf(GAME_GENRES, example);
export const platform = (example: string) => valueOf(GAME_PLATFORMS, example);
export const network = (example: string) => valueOf(GAME_NETWORKS, example);
export const geography = (example: string) => valueOf(SEARCH_GEOGRAPHIES, example);
const loginMethod = (example: string) => valueOf(GAME_LOGIN_METHODS, example);

const cardImages = (gameSlug: string) => ({
  cover: string(`/media/games/${gameSlug}-cover.svg`),
  icon: string(`/media/games/${gameSlug}-icon.svg`),
});

/** A game as a card shows it (GameSummary). */
export const gameSummaryShape = {
  id: integer(3),
  slug: slug("dark-throne"),
  name: string("Dark Throne"),
  tagline: string("Claim the throne in a dark-fantasy action RPG"),
  developer: string("Throne Forge Games"),
  genres: eachLike(genre("RPG")),
  platforms: eachLike(platform("Android")),
  networks: eachLike(network("BNB Chain")),
  images: cardImages("dark-throne"),
  featured: boolean(true),
};

/** A game as its page shows it (Game): the card's fields and the details. */
export const gameShape = {
  ...gameSummaryShape,
  images: { ...cardImages("dark-throne"), banner: string("/media/games/dark-throne-banner.svg") },
  description: string("Fight through cursed dungeons with friends, forge gear from boss drops."),
  loginMethods: eachLike(loginMethod("IN_GAME_USER_ID")),
  websiteUrl: string("https://darkthrone.gg"),
  releasedOn: regex(ISO_DATE, "2023-06-09"),
};

export const gamePageShape = (pageLimit: number, pageOffset = 0) => ({
  items: eachLike(gameSummaryShape),
  page: { pageOffset: integer(pageOffset), pageLimit: integer(pageLimit), total: integer(26) },
});

/** An RFC 9457 problem; the site picks the message of its `code` and falls back on `title`. */
export const problemShape = (status: number, code: string, title: string) => ({
  type: string(`https://kleos.gg/problems/${code.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`),
  title: string(title),
  status,
  code,
});

export const PROBLEM_CONTENT_TYPE = regex("^application/problem\\+json(;.*)?$", "application/problem+json");
