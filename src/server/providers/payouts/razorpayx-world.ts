/**
 * A small RazorpayX that speaks the documented payout format over the fetch API (`Request` in, `Response` out):
 * the local payout simulator of `npm start` without credentials (reached in-process through the real adapter)
 * and the fake the adapter's tests serve on 127.0.0.1. Contacts and fund accounts answer the existing entity
 * for the same details; a payout needs `X-Payout-Idempotency`, and the same key with the same body answers the
 * first payout (another body is refused). A payout starts processing, as RazorpayX's does when the balance covers
 * it. A developer (or a test) decides a payout: delayed (queued, as RazorpayX queues a payout while the
 * beneficiary's bank is down), processed, failed or reversed, each announced by a `payout.*` webhook signed as
 * RazorpayX signs it.
 */
import { createHash, randomBytes } from "node:crypto";
import { razorpayXSignature } from "@/server/providers/payouts/razorpayx-payouts";

export type RazorpayXDecision = "delayed" | "processed" | "failed" | "reversed";

/** The payout's RazorpayX status once decided. */
const STATUS: Readonly<Record<RazorpayXDecision, string>> = {
  delayed: "queued",
  processed: "processed",
  failed: "failed",
  reversed: "reversed",
};

export interface SimulatedRazorpayXPayout {
  readonly id: string;
  readonly entity: "payout";
  readonly fund_account_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly mode: string;
  readonly purpose: string;
  readonly reference_id: string | null;
  readonly narration: string | null;
  status: string;
  status_details: { description: string; source: string; reason: string } | null;
  utr: string | null;
  readonly created_at: number;
}

export interface PayoutWebhookDelivery {
  readonly rawBody: string;
  readonly headers: Record<string, string>;
}

export interface RazorpayXWorld {
  readonly keyId: string;
  readonly keySecret: string;
  readonly accountNumber: string;
  readonly webhookSecret: string;
  /** Whether the API answers (false: 503, which the adapter reports as unavailable). */
  readonly answers: { available: boolean };
  readonly payouts: Map<string, SimulatedRazorpayXPayout>;
  /** How many `POST /v1/payouts` created a payout (an idempotent repeat creates none). */
  readonly created: () => number;
  readonly sentWebhooks: PayoutWebhookDelivery[];
  /** The bank's answer on a payout; its signed webhook, or undefined when the payout cannot take it. */
  decide(payoutId: string, decision: RazorpayXDecision): Promise<PayoutWebhookDelivery | undefined>;
  /** The webhook of a payout's current status, signed (to deliver again, or out of order). */
  webhookOf(payoutId: string): PayoutWebhookDelivery | undefined;
  onWebhook(listener: (rawBody: Buffer, headers: Record<string, string>) => Promise<void>): void;
  readonly handle: (request: Request) => Promise<Response>;
  readonly fetch: typeof fetch;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join("")}`;

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const badRequest = (description: string, field: string | null = null) =>
  json(400, {
    error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: null, reason: null, field },
  });

const DETAILS: Readonly<Record<RazorpayXDecision, SimulatedRazorpayXPayout["status_details"]>> = {
  delayed: {
    description: "The beneficiary bank is down. The payout will be processed once the bank is back up",
    source: "beneficiary_bank",
    reason: "beneficiary_bank_down",
  },
  processed: null,
  failed: {
    description: "The beneficiary bank is offline",
    source: "beneficiary_bank",
    reason: "beneficiary_bank_offline",
  },
  reversed: {
    description: "The beneficiary bank returned the payout",
    source: "beneficiary_bank",
    reason: "payout_reversed",
  },
};

export const makeRazorpayXWorld = (options: {
  readonly keyId: string;
  readonly keySecret: string;
  readonly accountNumber: string;
  readonly webhookSecret: string;
  readonly now?: () => number;
}): RazorpayXWorld => {
  const now = options.now ?? Date.now;
  const answers = { available: true };
  const contacts = new Map<string, string>();
  const fundAccounts = new Map<string, string>();
  const payouts = new Map<string, SimulatedRazorpayXPayout>();
  const byIdempotency = new Map<string, { bodyHash: string; payoutId: string }>();
  const sentWebhooks: PayoutWebhookDelivery[] = [];
  const listeners: Array<(rawBody: Buffer, headers: Record<string, string>) => Promise<void>> = [];
  let created = 0;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  const webhookOf = (payoutId: string): PayoutWebhookDelivery | undefined => {
    const payout = payouts.get(payoutId);
    if (payout === undefined) return undefined;
    const rawBody = JSON.stringify({
      entity: "event",
      account_id: "acc_KleosSimulated01",
      event: `payout.${payout.status}`,
      contains: ["payout"],
      payload: { payout: { entity: payout } },
      created_at: Math.floor(now() / 1000),
    });
    return {
      rawBody,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": razorpayXSignature(rawBody, options.webhookSecret),
        "x-razorpay-event-id": razorpayId("evt"),
      },
    };
  };

  const handle = async (request: Request): Promise<Response> => {
    if (request.headers.get("authorization") !== authorization)
      return json(401, {
        error: { code: "BAD_REQUEST_ERROR", description: "The API key provided is invalid" },
      });
    if (!answers.available)
      return json(503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
    const path = new URL(request.url).pathname;
    const text = request.method === "POST" ? await request.text() : "";
    let body: Record<string, unknown>;
    try {
      body = text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      return badRequest("The request body is not JSON");
    }
    if (request.method === "POST" && path === "/v1/contacts") {
      if (typeof body["name"] !== "string" || body["name"].length < 3)
        return badRequest("The name field is required and must be at least 3 characters", "name");
      const key = `${String(body["name"])}|${String(body["reference_id"] ?? "")}`;
      const existing = contacts.get(key);
      const id = existing ?? razorpayId("cont");
      contacts.set(key, id);
      return json(existing === undefined ? 201 : 200, {
        id,
        entity: "contact",
        name: body["name"],
        type: body["type"] ?? null,
        reference_id: body["reference_id"] ?? null,
        active: true,
        created_at: Math.floor(now() / 1000),
      });
    }
    if (request.method === "POST" && path === "/v1/fund_accounts") {
      const type = body["account_type"];
      const vpa = body["vpa"] as { address?: unknown } | undefined;
      const bank = body["bank_account"] as
        { ifsc?: unknown; account_number?: unknown; name?: unknown } | undefined;
      if (typeof body["contact_id"] !== "string")
        return badRequest("The contact id field is required", "contact_id");
      if (type === "vpa" && typeof vpa?.address !== "string")
        return badRequest("The vpa address is required", "vpa");
      if (
        type === "bank_account" &&
        (typeof bank?.ifsc !== "string" || typeof bank.account_number !== "string")
      )
        return badRequest("The bank account details are required", "bank_account");
      if (type !== "vpa" && type !== "bank_account")
        return badRequest("Invalid account type", "account_type");
      const key = JSON.stringify([body["contact_id"], type, vpa, bank]);
      const existing = fundAccounts.get(key);
      const id = existing ?? razorpayId("fa");
      fundAccounts.set(key, id);
      return json(existing === undefined ? 201 : 200, {
        id,
        entity: "fund_account",
        contact_id: body["contact_id"],
        account_type: type,
        ...(type === "vpa" ? { vpa } : { bank_account: bank }),
        active: true,
        created_at: Math.floor(now() / 1000),
      });
    }
    if (request.method === "POST" && path === "/v1/payouts") {
      const key = request.headers.get("x-payout-idempotency");
      if (key === null || !/^[A-Za-z0-9 _-]{4,36}$/.test(key))
        return badRequest(
          "Idempotency key is missing. Include idempotency header and key in the request.",
          "X-Payout-Idempotency",
        );
      const bodyHash = createHash("sha256").update(text).digest("hex");
      const first = byIdempotency.get(key);
      if (first !== undefined) {
        if (first.bodyHash !== bodyHash)
          return badRequest(
            "Different request body sent for the same Idempotency Key",
            "X-Payout-Idempotency",
          );
        return json(200, payouts.get(first.payoutId));
      }
      if (body["account_number"] !== options.accountNumber)
        return badRequest("The account number is invalid", "account_number");
      if (typeof body["amount"] !== "number" || !Number.isInteger(body["amount"]) || body["amount"] < 100)
        return badRequest("The amount must be at least INR 1.00", "amount");
      if (
        typeof body["fund_account_id"] !== "string" ||
        ![...fundAccounts.values()].includes(body["fund_account_id"])
      )
        return badRequest("The id provided does not exist", "fund_account_id");
      const payout: SimulatedRazorpayXPayout = {
        id: razorpayId("pout"),
        entity: "payout",
        fund_account_id: body["fund_account_id"],
        amount: body["amount"],
        currency: String(body["currency"] ?? "INR"),
        mode: String(body["mode"] ?? "IMPS"),
        purpose: String(body["purpose"] ?? "payout"),
        reference_id: typeof body["reference_id"] === "string" ? body["reference_id"] : null,
        narration: typeof body["narration"] === "string" ? body["narration"] : null,
        status: "processing",
        status_details: null,
        utr: null,
        created_at: Math.floor(now() / 1000),
      };
      payouts.set(payout.id, payout);
      byIdempotency.set(key, { bodyHash, payoutId: payout.id });
      created += 1;
      return json(200, payout);
    }
    const fetched = /^\/v1\/payouts\/([A-Za-z0-9_]+)$/.exec(path);
    if (request.method === "GET" && fetched !== null) {
      const payout = payouts.get(fetched[1] ?? "");
      return payout === undefined ? badRequest("The id provided does not exist", "id") : json(200, payout);
    }
    return json(404, {
      error: { code: "BAD_REQUEST_ERROR", description: `${request.method} ${path} is not a RazorpayX call` },
    });
  };

  return {
    keyId: options.keyId,
    keySecret: options.keySecret,
    accountNumber: options.accountNumber,
    webhookSecret: options.webhookSecret,
    answers,
    payouts,
    created: () => created,
    sentWebhooks,
    decide: async (payoutId, decision) => {
      const payout = payouts.get(payoutId);
      if (payout === undefined) return undefined;
      const open =
        payout.status === "queued" || payout.status === "pending" || payout.status === "processing";
      const allowed =
        decision === "delayed"
          ? payout.status === "processing"
          : decision === "reversed"
            ? payout.status === "processed" || open
            : open;
      if (!allowed) return undefined;
      payout.status = STATUS[decision];
      payout.status_details = DETAILS[decision];
      if (decision === "processed") payout.utr = `SIMN${String(now()).slice(-12)}`;
      const webhook = webhookOf(payoutId);
      if (webhook === undefined) return undefined;
      sentWebhooks.push(webhook);
      if (sentWebhooks.length > 20) sentWebhooks.shift();
      for (const listener of listeners) await listener(Buffer.from(webhook.rawBody), webhook.headers);
      return webhook;
    },
    webhookOf,
    onWebhook: (listener) => {
      listeners.push(listener);
    },
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
  };
};
