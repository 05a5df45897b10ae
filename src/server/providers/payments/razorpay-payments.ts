/**
 * Razorpay (https://razorpay.com/docs/api/): orders through the Orders API with HTTP Basic auth (key id and
 * secret), webhooks verified by `X-Razorpay-Signature`, the hex HMAC-SHA256 of the raw body keyed by the
 * webhook secret. `order.paid` and `payment.captured` mean paid; `payment.failed` means the attempt failed
 * (the buyer may still try again on the same order).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { makeJsonApi } from "@/server/providers/json-api";
import {
  PaymentProviderUnavailable,
  type PaymentEvent,
  type PaymentProvider,
} from "@/server/providers/payments/payment-provider";

export interface RazorpayOptions {
  /** https://api.razorpay.com, or a fake's address in tests. */
  readonly apiBase: string;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly timeoutMs?: number;
}

interface RazorpayOrder {
  readonly id: string;
  readonly amount: number;
  readonly amount_paid: number;
  readonly currency: string;
  readonly status: "created" | "attempted" | "paid";
}

interface RazorpayPayment {
  readonly id: string;
  readonly order_id: string | null;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
}

interface RazorpayWebhook {
  readonly entity?: string;
  readonly event?: string;
  readonly payload?: {
    readonly payment?: { readonly entity?: RazorpayPayment };
    readonly order?: { readonly entity?: RazorpayOrder };
  };
}

/** The signature Razorpay puts on a webhook body (also what a fake Razorpay signs with). */
export const razorpaySignature = (body: Buffer | string, secret: string): string =>
  createHmac("sha256", secret).update(body).digest("hex");

const signatureMatches = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
};

const eventOf = (webhook: RazorpayWebhook): PaymentEvent => {
  const payment = webhook.payload?.payment?.entity;
  const order = webhook.payload?.order?.entity;
  switch (webhook.event) {
    case "order.paid":
      if (order === undefined) break;
      return {
        kind: "paid",
        providerOrderId: order.id,
        providerPaymentId: payment?.id,
        amount: order.amount_paid,
        currency: order.currency,
      };
    case "payment.captured":
      if (payment?.order_id === undefined || payment.order_id === null) break;
      return {
        kind: "paid",
        providerOrderId: payment.order_id,
        providerPaymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      };
    case "payment.failed":
      if (payment?.order_id === undefined || payment.order_id === null) break;
      return { kind: "failed", providerOrderId: payment.order_id, providerPaymentId: payment.id };
    default:
      break;
  }
  return { kind: "ignored", eventType: String(webhook.event) };
};

export const makeRazorpayPayments = (options: RazorpayOptions): PaymentProvider => {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const call = makeJsonApi({
    apiBase: options.apiBase,
    headers: { authorization },
    timeoutMs: options.timeoutMs,
    // A refusal's body is Razorpay's { error: { code, description } }: the description names the bad field.
    failure: (...failed) => new PaymentProviderUnavailable("razorpay", ...failed),
  });

  return {
    name: "razorpay",
    createOrder: async ({ amount, currency, receipt, notes }) => {
      const order = await call<RazorpayOrder>("POST", "/v1/orders", { amount, currency, receipt, notes });
      return { providerOrderId: order.id };
    },
    checkoutFor: async ({ providerOrderId, amount, currency }) => ({
      kind: "razorpay",
      keyId: options.keyId,
      orderId: providerOrderId,
      amount,
      currency,
    }),
    fetchOrderEvent: async (providerOrderId) => {
      const order = await call<RazorpayOrder>("GET", `/v1/orders/${encodeURIComponent(providerOrderId)}`);
      return order.status === "paid"
        ? {
            kind: "paid",
            providerOrderId: order.id,
            providerPaymentId: undefined,
            amount: order.amount_paid,
            currency: order.currency,
          }
        : undefined;
    },
    verifyWebhook: (rawBody, headers) => {
      const given = headers["x-razorpay-signature"];
      if (typeof given !== "string" || given === "") return undefined;
      if (!signatureMatches(razorpaySignature(rawBody, options.webhookSecret), given)) return undefined;
      let webhook: RazorpayWebhook;
      try {
        webhook = JSON.parse(rawBody.toString("utf8")) as RazorpayWebhook;
      } catch {
        return undefined;
      }
      return eventOf(webhook);
    },
  };
};
