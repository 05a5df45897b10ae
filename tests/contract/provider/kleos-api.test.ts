/**
 * Provider verification: every interaction the web client's consumer tests recorded in contracts/ is replayed
 * against the real server, with its provider states set in the database. A second app, identical but for one
 * field it drops, shows that the verification catches a broken contract.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { startTestChain, testChainConfig, type TestChain } from "@/server/testing/local-chain";
import {
  openContractDatabase,
  pactFiles,
  startProvider,
  stateSetups,
  verifierFor,
  type RunningProvider,
} from "./kleos-api-provider";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The provider state names a pact file's interactions ask for. */
const statesNamedIn = (file: string): string[] => {
  const pact: unknown = JSON.parse(readFileSync(file, "utf8"));
  const interactions = isRecord(pact) && Array.isArray(pact["interactions"]) ? pact["interactions"] : [];
  return interactions.flatMap((interaction: unknown) => {
    const states = isRecord(interaction) ? interaction["providerStates"] : undefined;
    return Array.isArray(states)
      ? states.flatMap((state: unknown) =>
          isRecord(state) && typeof state["name"] === "string" ? [state["name"]] : [],
        )
      : [];
  });
};

let database: Database;
// The local chain a mint request is sent for; the minted card's state runs the mint job's work on it (the
// verified app runs no jobs).
let chain: TestChain;
const started: RunningProvider[] = [];

beforeAll(async () => {
  database = await openContractDatabase();
  chain = await startTestChain();
});

afterAll(async () => {
  for (const provider of started) await provider.app.close();
  await database.close();
  await chain.stop();
});

describe("the Kleos API, against the web client's pact", () => {
  it("has a state setup for every provider state a pact names", () => {
    const handled = Object.keys(stateSetups(database));
    const named = new Set(pactFiles().flatMap(statesNamedIn));
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((state) => !handled.includes(state))).toEqual([]);
  });

  it("honours every interaction", async () => {
    const provider = await startProvider(database, undefined, testChainConfig(chain));
    started.push(provider);
    await expect(verifierFor(provider, database).verifyProvider()).resolves.toBeDefined();
  });

  it("fails verification when the server drops a game's name", async () => {
    let stripped = 0;
    const provider = await startProvider(
      database,
      (app) => {
        app.addHook("onSend", async (request, _reply, payload) => {
          const route = request.routeOptions.url;
          // A route sends its JSON as a string or, once encoded for a cached answer, as its bytes.
          const text =
            typeof payload === "string"
              ? payload
              : Buffer.isBuffer(payload)
                ? payload.toString("utf8")
                : undefined;
          if ((route !== "/api/game" && route !== "/api/game/:id") || text === undefined) return payload;
          const body: unknown = JSON.parse(text);
          const games = isRecord(body) && Array.isArray(body["items"]) ? body["items"] : [body];
          for (const game of games) {
            if (isRecord(game) && "slug" in game && "name" in game) {
              delete game["name"];
              stripped += 1;
            }
          }
          return JSON.stringify(body);
        });
        // The same chain as the app above: the mints pass here too, so the dropped name is what fails.
      },
      testChainConfig(chain),
    );
    started.push(provider);
    await expect(verifierFor(provider, database).verifyProvider()).rejects.toThrow();
    expect(stripped).toBeGreaterThan(0);
  });
});
