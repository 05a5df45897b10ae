/**
 * Runs the Kleos server: build the app, listen, and shut down gracefully on SIGINT/SIGTERM (in-flight
 * requests finish, the runtime and the database close).
 */
import closeWithGrace from "close-with-grace";
import { buildApp } from "@/server/build-app";

const { app, config, database } = await buildApp();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err !== undefined) app.log.error({ err }, "shutting down after an uncaught error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
const address = app.server.address();
const port = typeof address === "object" && address !== null ? address.port : config.port;
const site = config.webDistDir === undefined ? "API only" : "site and API";
console.log(`\n  Kleos is running (${site}, ${database.kind} database): http://${shownHost}:${port}/\n`);
