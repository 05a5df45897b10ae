/**
 * Solving an ALTCHA v2 challenge with altcha-lib on Web Crypto's PBKDF2 (about a second): the browser does it
 * when a sign-in code send is asked for a proof of work, and so do the e2e journeys, which sign in the way the
 * site does. altcha-lib is loaded only then, so no page pays for it up front.
 */
import type { ProofOfWork, ProofOfWorkChallenge } from "@/domain/auth/proof-of-work";

/** Solves `challenge`; undefined when it could not be solved in time. */
export const solveProofOfWork = async (challenge: ProofOfWorkChallenge): Promise<ProofOfWork | undefined> => {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/pbkdf2"),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution === null
    ? undefined
    : { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
};
