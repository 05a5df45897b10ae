import type { Config } from "@/server/config";
import type { FiatCurrency } from "@/domain/constants/money";
import { makeAsaasPayments } from "@/server/providers/payments/asaas-payments";
import { makeRazorpayPayments } from "@/server/providers/payments/razorpay-payments";
import { makeSandboxPayments } from "@/server/providers/payments/sandbox-payments";
import type { PaymentProvider } from "@/server/providers/payments/payment-provider";

/**
 * New orders go to their currency's real provider when it is configured (rupees to Razorpay, reais to Asaas
 * Pix; dollars have none), else to the sandbox checkout — which exists only with the dev tools on, since it
 * hands out K-Cash for nothing: without them and without a provider (production, the default), nothing is sold
 * in that currency. PAYMENT_PROVIDER=sandbox keeps every order on the sandbox (e.g. to try the site while the
 * real webhooks are already verified); =live never uses the sandbox.
 */
export const makePaymentProviders = (
  config: Pick<Config, "devTools" | "razorpay" | "asaas" | "paymentProvider">,
): {
  forNewOrders: (currency: FiatCurrency) => PaymentProvider | undefined;
  known: PaymentProvider[];
} => {
  const razorpay = config.razorpay === undefined ? undefined : makeRazorpayPayments(config.razorpay);
  const asaas = config.asaas === undefined ? undefined : makeAsaasPayments(config.asaas);
  const sandbox = config.devTools ? makeSandboxPayments() : undefined;
  const known = [razorpay, asaas, sandbox].filter((provider) => provider !== undefined);
  const live: { readonly [F in FiatCurrency]: PaymentProvider | undefined } = {
    INR: razorpay,
    BRL: asaas,
    USD: undefined,
  };
  return {
    forNewOrders: (currency) => {
      if (config.paymentProvider === "sandbox") return sandbox;
      if (config.paymentProvider === "live") return live[currency];
      return live[currency] ?? sandbox;
    },
    known,
  };
};
