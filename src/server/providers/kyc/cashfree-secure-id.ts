/**
 * Cashfree Secure ID (https://www.cashfree.com/docs/api-reference/vrs/): PAN `POST /pan`, bank account
 * `POST /bank-account/sync`, DigiLocker `POST /digilocker` (a consent URL, 10 minutes), then
 * `GET /digilocker?verification_id=` and `GET /digilocker/document/AADHAAR?verification_id=`. Credentials in
 * `x-client-id` / `x-client-secret`, the API version in `x-api-version`. Webhooks carry
 * `x-webhook-signature` = base64(HMAC-SHA256(`x-webhook-timestamp` + raw body, client secret)); deliveries
 * repeat, so an event only says "fetch the verification again".
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { makeJsonApi } from "@/server/providers/json-api";
import {
  KycProviderUnavailable,
  type BankFacts,
  type DigilockerFacts,
  type KycEvent,
  type KycProvider,
  type NameMatch,
} from "@/server/providers/kyc/kyc-provider";

export const CASHFREE_API_VERSION = "2024-12-01";

export interface CashfreeSecureIdOptions {
  /** https://api.cashfree.com/verification (sandbox.cashfree.com/verification), or a fake's address. */
  readonly apiBase: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly timeoutMs?: number;
  /** An in-process simulator's `fetch`; the global one otherwise. */
  readonly fetch?: typeof fetch;
}

interface CashfreePan {
  readonly reference_id: number | string;
  readonly valid: boolean;
  readonly registered_name?: string | null;
  readonly name_match_result?: string | null;
  readonly pan_status?: string;
}

interface CashfreeBank {
  readonly reference_id: number | string;
  readonly name_at_bank?: string | null;
  readonly account_status?: string;
  readonly account_status_code?: string;
  readonly name_match_result?: string | null;
}

interface CashfreeDigilocker {
  readonly verification_id: string;
  readonly reference_id: number | string;
  readonly url?: string;
  readonly status: string;
}

interface CashfreeAadhaar {
  readonly uid?: string;
  readonly name?: string | null;
  readonly status?: string;
}

/** The signature Cashfree puts on a webhook (also what a fake Cashfree signs with). */
export const cashfreeSignature = (timestamp: string, body: Buffer | string, secret: string): string =>
  createHmac("sha256", secret)
    .update(
      Buffer.concat([
        Buffer.from(timestamp, "utf8"),
        Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8"),
      ]),
    )
    .digest("base64");

const signatureMatches = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Cashfree's name match results: DIRECT_MATCH, GOOD_PARTIAL_MATCH, MODERATE_PARTIAL_MATCH, POOR_PARTIAL_MATCH, NO_MATCH. */
export const nameMatchOf = (result: string | null | undefined): NameMatch => {
  switch (result) {
    case "DIRECT_MATCH":
    case "GOOD_PARTIAL_MATCH":
      return "match";
    case "MODERATE_PARTIAL_MATCH":
    case "POOR_PARTIAL_MATCH":
      return "partial";
    case "NO_MATCH":
      return "noMatch";
    default:
      return "unknown";
  }
};

const accountStatusOf = (code: string | undefined): BankFacts["accountStatus"] => {
  switch (code) {
    case "ACCOUNT_IS_VALID":
      return "valid";
    case "INVALID_BANK_ACCOUNT":
      return "invalidAccount";
    case "INVALID_IFSC":
      return "invalidIfsc";
    case "ACCOUNT_BLOCKED":
      return "blocked";
    default:
      return "unknown";
  }
};

const header = (headers: Readonly<Record<string, string | string[] | undefined>>, name: string) => {
  const value = headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

export const makeCashfreeSecureId = (options: CashfreeSecureIdOptions): KycProvider => {
  const call = makeJsonApi({
    apiBase: options.apiBase,
    headers: {
      "x-client-id": options.clientId,
      "x-client-secret": options.clientSecret,
      "x-api-version": CASHFREE_API_VERSION,
    },
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    failure: (...failed) => new KycProviderUnavailable("cashfree", ...failed),
  });
  const byVerification = (verificationId: string) => `verification_id=${encodeURIComponent(verificationId)}`;

  return {
    name: "cashfree",
    verifyPan: async ({ pan, name }) => {
      const answer = await call<CashfreePan>("POST", "/pan", { pan, name });
      return {
        providerReference: String(answer.reference_id),
        valid: answer.valid && (answer.pan_status === undefined || answer.pan_status === "VALID"),
        registeredName: answer.registered_name ?? null,
        nameMatch: nameMatchOf(answer.name_match_result),
      };
    },
    verifyBank: async ({ accountNumber, ifsc, name, phone }) => {
      const answer = await call<CashfreeBank>("POST", "/bank-account/sync", {
        bank_account: accountNumber,
        ifsc,
        name,
        ...(phone === undefined ? {} : { phone }),
      });
      return {
        providerReference: String(answer.reference_id),
        accountStatus: accountStatusOf(answer.account_status_code),
        nameAtBank: answer.name_at_bank ?? null,
        nameMatch: nameMatchOf(answer.name_match_result),
      };
    },
    startDigilocker: async ({ verificationId, redirectUrl }) => {
      const answer = await call<CashfreeDigilocker>("POST", "/digilocker", {
        verification_id: verificationId,
        document_requested: ["AADHAAR"],
        redirect_url: redirectUrl,
        user_flow: "signin",
      });
      if (answer.url === undefined)
        throw new KycProviderUnavailable(
          "cashfree",
          `POST /digilocker answered no consent URL for ${verificationId}`,
        );
      return { providerReference: String(answer.reference_id), consentUrl: answer.url };
    },
    fetchDigilocker: async (verificationId): Promise<DigilockerFacts> => {
      const status = await call<CashfreeDigilocker>("GET", `/digilocker?${byVerification(verificationId)}`);
      switch (status.status) {
        case "PENDING":
          return { status: "pending" };
        case "EXPIRED":
          return { status: "expired" };
        case "CONSENT_DENIED":
          return { status: "denied" };
        case "AUTHENTICATED":
          break;
        default:
          return { status: "failed" };
      }
      const aadhaar = await call<CashfreeAadhaar>(
        "GET",
        `/digilocker/document/AADHAAR?${byVerification(verificationId)}`,
      );
      // Only the last four digits are kept, whatever the provider shows: the rest never leaves this function.
      const lastFour = (aadhaar.uid ?? "").replace(/\D/g, "").slice(-4);
      if (lastFour.length !== 4) return { status: "failed" };
      return { status: "authenticated", lastFour, name: aadhaar.name ?? null };
    },
    verifyWebhook: (rawBody, headers): KycEvent | undefined => {
      const timestamp = header(headers, "x-webhook-timestamp");
      const given = header(headers, "x-webhook-signature");
      if (timestamp === undefined || given === undefined) return undefined;
      if (!signatureMatches(cashfreeSignature(timestamp, rawBody, options.clientSecret), given))
        return undefined;
      let webhook: { event_type?: unknown; data?: { verification_id?: unknown } };
      try {
        webhook = JSON.parse(rawBody.toString("utf8")) as typeof webhook;
      } catch {
        return undefined;
      }
      const eventType = String(webhook.event_type);
      const verificationId = webhook.data?.verification_id;
      return eventType.startsWith("DIGILOCKER_") && typeof verificationId === "string"
        ? { kind: "digilocker", verificationId, eventType }
        : { kind: "ignored", eventType };
    },
  };
};
