import type { SearchGeography } from "@/domain/games/game-catalogue";

/** Regions of spec §9; every country outside the named five is "Others". */
export const REGIONS = ["IN", "BR", "NP", "BD", "BH", "Others"] as const;
export type Region = (typeof REGIONS)[number];

/** Calling codes of spec §9 for the named countries. */
export const REGION_DIAL_CODES = {
  IN: "+91",
  BR: "+55",
  NP: "+977",
  BD: "+880",
} as const;

/** The region of a two-letter country code (any case); unknown or missing codes are "Others". */
export const regionOf = (countryCode: string | undefined): Region => {
  const code = countryCode?.toUpperCase();
  return code === "IN" || code === "BR" || code === "NP" || code === "BD" || code === "BH" ? code : "Others";
};

/**
 * The search geography of a country (spec §9: India, Brazil or Other). The vocabulary itself lives with the
 * game catalogue, which records searches.
 */
export const searchGeographyOf = (countryCode: string | undefined): SearchGeography => {
  const code = countryCode?.toUpperCase();
  if (code === "IN") return "India";
  if (code === "BR") return "Brazil";
  return "Other";
};

/** The referrer's country code on the clan form starts as India (spec §3). */
export const DEFAULT_REFERRER_COUNTRY_CODE = "IN";
