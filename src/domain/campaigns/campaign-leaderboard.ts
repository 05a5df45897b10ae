/**
 * How a gamer appears on a campaign's leaderboard, which anyone may read: by their Kleos username, or, when they
 * have none, by a name made from their account id. Never by a phone number, an e-mail address or a real name.
 */

/** The name shown for a gamer without a username: "Gamer " and the last six hex digits of their id. */
export const anonymousGamerName = (userId: string): string =>
  `Gamer ${userId.replaceAll("-", "").slice(-6).toUpperCase()}`;

export const leaderboardName = (username: string | null, userId: string): string =>
  username !== null && username.trim() !== "" ? username : anonymousGamerName(userId);
