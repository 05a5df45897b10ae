/**
 * A game's login methods as labels of their own ("User name", "Steam ID"): the choices and the identifier field
 * of the game login form (the campaigns' game details, the tournaments' in-game id), the method a saved
 * in-game id was given with, and the login methods a game's page lists.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { GameLoginMethod } from "@/domain/games/game-catalogue";

export const gameLoginMethodMessages: Readonly<Record<GameLoginMethod, MessageDescriptor>> = defineMessages({
  USER_NAME: { id: "gameLoginMethod.userName", defaultMessage: "User name" },
  IN_GAME_EMAIL: { id: "gameLoginMethod.inGameEmail", defaultMessage: "In-game e-mail" },
  IN_GAME_WALLET: { id: "gameLoginMethod.inGameWallet", defaultMessage: "In-game wallet" },
  IN_GAME_USER_ID: { id: "gameLoginMethod.inGameUserId", defaultMessage: "In-game user ID" },
  BROWSER_EXTENSION_WALLET: {
    id: "gameLoginMethod.browserExtensionWallet",
    defaultMessage: "Browser-extension wallet",
  },
  SOLANA_WALLET: { id: "gameLoginMethod.solanaWallet", defaultMessage: "Solana wallet" },
  STEAM_ID: { id: "gameLoginMethod.steamId", defaultMessage: "Steam ID" },
});
