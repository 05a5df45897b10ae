/**
 * Domain messages on the site: a failed call's problem `code` and a broken rule's `messageId` are looked up
 * here, and their English is the domain catalogue's (src/domain/errors/error-catalogue.ts,
 * src/domain/validation/validation-messages.ts), never written again in the web. `npm run i18n:extract` writes
 * the listed ones into locales/en.json (scripts/i18n-extract.ts); every locale translates them.
 */
import type { MessageDescriptor } from "react-intl";
import { ERROR_ENGLISH_TEXT, ERROR_MESSAGE_ID, type DomainErrorTag } from "@/domain/errors/error-catalogue";
import { VALIDATION_MESSAGES, type ValidationMessageId } from "@/domain/validation/validation-messages";

/** The domain errors the site words (and every locale translates); any other code reads "Something went wrong". */
export const SHOWN_ERRORS = [
  "OverlayScheduleInvalid",
  "VoucherCodesInvalid",
  "BannerNotFound",
  "BannerWindowInvalid",
  "FeaturedVoucherRepeated",
  "AccountAlreadyLinked",
  "AdminRoleRequired",
  "AlreadyInClan",
  "AlreadyRegistered",
  "ArenaGameAlreadyLive",
  "ArenaGameNotFound",
  "ArenaGameNotLive",
  "ArenaUnavailable",
  "ArenaUsernameRequired",
  "ArticleNotFound",
  "AvatarChoiceNotFound",
  "AvatarGenerationInProgress",
  "AvatarNotReady",
  "FinancialYearInvalid",
  "KycNotVerified",
  "OfframpNotRegistered",
  "PayoutDestinationInvalid",
  "PogCardNotFound",
  "MissionFailed",
  "PogMintFailed",
  "AvatarSlotLimitReached",
  "AvatarSlotNotFound",
  "AvatarStyleNotChosen",
  "CameraNotFound",
  "CampaignArchived",
  "CampaignConfigInvalid",
  "CampaignEnded",
  "CampaignNotApplicable",
  "CampaignNotFound",
  "CampaignNotJoined",
  "CampaignNotStarted",
  "CampaignPublishedLocked",
  "CampaignSlotsFull",
  "CampaignSlugTaken",
  "CampaignTaskNotFound",
  "ClaimFailed",
  "ClanChiefCannotLeave",
  "ClanDeleteTooSoon",
  "ClanJoinTooSoon",
  "ClanNameTaken",
  "ClanNotFound",
  "ClanRecreateTooSoon",
  "ContentEnglishMissing",
  "AnalyticsRangeInvalid",
  "CodeDeliveryFailed",
  "CodeExpired",
  "CodeInvalid",
  "ConnectionFailed",
  "ContentEnglishMissing",
  "DataFetchFailed",
  "EmailAlreadyExists",
  "FaceNotDetected",
  "FiatCurrencyMismatch",
  "GameNotFound",
  "IdempotencyKeyReused",
  "IdempotentRequestInFlight",
  "InsufficientBalance",
  "KycBonusAlreadyClaimed",
  "KycDetailsInvalid",
  "KycEventRejected",
  "KycNotVerified",
  "KycReviewAlreadyDecided",
  "KycReviewNotFound",
  "KycReviewNoteRequired",
  "KycStepAlreadyVerified",
  "KycStepNotOpen",
  "KycVerificationNotFound",
  "LastSignInMethod",
  "LeaderboardInvalid",
  "LeaderboardNotEditable",
  "LeaderboardNotFound",
  "LinkedWalletNotFound",
  "MissionFailed",
  "NotClanChief",
  "NotInClan",
  "NotificationChannelUnavailable",
  "NotificationNotFound",
  "OfferCheckUnavailable",
  "OfferNotCompleted",
  "OfferNotFound",
  "PaymentAlreadySettled",
  "PaymentNotFound",
  "PaymentPending",
  "PayoutProviderNotConfigured",
  "PhoneNumberAlreadyExists",
  "PogCardNotFound",
  "PogMintFailed",
  "PogNameAlreadyReserved",
  "PogUsernameTaken",
  "ProgressOwnerMismatch",
  "ProofOfWorkRequired",
  "PushSubscriptionInvalid",
  "QuestLoginMethodInvalid",
  "QuestProofAlreadyReviewed",
  "QuestProofNotFound",
  "QuestSlotsFull",
  "QuoteAlreadyUsed",
  "QuoteExpired",
  "QuoteNotFound",
  "ReferralAlreadyAssociated",
  "ReferralCodeUnknown",
  "ReferralRoadmapNotFound",
  "RewardClaimTransactionFailed",
  "SelfReferral",
  "SignInMethodNotConfigured",
  "SignInProofRejected",
  "SignInRequired",
  "SteamSignInRejected",
  "SwapAmountTooSmall",
  "SwapPairInvalid",
  "TaskLocked",
  "TaskNoLongerHolds",
  "TaskVerificationNotConfigured",
  "TimeZoneInvalid",
  "TdsNotApplicable",
  "TooManyLoginAttempts",
  "TournamentFull",
  "TournamentGameAccountRequired",
  "TournamentNotConcluded",
  "TournamentNotFound",
  "TournamentRanksInvalid",
  "TournamentRegistrationClosed",
  "TournamentRegistrationNotFound",
  "TournamentResultNotRegistered",
  "TournamentResultsAlreadyRecorded",
  "TournamentWithdrawalClosed",
  "TransactionNotFound",
  "UpstreamFailed",
  "UsernameTaken",
  "VerificationFailed",
  "VideoHostNotAllowed",
  "VideoNotFound",
  "VoucherNotAvailableInRegion",
  "VoucherNotFound",
  "VoucherNotPricedIn",
  "VoucherOutOfStock",
  "WithdrawalBelowMinimum",
  "WithdrawalContactMissing",
  "WithdrawalDailyLimitReached",
  "WithdrawalMonthlyLimitReached",
  "WithdrawalNotFound",
  "WithdrawalNotRetryable",
  "WithdrawalRetryUnsafe",
] as const satisfies ReadonlyArray<DomainErrorTag>;
export type ShownError = (typeof SHOWN_ERRORS)[number];

/** The validation messages the site shows (and every locale translates). */
export const SHOWN_VALIDATION_MESSAGES = [
  "validation.bankAccount.invalid",
  "validation.clanDescription.length",
  "validation.clanName.characters",
  "validation.clanName.length",
  "validation.common.city",
  "validation.common.country",
  "validation.common.enterValue",
  "validation.common.selectOption",
  "validation.cpf.invalid",
  "validation.email.invalid",
  "validation.evmAddress.checksum",
  "validation.evmAddress.invalid",
  "validation.firstName.alphabetsOnly",
  "validation.firstName.length",
  "validation.firstName.noSpaces",
  "validation.firstName.specialCharacters",
  "validation.gameUserId.noSpaces",
  "validation.gameUserName.noSpaces",
  "validation.ifsc.invalid",
  "validation.image.jpegOnly",
  "validation.mobileNumber.invalid",
  "validation.name.lettersAndSpaces",
  "validation.pan.invalid",
  "validation.pan.notIndividual",
  "validation.pixKey.invalid",
  "validation.pogUsername.length",
  "validation.pogUsername.noSpaces",
  "validation.pogUsername.specialCharacters",
  "validation.siteUsername.length",
  "validation.siteUsername.noSpaces",
  "validation.siteUsername.specialCharacters",
  "validation.solanaAddress.invalid",
  "validation.steamId.invalid",
  "validation.steamId.tooShort",
] as const satisfies ReadonlyArray<ValidationMessageId>;
export type ShownValidationMessage = (typeof SHOWN_VALIDATION_MESSAGES)[number];

/** The message of a domain error, by its tag (a problem's `code`). */
export const errorMessage = (tag: ShownError): MessageDescriptor => ({
  id: ERROR_MESSAGE_ID[tag],
  defaultMessage: ERROR_ENGLISH_TEXT[tag],
});

/** The message of a validation rule, by its message id. */
export const validationMessage = (id: ShownValidationMessage): MessageDescriptor => ({
  id,
  defaultMessage: VALIDATION_MESSAGES[id],
});

const shownErrors: ReadonlySet<string> = new Set(SHOWN_ERRORS);
const shownValidation: ReadonlySet<string> = new Set(SHOWN_VALIDATION_MESSAGES);

export const isShownError = (code: string): code is ShownError => shownErrors.has(code);
export const isShownValidationMessage = (id: string): id is ShownValidationMessage => shownValidation.has(id);

/** Every domain message the site shows, id → English: what the extraction adds to locales/en.json. */
export const domainMessageCatalogue = (): Readonly<Record<string, string>> =>
  Object.fromEntries([
    ...SHOWN_ERRORS.map((tag) => [ERROR_MESSAGE_ID[tag], ERROR_ENGLISH_TEXT[tag]] as const),
    ...SHOWN_VALIDATION_MESSAGES.map((id) => [id, VALIDATION_MESSAGES[id]] as const),
  ]);

/** The message of a validation rule the server or a form names by `messageId`, when the site shows it. */
export const validationMessageOf = (messageId: string): MessageDescriptor | undefined =>
  isShownValidationMessage(messageId) ? validationMessage(messageId) : undefined;

/** The message a domain `messageId` names (`errors.<Tag>` or a validation rule's id), when the site shows it. */
export const domainMessageOf = (messageId: string): MessageDescriptor | undefined => {
  if (isShownValidationMessage(messageId)) return validationMessage(messageId);
  const tag = messageId.startsWith("errors.") ? messageId.slice("errors.".length) : "";
  return isShownError(tag) ? errorMessage(tag) : undefined;
};
