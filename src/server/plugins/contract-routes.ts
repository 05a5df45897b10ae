/**
 * The bundled contract turned into routes (fastify-openapi-glue), each answered by the handler of its
 * operationId. A handler answers with a Promise, or with an Effect that is run here through the app runtime
 * inside a span named for the operation, so route files can call services without running them. The success
 * body is serialised by the contract's response schema (undeclared fields never leave the server) and encoded
 * as UTF-8 once per object: services hand out the same object for a cached answer, which is then sent as the
 * same bytes without serialising, encoding or measuring it again.
 *
 * An operation whose answers may be personal or carry credentials (`noStore`, from the contract) answers with
 * `Cache-Control: no-store`, set when the request comes in so that its problems (401, 400, 429, ...) carry it
 * too; the rate limiter's hook runs after the route's own.
 */
import { readFileSync } from "node:fs";
import { Effect } from "effect";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from "fastify";
import openapiGlue from "fastify-openapi-glue";
import type { Config } from "@/server/config";
import { JsonBodyRequired } from "@/server/http/http-errors";
import {
  REPLIED,
  loadContract,
  operationFacts,
  type Handlers,
  type OperationId,
} from "@/server/http/operations";
import { adminAuthenticator, authenticator, partnerAuthenticator } from "@/server/plugins/auth";
import { analyticsHandlers } from "@/server/routes/analytics";
import { authHandlers } from "@/server/routes/auth";
import { campaignHandlers } from "@/server/routes/campaigns";
import { clanHandlers } from "@/server/routes/clans";
import { contentHandlers } from "@/server/routes/content";
import { gameHandlers } from "@/server/routes/games";
import { kycHandlers } from "@/server/routes/kyc";
import { paymentHandlers } from "@/server/routes/payments";
import { payoutConsoleHandlers } from "@/server/routes/payout-console";
import { payoutHandlers } from "@/server/routes/payouts";
import { pogHandlers } from "@/server/routes/pog";
import { pogShowcaseHandlers } from "@/server/routes/pog-showcase";
import { offerwallHandlers } from "@/server/routes/offerwall";
import { pogAvatarHandlers } from "@/server/routes/pog-avatars";
import { profileHandlers } from "@/server/routes/profile";
import { questHandlers } from "@/server/routes/quests";
import { searchHandlers } from "@/server/routes/searches";
import { socialHandlers } from "@/server/routes/social";
import { steamTelegramHandlers } from "@/server/routes/steam-telegram";
import { storeHandlers } from "@/server/routes/store";
import { systemHandlers } from "@/server/routes/system";
import { taskVerificationHandlers } from "@/server/routes/task-verification";
import { thirdPartyHandlers } from "@/server/routes/third-party";
import { klashHandlers } from "@/server/routes/klash";
import { notificationHandlers } from "@/server/routes/notifications";
import { tournamentHandlers } from "@/server/routes/tournaments";
import { leaderboardHandlers } from "@/server/routes/leaderboards";
import { userHandlers } from "@/server/routes/users";
import { walletHandlers } from "@/server/routes/wallet";
import type { AppRuntime, AppServices } from "@/server/services/app-runtime";

const VERSION = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

export interface ContractRoutesOptions {
  readonly config: Config;
  readonly runtime: AppRuntime;
  readonly usesDevInbox: boolean;
  /** The dev simulator's bot token, which signs simulated Telegram logins to link (development only). */
  readonly simulatedTelegramBotToken?: string | undefined;
}

const handlersOf = ({
  config,
  runtime,
  usesDevInbox,
  simulatedTelegramBotToken,
}: ContractRoutesOptions): Handlers => ({
  ...systemHandlers(runtime, { version: VERSION, startedAt: Date.now() }),
  ...gameHandlers(),
  ...contentHandlers(),
  ...searchHandlers(),
  ...authHandlers({ config, usesDevInbox, simulatedTelegramBotToken }),
  ...socialHandlers({ config }),
  ...steamTelegramHandlers({ config }),
  ...userHandlers(),
  ...profileHandlers(),
  ...analyticsHandlers(),
  ...walletHandlers(runtime, { devTools: config.devTools, chain: config.chain }),
  ...paymentHandlers(runtime),
  ...payoutHandlers(runtime),
  ...payoutConsoleHandlers(),
  ...kycHandlers({ config }),
  ...questHandlers(runtime),
  ...thirdPartyHandlers(),
  ...klashHandlers(),
  ...notificationHandlers(),
  ...taskVerificationHandlers(),
  ...campaignHandlers(runtime),
  ...clanHandlers(),
  ...pogHandlers,
  ...pogShowcaseHandlers(config),
  ...pogAvatarHandlers(runtime),
  ...storeHandlers(runtime),
  ...tournamentHandlers,
  ...leaderboardHandlers,
  ...offerwallHandlers,
});

const forbidStoring: onRequestHookHandler = (_request, reply, done) => {
  reply.header("cache-control", "no-store");
  done();
};

type AnyHandler = (
  input: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown> | Effect.Effect<unknown, unknown, AppServices>;

export const contractRoutesPlugin = async (
  app: FastifyInstance,
  options: ContractRoutesOptions,
): Promise<void> => {
  const { runtime } = options;
  const handlers = handlersOf(options);
  const contract = loadContract();
  const facts = operationFacts(contract);
  const serialised = new WeakMap<object, Buffer>();

  await app.register(openapiGlue, {
    specification: contract,
    operationResolver: (operationId: string) => {
      if (!(operationId in handlers)) throw new Error(`No handler for operation ${operationId}`);
      const handler = handlers[operationId as OperationId] as AnyHandler;
      const {
        successStatus,
        bodyRequired,
        bodyMediaType,
        signInRequired,
        signInOptional,
        partnerOnly,
        adminOnly,
        noStore,
        streamsEvents,
      } = facts.get(operationId) ?? {
        successStatus: 200,
        bodyRequired: false,
        bodyMediaType: "application/json",
        signInRequired: true,
        signInOptional: false,
        partnerOnly: false,
        adminOnly: false,
        noStore: true,
        streamsEvents: false,
      };
      const answer = (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
        const result = handler(
          { query: request.query, params: request.params, body: request.body },
          request,
          reply,
        );
        if (!Effect.isEffect(result)) return result;
        return runtime.run(
          result.pipe(
            Effect.withSpan(
              operationId,
              { attributes: { "http.request_id": request.id } },
              { captureStackTrace: false },
            ),
          ),
        );
      };
      const route = async (request: FastifyRequest, reply: FastifyReply) => {
        // Fastify validates bodies per media type, so a body of another type (or none) reaches here unchecked.
        if (
          bodyRequired &&
          (request.body === undefined || !request.headers["content-type"]?.startsWith(bodyMediaType))
        ) {
          throw new JsonBodyRequired(request.headers["content-type"], bodyMediaType);
        }
        const body = await answer(request, reply);
        if (body === REPLIED) return reply;
        reply.code(successStatus).type("application/json; charset=utf-8");
        if (typeof body !== "object" || body === null) return reply.send(body);
        let bytes = serialised.get(body);
        if (bytes === undefined) {
          const output = reply.serializeInput(
            body as Record<string, unknown>,
            String(successStatus),
            "application/json",
          );
          if (typeof output !== "string") throw new Error(`The ${operationId} serializer returned no string`);
          bytes = Buffer.from(output);
          serialised.set(body, bytes);
        }
        return reply.send(bytes);
      };
      // openapi-glue spreads these options after the method and url it worked out itself; its types ask for
      // a whole RouteOptions all the same.
      return {
        // The handler streams through `reply.sse` (build-app.ts registers @fastify/sse), whatever `Accept` says.
        ...(streamsEvents ? { sse: { kind: "manual" } } : {}),
        ...(noStore ? { onRequest: forbidStoring } : {}),
        ...(partnerOnly
          ? { preValidation: partnerAuthenticator(runtime) }
          : adminOnly
            ? { preValidation: adminAuthenticator(runtime) }
            : signInRequired || signInOptional
              ? { preValidation: authenticator(runtime, signInRequired) }
              : {}),
        handler: route,
      } as Partial<RouteOptions> as RouteOptions;
    },
  });
};
