/**
 * Builds the Kleos server: opens and migrates the database, wires the services into one Effect runtime and
 * turns the bundled contract into routes. Tests call this and use `app.inject()`; main.ts calls it and listens.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import rateLimit from "@fastify/rate-limit";
import cookie from "@fastify/cookie";
import type { Layer } from "effect";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import openapiGlue from "fastify-openapi-glue";
import { loadConfig, type Config } from "@/server/config";
import { openDatabase, type Database } from "@/server/db/client";
import { seedDemoData, seedGenres, seedProfileOptions } from "@/server/db/seed/seed-demo";
import { seedDemoCampaigns } from "@/server/db/seed/seed-demo-campaigns";
import { hashSpecialCode, loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";
import { JsonBodyRequired, RateLimited } from "@/server/http/http-errors";
import { SignInRequired } from "@/domain/errors/auth-errors";
import { accessTokenOf } from "@/server/http/authentication";
import {
  REPLIED,
  loadContract,
  operationFacts,
  type Handlers,
  type OperationId,
} from "@/server/http/operations";
import { makeOidcClient } from "@/server/providers/identity/openid-client-oidc";
import { makeCodeDeliveries } from "@/server/providers/messaging/code-deliveries";
import { analyticsHandlers } from "@/server/routes/analytics";
import { campaignHandlers } from "@/server/routes/campaigns";
import { clanHandlers } from "@/server/routes/clans";
import { seedDemoClans } from "@/server/db/seed/demo-clans";
import { installWebhookRawBody, paymentHandlers } from "@/server/routes/payments";
import { walletHandlers } from "@/server/routes/wallet";
import { storeHandlers } from "@/server/routes/store";
import { questHandlers } from "@/server/routes/quests";
import { pogHandlers } from "@/server/routes/pog";
import { thirdPartyHandlers } from "@/server/routes/third-party";
import { tournamentHandlers } from "@/server/routes/tournaments";
import { makePaymentProviders } from "@/server/providers/payments/payment-providers";
import { authHandlers } from "@/server/routes/auth";
import { profileHandlers } from "@/server/routes/profile";
import { userHandlers } from "@/server/routes/users";
import { makeFolderPictureStore } from "@/server/providers/storage/picture-store";
import { makeS3PictureStore } from "@/server/providers/storage/s3-picture-store";
import { PROFILE_PICTURE_MAX_BYTES } from "@/domain/constants/limits";
import { Tokens } from "@/server/services/auth/tokens";
import { installProblemHandler } from "@/server/plugins/problem-handler";
import { installRequestValidation } from "@/server/plugins/request-validation";
import { installSecurityHeaders } from "@/server/plugins/security-headers";
import { installSiteAndFallback } from "@/server/plugins/site-and-fallback";
import { jobsPlugin } from "@/server/plugins/jobs";
import { contentHandlers } from "@/server/routes/content";
import { gameHandlers } from "@/server/routes/games";
import { searchHandlers } from "@/server/routes/searches";
import { systemHandlers } from "@/server/routes/system";
import { taskVerificationHandlers } from "@/server/routes/task-verification";
import { makeAppRuntime } from "@/server/services/app-runtime";
import { campaignRuntimeOptions } from "@/server/services/campaigns/campaign-runtime";

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
}

const VERSION = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const buildApp = async (options: BuildAppOptions = {}): Promise<KleosApp> => {
  const config = loadConfig(process.env, options.config);
  const database = options.database ?? (await openDatabase(config));
  await seedGenres(database.db);
  await seedProfileOptions(database.db);
  if (config.seedDemoData) await seedDemoData(database.db);
  if (config.seedDemoCampaigns) {
    const secret = await loadSpecialCodeSecret(database.db);
    await seedDemoCampaigns(database.db, {
      now: new Date(),
      hashSpecialCode: (code) => hashSpecialCode(secret, code),
    });
  }
  // Demo clans bring demo gamers (accounts nobody can sign in to): with the demo campaigns, not in every test app.
  if (config.seedDemoCampaigns) await seedDemoClans(database.db, new Date());
  const codeDeliveries = makeCodeDeliveries(config, database.db);
  const { clientId, clientSecret, issuer } = config.google;
  const payments = makePaymentProviders(config);
  const runtime = makeAppRuntime(
    database,
    {
      catalogueCacheMs: config.catalogueCacheMs,
      campaignListCacheMs: config.campaignListCacheMs,
      tokens: { privateKeyPem: config.jwtPrivateKeyPem, accessTtlSeconds: config.accessTokenTtlSeconds },
      codeDeliveries,
      walletXpub: config.walletXpub,
      pictures:
        config.s3 === undefined
          ? makeFolderPictureStore(join(config.uploadDir, "pictures"))
          : makeS3PictureStore({ ...config.s3, prefix: "pictures/" }),
      google: {
        makeClient:
          clientId === undefined || clientSecret === undefined
            ? undefined
            : () =>
                makeOidcClient({ issuer, clientId, clientSecret, allowHttp: config.env !== "production" }),
      },
      payments,
      campaigns: campaignRuntimeOptions(config),
      thirdParty: { allowLoopbackHttp: config.env !== "production" },
      clanRules: config.clanRules,
    },
    options.layer,
  );

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Off, so that genReqId vets every incoming id: with a header name set, Fastify takes its value verbatim.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
  });

  app.addHook("onClose", async () => {
    await codeDeliveries.close();
    await runtime.dispose();
    if (options.database === undefined) await database.close();
  });

  // JSON only: Fastify's default text/plain parser would let a non-JSON body skip validation. Problems are
  // what the server sends, never what it takes (declaring the parser also tells openapi-glue it is known).
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("application/problem+json", (request, _payload, done) => {
    done(new JsonBodyRequired(request.headers["content-type"]), undefined);
  });
  await app.register(cookie);
  app.decorateRequest("auth", undefined);
  app.addContentTypeParser(
    "image/jpeg",
    { parseAs: "buffer", bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  installRequestValidation(app);
  installProblemHandler(app);
  installWebhookRawBody(app);
  await installSiteAndFallback(app, config.webDistDir);

  installSecurityHeaders(app, {
    production: config.env === "production",
    razorpayCheckout: payments.forNewOrders?.name === "razorpay",
  });

  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The limit's headers only on a 429 (with Retry-After): the site never reads them on a success.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  const contract = loadContract();
  const facts = operationFacts(contract);
  const handlers: Handlers = {
    ...systemHandlers(runtime, { version: VERSION, startedAt: Date.now() }),
    ...gameHandlers(runtime),
    ...contentHandlers(runtime),
    ...searchHandlers(runtime),
    ...authHandlers(runtime, { config, usesDevInbox: codeDeliveries.usesDevInbox }),
    ...userHandlers(runtime),
    ...profileHandlers(runtime),
    ...analyticsHandlers(runtime),
    ...walletHandlers(runtime, { production: config.env === "production" }),
    ...paymentHandlers(runtime),
    ...questHandlers(runtime),
    ...thirdPartyHandlers(runtime),
    ...taskVerificationHandlers(runtime),
    ...campaignHandlers(runtime),
    ...clanHandlers(runtime),
    ...pogHandlers(runtime),
    ...storeHandlers(runtime),
    ...tournamentHandlers(runtime),
  };

  const serialised = new WeakMap<object, string>();
  await app.register(openapiGlue, {
    specification: contract,
    operationResolver: (operationId: string) => {
      if (!(operationId in handlers)) throw new Error(`No handler for operation ${operationId}`);
      const handler = handlers[operationId as OperationId] as (
        input: unknown,
        request: FastifyRequest,
        reply: FastifyReply,
      ) => Promise<unknown>;
      const { successStatus, bodyRequired, bodyMediaType, signInRequired, signInOptional } = facts.get(
        operationId,
      ) ?? {
        successStatus: 200,
        bodyRequired: false,
        bodyMediaType: "application/json",
        signInRequired: true,
        signInOptional: false,
      };
      // Who calls is settled before the request is validated: a caller without a token learns 401, not
      // the details of what their body lacks.
      const authenticate = async (request: FastifyRequest): Promise<void> => {
        const token = accessTokenOf(request);
        if (signInRequired) {
          if (token === undefined) throw new SignInRequired();
          request.auth = await runtime.run(Tokens.use((tokens) => tokens.verifyAccess(token)));
        } else if (token !== undefined) {
          // A stale or bad token on an open operation just means "not signed in".
          request.auth = await runtime
            .run(Tokens.use((tokens) => tokens.verifyAccess(token)))
            .catch(() => undefined);
        }
      };
      const route = async (request: FastifyRequest, reply: FastifyReply) => {
        // Fastify validates bodies per media type, so a body of another type (or none) reaches here unchecked.
        if (
          bodyRequired &&
          (request.body === undefined || !request.headers["content-type"]?.startsWith(bodyMediaType))
        ) {
          throw new JsonBodyRequired(request.headers["content-type"], bodyMediaType);
        }
        const body = await handler(
          { query: request.query, params: request.params, body: request.body },
          request,
          reply,
        );
        if (body === REPLIED) return reply;
        reply.code(successStatus).type("application/json; charset=utf-8");
        // Services hand out the same object for a cached answer: serialise it (by the contract's schema) once.
        if (typeof body !== "object" || body === null) return reply.send(body);
        let json = serialised.get(body);
        if (json === undefined) {
          const output = reply.serializeInput(
            body as Record<string, unknown>,
            String(successStatus),
            "application/json",
          );
          if (typeof output !== "string") throw new Error(`The ${operationId} serializer returned no string`);
          json = output;
          serialised.set(body, json);
        }
        return reply.send(json);
      };
      if (!signInRequired && !signInOptional) return route;
      // openapi-glue spreads these options after the method and url it worked out itself; its types ask for
      // a whole RouteOptions all the same.
      return { preValidation: authenticate, handler: route } as Partial<RouteOptions> as RouteOptions;
    },
  });

  if (config.runJobs) await app.register(jobsPlugin, { config, database, runtime });

  return { app, config, database };
};
