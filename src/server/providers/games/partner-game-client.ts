/**
 * Asks a partner game whether a gamer did something in it (GAME_API_VALIDATION tasks). Kleos POSTs a JSON
 * question to the partner's endpoint, signed with the secret both sides hold:
 *
 *   X-Kleos-Timestamp: <unix seconds>
 *   X-Kleos-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>
 *
 * so the partner knows the question came from Kleos and is fresh. The partner answers 200 `{ "completed": bool }`.
 * Anything else (another status, a body of another shape, no answer within the timeout) is a failure the
 * caller reports as "try again later", never as an answer.
 */
import { createHmac } from "node:crypto";

/** A partner as Kleos knows it (a `game_partners` row). */
export interface PartnerGame {
  readonly id: string;
  readonly endpoint: string;
  readonly secret: string;
}

/** What Kleos asks: did `userId` (known in the game as `gameUsername`) do `action` for this campaign task? */
export interface PartnerGameQuestion {
  readonly userId: string;
  readonly gameUsername: string;
  readonly campaignId: string;
  readonly taskId: string;
  readonly action: string;
  /** When the question is asked; sent as unix seconds in the body and in X-Kleos-Timestamp. */
  readonly at: Date;
}

export type PartnerGameAnswer =
  | { readonly kind: "answered"; readonly completed: boolean }
  /** The partner could not be asked or answered something unusable; `reason` is for logs. */
  | { readonly kind: "failed"; readonly reason: string };

export interface PartnerGameClient {
  askCompleted(partner: PartnerGame, question: PartnerGameQuestion): Promise<PartnerGameAnswer>;
}

export const PARTNER_TIMESTAMP_HEADER = "x-kleos-timestamp";
export const PARTNER_SIGNATURE_HEADER = "x-kleos-signature";

// A gamer waits on the validate button; past this "try again later" is the better answer.
const DEFAULT_TIMEOUT_MS = 5_000;

/** `sha256=<hex>` over `timestamp + "." + body`: what the partner recomputes to trust a question. */
export const signPartnerRequest = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export interface PartnerGameClientOptions {
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export const makePartnerGameClient = (options: PartnerGameClientOptions = {}): PartnerGameClient => {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    askCompleted: async (partner, question) => {
      const timestamp = String(Math.floor(question.at.getTime() / 1000));
      const body = JSON.stringify({
        userId: question.userId,
        gameUsername: question.gameUsername,
        campaignId: question.campaignId,
        taskId: question.taskId,
        action: question.action,
        timestamp: Number(timestamp),
      });
      let response: Response;
      try {
        response = await fetchFn(partner.endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            [PARTNER_TIMESTAMP_HEADER]: timestamp,
            [PARTNER_SIGNATURE_HEADER]: signPartnerRequest(partner.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return { kind: "failed", reason: `Partner ${partner.id} could not be reached: ${reason}` };
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return { kind: "failed", reason: `Partner ${partner.id} answer was cut off: ${reason}` };
      }
      if (!response.ok)
        return {
          kind: "failed",
          reason: `Partner ${partner.id} answered HTTP ${response.status}: ${text.slice(0, 200)}`,
        };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return { kind: "failed", reason: `Partner ${partner.id} answered no JSON: ${text.slice(0, 200)}` };
      }
      if (!isRecord(parsed) || typeof parsed["completed"] !== "boolean")
        return {
          kind: "failed",
          reason: `Partner ${partner.id} answered without a boolean "completed": ${text.slice(0, 200)}`,
        };
      return { kind: "answered", completed: parsed["completed"] };
    },
  };
};
