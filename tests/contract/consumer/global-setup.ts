/**
 * Vitest global setup of the contract-consumer project: starts every run from no pact file. Pact merges each
 * interaction into the file it finds, so without this an interaction renamed or removed in a test would stay
 * in contracts/ and keep being verified against the provider.
 */
import { rmSync } from "node:fs";
import { PACT_FILE } from "../kleos-contract";

export default function removeStalePact(): void {
  rmSync(PACT_FILE, { force: true });
}
