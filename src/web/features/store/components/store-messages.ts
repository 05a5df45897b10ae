/**
 * Words the store shares: region names, and the domain errors a store call answers, translated under the
 * domain's own ids (`errors.*`) with the catalogue's English (src/domain/errors/error-catalogue.ts) as default.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { FaceValue, StoreRegion } from "@/web/features/store/api/store-api";
import type { ShownError } from "@/web/lib/domain-messages";
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
  "InsufficientBalance",
  "IdempotencyKeyReused",
  "IdempotentRequestInFlight",
  "SignInRequired",
];

/** What to tell the gamer about a failed store call: the domain's message for its code, else spec §8's. */
export const formatStoreFailure = (intl: IntlShape, error: unknown): string =>
  formatProblem(intl, error, expectedErrors);

/** A face value in minor units, in the reader's locale ("₹100", "R$ 30,00"). */
export const formatFaceValue = (intl: IntlShape, face: FaceValue): string =>
  intl.formatNumber(face.amount / 10 ** face.decimals, {
    style: "currency",
    currency: face.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: face.decimals,
  });
