/**
 * Cashfree Secure ID on 127.0.0.1, port 0: the same small world the local KYC simulator runs
 * (providers/kyc/cashfree-world.ts), served over real HTTP under `/verification` so the adapter's client meets
 * real sockets, status codes and headers.
 */
import { makeCashfreeWorld, type CashfreeWorld } from "@/server/providers/kyc/cashfree-world";
import { serveFetchHandler } from "@/server/testing/fakes/fetch-handler-server";

export interface FakeCashfree {
  /** The API base the adapter is given: `${origin}/verification`. */
  readonly apiBase: string;
  readonly world: CashfreeWorld;
  close(): Promise<void>;
}

export const FAKE_CASHFREE_CLIENT_ID = "CF_TEST_CLIENT";
export const FAKE_CASHFREE_CLIENT_SECRET = "cfsk_test_0123456789abcdef";

export const startFakeCashfree = async (): Promise<FakeCashfree> => {
  let origin = "";
  const world = makeCashfreeWorld({
    clientId: FAKE_CASHFREE_CLIENT_ID,
    clientSecret: FAKE_CASHFREE_CLIENT_SECRET,
    consentUrlOf: (verificationId) => `${origin}/dgl/${encodeURIComponent(verificationId)}`,
  });
  const server = await serveFetchHandler((request) => world.handle(request));
  origin = server.url;
  return {
    apiBase: `${origin}/verification`,
    world,
    close: server.close,
  };
};
