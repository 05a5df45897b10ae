/**
 * What the consumer tests and the provider verification must agree on: who the parties are, where the pact
 * file lives, and the provider states by name (a state the consumer names but the provider does not handle
 * would silently verify against whatever data happens to be there).
 */
import { fileURLToPath } from "node:url";

export const CONSUMER = "kleos-web";
export const PROVIDER = "kleos-api";

export const PACT_DIR = fileURLToPath(new URL("../../contracts", import.meta.url));
export const PACT_FILE = fileURLToPath(
  new URL(`../../contracts/${CONSUMER}-${PROVIDER}.json`, import.meta.url),
);

export const STATES = {
  demoCatalogue: "the demo catalogue is loaded",
  /** The demo catalogue and its demo tournaments, in every status (one open for registration). */
  demoTournaments: "the demo tournaments are loaded",
  /** The demo voucher store (vouchers for India and Brazil with their codes, one sold out). */
  demoStore: "the demo voucher store is loaded",
  noSuchGame: "no game has the slug no-such-game",
  darkSearchedInIndia: "a search for dark was recorded in India",
  /** A fresh account signed in by phone; the verifier sends its bearer token with the request. */
  signedInGamer: "a signed-in gamer",
  /** The same, with a pending deletion request. */
  signedInGamerAskedForDeletion: "a signed-in gamer who asked to delete the account",
  /** A fresh gamer credited 500 K-Cash from the reward pool. */
  gamerWithKcash: "a signed-in gamer with 500 K-Cash",
  /** A fresh gamer credited 1,250 K-Points from the reward pool, in one reward. */
  gamerWithKPoints: "a signed-in gamer who earned 1,250 K-Points",
  /** The same, holding a quote to swap 100 of it for USDT on Polygon; the state answers `quoteId`. */
  gamerWithSwapQuote: "a signed-in gamer with 500 K-Cash and a quote to swap 100 of it",
  /**
   * A fresh gamer who bought 500 K-Cash through the sandbox and swapped 100 of it for USDT; the state
   * answers `paymentId` (the purchase) and `swapTransactionId` (the swap's ledger transaction).
   */
  gamerWhoBoughtAndSwapped: "a signed-in gamer who bought 500 K-Cash and swapped 100 of it",
  /** A fresh gamer with an unpaid sandbox order for 500 K-Cash; the state answers `paymentId`. */
  gamerWithOpenOrder: "a signed-in gamer with an open sandbox order for 500 K-Cash",
  /** A phone sign-in code was sent; the state answers `challengeId` and `code`. */
  phoneCodeSent: "a phone sign-in code was sent",
  /** A phone sign-in code was sent to +919876543210, so the dev inbox holds it. */
  devInboxHoldsCode: "the dev inbox holds a code for +919876543210",
  /**
   * The K-Drop `kickstart`, published and live, paying 100 K-Points to everyone who completes its two tasks: a
   * SPECIAL_CODE task (whose code is KICKSTART_CODE) and then a CREATE_REFERRAL task. Nobody is signed in. The
   * state answers `campaignId`, `specialCodeTaskId` and `referralTaskId`.
   */
  liveCampaign: "a live campaign kickstart with a special-code task and a referral task",
  /** The same campaign, started by a fresh signed-in gamer who has done no task yet; the same answers. */
  gamerStartedLiveCampaign: "a signed-in gamer who started the live campaign kickstart",
  /** The same campaign, its every task verified for a fresh signed-in gamer who has not claimed; the same answers. */
  gamerCompletedLiveCampaign: "a signed-in gamer who completed every task of the live campaign kickstart",
  /** The K-Drop `next-season`, published, starting in a week; the state answers `campaignId`. */
  upcomingCampaign: "an upcoming campaign next-season",
  /** The demo catalogue, and the live K-Quest `bullie-boss-rush` of Bullieverse with 100 slots and one task. */
  liveQuest: "a live quest bullie-boss-rush of Bullieverse",
  /** A fresh account signed in by phone, with the admin role. */
  adminSignedIn: "an admin signed in",
  /**
   * The demo clans: Mumbai Titans, Delhi Dynamos (India), Samba Strikers, Rio Raptors (Brazil), with members and
   * no participation yet. The state answers `clanId` (Mumbai Titans', whose Chief is ArjunPlays).
   */
  demoClans: "the demo clans of India and Brazil are loaded",
  /** A gamer reserved the POG name Racer99 (racer99.kleos in any case). */
  pogNameReserved: "a gamer reserved the POG name Racer99",
  /**
   * The signed-in gamer holds the POG name Racer99 with an active avatar (a showcased card) and liked it; another
   * gamer holds the referral code REFER234. The state answers `userId` (the signed-in gamer's).
   */
  pogCardShowcased:
    "a signed-in gamer with the showcased POG card Racer99, and another gamer with the code REFER234",
  /**
   * A signed-in gamer holding the POG name Racer99 with a ready active avatar, whose card is not minted yet; the
   * provider runs with a local chain. The state answers `mintStateId`.
   */
  pogReadyToMint: "a signed-in gamer with the POG name Racer99 and a ready avatar, not minted yet",
  /**
   * A signed-in gamer whose friend (a verified phone) joined the mint flow's roadmap with the gamer's code and
   * reserved a POG name, so the first step is reached. The state answers `userId` (the signed-in gamer's).
   */
  pogRoadmapFriendReservedName:
    "a signed-in gamer whose friend joined the mint roadmap with their code and reserved a POG name",
  /**
   * A signed-in gamer, and a Telegram Login Widget answer for the Telegram user 512345678 (ravi_kleos) that the
   * development simulator signed just now. The state answers `authDate` and `hash` (numbers stay numbers).
   */
  telegramLoginSigned: "a signed-in gamer with a Telegram login the simulator signed",
  /** The demo leaderboards (a live gamer season and a live clan season); the state answers `leaderboardId` (the gamer season's). */
  demoLeaderboards: "the demo leaderboards are loaded",
  /** The same, and a fresh signed-in gamer who earned 70 K-Points in the season; the same answer. */
  gamerInLiveSeason: "a signed-in gamer who earned 70 K-Points in the live gamer season",
  /** The demo catalogue and Kleos' own demo offers (Dark Throne's partner game), and a fresh signed-in gamer. */
  gamerWithOffers: "a signed-in gamer and Kleos' own demo offers",
  /**
   * The demo arena, and a fresh signed-in gamer whose arena username in Desert Drop is desert_fox_9; the state
   * answers `gameId` (Desert Drop, live) and `comingGameId` (Kabaddi Kings, taking waitlist sign-ups).
   */
  gamerWithArenaUsername: "a signed-in gamer with the arena username desert_fox_9 in Desert Drop",
} as const;

/** The code an admin handed out for the special-code task of the live campaign state. */
export const KICKSTART_CODE = "KICKSTART26";

/** The number the dev inbox state sends a code to. */
export const DEV_INBOX_NUMBER = "+919876543210";

export type ProviderStateName = (typeof STATES)[keyof typeof STATES];
