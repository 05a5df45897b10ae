/**
 * Words the clan pages share: roles, emblems and banners, the day rules, and the failures a clan call answers,
 * translated under the domain's own ids (`errors.*`, `validation.*`) with the domain's English as the default.
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { ClanBanner, ClanEmblem } from "@/domain/clans/clan-rules";
import type { ClanRole } from "@/web/features/clans/api/clans-api";
import { ApiError } from "@/web/lib/api-client";
import { plainMessages } from "@/web/lib/plain-messages";

export const roleMessages: Readonly<Record<ClanRole, MessageDescriptor>> = defineMessages({
  Chief: { id: "clans.role.chief", defaultMessage: "Chief" },
  Member: { id: "clans.role.member", defaultMessage: "Member" },
  Gamer: { id: "clans.role.gamer", defaultMessage: "Gamer" },
});

export const emblemMessages: Readonly<Record<ClanEmblem, MessageDescriptor>> = defineMessages({
  shield: { id: "clans.emblem.shield", defaultMessage: "Shield" },
  sword: { id: "clans.emblem.sword", defaultMessage: "Swords" },
  crown: { id: "clans.emblem.crown", defaultMessage: "Crown" },
  dragon: { id: "clans.emblem.dragon", defaultMessage: "Dragon" },
  phoenix: { id: "clans.emblem.phoenix", defaultMessage: "Phoenix" },
  wolf: { id: "clans.emblem.wolf", defaultMessage: "Wolf" },
  lion: { id: "clans.emblem.lion", defaultMessage: "Lion" },
  star: { id: "clans.emblem.star", defaultMessage: "Star" },
});

export const bannerMessages: Readonly<Record<ClanBanner, MessageDescriptor>> = defineMessages({
  crimson: { id: "clans.banner.crimson", defaultMessage: "Crimson" },
  saffron: { id: "clans.banner.saffron", defaultMessage: "Saffron" },
  emerald: { id: "clans.banner.emerald", defaultMessage: "Emerald" },
  sapphire: { id: "clans.banner.sapphire", defaultMessage: "Sapphire" },
  violet: { id: "clans.banner.violet", defaultMessage: "Violet" },
  onyx: { id: "clans.banner.onyx", defaultMessage: "Onyx" },
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
const errorMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  ClanNotFound: { id: "errors.ClanNotFound", defaultMessage: "Clan not found" },
  ClanNameTaken: { id: "errors.ClanNameTaken", defaultMessage: "This clan name is already taken" },
  AlreadyInClan: { id: "errors.AlreadyInClan", defaultMessage: "You are already in a clan" },
  NotInClan: { id: "errors.NotInClan", defaultMessage: "You are not in a clan" },
  NotClanChief: { id: "errors.NotClanChief", defaultMessage: "Only the clan's Chief may do this" },
  ClanChiefCannotLeave: {
    id: "errors.ClanChiefCannotLeave",
    defaultMessage: "A Chief cannot leave the clan. Delete the clan instead.",
  },
  ClanDeleteTooSoon: { id: "errors.ClanDeleteTooSoon", defaultMessage: "This clan cannot be deleted yet" },
  ClanJoinTooSoon: {
    id: "errors.ClanJoinTooSoon",
    defaultMessage: "You left a clan recently and cannot join another one yet",
  },
  ClanRecreateTooSoon: {
    id: "errors.ClanRecreateTooSoon",
    defaultMessage: "You deleted a clan recently and cannot create another one yet",
  },
  SignInRequired: { id: "errors.SignInRequired", defaultMessage: "Please sign in to continue" },
});

/** The form rules the server may answer with (`messageId` of a ValidationFailed problem). */
export const validationMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  "validation.clanName.length": {
    id: "validation.clanName.length",
    defaultMessage: "The clan name must be between 3 and 24 characters",
  },
  "validation.clanName.characters": {
    id: "validation.clanName.characters",
    defaultMessage: "The clan name may only have letters, digits and single spaces",
  },
  "validation.clanDescription.length": {
    id: "validation.clanDescription.length",
    defaultMessage: "The description must be at most 280 characters",
  },
  "validation.common.city": { id: "validation.common.city", defaultMessage: "Please select a city" },
  "validation.common.country": { id: "validation.common.country", defaultMessage: "Please select a country" },
  "validation.name.lettersAndSpaces": {
    id: "validation.name.lettersAndSpaces",
    defaultMessage: "Only letters and spaces are allowed",
  },
  "validation.mobileNumber.invalid": {
    id: "validation.mobileNumber.invalid",
    defaultMessage: "Please enter a valid mobile number",
  },
  "validation.common.enterValue": {
    id: "validation.common.enterValue",
    defaultMessage: "Please enter a value",
  },
});

const { allowedFrom } = plainMessages(
  defineMessages({
    allowedFrom: { id: "clans.errors.allowedFrom", defaultMessage: "{reason} You can do it from {date}." },
  }),
);

const somethingWentWrong = defineMessage({
  id: "errors.VerificationFailed",
  defaultMessage: "Something went wrong",
});

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
  const known = messageId === undefined ? undefined : validationMessages[messageId];
  return {
    field,
    message: known === undefined ? (problem.detail ?? problem.title) : intl.formatMessage(known),
  };
};

/** What to tell the gamer about a failed clan call; a day rule says from when it becomes possible. */
export const formatClanFailure = (intl: IntlShape, error: unknown): string => {
  const problem = problemOf(error);
  const known = problem === undefined ? undefined : errorMessages[problem.code];
  if (known === undefined) return intl.formatMessage(somethingWentWrong);
  const reason = intl.formatMessage(known);
  const allowedAt = problem?.["allowedAt"];
  if (typeof allowedAt !== "string") return reason;
  const date = intl.formatDate(allowedAt, { dateStyle: "medium", timeStyle: "short" });
  return intl.formatMessage(allowedFrom, { reason, date });
};
