/**
 * Where a gamer is, for prices, vouchers and campaigns (issue 15): the country the profile names, else the
 * country of the verified phone number, else where the request's address is. An unverified number says
 * nothing: anyone may type one.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

export const GAMER_COUNTRY_SOURCES = ["profile", "phone", "address", "unknown"] as const;
export type GamerCountrySource = (typeof GAMER_COUNTRY_SOURCES)[number];

export interface GamerCountry {
  /** ISO 3166 alpha-2, upper case; undefined when nothing says. */
  readonly country: string | undefined;
  readonly source: GamerCountrySource;
}

export interface GamerCountryClues {
  readonly profileCountry?: string | null | undefined;
  /** E.164, e.g. "+5511987654321". */
  readonly phoneNumber?: string | null | undefined;
  readonly phoneVerified?: boolean;
  /** The address's country, as the GeoIP table has it. */
  readonly addressCountry?: string | null | undefined;
}

const ALPHA2 = /^[A-Za-z]{2}$/;

/** The country of an E.164 number, when its calling code names exactly one (+1 does not, +55 does). */
export const countryOfPhoneNumber = (e164: string): string | undefined => {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.country;
};

export const gamerCountryOf = (clues: GamerCountryClues): GamerCountry => {
  if (clues.profileCountry != null && ALPHA2.test(clues.profileCountry))
    return { country: clues.profileCountry.toUpperCase(), source: "profile" };
  if (clues.phoneVerified === true && clues.phoneNumber != null) {
    const country = countryOfPhoneNumber(clues.phoneNumber);
    if (country !== undefined) return { country, source: "phone" };
  }
  if (clues.addressCountry != null && ALPHA2.test(clues.addressCountry))
    return { country: clues.addressCountry.toUpperCase(), source: "address" };
  return { country: undefined, source: "unknown" };
};
