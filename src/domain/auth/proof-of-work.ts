/**
 * The proof of work a sign-in code send pays under pressure (ARCHITECTURE.md security stance): an ALTCHA v2
 * challenge the server signs, and the solution the client sends back with the retried request. The shapes are
 * the contract's (`ProofOfWorkChallenge`, `ProofOfWork` in api-spec/auth.yaml); a challenge goes back exactly as
 * it came, since its signature covers every parameter.
 */
import { Schema } from "effect";
import { SIGN_IN_PROOF_OF_WORK } from "@/domain/constants/sign-in";

export const ProofOfWorkChallenge = Schema.Struct({
  parameters: Schema.Struct({
    algorithm: Schema.Literal(SIGN_IN_PROOF_OF_WORK.algorithm),
    nonce: Schema.String,
    salt: Schema.String,
    cost: Schema.Number,
    keyLength: Schema.Number,
    keyPrefix: Schema.String,
    keySignature: Schema.optionalKey(Schema.String),
    /** Unix seconds. */
    expiresAt: Schema.optionalKey(Schema.Number),
  }),
  signature: Schema.String,
});
export type ProofOfWorkChallenge = typeof ProofOfWorkChallenge.Type;

export interface ProofOfWorkSolution {
  readonly counter: number;
  readonly derivedKey: string;
}

export interface ProofOfWork {
  readonly challenge: ProofOfWorkChallenge;
  readonly solution: ProofOfWorkSolution;
}
