/**
 * The local KYC simulator's controls (development only, never in production): where a developer plays Cashfree
 * Secure ID's side. Mounted under `/api/dev/simulator/kyc` only with the dev tools on and without Cashfree
 * credentials (kyc-providers.ts); the server reaches the same simulated Cashfree through its real adapter, and
 * the simulator's signed webhooks arrive through the real webhook route. The controls: how the next PAN and bank
 * checks answer (approve, reject, send to manual review, be unavailable), and the gamer's DigiLocker consent
 * (give or deny; a consent left alone stays pending, as a delayed one does).
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "@/server/config";
import type { SimulatedAnswer } from "@/server/providers/kyc/cashfree-world";
import type { KycProviderSet } from "@/server/services/kyc/kyc-providers";

export const KYC_SIMULATOR_PREFIX = "/api/dev/simulator/kyc";
export const KYC_WEBHOOK_PATH = "/api/kyc/cashfree/webhook";

const ANSWERS: readonly SimulatedAnswer[] = ["approve", "reject", "review", "unavailable"];
const isAnswer = (value: unknown): value is SimulatedAnswer =>
  typeof value === "string" && (ANSWERS as readonly string[]).includes(value);

export const installKycSimulator = (
  app: FastifyInstance,
  options: { readonly config: Config; readonly providers: KycProviderSet },
): void => {
  const world = options.providers.simulator;
  if (!options.config.devTools || world === undefined) return;
  // Cashfree posts its webhooks to the site; the simulated one goes through the same route, signature and all.
  world.onWebhook(async (rawBody, headers) => {
    const answer = await app.inject({ method: "POST", url: KYC_WEBHOOK_PATH, headers, payload: rawBody });
    if (answer.statusCode !== 200)
      app.log.warn({ status: answer.statusCode }, "The simulated Cashfree webhook was not received");
  });
  const body = (request: { body: unknown }): Record<string, unknown> =>
    typeof request.body === "object" && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};

  app.get(`${KYC_SIMULATOR_PREFIX}/state`, async () => ({
    answers: { ...world.answers },
    digilockers: [...world.digilockers.values()].map((session) => ({
      verificationId: session.verificationId,
      status: session.status,
    })),
    webhooks: world.sentWebhooks,
  }));

  app.post(`${KYC_SIMULATOR_PREFIX}/answers`, async (request, reply) => {
    const input = body(request);
    if (input["pan"] !== undefined && !isAnswer(input["pan"]))
      return reply.code(400).send({ error: "Bad pan" });
    if (input["bank"] !== undefined && !isAnswer(input["bank"]))
      return reply.code(400).send({ error: "Bad bank" });
    if (isAnswer(input["pan"])) world.answers.pan = input["pan"];
    if (isAnswer(input["bank"])) world.answers.bank = input["bank"];
    return { answers: { ...world.answers } };
  });

  app.post<{ Params: { verificationId: string } }>(
    `${KYC_SIMULATOR_PREFIX}/digilocker/:verificationId`,
    async (request, reply) => {
      const input = body(request);
      const decision = input["decision"];
      if (decision !== "give" && decision !== "deny") return reply.code(400).send({ error: "Bad decision" });
      const name = typeof input["name"] === "string" ? input["name"].slice(0, 100) : "";
      const session = world.digilockers.get(request.params.verificationId);
      if (session === undefined) return reply.code(404).send({ error: "No such DigiLocker verification" });
      if (!(await world.decideConsent(session.verificationId, decision, name)))
        return reply.code(409).send({ error: `The consent is ${session.status} already` });
      return { status: session.status, redirectUrl: session.redirectUrl };
    },
  );
};
