/**
 * The provider side of the contract: the real Kleos app listening on a port over an in-memory PGlite, and
 * Pact's verifier replaying the web client's pact files against it. Provider states are set through the
 * database, after the tables the states touch are emptied before every interaction.
 */
import "../pact-env";
import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "@/server/build-app";
import { openDatabase, type Database, type Db } from "@/server/db/client";
import { gameRepository } from "@/server/db/repositories/game-repository";
import { searchRepository } from "@/server/db/repositories/search-repository";
import { webBannersTable, webFooterLinksTable } from "@/server/db/schema/content";
import { gamesTable } from "@/server/db/schema/games";
import { userSearchesTable } from "@/server/db/schema/searches";
import { seedDemoData } from "@/server/db/seed/seed-demo";
import { PACT_DIR, PROVIDER, STATES, type ProviderStateName } from "../kleos-contract";

type StateSetup = () => Promise<undefined>;

/** The pact files in contracts/, every consumer's. */
export const pactFiles = (): string[] =>
  readdirSync(PACT_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(PACT_DIR, name));

/** A throwaway database the apps of a test file share; the states below decide what is in it. */
export const openContractDatabase = (): Promise<Database> =>
  openDatabase({ dataDir: "memory://", databaseUrl: undefined, databaseSchema: "public" });

/** Empties what provider states fill. Genres stay: buildApp seeds them at every start, as in production. */
export const resetDatabase = async (db: Db): Promise<void> => {
  await db.delete(userSearchesTable);
  await db.delete(gamesTable);
  await db.delete(webBannersTable);
  await db.delete(webFooterLinksTable);
};

/** One setup per state the consumer names; typed by the state names so that none can be left out. */
export const stateSetups = (db: Db): Record<ProviderStateName, StateSetup> => ({
  [STATES.demoCatalogue]: async () => {
    await seedDemoData(db);
    return undefined;
  },
  [STATES.noSuchGame]: async () => {
    await db.delete(gamesTable).where(eq(gamesTable.slug, "no-such-game"));
    return undefined;
  },
  [STATES.darkSearchedInIndia]: async () => {
    const resultCount = await gameRepository.countMatching(db, "dark");
    if (resultCount === 0)
      throw new Error(`State "${STATES.darkSearchedInIndia}" needs a game matching dark`);
    await searchRepository.insert(db, { term: "dark", geography: "India", resultCount });
    return undefined;
  },
});

export interface RunningProvider {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
}

/**
 * What the verified app runs with. The rate limit is lifted (the verifier sends every interaction from one
 * address within a second), and the catalogue is read afresh on every request: states change the database
 * under the running app, and an answer remembered from an earlier state would verify the wrong data.
 * (Held in a variable, not written inline, so that it also type-checks where the config has no cache yet.)
 */
const providerConfig = {
  env: "test",
  dataDir: "memory://",
  logLevel: "silent",
  webDistDir: undefined,
  seedDemoData: false,
  port: 0,
  rateLimitPerMinute: 1_000_000,
  catalogueCacheMs: 0,
} as const;

/** Builds the real app on `database` and listens on a free port. `prepare` runs before listening, to add hooks. */
export const startProvider = async (
  database: Database,
  prepare: (app: FastifyInstance) => void = () => undefined,
): Promise<RunningProvider> => {
  const { app } = await buildApp({ database, config: providerConfig });
  prepare(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
};

/** Pact's verifier for the provider at `baseUrl`, setting states through `db`. */
export const verifierFor = (baseUrl: string, db: Db): Verifier => {
  const options: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: pactFiles(),
    stateHandlers: stateSetups(db),
    beforeEach: () => resetDatabase(db),
    failIfNoPactsFound: true,
    logLevel: "warn",
  };
  return new Verifier(options);
};
