import { Schema } from "effect";
import { isValidPhoneNumber } from "libphonenumber-js/mobile";
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
