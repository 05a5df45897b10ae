import type { Config } from "@/server/config";
import { makeRazorpayPayments } from "@/server/providers/payments/razorpay-payments";
import { makeSandboxPayments } from "@/server/providers/payments/sandbox-payments";
import type { PaymentProvider } from "@/server/providers/payments/payment-provider";

/**
 * New orders go to Razorpay when it is configured (PAYMENT_PROVIDER may keep them on the sandbox, e.g. to
 * try the site while Razorpay's webhooks are already verified), else to the sandbox checkout — which exists
 * only with the dev tools on, since it hands out K-Cash for nothing: without them and without Razorpay
 * (production, the default), nothing is sold.
 */
export const makePaymentProviders = (
  config: Pick<Config, "devTools" | "razorpay" | "paymentProvider">,
): { forNewOrders: PaymentProvider | undefined; known: PaymentProvider[] } => {
  const razorpay = config.razorpay === undefined ? undefined : makeRazorpayPayments(config.razorpay);
  const sandbox = config.devTools ? makeSandboxPayments() : undefined;
  const known = [razorpay, sandbox].filter((provider) => provider !== undefined);
  const wanted = config.paymentProvider ?? (razorpay === undefined ? "sandbox" : "razorpay");
  return { forNewOrders: wanted === "razorpay" ? razorpay : sandbox, known };
};
