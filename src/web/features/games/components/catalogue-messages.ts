/**
 * Display names of the catalogue's vocabularies. Values travel in English on the wire; what a gamer reads is
 * a message, so every language can name them. A game's login methods are named by the site's shared
 * `gameLoginMethodMessages` (src/web/lib/game-login-method-messages.ts).
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { GameGenre, GameNetwork, GamePlatform } from "@/domain/games/game-catalogue";

export const genreMessages = defineMessages({
  Social: { id: "games.genre.social", defaultMessage: "Social" },
  RPG: { id: "games.genre.rpg", defaultMessage: "RPG" },
  "Battle Royale": { id: "games.genre.battleRoyale", defaultMessage: "Battle Royale" },
  Shooter: { id: "games.genre.shooter", defaultMessage: "Shooter" },
  MOBA: { id: "games.genre.moba", defaultMessage: "MOBA" },
  MMORPG: { id: "games.genre.mmorpg", defaultMessage: "MMORPG" },
  Racing: { id: "games.genre.racing", defaultMessage: "Racing" },
  Sports: { id: "games.genre.sports", defaultMessage: "Sports" },
  Action: { id: "games.genre.action", defaultMessage: "Action" },
  Adventure: { id: "games.genre.adventure", defaultMessage: "Adventure" },
  Strategy: { id: "games.genre.strategy", defaultMessage: "Strategy" },
  "Real-Time Strategy": { id: "games.genre.realTimeStrategy", defaultMessage: "Real-Time Strategy" },
  "Turn-Based Strategy": { id: "games.genre.turnBasedStrategy", defaultMessage: "Turn-Based Strategy" },
  Card: { id: "games.genre.card", defaultMessage: "Card" },
  "Collectible Card": { id: "games.genre.collectibleCard", defaultMessage: "Collectible Card" },
  Puzzle: { id: "games.genre.puzzle", defaultMessage: "Puzzle" },
  Casual: { id: "games.genre.casual", defaultMessage: "Casual" },
  "Hyper-Casual": { id: "games.genre.hyperCasual", defaultMessage: "Hyper-Casual" },
  Arcade: { id: "games.genre.arcade", defaultMessage: "Arcade" },
  Platformer: { id: "games.genre.platformer", defaultMessage: "Platformer" },
  Fighting: { id: "games.genre.fighting", defaultMessage: "Fighting" },
  Simulation: { id: "games.genre.simulation", defaultMessage: "Simulation" },
  Sandbox: { id: "games.genre.sandbox", defaultMessage: "Sandbox" },
  Survival: { id: "games.genre.survival", defaultMessage: "Survival" },
  Horror: { id: "games.genre.horror", defaultMessage: "Horror" },
  "Tower Defense": { id: "games.genre.towerDefense", defaultMessage: "Tower Defense" },
  Idle: { id: "games.genre.idle", defaultMessage: "Idle" },
  Board: { id: "games.genre.board", defaultMessage: "Board" },
  Trivia: { id: "games.genre.trivia", defaultMessage: "Trivia" },
  Music: { id: "games.genre.music", defaultMessage: "Music" },
  Metaverse: { id: "games.genre.metaverse", defaultMessage: "Metaverse" },
  "Open World": { id: "games.genre.openWorld", defaultMessage: "Open World" },
  Roguelike: { id: "games.genre.roguelike", defaultMessage: "Roguelike" },
  Tactical: { id: "games.genre.tactical", defaultMessage: "Tactical" },
  "Play-to-Earn": { id: "games.genre.playToEarn", defaultMessage: "Play-to-Earn" },
}) satisfies Record<GameGenre, MessageDescriptor>;

export const platformMessages = defineMessages({
  Browser: { id: "games.platform.browser", defaultMessage: "Browser" },
  Android: { id: "games.platform.android", defaultMessage: "Android" },
  Windows: { id: "games.platform.windows", defaultMessage: "Windows" },
  iOS: { id: "games.platform.ios", defaultMessage: "iOS" },
  PC: { id: "games.platform.pc", defaultMessage: "PC" },
  Mac: { id: "games.platform.mac", defaultMessage: "Mac" },
}) satisfies Record<GamePlatform, MessageDescriptor>;

export const networkMessages = defineMessages({
  Ethereum: { id: "games.network.ethereum", defaultMessage: "Ethereum" },
  Polygon: { id: "games.network.polygon", defaultMessage: "Polygon" },
  "BNB Chain": { id: "games.network.bnbChain", defaultMessage: "BNB Chain" },
  Solana: { id: "games.network.solana", defaultMessage: "Solana" },
  Arbitrum: { id: "games.network.arbitrum", defaultMessage: "Arbitrum" },
  Base: { id: "games.network.base", defaultMessage: "Base" },
  Avalanche: { id: "games.network.avalanche", defaultMessage: "Avalanche" },
  "Immutable zkEVM": { id: "games.network.immutableZkevm", defaultMessage: "Immutable zkEVM" },
  Ronin: { id: "games.network.ronin", defaultMessage: "Ronin" },
  "Off-chain": { id: "games.network.offChain", defaultMessage: "Off-chain" },
}) satisfies Record<GameNetwork, MessageDescriptor>;
