/**
 * Runs the Kleos server: start the local chain when one is wanted (dev tools on, no EVM_RPC_URL), open (and
 * migrate) the database, load what a start-up loads (reference data, and the demo data when configured), build
 * the app, listen, and shut down gracefully on SIGINT/SIGTERM (in-flight
 * requests and running jobs finish, then the runtime and the database close).
 */
import closeWithGrace from "close-with-grace";
import { buildApp } from "@/server/build-app";
import { loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { seedOnStart } from "@/server/db/seed/seed-on-start";
import { openDevChain } from "@/server/providers/chain/dev-chain";

const chain = await openDevChain(loadConfig());
const { config } = chain;
const database = await openDatabase(config);
await seedOnStart(database.db, config);
const { app } = await buildApp({ config, database });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err !== undefined) app.log.error({ err }, "shutting down after an uncaught error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  await chain.close();
});

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
const address = app.server.address();
const port = typeof address === "object" && address !== null ? address.port : config.port;
const site = config.webDistDir === undefined ? "API only" : "site and API";
const chainLine = config.chain.demoContracts
  ? `\n  Local chain (anvil): ${config.chain.rpcUrl ?? ""}, chain id ${config.chain.chainId}; demo tokens at /dev-faucet\n`
  : "";
// Production is the default (no NODE_ENV), so say which it is and how a local run gets its dev tools.
const mode = config.devTools
  ? `${config.env}, dev tools on: dev inbox, dev rewards, sandbox checkout`
  : `${config.env}, dev tools off${config.env === "production" ? "; NODE_ENV=development turns them on locally" : ""}`;
console.log(
  `\n  Kleos is running (${site}, ${database.kind} database, ${mode}): http://${shownHost}:${port}/\n${chainLine}`,
);
