import type { GameGenre, GameLoginMethod, GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";

/** The art a game card shows. */
export interface GameCardImages {
  readonly cover: string;
  readonly icon: string;
}

export interface GameImages extends GameCardImages {
  readonly banner: string;
}

/** A game as lists show it. */
export interface GameSummary {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly tagline: string;
  readonly developer: string;
  readonly genres: readonly GameGenre[];
  readonly platforms: readonly GamePlatform[];
  readonly networks: readonly GameNetwork[];
  readonly images: GameCardImages;
  readonly featured: boolean;
}

/** A game with everything its page shows. */
export interface Game extends Omit<GameSummary, "images"> {
  readonly images: GameImages;
  readonly description: string;
  readonly loginMethods: readonly GameLoginMethod[];
  readonly websiteUrl: string | null;
  /** ISO date (YYYY-MM-DD). */
  readonly releasedOn: string | null;
}

export type GameSort = "featured" | "name" | "newest";

export interface GameQuery {
  readonly pageOffset: number;
  readonly pageLimit: number;
  readonly genres: readonly GameGenre[];
  readonly platforms: readonly GamePlatform[];
  readonly networks: readonly GameNetwork[];
  readonly search: string | undefined;
  readonly featured: boolean | undefined;
  readonly sort: GameSort;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface FacetCount<Name extends string> {
  readonly name: Name;
  readonly gameCount: number;
}

export interface GenreFacet extends FacetCount<GameGenre> {
  readonly id: number;
  readonly slug: string;
}

/** A game is looked up by numeric id or by slug; the same path parameter carries both. */
export type GameKey =
  { readonly kind: "id"; readonly id: number } | { readonly kind: "slug"; readonly slug: string };

export const parseGameKey = (value: string): GameKey => {
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    if (id >= 1 && id <= 2_147_483_647) return { kind: "id", id };
  }
  return { kind: "slug", slug: value };
};

/** Search terms are matched and stored trimmed, with inner whitespace collapsed, in lower case. */
export const normaliseSearchTerm = (term: string): string => term.trim().replace(/\s+/g, " ").toLowerCase();
