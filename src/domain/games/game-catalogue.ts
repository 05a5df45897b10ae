/**
 * The fixed vocabularies of the game catalogue (spec §1, §3). The database stores these values and the
 * API enumerates them, so a value outside these lists is a bug, not user input.
 */

/** Platforms a game runs on (spec §3). */
export const GAME_PLATFORMS = ["Browser", "Android", "Windows", "iOS", "PC", "Mac"] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];

/**
 * Game genres. The spec names about 35 and shows eight (Social, RPG, Battle Royale, Shooter, MOBA, MMORPG,
 * Racing, Sports); the rest are the genres a gamer expects to filter by on a gaming platform.
 */
export const GAME_GENRES = [
  "Social",
  "RPG",
  "Battle Royale",
  "Shooter",
  "MOBA",
  "MMORPG",
  "Racing",
  "Sports",
  "Action",
  "Adventure",
  "Strategy",
  "Real-Time Strategy",
  "Turn-Based Strategy",
  "Card",
  "Collectible Card",
  "Puzzle",
  "Casual",
  "Hyper-Casual",
  "Arcade",
  "Platformer",
  "Fighting",
  "Simulation",
  "Sandbox",
  "Survival",
  "Horror",
  "Tower Defense",
  "Idle",
  "Board",
  "Trivia",
  "Music",
  "Metaverse",
  "Open World",
  "Roguelike",
  "Tactical",
  "Play-to-Earn",
] as const;
export type GameGenre = (typeof GAME_GENRES)[number];

/** Networks a game's on-chain assets live on; "Off-chain" for games with none. */
export const GAME_NETWORKS = [
  "Ethereum",
  "Polygon",
  "BNB Chain",
  "Solana",
  "Arbitrum",
  "Base",
  "Avalanche",
  "Immutable zkEVM",
  "Ronin",
  "Off-chain",
] as const;
export type GameNetwork = (typeof GAME_NETWORKS)[number];

/** How a gamer identifies themself inside a game (spec §1, game login methods). */
export const GAME_LOGIN_METHODS = [
  "USER_NAME",
  "IN_GAME_EMAIL",
  "IN_GAME_WALLET",
  "IN_GAME_USER_ID",
  "BROWSER_EXTENSION_WALLET",
  "SOLANA_WALLET",
  "STEAM_ID",
] as const;
export type GameLoginMethod = (typeof GAME_LOGIN_METHODS)[number];

/** Where a search was made from (spec §9 search geography). */
export const SEARCH_GEOGRAPHIES = ["India", "Brazil", "Other"] as const;
export type SearchGeography = (typeof SEARCH_GEOGRAPHIES)[number];

/** Longest search term we record or match; longer input is a client bug or abuse. */
export const SEARCH_TERM_MAX_LENGTH = 60;
