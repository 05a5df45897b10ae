/**
 * Payment providers: where a K-Cash purchase is paid. The local default is a sandbox checkout on the site
 * (the user approves or declines; nothing leaves the machine); the real adapters are Razorpay (India: UPI,
 * cards, in rupees) and Asaas (Brazil: Pix, in reais). K-Cash is credited only from a verified payment event:
 * an authenticated webhook, or the provider's own answer about the order.
 */

export type PaymentProviderName = "sandbox" | "razorpay" | "asaas";

/** A Pix charge as the buyer's bank app takes it: the BR Code ("copia e cola"), its QR and its deadline. */
export interface PixCharge {
  /** The EMV BR Code payload. */
  readonly payload: string;
  /** The QR code of the payload, a base64 PNG; null when the provider draws none. */
  readonly qrCodeImage: string | null;
  /** ISO 8601. */
  readonly expiresAt: string;
}

/** What the site needs to open the provider's checkout for an order. */
export type Checkout =
  /** The site's sandbox page; for an order in reais it shows the Pix charge a real checkout would. */
  | { readonly kind: "sandbox"; readonly url: string; readonly pix?: PixCharge }
  | ({ readonly kind: "pix" } & PixCharge)
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
      /** Minor units (paise, centavos) actually paid, and in what. */
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
    /** Who pays (providers that keep a customer record, such as Asaas, need one). */
    readonly buyer: { readonly userId: string; readonly name: string };
  }): Promise<{ readonly providerOrderId: string }>;
  /**
   * How the site opens the checkout of an open order (`expiresAt`: when Kleos stops waiting for it). A provider
   * whose checkout must be read back (a Pix QR) may call out; it throws PaymentProviderUnavailable when it cannot.
   */
  checkoutFor(order: {
    readonly paymentId: string;
    readonly providerOrderId: string;
    readonly amount: number;
    readonly currency: string;
    readonly expiresAt: Date;
  }): Promise<Checkout>;
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
