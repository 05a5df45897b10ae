/**
 * A contract-driven fuzzer: requests drawn from each operation's parameters and body schemas in the bundled
 * contract (conforming values, invalid ones and hostile strings mixed), sent with `app.inject` to one seeded test
 * app, as a guest, as signed-in gamers and with a forged token. Every answer must be a documented status of its
 * operation: a success whose body conforms to the documented schema, or an RFC 9457 problem; never a 5xx.
 *
 * `npm test` runs a bounded count with a fixed seed; `npm run fuzz` runs more. FUZZ_SEED and FUZZ_RUNS set both.
 */
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract, type OperationId } from "@/server/http/operations";
import {
  contractOperations,
  contractResponse,
  contractSchema,
  type ContractOperation,
  type ContractResponse,
} from "@/server/testing/contract";
import type { LocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";
import { googleTestConfig, startTestGoogle } from "@/server/testing/google";
import { signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { TEST_TELEGRAM_BOT } from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { hostileValue, HUGE_STRING, schemaArbitraries } from "./schema-arbitraries";

const positiveInteger = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const SEED = positiveInteger(process.env["FUZZ_SEED"], 20_260_514);
const RUNS = positiveInteger(process.env["FUZZ_RUNS"], 400);
const GAMERS = 2;

const contract = loadContract();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const resolve = (node: unknown): Record<string, unknown> => {
  if (!isRecord(node)) return {};
  const ref = node["$ref"];
  if (typeof ref !== "string") return node;
  return resolve(
    ref
      .replace(/^#\//, "")
      .split("/")
      .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((at, segment) => (isRecord(at) ? at[segment] : undefined), contract),
  );
};

interface Parameter {
  readonly name: string;
  readonly in: "path" | "query" | "header" | "cookie";
  readonly required: boolean;
  readonly schema: unknown;
}

const parametersOf = (operation: ContractOperation): Parameter[] => {
  const item = contract.paths[operation.path] ?? {};
  const declared = [item["parameters"], item[operation.method.toLowerCase()]?.["parameters" as never]];
  return declared
    .flatMap((list: unknown) => (Array.isArray(list) ? list : []))
    .map((parameter) => resolve(parameter))
    .map((parameter) => ({
      name: String(parameter["name"]),
      in: parameter["in"] as Parameter["in"],
      required: parameter["required"] === true,
      schema: parameter["schema"],
    }));
};

/** The operation's request body: its media type and schema, when it takes one. */
const requestBodyOf = (operation: ContractOperation): { mediaType: string; schema: unknown } | undefined => {
  const body = resolve(
    resolve(contract.paths[operation.path]?.[operation.method.toLowerCase()])["requestBody"],
  );
  const content = body["content"];
  if (!isRecord(content)) return undefined;
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  return mediaType === undefined ? undefined : { mediaType, schema: resolve(media)["schema"] };
};

/** Values seen in the seeded data for each property name (ids, slugs, keys), filled in before the run. */
const known = new Map<string, Set<unknown>>();
const knownFor = (name: string): unknown[] => [
  ...(known.get(name) ?? []),
  ...(/id$/i.test(name) ? (known.get("id") ?? []) : []),
];
const harvest = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(harvest);
  if (!isRecord(value)) return;
  for (const [key, field] of Object.entries(value)) {
    if (
      (typeof field === "string" || typeof field === "number") &&
      /(^id$|Id$|^slug$|Key$|^name$)/.test(key)
    ) {
      const values = known.get(key) ?? new Set();
      if (values.size < 40) values.add(field);
      known.set(key, values);
    } else {
      harvest(field);
    }
  }
};

const { fuzzed } = schemaArbitraries(contract, knownFor);

/** Encodes like encodeURIComponent, but a lone surrogate becomes the (invalid) UTF-8 of its code unit. */
const encode = (text: string): string =>
  Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    }
  }).join("");

const asText = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);

/** Path segments sent as they are, not encoded: traversal and broken percent-encoding. */
const RAW_SEGMENTS = [
  "..",
  "../../etc/passwd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%2F..%2F",
  "%E0%A4%A",
  "%",
  "%ZZ",
  "%00",
  "%C0%AE%C0%AE",
  "%ED%A0%80",
  "a;b=c",
  "a?b=c",
];

/** Whether the path no longer names the operation's route (a `/`, `?` or a dot segment the URL parser folds). */
const leavesRoute = (segment: string): boolean =>
  segment === "" || /[/?#]/.test(segment) || /^(\.|%2e){1,2}$/i.test(segment) || /%2e%2e/i.test(segment);

const RAW_QUERIES = [
  "%E0%A4%A",
  "%",
  "a[b]=c",
  "__proto__[x]=1",
  "=",
  "&&",
  "x=%00",
  "pageLimit=1&pageLimit=2",
];

const JUNK_BODIES = [
  "",
  "{",
  '{"a":',
  "[]",
  "null",
  "0",
  '"text"',
  "\u0000",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${"[".repeat(2000)}${"]".repeat(2000)}`,
  `{"a":"${HUGE_STRING}"}`,
  "' OR 1=1 --",
];

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "application/xml",
];

type Caller = "guest" | "gamer" | "forged";

/**
 * Operations that end the caller's sign-in: sent with a gamer's token they would sign the fuzzer's gamers out
 * for the rest of the run, so they go without one.
 */
const ENDS_SIGN_IN: ReadonlySet<string> = new Set<OperationId>(["signOut", "requestAccountDeletion"]);

interface FuzzRequest {
  readonly operation: ContractOperation;
  readonly caller: Caller;
  readonly gamer: number;
  readonly leavesRoute: boolean;
  readonly inject: InjectOptions & { method: string; url: string };
}

const headerSafe = (value: unknown): string =>
  asText(value)
    .replace(/[^\x20-\x7e]/g, "?")
    .slice(0, 8192);

const requestOf = (operation: ContractOperation): fc.Arbitrary<FuzzRequest> => {
  const parameters = parametersOf(operation);
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const headerParameters = parameters.filter((parameter) => parameter.in === "header");
  const body = requestBodyOf(operation);

  const segments = fc.tuple(
    ...pathParameters.map((parameter) =>
      fc.oneof(
        {
          weight: 10,
          arbitrary: fuzzed(parameter.schema, parameter.name).map((value) => encode(asText(value))),
        },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      ),
    ),
  );
  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(fuzzed(parameter.schema, parameter.name), {
          freq: parameter.required ? 10 : 1,
          nil: undefined,
        }),
      ),
      fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 8, nil: undefined }),
    )
    .map((values) => {
      const pairs = queryParameters.flatMap((parameter, index) => {
        const value = values[index];
        if (value === undefined) return [];
        return (Array.isArray(value) ? value : [value]).map(
          (item) => `${encode(parameter.name)}=${encode(asText(item))}`,
        );
      });
      const raw = values[queryParameters.length];
      return [...pairs, ...(typeof raw === "string" ? [raw] : [])].join("&");
    });
  const headers = fc
    .tuple(
      ...headerParameters.map((parameter) =>
        fc.option(fuzzed(parameter.schema, parameter.name), { freq: 2, nil: undefined }),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        headerParameters.flatMap((parameter, index) =>
          values[index] === undefined ? [] : [[parameter.name.toLowerCase(), headerSafe(values[index])]],
        ),
      ),
    );

  /** The body and its content type: mostly drawn from the schema, else junk or a wrong media type. */
  const payload: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> =
    body === undefined
      ? operation.method === "GET"
        ? fc.constant({})
        : fc.oneof(
            { weight: 6, arbitrary: fc.constant({}) },
            {
              weight: 1,
              arbitrary: fc
                .constantFrom(...JUNK_BODIES)
                .map((text) => ({ payload: text, contentType: "application/json" })),
            },
          )
      : body.mediaType === "application/json"
        ? fc.oneof(
            {
              weight: 10,
              arbitrary: fuzzed(body.schema).map((value) => ({
                payload: JSON.stringify(value) ?? "",
                contentType: "application/json",
              })),
            },
            { weight: 1, arbitrary: fc.constant({}) },
            {
              weight: 2,
              arbitrary: fc
                .constantFrom(...JUNK_BODIES)
                .map((text) => ({ payload: text, contentType: "application/json" })),
            },
            {
              weight: 1,
              arbitrary: fc
                .tuple(hostileValue, fc.constantFrom(...CONTENT_TYPES))
                .map(([value, contentType]) => ({ payload: JSON.stringify(value) ?? "", contentType })),
            },
          )
        : fc.oneof(
            {
              weight: 3,
              arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({
                payload: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(bytes)]),
                contentType: body.mediaType,
              })),
            },
            { weight: 1, arbitrary: fc.constant({ payload: Buffer.alloc(0), contentType: body.mediaType }) },
            {
              weight: 1,
              arbitrary: fc.constant({ payload: '{"picture":"x"}', contentType: "application/json" }),
            },
            { weight: 1, arbitrary: fc.constant({}) },
          );

  return fc
    .record({
      segments,
      query,
      headers,
      payload,
      caller: fc.oneof(
        { weight: 6, arbitrary: fc.constant<Caller>("gamer") },
        { weight: 3, arbitrary: fc.constant<Caller>("guest") },
        { weight: 2, arbitrary: fc.constant<Caller>("forged") },
      ),
      gamer: fc.nat(GAMERS - 1),
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ segments: filled, query: search, headers: named, payload: sent, caller, gamer, address }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => filled[index++] ?? "");
      return {
        operation,
        caller,
        gamer,
        leavesRoute: filled.some(leavesRoute),
        inject: {
          method: operation.method,
          url: search === "" ? path : `${path}?${search}`,
          headers: {
            ...named,
            ...(sent.contentType === undefined ? {} : { "content-type": sent.contentType }),
          },
          ...(sent.payload === undefined ? {} : { payload: sent.payload }),
          remoteAddress: `10.${address.join(".")}`,
        },
      };
    });
};

const cut = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

const describeRequest = ({ operation, caller, inject }: FuzzRequest): string => {
  const payload = inject.payload;
  const body =
    payload === undefined
      ? ""
      : Buffer.isBuffer(payload)
        ? ` body: ${payload.length} bytes`
        : ` body: ${JSON.stringify(cut(String(payload), 300))}`;
  return `${operation.operationId}: ${inject.method} ${cut(inject.url, 300)} as ${caller} headers: ${JSON.stringify(
    inject.headers,
  )}${body}`;
};

const describeAnswer = (response: LightMyRequestResponse): string =>
  `${response.statusCode} ${String(response.headers["content-type"] ?? "(no content type)")} ${cut(response.body, 400)}`;

const documented = new Map<string, ContractResponse | undefined>();
/** The documented response of an operation's status, or undefined when it documents no body (a redirect). */
const documentedResponse = (operationId: string, status: number): ContractResponse | undefined => {
  const key = `${operationId} ${status}`;
  if (!documented.has(key)) {
    try {
      documented.set(key, contractResponse(operationId, status));
    } catch {
      documented.set(key, undefined);
    }
  }
  return documented.get(key);
};

const validateProblem = contractSchema("Problem");

const parsed = (response: LightMyRequestResponse): unknown => {
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
};

/** What is wrong with the answer to `request`, as short labels; none when it keeps the contract. */
const breaches = (request: FuzzRequest, response: LightMyRequestResponse): string[] => {
  const { operation } = request;
  const status = response.statusCode;
  const contentType = String(response.headers["content-type"] ?? "");
  if (status >= 500) return [`server error ${status}`];
  const found: string[] = [];
  const routed = !request.leavesRoute;
  if (routed && !operation.statuses.includes(status)) found.push(`undocumented status ${status}`);
  if (status < 400) {
    if (!routed || !operation.statuses.includes(status)) return found;
    const declared = documentedResponse(operation.operationId, status);
    if (declared === undefined) return found;
    if (!contentType.startsWith(declared.mediaType)) {
      return [...found, `success as ${contentType || "no content type"}, documented ${declared.mediaType}`];
    }
    if (declared.mediaType.endsWith("json")) {
      const errors = declared.validate(parsed(response));
      if (errors.length > 0) found.push(`success body breaks the schema: ${errors.slice(0, 3).join("; ")}`);
    }
    return found;
  }
  if (!contentType.startsWith("application/problem+json"))
    return [...found, `error as ${contentType || "no content type"}`];
  const problem = parsed(response);
  if (
    !isRecord(problem) ||
    typeof problem["type"] !== "string" ||
    typeof problem["title"] !== "string" ||
    typeof problem["code"] !== "string" ||
    problem["status"] !== status
  ) {
    return [...found, "a problem without type, title, code and its status"];
  }
  const declared = routed ? documentedResponse(operation.operationId, status) : undefined;
  const errors = declared === undefined ? validateProblem(problem) : declared.validate(problem);
  if (errors.length > 0) found.push(`problem breaks the schema: ${errors.slice(0, 3).join("; ")}`);
  return found;
};

interface Finding {
  readonly label: string;
  readonly request: string;
  readonly answer: string;
}

describe("the contract fuzzer", () => {
  let testApp: TestApp;
  let google: LocalOidcProvider;
  const sessions: TestSession[] = [];

  beforeAll(async () => {
    google = await startTestGoogle();
    testApp = await createTestApp({ telegram: TEST_TELEGRAM_BOT, ...googleTestConfig(google) });
    for (let gamer = 0; gamer < GAMERS; gamer += 1) sessions.push(await signInByPhone(testApp.app));
    // The seeded catalogue's ids and slugs, read the way a client finds them: from the lists.
    const lists = contractOperations().filter(
      (operation) =>
        operation.method === "GET" &&
        !operation.path.includes("{") &&
        !parametersOf(operation).some((parameter) => parameter.required),
    );
    for (const operation of lists) {
      const response = await testApp.app.inject({
        url: operation.path,
        headers: sessions[0]?.authorization ?? {},
      });
      if (response.statusCode === 200 && response.headers["content-type"]?.toString().includes("json")) {
        harvest(parsed(response));
      }
    }
    known.set("userId", new Set(["me", ...sessions.map((session) => session.userId)]));
  });

  afterAll(async () => {
    await testApp?.app.close();
    await google?.close();
  });

  const operations = contractOperations();

  it(
    `answers ${RUNS} generated requests (seed ${SEED}) within the contract, never with a 5xx`,
    async () => {
      const findings = new Map<string, { count: number; first: Finding }>();
      const statuses = new Map<number, number>();
      let sent = 0;
      let serverErrors = 0;
      let nonContract = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...operations).chain((operation) => requestOf(operation)),
          async (request) => {
            const session = sessions[request.gamer];
            const authorization =
              request.caller === "gamer" &&
              session !== undefined &&
              !ENDS_SIGN_IN.has(request.operation.operationId)
                ? session.authorization
                : request.caller === "forged"
                  ? { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9." }
                  : {};
            const inject = { ...request.inject, headers: { ...request.inject.headers, ...authorization } };
            sent += 1;
            let response: LightMyRequestResponse;
            try {
              response = await testApp.app.inject(inject);
            } catch (error) {
              const label = `${request.operation.operationId} the request could not be sent`;
              findings.set(label, {
                count: (findings.get(label)?.count ?? 0) + 1,
                first: { label, request: describeRequest(request), answer: String(error) },
              });
              return;
            }
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const wrong = breaches(request, response);
            if (response.statusCode >= 500) serverErrors += 1;
            if (wrong.length === 0) return;
            nonContract += 1;
            for (const breach of wrong) {
              const label = `${request.operation.operationId}: ${breach}`;
              const seen = findings.get(label);
              findings.set(label, {
                count: (seen?.count ?? 0) + 1,
                first: seen?.first ?? {
                  label,
                  request: describeRequest(request),
                  answer: describeAnswer(response),
                },
              });
            }
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // The gamers are still signed in: the run reached the operations as them to its end.
      for (const session of sessions) {
        const profile = await testApp.app.inject({
          url: "/api/users/me/profile",
          headers: session.authorization,
        });
        expect(profile.statusCode, `${session.userId} was signed out during the run: ${profile.body}`).toBe(
          200,
        );
      }
      const histogram = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ");
      console.info(
        `fuzz: ${sent} requests (seed ${SEED}), ${serverErrors} with a 5xx, ${nonContract} outside the contract; ${histogram}`,
      );
      const report = [...findings.values()]
        .slice(0, 20)
        .map(
          ({ count, first }) =>
            `${first.label} (${count}×)\n  request: ${first.request}\n  answer:  ${first.answer}`,
        )
        .join("\n");
      expect(
        findings.size,
        `Answers outside the contract (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}):\n${report}`,
      ).toBe(0);
    },
    Math.max(120_000, RUNS * 200),
  );
});
