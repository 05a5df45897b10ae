/**
 * The authorization matrix: every operation of the contract, classified in testing/authorization-matrix.ts,
 * tried with the callers that must not get through. An operation that names another account's object is tried
 * by a second gamer with a well-formed request for the owner's real object, by a partner game and by a guest;
 * an admin operation by a gamer without the role; then the owner (or admin) still succeeds.
 */
import type { InjectOptions } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract, operationFacts, type OperationId } from "@/server/http/operations";
import { AUTHORIZATION, type Access, type OwnedAttempt } from "@/server/testing/authorization-matrix";
import type { LocalOidcProvider } from "@/server/testing/fakes/local-oidc-provider";
import { googleTestConfig, startTestGoogle } from "@/server/testing/google";
import { resolveRecipe, VALID_REQUESTS } from "@/server/testing/operation-requests";
import { expectProblem } from "@/server/testing/problems";
import { signInByPhone } from "@/server/testing/sign-in";
import { TEST_TELEGRAM_BOT } from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { startTestChain, testChainConfig, type TestChain } from "@/server/testing/local-chain";
import { testPartnerToken } from "@/server/testing/third-party";

const contract = loadContract();
const facts = operationFacts(contract);

interface Operation {
  readonly operationId: OperationId;
  readonly method: string;
  readonly path: string;
  readonly access: Access;
  /** The path parameters and the body's top-level fields whose names end in `Id`. */
  readonly namedIds: readonly string[];
}

const bodyFields = (operation: Record<string, unknown>): string[] => {
  const content = (operation["requestBody"] as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  const schema = content?.["application/json"]?.schema as { $ref?: string; properties?: object } | undefined;
  const resolved =
    schema?.$ref === undefined
      ? schema
      : (schema.$ref
          .slice(2)
          .split("/")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract) as typeof schema);
  return Object.keys(resolved?.properties ?? {});
};

const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const operationId = operation.operationId as OperationId | undefined;
    if (operationId === undefined) return [];
    const pathIds = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
    const namedIds = [...pathIds, ...bodyFields(operation as Record<string, unknown>)].filter((name) =>
      /(^id|Id)$/.test(name),
    );
    return [
      { operationId, method: method.toUpperCase(), path, access: AUTHORIZATION[operationId], namedIds },
    ];
  }),
);

const ofKind = <K extends Access["kind"]>(kind: K) =>
  operations.filter(
    (operation): operation is Operation & { access: Extract<Access, { kind: K }> } =>
      operation.access.kind === kind,
  );

/** The request without the caller's credentials. */
const withoutCredentials = (request: InjectOptions): InjectOptions => {
  const headers = { ...(request.headers as Record<string, string> | undefined) };
  delete headers["authorization"];
  delete headers["cookie"];
  return { ...request, headers };
};

const as = (request: InjectOptions, credentials: Record<string, string>): InjectOptions => ({
  ...request,
  headers: { ...(request.headers as Record<string, string> | undefined), ...credentials },
});

let testApp: TestApp;
let google: LocalOidcProvider;
let partner: Record<string, string>;
let chain: TestChain;

beforeAll(async () => {
  [google, chain] = await Promise.all([startTestGoogle(), startTestChain()]);
  // A chain with a minter key, so a POG card's owner can ask for its mint.
  testApp = await createTestApp({
    telegram: TEST_TELEGRAM_BOT,
    ...googleTestConfig(google),
    chain: testChainConfig(chain),
  });
  partner = { authorization: `Bearer ${(await testPartnerToken(testApp)).partnerToken}` };
});

afterAll(async () => {
  await testApp.app.close();
  await google.close();
  await chain.stop();
});

/** The owner's real object and request: the operation's own recipe unless the table gives one. */
const ownersAttempt = async (operation: Operation): Promise<OwnedAttempt> => {
  const access = operation.access;
  if (access.kind === "owned" && access.attempt !== undefined) return access.attempt(testApp);
  const request = await resolveRecipe(VALID_REQUESTS[operation.operationId], testApp);
  const authorization = (request.headers as Record<string, string> | undefined)?.["authorization"];
  if (authorization === undefined) throw new Error(`${operation.operationId}'s recipe is not signed in`);
  // Recipes reach the owner's object as `me`: the attempts name the owner by id, as an attacker would.
  const ownerId = decodeJwt(authorization.replace(/^Bearer /, "")).sub ?? "";
  const template = operation.path.split("/");
  if (typeof request.url !== "string") throw new Error(`${operation.operationId}'s recipe has no URL`);
  const url = request.url
    .split("/")
    .map((segment, index) => (template[index] === "{userId}" && segment === "me" ? ownerId : segment))
    .join("/");
  return { owner: { authorization: { authorization } }, request: { ...withoutCredentials(request), url } };
};

describe("the classification", () => {
  it("holds every operation of the contract, and nothing else", () => {
    expect(Object.keys(AUTHORIZATION).sort()).toEqual(
      operations.map((operation) => operation.operationId).sort(),
    );
  });

  it.each(operations)("$operationId is classified as the contract declares its security", (operation) => {
    const fact = facts.get(operation.operationId);
    expect(fact).toBeDefined();
    const { kind } = operation.access;
    if (kind === "public")
      expect(fact?.signInRequired || fact?.signInOptional || fact?.partnerOnly).toBe(false);
    if (kind === "guestOrGamer") expect(fact?.signInOptional).toBe(true);
    if (kind === "partner") expect(fact?.partnerOnly).toBe(true);
    if (kind === "signedIn" || kind === "owned" || kind === "admin") expect(fact?.signInRequired).toBe(true);
    // Administration lives under /api/admin, and everything there is administration.
    expect(kind === "admin").toBe(operation.path.startsWith("/api/admin/"));
    // Another gamer's id in the path is always an owned object.
    if (operation.path.includes("{userId}")) expect(kind).toBe("owned");
    // A signed-in operation that names an object by id says why the object is not one account's own.
    if (kind === "signedIn" && operation.namedIds.length > 0)
      expect(operation.access.why, `${operation.operationId} names ${operation.namedIds.join(", ")}`).toMatch(
        /\S/,
      );
  });
});

describe("an owned object", () => {
  it.each(ofKind("owned"))(
    "$operationId: refused to another gamer, a partner game and a guest, still the owner's after",
    async (operation) => {
      const { owner, request } = await ownersAttempt(operation);
      const other = await signInByPhone(testApp.app);
      const { status, code } = operation.access.refused;
      expectProblem(await testApp.app.inject(as(request, other.authorization)), status, code);
      expectProblem(await testApp.app.inject(as(request, partner)), 401, "TokenDecodeFailed");
      expectProblem(await testApp.app.inject(request), 401, "SignInRequired");
      const answer = await testApp.app.inject(as(request, owner.authorization));
      expect(answer.statusCode, answer.body).toBe(facts.get(operation.operationId)?.successStatus);
    },
  );
});

describe("an admin operation", () => {
  it.each(ofKind("admin"))(
    "$operationId: refused to a gamer without the role, a partner game and a guest; the admin's goes through",
    async (operation) => {
      const { owner: admin, request } = await ownersAttempt(operation);
      const gamer = await signInByPhone(testApp.app);
      expectProblem(await testApp.app.inject(as(request, gamer.authorization)), 403, "AdminRoleRequired");
      expectProblem(await testApp.app.inject(as(request, partner)), 401, "TokenDecodeFailed");
      expectProblem(await testApp.app.inject(request), 401, "SignInRequired");
      const answer = await testApp.app.inject(as(request, admin.authorization));
      expect(answer.statusCode, answer.body).toBe(facts.get(operation.operationId)?.successStatus);
    },
  );
});

/** Any value in the path: the token is checked before the parameters and the body are. */
const placeholder = (operation: Operation): InjectOptions => ({
  method: operation.method as "GET",
  url: operation.path.replace(/\{[^}]+\}/g, "1"),
});

describe("a gamer's own account", () => {
  it.each(ofKind("signedIn"))("$operationId: refused to a partner game and a guest", async (operation) => {
    expectProblem(await testApp.app.inject(as(placeholder(operation), partner)), 401, "TokenDecodeFailed");
    expectProblem(await testApp.app.inject(placeholder(operation)), 401, "SignInRequired");
  });
});

describe("a partner operation", () => {
  it.each(ofKind("partner"))(
    "$operationId: refused to a gamer's token and to no token",
    async (operation) => {
      const gamer = await signInByPhone(testApp.app);
      expectProblem(
        await testApp.app.inject(as(placeholder(operation), gamer.authorization)),
        401,
        "TokenDecodeFailed",
      );
      expectProblem(await testApp.app.inject(placeholder(operation)), 401, "SignInRequired");
    },
  );
});

describe("a guest-or-gamer operation", () => {
  it.each(ofKind("guestOrGamer"))(
    "$operationId: a partner game's token never makes its caller the gamer",
    async (operation) => {
      const response = await testApp.app.inject(as(placeholder(operation), partner));
      // Treated as a guest: whatever the answer, it is never the gamer's own view.
      expect(response.statusCode).not.toBe(500);
      if (response.statusCode === 200) expect(response.body).not.toContain('"isParticipant":true');
    },
  );
});
