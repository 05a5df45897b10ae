/**
 * The bundled contract (generated/openapi/openapi.json) as tests read it: the operations with their documented
 * statuses, and a validator for each documented response. Tests hold real answers against the contract itself,
 * so an undeclared field, a missing one or a wrong media type fails a test.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { loadContract } from "@/server/http/operations";

// ajv-formats is CommonJS: its default export is the function under Node's ESM interop.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const CONTRACT_ID = "kleos-contract";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface ContractOperation {
  readonly operationId: string;
  readonly method: Uppercase<(typeof METHODS)[number]>;
  readonly path: string;
  /** Every documented response status, ascending. */
  readonly statuses: readonly number[];
}

export interface ContractResponse {
  /** The documented media type of the body (`application/json`, `application/problem+json`). */
  readonly mediaType: string;
  /** The validation errors of `body` against the documented schema; empty when it conforms. */
  readonly validate: (body: unknown) => readonly string[];
}

const contract = loadContract();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const escapePointer = (segment: string): string =>
  encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1"));

const at = (segments: readonly string[]): unknown =>
  segments.reduce<unknown>((node, segment) => (isRecord(node) ? node[segment] : undefined), contract);

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
ajv.addSchema(contract, CONTRACT_ID);

/** A validator for the schema at `pointer` (already escaped) in the contract, answering its errors as text. */
const validatorAt = (pointer: string): ((value: unknown) => readonly string[]) => {
  const validator = ajv.compile({ $ref: `${CONTRACT_ID}#/${pointer}` });
  return (value) =>
    validator(value)
      ? []
      : (validator.errors ?? []).map((error) => `${error.instancePath || "(root)"} ${error.message ?? ""}`);
};

export const contractOperations = (): ContractOperation[] =>
  Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (operation?.operationId === undefined) return [];
      const statuses = Object.keys(operation.responses ?? {})
        .map(Number)
        .sort((a, b) => a - b);
      return [
        {
          operationId: operation.operationId,
          method: method.toUpperCase() as Uppercase<typeof method>,
          path,
          statuses,
        },
      ];
    }),
  );

const operationLocation = (operationId: string): readonly string[] => {
  const found = contractOperations().find((operation) => operation.operationId === operationId);
  if (found === undefined) throw new Error(`The contract has no operation ${operationId}`);
  return ["paths", found.path, found.method.toLowerCase()];
};

/** The documented response of `operationId` for `status`, following a `$ref` to a shared response. */
export const contractResponse = (operationId: string, status: number): ContractResponse => {
  let location = [...operationLocation(operationId), "responses", String(status)];
  let response = at(location);
  if (isRecord(response) && typeof response["$ref"] === "string") {
    location = response["$ref"].replace(/^#\//, "").split("/");
    response = at(location);
  }
  if (!isRecord(response)) throw new Error(`${operationId} documents no ${status} response`);
  const content = response["content"];
  const mediaType = isRecord(content) ? Object.keys(content)[0] : undefined;
  if (mediaType === undefined) throw new Error(`${operationId} ${status} documents no body`);
  const pointer = [...location, "content", mediaType, "schema"].map(escapePointer).join("/");
  return { mediaType, validate: validatorAt(pointer) };
};

/** The values of a string enum among the contract's component schemas (e.g. `GameGenre`). */
export const contractEnum = (schemaName: string): string[] => {
  const schema = at(["components", "schemas", schemaName]);
  const values = isRecord(schema) ? schema["enum"] : undefined;
  if (!Array.isArray(values) || !values.every((value) => typeof value === "string")) {
    throw new Error(`The contract's ${schemaName} is not a string enum`);
  }
  return values;
};

/** The property names a component schema declares (e.g. everything a `Game` may carry). */
export const contractProperties = (schemaName: string): string[] => {
  const schema = at(["components", "schemas", schemaName]);
  const properties = isRecord(schema) ? schema["properties"] : undefined;
  if (!isRecord(properties)) throw new Error(`The contract's ${schemaName} declares no properties`);
  return Object.keys(properties);
};

/** A validator for one of the contract's component schemas (e.g. `Problem`, for answers no operation lists). */
export const contractSchema = (schemaName: string): ((value: unknown) => readonly string[]) =>
  validatorAt(["components", "schemas", schemaName].map(escapePointer).join("/"));
