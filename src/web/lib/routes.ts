/**
 * Every page of the site, named once: `path` is the router's pattern, `href` builds a link to it. The router
 * (`web/app/router.tsx`) and every link use this table, so a page cannot move without both following.
 */
import { generatePath, type PathParam } from "react-router";
import { HOME_PATH, safeReturnPath } from "@/domain/auth/return-path";
import type { LedgerCurrency } from "@/domain/constants/money";

/** The four policy pages of spec §2, each at `/<slug>`. */
export const POLICY_SLUGS = [
  "aml-kyc-policy",
  "privacy-policy",
  "risk-disclosure-policy",
  "terms-and-conditions",
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The query parameter the purchase confirmation page reads the order from. */
export const PAYMENT_ID_PARAM = "paymentId";
/** The query parameter of `/register` naming the page to come back to. */
export const RETURN_TO_PARAM = "returnTo";
/** The query parameter that names the selected tab of a page with tabs (`/k-store?tab=mine`). */
export const TAB_PARAM = "tab";

type Query = { readonly [name: string]: string | undefined };

const withQuery = (path: string, query: Query): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return search === "" ? path : `${path}?${search}`;
};

/** A page without parameters; `query` adds optional search parameters. */
const page = <const Path extends string>(path: Path) => ({
  path,
  href: (query: Query = {}): string => withQuery(path, query),
});

/** A page with path parameters, each encoded. */
const pageWith = <const Path extends string>(path: Path) => ({
  path,
  href: (params: { readonly [Name in PathParam<Path>]: string | number }): string =>
    generatePath(
      path,
      Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) as Parameters<
        typeof generatePath<Path>
      >[1],
    ),
});

export const routes = {
  home: page("/"),
  homeAlias: page("/home"),
  games: {
    path: "/games",
    href: ({ genre }: { readonly genre?: string } = {}): string => withQuery("/games", { genre }),
  },
  game: pageWith("/games/:gameId"),
  tournaments: page("/tournaments"),
  tournament: pageWith("/tournaments/:tournamentId"),
  klash: page("/klash"),
  article: pageWith("/article-details/:articleSlug"),
  video: pageWith("/video-details/:videoSlug"),
  policy: {
    paths: POLICY_SLUGS.map((slug) => `/${slug}` as const),
    href: (slug: PolicySlug): string => `/${slug}`,
  },
  profile: page("/profile"),
  register: {
    path: "/register",
    href: ({ returnTo }: { readonly returnTo?: string } = {}): string =>
      withQuery("/register", { [RETURN_TO_PARAM]: returnTo }),
  },
  deleteAccount: page("/delete-user-account"),
  transactionHistory: {
    path: "/transaction-history",
    /** The history, filtered to one currency when `currency` is given. */
    href: ({ currency }: { readonly currency?: LedgerCurrency } = {}): string =>
      withQuery("/transaction-history", { currency }),
  },
  /** The wallet's KYC (spec §1): also where DigiLocker sends the gamer back (the server's default return path). */
  walletKyc: page("/wallet/kyc"),
  currencyExchange: page("/currency-exchange"),
  swap: page("/swap"),
  buyKcash: page("/buy-kcash"),
  withdraw: page("/wallet/withdraw"),
  sandboxCheckout: pageWith("/buy-kcash/sandbox/:paymentId"),
  purchaseConfirmation: {
    path: "/purchase-confirmation",
    href: ({ paymentId }: { readonly paymentId: string }): string =>
      withQuery("/purchase-confirmation", { [PAYMENT_ID_PARAM]: paymentId }),
  },
  kDrop: page("/gamer/k-drop"),
  campaign: pageWith("/gamer/k-drop/:campaignId"),
  kQuest: page("/k-quest"),
  gameQuests: pageWith("/k-quest/:gameSlug"),
  /** The gamer's side of K-Quest: the live quests and the ones they started (spec §2, gamer section). */
  gamerKQuest: page("/gamer/k-quest"),
  quest: pageWith("/gamer/k-quest/:questId"),
  offerwall: page("/offerwall"),
  questOfferwall: pageWith("/quest-details/:questSlug/offerwall"),
  activities: page("/gamer/activities"),
  admin: page("/admin"),
  adminNewCampaign: page("/admin/campaigns/new"),
  adminCampaign: pageWith("/admin/campaigns/:campaignId"),
  pog: page("/pog"),
  pogMint: page("/pog/mint"),
  myPog: page("/my-pog"),
  pogShowcase: page("/pog-showcase"),
  pogLeaderboard: page("/pog/leaderboard"),
  leaderboards: page("/leaderboards"),
  leaderboard: pageWith("/leaderboards/:leaderboardId"),
  kStore: {
    path: "/k-store",
    href: ({ tab }: { readonly tab?: "mine" } = {}): string => withQuery("/k-store", { [TAB_PARAM]: tab }),
  },
  myClan: page("/my-clan"),
  /** The gamer section's clan page (spec §2): the same page as `/my-clan`. */
  gamerMyClan: page("/gamer/my-clan"),
  clanChief: page("/clan-chief"),
  clan: pageWith("/clans/:clanId"),
  devInbox: page("/dev-inbox"),
  devProviders: page("/dev/providers"),
  devProvidersAuthorize: page("/dev/providers/authorize"),
  /** Where Steam sends the browser back after linking (state and the OpenID assertion in the query). */
  steamConnect: page("/connect/steam"),
  /** The simulated Steam sign-in page (the simulator's OpenID OP), where the browser is sent in development. */
  simulatedSteamSignIn: page("/dev/simulator/steam/openid/login"),
  /** The KYC simulator's DigiLocker consent page (development only), where a developer plays the citizen. */
  simulatedDigilocker: pageWith("/dev/simulator/digilocker/:verificationId"),
  devFaucet: page("/dev-faucet"),
  notFound: { path: "*" },
} as const;

/** The page of a campaign or a quest, by its kind. */
export const detailPathOf = (item: { readonly kind: "campaign" | "quest"; readonly slug: string }): string =>
  item.kind === "quest"
    ? routes.quest.href({ questId: item.slug })
    : routes.campaign.href({ campaignId: item.slug });

/**
 * Whether a URL is a path of this site (never another origin: not `//host` nor `/\host`), so it is followed
 * inside the router.
 */
export const isSitePath = (url: string): boolean =>
  url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");

/**
 * Where to go after `/register`: the `returnTo` query parameter, or the router state's `from` (set by
 * whoever sent the gamer here), normalised by the one return-path rule (`safeReturnPath`: a path of this site,
 * never another origin); undefined when there is none, when it is unsafe, or when it leads back to `/register`.
 */
export const returnPathOf = (params: URLSearchParams, state?: unknown): string | undefined => {
  const fromState =
    typeof state === "object" && state !== null && "from" in state && typeof state.from === "string"
      ? state.from
      : null;
  const target = params.get(RETURN_TO_PARAM) ?? fromState;
  if (target === null) return undefined;
  const path = safeReturnPath(target);
  if (path === HOME_PATH && target !== HOME_PATH) return undefined;
  const { pathname } = new URL(path, "https://kleos.invalid");
  return pathname.replace(/\/+$/, "") === routes.register.path ? undefined : path;
};
