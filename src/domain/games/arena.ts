/**
 * The Klash arena (spec §2, §7): the query parameter of the arena redirect that names the Kleos game ("arena
 * redirect with {product}GameID"), beside the handoff `code`.
 */
export const ARENA_GAME_ID_PARAMETER = "KleosGameID";

/** The only arena provider Kleos knows (spec §7 `game/games-metadata/{id}/GAMERJI`). */
export const ARENA_PROVIDER = "GAMERJI";

/** The game login method a bash arena username is saved under: the gamer's in-game user id (spec §1, §5). */
export const ARENA_LOGIN_METHOD = "IN_GAME_USER_ID";
