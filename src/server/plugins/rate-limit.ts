/** Requests per minute per client address (RATE_LIMIT_PER_MINUTE); past it, a 429 problem with Retry-After. */
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
    // The limit's headers only on a 429 (with Retry-After): the site never reads them on a success.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};
