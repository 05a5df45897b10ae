/**
 * What the consumer tests and the provider verification must agree on: who the parties are, where the pact
 * file lives, and the provider states by name (a state the consumer names but the provider does not handle
 * would silently verify against whatever data happens to be there).
 */
import { fileURLToPath } from "node:url";

export const CONSUMER = "kleos-web";
export const PROVIDER = "kleos-api";

export const PACT_DIR = fileURLToPath(new URL("../../contracts", import.meta.url));
export const PACT_FILE = fileURLToPath(
  new URL(`../../contracts/${CONSUMER}-${PROVIDER}.json`, import.meta.url),
);

export const STATES = {
  demoCatalogue: "the demo catalogue is loaded",
  noSuchGame: "no game has the slug no-such-game",
  darkSearchedInIndia: "a search for dark was recorded in India",
} as const;

export type ProviderStateName = (typeof STATES)[keyof typeof STATES];
