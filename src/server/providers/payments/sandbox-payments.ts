/**
 * The local default: a sandbox "bank". An order gets a checkout page on the site (/buy-kcash/sandbox/:id)
 * where the signed-in buyer approves or declines; that decision, taken by the server on the buyer's own
 * order, is the sandbox's verified payment event. It has no webhooks and no outside calls. An order in reais
 * looks like Pix there: a BR Code made here for the order, to a key no bank can hold (the `.invalid` domain
 * cannot be registered), so scanning it pays no one.
 */
import { randomBytes } from "node:crypto";
import { pixBrCode } from "@/domain/wallet/pix-br-code";
import type { PaymentProvider, PixCharge } from "@/server/providers/payments/payment-provider";

export const SANDBOX_CHECKOUT_PATH = "/buy-kcash/sandbox/";

/** The receiver of the sandbox's Pix codes: an e-mail key on a domain that cannot exist. */
export const SANDBOX_PIX_KEY = "pix@sandbox.kleos.invalid";

/** The sandbox's Pix charge for an order: its amount, and its payment id (dashes dropped) as the txid. */
export const sandboxPixCharge = (order: {
  readonly paymentId: string;
  readonly amount: number;
  readonly expiresAt: Date;
}): PixCharge => ({
  payload: pixBrCode({
    key: SANDBOX_PIX_KEY,
    merchantName: "KLEOS SANDBOX",
    merchantCity: "SAO PAULO",
    amountMinor: order.amount,
    txid: order.paymentId.replaceAll("-", "").slice(0, 25),
  }),
  qrCodeImage: null,
  expiresAt: order.expiresAt.toISOString(),
});

export const makeSandboxPayments = (): PaymentProvider => ({
  name: "sandbox",
  createOrder: async () => ({ providerOrderId: `sandbox_${randomBytes(9).toString("base64url")}` }),
  checkoutFor: async (order) => ({
    kind: "sandbox",
    url: `${SANDBOX_CHECKOUT_PATH}${order.paymentId}`,
    ...(order.currency === "BRL" ? { pix: sandboxPixCharge(order) } : {}),
  }),
  fetchOrderEvent: async () => undefined,
  // The sandbox sends no webhooks: anything claiming to be one is refused.
  verifyWebhook: () => undefined,
});
