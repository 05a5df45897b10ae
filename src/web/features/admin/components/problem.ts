/**
 * What the server answered when an admin call failed (an RFC 9457 problem), in the shape the admin pages show:
 * a headline (the domain's message for the problem's code, else the server's title), the server's detail,
 * and the fields it named, keyed by the same paths as the form's own errors.
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { formMessages, reasonMessages } from "@/web/features/admin/campaign-form-model";
import { ApiError } from "@/web/lib/api-client";
import { errorMessage, type ShownError } from "@/web/lib/domain-messages";

/** The domain errors an admin call answers, under their catalogue ids with the catalogue's English. */
const adminErrors: ReadonlyArray<ShownError> = [
  "CampaignConfigInvalid",
  "CampaignSlugTaken",
  "CampaignPublishedLocked",
  "CampaignArchived",
  "CampaignNotFound",
  "CampaignTaskNotFound",
  "AdminRoleRequired",
  "QuestProofNotFound",
  "QuestProofAlreadyReviewed",
  "ContentEnglishMissing",
  "VideoHostNotAllowed",
  "LeaderboardInvalid",
  "LeaderboardNotEditable",
  "LeaderboardNotFound",
  "KycReviewNotFound",
  "KycReviewAlreadyDecided",
  "KycReviewNoteRequired",
  "WithdrawalNotFound",
  "WithdrawalNotRetryable",
  "PayoutProviderNotConfigured",
  "WithdrawalRetryUnsafe",
  "BannerWindowInvalid",
  "BannerNotFound",
  "VoucherCodesInvalid",
  "VoucherNotFound",
  "FeaturedVoucherRepeated",
  "OverlayScheduleInvalid",
];

const codeMessages: Readonly<Record<string, MessageDescriptor>> = {
  ...Object.fromEntries(adminErrors.map((tag) => [tag, errorMessage(tag)])),
  ...defineMessages({
    ValidationFailed: {
      id: "admin.problem.validationFailed",
      defaultMessage: "The server refused some fields",
    },
    TooManyRequests: {
      id: "admin.problem.tooManyRequests",
      defaultMessage: "Too many requests. Please wait a moment and try again.",
    },
  }),
};

const fallback: MessageDescriptor = defineMessage({
  id: "admin.problem.unknown",
  defaultMessage: "The server could not do this. Please try again.",
});

/** The field of the board form each `reason` of a 422 `LeaderboardInvalid` is about, and what to say there. */
const leaderboardReasons: Readonly<
  Record<string, { readonly field: string; readonly message: MessageDescriptor }>
> = {
  SEASON_ORDER: { field: "seasonEndsAt", message: formMessages.endBeforeStart },
  PRIZE_TIERS: { field: "prizeTiers", message: formMessages.tierOverlap },
};

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

export interface ShownProblem {
  readonly code: string | undefined;
  readonly headline: string;
  readonly detail: string | undefined;
  /** The fields the server named, with its English text for each. */
  readonly fields: ReadonlyArray<FieldProblem>;
}

const stringField = (problem: Record<string, unknown>, name: string): string | undefined => {
  const value = problem[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * What to say at the field a domain problem names: the form's message for a rule's `reason` (422
 * `CampaignConfigInvalid`), the validation message by its id (400 `ValidationFailed` of a task config), else
 * the server's English.
 */
const fieldMessage = (intl: IntlShape, problem: Record<string, unknown>): string => {
  const reason = stringField(problem, "reason");
  const byReason = reason === undefined ? undefined : reasonMessages[reason];
  if (byReason !== undefined) return intl.formatMessage(byReason);
  const detail = stringField(problem, "detail");
  const messageId = stringField(problem, "messageId");
  if (messageId !== undefined && messageId.startsWith("validation.") && detail !== undefined)
    return intl.formatMessage({ id: messageId, defaultMessage: detail });
  return detail ?? reason ?? stringField(problem, "title") ?? "";
};

/**
 * The problem's fields: `errors[]` of a 400, `field`+`reason` of a 422, `fields[]` of a locked campaign, the
 * field a leaderboard's `reason` is about.
 */
const fieldsOf = (
  intl: IntlShape,
  code: string | undefined,
  problem: Record<string, unknown>,
): FieldProblem[] => {
  const errors = problem["errors"];
  if (Array.isArray(errors))
    return errors.flatMap((entry: unknown) => {
      if (typeof entry !== "object" || entry === null) return [];
      const item = entry as Record<string, unknown>;
      const field = stringField(item, "field");
      const message = stringField(item, "message");
      return field === undefined || message === undefined ? [] : [{ field, message }];
    });
  const field = stringField(problem, "field");
  if (field !== undefined) return [{ field, message: fieldMessage(intl, problem) }];
  const locked = problem["fields"];
  if (code === "CampaignPublishedLocked" && Array.isArray(locked))
    return locked
      .filter((name): name is string => typeof name === "string")
      .map((name) => ({
        field: name,
        message: intl.formatMessage(codeMessages["CampaignPublishedLocked"] ?? fallback),
      }));
  if (code === "ContentEnglishMissing" || code === "VideoHostNotAllowed")
    return [
      {
        field: code === "ContentEnglishMissing" ? "translations" : "videoUrl",
        message: intl.formatMessage(codeMessages[code] ?? fallback),
      },
    ];
  const boardReason = code === "LeaderboardInvalid" ? stringField(problem, "reason") : undefined;
  const boardField = boardReason === undefined ? undefined : leaderboardReasons[boardReason];
  if (boardField !== undefined)
    return [{ field: boardField.field, message: intl.formatMessage(boardField.message) }];
  if (code === "CampaignSlugTaken")
    return [{ field: "slug", message: intl.formatMessage(codeMessages["CampaignSlugTaken"] ?? fallback) }];
  return [];
};

/** A failed admin call as the page shows it. */
export const showProblem = (intl: IntlShape, error: unknown): ShownProblem => {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const code = problem?.code;
  const known = code === undefined ? undefined : codeMessages[code];
  const record: Record<string, unknown> = problem === undefined ? {} : { ...problem };
  const headline =
    known !== undefined ? intl.formatMessage(known) : (problem?.title ?? intl.formatMessage(fallback));
  const detail = problem?.detail;
  return {
    code,
    headline,
    detail: detail === undefined || detail === headline ? undefined : detail,
    fields: fieldsOf(intl, code, record),
  };
};

/** Whether a failure says the caller is not (or no longer) an admin. */
export const isAdminRoleRequired = (error: unknown): boolean =>
  error instanceof ApiError && (error.problem?.code === "AdminRoleRequired" || error.status === 403);

/** Whether a failure says the caller is not signed in. */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
