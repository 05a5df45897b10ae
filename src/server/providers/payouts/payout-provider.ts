/**
 * Payout providers: who sends a withdrawal's money to a gamer's bank, UPI ID or PIX key. The adapter speaks the
 * provider's API and reports its facts in Kleos' words; the Payouts service decides what they do to the money.
 * Every payout is sent under Kleos' own id (the provider's idempotency key and reference), so sending it again
 * never pays twice, and a webhook names the payout even before the send's answer was recorded.
 */
import type { PayoutOutcome } from "@/domain/wallet/payouts";
import type { PayoutDestination } from "@/server/db/schema/payouts";

export type PayoutProviderName = "razorpayx" | "asaas";

export interface PayoutRequest {
  /** Kleos' withdrawal id: the idempotency key and the provider's reference. */
  readonly payoutId: string;
  readonly userId: string;
  /** Fiat minor units (paise, centavos). */
  readonly amount: number;
  readonly currency: "INR" | "BRL";
  readonly destination: PayoutDestination;
  readonly beneficiaryName: string;
}

export interface PayoutFacts {
  /** The provider's id of the payout; undefined when the provider only said it has it already (Asaas's 409). */
  readonly providerPayoutId: string | undefined;
  readonly outcome: PayoutOutcome;
  /** The provider's own word for the status. */
  readonly providerStatus: string;
  readonly failureReason: string | null;
}

/** A verified webhook: news of a payout (by Kleos' reference), or something else. */
export type PayoutEvent =
  | ({ readonly kind: "payout"; readonly payoutId: string } & PayoutFacts)
  | { readonly kind: "ignored"; readonly eventType: string };

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Sends the payout, or answers the one already sent under the same id. */
  sendPayout(request: PayoutRequest): Promise<PayoutFacts>;
  /** Checks a webhook (signature or token) over its raw body; the event, or undefined when it does not verify. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PayoutEvent | undefined;
}

/** Thrown when the provider cannot be reached or refuses a well-formed call. */
export class PayoutProviderUnavailable extends Error {
  constructor(
    readonly provider: PayoutProviderName,
    message: string,
    options?: { cause: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}

export const headerOf = (
  headers: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined => {
  const value = headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};
