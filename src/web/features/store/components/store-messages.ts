/**
 * Words the store shares: region names, and the domain errors a store call answers, translated under the
 * domain's own ids (`errors.*`) with the catalogue's English (src/domain/errors/error-catalogue.ts) as default.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { FaceValue, StoreRegion } from "@/web/features/store/api/store-api";
import type { ShownError } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

export const regionMessages: Readonly<Record<StoreRegion | "all", MessageDescriptor>> = defineMessages({
  all: { id: "store.region.all", defaultMessage: "All regions" },
  IN: { id: "store.region.india", defaultMessage: "India" },
  BR: { id: "store.region.brazil", defaultMessage: "Brazil" },
  Other: { id: "store.region.other", defaultMessage: "Other countries" },
});

const expectedErrors: ReadonlyArray<ShownError> = [
  "VoucherNotFound",
  "VoucherOutOfStock",
  "VoucherNotAvailableInRegion",
  "VoucherNotPricedIn",
  "InsufficientBalance",
  "IdempotencyKeyReused",
  "IdempotentRequestInFlight",
  "SignInRequired",
];

/** What to tell the gamer about a failed store call: the domain's message for its code, else spec §8's. */
export const formatStoreFailure = (intl: IntlShape, error: unknown): string =>
  formatProblem(intl, error, expectedErrors);

/** Why the store thinks the gamer is where they are, by the market's source. */
export const marketMessages = plainMessages(
  defineMessages({
    profile: {
      id: "store.market.profile",
      defaultMessage: "You shop from {country}, as your profile says.",
    },
    phone: {
      id: "store.market.phone",
      defaultMessage: "You shop from {country}, the country of your phone number.",
    },
    address: {
      id: "store.market.address",
      defaultMessage:
        "You shop from {country}, where you seem to be now. If that is wrong, set your country in your profile.",
    },
    unknown: {
      id: "store.market.unknown",
      defaultMessage:
        "We cannot tell where you are, so only vouchers for other countries can be yours. Set your country in your profile.",
    },
    otherRegion: {
      id: "store.market.otherRegion",
      defaultMessage:
        "These vouchers are not all for your region ({region}): you can look, but redeem only those for it.",
    },
    notInYourRegion: { id: "store.market.notInYourRegion", defaultMessage: "Not in your region" },
  }),
);

/** A country's name in the reader's language ("Brasilien"), or the code itself when the runtime has none. */
export const countryNameOf = (intl: IntlShape, code: string): string =>
  intl.formatDisplayName(code, { type: "region", fallback: "code" }) ?? code;

/** A face value in minor units, in the reader's locale ("₹100", "R$ 30,00"). */
export const formatFaceValue = (intl: IntlShape, face: FaceValue): string =>
  intl.formatNumber(face.amount / 10 ** face.decimals, {
    style: "currency",
    currency: face.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: face.decimals,
  });
