import { createBrowserRouter } from "react-router";
import { RootLayout } from "@/web/app/routes/root-layout";
import { GamesRoute } from "@/web/app/routes/games";
import { HomeRoute } from "@/web/app/routes/home";
import { RouteError } from "@/web/app/routes/route-error";
import { routes } from "@/web/lib/routes";

/** The site's routes; each page is its own chunk, loaded when first visited. */
export const createRouter = () =>
  createBrowserRouter([
    {
      path: routes.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            // Home is where most visits land: in the entry chunk, not one more round trip away.
            { index: true, Component: HomeRoute },
            { path: routes.homeAlias.path, Component: HomeRoute },
            // Games is the other page most visits land on: in the entry chunk too (a few KB), so its first paint
            // does not wait for a route chunk fetched only after the entry has run.
            { path: routes.games.path, Component: GamesRoute },
            {
              path: routes.game.path,
              lazy: async () => ({ Component: (await import("@/web/app/routes/game")).GameRoute }),
            },
            {
              path: routes.tournaments.path,
              lazy: async () => ({
                Component: (await import("@/web/features/tournaments/routes/tournaments-route"))
                  .TournamentsRoute,
              }),
            },
            {
              path: routes.tournament.path,
              lazy: async () => ({
                Component: (await import("@/web/features/tournaments/routes/tournament-detail-route"))
                  .TournamentDetailRoute,
              }),
            },
            {
              path: routes.klash.path,
              lazy: async () => ({
                Component: (await import("@/web/features/klash/routes/klash-route")).KlashRoute,
              }),
            },
            {
              path: routes.article.path,
              lazy: async () => ({
                Component: (await import("@/web/features/content/routes/publication-routes")).ArticleRoute,
              }),
            },
            {
              path: routes.video.path,
              lazy: async () => ({
                Component: (await import("@/web/features/content/routes/publication-routes")).VideoRoute,
              }),
            },
            ...routes.policy.paths.map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import("@/web/features/policies/routes/policy-route")).PolicyRoute,
              }),
            })),
            {
              path: routes.profile.path,
              lazy: async () => ({
                Component: (await import("@/web/app/routes/profile-with-notifications"))
                  .ProfileWithNotifications,
              }),
            },
            {
              path: routes.register.path,
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/register-route")).RegisterRoute,
              }),
            },
            {
              path: routes.deleteAccount.path,
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/delete-account-route"))
                  .DeleteAccountRoute,
              }),
            },
            {
              path: routes.transactionHistory.path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/transaction-history-route"))
                  .TransactionHistoryRoute,
              }),
            },
            {
              path: routes.walletKyc.path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/wallet-kyc-route")).WalletKycRoute,
              }),
            },
            ...[routes.currencyExchange.path, routes.swap.path].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/swap-route")).SwapRoute,
              }),
            })),
            {
              path: routes.withdraw.path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/withdraw-route")).WithdrawRoute,
              }),
            },
            {
              path: routes.buyKcash.path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/buy-kcash-route")).BuyKcashRoute,
              }),
            },
            {
              path: routes.sandboxCheckout.path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/sandbox-checkout-route"))
                  .SandboxCheckoutRoute,
              }),
            },
            {
              path: routes.purchaseConfirmation.path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/purchase-confirmation-route"))
                  .PurchaseConfirmationRoute,
              }),
            },
            {
              path: routes.kDrop.path,
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/k-drop-route")).KDropRoute,
              }),
            },
            {
              path: routes.campaign.path,
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/campaign-detail-route"))
                  .CampaignDetailRoute,
              }),
            },
            {
              path: routes.admin.path,
              lazy: async () => ({
                Component: (await import("@/web/features/admin/routes/admin-route")).AdminRoute,
              }),
            },
            {
              path: routes.adminNewCampaign.path,
              lazy: async () => ({
                Component: (await import("@/web/features/admin/routes/new-campaign-route")).NewCampaignRoute,
              }),
            },
            {
              path: routes.adminCampaign.path,
              lazy: async () => ({
                Component: (await import("@/web/features/admin/routes/edit-campaign-route"))
                  .EditCampaignRoute,
              }),
            },
            {
              path: routes.pog.path,
              lazy: async () => ({
                Component: (await import("@/web/features/pog/routes/pog-route")).PogRoute,
              }),
            },
            {
              path: routes.pogMint.path,
              lazy: async () => ({
                Component: (await import("@/web/features/pog/routes/pog-mint-route")).PogMintRoute,
              }),
            },
            {
              path: routes.myPog.path,
              lazy: async () => ({
                Component: (await import("@/web/features/pog/routes/my-pog-route")).MyPogRoute,
              }),
            },
            {
              path: routes.pogShowcase.path,
              lazy: async () => ({
                Component: (await import("@/web/features/pog/routes/pog-showcase-route")).PogShowcaseRoute,
              }),
            },
            {
              path: routes.pogLeaderboard.path,
              lazy: async () => ({
                Component: (await import("@/web/features/leaderboards/routes/pog-leaderboard-route"))
                  .PogLeaderboardRoute,
              }),
            },
            {
              path: routes.leaderboards.path,
              lazy: async () => ({
                Component: (await import("@/web/features/leaderboards/routes/leaderboards-route"))
                  .LeaderboardsRoute,
              }),
            },
            {
              path: routes.leaderboard.path,
              lazy: async () => ({
                Component: (await import("@/web/features/leaderboards/routes/leaderboard-route"))
                  .LeaderboardRoute,
              }),
            },
            {
              path: routes.kQuest.path,
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/k-quest-route")).KQuestRoute,
              }),
            },
            {
              path: routes.gameQuests.path,
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/game-quests-route"))
                  .GameQuestsRoute,
              }),
            },
            {
              path: routes.gamerKQuest.path,
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/my-quests-route")).MyQuestsRoute,
              }),
            },
            {
              path: routes.quest.path,
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/quest-detail-route"))
                  .QuestDetailRoute,
              }),
            },
            {
              path: routes.offerwall.path,
              lazy: async () => ({
                Component: (await import("@/web/features/offerwall/routes/offerwall-route")).OfferwallRoute,
              }),
            },
            {
              path: routes.questOfferwall.path,
              lazy: async () => ({
                Component: (await import("@/web/features/offerwall/routes/offerwall-route")).OfferwallRoute,
              }),
            },
            {
              path: routes.activities.path,
              lazy: async () => ({
                Component: (await import("@/web/features/offerwall/routes/activities-route")).ActivitiesRoute,
              }),
            },
            {
              path: routes.kStore.path,
              lazy: async () => ({
                Component: (await import("@/web/features/store/routes/k-store-route")).KStoreRoute,
              }),
            },
            ...[routes.myClan.path, routes.gamerMyClan.path].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import("@/web/features/clans/routes/my-clan-route")).MyClanRoute,
              }),
            })),
            {
              path: routes.clanChief.path,
              lazy: async () => ({
                Component: (await import("@/web/features/clans/routes/clan-chief-route")).ClanChiefRoute,
              }),
            },
            {
              path: routes.clan.path,
              lazy: async () => ({
                Component: (await import("@/web/app/routes/clan-page")).ClanPage,
              }),
            },
            {
              path: routes.steamConnect.path,
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/steam-connect-route"))
                  .SteamConnectRoute,
              }),
            },
            {
              path: routes.simulatedSteamSignIn.path,
              lazy: async () => ({
                Component: (
                  await import("@/web/features/provider-simulator/routes/simulated-steam-sign-in-route")
                ).SimulatedSteamSignInRoute,
              }),
            },
            {
              path: routes.simulatedDigilocker.path,
              lazy: async () => ({
                Component: (
                  await import("@/web/features/provider-simulator/routes/simulated-digilocker-route")
                ).SimulatedDigilockerRoute,
              }),
            },
            {
              path: routes.devInbox.path,
              lazy: async () => ({
                Component: (await import("@/web/features/auth/routes/dev-inbox-route")).DevInboxRoute,
              }),
            },
            ...[routes.devProviders.path, routes.devProvidersAuthorize.path].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import("@/web/features/provider-simulator/routes/provider-simulator-route"))
                  .ProviderSimulatorRoute,
              }),
            })),
            {
              path: routes.devFaucet.path,
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/dev-faucet-route")).DevFaucetRoute,
              }),
            },
            {
              path: routes.notFound.path,
              lazy: async () => ({ Component: (await import("@/web/app/routes/not-found")).NotFoundRoute }),
            },
          ],
        },
      ],
    },
  ]);
