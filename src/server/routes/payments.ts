import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Payments } from "@/server/services/wallet/payments";
import { answerOf, idempotencyKeyOf } from "@/server/routes/wallet";

/**
 * The webhooks whose raw body is kept (Razorpay and Cashfree sign it; Asaas's is kept alike, for one way to read
 * events).
 */
const WEBHOOK_PATHS: ReadonlySet<string> = new Set([
  "/api/payments/razorpay/webhook",
  "/api/payments/asaas/webhook",
  "/api/kyc/cashfree/webhook",
  "/api/offramp/razorpayx/webhook",
  "/api/offramp/asaas/webhook",
]);

declare module "fastify" {
  interface FastifyRequest {
    /** The exact bytes of a webhook's body, which its signature covers (parsing would lose them). */
    rawBody: Buffer | undefined;
  }
}

const readAll = async (payload: AsyncIterable<unknown>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
};

/**
 * Keeps the raw body of webhook requests beside the parsed one, for signature checks. The hook runs for every
 * request, so it answers every other one at once, without a promise.
 */
export const installWebhookRawBody = (app: FastifyInstance): void => {
  app.decorateRequest("rawBody", undefined);
  app.addHook("preParsing", (request, _reply, payload, done) => {
    const queryAt = request.url.indexOf("?");
    if (!WEBHOOK_PATHS.has(queryAt === -1 ? request.url : request.url.slice(0, queryAt))) {
      done(null, payload);
      return;
    }
    readAll(payload).then(
      (rawBody) => {
        request.rawBody = rawBody;
        done(null, Readable.from([rawBody]));
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
};

export const rawBodyOf = (request: FastifyRequest): Buffer => {
  if (request.rawBody === undefined) throw new Error(`No raw body was kept for ${request.url}`);
  return request.rawBody;
};

export const paymentHandlers = ({ run }: AppRuntime) =>
  ({
    buyKcash: async ({ body }, request, reply) => {
      const answer = await run(
        Payments.use((payments) =>
          payments.createOrder(
            signedIn(request).userId,
            idempotencyKeyOf(request),
            { kcashAmount: body.kcashAmount, fiatCurrency: body.fiatCurrency },
            request.ip,
          ),
        ),
      );
      return answerOf(reply, answer);
    },

    getPaymentOrder: async ({ params }, request) =>
      run(Payments.use((payments) => payments.getOrder(signedIn(request).userId, params.paymentId))),

    recordSandboxDecision: async ({ params, body }, request) =>
      run(
        Payments.use((payments) =>
          payments.recordSandboxDecision(signedIn(request).userId, params.paymentId, body.decision),
        ),
      ),

    recordRazorpayEvent: async (_input, request) =>
      run(
        Payments.use((payments) => payments.receiveWebhook("razorpay", rawBodyOf(request), request.headers)),
      ),

    recordAsaasEvent: async (_input, request) =>
      run(Payments.use((payments) => payments.receiveWebhook("asaas", rawBodyOf(request), request.headers))),
  }) satisfies Partial<Handlers>;
