/**
 * Cash-out's words on the site: each payout status (and what a delayed one means for the gamer), and what to say
 * of a failed cash-out call (every payout problem the contract documents, worded by the domain's catalogue).
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { Withdrawal } from "@/web/features/wallet/api/payout-api";
import type { ShownError } from "@/web/lib/domain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

export const payoutStatusMessages: Readonly<Record<Withdrawal["status"], MessageDescriptor>> = defineMessages(
  {
    requested: { id: "wallet.payouts.status.requested", defaultMessage: "Requested" },
    processing: { id: "wallet.payouts.status.processing", defaultMessage: "Processing" },
    delayed: { id: "wallet.payouts.status.delayed", defaultMessage: "Delayed" },
    processed: { id: "wallet.payouts.status.processed", defaultMessage: "Paid" },
    failed: { id: "wallet.payouts.status.failed", defaultMessage: "Failed: money returned" },
    reversed: { id: "wallet.payouts.status.reversed", defaultMessage: "Reversed: money returned" },
  },
);

/** What a delayed payout means for the gamer: the bank holds it, and it still ends paid or back in the wallet. */
export const payoutDelayedMessage: MessageDescriptor = defineMessage({
  id: "wallet.payouts.delayedNote",
  defaultMessage:
    "The bank is holding this payout for now, so it is taking longer than usual. You need to do nothing: it will be paid, or, if it fails, the whole amount comes back to your wallet.",
});

/** Every problem a cash-out call documents. */
export const PAYOUT_ERRORS: ReadonlyArray<ShownError> = [
  "KycNotVerified",
  "OfframpNotRegistered",
  "PayoutDestinationInvalid",
  "WithdrawalBelowMinimum",
  "WithdrawalDailyLimitReached",
  "WithdrawalMonthlyLimitReached",
  "WithdrawalContactMissing",
  "WithdrawalNotFound",
  "TdsNotApplicable",
  "FinancialYearInvalid",
  "InsufficientBalance",
  "CodeInvalid",
  "CodeExpired",
  "TooManyLoginAttempts",
  "CodeDeliveryFailed",
  "SignInMethodNotConfigured",
  "IdempotentRequestInFlight",
  "IdempotencyKeyReused",
];

export const formatPayoutFailure = (intl: IntlShape, error: unknown): string =>
  formatProblem(intl, error, PAYOUT_ERRORS);
