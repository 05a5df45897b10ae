import type { Config } from "@/server/config";
import { makeRazorpayPayments } from "@/server/providers/payments/razorpay-payments";
import { makeSandboxPayments } from "@/server/providers/payments/sandbox-payments";
import type { PaymentProvider } from "@/server/providers/payments/payment-provider";

/**
 * New orders go to Razorpay when it is configured (PAYMENT_PROVIDER may keep them on the sandbox, e.g. to
 * try the site while Razorpay's webhooks are already verified), else to the sandbox checkout — except in
 * production, where a sandbox would hand out K-Cash for nothing: there, without Razorpay, nothing is sold.
 */
export const makePaymentProviders = (
  config: Pick<Config, "env" | "razorpay" | "paymentProvider">,
): { forNewOrders: PaymentProvider | undefined; known: PaymentProvider[] } => {
  const razorpay = config.razorpay === undefined ? undefined : makeRazorpayPayments(config.razorpay);
  const sandbox = config.env === "production" ? undefined : makeSandboxPayments();
  const known = [razorpay, sandbox].filter((provider) => provider !== undefined);
  const wanted = config.paymentProvider ?? (razorpay === undefined ? "sandbox" : "razorpay");
  return { forNewOrders: wanted === "razorpay" ? razorpay : sandbox, known };
};
