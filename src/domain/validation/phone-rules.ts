import { Schema } from "effect";
import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import type { CountryCode } from "libphonenumber-js/mobile";
import { rule } from "@/domain/validation/validate";

/** Indian mobile numbers: ten digits, the first 6 to 9 (spec §5). No prefix, spaces or dashes. */
export const isIndianMobileNumber = (value: string): boolean => /^[6-9]\d{9}$/.test(value);

export const IndianMobileNumber = Schema.String.check(
  rule("validation.mobileNumber.invalid", isIndianMobileNumber),
);

/**
 * A mobile number of any other region, judged by libphonenumber-js's mobile metadata (so a fixed-line
 * number is refused where the region tells them apart). Empty is valid: the field is optional there
 * (spec §5). `region` is the two-letter country code picked beside the field.
 */
export const isRegionalMobileNumber = (value: string, region: string): boolean => {
  if (value === "") return true;
  if (!/^\+?[\d\s\-().]+$/.test(value)) return false;
  try {
    return isValidPhoneNumber(value, region as CountryCode);
  } catch {
    return false;
  }
};

/** The mobile-number rule for a region: India's own rule for IN, libphonenumber-js for every other. */
export const mobileNumberFor = (region: string): Schema.Codec<string> =>
  region === "IN"
    ? IndianMobileNumber
    : Schema.String.check(
        rule("validation.mobileNumber.invalid", (value: string) => isRegionalMobileNumber(value, region)),
      );

export interface MobileNumber {
  /** `+919876543210` */
  readonly e164: string;
  /** The number's region (IN, BR, ...), from its calling code, or the one given where a code is shared. */
  readonly region: string;
  /** The national number, as the region's rule reads it (`9876543210`). */
  readonly national: string;
  /** `+91` */
  readonly callingCode: string;
}

/**
 * Reads a full number (`919876543210`, `+55 11 91234-5678`) into its parts, or undefined when it is not
 * a number of any region (or not of `region`, when given). The region's mobile rule is applied by the caller
 * with {@link mobileNumberFor}, so the failure carries the spec's message.
 */
export const parseMobileNumber = (value: string, region?: string): MobileNumber | undefined => {
  const compact = value.replace(/[\s\-().]/g, "");
  if (!/^\+?\d{6,15}$/.test(compact)) return undefined;
  const parsed = parsePhoneNumberFromString(compact.startsWith("+") ? compact : `+${compact}`);
  if (parsed === undefined) return undefined;
  const numberRegion = region ?? parsed.country;
  if (numberRegion === undefined) return undefined;
  if (region !== undefined && parsed.country !== undefined && parsed.country !== region) {
    if (!parsed.getPossibleCountries().includes(region as CountryCode)) return undefined;
  }
  return {
    e164: parsed.number,
    region: numberRegion,
    national: parsed.nationalNumber,
    callingCode: `+${parsed.countryCallingCode}`,
  };
};
