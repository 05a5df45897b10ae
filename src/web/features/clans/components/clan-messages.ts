/**
 * Words the clan pages share: roles, the day rules, and the failures a clan call answers,
 * translated under the domain's own ids (`errors.*`, `validation.*`) with the domain's English as the default.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import type { ClanRole } from "@/web/features/clans/api/clans-api";
import { ApiError } from "@/web/lib/api-client";
import { validationMessageOf, type ShownError } from "@/web/lib/domain-messages";
import { expectedProblemOf, formatProblem } from "@/web/lib/problem-messages";
import { plainMessages } from "@/web/lib/plain-messages";

export const roleMessages: Readonly<Record<ClanRole, MessageDescriptor>> = defineMessages({
  Chief: { id: "clans.role.chief", defaultMessage: "Chief" },
  Member: { id: "clans.role.member", defaultMessage: "Member" },
  Gamer: { id: "clans.role.gamer", defaultMessage: "Gamer" },
});

export const ruleMessages = plainMessages(
  defineMessages({
    title: { id: "clans.rules.title", defaultMessage: "Clan rules" },
    clanDelete: {
      id: "clans.rules.clanDelete",
      defaultMessage:
        "A Chief can delete the clan {days, plural, =0 {at any time} one {# day after creating it} other {# days after creating it}}.",
    },
    clanLeave: {
      id: "clans.rules.clanLeave",
      defaultMessage:
        "After leaving a clan you can join another {days, plural, =0 {at once} one {after # day} other {after # days}}.",
    },
    clanCreation: {
      id: "clans.rules.clanCreation",
      defaultMessage:
        "After deleting a clan you can create a new one {days, plural, =0 {at once} one {after # day} other {after # days}}.",
    },
  }),
);

export const commonMessages = plainMessages(
  defineMessages({
    members: {
      id: "clans.common.members",
      defaultMessage: "{count, plural, one {# member} other {# members}}",
    },
    place: { id: "clans.common.place", defaultMessage: "{city}, {country}" },
    chief: { id: "clans.common.chief", defaultMessage: "Chief: {name}" },
    join: { id: "clans.common.join", defaultMessage: "Join" },
    joinNamed: { id: "clans.common.joinNamed", defaultMessage: "Join {clanName}" },
    loadFailed: {
      id: "clans.common.loadFailed",
      defaultMessage: "We could not load clans. Please try again.",
    },
    retry: { id: "clans.common.retry", defaultMessage: "Try again" },
    joined: { id: "clans.common.joined", defaultMessage: "Welcome to {clanName}!" },
  }),
);

/** The domain errors a clan call answers, under their catalogue ids. */
const expectedErrors: ReadonlyArray<ShownError> = [
  "ClanNotFound",
  "ClanNameTaken",
  "AlreadyInClan",
  "NotInClan",
  "NotClanChief",
  "ClanChiefCannotLeave",
  "ClanDeleteTooSoon",
  "ClanJoinTooSoon",
  "ClanRecreateTooSoon",
  "SignInRequired",
];

const { allowedFrom } = plainMessages(
  defineMessages({
    allowedFrom: { id: "clans.errors.allowedFrom", defaultMessage: "{reason} You can do it from {date}." },
  }),
);

const problemOf = (error: unknown) => (error instanceof ApiError ? error.problem : undefined);

/** The form field a ValidationFailed problem names, with its message, if the failure is one. */
export const fieldFailure = (
  intl: IntlShape,
  error: unknown,
): { readonly field: string; readonly message: string } | undefined => {
  const problem = problemOf(error);
  if (problem?.code !== "ValidationFailed") return undefined;
  const field = typeof problem["field"] === "string" ? problem["field"] : problem.errors?.[0]?.field;
  if (field === undefined) return undefined;
  const messageId = typeof problem["messageId"] === "string" ? problem["messageId"] : undefined;
  const known = messageId === undefined ? undefined : validationMessageOf(messageId);
  return {
    field,
    message: known === undefined ? (problem.detail ?? problem.title) : intl.formatMessage(known),
  };
};

/** What to tell the gamer about a failed clan call; a day rule says from when it becomes possible. */
export const formatClanFailure = (intl: IntlShape, error: unknown): string => {
  const problem = problemOf(error);
  const reason = formatProblem(intl, error, expectedErrors);
  if (expectedProblemOf(error, expectedErrors) === undefined) return reason;
  const allowedAt = problem?.["allowedAt"];
  if (typeof allowedAt !== "string") return reason;
  const date = formatDateTime(allowedAt, { locale: intl.locale });
  return intl.formatMessage(allowedFrom, { reason, date });
};
