/**
 * Requests per minute per client address (RATE_LIMIT_PER_MINUTE), over every route registered after it: every
 * operation of the contract. Each of their answers says where the client stands with the IETF draft's headers
 * (`ratelimit-limit`, `ratelimit-remaining`, `ratelimit-reset`), as the contract declares; past the limit, a 429
 * problem with `retry-after` too.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Config } from "@/server/config";
import { RateLimited } from "@/server/http/http-errors";

export const installRateLimit = async (
  app: FastifyInstance,
  config: Pick<Config, "rateLimitPerMinute">,
): Promise<void> => {
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};
