import type { Effect } from "effect";
import type { Redis } from "ioredis";
import { Cause, Exit, Layer, ManagedRuntime } from "effect";
import { Database } from "@/server/db/database";
import { ClanRepository } from "@/server/db/repositories/clan-repository";
import { ClanStatsRepository } from "@/server/db/repositories/clan-stats-repository";
import { AnalyticsRepository } from "@/server/db/repositories/analytics-repository";
import { AnalyticsSummaryRepository } from "@/server/db/repositories/analytics-summary-repository";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { ContentRepository } from "@/server/db/repositories/content-repository";
import { PublicationRepository } from "@/server/db/repositories/publication-repository";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { ProfileOptionRepository } from "@/server/db/repositories/profile-option-repository";
import { ReferralRepository } from "@/server/db/repositories/referral-repository";
import { SearchRepository } from "@/server/db/repositories/search-repository";
import { ThirdPartyRepository } from "@/server/db/repositories/third-party-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { IdempotencyRepository } from "@/server/db/repositories/idempotency-repository";
import { LedgerRepository } from "@/server/db/repositories/ledger-repository";
import { StoreRepository } from "@/server/db/repositories/store-repository";
import { PaymentRepository } from "@/server/db/repositories/payment-repository";
import { SwapRepository } from "@/server/db/repositories/swap-repository";
import { CampaignLeaderboardRepository } from "@/server/db/repositories/campaign-leaderboard-repository";
import { CampaignPayoutRepository } from "@/server/db/repositories/campaign-payout-repository";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository } from "@/server/db/repositories/campaign-repository";
import { QuestProofRepository } from "@/server/db/repositories/quest-proof-repository";
import { QuestRepository } from "@/server/db/repositories/quest-repository";
import { SpecialCodeRepository } from "@/server/db/repositories/special-code-repository";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { TournamentRepository } from "@/server/db/repositories/tournament-repository";
import { LeaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import { PogRepository } from "@/server/db/repositories/pog-repository";
import { PogAvatarRepository } from "@/server/db/repositories/pog-avatar-repository";
import { KycRepository } from "@/server/db/repositories/kyc-repository";
import { Kyc, type KycOptions } from "@/server/services/kyc/kyc";
import { PayoutConsoleRepository } from "@/server/db/repositories/payout-console-repository";
import { PayoutRepository } from "@/server/db/repositories/payout-repository";
import { Payouts, type PayoutOptions } from "@/server/services/payouts/payouts";
import { PayoutConsole } from "@/server/services/payouts/payout-console";
import { KycEvents } from "@/server/services/kyc/kyc-events";
import type { Database as OpenDatabase } from "@/server/db/client";
import { AnalyticsEvents } from "@/server/services/analytics/analytics-events";
import { AnalyticsSummaries } from "@/server/services/analytics/analytics-summaries";
import { Accounts } from "@/server/services/auth/accounts";
import { GoogleSignIn, type GoogleSignInOptions } from "@/server/services/auth/google-sign-in";
import { SignInProofOfWorkDifficulty } from "@/server/services/auth/proofs-of-work";
import { SignInCodes, type CodeDeliveries } from "@/server/services/auth/sign-in-codes";
import { SessionRevocations } from "@/server/services/auth/session-revocations";
import { Tokens } from "@/server/services/auth/tokens";
import { VerifiedTokens } from "@/server/services/auth/verified-tokens";
import { ThirdPartyWallets } from "@/server/services/auth/third-party-wallets";
import { WalletSignIn } from "@/server/services/auth/wallet-sign-in";
import type { EvmChain } from "@/server/providers/chain/evm-chain";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import { ProfileOptions } from "@/server/services/users/profile-options";
import { PogCards } from "@/server/services/pog/pog-cards";
import { ProfilePictures } from "@/server/services/users/profile-pictures";
import { Markets } from "@/server/services/users/markets";
import { UserProfiles } from "@/server/services/users/user-profiles";
import { AccountErasures } from "@/server/services/users/account-erasures";
import { SiteContent } from "@/server/services/content/site-content";
import { Publications } from "@/server/services/content/publications";
import { ContentConsole } from "@/server/services/content/content-console";
import { Admins } from "@/server/services/campaigns/admins";
import { CampaignAdmin } from "@/server/services/campaigns/campaign-admin";
import { CampaignCatalogue } from "@/server/services/campaigns/campaign-catalogue";
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";
import { CampaignListings } from "@/server/services/campaigns/campaign-listings";
import { CampaignClaims } from "@/server/services/campaigns/campaign-claims";
import { CampaignDistribution } from "@/server/services/campaigns/distribution";
import { CampaignLeaderboard } from "@/server/services/campaigns/campaign-leaderboard";
import { CampaignProgress } from "@/server/services/campaigns/campaign-progress";
import type { CampaignRuntimeOptions } from "@/server/services/campaigns/campaign-runtime";
import { GameAccounts } from "@/server/services/games/game-accounts";
import { GameCatalogue } from "@/server/services/games/game-catalogue";
import { ReferralCodes } from "@/server/services/referrals/referral-codes";
import { TaskRedirects } from "@/server/services/campaigns/task-redirects";
import { TaskVerifiers } from "@/server/services/campaigns/verifiers/registry";
import { SocialAccountRepository } from "@/server/db/repositories/social-account-repository";
import { ProviderSimulator } from "@/server/services/social/provider-simulator";
import { SocialAccounts, type SocialAccountsOptions } from "@/server/services/social/social-accounts";
import { TaskChecks } from "@/server/services/campaigns/task-checks";
import { UserSearches } from "@/server/services/searches/user-searches";
import { Health } from "@/server/services/system/health";
import { Ledger } from "@/server/services/wallet/ledger";
import { IdempotentRequests } from "@/server/services/wallet/idempotent-requests";
import { Payments, type PaymentProviders } from "@/server/services/wallet/payments";
import { Swaps } from "@/server/services/wallet/swaps";
import { Store } from "@/server/services/store/store";
import { QuestProofs } from "@/server/services/campaigns/quest-proofs";
import { Quests } from "@/server/services/campaigns/quests";
import { Pog, type PogCardOptions } from "@/server/services/pog/pog-service";
import { PogAvatars } from "@/server/services/pog/pog-avatars";
import { PogShowcase } from "@/server/services/pog/pog-showcase";
import { ReferralRoadmaps } from "@/server/services/referrals/referral-roadmaps";
import { PogShowcaseRepository } from "@/server/db/repositories/pog-showcase-repository";
import { ReferralRoadmapRepository } from "@/server/db/repositories/referral-roadmap-repository";
import { JobSender, type JobQueueSlot } from "@/server/services/system/job-sender";
import type { AvatarImages } from "@/server/providers/images/avatar-images";
import type { FaceDetector } from "@/server/providers/images/face-detector";
import { Offerwall, type OfferwallOptions } from "@/server/services/offerwall/offerwall";
import { Activities } from "@/server/services/activities/activities";
import { OfferwallRepository } from "@/server/db/repositories/offerwall-repository";
import { ActivityRepository } from "@/server/db/repositories/activity-repository";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";
import { KlashArena, type ArenaClientOptions } from "@/server/services/klash/klash-arena";
import { PromotionOverlay } from "@/server/services/klash/promotion-overlay";
import { Notifications, type NotificationOptions } from "@/server/services/notifications/notifications";
import { CheckIns } from "@/server/services/notifications/check-ins";
import { NotificationRepository } from "@/server/db/repositories/notification-repository";
import { KlashRepository } from "@/server/db/repositories/klash-repository";
import { Clans } from "@/server/services/clans/clans";
import { ClanChiefs } from "@/server/services/clans/clan-chiefs";
import { ClanStats } from "@/server/services/clans/clan-stats";
import type { ClanRules } from "@/domain/clans/clan-day-rules";
import type { FiatRates } from "@/domain/constants/money";
import { Tournaments } from "@/server/services/tournaments/tournaments";
import { Leaderboards } from "@/server/services/leaderboards/leaderboards";
import type { RankIndex } from "@/server/services/leaderboards/rank-index";
import { SteamConnect } from "@/server/services/steam-telegram/steam-connect";
import {
  SteamTelegramProviders,
  type SteamTelegramProviderSet,
} from "@/server/services/steam-telegram/steam-telegram-providers";

export interface RuntimeOptions {
  readonly catalogueCacheMs: number;
  readonly campaignListCacheMs: number;
  readonly tokens: { readonly privateKeyPem: string | undefined; readonly accessTtlSeconds: number };
  /** The server's one Redis client (REDIS_URL): ended sign-ins are shared through it; undefined: none. */
  readonly redis: Redis | undefined;
  readonly codeDeliveries: CodeDeliveries;
  readonly walletXpub: string | undefined;
  readonly google: GoogleSignInOptions;
  readonly pictures: PictureStore;
  readonly payments: PaymentProviders;
  /** The price of 1 USDT in each fiat K-Cash is sold in (config). */
  readonly fiatPerUsdt: FiatRates;
  readonly campaigns: CampaignRuntimeOptions;
  /** Partners may redirect to http on this machine (with the dev tools on only). */
  readonly thirdParty: { readonly allowLoopbackHttp: boolean };
  /** The clan day rules, in days (config). */
  readonly clanRules: ClanRules;
  /** Who draws POG avatars, and who finds the face in a selfie. */
  readonly avatars: { readonly images: AvatarImages; readonly faces: FaceDetector };
  /** The app's job queue, once the jobs plugin has started it (services send jobs through JobSender). */
  readonly jobQueue: JobQueueSlot;
  /** X and Discord (real, simulated or none) and the key their tokens are kept under. */
  readonly social: SocialAccountsOptions;
  /** Where POG cards are minted (the configured chain's card contract) and served from. */
  readonly pogCards: PogCardOptions;
  /** The EVM chain holdings are read on (config); undefined: none is configured. */
  readonly chain: EvmChain | undefined;
  /** How long a not-verified check with an outside service stands before it is asked again (config). */
  readonly taskRecheckCooldownMs: number;
  /** Where the POG showcase's "explore on chain" leads (config); undefined: Kleos' own token page. */
  readonly pogExplorerUrl: string | undefined;
  /** Steam and Telegram: the real adapters, the dev simulator, or neither (steam-telegram-providers.ts). */
  readonly steamTelegram: SteamTelegramProviderSet;
  /** The KYC provider (real, simulated or none) and the bonus (config). */
  readonly kyc: KycOptions;
  /** Cash-out: the payout providers (real, simulated or none), the rates, the limits and India's TDS (config). */
  readonly payouts: PayoutOptions;
  /** Prepended to every Redis key and channel (REDIS_KEY_PREFIX). */
  readonly redisKeyPrefix: string;
  /** Where the leaderboards' ranks are mirrored: this process, or Redis (rank-index.ts). */
  readonly rankIndex: RankIndex;
  /** Partner games asked about Kleos' own offers, and the ayeT-Studios network where configured. */
  readonly offerwall: OfferwallOptions;
  /** The Klash arena's third-party client (arena-client.ts); undefined: the arena is closed. */
  readonly klashArena: ArenaClientOptions | undefined;
  /** Web Push's keys and allowed push services, and the WhatsApp and e-mail senders of notices. */
  readonly notifications: NotificationOptions;
}

const servicesLayer = (options: RuntimeOptions) =>
  Layer.mergeAll(
    SiteContent.layer,
    Publications.layer,
    ContentConsole.layer,
    UserSearches.layer,
    Health.layer,
    Tokens.layer(options.tokens),
    SignInCodes.layer(options.codeDeliveries),
    Accounts.layer({ walletXpub: options.walletXpub }),
    WalletSignIn.layer,
    ThirdPartyWallets.layer,
    GoogleSignIn.layer(options.google),
    UserProfiles.layer,
    AccountErasures.layer,
    ProfilePictures.layer(options.pictures),
    ProfileOptions.layer,
    AnalyticsEvents.layer,
    AnalyticsSummaries.layer,
    Swaps.layer(options.fiatPerUsdt),
    Store.layer,
    Payments.layer(options.payments, options.fiatPerUsdt),
    Admins.layer(options.campaigns.admins),
    CampaignCatalogue.layer({ listCacheMs: options.campaignListCacheMs }),
    CampaignProgress.layer,
    CampaignClaims.layer,
    CampaignDistribution.layer,
    CampaignAdmin.layer,
    ReferralCodes.layer,
    GameAccounts.layer,
    TaskRedirects.layer,
    Quests.layer,
    QuestProofs.layer(options.pictures),
    ThirdPartyHandoffs.layer(options.thirdParty),
    Clans.layer(options.clanRules),
    ClanChiefs.layer,
    ClanStats.layer,
    Pog.layer(options.pogCards),
    // The card shows the badges Pog computes: built over its own Pog (stateless, cheap).
    PogCards.layer({ pictures: options.pictures }).pipe(Layer.provide(Pog.layer(options.pogCards))),
    PogAvatars.layer({ pictures: options.pictures, ...options.avatars }),
    PogShowcase.layer({ explorerUrl: options.pogExplorerUrl }),
    Tournaments.layer,
    Leaderboards.layer(options.rankIndex),
    ProviderSimulator.layer(options.social.clients.simulator),
    SteamConnect.layer,
    Kyc.layer(options.kyc),
    // Cash-out reads whether KYC is verified: built over its own Kyc (stateless).
    Payouts.layer(options.payouts).pipe(Layer.provide(Kyc.layer(options.kyc))),
    PayoutConsole.layer(options.payouts),
    Offerwall.layer(options.offerwall),
    Activities.layer,
    KlashArena.layer(options.klashArena),
    PromotionOverlay.layer,
    CheckIns.layer,
  );

/** The repositories: each needs only the Database. */
const repositoriesLayer = Layer.mergeAll(
  CampaignProgressRepository.layer,
  CampaignLeaderboardRepository.layer,
  CampaignPayoutRepository.layer,
  TaskFactRepository.layer,
  CampaignRepository.layer,
  QuestRepository.layer,
  QuestProofRepository.layer,
  SpecialCodeRepository.layer,
  ClanRepository.layer,
  ClanStatsRepository.layer,
  AnalyticsRepository.layer,
  AnalyticsSummaryRepository.layer,
  AuthRepository.layer,
  ContentRepository.layer,
  PublicationRepository.layer,
  GameAccountRepository.layer,
  GameRepository.layer,
  ProfileOptionRepository.layer,
  ReferralRepository.layer,
  SearchRepository.layer,
  ThirdPartyRepository.layer,
  UserRepository.layer,
  LedgerRepository.layer,
  IdempotencyRepository.layer,
  SwapRepository.layer,
  StoreRepository.layer,
  PaymentRepository.layer,
  PogRepository.layer,
  PogAvatarRepository.layer,
  PogShowcaseRepository.layer,
  ReferralRoadmapRepository.layer,
  TournamentRepository.layer,
  LeaderboardRepository.layer,
  SocialAccountRepository.layer,
  KycRepository.layer,
  PayoutRepository.layer,
  PayoutConsoleRepository.layer,
  OfferwallRepository.layer,
  ActivityRepository.layer,
  KlashRepository.layer,
  NotificationRepository.layer,
);

/** Services that other services take when they are built: below `servicesLayer`, so its services see them. */
const sharedServicesLayer = (options: RuntimeOptions) =>
  Layer.mergeAll(
    SessionRevocations.layer({
      accessTtlSeconds: options.tokens.accessTtlSeconds,
      redis: options.redis,
    }),
    VerifiedTokens.layer,
    KycEvents.layer({ redis: options.redis, keyPrefix: options.redisKeyPrefix }),
    RememberedProgress.layer,
    TaskVerifiers.layer({ social: options.social.clients, chain: options.chain }),
    SocialAccounts.layer(options.social),
    Markets.layer(options.fiatPerUsdt),
    CampaignLeaderboard.layer,
    CampaignListings.layer,
    Ledger.layer.pipe(Layer.provideMerge(IdempotentRequests.layer)),
    // Clans, campaigns, quest proofs and KYC write their events' notifications through it.
    Notifications.layer(options.notifications).pipe(Layer.provideMerge(JobSender.layer(options.jobQueue))),
    SignInProofOfWorkDifficulty.layer,
    // The content console forgets its answers when an admin edits a game's texts: one cache per process.
    GameCatalogue.layer({ cacheTtlMs: options.catalogueCacheMs }),
  );

export type AppServices =
  | SteamTelegramProviders
  | TaskChecks
  | ReferralRoadmaps
  | Layer.Success<ReturnType<typeof servicesLayer>>
  | Layer.Success<ReturnType<typeof sharedServicesLayer>>
  | Layer.Success<typeof repositoriesLayer>;

export interface AppRuntime {
  /** Runs a service call; a typed failure or a defect rejects with the error itself (see the error handler). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<A>;
  readonly dispose: () => Promise<void>;
}

/**
 * The app's services over one open database. `overrides` replaces services by their tags (tests provide a test
 * layer, e.g. task verifiers that answer what the test says): it is merged last, so its services win.
 */
export const makeAppRuntime = <Overridden extends AppServices = never>(
  database: OpenDatabase,
  options: RuntimeOptions,
  overrides?: Layer.Layer<Overridden>,
): AppRuntime => {
  // The overrides go in at the bottom too, so services that take a dependency when built get the test's one.
  const foundation = Layer.mergeAll(
    Database.layer(database),
    SteamTelegramProviders.layerOf(options.steamTelegram),
    overrides ?? Layer.empty,
  );
  const repositories = repositoriesLayer.pipe(Layer.provideMerge(foundation));
  // The overrides win over the shared services too, so the services built on them get the test's one.
  const shared = Layer.merge(
    sharedServicesLayer(options).pipe(Layer.provideMerge(repositories)),
    overrides ?? Layer.empty,
  );
  // Task checks run the verifiers the shared layer holds (a test's, when it gives some). Referral roadmaps pay
  // a friend's steps from inside the services whose events reach them (POG, accounts), so they sit below those.
  const checked = Layer.merge(
    Layer.mergeAll(
      TaskChecks.layer({ recheckCooldownMs: options.taskRecheckCooldownMs }),
      ReferralRoadmaps.layer,
    ).pipe(Layer.provideMerge(shared)),
    overrides ?? Layer.empty,
  );
  const runtime = ManagedRuntime.make(
    Layer.merge(servicesLayer(options).pipe(Layer.provideMerge(checked)), overrides ?? Layer.empty),
  );
  return {
    // A call that finishes at once (a cached answer) settles without an observer and a second promise: every
    // request of a route runs here.
    run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => {
      const fiber = runtime.runFork(effect);
      const exit = fiber.pollUnsafe();
      if (exit !== undefined) {
        return Exit.isSuccess(exit) ? Promise.resolve(exit.value) : Promise.reject(Cause.squash(exit.cause));
      }
      return new Promise<A>((resolve, reject) => {
        fiber.addObserver((done) => {
          if (Exit.isSuccess(done)) resolve(done.value);
          else reject(Cause.squash(done.cause));
        });
      });
    },
    dispose: () => runtime.dispose(),
  };
};
