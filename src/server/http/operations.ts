/**
 * Typing handlers from the contract: `Handlers` has one entry per operationId of the bundled spec, with its
 * input (query, path, body) and its success body taken from generated/api.d.ts. A missing or mistyped
 * handler does not compile.
 */
import { readFileSync } from "node:fs";
import type { Effect } from "effect";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { operations } from "#generated/api";
import type { AppServices } from "@/server/services/app-runtime";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";

export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]["parameters"];

export interface OperationInput<K extends OperationId> {
  readonly query: NonNullable<Parameters<K>["query"]>;
  readonly params: NonNullable<Parameters<K>["path"]>;
  readonly body: operations[K] extends { requestBody: { content: { "application/json": infer Body } } }
    ? Body
    : undefined;
}

type Responses<K extends OperationId> = operations[K]["responses"];

/** The JSON body of the operation's success (2xx) response. */
export type SuccessBody<K extends OperationId> = {
  [Status in keyof Responses<K>]: Status extends 200 | 201 | 202
    ? Responses<K>[Status] extends { content: { "application/json": infer Body } }
      ? Body
      : never
    : never;
}[keyof Responses<K>];

/** Handlers may answer with readonly data: the serializer only reads it. */
type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** Answered by a handler that sent the reply itself (a redirect): the resolver leaves the reply alone. */
declare const replied: unique symbol;
/** Branded rather than `unique symbol`, so that it keeps its type where a handler may also answer an Effect. */
export type Replied = symbol & { readonly [replied]: true };
export const REPLIED = Symbol("replied") as Replied;

/**
 * A handler answers with a Promise, or with an Effect of the app's services that the route runs through the app
 * runtime in a span named for the operation (src/server/plugins/contract-routes.ts).
 */
export type OperationHandler<K extends OperationId> = (
  input: OperationInput<K>,
  request: FastifyRequest,
  reply: FastifyReply,
) =>
  | Promise<DeepReadonly<SuccessBody<K>> | Replied>
  | Effect.Effect<DeepReadonly<SuccessBody<K>> | Replied, unknown, AppServices>;

export type Handlers = { readonly [K in OperationId]: OperationHandler<K> };

interface ContractOperation {
  readonly operationId?: string;
  readonly tags?: readonly string[];
  readonly security?: readonly Record<string, unknown>[];
  readonly requestBody?: { readonly required?: boolean; readonly content?: Record<string, unknown> };
  readonly responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, ContractOperation>>;
  readonly [key: string]: unknown;
}

/** The bundled contract (`npm run gen`), which fastify-openapi-glue turns into routes. */
export const loadContract = (): OpenApiDocument =>
  JSON.parse(
    readFileSync(new URL("../../../generated/openapi/openapi.json", import.meta.url), "utf8"),
  ) as OpenApiDocument;

export interface OperationFacts {
  /** The status a success answers with (the lowest documented 2xx). */
  readonly successStatus: number;
  /** Whether the operation must receive a body. */
  readonly bodyRequired: boolean;
  /** The body's media type (`application/json`, or `image/jpeg` for an upload). */
  readonly bodyMediaType: string;
  /** Whether the caller must be signed in (the operation names security schemes, none of them optional). */
  readonly signInRequired: boolean;
  /** Whether a signed-in caller is recognised when a token comes, though none is needed (`security: [{}, ...]`). */
  readonly signInOptional: boolean;
  /** Whether only a partner game's token is taken (`security: [{ partnerAuth: [] }]`), never a gamer's. */
  readonly partnerOnly: boolean;
  /**
   * Whether only an admin may call it: every requirement names the `admin` role
   * (`security: [{ bearerAuth: [admin] }, { cookieAuth: [admin] }]`).
   */
  readonly adminOnly: boolean;
  /**
   * Whether no cache may store its answers: they may be personal (the operation names security schemes, sign-in
   * required or optional) or carry credentials (tagged `authentication`).
   */
  readonly noStore: boolean;
  /** Whether the success answers `text/event-stream`: the route streams Server-Sent Events (`reply.sse`). */
  readonly streamsEvents: boolean;
}

export const operationFacts = (contract: OpenApiDocument): Map<string, OperationFacts> => {
  const facts = new Map<string, OperationFacts>();
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId === undefined) continue;
      const codes = Object.keys(operation.responses ?? {})
        .filter((code) => /^2\d\d$/.test(code))
        .map(Number)
        .sort((a, b) => a - b);
      const partnerOnly =
        operation.security !== undefined &&
        operation.security.length > 0 &&
        operation.security.every((requirement) => "partnerAuth" in requirement);
      const success = operation.responses?.[String(codes[0] ?? 200)] as
        { readonly content?: Record<string, unknown> } | undefined;
      facts.set(operation.operationId, {
        successStatus: codes[0] ?? 200,
        streamsEvents: Object.keys(success?.content ?? {}).includes("text/event-stream"),
        bodyRequired: operation.requestBody?.required === true,
        bodyMediaType: Object.keys(operation.requestBody?.content ?? {})[0] ?? "application/json",
        signInRequired:
          !partnerOnly &&
          operation.security !== undefined &&
          operation.security.length > 0 &&
          operation.security.every((requirement) => Object.keys(requirement).length > 0),
        signInOptional:
          operation.security !== undefined &&
          operation.security.some((requirement) => Object.keys(requirement).length === 0) &&
          operation.security.some((requirement) => Object.keys(requirement).length > 0),
        partnerOnly,
        adminOnly:
          operation.security !== undefined &&
          operation.security.length > 0 &&
          operation.security.every((requirement) =>
            Object.values(requirement).some((roles) => Array.isArray(roles) && roles.includes(ADMIN_ROLE)),
          ),
        noStore:
          (operation.security ?? []).some((requirement) => Object.keys(requirement).length > 0) ||
          (operation.tags ?? []).includes("authentication"),
      });
    }
  }
  return facts;
};
