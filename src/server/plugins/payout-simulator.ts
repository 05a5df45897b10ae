/**
 * The local payout simulator's controls (development only, never in production): where a developer plays the
 * bank's side of a payout sent to the simulated RazorpayX (India) or Asaas (Brazil). Mounted under
 * `/api/dev/simulator/payouts` only with the dev tools on and for a provider without credentials
 * (payout-providers.ts); the server sends payouts through the real adapters to the simulated providers, and
 * their signed webhooks arrive through the real webhook routes. A developer delays a withdrawal's payout (as the
 * provider holds one: RazorpayX queues it while the beneficiary's bank is down, `payout.queued`; Asaas blocks the
 * transfer, `TRANSFER_BLOCKED`), and marks it processed, failed or reversed (RazorpayX; Asaas has no reversal),
 * delayed or not.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "@/server/config";
import type { PayoutProviderSet } from "@/server/services/payouts/payout-providers";

export const PAYOUT_SIMULATOR_PREFIX = "/api/dev/simulator/payouts";
export const RAZORPAYX_WEBHOOK_PATH = "/api/offramp/razorpayx/webhook";
export const ASAAS_TRANSFER_WEBHOOK_PATH = "/api/offramp/asaas/webhook";

const DECISIONS = ["delayed", "processed", "failed", "reversed"] as const;
type Decision = (typeof DECISIONS)[number];
const isDecision = (value: unknown): value is Decision =>
  typeof value === "string" && (DECISIONS as readonly string[]).includes(value);

export const installPayoutSimulator = (
  app: FastifyInstance,
  options: { readonly config: Config; readonly providers: PayoutProviderSet },
): void => {
  const { razorpayx, asaas } = options.providers.simulator;
  if (!options.config.devTools || (razorpayx === undefined && asaas === undefined)) return;
  const post = (url: string) => async (rawBody: Buffer, headers: Record<string, string>) => {
    const answer = await app.inject({ method: "POST", url, headers, payload: rawBody });
    if (answer.statusCode !== 200)
      app.log.warn({ status: answer.statusCode, url }, "The simulated payout webhook was not received");
  };
  razorpayx?.onWebhook(post(RAZORPAYX_WEBHOOK_PATH));
  asaas?.onWebhook(post(ASAAS_TRANSFER_WEBHOOK_PATH));

  /** The simulated provider's payout of a Kleos withdrawal (its reference). */
  const find = (withdrawalId: string) => {
    const rzp = [...(razorpayx?.payouts.values() ?? [])].find(
      (payout) => payout.reference_id === withdrawalId,
    );
    if (rzp !== undefined) return { provider: "razorpayx" as const, id: rzp.id, status: rzp.status };
    const pix = [...(asaas?.transfers.values() ?? [])].find(
      (transfer) => transfer.externalReference === withdrawalId,
    );
    if (pix !== undefined) return { provider: "asaas" as const, id: pix.id, status: pix.status };
    return undefined;
  };

  app.get(`${PAYOUT_SIMULATOR_PREFIX}/state`, async () => ({
    payouts: [
      ...[...(razorpayx?.payouts.values() ?? [])].map((payout) => ({
        provider: "razorpayx",
        withdrawalId: payout.reference_id,
        providerPayoutId: payout.id,
        status: payout.status,
        amount: payout.amount,
        currency: payout.currency,
      })),
      ...[...(asaas?.transfers.values() ?? [])].map((transfer) => ({
        provider: "asaas",
        withdrawalId: transfer.externalReference,
        providerPayoutId: transfer.id,
        status: transfer.status,
        amount: Math.round(transfer.value * 100),
        currency: "BRL",
      })),
    ],
    webhooks: [...(razorpayx?.sentWebhooks ?? []), ...(asaas?.sentWebhooks ?? [])],
  }));

  app.post<{ Params: { withdrawalId: string } }>(
    `${PAYOUT_SIMULATOR_PREFIX}/:withdrawalId`,
    async (request, reply) => {
      const input = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const decision = input["decision"];
      if (!isDecision(decision)) return reply.code(400).send({ error: "Bad decision" });
      const payout = find(request.params.withdrawalId);
      if (payout === undefined)
        return reply.code(404).send({ error: "No payout was sent for this withdrawal yet" });
      const webhook =
        payout.provider === "razorpayx"
          ? await razorpayx?.decide(payout.id, decision)
          : decision === "reversed"
            ? undefined
            : await asaas?.decide(payout.id, decision);
      if (webhook === undefined)
        return reply
          .code(409)
          .send({ error: `The payout is ${payout.status}: it cannot become ${decision}` });
      return {
        provider: payout.provider,
        providerPayoutId: payout.id,
        status: find(request.params.withdrawalId)?.status,
      };
    },
  );
};
