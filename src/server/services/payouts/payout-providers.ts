/**
 * The payout providers a server uses: RazorpayX for India when its credentials are configured (RAZORPAYX_*), and
 * Asaas for Brazil's PIX when the Asaas account is (ASAAS_API_KEY, whose webhook token also authenticates the
 * transfer webhooks); for a country without one, the local payout simulator (an in-process RazorpayX or Asaas a
 * developer plays from `/api/dev/simulator/payouts`) when the dev tools are on, none otherwise (production: a
 * withdrawal stays requested, its money held, until a provider is configured). The simulator is reached
 * through the real adapters with a `fetch` that stays in the process.
 */
import { randomBytes } from "node:crypto";
import type { Config } from "@/server/config";
import type { PayoutCountry } from "@/domain/wallet/payouts";
import { makeAsaasTransfers } from "@/server/providers/payouts/asaas-transfers";
import {
  makeAsaasTransfersWorld,
  type AsaasTransfersWorld,
} from "@/server/providers/payouts/asaas-transfers-world";
import type { PayoutProvider } from "@/server/providers/payouts/payout-provider";
import { makeRazorpayXPayouts } from "@/server/providers/payouts/razorpayx-payouts";
import { makeRazorpayXWorld, type RazorpayXWorld } from "@/server/providers/payouts/razorpayx-world";
import type { PayoutProviders } from "@/server/services/payouts/payouts";

/** Never reached over the network, only through the worlds' `fetch`. */
const SIMULATED_RAZORPAYX = "http://razorpayx.simulator.kleos.invalid";
const SIMULATED_ASAAS = "http://asaas.simulator.kleos.invalid";

export interface PayoutProviderSet extends PayoutProviders {
  /** The in-process providers, where they are simulated. */
  readonly simulator: {
    readonly razorpayx: RazorpayXWorld | undefined;
    readonly asaas: AsaasTransfersWorld | undefined;
  };
}

const secret = () => randomBytes(24).toString("base64url");

export const payoutProvidersOf = (
  config: Pick<Config, "devTools" | "razorpayx" | "asaas">,
): PayoutProviderSet => {
  let razorpayxWorld: RazorpayXWorld | undefined;
  let asaasWorld: AsaasTransfersWorld | undefined;
  let india: PayoutProvider | undefined;
  let brazil: PayoutProvider | undefined;
  if (config.razorpayx !== undefined) india = makeRazorpayXPayouts(config.razorpayx);
  else if (config.devTools) {
    razorpayxWorld = makeRazorpayXWorld({
      keyId: `rzp_test_${randomBytes(6).toString("hex")}`,
      keySecret: secret(),
      accountNumber: "7878780080316316",
      webhookSecret: secret(),
    });
    india = makeRazorpayXPayouts({
      apiBase: SIMULATED_RAZORPAYX,
      keyId: razorpayxWorld.keyId,
      keySecret: razorpayxWorld.keySecret,
      accountNumber: razorpayxWorld.accountNumber,
      webhookSecret: razorpayxWorld.webhookSecret,
      fetch: razorpayxWorld.fetch,
    });
  }
  if (config.asaas !== undefined) brazil = makeAsaasTransfers(config.asaas);
  else if (config.devTools) {
    asaasWorld = makeAsaasTransfersWorld({ apiKey: `$aact_sim_${secret()}`, webhookToken: secret() });
    brazil = makeAsaasTransfers({
      apiBase: SIMULATED_ASAAS,
      apiKey: asaasWorld.apiKey,
      webhookToken: asaasWorld.webhookToken,
      fetch: asaasWorld.fetch,
    });
  }
  const byCountry: { readonly [C in PayoutCountry]: PayoutProvider | undefined } = { IN: india, BR: brazil };
  return {
    forCountry: (country) => byCountry[country],
    known: [india, brazil].filter((provider) => provider !== undefined),
    simulator: { razorpayx: razorpayxWorld, asaas: asaasWorld },
  };
};
