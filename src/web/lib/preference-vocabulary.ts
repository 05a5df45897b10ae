/** The profile's and POG's choices (spec §3, §6): Kleos roles and preferred platforms, with their labels. */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { components } from "#generated/api";

export type KleosRole = components["schemas"]["KleosRole"];
export type PreferredPlatform = components["schemas"]["PreferredPlatform"];

export const roleMessages: { readonly [Role in KleosRole]: MessageDescriptor } = defineMessages({
  Newbie: { id: "account.profileVocabulary.roleNewbie", defaultMessage: "Newbie" },
  Quester: { id: "account.profileVocabulary.roleQuester", defaultMessage: "Quester" },
  BugHunter: { id: "account.profileVocabulary.roleBugHunter", defaultMessage: "Bug hunter" },
  EsportsAthlete: { id: "account.profileVocabulary.roleEsportsAthlete", defaultMessage: "Esports athlete" },
  DiscordModerator: {
    id: "account.profileVocabulary.roleDiscordModerator",
    defaultMessage: "Discord moderator",
  },
  TournamentOperator: {
    id: "account.profileVocabulary.roleTournamentOperator",
    defaultMessage: "Tournament operator",
  },
  TelegramAdmin: { id: "account.profileVocabulary.roleTelegramAdmin", defaultMessage: "Telegram admin" },
  Caster: { id: "account.profileVocabulary.roleCaster", defaultMessage: "Caster" },
  TCreator: { id: "account.profileVocabulary.roleTCreator", defaultMessage: "Content creator" },
  Crafter: { id: "account.profileVocabulary.roleCrafter", defaultMessage: "Crafter" },
});

export const platformMessages: { readonly [Platform in PreferredPlatform]: MessageDescriptor } =
  defineMessages({
    Browser: { id: "account.profileVocabulary.platformBrowser", defaultMessage: "Browser" },
    Android: { id: "account.profileVocabulary.platformAndroid", defaultMessage: "Android" },
    Windows: { id: "account.profileVocabulary.platformWindows", defaultMessage: "Windows" },
    iOS: { id: "account.profileVocabulary.platformIos", defaultMessage: "iOS" },
    PC: { id: "account.profileVocabulary.platformPc", defaultMessage: "PC" },
    Mac: { id: "account.profileVocabulary.platformMac", defaultMessage: "Mac" },
  });

/** In the spec's order. */
export const KLEOS_ROLES = Object.keys(roleMessages) as ReadonlyArray<KleosRole>;
export const PREFERRED_PLATFORMS = Object.keys(platformMessages) as ReadonlyArray<PreferredPlatform>;

export const isKleosRole = (value: string): value is KleosRole => Object.hasOwn(roleMessages, value);
export const isPreferredPlatform = (value: string): value is PreferredPlatform =>
  Object.hasOwn(platformMessages, value);
