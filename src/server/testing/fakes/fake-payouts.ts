/**
 * RazorpayX payouts and Asaas PIX transfers on 127.0.0.1, port 0: the same small worlds the local payout simulator
 * runs (providers/payouts/*-world.ts), served over real HTTP so the adapters meet real sockets, status codes and
 * headers.
 */
import {
  makeAsaasTransfersWorld,
  type AsaasTransfersWorld,
} from "@/server/providers/payouts/asaas-transfers-world";
import { makeRazorpayXWorld, type RazorpayXWorld } from "@/server/providers/payouts/razorpayx-world";
import { serveFetchHandler } from "@/server/testing/fakes/fetch-handler-server";

export const FAKE_RAZORPAYX = {
  keyId: "rzp_test_KleosPayouts01",
  keySecret: "fake-razorpayx-key-secret",
  accountNumber: "7878780080316316",
  webhookSecret: "fake-razorpayx-webhook-secret",
} as const;

export const FAKE_ASAAS_TRANSFERS = {
  apiKey: "$aact_fake_transfers_key",
  webhookToken: "fake-asaas-transfer-webhook-token",
} as const;

/** RazorpayX's payout webhooks verify in test apps with the fake's secret; its API is never reached. */
export const PAYOUT_WEBHOOKS_ONLY = {
  razorpayx: { apiBase: "http://127.0.0.1:9", ...FAKE_RAZORPAYX },
};

export interface FakePayouts {
  /** RazorpayX's API base (`origin`). */
  readonly razorpayxUrl: string;
  readonly razorpayx: RazorpayXWorld;
  /** Asaas's API base (`origin`). */
  readonly asaasUrl: string;
  readonly asaas: AsaasTransfersWorld;
  close(): Promise<void>;
}

export const startFakePayouts = async (): Promise<FakePayouts> => {
  const razorpayx = makeRazorpayXWorld(FAKE_RAZORPAYX);
  const asaas = makeAsaasTransfersWorld(FAKE_ASAAS_TRANSFERS);
  const razorpayxServer = await serveFetchHandler((request) => razorpayx.handle(request));
  const asaasServer = await serveFetchHandler((request) => asaas.handle(request));
  return {
    razorpayxUrl: razorpayxServer.url,
    razorpayx,
    asaasUrl: asaasServer.url,
    asaas,
    close: async () => {
      await razorpayxServer.close();
      await asaasServer.close();
    },
  };
};
