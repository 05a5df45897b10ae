/**
 * Proofs of work for sign-in code sends under pressure, with altcha-lib (ALTCHA v2, MIT): the server signs a
 * challenge with a secret counter (HMAC keys made once and kept with the server's other secrets), the client
 * searches for that counter, and the server checks the answer with one HMAC. A solution counts once, before the
 * challenge's expiry: its signature is spent as a limit of one, so a replay is refused however many servers run.
 */
import { randomBytes, randomInt } from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { Clock, Context, Effect, Layer } from "effect";
import type { ProofOfWork, ProofOfWorkChallenge } from "@/domain/auth/proof-of-work";
import { SIGN_IN_PROOF_OF_WORK } from "@/domain/constants/sign-in";
import { ProofOfWorkRequired } from "@/domain/errors/auth-errors";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";
import { AbuseLimits } from "@/server/services/auth/abuse-limits";

const CHALLENGE_SECRET = "sign-in-proof-of-work-challenge-hmac";
const KEY_SECRET = "sign-in-proof-of-work-key-hmac";

/**
 * altcha-lib's challenge, made with SIGN_IN_PROOF_OF_WORK, in the contract's shape (the optional parameters this
 * server never sets left out).
 */
const contractChallenge = (challenge: Challenge): ProofOfWorkChallenge | undefined => {
  const { parameters, signature } = challenge;
  if (signature === undefined || parameters.algorithm !== SIGN_IN_PROOF_OF_WORK.algorithm) return undefined;
  return {
    parameters: {
      algorithm: SIGN_IN_PROOF_OF_WORK.algorithm,
      nonce: parameters.nonce,
      salt: parameters.salt,
      cost: parameters.cost,
      keyLength: parameters.keyLength,
      keyPrefix: parameters.keyPrefix,
      ...(parameters.keySignature === undefined ? {} : { keySignature: parameters.keySignature }),
      ...(parameters.expiresAt === undefined ? {} : { expiresAt: parameters.expiresAt }),
    },
    signature,
  };
};

/** How hard a challenge is, in SIGN_IN_PROOF_OF_WORK's shape. */
export type ProofOfWorkDifficulty = {
  readonly [Key in keyof typeof SIGN_IN_PROOF_OF_WORK]: (typeof SIGN_IN_PROOF_OF_WORK)[Key] extends string
    ? (typeof SIGN_IN_PROOF_OF_WORK)[Key]
    : number;
};

/**
 * The difficulty challenges are made with: SIGN_IN_PROOF_OF_WORK. Server tests, which sign hundreds of gamers in
 * past the +91 pressure point, provide a smaller secret counter (the same kind of proof, paid in fewer tries).
 */
export class SignInProofOfWorkDifficulty extends Context.Service<
  SignInProofOfWorkDifficulty,
  ProofOfWorkDifficulty
>()("kleos/server/services/auth/SignInProofOfWorkDifficulty") {
  static readonly layer = Layer.succeed(SignInProofOfWorkDifficulty, SIGN_IN_PROOF_OF_WORK);
}

export class SignInProofsOfWork extends Context.Service<
  SignInProofsOfWork,
  {
    /** Fails with `ProofOfWorkRequired` carrying a fresh challenge. */
    demand(): Effect.Effect<never, ProofOfWorkRequired>;
    /** Whether `proof` solves a challenge this server signed, before its expiry, for the first time (using it up). */
    redeem(proof: ProofOfWork): Effect.Effect<boolean>;
  }
>()("kleos/server/services/auth/SignInProofsOfWork") {
  static readonly layer = Layer.effect(
    SignInProofsOfWork,
    Effect.gen(function* () {
      const auth = yield* AuthRepository;
      const limits = yield* AbuseLimits;
      const makeSecret = () => randomBytes(32).toString("hex");
      const hmacSignatureSecret = yield* auth.secret(CHALLENGE_SECRET, makeSecret);
      const hmacKeySignatureSecret = yield* auth.secret(KEY_SECRET, makeSecret);
      const { algorithm, cost, counterMin, counterMax, ttlMs } = yield* SignInProofOfWorkDifficulty;

      return SignInProofsOfWork.of(
        traced("SignInProofsOfWork", {
          demand: () =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis;
              const created = yield* Effect.promise(() =>
                createChallenge({
                  algorithm,
                  cost,
                  counter: randomInt(counterMin, counterMax + 1),
                  deriveKey,
                  hmacSignatureSecret,
                  hmacKeySignatureSecret,
                  expiresAt: new Date(now + ttlMs),
                }),
              );
              const challenge = contractChallenge(created);
              if (challenge === undefined)
                return yield* Effect.die(new Error("altcha-lib signed no challenge"));
              return yield* new ProofOfWorkRequired({ challenge });
            }),

          redeem: (proof: ProofOfWork) =>
            Effect.gen(function* () {
              // Anything it cannot read (a malformed key, an unknown algorithm) is no proof.
              const verified = yield* Effect.tryPromise(() =>
                verifySolution({
                  challenge: proof.challenge,
                  solution: proof.solution,
                  deriveKey,
                  hmacSignatureSecret,
                  hmacKeySignatureSecret,
                }),
              ).pipe(
                Effect.map((result) => result.verified),
                Effect.orElseSucceed(() => false),
              );
              if (!verified) return false;
              // Spent already: a replay.
              return yield* limits
                .spend([
                  { key: `proof-of-work:${proof.challenge.signature}`, limit: { limit: 1, windowMs: ttlMs } },
                ])
                .pipe(
                  Effect.as(true),
                  Effect.catchTag("TooManyLoginAttempts", () => Effect.succeed(false)),
                );
            }),
        }),
      );
    }),
  );
}
