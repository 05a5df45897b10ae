import { Schema } from "effect";
import type { GameLoginMethod } from "@/domain/games/game-catalogue";
import { isEmail } from "@/domain/validation/email-rules";
import { SteamId } from "@/domain/validation/steam-id";
import { rule } from "@/domain/validation/validate";
import { EvmAddress, SolanaAddress } from "@/domain/validation/wallet-rules";

/*
 * The identifier a gamer gives for a game login method (spec §5): the in-game e-mail matches the e-mail
 * rule; a wallet (in-game or browser-extension) is a valid EVM address; a Solana wallet matches the Solana
 * rule; a Steam id is one of the Steam forms; a user name and an in-game user id have no spaces. Every
 * identifier is required: an empty user name, id or e-mail reads "Please enter a value", an empty address
 * fails its address rule.
 */

const notEmpty = rule("validation.common.enterValue", (value: string) => value !== "");

const GameUserName = Schema.String.check(
  notEmpty,
  rule("validation.gameUserName.noSpaces", (value: string) => !/\s/u.test(value)),
);

const GameUserId = Schema.String.check(
  notEmpty,
  rule("validation.gameUserId.noSpaces", (value: string) => !/\s/u.test(value)),
);

const InGameEmail = Schema.String.check(notEmpty, rule("validation.email.invalid", isEmail));

const GAME_LOGIN_IDENTIFIERS: { readonly [Method in GameLoginMethod]: Schema.Codec<string> } = {
  USER_NAME: GameUserName,
  IN_GAME_EMAIL: InGameEmail,
  IN_GAME_WALLET: EvmAddress,
  IN_GAME_USER_ID: GameUserId,
  BROWSER_EXTENSION_WALLET: EvmAddress,
  SOLANA_WALLET: SolanaAddress,
  STEAM_ID: SteamId,
};

/** The rule for the identifier of one game login method. */
export const gameLoginIdentifierFor = (method: GameLoginMethod): Schema.Codec<string> =>
  GAME_LOGIN_IDENTIFIERS[method];
