/**
 * fast-check arbitraries drawn from the contract's JSON Schemas: values that conform (types, enums, patterns,
 * bounds, required properties), mixed with values that do not (wrong types, out of range, missing or extra
 * properties) and with hostile strings, so that requests reach the handlers as well as the validation.
 */
import fc from "fast-check";

export type Schema = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Strings a careless server chokes on: control and bidi characters, lone surrogates, traversal, injection. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil\u200F",
  "\u200B\uFEFF",
  "😀👩‍👩‍👧‍👦🇮🇳",
  "ＡＢＣ١٢٣",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f",
  "%E0%A4%A",
  "%00",
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  '{"$ne":null}',
  '{"__proto__":{"polluted":true}}',
  "__proto__",
  "constructor",
  "[]",
  "null",
  "<script>alert(1)</script>",
  "${jndi:ldap://127.0.0.1/x}",
  "\r\nSet-Cookie: x=1",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "9".repeat(400),
  "me",
];

/** A 100 KB string: above the body limit in a body, and far above any documented length. */
export const HUGE_STRING = "A".repeat(100 * 1024);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 200, maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
);

const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  0,
  0.5,
  -0,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_VALUE,
  1e-300,
);

/** A value of any JSON type, hostile or not: the wrong type for most places it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      { "": "" },
      JSON.parse('{"__proto__":{"x":1}}'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** `fc.stringMatching`, or any short string when fast-check cannot read the pattern (lookarounds). */
const matching = (pattern: string): fc.Arbitrary<string> => {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string({ maxLength: 40 });
  }
};

const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

export interface SchemaArbitraries {
  /** Values that conform to `schema`. */
  readonly valid: (schema: unknown) => fc.Arbitrary<unknown>;
  /**
   * Mostly conforming values, with invalid and hostile ones mixed in at every level; `name` (a parameter's)
   * mixes in the values seen for it.
   */
  readonly fuzzed: (schema: unknown, name?: string) => fc.Arbitrary<unknown>;
}

/**
 * Arbitraries for the schemas of `document` (`$ref`s to `#/...` are followed). `known` adds values seen in the
 * seeded data for a property or parameter name (ids, slugs), so that requests find real things, not only 404s.
 */
export const schemaArbitraries = (
  document: unknown,
  known: (name: string) => readonly unknown[] = () => [],
): SchemaArbitraries => {
  const resolve = (node: unknown, seen = 0): Schema => {
    if (!isRecord(node)) return {};
    const ref = node["$ref"];
    if (typeof ref !== "string" || seen > 20) return node;
    const target = ref
      .replace(/^#\//, "")
      .split("/")
      .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((at, segment) => (isRecord(at) ? at[segment] : undefined), document);
    return resolve(target, seen + 1);
  };

  const merged = (schema: Schema): Schema => {
    const parts = Array.isArray(schema["allOf"]) ? schema["allOf"].map((part) => merged(resolve(part))) : [];
    if (parts.length === 0) return schema;
    const properties = Object.assign(
      {},
      ...parts.map((part) => part["properties"] ?? {}),
      schema["properties"] ?? {},
    );
    const required = parts.flatMap((part) => (Array.isArray(part["required"]) ? part["required"] : []));
    return { type: "object", ...schema, allOf: undefined, properties, required };
  };

  const typesOf = (schema: Schema): string[] => {
    const type = schema["type"];
    if (typeof type === "string") return [type];
    if (Array.isArray(type)) return type.filter((entry): entry is string => typeof entry === "string");
    if (isRecord(schema["properties"])) return ["object"];
    if (schema["items"] !== undefined) return ["array"];
    return [];
  };

  const stringValid = (schema: Schema): fc.Arbitrary<string> => {
    const minLength = numberOr(schema["minLength"], 0);
    const maxLength = Math.min(numberOr(schema["maxLength"], minLength + 40), minLength + 40);
    if (typeof schema["pattern"] === "string") return matching(schema["pattern"]);
    switch (schema["format"]) {
      case "uuid":
        return fc.uuid();
      case "date-time":
        return fc
          .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((date) => date.toISOString());
      case "date":
        return fc
          .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      case "uri":
        return fc.webUrl();
      case "email":
        return fc.emailAddress();
      default:
        return fc.string({ minLength, maxLength });
    }
  };

  const integerValid = (schema: Schema): fc.Arbitrary<number> => {
    const exclusiveMin = schema["exclusiveMinimum"];
    const min = typeof exclusiveMin === "number" ? exclusiveMin + 1 : numberOr(schema["minimum"], -1000);
    return fc.integer({ min, max: Math.max(min, numberOr(schema["maximum"], min + 1_000_000)) });
  };

  const numberValid = (schema: Schema): fc.Arbitrary<number> => {
    const min = numberOr(schema["minimum"], -1e6);
    return fc.double({
      min,
      max: Math.max(min, numberOr(schema["maximum"], min + 1e9)),
      noNaN: true,
      noDefaultInfinity: true,
    });
  };

  const objectOf = (
    schema: Schema,
    of: (schema: unknown) => fc.Arbitrary<unknown>,
  ): fc.Arbitrary<unknown> => {
    const properties = isRecord(schema["properties"]) ? schema["properties"] : {};
    const required = Array.isArray(schema["required"])
      ? schema["required"].filter((key): key is string => typeof key === "string" && key in properties)
      : [];
    const extra = schema["additionalProperties"];
    if (Object.keys(properties).length === 0 && isRecord(extra)) {
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), of(extra), { maxKeys: 3 });
    }
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, of(property)])),
      { requiredKeys: required },
    );
  };

  const valid = (node: unknown, depth = 0): fc.Arbitrary<unknown> => {
    const schema = merged(resolve(node));
    if ("const" in schema) return fc.constant(schema["const"]);
    if (Array.isArray(schema["enum"]) && schema["enum"].length > 0) return fc.constantFrom(...schema["enum"]);
    const choices = schema["oneOf"] ?? schema["anyOf"];
    if (Array.isArray(choices) && choices.length > 0) {
      return fc.oneof(
        ...choices.map((choice) =>
          valid({ ...schema, oneOf: undefined, anyOf: undefined, ...resolve(choice) }, depth),
        ),
      );
    }
    const types = typesOf(schema);
    if (types.length === 0) return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
    return fc.oneof(
      ...types.map((type): fc.Arbitrary<unknown> => {
        switch (type) {
          case "string":
            return stringValid(schema);
          case "integer":
            return integerValid(schema);
          case "number":
            return numberValid(schema);
          case "boolean":
            return fc.boolean();
          case "null":
            return fc.constant(null);
          case "array": {
            const minLength = numberOr(schema["minItems"], 0);
            const items = depth > 3 ? fc.constant(null) : valid(schema["items"], depth + 1);
            const maxLength = Math.min(numberOr(schema["maxItems"], minLength + 3), minLength + 3);
            return schema["uniqueItems"] === true
              ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
              : fc.array(items, { minLength, maxLength });
          }
          default:
            return depth > 3 ? fc.constant({}) : objectOf(schema, (property) => valid(property, depth + 1));
        }
      }),
    );
  };

  /** A value `schema` refuses: out of its bounds, outside its enum, or of another type. */
  const invalid = (schema: Schema): fc.Arbitrary<unknown> => {
    const near: unknown[] = [];
    if (Array.isArray(schema["enum"])) {
      for (const value of schema["enum"]) {
        if (typeof value === "string") near.push(value.toUpperCase(), ` ${value}`, `${value}\u0000`);
      }
    }
    if (typeof schema["minimum"] === "number") near.push(schema["minimum"] - 1, schema["minimum"] - 0.5);
    if (typeof schema["maximum"] === "number") near.push(schema["maximum"] + 1, schema["maximum"] * 1000 + 7);
    if (typeof schema["maxLength"] === "number") near.push("x".repeat(schema["maxLength"] + 1));
    if (typeof schema["minLength"] === "number" && schema["minLength"] > 0) {
      near.push("x".repeat(schema["minLength"] - 1));
    }
    if (typeof schema["maxItems"] === "number")
      near.push(Array.from({ length: schema["maxItems"] + 1 }, () => 1));
    return near.length === 0 ? hostileValue : fc.oneof(fc.constantFrom(...near), hostileValue);
  };

  const knownFor = (name: string | undefined): fc.Arbitrary<unknown>[] => {
    const values = name === undefined ? [] : known(name);
    return values.length === 0 ? [] : [fc.constantFrom(...values)];
  };

  const fuzzed = (node: unknown, depth = 0, name?: string): fc.Arbitrary<unknown> => {
    const schema = merged(resolve(node));
    const types = typesOf(schema);
    const knownValues = knownFor(name).map((arbitrary) => ({ weight: 4, arbitrary }));
    if (types.includes("object") && depth < 3 && !Array.isArray(schema["oneOf"])) {
      const properties = isRecord(schema["properties"]) ? schema["properties"] : {};
      const required = Array.isArray(schema["required"]) ? schema["required"] : [];
      // Each property is drawn with its own name, so that a known id lands where an id belongs.
      const fields = Object.entries(properties).map(([key, property]) => ({
        key,
        value: fuzzed(property, depth + 1, key),
        required: required.includes(key),
      }));
      const shaped = fc
        .tuple(
          ...fields.map(({ value, required: isRequired }) =>
            // A required property is mostly there, an optional one half the time.
            fc.option(value, { freq: isRequired ? 12 : 2, nil: undefined }),
          ),
          fc.option(
            fc.dictionary(fc.constantFrom("extra", "__proto__", "isAdmin", "\u0000", "role"), hostileValue, {
              maxKeys: 2,
            }),
            {
              freq: 6,
              nil: undefined,
            },
          ),
        )
        .map((drawn) => {
          const object: Record<string, unknown> = {};
          fields.forEach(({ key }, index) => {
            const value = drawn[index];
            if (value !== undefined)
              Object.defineProperty(object, key, {
                value,
                enumerable: true,
                writable: true,
                configurable: true,
              });
          });
          const extras = drawn[fields.length];
          if (isRecord(extras)) {
            for (const [key, value] of Object.entries(extras)) {
              Object.defineProperty(object, key, {
                value,
                enumerable: true,
                writable: true,
                configurable: true,
              });
            }
          }
          return object;
        });
      return fc.oneof(
        { weight: 8, arbitrary: Object.keys(properties).length === 0 ? valid(schema, depth) : shaped },
        { weight: 1, arbitrary: invalid(schema) },
      );
    }
    if (types.includes("array") && depth < 3) {
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(fuzzed(schema["items"], depth + 1, name), { maxLength: 4 }) },
        { weight: 1, arbitrary: invalid(schema) },
      );
    }
    return fc.oneof({ weight: 6, arbitrary: valid(schema, depth) }, ...knownValues, {
      weight: 3,
      arbitrary: invalid(schema),
    });
  };

  return { valid: (schema) => valid(schema), fuzzed: (schema, name) => fuzzed(schema, 0, name) };
};
