/**
 * RazorpayX payouts (https://razorpay.com/docs/api/x/): a contact for the gamer (`POST /v1/contacts`), a fund
 * account for the destination (`POST /v1/fund_accounts`, `vpa` or `bank_account`; both answer the existing
 * entity when the same details come again), then `POST /v1/payouts` with the mandatory `X-Payout-Idempotency`
 * header (Kleos' payout id, the same body on every retry, so a retry answers the first payout) and
 * `reference_id` (the same id, which every `payout.*` webhook carries). HTTP Basic auth with the key id and
 * secret. Statuses: queued, pending, rejected, processing, processed, cancelled, reversed, failed; queued (the
 * balance is low, or the beneficiary's bank, NPCI or the partner bank is down: `payout.queued`) and pending (an
 * approval waits: `payout.pending`) hold the payout for now, which Kleos calls delayed. Webhooks carry
 * `X-Razorpay-Signature` = hex HMAC-SHA256 of the raw body with the webhook secret; they repeat and come in any
 * order.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PayoutOutcome } from "@/domain/wallet/payouts";
import { makeJsonApi } from "@/server/providers/json-api";
import {
  PayoutProviderUnavailable,
  headerOf,
  type PayoutEvent,
  type PayoutFacts,
  type PayoutProvider,
} from "@/server/providers/payouts/payout-provider";

export interface RazorpayXOptions {
  /** https://api.razorpay.com, or a fake's address. */
  readonly apiBase: string;
  readonly keyId: string;
  readonly keySecret: string;
  /** The RazorpayX business account the money leaves from. */
  readonly accountNumber: string;
  readonly webhookSecret: string;
  readonly timeoutMs?: number;
  /** An in-process simulator's `fetch`; the global one otherwise. */
  readonly fetch?: typeof fetch;
}

interface RazorpayXPayout {
  readonly id: string;
  readonly status: string;
  readonly reference_id?: string | null;
  readonly status_details?: { readonly description?: string | null; readonly reason?: string | null } | null;
}

/** RazorpayX's payout statuses in Kleos' words. */
export const payoutOutcomeOf = (status: string): PayoutOutcome => {
  switch (status) {
    case "processed":
      return "processed";
    case "reversed":
      return "reversed";
    case "queued":
    case "pending":
      return "delayed";
    case "failed":
    case "rejected":
    case "cancelled":
      return "failed";
    default:
      return "processing";
  }
};

/** The signature RazorpayX puts on a webhook (also what a fake signs with). */
export const razorpayXSignature = (body: Buffer | string, secret: string): string =>
  createHmac("sha256", secret).update(body).digest("hex");

const factsOf = (payout: RazorpayXPayout): PayoutFacts => {
  const outcome = payoutOutcomeOf(payout.status);
  return {
    providerPayoutId: payout.id,
    outcome,
    providerStatus: payout.status,
    failureReason:
      outcome === "failed" || outcome === "reversed"
        ? (payout.status_details?.description ?? payout.status_details?.reason ?? payout.status)
        : null,
  };
};

export const makeRazorpayXPayouts = (options: RazorpayXOptions): PayoutProvider => {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const api = (headers: Record<string, string> = {}) =>
    makeJsonApi({
      apiBase: options.apiBase,
      headers: { authorization, ...headers },
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
      failure: (...failed) => new PayoutProviderUnavailable("razorpayx", ...failed),
    });
  const call = api();

  return {
    name: "razorpayx",
    sendPayout: async (request) => {
      const contact = await call<{ id: string }>("POST", "/v1/contacts", {
        name: request.beneficiaryName,
        type: "customer",
        reference_id: request.userId,
      });
      const { destination } = request;
      if (destination.method === "pix")
        throw new PayoutProviderUnavailable("razorpayx", `RazorpayX cannot pay to PIX (${request.payoutId})`);
      const fundAccount = await call<{ id: string }>(
        "POST",
        "/v1/fund_accounts",
        destination.method === "upi"
          ? { contact_id: contact.id, account_type: "vpa", vpa: { address: destination.upiId } }
          : {
              contact_id: contact.id,
              account_type: "bank_account",
              bank_account: {
                name: request.beneficiaryName,
                ifsc: destination.ifsc,
                account_number: destination.accountNumber,
              },
            },
      );
      const payout = await api({ "X-Payout-Idempotency": request.payoutId })<RazorpayXPayout>(
        "POST",
        "/v1/payouts",
        {
          account_number: options.accountNumber,
          fund_account_id: fundAccount.id,
          amount: request.amount,
          currency: request.currency,
          mode: destination.method === "upi" ? "UPI" : "IMPS",
          purpose: "payout",
          queue_if_low_balance: true,
          reference_id: request.payoutId,
          narration: "Kleos cash out",
        },
      );
      return factsOf(payout);
    },
    verifyWebhook: (rawBody, headers): PayoutEvent | undefined => {
      const given = headerOf(headers, "x-razorpay-signature");
      if (given === undefined) return undefined;
      const expected = Buffer.from(razorpayXSignature(rawBody, options.webhookSecret), "utf8");
      const offered = Buffer.from(given, "utf8");
      if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) return undefined;
      let webhook: { event?: unknown; payload?: { payout?: { entity?: RazorpayXPayout } } };
      try {
        webhook = JSON.parse(rawBody.toString("utf8")) as typeof webhook;
      } catch {
        return undefined;
      }
      const eventType = String(webhook.event);
      const payout = webhook.payload?.payout?.entity;
      if (!eventType.startsWith("payout.") || payout === undefined || typeof payout.reference_id !== "string")
        return { kind: "ignored", eventType };
      return { kind: "payout", payoutId: payout.reference_id, ...factsOf(payout) };
    },
  };
};
