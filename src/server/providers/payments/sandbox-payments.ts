/**
 * The local default: a sandbox "bank". An order gets a checkout page on the site (/buy-kcash/sandbox/:id)
 * where the signed-in buyer approves or declines; that decision, taken by the server on the buyer's own
 * order, is the sandbox's verified payment event. It has no webhooks and no outside calls.
 */
import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "@/server/providers/payments/payment-provider";

export const SANDBOX_CHECKOUT_PATH = "/buy-kcash/sandbox/";

export const makeSandboxPayments = (): PaymentProvider => ({
  name: "sandbox",
  createOrder: async () => ({ providerOrderId: `sandbox_${randomBytes(9).toString("base64url")}` }),
  checkoutFor: ({ paymentId }) => ({ kind: "sandbox", url: `${SANDBOX_CHECKOUT_PATH}${paymentId}` }),
  fetchOrderEvent: async () => undefined,
  // The sandbox sends no webhooks: anything claiming to be one is refused.
  verifyWebhook: () => undefined,
});
