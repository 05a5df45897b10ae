/**
 * The KYC provider a server uses: Cashfree Secure ID when its credentials are configured (CASHFREE_CLIENT_ID,
 * CASHFREE_CLIENT_SECRET); the local simulator (an in-process Cashfree a developer plays from the dev page) when
 * they are not and the dev tools are on; none otherwise (production without credentials: KYC answers
 * UpstreamFailed). The simulator is reached through the real adapter with a `fetch` that stays in the process.
 */
import { randomBytes } from "node:crypto";
import type { Config } from "@/server/config";
import { makeCashfreeSecureId } from "@/server/providers/kyc/cashfree-secure-id";
import { makeCashfreeWorld, type CashfreeWorld } from "@/server/providers/kyc/cashfree-world";
import type { KycProvider } from "@/server/providers/kyc/kyc-provider";

/** The simulator's DigiLocker consent page on the site (a dev page). */
export const SIMULATED_DIGILOCKER_PATH = "/dev/simulator/digilocker/";
/** Never reached over the network, only through the world's `fetch`. */
const SIMULATED_API_BASE = "http://cashfree.simulator.kleos.invalid/verification";

export interface KycProviderSet {
  readonly provider: KycProvider | undefined;
  /** The in-process Cashfree, when it is simulated. */
  readonly simulator: CashfreeWorld | undefined;
}

export const kycProvidersOf = (config: Pick<Config, "devTools" | "cashfree">): KycProviderSet => {
  if (config.cashfree !== undefined)
    return { provider: makeCashfreeSecureId(config.cashfree), simulator: undefined };
  if (!config.devTools) return { provider: undefined, simulator: undefined };
  const world = makeCashfreeWorld({
    clientId: `CF_SIM_${randomBytes(6).toString("hex")}`,
    clientSecret: randomBytes(24).toString("base64url"),
    consentUrlOf: (verificationId) => `${SIMULATED_DIGILOCKER_PATH}${encodeURIComponent(verificationId)}`,
  });
  return {
    provider: makeCashfreeSecureId({
      apiBase: SIMULATED_API_BASE,
      clientId: world.clientId,
      clientSecret: world.clientSecret,
      fetch: world.fetch,
    }),
    simulator: world,
  };
};
