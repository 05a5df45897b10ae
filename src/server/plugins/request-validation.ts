/**
 * Request validation with two Ajv instances. Bodies are validated strictly: no type coercion and no removal
 * of unknown fields, so bad input gets a 400 instead of being silently changed. Query strings, path
 * parameters and headers arrive as text, so there (and only there) "20" may become 20 and a single value
 * may become a one-item array.
 */
import { Ajv, type Options } from "ajv";
import addFormatsModule from "ajv-formats";
import type { FastifyInstance } from "fastify";

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

export const installRequestValidation = (app: FastifyInstance): void => {
  const bodyAjv = makeAjv({ coerceTypes: false });
  const textAjv = makeAjv({ coerceTypes: "array" });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    // An upload (`type: string, format: binary`) arrives as bytes; its handler judges the bytes themselves.
    if (httpPart === "body" && isBinary(schema)) return (body: unknown) => body instanceof Uint8Array;
    return httpPart === "body" ? bodyAjv.compile(schema) : textAjv.compile(schema);
  });
};
