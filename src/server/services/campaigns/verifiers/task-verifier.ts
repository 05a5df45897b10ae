/**
 * One verifier per task type (src/domain/tasks/task-types.ts), gathered in the registry beside this file.
 * The campaign service calls the registry when a user asks to validate a task; a verifier checks one fact and
 * answers verified or not, with the validation error fields of spec §3 (`isError`, `message`, `errorCode`,
 * `errorType`) when not. A verifier never answers verified for something it did not check.
 *
 * `TaskVerifiers` (registry.ts) is the registry as a service: its layer is the real one; tests provide
 * `TaskVerifiers.layerOf(verifiers)` instead. A verifier's Effect reads the repositories it needs through their
 * tags (`TaskVerifierServices`); the campaign progress service gives them.
 */
import type { Effect } from "effect";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import type { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import type { ReferralRepository } from "@/server/db/repositories/referral-repository";
import type { SpecialCodeRepository } from "@/server/db/repositories/special-code-repository";
import type { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import type { SocialAccounts } from "@/server/services/social/social-accounts";

/** Why a validation did not verify: the web shows `message` and offers revalidate where it can help. */
export type VerificationErrorType =
  /** The user has not done it yet (revalidate after doing it). */
  | "NOT_DONE"
  /** What the user typed is wrong (a special code). */
  | "INVALID_INPUT"
  /** Kleos has no credentials for the outside service this type needs: it cannot verify, so it never does. */
  | "NOT_CONFIGURED"
  /** The outside service (a partner game, X, Discord) failed, is rate limited or answered something unusable: try again later. */
  | "UPSTREAM";

/** What a check looked at (the outside account, the channel, the playtime read), kept in the verification record. */
export type CheckedFacts = Readonly<Record<string, string | number | boolean | null>>;

/** The values a verifier's message names, by the name its localised message uses. */
export type MessageParams = Readonly<Record<string, string>>;

export type VerificationOutcome =
  | { readonly verified: true; readonly checked?: CheckedFacts }
  | {
      readonly verified: false;
      readonly errorType: VerificationErrorType;
      /** Stable code the web maps to a message, e.g. `SPECIAL_CODE_INVALID`, `WALLET_NOT_LINKED`. */
      readonly errorCode: string;
      /** English text for logs and clients without the catalogue. */
      readonly message: string;
      /**
       * What the gamer's message names (`@kleos`, a channel, a playtime, a balance): the web words `errorCode` in
       * the gamer's language with these (campaigns.verification.* messages), never the English `message`.
       */
      readonly params?: MessageParams;
      readonly checked?: CheckedFacts;
      /** The outside service asked Kleos to wait this long before asking again (a 429's retry delay). */
      readonly retryAfterSeconds?: number;
    };

export interface VerificationContext<T extends TaskType> {
  readonly userId: string;
  readonly campaign: { readonly id: string; readonly slug: string; readonly gameId: number | null };
  readonly task: { readonly id: string; readonly type: T; readonly config: TaskConfigs[T] };
  /** What the user typed, for types that take input (TASK_TYPES_WITH_INPUT). */
  readonly input: { readonly code?: string };
  readonly now: Date;
}

/** What verifiers read Kleos' own records through. */
export type TaskVerifierServices =
  TaskFactRepository | SpecialCodeRepository | ReferralRepository | GameAccountRepository | SocialAccounts;

/** A check that fails unexpectedly (an outage, a bug) is a defect: the caller records it and answers 500. */
export interface TaskVerifier<T extends TaskType> {
  verify(context: VerificationContext<T>): Effect.Effect<VerificationOutcome, never, TaskVerifierServices>;
}

export type TaskVerifierRegistry = { readonly [T in TaskType]: TaskVerifier<T> };

export const notDone = (errorCode: string, message: string, checked?: CheckedFacts): VerificationOutcome => ({
  verified: false,
  errorType: "NOT_DONE",
  errorCode,
  message,
  ...(checked === undefined ? {} : { checked }),
});

/** The check could not be made now (the outside service is down, rate limited, or cannot see the fact). */
export const cannotCheck = (
  errorCode: string,
  message: string,
  checked?: CheckedFacts,
  retryAfterSeconds?: number,
): VerificationOutcome => ({
  verified: false,
  errorType: "UPSTREAM",
  errorCode,
  message,
  ...(checked === undefined ? {} : { checked }),
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

/** The not-verified `outcome` with what its message names, for the gamer's localised message. */
export const withParams = (outcome: VerificationOutcome, params: MessageParams): VerificationOutcome =>
  outcome.verified ? outcome : { ...outcome, params };
