/**
 * What every request goes through before a route: the request id, JSON-only body parsers (and JPEG for
 * pictures), cookies, strict request validation, RFC 9457 problems for every failure, and the raw body the
 * payment webhooks verify.
 */
import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { PROFILE_PICTURE_MAX_BYTES } from "@/domain/constants/limits";
import type { Config } from "@/server/config";
import { JsonBodyRequired } from "@/server/http/http-errors";
import {
  answerConnectionError,
  answerRouterError,
  installProblemHandler,
} from "@/server/plugins/problem-handler";
import { installRequestValidation } from "@/server/plugins/request-validation";
import { installWebhookRawBody } from "@/server/routes/payments";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The longest path parameter the router takes (Fastify's default, made explicit): the contract's are 64
 * characters at most; a path that matches no route because a parameter is longer is answered 414.
 */
const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's own options: logging without secrets, body limit, proxy trust, vetted request ids, and problems for
 * the failures Fastify answers before any route or hook (see problem-handler).
 */
export const serverOptions = (config: Config): FastifyServerOptions => ({
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
  // The problem handler answers 503 itself while the app closes: Fastify's own answer is plain JSON.
  return503OnClosing: false,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  // A guard against a plugin that never loads, not a speed check: Fastify's 10 s default has been passed by a
  // plugin that opens the services on a 2-core machine loaded several times over.
  pluginTimeout: 120_000,
  frameworkErrors: answerRouterError(MAX_PARAM_LENGTH),
  clientErrorHandler: answerConnectionError,
});

export const installHttpBasics = async (app: FastifyInstance): Promise<void> => {
  // JSON only: Fastify's default text/plain parser would let a non-JSON body skip validation. Problems are
  // what the server sends, never what it takes (declaring the parser also tells openapi-glue it is known).
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("application/problem+json", (request, _payload, done) => {
    done(new JsonBodyRequired(request.headers["content-type"]), undefined);
  });
  await app.register(cookie);
  app.decorateRequest("auth", undefined);
  app.decorateRequest("partner", undefined);
  app.addContentTypeParser(
    "image/jpeg",
    { parseAs: "buffer", bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  installRequestValidation(app);
  installProblemHandler(app);
  installWebhookRawBody(app);
};
