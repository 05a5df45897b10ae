/**
 * Demo K-Drop campaigns and K-Quest quests in every state (live, upcoming, claiming, drawing, ended), so a fresh
 * `npm start` looks alive. Dates are relative to the moment of seeding; a campaign already seeded keeps its
 * dates, so a long-lived development database ages like a real one.
 *
 * Two demo campaigns can be finished by a new gamer alone: Kickstart (a special code, printed in its
 * description, and creating a referral code) and Jumpstart. "Hold the Kleos Demo Token" can too, on the local
 * chain `npm start` runs (its HOLD_TOKEN task names the chain `anvil`, EVM_CHAIN_NAME's default).
 */
import type { DistributionConfig } from "@/domain/campaigns/campaign-lifecycle";
import type { Currency } from "@/domain/constants/money";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import { parseUnits } from "viem";
import { DEMO_CONTRACT_ADDRESSES, DEMO_TOKEN_DECIMALS } from "@/server/providers/chain/demo-contracts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface DemoTask<T extends TaskType = TaskType> {
  readonly type: T;
  readonly title: string;
  readonly description: string;
  readonly config: TaskConfigs[T];
  readonly points?: number;
}

export interface DemoCampaign {
  readonly kind: "campaign" | "quest";
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Slug of a demo game. */
  readonly game?: string;
  /** Art for a campaign without a game (a site banner); a game's campaign shows the game's banner. */
  readonly banner?: string;
  readonly lifecycle: "DRAFT" | "PUBLISHED" | "ARCHIVED";
  /** Offsets from the moment of seeding, in milliseconds. */
  readonly startsIn: number;
  readonly endsIn: number;
  readonly claimEndsIn?: number;
  readonly featured?: boolean;
  readonly isPrivate?: boolean;
  /** Follows, memberships and holdings are checked again at claim. */
  readonly recheckAtClaim?: boolean;
  readonly applicableCountries?: readonly string[];
  readonly reward: { readonly currency: Currency; readonly amount: number };
  readonly distribution: DistributionConfig;
  readonly slots?: number;
  readonly tasks: readonly DemoTask[];
  /** SPECIAL_CODE tasks' codes (by task position) with their use limit. */
  readonly specialCodes?: {
    readonly position: number;
    readonly codes: readonly string[];
    readonly useLimit: number;
  };
}

/** The Telegram channel and Steam game of the Level Up demo: set them up in the simulator in development. */
export const DEMO_TELEGRAM_CHANNEL = "@kleos_news";
export const DEMO_STEAM_APP_ID = 570;

const task = <T extends TaskType>(
  type: T,
  title: string,
  description: string,
  config: TaskConfigs[T],
  points = 10,
): DemoTask => ({ type, title, description, config, points });

export const DEMO_SPECIAL_CODE = "KICKSTART26";

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    kind: "campaign",
    slug: "kickstart",
    banner: "/media/banners/season-of-legends.svg",
    title: "Kickstart",
    description: `Your first K-Points on Kleos. Enter the code ${DEMO_SPECIAL_CODE} from our launch stream, create your referral code and claim 500 K-Points.`,
    lifecycle: "PUBLISHED",
    startsIn: -2 * DAY,
    endsIn: 28 * DAY,
    claimEndsIn: 35 * DAY,
    featured: true,
    reward: { currency: "KPOINTS", amount: 500 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("SPECIAL_CODE", "Enter the launch code", "Type the code shown on the Kleos launch stream.", {}),
      task(
        "CREATE_REFERRAL",
        "Create your referral code",
        "Make the code your friends join with; it is yours for every campaign.",
        {},
      ),
    ],
    specialCodes: { position: 0, codes: [DEMO_SPECIAL_CODE], useLimit: 1_000_000 },
  },
  {
    kind: "campaign",
    slug: "jumpstart",
    title: "Jumpstart",
    description:
      "The first 100 gamers to verify their phone, create a referral code and open the Bullieverse site share 250 K-Points each.",
    game: "bullieverse",
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 10 * DAY,
    claimEndsIn: 17 * DAY,
    featured: true,
    reward: { currency: "KPOINTS", amount: 250 },
    distribution: { method: "FCFS", cap: 100 },
    tasks: [
      task(
        "INTERNAL_API_VALIDATION",
        "Verify your phone number",
        "Sign in with your phone, or add it on your profile.",
        { fact: "PHONE_VERIFIED" },
      ),
      task("CREATE_REFERRAL", "Create your referral code", "Make the code your friends join with.", {}),
      task("URI_REDIRECTION", "Visit Bullieverse", "Open the Bullieverse site through Kleos.", {
        url: "https://www.bullieverse.com/",
      }),
    ],
  },
  {
    kind: "campaign",
    slug: "kleos-social-drop",
    title: "Kleos Social Drop",
    description:
      "Connect X and Discord, follow @kleos, like, repost and reply to the launch post, wear Kleos in your name and bio, share your POG card, and join the Kleos Community server with the Quester role: 300 K-Points for everyone. Locally, play X and Discord on the provider simulator (/dev/providers).",
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 21 * DAY,
    claimEndsIn: 28 * DAY,
    reward: { currency: "KPOINTS", amount: 300 },
    distribution: { method: "EVERYONE" },
    // The simulator's accounts (src/server/providers/social/fake-social-world.ts, simulatorWorld).
    tasks: [
      task("LINK_TWITTER", "Connect your X account", "Connect X so Kleos can check your X tasks.", {}),
      task("TWITTER_FOLLOW", "Follow @kleos on X", "Follow the Kleos account.", { handle: "kleos" }),
      task("TWITTER_LIKE", "Like the launch post", "Like the Season 1 post on X.", {
        tweetUrl: "https://x.com/kleos/status/5001",
      }),
      task("TWITTER_RETWEET", "Repost the launch post", "Repost the Season 1 post on X.", {
        tweetUrl: "https://x.com/kleos/status/5001",
      }),
      task("TWITTER_COMMENT", "Reply to the launch post", "Reply to the Season 1 post on X.", {
        tweetUrl: "https://x.com/kleos/status/5001",
      }),
      task("TWITTER_TWEET_HASHTAGS", "Post with #Kleos #KDrop", "Post on X with both hashtags.", {
        hashtags: ["Kleos", "KDrop"],
      }),
      task("TWITTER_PROFILE_NAME", "Wear Kleos in your X name", "Add Kleos to your X display name.", {
        brand: "Kleos",
      }),
      task("TWITTER_BIO", "Put Kleos in your X bio", 'Add the words "Playing on Kleos" to your X bio.', {
        text: "Playing on Kleos",
      }),
      task("SHARE_POG_ON_X", "Share your POG card on X", "Post your POG card's link on X.", {}),
      task(
        "LINK_DISCORD",
        "Connect your Discord account",
        "Connect Discord so Kleos can check your server.",
        {},
      ),
      task("DISCORD_JOIN_SERVER", "Join Kleos Community", "Join the Kleos Community Discord server.", {
        guildId: "900100",
        inviteUrl: "https://discord.gg/kleos",
      }),
      task("DISCORD_ROLE", "Get the Quester role", "Get the Quester role on Kleos Community.", {
        guildId: "900100",
        roleId: "900201",
      }),
    ],
  },
  {
    kind: "campaign",
    slug: "level-up-drop",
    title: "Level Up Drop",
    description: `Link Telegram and Steam, join ${DEMO_TELEGRAM_CHANNEL} and play Steam app ${DEMO_STEAM_APP_ID} for an hour: 150 K-Points each. The membership is checked again when you claim. On a machine without Steam or Telegram credentials, play their side in the dev tools' Steam and Telegram simulator.`,
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 21 * DAY,
    claimEndsIn: 28 * DAY,
    recheckAtClaim: true,
    reward: { currency: "KPOINTS", amount: 150 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("LINK_TELEGRAM", "Link Telegram", "Connect your Telegram account on your profile.", {}),
      task(
        "TELEGRAM_JOIN_CHANNEL",
        `Join ${DEMO_TELEGRAM_CHANNEL}`,
        "Join the Kleos news channel on Telegram, then check.",
        { channel: DEMO_TELEGRAM_CHANNEL },
      ),
      task("LINK_STEAM", "Link Steam", "Connect your Steam account on your profile.", {}),
      task(
        "LINK_STEAM",
        "Play for an hour",
        `Own Steam app ${DEMO_STEAM_APP_ID} and play it for 60 minutes (your game details must be public).`,
        { appId: DEMO_STEAM_APP_ID, minPlaytimeMinutes: 60 },
      ),
    ],
  },
  {
    // The issue-17 journey: one task of each external type plus an ERC-20 holding, all walkable on `npm start`
    // through the provider simulator (/dev/providers) and the dev faucet (/dev-faucet).
    kind: "campaign",
    slug: "kleos-partner-drop",
    title: "Kleos Partner Drop",
    description: `Follow @kleos on X, join Kleos Community on Discord and ${DEMO_TELEGRAM_CHANNEL} on Telegram, own Steam app ${DEMO_STEAM_APP_ID}, and hold 10 DEMO: 400 K-Points for everyone. Locally, play the providers on the simulator (/dev/providers) and take DEMO at /dev-faucet.`,
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 21 * DAY,
    claimEndsIn: 28 * DAY,
    reward: { currency: "KPOINTS", amount: 400 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task(
        "TWITTER_FOLLOW",
        "Follow @kleos on X",
        "Connect X on your profile, then follow the Kleos account.",
        {
          handle: "kleos",
        },
      ),
      task(
        "DISCORD_JOIN_SERVER",
        "Join Kleos Community",
        "Connect Discord on your profile, then join the Kleos Community server.",
        { guildId: "900100", inviteUrl: "https://discord.gg/kleos" },
      ),
      task(
        "TELEGRAM_JOIN_CHANNEL",
        `Join ${DEMO_TELEGRAM_CHANNEL}`,
        "Link Telegram on your profile, then join the Kleos news channel.",
        { channel: DEMO_TELEGRAM_CHANNEL },
      ),
      task(
        "LINK_STEAM",
        `Own Steam app ${DEMO_STEAM_APP_ID}`,
        "Link Steam on your profile; your game details must be public.",
        { appId: DEMO_STEAM_APP_ID },
      ),
      task(
        "HOLD_TOKEN",
        "Hold 10 DEMO",
        "Link an EVM wallet and hold 10 Kleos Demo Token on the local chain.",
        {
          chain: "anvil",
          contract: DEMO_CONTRACT_ADDRESSES.token,
          minAmount: parseUnits("10", DEMO_TOKEN_DECIMALS).toString(),
        },
      ),
    ],
  },
  {
    kind: "campaign",
    slug: "samba-strikers-cup-drop",
    title: "Samba Strikers Cup Drop",
    description:
      "Link your game account and invite a friend: 10 winners drawn at the end share 50 K-Cash each. The draw's seed is published before it opens.",
    game: "samba-strikers",
    lifecycle: "PUBLISHED",
    startsIn: -3 * DAY,
    endsIn: 4 * DAY,
    applicableCountries: ["BR", "IN"],
    reward: { currency: "KCASH", amount: 5_000 },
    distribution: { method: "RAFFLE", winners: 10 },
    tasks: [
      task("CAPTURE_GAME_DETAILS", "Add your Samba Strikers account", "Tell us the name you play under.", {}),
      task("SHARE_REFERRAL_INVITE", "Invite a friend", "One friend joins this drop with your invite link.", {
        requiredInvites: 1,
      }),
      task("TWITTER_FOLLOW", "Follow Samba Strikers on X", "Follow the team's account.", {
        handle: "sambastrikers",
      }),
    ],
  },
  {
    kind: "campaign",
    slug: "diwali-dash",
    banner: "/media/banners/india-brazil-cup.svg",
    title: "Diwali Dash",
    description: "A festival leaderboard: the top 3 win 1,000 K-Points, places 4 to 20 win 200.",
    lifecycle: "PUBLISHED",
    startsIn: 3 * DAY,
    endsIn: 10 * DAY,
    featured: true,
    reward: { currency: "KPOINTS", amount: 0 },
    distribution: {
      method: "LEADERBOARD",
      tiers: [
        { fromRank: 1, toRank: 3, amount: 1_000 },
        { fromRank: 4, toRank: 20, amount: 200 },
      ],
    },
    tasks: [
      task(
        "LINK_WALLET",
        "Link a wallet",
        "Link an EVM or Solana wallet to your Kleos account.",
        { chain: "any" },
        30,
      ),
      task("CREATE_REFERRAL", "Create your referral code", "Make the code your friends join with.", {}, 20),
      task(
        "SHARE_REFERRAL_INVITE",
        "Bring three friends",
        "Three friends join the Dash with your invite link.",
        { requiredInvites: 3 },
        50,
      ),
    ],
  },
  {
    kind: "campaign",
    slug: "monsoon-marathon",
    banner: "/media/banners/season-of-legends.svg",
    title: "Monsoon Marathon",
    description: "The marathon is over: finishers can still claim their 100 K-Points this week.",
    lifecycle: "PUBLISHED",
    startsIn: -20 * DAY,
    endsIn: -1 * DAY,
    claimEndsIn: 6 * DAY,
    reward: { currency: "KPOINTS", amount: 100 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("INTERNAL_API_VALIDATION", "Verify your e-mail", "Add and verify an e-mail on your profile.", {
        fact: "EMAIL_VERIFIED",
      }),
    ],
  },
  {
    kind: "campaign",
    slug: "carnaval-raffle",
    title: "Carnaval Raffle",
    description: "Five Carnaval Cards winners were drawn from everyone who finished.",
    game: "carnaval-cards",
    lifecycle: "PUBLISHED",
    startsIn: -30 * DAY,
    endsIn: -7 * DAY,
    reward: { currency: "KCASH", amount: 10_000 },
    distribution: { method: "RAFFLE", winners: 5 },
    tasks: [
      task("URI_REDIRECTION", "Open the Carnaval Cards site", "Open the game's site through Kleos.", {
        url: "https://example.com/carnaval-cards",
      }),
    ],
  },
  {
    kind: "campaign",
    slug: "holi-hustle",
    banner: "/media/banners/india-brazil-cup.svg",
    title: "Holi Hustle",
    description: "Ended: thanks to everyone who played.",
    lifecycle: "PUBLISHED",
    startsIn: -60 * DAY,
    endsIn: -40 * DAY,
    claimEndsIn: -33 * DAY,
    reward: { currency: "KPOINTS", amount: 150 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("CREATE_REFERRAL", "Create your referral code", "Make the code your friends join with.", {}),
    ],
  },
  {
    kind: "campaign",
    slug: "creators-circle",
    banner: "/media/banners/proof-of-gamer.svg",
    title: "Creators' Circle",
    description: "A private drop for invited streamers: reachable by its link only.",
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 20 * DAY,
    isPrivate: true,
    reward: { currency: "RKLEOS", amount: 2_500_000_000 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("INTERNAL_API_VALIDATION", "Complete your profile", "Username, first name and country.", {
        fact: "PROFILE_COMPLETE",
      }),
    ],
  },
  {
    kind: "campaign",
    slug: "next-season-draft",
    banner: "/media/banners/proof-of-gamer.svg",
    title: "Next season (draft)",
    description: "Being prepared by the Kleos team.",
    lifecycle: "DRAFT",
    startsIn: 14 * DAY,
    endsIn: 30 * DAY,
    reward: { currency: "KPOINTS", amount: 300 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("CREATE_REFERRAL", "Create your referral code", "Make the code your friends join with.", {}),
    ],
  },
  {
    kind: "quest",
    slug: "bullieverse-first-run",
    title: "Bullieverse: first run",
    description: "Link your Bullieverse account and open the arena: 50 K-Points for the first 500 runners.",
    game: "bullieverse",
    lifecycle: "PUBLISHED",
    startsIn: -2 * DAY,
    endsIn: 12 * DAY,
    claimEndsIn: 19 * DAY,
    featured: true,
    slots: 500,
    reward: { currency: "KPOINTS", amount: 50 },
    distribution: { method: "FCFS", cap: 500 },
    tasks: [
      task(
        "CAPTURE_GAME_DETAILS",
        "Add your Bullieverse account",
        "The wallet or user name you play with.",
        {},
      ),
      task("URI_REDIRECTION", "Open the arena", "Open Bullieverse through Kleos.", {
        url: "https://www.bullieverse.com/",
      }),
    ],
  },
  {
    kind: "quest",
    slug: "colexion-collector",
    title: "Colexion collector",
    description: "Show you are a collector: link a wallet and your Colexion account.",
    game: "colexion",
    lifecycle: "PUBLISHED",
    startsIn: -5 * DAY,
    endsIn: 2 * HOUR + 20 * DAY,
    slots: 200,
    reward: { currency: "KPOINTS", amount: 80 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("CAPTURE_GAME_DETAILS", "Add your Colexion account", "The e-mail or wallet you play with.", {}),
      task("LINK_WALLET", "Link a wallet", "An EVM wallet holding your collection.", { chain: "evm" }),
    ],
  },
  {
    // Walkable on `npm start`: link a browser wallet in the profile, take demo tokens at /dev-faucet, verify.
    kind: "quest",
    slug: "kleos-demo-token-holders",
    title: "Hold the Kleos Demo Token",
    description:
      "Link an EVM wallet and hold 10 DEMO on the local development chain (the dev faucet at /dev-faucet hands them out).",
    game: "colexion",
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 30 * DAY,
    reward: { currency: "KPOINTS", amount: 50 },
    distribution: { method: "EVERYONE" },
    tasks: [
      task("LINK_WALLET", "Link an EVM wallet", "Connect your browser wallet in your profile.", {
        chain: "evm",
      }),
      task(
        "HOLD_TOKEN",
        "Hold 10 DEMO",
        "Kleos Demo Token on the local chain, counted once its block is final.",
        {
          chain: "anvil",
          contract: DEMO_CONTRACT_ADDRESSES.token,
          minAmount: parseUnits("10", DEMO_TOKEN_DECIMALS).toString(),
        },
      ),
    ],
  },
  {
    // The home banner's "Play Dark Throne" leads to the game's page: this is what is live there.
    kind: "quest",
    slug: "dark-throne-trials",
    title: "Dark Throne: the trials",
    description:
      "Add your Dark Throne id and enter the trials: the first 200 challengers win 20 K-Cash each.",
    game: "dark-throne",
    lifecycle: "PUBLISHED",
    startsIn: -1 * DAY,
    endsIn: 13 * DAY,
    claimEndsIn: 20 * DAY,
    slots: 200,
    reward: { currency: "KCASH", amount: 2_000 },
    distribution: { method: "FCFS", cap: 200 },
    tasks: [
      task("CAPTURE_GAME_DETAILS", "Add your Dark Throne id", "Your in-game user id.", {}),
      task("URI_REDIRECTION", "Enter the trials", "Open Dark Throne through Kleos.", {
        url: "https://darkthrone.gg/",
      }),
    ],
  },
  {
    kind: "quest",
    slug: "dark-throne-siege",
    title: "Dark Throne: the siege",
    description: "The siege opens soon. Add your Dark Throne id now.",
    game: "dark-throne",
    lifecycle: "PUBLISHED",
    startsIn: 2 * DAY,
    endsIn: 16 * DAY,
    slots: 300,
    reward: { currency: "KCASH", amount: 2_000 },
    distribution: { method: "FCFS", cap: 300 },
    tasks: [task("CAPTURE_GAME_DETAILS", "Add your Dark Throne id", "Your in-game user id.", {})],
  },
  {
    kind: "quest",
    slug: "dark-throne-prologue",
    title: "Dark Throne: prologue",
    description: "The prologue quest has ended.",
    game: "dark-throne",
    lifecycle: "PUBLISHED",
    startsIn: -40 * DAY,
    endsIn: -20 * DAY,
    claimEndsIn: -13 * DAY,
    slots: 100,
    reward: { currency: "KPOINTS", amount: 40 },
    distribution: { method: "EVERYONE" },
    tasks: [task("CAPTURE_GAME_DETAILS", "Add your Dark Throne id", "Your in-game user id.", {})],
  },
];

/** The claim window of a demo campaign paid on claim when it does not set one: a week after the end. */
export const DEMO_CLAIM_WINDOW_MS = 7 * DAY;
