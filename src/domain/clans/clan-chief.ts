import { Email } from "@/domain/validation/email-rules";
import { RequiredCity, RequiredCollegeName } from "@/domain/validation/form-rules";
import { characterLength } from "@/domain/validation/text-rules";
import { rule } from "@/domain/validation/validate";

/*
 * The clan chief page (spec §3 clan chief data and clan UI state). Decisions, since the spec names the fields
 * but not their rules:
 * - The chief's phone number is set only by verifying a one-time code; the form never writes it.
 * - `isCollageName` (the spec's spelling) answers "do you study at a college?": with `Yes` a college name is
 *   required, with `No` it is cleared.
 * - A city is required (letters in any script, spaces, `.'-`), like the profile's; an e-mail must be valid.
 * - The chief's invite links carry `utm_source=clan_chief`, so the site counts what chiefs bring in.
 */

export const CLAN_IMAGE_TYPES = ["emblem", "banner"] as const;
export type ClanImageType = (typeof CLAN_IMAGE_TYPES)[number];

/** The clan chief dashboard's two views (spec: dashboard type drop = 0, quest = 1). */
export const CLAN_DASHBOARD_TYPES = { drop: 0, quest: 1 } as const;
export type ClanDashboardType = keyof typeof CLAN_DASHBOARD_TYPES;

/** The referrer's country code when the gamer has not picked one (spec §3: default IN). */
export const DEFAULT_REFERRER_COUNTRY_CODE = "IN";

export const YES_NO = ["Yes", "No"] as const;
export type YesNo = (typeof YES_NO)[number];

export const CLAN_CHIEF_CITY_MAX_LENGTH = 80;
export const CLAN_CHIEF_COLLEGE_MAX_LENGTH = 120;

const CITY_CHARACTERS = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const COLLEGE_CHARACTERS = /^[\p{L}\p{M}\p{Nd} .,&'()-]+$/u;

export const ClanChiefCity = RequiredCity.check(
  rule(
    "validation.common.city",
    (value: string) =>
      CITY_CHARACTERS.test(value.trim()) && characterLength(value.trim()) <= CLAN_CHIEF_CITY_MAX_LENGTH,
  ),
);

export const ClanChiefCollegeName = RequiredCollegeName.check(
  rule(
    "validation.common.collegeName",
    (value: string) =>
      COLLEGE_CHARACTERS.test(value.trim()) && characterLength(value.trim()) <= CLAN_CHIEF_COLLEGE_MAX_LENGTH,
  ),
);

export const ClanChiefEmail = Email;

/** The utm_source of the invite links a clan chief shares. */
export const CLAN_CHIEF_UTM_SOURCE = "clan_chief";
