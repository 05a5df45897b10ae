/**
 * Request validation with two Ajv instances. Bodies are validated strictly: no type coercion and no removal
 * of unknown fields, so bad input gets a 400 instead of being silently changed. Query strings, path
 * parameters and headers arrive as text, so there (and only there) "20" may become 20 and a single value
 * may become a one-item array.
 *
 * Then every string of the query, the path and the body, keys included and at any depth, is refused when it
 * holds U+0000 or an unpaired UTF-16 surrogate: PostgreSQL stores neither in text (U+0000 fails the query,
 * a lone surrogate becomes U+FFFD), so they stop here with a 400 naming each field, for every route at once.
 * This runs after the route's sign-in check and schema, so a caller without a token still learns 401 first.
 * Uploads arrive as bytes and are not text.
 */
import { Ajv, type Options, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { ForbiddenCharacters } from "@/server/http/http-errors";
import { MAX_FIELD_ERRORS, type FieldError } from "@/server/http/problem";

// ajv-formats is CommonJS: its default export is the function under Node's ESM interop.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const common: Options = {
  allErrors: true,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
  // Keywords OpenAPI adds to schemas; they describe, they do not validate.
  keywords: ["example", "xml", "externalDocs", "discriminator"],
};

const isBinary = (schema: unknown): boolean =>
  typeof schema === "object" && schema !== null && "format" in schema && schema.format === "binary";

const makeAjv = (options: Options): Ajv => addFormats(new Ajv({ ...common, ...options }));

// With the `u` flag a well-formed pair reads as one code point, so only a lone surrogate is a \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

const forbiddenIn = (text: string): string | undefined => {
  if (text.includes("\u0000")) return "U+0000";
  return LONE_SURROGATE.test(text) ? "an unpaired surrogate" : undefined;
};

/** A key as the problem names it: what was refused is written out as `\uXXXX`, so the name stays readable. */
const printable = (key: string): string =>
  key
    .replaceAll("\u0000", "\\u0000")
    .replace(LONE_SURROGATES, (unit) => `\\u${unit.charCodeAt(0).toString(16).toUpperCase()}`);

/** Where a value sits: its key and its parent's place, linked, so the walk never copies a path. */
interface Place {
  readonly key: string;
  readonly parent: Place | undefined;
}

const pathOf = (place: Place | undefined): string => {
  const keys: string[] = [];
  for (let at = place; at !== undefined; at = at.parent) keys.push(printable(at.key));
  return keys.reverse().join(".") || "(root)";
};

type Visit =
  | { readonly value: unknown; readonly place: Place | undefined }
  | { readonly refusedKey: string; readonly place: Place };

/**
 * The strings of one part of a request that hold what no text column stores, keys before their values, in
 * document order. The walk keeps its own stack: a body nested deeper than the call stack goes is no 500.
 */
const forbiddenStrings = (part: FieldError["in"], value: unknown): FieldError[] => {
  const found: FieldError[] = [];
  const stack: Visit[] = [{ value, place: undefined }];
  for (let visit = stack.pop(); visit !== undefined && found.length < MAX_FIELD_ERRORS; visit = stack.pop()) {
    if ("refusedKey" in visit) {
      found.push({
        in: part,
        field: pathOf(visit.place),
        message: `must not have ${visit.refusedKey} in its name`,
      });
      continue;
    }
    const { value: node, place } = visit;
    if (typeof node === "string") {
      const forbidden = forbiddenIn(node);
      if (forbidden !== undefined) {
        found.push({ in: part, field: pathOf(place), message: `must not contain ${forbidden}` });
      }
      continue;
    }
    if (typeof node !== "object" || node === null || node instanceof Uint8Array) continue;
    const entries: [string, unknown][] = Array.isArray(node)
      ? node.map((item: unknown, index) => [String(index), item])
      : Object.entries(node);
    // Pushed last to first, so that they are visited first to last.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      const child: Place = { key, parent: place };
      stack.push({ value: item, place: child });
      const refusedKey = forbiddenIn(key);
      if (refusedKey !== undefined) stack.push({ refusedKey, place: child });
    }
  }
  return found;
};

/** Whether a part holds no string at all: no body, or an empty query or path (most reads), need no walk. */
const holdsNothing = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value !== "object") return false;
  for (const _key in value) return false;
  return true;
};

const refuseForbiddenStrings = (app: FastifyInstance): void => {
  app.addHook("preHandler", (request, _reply, done) => {
    const { query, params, body } = request;
    if (holdsNothing(query) && holdsNothing(params) && holdsNothing(body)) {
      done();
      return;
    }
    const found = [
      ...forbiddenStrings("query", query),
      ...forbiddenStrings("path", params),
      ...forbiddenStrings("body", body),
    ].slice(0, MAX_FIELD_ERRORS);
    done(found.length > 0 ? new ForbiddenCharacters(found) : undefined);
  });
};

const bodyAjv = makeAjv({ coerceTypes: false });
const textAjv = makeAjv({ coerceTypes: "array" });

/**
 * Validators compiled once per process, by the part they check and the schema's text: every app built from the
 * contract asks for the same few hundred, and a test process builds dozens of apps. A validator holds nothing of
 * a request after it answers (Fastify reads its `errors` at once), so apps can share it.
 */
const compiled = new Map<string, ValidateFunction>();

const validatorOf = (part: "body" | "text", schema: object): ValidateFunction => {
  const key = `${part}:${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (validate === undefined) {
    validate = (part === "body" ? bodyAjv : textAjv).compile(schema);
    compiled.set(key, validate);
  }
  return validate;
};

export const installRequestValidation = (app: FastifyInstance): void => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    // An upload (`type: string, format: binary`) arrives as bytes; its handler judges the bytes themselves.
    if (httpPart === "body" && isBinary(schema)) return (body: unknown) => body instanceof Uint8Array;
    return validatorOf(httpPart === "body" ? "body" : "text", schema);
  });
  refuseForbiddenStrings(app);
};
