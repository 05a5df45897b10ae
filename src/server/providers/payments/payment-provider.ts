/**
 * Payment providers: where a K-Cash purchase is paid. The local default is a sandbox checkout on the site
 * (the user approves or declines; nothing leaves the machine); the real adapter is Razorpay (India: UPI,
 * cards). K-Cash is credited only from a verified payment event: a signed webhook, or the provider's own
 * answer about the order.
 */

export type PaymentProviderName = "sandbox" | "razorpay";

/** What the site needs to open the provider's checkout for an order. */
export type Checkout =
  | { readonly kind: "sandbox"; readonly url: string }
  | {
      readonly kind: "razorpay";
      readonly keyId: string;
      readonly orderId: string;
      readonly amount: number;
      readonly currency: string;
    };

/** A verified statement from the provider about an order. */
export type PaymentEvent =
  | {
      readonly kind: "paid";
      readonly providerOrderId: string;
      readonly providerPaymentId: string | undefined;
      /** Minor units (paise) actually paid, and in what. */
      readonly amount: number;
      readonly currency: string;
    }
  | {
      readonly kind: "failed";
      readonly providerOrderId: string;
      readonly providerPaymentId: string | undefined;
    }
  /** Verified, but about something the wallet does not act on (a refund, a dispute, ...). */
  | { readonly kind: "ignored"; readonly eventType: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens an order for `amount` minor units of `currency`; `receipt` is Kleos' own payment id. */
  createOrder(order: {
    readonly paymentId: string;
    readonly amount: number;
    readonly currency: string;
    readonly receipt: string;
    readonly notes: Readonly<Record<string, string>>;
  }): Promise<{ readonly providerOrderId: string }>;
  /** How the site opens the checkout of an open order. */
  checkoutFor(order: {
    readonly paymentId: string;
    readonly providerOrderId: string;
    readonly amount: number;
    readonly currency: string;
  }): Checkout;
  /** Asks the provider whether the order was paid (for a webhook that is late); undefined: no news. */
  fetchOrderEvent(providerOrderId: string): Promise<PaymentEvent | undefined>;
  /** Checks a webhook's signature over its raw body; answers the event, or undefined when it does not verify. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentEvent | undefined;
}

/** Thrown when the provider cannot be reached or refuses a well-formed call. */
export class PaymentProviderUnavailable extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    options?: { cause: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}
