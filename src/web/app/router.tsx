import { createBrowserRouter } from "react-router";
import { RootLayout } from "@/web/app/routes/root-layout";
import { GamesRoute } from "@/web/app/routes/games";
import { HomeRoute } from "@/web/app/routes/home";
import { RouteError } from "@/web/app/routes/route-error";
import { POLICY_SLUGS } from "@/web/features/policies/policy-pages";

/** The site's routes; each page is its own chunk, loaded when first visited. */
export const createRouter = () =>
  createBrowserRouter([
    {
      path: "/",
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            // Home is where most visits land: in the entry chunk, not one more round trip away.
            { index: true, Component: HomeRoute },
            { path: "home", Component: HomeRoute },
            // Games is the other page most visits land on: in the entry chunk too (a few KB), so its first paint
            // does not wait for a route chunk fetched only after the entry has run.
            { path: "games", Component: GamesRoute },
            {
              path: "games/:gameId",
              lazy: async () => ({ Component: (await import("@/web/app/routes/game")).GameRoute }),
            },
            {
              path: "tournaments",
              lazy: async () => ({
                Component: (await import("@/web/features/tournaments/routes/tournaments-route"))
                  .TournamentsRoute,
              }),
            },
            {
              path: "tournaments/:tournamentId",
              lazy: async () => ({
                Component: (await import("@/web/features/tournaments/routes/tournament-detail-route"))
                  .TournamentDetailRoute,
              }),
            },
            ...POLICY_SLUGS.map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import("@/web/features/policies/routes/policy-route")).PolicyRoute,
              }),
            })),
            {
              path: "profile",
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/profile-route")).ProfileRoute,
              }),
            },
            {
              path: "register",
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/register-route")).RegisterRoute,
              }),
            },
            {
              path: "delete-user-account",
              lazy: async () => ({
                Component: (await import("@/web/features/account/routes/delete-account-route"))
                  .DeleteAccountRoute,
              }),
            },
            {
              path: "transaction-history",
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/transaction-history-route"))
                  .TransactionHistoryRoute,
              }),
            },
            ...["currency-exchange", "swap"].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/swap-route")).SwapRoute,
              }),
            })),
            {
              path: "buy-kcash",
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/buy-kcash-route")).BuyKcashRoute,
              }),
            },
            {
              path: "buy-kcash/sandbox/:paymentId",
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/sandbox-checkout-route"))
                  .SandboxCheckoutRoute,
              }),
            },
            {
              path: "purchase-confirmation",
              lazy: async () => ({
                Component: (await import("@/web/features/wallet/routes/purchase-confirmation-route"))
                  .PurchaseConfirmationRoute,
              }),
            },
            {
              path: "gamer/k-drop",
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/k-drop-route")).KDropRoute,
              }),
            },
            {
              path: "gamer/k-drop/:campaignId",
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/campaign-detail-route"))
                  .CampaignDetailRoute,
              }),
            },
            {
              path: "admin",
              lazy: async () => ({
                Component: (await import("@/web/features/admin/routes/admin-route")).AdminRoute,
              }),
            },
            {
              path: "admin/campaigns/new",
              lazy: async () => ({
                Component: (await import("@/web/features/admin/routes/new-campaign-route")).NewCampaignRoute,
              }),
            },
            {
              path: "admin/campaigns/:campaignId",
              lazy: async () => ({
                Component: (await import("@/web/features/admin/routes/edit-campaign-route"))
                  .EditCampaignRoute,
              }),
            },
            {
              path: "pog",
              lazy: async () => ({
                Component: (await import("@/web/features/pog/routes/pog-route")).PogRoute,
              }),
            },
            {
              path: "my-pog",
              lazy: async () => ({
                Component: (await import("@/web/features/pog/routes/my-pog-route")).MyPogRoute,
              }),
            },
            {
              path: "k-quest",
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/k-quest-route")).KQuestRoute,
              }),
            },
            {
              path: "k-quest/:gameSlug",
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/game-quests-route"))
                  .GameQuestsRoute,
              }),
            },
            {
              path: "gamer/k-quest/:questId",
              lazy: async () => ({
                Component: (await import("@/web/features/campaigns/routes/quest-detail-route"))
                  .QuestDetailRoute,
              }),
            },
            {
              path: "k-store",
              lazy: async () => ({
                Component: (await import("@/web/features/store/routes/k-store-route")).KStoreRoute,
              }),
            },
            {
              path: "my-clan",
              lazy: async () => ({
                Component: (await import("@/web/features/clans/routes/my-clan-route")).MyClanRoute,
              }),
            },
            {
              path: "clan-chief",
              lazy: async () => ({
                Component: (await import("@/web/features/clans/routes/clan-chief-route")).ClanChiefRoute,
              }),
            },
            {
              path: "clans/:clanId",
              lazy: async () => ({
                Component: (await import("@/web/features/clans/routes/clan-route")).ClanRoute,
              }),
            },
            {
              path: "dev-inbox",
              lazy: async () => ({
                Component: (await import("@/web/features/auth/routes/dev-inbox-route")).DevInboxRoute,
              }),
            },
            {
              path: "*",
              lazy: async () => ({ Component: (await import("@/web/app/routes/not-found")).NotFoundRoute }),
            },
          ],
        },
      ],
    },
  ]);
