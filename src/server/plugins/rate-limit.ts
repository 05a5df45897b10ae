/**
 * Requests per minute per client address (RATE_LIMIT_PER_MINUTE), over every route registered after it: every
 * operation of the contract. Each of their answers says where the client stands with the IETF draft's headers
 * (`ratelimit-limit`, `ratelimit-remaining`, `ratelimit-reset`), as the contract declares; past the limit, a 429
 * problem with `retry-after` too.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "@/server/config";
import { RateLimited } from "@/server/http/http-errors";

export const installRateLimit = async (
  app: FastifyInstance,
  config: Pick<Config, "rateLimitPerMinute" | "redisKeyPrefix">,
  redis?: Redis,
): Promise<void> => {
  await app.register(rateLimit, {
    // With REDIS_URL the count is kept in Redis, so every server behind the balancer shares one limit.
    ...(redis === undefined ? {} : { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` }),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};
