/**
 * Builds the Kleos server from its plugins (src/server/plugins/): the services' runtime over the database, the
 * HTTP basics (parsers, cookies, validation, problems), the site and the fallback, security headers, the rate
 * limit, the contract's routes and, unless switched off, the background jobs. Tests call this and use
 * `app.inject()`; main.ts migrates and seeds the database, calls this and listens. Nothing here seeds data.
 */
import type { Layer } from "effect";
import fastifySse from "@fastify/sse";
import Fastify, { type FastifyInstance } from "fastify";
import { loadConfig, type Config } from "@/server/config";
import { openDatabase, type Database } from "@/server/db/client";
import { contractRoutesPlugin } from "@/server/plugins/contract-routes";
import { installHttpBasics, serverOptions } from "@/server/plugins/http-basics";
import { jobsPlugin } from "@/server/plugins/jobs";
import { installRateLimit } from "@/server/plugins/rate-limit";
import { openServicesRuntime } from "@/server/plugins/runtime";
import { installSecurityHeaders } from "@/server/plugins/security-headers";
import { installShortLinks } from "@/server/plugins/short-links";
import { installSiteAndFallback } from "@/server/plugins/site-and-fallback";
import { installKycSimulator } from "@/server/plugins/kyc-simulator";
import { installPayoutSimulator } from "@/server/plugins/payout-simulator";
import { sharePreviewOf } from "@/server/http/share-preview";
import type { AppRuntime } from "@/server/services/app-runtime";
import { installSteamTelegramSimulator } from "@/server/plugins/steam-telegram-simulator";
import { installPartnerGameSimulator } from "@/server/plugins/partner-game-simulator";
import { installKlashArenaSimulator } from "@/server/plugins/klash-arena-simulator";

export interface BuildAppOptions {
  /** Overrides on top of the environment's configuration. */
  readonly config?: Partial<Config>;
  /** An already open database (tests share one across apps); otherwise the config's is opened and closed. */
  readonly database?: Database;
  /** Services that replace the app's own by their tags (tests), e.g. `TaskVerifiers.layerOf(...)`. */
  readonly layer?: Layer.Layer<never>;
}

export interface KleosApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: Database;
  /** The services the routes run on: for tests and tools that act as the app itself would. */
  readonly runtime: AppRuntime;
}

export const buildApp = async (options: BuildAppOptions = {}): Promise<KleosApp> => {
  const config = loadConfig(process.env, options.config);
  const database = options.database ?? (await openDatabase(config));
  const services = openServicesRuntime(config, database, options.layer);

  const app = Fastify(serverOptions(config));
  app.addHook("onClose", async () => {
    await services.close();
    if (options.database === undefined) await database.close();
  });

  await installHttpBasics(app);
  await installSiteAndFallback(app, config.webDistDir, {
    sharePreviewOf: (path, query) => sharePreviewOf(services.runtime, path, query),
    publicUrl: config.publicUrl,
  });
  installSecurityHeaders(app, {
    production: config.env === "production",
    razorpayCheckout: services.payments.forNewOrders("INR")?.name === "razorpay",
  });
  await installRateLimit(app, config, services.redis);
  // Before the contract's routes: it turns the event-stream operations' handlers into SSE ones as they are added.
  await app.register(fastifySse, { heartbeatInterval: 25_000 });
  await app.register(contractRoutesPlugin, {
    config,
    runtime: services.runtime,
    usesDevInbox: services.codeDeliveries.usesDevInbox,
    simulatedTelegramBotToken: services.steamTelegram.telegramSimulated
      ? services.steamTelegram.simulator?.telegramBotToken
      : undefined,
  });
  installSteamTelegramSimulator(app, { config, providers: services.steamTelegram });
  installKycSimulator(app, { config, providers: services.kyc });
  installPayoutSimulator(app, { config, providers: services.payoutProviders });
  installPartnerGameSimulator(app, { config, database });
  installKlashArenaSimulator(app, { config, runtime: services.runtime, arena: services.klashArena });
  installShortLinks(app, { config, runtime: services.runtime });
  if (config.runJobs)
    await app.register(jobsPlugin, {
      config,
      database,
      runtime: services.runtime,
      jobQueue: services.jobQueue,
    });

  return { app, config, database, runtime: services.runtime };
};
