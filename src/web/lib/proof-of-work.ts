/**
 * The proof of work a sign-in code send pays when the server is under pressure: the send answers 429
 * `ProofOfWorkRequired` with an ALTCHA challenge (api-spec/auth.yaml), the browser solves it with altcha-lib
 * (Web Crypto's PBKDF2, about a second; `proof-of-work-solver.ts`) and sends the same request again with the
 * solution.
 */
import { Schema } from "effect";
import { ProofOfWorkChallenge, type ProofOfWork } from "@/domain/auth/proof-of-work";
import { ApiError } from "@/web/lib/api-client";
import { solveProofOfWork } from "@/web/lib/proof-of-work-solver";

const isChallenge = Schema.is(ProofOfWorkChallenge);

/** The challenge of a failed call's `ProofOfWorkRequired` problem, or undefined for any other failure. */
export const proofOfWorkChallengeOf = (error: unknown): ProofOfWorkChallenge | undefined => {
  if (!(error instanceof ApiError) || error.problem?.code !== "ProofOfWorkRequired") return undefined;
  const challenge = error.problem["challenge"];
  return isChallenge(challenge) ? challenge : undefined;
};

/**
 * Sends a request; when the server asks for a proof of work, tells `onChecking`, solves the challenge and sends
 * the request again with the solution, once. A challenge that cannot be solved leaves the server's refusal as
 * the failure, as does a second refusal.
 */
export const withProofOfWork = async <T>(
  send: (proofOfWork?: ProofOfWork) => Promise<T>,
  onChecking: () => void,
): Promise<T> => {
  try {
    return await send();
  } catch (failure) {
    const challenge = proofOfWorkChallengeOf(failure);
    if (challenge === undefined) throw failure;
    onChecking();
    const proofOfWork = await solveProofOfWork(challenge);
    if (proofOfWork === undefined) throw failure;
    return send(proofOfWork);
  }
};
