/**
 * PIX payouts through Asaas (https://docs.asaas.com): `POST /v3/transfers` with `value` (reais),
 * `pixAddressKey` and `pixAddressKeyType`, and `externalReference` (Kleos' payout id, which every transfer
 * webhook carries). The API key goes in the `access_token` header. Asaas takes no idempotency key; it refuses a
 * transfer identical to one of the last 15 minutes with 409 Conflict, which here means "Asaas has this payout
 * already": its webhooks, found by `externalReference`, tell the rest. Webhooks carry the static token set in
 * the webhook's configuration in `asaas-access-token` (compared in constant time); `TRANSFER_DONE` is paid,
 * `TRANSFER_FAILED` and `TRANSFER_CANCELLED` are not, `TRANSFER_BLOCKED` (status BLOCKED) holds it for now, which
 * Kleos calls delayed, and the others (`TRANSFER_CREATED`, `TRANSFER_PENDING`, `TRANSFER_IN_BANK_PROCESSING`) mean
 * it is on its way.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { PayoutOutcome } from "@/domain/wallet/payouts";
import { makeJsonApi } from "@/server/providers/json-api";
import {
  PayoutProviderUnavailable,
  headerOf,
  type PayoutEvent,
  type PayoutFacts,
  type PayoutProvider,
} from "@/server/providers/payouts/payout-provider";

export interface AsaasTransfersOptions {
  /** https://api.asaas.com (https://api-sandbox.asaas.com), or a fake's address. */
  readonly apiBase: string;
  readonly apiKey: string;
  readonly webhookToken: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

interface AsaasTransfer {
  readonly id: string;
  readonly status: string;
  readonly externalReference?: string | null;
  readonly failReason?: string | null;
}

/** Asaas's transfer statuses (PENDING, BANK_PROCESSING, BLOCKED, DONE, CANCELLED, FAILED) in Kleos' words. */
export const transferOutcomeOf = (status: string): PayoutOutcome => {
  switch (status) {
    case "DONE":
      return "processed";
    case "BLOCKED":
      return "delayed";
    case "FAILED":
    case "CANCELLED":
      return "failed";
    default:
      return "processing";
  }
};

/** Asaas's PIX key types for Kleos' KYC ones (cpf, email, phone, random). */
const PIX_KEY_TYPES: Readonly<Record<string, string>> = {
  cpf: "CPF",
  email: "EMAIL",
  phone: "PHONE",
  random: "EVP",
};

const factsOf = (transfer: AsaasTransfer): PayoutFacts => {
  const outcome = transferOutcomeOf(transfer.status);
  return {
    providerPayoutId: transfer.id,
    outcome,
    providerStatus: transfer.status,
    failureReason: outcome === "failed" ? (transfer.failReason ?? transfer.status) : null,
  };
};

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export const makeAsaasTransfers = (options: AsaasTransfersOptions): PayoutProvider => {
  const call = makeJsonApi({
    apiBase: options.apiBase,
    headers: { access_token: options.apiKey, "user-agent": "Kleos" },
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    failure: (...failed) => new PayoutProviderUnavailable("asaas", ...failed),
  });

  return {
    name: "asaas",
    sendPayout: async (request) => {
      const { destination } = request;
      if (destination.method !== "pix")
        throw new PayoutProviderUnavailable("asaas", `Asaas pays PIX keys only (${request.payoutId})`);
      try {
        const transfer = await call<AsaasTransfer>("POST", "/v3/transfers", {
          value: request.amount / 100,
          operationType: "PIX",
          pixAddressKey: destination.pixKey,
          pixAddressKeyType: PIX_KEY_TYPES[destination.pixKeyType] ?? "EVP",
          description: "Kleos cash out",
          externalReference: request.payoutId,
        });
        return factsOf(transfer);
      } catch (error) {
        // The same transfer within 15 minutes: Asaas has it; its webhook names it by our reference.
        if (error instanceof PayoutProviderUnavailable && / answered 409:/.test(error.message))
          return {
            providerPayoutId: undefined,
            outcome: "processing",
            providerStatus: "DUPLICATE",
            failureReason: null,
          };
        throw error;
      }
    },
    verifyWebhook: (rawBody, headers): PayoutEvent | undefined => {
      const given = headerOf(headers, "asaas-access-token");
      if (given === undefined || !timingSafeEqual(digest(given), digest(options.webhookToken)))
        return undefined;
      let webhook: { event?: unknown; transfer?: AsaasTransfer };
      try {
        webhook = JSON.parse(rawBody.toString("utf8")) as typeof webhook;
      } catch {
        return undefined;
      }
      const eventType = String(webhook.event);
      const transfer = webhook.transfer;
      if (
        !eventType.startsWith("TRANSFER_") ||
        transfer === undefined ||
        typeof transfer.externalReference !== "string"
      )
        return { kind: "ignored", eventType };
      return { kind: "payout", payoutId: transfer.externalReference, ...factsOf(transfer) };
    },
  };
};
