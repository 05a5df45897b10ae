/**
 * KYC providers: who checks a gamer's PAN, reads their Aadhaar through DigiLocker consent, and checks their
 * bank account. The adapter reports the provider's facts in Kleos' words; the KYC service decides what they
 * mean (verified, rejected, or manual review by an admin). An Aadhaar number never passes through here: the
 * gamer gives it to DigiLocker, and only the provider's reference and the masked last four digits come back.
 */

export type KycProviderName = "cashfree";

/** How sure the provider is that the name given is the registered one. */
export type NameMatch = "match" | "partial" | "noMatch" | "unknown";

export interface PanFacts {
  readonly providerReference: string;
  /** The PAN exists and is active. */
  readonly valid: boolean;
  readonly registeredName: string | null;
  readonly nameMatch: NameMatch;
}

export interface BankFacts {
  readonly providerReference: string;
  readonly accountStatus: "valid" | "invalidAccount" | "invalidIfsc" | "blocked" | "unknown";
  readonly nameAtBank: string | null;
  readonly nameMatch: NameMatch;
}

export interface DigilockerSession {
  readonly providerReference: string;
  /** Where the gamer gives their consent (10 minutes). */
  readonly consentUrl: string;
}

export type DigilockerFacts =
  | { readonly status: "pending" }
  | { readonly status: "denied" | "expired" | "failed" }
  | {
      readonly status: "authenticated";
      /** The last four digits of the Aadhaar number, the only ones the provider hands out. */
      readonly lastFour: string;
      readonly name: string | null;
    };

/** A verified webhook: a DigiLocker verification (by our `verificationId`) has news to fetch. */
export type KycEvent =
  | { readonly kind: "digilocker"; readonly verificationId: string; readonly eventType: string }
  | { readonly kind: "ignored"; readonly eventType: string };

export interface KycProvider {
  readonly name: KycProviderName;
  /** `verificationId`: Kleos' own id of the check, unique per call (the provider's idempotency key). */
  verifyPan(request: {
    readonly verificationId: string;
    readonly pan: string;
    readonly name: string;
  }): Promise<PanFacts>;
  verifyBank(request: {
    readonly verificationId: string;
    readonly accountNumber: string;
    readonly ifsc: string;
    readonly name: string;
    readonly phone: string | undefined;
  }): Promise<BankFacts>;
  startDigilocker(request: {
    readonly verificationId: string;
    readonly redirectUrl: string;
  }): Promise<DigilockerSession>;
  fetchDigilocker(verificationId: string): Promise<DigilockerFacts>;
  /** Checks a webhook's signature over its raw body; the event, or undefined when it does not verify. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): KycEvent | undefined;
}

/** Thrown when the provider cannot be reached or refuses a well-formed call. */
export class KycProviderUnavailable extends Error {
  constructor(
    readonly provider: KycProviderName,
    message: string,
    options?: { cause: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}
