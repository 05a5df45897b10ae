/**
 * A small Cashfree Secure ID that speaks the documented format over the fetch API (`Request` in, `Response`
 * out): the local KYC simulator of `npm start` without credentials (reached in-process through the real
 * adapter, like the Steam and Telegram simulator), and the fake the adapter's tests serve on 127.0.0.1.
 *
 * A developer plays Cashfree's side: how the next PAN and bank checks answer (approve, reject, send to manual
 * review, or be unavailable, which a gamer sees as "try again later"), and on the DigiLocker consent page,
 * the gamer's consent (give or deny; leaving it waits, as a real consent does). Every DigiLocker decision is
 * announced by a webhook signed as Cashfree signs it, to whoever listens (`onWebhook`).
 */
import { randomInt } from "node:crypto";
import { cashfreeSignature } from "@/server/providers/kyc/cashfree-secure-id";

export type SimulatedAnswer = "approve" | "reject" | "review" | "unavailable";

export interface SimulatedDigilocker {
  readonly verificationId: string;
  readonly referenceId: number;
  readonly redirectUrl: string;
  status: "PENDING" | "AUTHENTICATED" | "CONSENT_DENIED" | "EXPIRED";
  /** The Aadhaar DigiLocker holds for the gamer: the world knows it, Kleos only ever sees its last four. */
  aadhaarLastFour: string | null;
  name: string | null;
  readonly createdAt: number;
}

export interface CashfreeWorld {
  readonly clientId: string;
  readonly clientSecret: string;
  /** How the next PAN and bank checks answer (a developer's choice on the simulator page). */
  readonly answers: { pan: SimulatedAnswer; bank: SimulatedAnswer };
  readonly digilockers: Map<string, SimulatedDigilocker>;
  /** The last webhooks sent, newest last (the simulator page lists them; a developer may send one again). */
  readonly sentWebhooks: Array<{ readonly rawBody: string; readonly headers: Record<string, string> }>;
  /** Where a consent URL points: the simulator page, given the verification id. */
  consentUrlOf: (verificationId: string) => string;
  /** The gamer's consent on DigiLocker: given (with the name on the Aadhaar) or denied; then a signed webhook. */
  decideConsent(verificationId: string, decision: "give" | "deny", name: string): Promise<boolean>;
  /** Sends every DigiLocker decision's webhook to `listener` (raw body and headers, as Cashfree posts them). */
  onWebhook(listener: (rawBody: Buffer, headers: Record<string, string>) => Promise<void>): void;
  readonly handle: (request: Request) => Promise<Response>;
  readonly fetch: typeof fetch;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const refusal = (status: number, code: string, message: string) =>
  json(status, { type: "validation_error", code, message });

const matchResult: Readonly<Record<Exclude<SimulatedAnswer, "unavailable">, string>> = {
  approve: "DIRECT_MATCH",
  review: "POOR_PARTIAL_MATCH",
  reject: "NO_MATCH",
};

export const makeCashfreeWorld = (options: {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly consentUrlOf: (verificationId: string) => string;
  /** Today, for the webhook's timestamp and the consent's 10 minutes. */
  readonly now?: () => number;
}): CashfreeWorld => {
  const now = options.now ?? Date.now;
  const answers: CashfreeWorld["answers"] = { pan: "approve", bank: "approve" };
  const digilockers = new Map<string, SimulatedDigilocker>();
  const sentWebhooks: CashfreeWorld["sentWebhooks"] = [];
  const listeners: Array<(rawBody: Buffer, headers: Record<string, string>) => Promise<void>> = [];
  let nextReference = 100_000 + randomInt(100_000);

  const deliver = async (eventType: string, session: SimulatedDigilocker) => {
    const body = Buffer.from(
      JSON.stringify({
        event_type: eventType,
        event_time: new Date(now()).toISOString(),
        version: "v1",
        data: {
          verification_id: session.verificationId,
          reference_id: session.referenceId,
          status: session.status,
        },
      }),
    );
    const timestamp = String(Math.floor(now() / 1000));
    const headers = {
      "content-type": "application/json",
      "x-webhook-timestamp": timestamp,
      "x-webhook-signature": cashfreeSignature(timestamp, body, options.clientSecret),
      "x-webhook-version": "2023-12-18",
    };
    sentWebhooks.push({ rawBody: body.toString("utf8"), headers });
    if (sentWebhooks.length > 20) sentWebhooks.shift();
    for (const listener of listeners) await listener(body, headers);
  };

  const statusOf = (session: SimulatedDigilocker) => {
    if (session.status === "PENDING" && now() - session.createdAt > 10 * 60_000) session.status = "EXPIRED";
    return session.status;
  };

  const handle = async (request: Request): Promise<Response> => {
    if (
      request.headers.get("x-client-id") !== options.clientId ||
      request.headers.get("x-client-secret") !== options.clientSecret
    )
      return json(401, {
        type: "authentication_error",
        code: "authentication_failed",
        message: "Invalid clientId and clientSecret combination",
      });
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/verification/, "");
    const body =
      request.method === "POST" ? ((await request.json().catch(() => ({}))) as Record<string, unknown>) : {};

    if (request.method === "POST" && path === "/pan") {
      const { pan, name } = body;
      if (typeof pan !== "string" || !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
        return refusal(400, "pan_invalid", "pan : invalid value provided");
      if (answers.pan === "unavailable")
        return json(503, { code: "service_unavailable", message: "Source is down" });
      const registered = typeof name === "string" ? name.toUpperCase() : null;
      return json(200, {
        pan,
        reference_id: (nextReference += 1),
        name_provided: name,
        registered_name: answers.pan === "reject" ? "SOMEONE ELSE" : registered,
        valid: answers.pan !== "reject",
        message: answers.pan === "reject" ? "PAN verification failed" : "PAN verified successfully",
        name_match_score: answers.pan === "approve" ? "100.00" : "40.00",
        name_match_result: matchResult[answers.pan],
        aadhaar_seeding_status: "Y",
        pan_status: answers.pan === "reject" ? "INVALID" : "VALID",
      });
    }

    if (request.method === "POST" && path === "/bank-account/sync") {
      const { bank_account: account, ifsc, name } = body;
      if (typeof account !== "string" || typeof ifsc !== "string")
        return refusal(400, "bank_account_missing", "bank_account and ifsc are required");
      if (answers.bank === "unavailable")
        return json(503, { code: "service_unavailable", message: "Bank is down" });
      return json(200, {
        reference_id: (nextReference += 1),
        name_at_bank:
          answers.bank === "approve" && typeof name === "string" ? name.toUpperCase() : "ANOTHER PERSON",
        bank_name: "SIMULATED BANK",
        account_status: answers.bank === "reject" ? "INVALID" : "VALID",
        account_status_code: answers.bank === "reject" ? "INVALID_BANK_ACCOUNT" : "ACCOUNT_IS_VALID",
        name_match_result: matchResult[answers.bank],
        ifsc_details: { ifsc },
      });
    }

    if (request.method === "POST" && path === "/digilocker") {
      const { verification_id: verificationId, redirect_url: redirectUrl } = body;
      if (typeof verificationId !== "string" || typeof redirectUrl !== "string")
        return refusal(400, "verification_id_missing", "verification_id and redirect_url are required");
      if (digilockers.has(verificationId))
        return refusal(409, "verification_id_already_exists", "verification_id already exists");
      const session: SimulatedDigilocker = {
        verificationId,
        referenceId: (nextReference += 1),
        redirectUrl,
        status: "PENDING",
        aadhaarLastFour: null,
        name: null,
        createdAt: now(),
      };
      digilockers.set(verificationId, session);
      return json(200, {
        verification_id: verificationId,
        reference_id: session.referenceId,
        url: options.consentUrlOf(verificationId),
        status: "PENDING",
        document_requested: ["AADHAAR"],
        redirect_url: redirectUrl,
        user_flow: "signin",
      });
    }

    const verificationId = url.searchParams.get("verification_id") ?? "";
    const session = digilockers.get(verificationId);
    if (request.method === "GET" && path === "/digilocker") {
      if (session === undefined)
        return refusal(404, "verification_id_not_found", "verification_id does not exist");
      const status = statusOf(session);
      return json(200, {
        user_details: status === "AUTHENTICATED" ? { name: session.name } : {},
        status,
        document_requested: ["AADHAAR"],
        document_consent: status === "AUTHENTICATED" ? ["AADHAAR"] : [],
        verification_id: session.verificationId,
        reference_id: session.referenceId,
      });
    }
    if (request.method === "GET" && path === "/digilocker/document/AADHAAR") {
      if (session === undefined || statusOf(session) !== "AUTHENTICATED")
        return refusal(400, "document_not_available", "Aadhaar is not available for this verification");
      return json(200, {
        uid: `xxxxxxxx${session.aadhaarLastFour ?? "0000"}`,
        name: session.name,
        status: "VALID",
        message: "Aadhaar Card Exists",
      });
    }
    return json(404, { code: "not_found", message: `${request.method} ${path} is not a Secure ID call` });
  };

  return {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    answers,
    digilockers,
    sentWebhooks,
    consentUrlOf: options.consentUrlOf,
    decideConsent: async (verificationId, decision, name) => {
      const session = digilockers.get(verificationId);
      if (session === undefined || statusOf(session) !== "PENDING") return false;
      if (decision === "give") {
        session.status = "AUTHENTICATED";
        session.aadhaarLastFour = String(randomInt(10_000)).padStart(4, "0");
        session.name = name;
        await deliver("DIGILOCKER_VERIFICATION_SUCCESS", session);
      } else {
        session.status = "CONSENT_DENIED";
        await deliver("DIGILOCKER_VERIFICATION_CONSENT_DENIED", session);
      }
      return true;
    },
    onWebhook: (listener) => {
      listeners.push(listener);
    },
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
  };
};
