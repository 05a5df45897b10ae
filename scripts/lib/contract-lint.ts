/**
 * Kleos' own rules for the contract, on top of Redocly's recommended set (ARCHITECTURE.md, contract first):
 * operationIds are unique camelCase verb-noun names; every path is under /api; every operation documents its
 * errors as problems (a 4xx and a 500, each `application/problem+json`); request bodies are closed objects.
 *
 * And the failures the server answers before an operation's own code are documented exactly where they can
 * happen: 413 and 415 on every method that carries a body (the body is read, against the size limit and the
 * known media types, whether or not the operation takes one), 414 on every path with a parameter (the router
 * refuses an over-long one), and 414 nowhere else; and 400 on every operation, since any request may carry a
 * query string, and every string of it (declared or not) is refused when it holds U+0000 or a lone surrogate.
 */
import type {
  MediaTypeObject,
  OpenAPI3,
  OperationObject,
  ReferenceObject,
  SchemaObject,
  RequestBodyObject,
  ResponseObject,
} from "openapi-typescript";

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"] as const;
/** The methods whose body Fastify reads (OPTIONS too, but the contract has no OPTIONS operation). */
const BODY_METHODS: ReadonlySet<string> = new Set(["put", "post", "delete", "patch", "options"]);
const OPERATION_ID = new RegExp(
  `^(${[
    "get",
    "list",
    "create",
    "update",
    "delete",
    "record",
    "claim",
    "start",
    "validate",
    "verify",
    "search",
    "send",
    "link",
    "unlink",
    "join",
    "leave",
    "publish",
    "archive",
    "redeem",
    "reserve",
    "buy",
    "swap",
    "refresh",
    "resend",
    "register",
    "upload",
    "connect",
    "disconnect",
    "submit",
    "review",
    "draw",
    "distribute",
    "pay",
    "check",
    "exchange",
    "sign",
    "request",
    "cancel",
    "approve",
    "reject",
    "mint",
    "save",
    "set",
    "add",
    "remove",
    "complete",
    "confirm",
    "track",
    "follow",
    "open",
    "erase",
    "restore",
    "withdraw",
    "quote",
    "settle",
    "handle",
    "issue",
    "log",
    "serve",
    "visit",
    "redirect",
  ].join("|")})[A-Z][A-Za-z0-9]*$`,
);

const resolve = <T>(document: OpenAPI3, value: T | ReferenceObject): T => {
  if (typeof value !== "object" || value === null || !("$ref" in value)) return value as T;
  const pointer = value.$ref.replace(/^#\//, "").split("/");
  let node: unknown = document;
  for (const key of pointer) {
    node = (node as Record<string, unknown>)[key.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return resolve(document, node as T | ReferenceObject);
};

export const lintContract = (document: OpenAPI3): string[] => {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith("/api/")) problems.push(`${path}: every path lives under /api`);
    for (const method of METHODS) {
      const operation = (item as Record<string, OperationObject | undefined>)[method];
      if (operation === undefined) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId;
      if (id === undefined) {
        problems.push(`${where}: no operationId`);
        continue;
      }
      if (!OPERATION_ID.test(id)) problems.push(`${where}: operationId ${id} is not camelCase verb-noun`);
      const previous = seen.get(id);
      if (previous !== undefined) problems.push(`${where}: operationId ${id} already used by ${previous}`);
      seen.set(id, where);

      const responses = operation.responses ?? {};
      const codes = Object.keys(responses);
      if (!codes.some((code) => /^4\d\d$/.test(code))) problems.push(`${where}: documents no 4xx problem`);
      if (!codes.includes("500")) problems.push(`${where}: documents no 500 problem`);
      if (!codes.includes("400")) {
        problems.push(`${where}: documents no 400 (any query string may be refused)`);
      }
      for (const code of codes.filter((c) => /^[45]\d\d$/.test(c))) {
        const response = resolve<ResponseObject>(
          document,
          responses[code] as ResponseObject | ReferenceObject,
        );
        if (response.content?.["application/problem+json"] === undefined) {
          problems.push(`${where}: ${code} is not application/problem+json`);
        }
      }
      if (BODY_METHODS.has(method)) {
        for (const code of ["413", "415"]) {
          if (!codes.includes(code)) problems.push(`${where}: may carry a body but documents no ${code}`);
        }
      }
      const hasPathParameter = path.includes("{");
      if (hasPathParameter && !codes.includes("414")) {
        problems.push(`${where}: has a path parameter but documents no 414`);
      }
      if (!hasPathParameter && codes.includes("414")) {
        problems.push(`${where}: documents 414 but has no path parameter`);
      }
      if (operation.requestBody !== undefined) {
        const body = resolve<RequestBodyObject>(document, operation.requestBody);
        const media = body.content["application/json"];
        // A binary upload (an image) has no fields to close; JSON bodies must be closed objects.
        const binaryOnly =
          media === undefined &&
          Object.values(body.content).every((other) => {
            const { schema: raw } = resolve<MediaTypeObject>(document, other);
            const schema = raw === undefined ? undefined : resolve<SchemaObject>(document, raw);
            return schema !== undefined && "format" in schema && schema.format === "binary";
          });
        if (binaryOnly) continue;
        const schema = media === undefined ? undefined : resolve<MediaTypeObject>(document, media).schema;
        const resolved = schema === undefined ? undefined : resolve<SchemaObject>(document, schema);
        if (
          resolved === undefined ||
          !("additionalProperties" in resolved) ||
          resolved.additionalProperties !== false
        ) {
          problems.push(`${where}: request body schema must set additionalProperties: false`);
        }
      }
    }
  }
  return problems;
};
