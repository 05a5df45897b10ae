import type {
  CodeDeliveryFailed,
  CodeExpired,
  CodeInvalid,
  DeletionRequestNotFound,
  EmailAlreadyExists,
  InvalidRefreshToken,
  PhoneNumberAlreadyExists,
  PreferencesTokenMissing,
  ProofOfWorkRequired,
  SignInMethodNotConfigured,
  SignInProofRejected,
  SignInRequired,
  SteamSignInRejected,
  TokenDecodeFailed,
  TooManyLoginAttempts,
  VerificationFailed,
  WalletNotFound,
  WalletRejected,
  LinkedWalletNotFound,
  LastSignInMethod,
} from "@/domain/errors/auth-errors";
import type {
  AvatarChoiceNotFound,
  AvatarSlotNotFound,
  AvatarSlotLimitReached,
  AvatarStyleNotChosen,
  AvatarGenerationInProgress,
  AvatarNotReady,
  PogCardNotFound,
  CameraNotFound,
  FaceNotDetected,
  MissionFailed,
  PaymentFailed,
  PaymentPending,
  PogMintFailed,
  PogNameAlreadyReserved,
  PogUsernameInvalid,
  PogUsernameTaken,
  RefreshLimitReached,
  UsernameTaken,
} from "@/domain/errors/pog-errors";
import type {
  AccountAlreadyLinked,
  ClaimFailed,
  ConnectionFailed,
  QuestLoginMethodInvalid,
  RewardClaimTransactionFailed,
  TaskLocked,
} from "@/domain/errors/task-errors";
import type {
  AdminRoleRequired,
  CampaignArchived,
  CampaignConfigInvalid,
  CampaignEnded,
  CampaignLeaderboardNotFound,
  CampaignNotApplicable,
  CampaignNotFound,
  CampaignNotJoined,
  CampaignNotStarted,
  CampaignPublishedLocked,
  CampaignSlotsFull,
  CampaignSlugTaken,
  CampaignTaskNotFound,
  ProgressOwnerMismatch,
  TaskVerificationNotConfigured,
  TaskNoLongerHolds,
} from "@/domain/errors/campaign-errors";
import type {
  QuestProofAlreadyReviewed,
  QuestProofNotFound,
  QuestSlotsFull,
} from "@/domain/errors/quest-errors";
import type {
  HandoffCodeInvalid,
  RedirectUrlNotAllowed,
  ThirdPartyClientNotFound,
  ThirdPartyClientUnauthorized,
} from "@/domain/errors/third-party-errors";
import type { DataFetchFailed, UpstreamFailed } from "@/domain/errors/upstream-errors";
import type {
  KycStepNotOpen,
  KycStepAlreadyVerified,
  KycDetailsInvalid,
  KycNotVerified,
  KycBonusAlreadyClaimed,
  KycEventRejected,
  KycReviewNotFound,
  KycReviewAlreadyDecided,
  KycReviewNoteRequired,
  KycVerificationNotFound,
} from "@/domain/errors/kyc-errors";
import type {
  AlreadyInClan,
  ClanChiefCannotLeave,
  ClanDeleteTooSoon,
  ClanJoinTooSoon,
  ClanNameTaken,
  ClanNotFound,
  ClanRecreateTooSoon,
  NotClanChief,
  NotInClan,
} from "@/domain/errors/clan-errors";
import type { ValidationFailed } from "@/domain/errors/validation-errors";
import type {
  OfframpNotRegistered,
  PayoutDestinationInvalid,
  WithdrawalBelowMinimum,
  WithdrawalDailyLimitReached,
  WithdrawalNotFound,
  PayoutEventRejected,
  WithdrawalNotRetryable,
  PayoutProviderNotConfigured,
  WithdrawalRetryUnsafe,
  WithdrawalMonthlyLimitReached,
  WithdrawalContactMissing,
  TdsNotApplicable,
  FinancialYearInvalid,
} from "@/domain/errors/payout-errors";
import type {
  ArenaGameAlreadyLive,
  ArenaGameNotFound,
  ArenaGameNotLive,
  ArenaUnavailable,
  ArenaUsernameRequired,
  OverlayScheduleInvalid,
} from "@/domain/errors/klash-errors";
import type {
  NotificationChannelUnavailable,
  NotificationNotFound,
  PushSubscriptionInvalid,
  TimeZoneInvalid,
} from "@/domain/errors/notification-errors";
import type {
  IdempotencyKeyReused,
  InsufficientBalance,
  IdempotentRequestInFlight,
  PaymentAlreadySettled,
  PaymentEventRejected,
  FiatCurrencyMismatch,
  PaymentNotFound,
  QuoteAlreadyUsed,
  QuoteExpired,
  QuoteNotFound,
  SwapAmountTooSmall,
  SwapPairInvalid,
  TransactionNotFound,
} from "@/domain/errors/wallet-errors";
import type { GameNotFound } from "@/domain/games/game-errors";
import type {
  VoucherCodesInvalid,
  VoucherNotAvailableInRegion,
  VoucherNotFound,
  VoucherNotPricedIn,
  VoucherOutOfStock,
} from "@/domain/errors/store-errors";
import type {
  AlreadyRegistered,
  TournamentFull,
  TournamentGameAccountRequired,
  TournamentNotFound,
  TournamentRegistrationClosed,
  TournamentRegistrationNotFound,
  TournamentWithdrawalClosed,
  TournamentNotConcluded,
  TournamentRanksInvalid,
  TournamentResultNotRegistered,
  TournamentResultsAlreadyRecorded,
} from "@/domain/errors/tournament-errors";
import type {
  LeaderboardInvalid,
  LeaderboardNotEditable,
  LeaderboardNotFound,
} from "@/domain/errors/leaderboard-errors";
import type {
  GameAccountOwnerMismatch,
  GameUsernameNotFound,
  ReferralCodeNotFound,
} from "@/domain/errors/task-verification-errors";
import type {
  ReferralAlreadyAssociated,
  ReferralCodeUnknown,
  ReferralRoadmapNotFound,
  SelfReferral,
} from "@/domain/errors/referral-roadmap-errors";
import type {
  InvalidActivityCursor,
  OfferCheckUnavailable,
  OfferNotCompleted,
  OfferNotFound,
  OfferPostbackRejected,
} from "@/domain/errors/offerwall-errors";
import type {
  ArticleNotFound,
  BannerNotFound,
  BannerWindowInvalid,
  ContentEnglishMissing,
  FeaturedVoucherRepeated,
  VideoHostNotAllowed,
  VideoNotFound,
} from "@/domain/errors/content-errors";
import type { AnalyticsRangeInvalid } from "@/domain/errors/analytics-errors";
import { VALIDATION_MESSAGES, isValidationMessageId } from "@/domain/validation/validation-messages";

/**
 * The one catalogue of expected failures (spec §8, plus the server's side of §5). Every tagged error of the
 * domain is listed in `DomainError`; the maps below are typed by its tags, so a new error does not compile
 * until it has an HTTP status (used by the server), a message id (used by the web) and its English text (the
 * spec's words where the spec quotes them).
 */
export type DomainError =
  | GameNotFound
  | PhoneNumberAlreadyExists
  | VerificationFailed
  | InvalidRefreshToken
  | TokenDecodeFailed
  | PreferencesTokenMissing
  | TooManyLoginAttempts
  | ProofOfWorkRequired
  | WalletNotFound
  | LinkedWalletNotFound
  | LastSignInMethod
  | WalletRejected
  | UsernameTaken
  | PogUsernameTaken
  | PogUsernameInvalid
  | PogNameAlreadyReserved
  | RefreshLimitReached
  | MissionFailed
  | PogMintFailed
  | PaymentFailed
  | PaymentPending
  | InsufficientBalance
  | CameraNotFound
  | FaceNotDetected
  | AvatarChoiceNotFound
  | AvatarSlotNotFound
  | AvatarSlotLimitReached
  | AvatarStyleNotChosen
  | AvatarGenerationInProgress
  | AvatarNotReady
  | PogCardNotFound
  | TaskLocked
  | RewardClaimTransactionFailed
  | ClaimFailed
  | ConnectionFailed
  | AccountAlreadyLinked
  | QuestLoginMethodInvalid
  | UpstreamFailed
  | DataFetchFailed
  | ValidationFailed
  | SignInRequired
  | CodeInvalid
  | CodeExpired
  | EmailAlreadyExists
  | SignInMethodNotConfigured
  | SignInProofRejected
  | SteamSignInRejected
  | CodeDeliveryFailed
  | DeletionRequestNotFound
  | IdempotencyKeyReused
  | IdempotentRequestInFlight
  | QuoteNotFound
  | QuoteExpired
  | QuoteAlreadyUsed
  | SwapPairInvalid
  | SwapAmountTooSmall
  | PaymentNotFound
  | PaymentAlreadySettled
  | PaymentEventRejected
  | FiatCurrencyMismatch
  | TransactionNotFound
  | QuestSlotsFull
  | QuestProofNotFound
  | QuestProofAlreadyReviewed
  | KycStepNotOpen
  | KycStepAlreadyVerified
  | KycDetailsInvalid
  | KycNotVerified
  | KycBonusAlreadyClaimed
  | KycEventRejected
  | KycReviewNotFound
  | KycReviewAlreadyDecided
  | OfframpNotRegistered
  | PayoutDestinationInvalid
  | WithdrawalBelowMinimum
  | WithdrawalDailyLimitReached
  | WithdrawalNotFound
  | PayoutEventRejected
  | WithdrawalNotRetryable
  | PayoutProviderNotConfigured
  | WithdrawalRetryUnsafe
  | KycReviewNoteRequired
  | WithdrawalMonthlyLimitReached
  | WithdrawalContactMissing
  | TdsNotApplicable
  | FinancialYearInvalid
  | KycVerificationNotFound
  | ThirdPartyClientNotFound
  | ThirdPartyClientUnauthorized
  | HandoffCodeInvalid
  | RedirectUrlNotAllowed
  | ArenaGameNotFound
  | ArenaGameNotLive
  | ArenaGameAlreadyLive
  | ArenaUsernameRequired
  | ArenaUnavailable
  | OverlayScheduleInvalid
  | NotificationNotFound
  | TimeZoneInvalid
  | NotificationChannelUnavailable
  | PushSubscriptionInvalid
  | CampaignNotFound
  | CampaignTaskNotFound
  | CampaignLeaderboardNotFound
  | CampaignNotStarted
  | CampaignEnded
  | CampaignNotApplicable
  | CampaignNotJoined
  | CampaignSlotsFull
  | TaskVerificationNotConfigured
  | TaskNoLongerHolds
  | CampaignPublishedLocked
  | CampaignArchived
  | CampaignConfigInvalid
  | CampaignSlugTaken
  | AdminRoleRequired
  | ProgressOwnerMismatch
  | VoucherNotFound
  | VoucherOutOfStock
  | VoucherNotAvailableInRegion
  | VoucherNotPricedIn
  | ReferralCodeNotFound
  | PogCardNotFound
  | ReferralRoadmapNotFound
  | OfferNotFound
  | OfferNotCompleted
  | OfferCheckUnavailable
  | OfferPostbackRejected
  | InvalidActivityCursor
  | ReferralCodeUnknown
  | SelfReferral
  | ReferralAlreadyAssociated
  | GameUsernameNotFound
  | ClanNotFound
  | ClanNameTaken
  | AlreadyInClan
  | NotInClan
  | NotClanChief
  | ClanChiefCannotLeave
  | ClanDeleteTooSoon
  | ClanJoinTooSoon
  | ClanRecreateTooSoon
  | GameAccountOwnerMismatch
  | TournamentNotFound
  | TournamentRegistrationClosed
  | TournamentFull
  | AlreadyRegistered
  | TournamentWithdrawalClosed
  | TournamentRegistrationNotFound
  | TournamentNotConcluded
  | TournamentResultsAlreadyRecorded
  | TournamentResultNotRegistered
  | TournamentRanksInvalid
  | TournamentGameAccountRequired
  | LeaderboardNotFound
  | LeaderboardNotEditable
  | LeaderboardInvalid
  | AnalyticsRangeInvalid
  | ArticleNotFound
  | VideoNotFound
  | ContentEnglishMissing
  | VideoHostNotAllowed
  | BannerWindowInvalid
  | BannerNotFound
  | FeaturedVoucherRepeated
  | VoucherCodesInvalid;
export type DomainErrorTag = DomainError["_tag"];

export const ERROR_HTTP_STATUS: { readonly [Tag in DomainErrorTag]: number } = {
  GameNotFound: 404,
  PhoneNumberAlreadyExists: 409,
  VerificationFailed: 400,
  InvalidRefreshToken: 400,
  TokenDecodeFailed: 401,
  PreferencesTokenMissing: 401,
  TooManyLoginAttempts: 429,
  // Too many for the budget the request draws on, unless it pays: the request goes through with the proof.
  ProofOfWorkRequired: 429,
  WalletNotFound: 404,
  LinkedWalletNotFound: 404,
  LastSignInMethod: 409,
  WalletRejected: 422,
  UsernameTaken: 409,
  PogUsernameTaken: 409,
  PogUsernameInvalid: 422,
  PogNameAlreadyReserved: 409,
  RefreshLimitReached: 429,
  MissionFailed: 422,
  PogMintFailed: 502,
  PaymentFailed: 402,
  PaymentPending: 409,
  InsufficientBalance: 402,
  // Raised in the browser (no camera); the status only keeps the map total.
  CameraNotFound: 400,
  FaceNotDetected: 422,
  AvatarChoiceNotFound: 404,
  AvatarSlotNotFound: 404,
  AvatarSlotLimitReached: 409,
  AvatarStyleNotChosen: 409,
  AvatarGenerationInProgress: 409,
  AvatarNotReady: 409,
  PogCardNotFound: 404,
  TaskLocked: 409,
  RewardClaimTransactionFailed: 502,
  ClaimFailed: 422,
  ConnectionFailed: 502,
  AccountAlreadyLinked: 409,
  QuestLoginMethodInvalid: 422,
  UpstreamFailed: 502,
  DataFetchFailed: 502,
  ValidationFailed: 400,
  SignInRequired: 401,
  CodeInvalid: 400,
  CodeExpired: 400,
  EmailAlreadyExists: 409,
  SignInMethodNotConfigured: 503,
  SignInProofRejected: 401,
  SteamSignInRejected: 400,
  CodeDeliveryFailed: 502,
  DeletionRequestNotFound: 404,
  IdempotencyKeyReused: 422,
  IdempotentRequestInFlight: 409,
  QuoteNotFound: 404,
  QuoteExpired: 409,
  QuoteAlreadyUsed: 409,
  SwapPairInvalid: 422,
  SwapAmountTooSmall: 422,
  PaymentNotFound: 404,
  PaymentAlreadySettled: 409,
  PaymentEventRejected: 401,
  FiatCurrencyMismatch: 422,
  TransactionNotFound: 404,
  QuestSlotsFull: 409,
  QuestProofNotFound: 404,
  QuestProofAlreadyReviewed: 409,
  KycStepNotOpen: 409,
  KycStepAlreadyVerified: 409,
  KycDetailsInvalid: 422,
  KycNotVerified: 409,
  KycBonusAlreadyClaimed: 409,
  KycEventRejected: 401,
  OfframpNotRegistered: 409,
  PayoutDestinationInvalid: 422,
  WithdrawalBelowMinimum: 422,
  WithdrawalDailyLimitReached: 409,
  WithdrawalNotFound: 404,
  PayoutEventRejected: 401,
  WithdrawalMonthlyLimitReached: 409,
  WithdrawalContactMissing: 409,
  TdsNotApplicable: 409,
  FinancialYearInvalid: 422,
  KycReviewNotFound: 404,
  KycReviewAlreadyDecided: 409,
  KycReviewNoteRequired: 422,
  WithdrawalNotRetryable: 409,
  PayoutProviderNotConfigured: 409,
  WithdrawalRetryUnsafe: 409,
  KycVerificationNotFound: 404,
  ThirdPartyClientNotFound: 404,
  ThirdPartyClientUnauthorized: 401,
  HandoffCodeInvalid: 400,
  RedirectUrlNotAllowed: 400,
  ArenaGameNotFound: 404,
  ArenaGameNotLive: 409,
  ArenaGameAlreadyLive: 409,
  ArenaUsernameRequired: 409,
  ArenaUnavailable: 503,
  OverlayScheduleInvalid: 422,
  NotificationNotFound: 404,
  TimeZoneInvalid: 422,
  NotificationChannelUnavailable: 422,
  PushSubscriptionInvalid: 422,
  CampaignNotFound: 404,
  CampaignTaskNotFound: 404,
  CampaignLeaderboardNotFound: 404,
  CampaignNotStarted: 409,
  CampaignEnded: 409,
  CampaignNotApplicable: 403,
  CampaignNotJoined: 409,
  CampaignSlotsFull: 409,
  TaskVerificationNotConfigured: 422,
  TaskNoLongerHolds: 409,
  CampaignPublishedLocked: 409,
  CampaignArchived: 409,
  CampaignConfigInvalid: 422,
  CampaignSlugTaken: 409,
  AdminRoleRequired: 403,
  ProgressOwnerMismatch: 403,
  VoucherNotFound: 404,
  VoucherOutOfStock: 409,
  VoucherNotAvailableInRegion: 403,
  VoucherNotPricedIn: 422,
  ReferralCodeNotFound: 404,
  ReferralRoadmapNotFound: 404,
  OfferNotFound: 404,
  OfferNotCompleted: 409,
  OfferCheckUnavailable: 503,
  OfferPostbackRejected: 401,
  InvalidActivityCursor: 400,
  ReferralCodeUnknown: 404,
  SelfReferral: 409,
  ReferralAlreadyAssociated: 409,
  GameUsernameNotFound: 404,
  ClanNotFound: 404,
  ClanNameTaken: 409,
  AlreadyInClan: 409,
  NotInClan: 409,
  NotClanChief: 403,
  ClanChiefCannotLeave: 409,
  ClanDeleteTooSoon: 409,
  ClanJoinTooSoon: 409,
  ClanRecreateTooSoon: 409,
  GameAccountOwnerMismatch: 403,
  TournamentNotFound: 404,
  TournamentRegistrationClosed: 409,
  TournamentFull: 409,
  AlreadyRegistered: 409,
  TournamentWithdrawalClosed: 409,
  TournamentRegistrationNotFound: 404,
  TournamentNotConcluded: 409,
  TournamentResultsAlreadyRecorded: 409,
  TournamentResultNotRegistered: 422,
  TournamentRanksInvalid: 422,
  TournamentGameAccountRequired: 422,
  LeaderboardNotFound: 404,
  LeaderboardNotEditable: 409,
  LeaderboardInvalid: 422,
  AnalyticsRangeInvalid: 422,
  ArticleNotFound: 404,
  VideoNotFound: 404,
  ContentEnglishMissing: 422,
  VideoHostNotAllowed: 422,
  BannerWindowInvalid: 422,
  BannerNotFound: 404,
  FeaturedVoucherRepeated: 422,
  VoucherCodesInvalid: 422,
};

export const ERROR_MESSAGE_ID: { readonly [Tag in DomainErrorTag]: `errors.${Tag}` } = {
  GameNotFound: "errors.GameNotFound",
  PhoneNumberAlreadyExists: "errors.PhoneNumberAlreadyExists",
  VerificationFailed: "errors.VerificationFailed",
  InvalidRefreshToken: "errors.InvalidRefreshToken",
  TokenDecodeFailed: "errors.TokenDecodeFailed",
  PreferencesTokenMissing: "errors.PreferencesTokenMissing",
  TooManyLoginAttempts: "errors.TooManyLoginAttempts",
  ProofOfWorkRequired: "errors.ProofOfWorkRequired",
  WalletNotFound: "errors.WalletNotFound",
  LinkedWalletNotFound: "errors.LinkedWalletNotFound",
  LastSignInMethod: "errors.LastSignInMethod",
  WalletRejected: "errors.WalletRejected",
  UsernameTaken: "errors.UsernameTaken",
  PogUsernameTaken: "errors.PogUsernameTaken",
  PogUsernameInvalid: "errors.PogUsernameInvalid",
  PogNameAlreadyReserved: "errors.PogNameAlreadyReserved",
  RefreshLimitReached: "errors.RefreshLimitReached",
  MissionFailed: "errors.MissionFailed",
  PogMintFailed: "errors.PogMintFailed",
  PaymentFailed: "errors.PaymentFailed",
  PaymentPending: "errors.PaymentPending",
  InsufficientBalance: "errors.InsufficientBalance",
  CameraNotFound: "errors.CameraNotFound",
  FaceNotDetected: "errors.FaceNotDetected",
  AvatarChoiceNotFound: "errors.AvatarChoiceNotFound",
  AvatarSlotNotFound: "errors.AvatarSlotNotFound",
  AvatarSlotLimitReached: "errors.AvatarSlotLimitReached",
  AvatarStyleNotChosen: "errors.AvatarStyleNotChosen",
  AvatarGenerationInProgress: "errors.AvatarGenerationInProgress",
  AvatarNotReady: "errors.AvatarNotReady",
  PogCardNotFound: "errors.PogCardNotFound",
  TaskLocked: "errors.TaskLocked",
  RewardClaimTransactionFailed: "errors.RewardClaimTransactionFailed",
  ClaimFailed: "errors.ClaimFailed",
  ConnectionFailed: "errors.ConnectionFailed",
  AccountAlreadyLinked: "errors.AccountAlreadyLinked",
  QuestLoginMethodInvalid: "errors.QuestLoginMethodInvalid",
  UpstreamFailed: "errors.UpstreamFailed",
  DataFetchFailed: "errors.DataFetchFailed",
  ValidationFailed: "errors.ValidationFailed",
  SignInRequired: "errors.SignInRequired",
  CodeInvalid: "errors.CodeInvalid",
  CodeExpired: "errors.CodeExpired",
  EmailAlreadyExists: "errors.EmailAlreadyExists",
  SignInMethodNotConfigured: "errors.SignInMethodNotConfigured",
  SignInProofRejected: "errors.SignInProofRejected",
  SteamSignInRejected: "errors.SteamSignInRejected",
  CodeDeliveryFailed: "errors.CodeDeliveryFailed",
  DeletionRequestNotFound: "errors.DeletionRequestNotFound",
  IdempotencyKeyReused: "errors.IdempotencyKeyReused",
  IdempotentRequestInFlight: "errors.IdempotentRequestInFlight",
  QuoteNotFound: "errors.QuoteNotFound",
  QuoteExpired: "errors.QuoteExpired",
  QuoteAlreadyUsed: "errors.QuoteAlreadyUsed",
  SwapPairInvalid: "errors.SwapPairInvalid",
  SwapAmountTooSmall: "errors.SwapAmountTooSmall",
  PaymentNotFound: "errors.PaymentNotFound",
  PaymentAlreadySettled: "errors.PaymentAlreadySettled",
  PaymentEventRejected: "errors.PaymentEventRejected",
  FiatCurrencyMismatch: "errors.FiatCurrencyMismatch",
  TransactionNotFound: "errors.TransactionNotFound",
  QuestSlotsFull: "errors.QuestSlotsFull",
  QuestProofNotFound: "errors.QuestProofNotFound",
  QuestProofAlreadyReviewed: "errors.QuestProofAlreadyReviewed",
  KycStepNotOpen: "errors.KycStepNotOpen",
  KycStepAlreadyVerified: "errors.KycStepAlreadyVerified",
  KycDetailsInvalid: "errors.KycDetailsInvalid",
  KycNotVerified: "errors.KycNotVerified",
  KycBonusAlreadyClaimed: "errors.KycBonusAlreadyClaimed",
  KycEventRejected: "errors.KycEventRejected",
  OfframpNotRegistered: "errors.OfframpNotRegistered",
  PayoutDestinationInvalid: "errors.PayoutDestinationInvalid",
  WithdrawalBelowMinimum: "errors.WithdrawalBelowMinimum",
  WithdrawalDailyLimitReached: "errors.WithdrawalDailyLimitReached",
  WithdrawalNotFound: "errors.WithdrawalNotFound",
  PayoutEventRejected: "errors.PayoutEventRejected",
  WithdrawalMonthlyLimitReached: "errors.WithdrawalMonthlyLimitReached",
  WithdrawalContactMissing: "errors.WithdrawalContactMissing",
  TdsNotApplicable: "errors.TdsNotApplicable",
  FinancialYearInvalid: "errors.FinancialYearInvalid",
  KycReviewNotFound: "errors.KycReviewNotFound",
  KycReviewAlreadyDecided: "errors.KycReviewAlreadyDecided",
  KycReviewNoteRequired: "errors.KycReviewNoteRequired",
  WithdrawalNotRetryable: "errors.WithdrawalNotRetryable",
  PayoutProviderNotConfigured: "errors.PayoutProviderNotConfigured",
  WithdrawalRetryUnsafe: "errors.WithdrawalRetryUnsafe",
  KycVerificationNotFound: "errors.KycVerificationNotFound",
  ThirdPartyClientNotFound: "errors.ThirdPartyClientNotFound",
  ThirdPartyClientUnauthorized: "errors.ThirdPartyClientUnauthorized",
  HandoffCodeInvalid: "errors.HandoffCodeInvalid",
  RedirectUrlNotAllowed: "errors.RedirectUrlNotAllowed",
  ArenaGameNotFound: "errors.ArenaGameNotFound",
  ArenaGameNotLive: "errors.ArenaGameNotLive",
  ArenaGameAlreadyLive: "errors.ArenaGameAlreadyLive",
  ArenaUsernameRequired: "errors.ArenaUsernameRequired",
  ArenaUnavailable: "errors.ArenaUnavailable",
  OverlayScheduleInvalid: "errors.OverlayScheduleInvalid",
  NotificationNotFound: "errors.NotificationNotFound",
  TimeZoneInvalid: "errors.TimeZoneInvalid",
  NotificationChannelUnavailable: "errors.NotificationChannelUnavailable",
  PushSubscriptionInvalid: "errors.PushSubscriptionInvalid",
  CampaignNotFound: "errors.CampaignNotFound",
  CampaignTaskNotFound: "errors.CampaignTaskNotFound",
  CampaignLeaderboardNotFound: "errors.CampaignLeaderboardNotFound",
  CampaignNotStarted: "errors.CampaignNotStarted",
  CampaignEnded: "errors.CampaignEnded",
  CampaignNotApplicable: "errors.CampaignNotApplicable",
  CampaignNotJoined: "errors.CampaignNotJoined",
  CampaignSlotsFull: "errors.CampaignSlotsFull",
  TaskVerificationNotConfigured: "errors.TaskVerificationNotConfigured",
  TaskNoLongerHolds: "errors.TaskNoLongerHolds",
  CampaignPublishedLocked: "errors.CampaignPublishedLocked",
  CampaignArchived: "errors.CampaignArchived",
  CampaignConfigInvalid: "errors.CampaignConfigInvalid",
  CampaignSlugTaken: "errors.CampaignSlugTaken",
  AdminRoleRequired: "errors.AdminRoleRequired",
  ProgressOwnerMismatch: "errors.ProgressOwnerMismatch",
  VoucherNotFound: "errors.VoucherNotFound",
  VoucherOutOfStock: "errors.VoucherOutOfStock",
  VoucherNotAvailableInRegion: "errors.VoucherNotAvailableInRegion",
  VoucherNotPricedIn: "errors.VoucherNotPricedIn",
  ReferralCodeNotFound: "errors.ReferralCodeNotFound",
  ReferralRoadmapNotFound: "errors.ReferralRoadmapNotFound",
  OfferNotFound: "errors.OfferNotFound",
  OfferNotCompleted: "errors.OfferNotCompleted",
  OfferCheckUnavailable: "errors.OfferCheckUnavailable",
  OfferPostbackRejected: "errors.OfferPostbackRejected",
  InvalidActivityCursor: "errors.InvalidActivityCursor",
  ReferralCodeUnknown: "errors.ReferralCodeUnknown",
  SelfReferral: "errors.SelfReferral",
  ReferralAlreadyAssociated: "errors.ReferralAlreadyAssociated",
  GameUsernameNotFound: "errors.GameUsernameNotFound",
  ClanNotFound: "errors.ClanNotFound",
  ClanNameTaken: "errors.ClanNameTaken",
  AlreadyInClan: "errors.AlreadyInClan",
  NotInClan: "errors.NotInClan",
  NotClanChief: "errors.NotClanChief",
  ClanChiefCannotLeave: "errors.ClanChiefCannotLeave",
  ClanDeleteTooSoon: "errors.ClanDeleteTooSoon",
  ClanJoinTooSoon: "errors.ClanJoinTooSoon",
  ClanRecreateTooSoon: "errors.ClanRecreateTooSoon",
  GameAccountOwnerMismatch: "errors.GameAccountOwnerMismatch",
  TournamentNotFound: "errors.TournamentNotFound",
  TournamentRegistrationClosed: "errors.TournamentRegistrationClosed",
  TournamentFull: "errors.TournamentFull",
  AlreadyRegistered: "errors.AlreadyRegistered",
  TournamentWithdrawalClosed: "errors.TournamentWithdrawalClosed",
  TournamentRegistrationNotFound: "errors.TournamentRegistrationNotFound",
  TournamentNotConcluded: "errors.TournamentNotConcluded",
  TournamentResultsAlreadyRecorded: "errors.TournamentResultsAlreadyRecorded",
  TournamentResultNotRegistered: "errors.TournamentResultNotRegistered",
  TournamentRanksInvalid: "errors.TournamentRanksInvalid",
  TournamentGameAccountRequired: "errors.TournamentGameAccountRequired",
  LeaderboardNotFound: "errors.LeaderboardNotFound",
  LeaderboardNotEditable: "errors.LeaderboardNotEditable",
  LeaderboardInvalid: "errors.LeaderboardInvalid",
  AnalyticsRangeInvalid: "errors.AnalyticsRangeInvalid",
  ArticleNotFound: "errors.ArticleNotFound",
  VideoNotFound: "errors.VideoNotFound",
  ContentEnglishMissing: "errors.ContentEnglishMissing",
  VideoHostNotAllowed: "errors.VideoHostNotAllowed",
  BannerWindowInvalid: "errors.BannerWindowInvalid",
  BannerNotFound: "errors.BannerNotFound",
  FeaturedVoucherRepeated: "errors.FeaturedVoucherRepeated",
  VoucherCodesInvalid: "errors.VoucherCodesInvalid",
};

/*
 * English texts. Quoted words of spec §8 are kept as written ("Claim Failed", "Payment Failed", "API
 * Failure"). Where §8 describes rather than quotes (account already linked, task lock, not enough K-Cash or
 * rKLEOS, payment taking longer, camera not found, face not detected) the text is that description as a
 * sentence. The spec gives no text for too many attempts or for a game login method that does not fit a
 * quest, except that the latter starts "Quest login method".
 */
export const ERROR_ENGLISH_TEXT: { readonly [Tag in DomainErrorTag]: string } = {
  GameNotFound: "Game not found",
  PhoneNumberAlreadyExists: "Phone number already exists",
  VerificationFailed: "Something went wrong",
  InvalidRefreshToken: "Invalid refresh token",
  TokenDecodeFailed: "Error decoding token",
  PreferencesTokenMissing: "Missing token or payload",
  TooManyLoginAttempts: "Too many attempts. Please try again later.",
  ProofOfWorkRequired: "We need to check your device first. Please try again.",
  WalletNotFound: "Wallet not found",
  LinkedWalletNotFound: "This wallet is not linked to your account",
  LastSignInMethod:
    "This wallet is how you sign in: verify a phone number or an e-mail address before disconnecting it",
  WalletRejected: "Wallet error",
  UsernameTaken: "Username already taken",
  PogUsernameTaken: "Username already taken",
  PogUsernameInvalid: "This name cannot be a Kleos name",
  PogNameAlreadyReserved: "You have already reserved a Kleos name",
  RefreshLimitReached: "Refresh limit reached",
  MissionFailed: "Mission failed",
  PogMintFailed: "Something broke while minting your POG card",
  PaymentFailed: "Payment Failed",
  PaymentPending: "Payment is taking longer than usual. Please check later.",
  InsufficientBalance: "Not enough K-Cash or rKLEOS",
  CameraNotFound: "Camera not found",
  FaceNotDetected: "Face not detected",
  AvatarChoiceNotFound: "This avatar choice does not exist",
  AvatarSlotNotFound: "This avatar slot is not unlocked",
  AvatarSlotLimitReached: "All avatar slots are already unlocked",
  AvatarStyleNotChosen: "Choose a category, a character and a style first",
  AvatarGenerationInProgress: "Your avatar is still being generated",
  AvatarNotReady: "This slot has no avatar yet",
  PogCardNotFound: "This POG card was not found",
  TaskLocked: "Complete all active tasks first",
  RewardClaimTransactionFailed: "Reward claim transaction failed",
  ClaimFailed: "Claim Failed",
  ConnectionFailed: "Connection failed",
  AccountAlreadyLinked: "Account already linked",
  QuestLoginMethodInvalid: "Quest login method is not valid for this quest",
  UpstreamFailed: "API Failure",
  DataFetchFailed: "An error occurred while fetching data",
  ValidationFailed: "Please enter a value",
  SignInRequired: "Please sign in to continue",
  CodeInvalid: "The code is not correct",
  CodeExpired: "The code has expired. Please request a new one.",
  EmailAlreadyExists: "Email already exists",
  SignInMethodNotConfigured: "This sign-in method is not available",
  SignInProofRejected: "Sign-in could not be verified",
  SteamSignInRejected: "Steam could not confirm the sign-in. Please try again.",
  CodeDeliveryFailed: "We could not send the code. Please try again.",
  DeletionRequestNotFound: "No deletion request",
  IdempotencyKeyReused: "This request key was already used for a different request",
  IdempotentRequestInFlight: "This request is still being processed. Please wait a moment.",
  QuoteNotFound: "Swap quote not found",
  QuoteExpired: "The quote has expired. Please get a new quote.",
  QuoteAlreadyUsed: "This quote was already used",
  SwapPairInvalid: "These currencies cannot be swapped",
  SwapAmountTooSmall: "The amount is too small to swap",
  PaymentNotFound: "Payment not found",
  PaymentAlreadySettled: "This payment is already complete",
  PaymentEventRejected: "The payment event could not be verified",
  FiatCurrencyMismatch: "Prices in your country are in another currency. Reload the page to see them.",
  TransactionNotFound: "Transaction not found",
  QuestSlotsFull: "All slots of this quest are taken",
  QuestProofNotFound: "Quest proof not found",
  QuestProofAlreadyReviewed: "This proof was already reviewed",
  KycStepNotOpen: "Complete the earlier KYC steps first",
  KycStepAlreadyVerified: "This KYC step is already verified",
  KycDetailsInvalid: "Please check the details you entered",
  KycNotVerified: "Complete your KYC first",
  KycBonusAlreadyClaimed: "You have already claimed the KYC bonus",
  KycEventRejected: "The KYC event could not be verified",
  OfframpNotRegistered: "Choose where your cash-out goes first",
  PayoutDestinationInvalid: "This payout destination cannot be used",
  WithdrawalBelowMinimum: "The amount is below the minimum withdrawal",
  WithdrawalDailyLimitReached: "You have reached today's withdrawal limit",
  WithdrawalNotFound: "Withdrawal not found",
  PayoutEventRejected: "The payout event could not be verified",
  WithdrawalMonthlyLimitReached: "You have reached this month's withdrawal limit",
  WithdrawalContactMissing: "Verify your phone number or e-mail address to receive the confirmation code",
  TdsNotApplicable: "A TDS statement is only available to gamers in India",
  FinancialYearInvalid: "This financial year is not available",
  KycReviewNotFound: "This KYC check is not waiting for a review",
  KycReviewAlreadyDecided: "This KYC check was already decided",
  KycReviewNoteRequired: "Say why the check is rejected",
  WithdrawalNotRetryable: "This payout was already accepted or settled by the provider",
  PayoutProviderNotConfigured: "No payout provider is configured for this payout",
  WithdrawalRetryUnsafe: "Sending this payout again could pay twice: check it with the provider",
  KycVerificationNotFound: "This KYC verification was not found",
  ThirdPartyClientNotFound: "Partner game not found",
  ThirdPartyClientUnauthorized: "The partner client could not be verified",
  HandoffCodeInvalid: "The code is not valid or has expired",
  RedirectUrlNotAllowed: "This redirect URL is not allowed",
  ArenaGameNotFound: "This game is not in the Klash arena",
  ArenaGameNotLive: "This arena game is not live yet",
  ArenaGameAlreadyLive: "This arena game is live already: no waitlist",
  ArenaUsernameRequired: "Add your arena username for this game first",
  ArenaUnavailable: "The Klash arena is not available right now",
  OverlayScheduleInvalid: "The schedule must end after it starts",
  NotificationNotFound: "Notification not found",
  TimeZoneInvalid: "This is not a known time zone",
  NotificationChannelUnavailable:
    "Verify your phone number or e-mail address first to get notifications there",
  PushSubscriptionInvalid: "This browser's push subscription cannot be used",
  CampaignNotFound: "Campaign not found",
  CampaignTaskNotFound: "Task not found",
  CampaignLeaderboardNotFound: "This campaign has no leaderboard",
  CampaignNotStarted: "This campaign has not started yet",
  CampaignEnded: "This campaign has ended",
  CampaignNotApplicable: "This campaign is not available in your region",
  CampaignNotJoined: "Start the campaign first",
  CampaignSlotsFull: "All slots are taken",
  TaskVerificationNotConfigured: "This task cannot be verified yet",
  TaskNoLongerHolds: "A task you did no longer holds. Do it again, then claim.",
  CampaignPublishedLocked: "A published campaign cannot change this",
  CampaignArchived: "This campaign is archived",
  CampaignConfigInvalid: "The campaign's settings are not valid",
  CampaignSlugTaken: "This slug is already used by another campaign",
  AdminRoleRequired: "Only admins may do this",
  ProgressOwnerMismatch: "You can only change your own progress",
  VoucherNotFound: "Voucher not found",
  VoucherOutOfStock: "This voucher is sold out",
  VoucherNotAvailableInRegion: "This voucher is not available in your region",
  VoucherNotPricedIn: "This voucher cannot be paid for in that currency",
  ReferralCodeNotFound: "You have no referral code yet",
  ReferralRoadmapNotFound: "This referral roadmap does not exist",
  OfferNotFound: "This offer does not exist",
  OfferNotCompleted: "The game has not seen this offer done yet",
  OfferCheckUnavailable: "The game could not confirm this offer right now, please try again later",
  OfferPostbackRejected: "The offer postback could not be verified",
  InvalidActivityCursor: "This page of activities cannot be found",
  ReferralCodeUnknown: "This referral code does not exist",
  SelfReferral: "You cannot use your own referral code",
  ReferralAlreadyAssociated: "You already joined through another gamer's invite",
  GameUsernameNotFound: "No game username saved for this game",
  ClanNotFound: "Clan not found",
  ClanNameTaken: "This clan name is already taken",
  AlreadyInClan: "You are already in a clan",
  NotInClan: "You are not in a clan",
  NotClanChief: "Only the clan's Chief may do this",
  ClanChiefCannotLeave: "A Chief cannot leave the clan. Delete the clan instead.",
  ClanDeleteTooSoon: "This clan cannot be deleted yet",
  ClanJoinTooSoon: "You left a clan recently and cannot join another one yet",
  ClanRecreateTooSoon: "You deleted a clan recently and cannot create another one yet",
  GameAccountOwnerMismatch: "You can only see and change your own game accounts",
  TournamentNotFound: "Tournament not found",
  TournamentRegistrationClosed: "Registration for this tournament is closed",
  TournamentFull: "Every seat in this tournament is taken",
  AlreadyRegistered: "You are already registered for this tournament",
  TournamentWithdrawalClosed: "The tournament has started: you can no longer withdraw",
  TournamentRegistrationNotFound: "You are not registered for this tournament",
  TournamentNotConcluded: "The tournament has not ended yet: results can be recorded once it is over",
  TournamentResultsAlreadyRecorded: "The results of this tournament are already recorded",
  TournamentResultNotRegistered: "Only players registered for the tournament can be ranked",
  TournamentRanksInvalid: "Ranks must run from 1 to the number of placed players, each rank and player once",
  TournamentGameAccountRequired: "Add your in-game id for this game to register",
  LeaderboardNotFound: "Leaderboard not found",
  LeaderboardNotEditable: "The season has started: only the title can change",
  LeaderboardInvalid: "The season must end after it starts, and prize tiers must not overlap",
  AnalyticsRangeInvalid: "Choose a range whose last day is not before its first, of at most 366 days",
  ArticleNotFound: "Article not found",
  VideoNotFound: "Video not found",
  ContentEnglishMissing: "Add an English version: it is shown wherever no translation exists",
  VideoHostNotAllowed: "Only https YouTube or Vimeo video pages can be used",
  BannerWindowInvalid: "The banner must end after it starts",
  BannerNotFound: "Banner not found",
  FeaturedVoucherRepeated: "A voucher can be featured only once",
  VoucherCodesInvalid: "The codes file was refused: fix the lines named and upload it again",
};

const domainErrorTags = new Set<string>(Object.keys(ERROR_HTTP_STATUS));

export const isDomainError = (value: unknown): value is DomainError =>
  typeof value === "object" &&
  value !== null &&
  "_tag" in value &&
  typeof value._tag === "string" &&
  domainErrorTags.has(value._tag);

/** The data fields of an error (everything but its tag and the Error machinery), for the problem body. */
export const errorFields = (error: DomainError): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== "_tag" && key !== "message" && key !== "stack" && key !== "cause") fields[key] = value;
  }
  return fields;
};

/**
 * The message a person should read for an error: its catalogue id and English text, except that a
 * `ValidationFailed` reads as the rule it broke (`validation.siteUsername.length`, "min 5 and max 10
 * characters"). The server puts `message` in the problem's `detail`; the web translates `messageId`.
 */
export const describeDomainError = (
  error: DomainError,
): { readonly messageId: string; readonly message: string } => {
  if (
    (error._tag === "ValidationFailed" || error._tag === "PogUsernameInvalid") &&
    isValidationMessageId(error.messageId)
  ) {
    return { messageId: error.messageId, message: VALIDATION_MESSAGES[error.messageId] };
  }
  return { messageId: ERROR_MESSAGE_ID[error._tag], message: ERROR_ENGLISH_TEXT[error._tag] };
};
