/**
 * `kyc/verification-status/{id}` as Server-Sent Events, read over real HTTP as a browser reads it: the current
 * status first, each change as it happens (a DigiLocker consent through the simulator's signed webhook, an admin's
 * review), the end of the stream once the check is decided, `Last-Event-ID` replay, the bearer token in the
 * header only, and another gamer's check refused. Then two servers sharing a database and the real Redis on
 * 127.0.0.1:6379: a stream open on one server hears the review decided on the other.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { buildApp } from "@/server/build-app";
import { KYC_SIMULATOR_PREFIX } from "@/server/plugins/kyc-simulator";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { contractSchema } from "@/server/testing/contract";
import { redisAnswers, TEST_REDIS_URL } from "@/server/testing/redis";
import { signInByEmail, signInByPhone, type TestSession } from "@/server/testing/sign-in";
import {
  createTestApp,
  createTestDatabase,
  quickProofsOfWork,
  type TestApp,
  type TestDatabase,
} from "@/server/testing/test-app";

interface StreamEvent {
  readonly id: string;
  readonly event: string;
  readonly data: { readonly outcome: string; readonly verificationId: string; readonly state: unknown };
}

/** An open event stream: `next()` answers the next event, or undefined when the server ended the stream. */
interface OpenStream {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  next(): Promise<StreamEvent | undefined>;
  close(): Promise<void>;
}

const urlOf = (app: FastifyInstance, path: string) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;

const openStream = async (
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> => {
  const response = await fetch(urlOf(app, path), { headers: { accept: "text/event-stream", ...headers } });
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      next: () => Promise.resolve(undefined),
      close: () => Promise.resolve(),
    };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const next = async (): Promise<StreamEvent | undefined> => {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of frame.split("\n")) {
          const colon = line.indexOf(":");
          if (colon <= 0) continue; // a comment (the heartbeat) or a blank line
          fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        if (!fields.has("data")) continue;
        return {
          id: fields.get("id") ?? "",
          event: fields.get("event") ?? "message",
          data: JSON.parse(fields.get("data") ?? "null") as StreamEvent["data"],
        };
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffered += value;
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    body: "",
    next,
    close: () => reader.cancel(),
  };
};

const eventSchema = contractSchema("KycVerificationEvent");

const expectEvent = (event: StreamEvent | undefined, outcome: string) => {
  expect(event?.event).toBe("status");
  expect(event?.data.outcome).toBe(outcome);
  expect(eventSchema(event?.data)).toEqual([]);
  return event as StreamEvent;
};

const path = (verificationId: string) => `/api/kyc/verification-status/${verificationId}`;

const post = (app: FastifyInstance, session: TestSession | undefined, url: string, payload: object = {}) =>
  app.inject({ method: "POST", url, payload, headers: session?.authorization ?? {} });

const signInAdmin = async (app: FastifyInstance, db: TestApp["database"]) => {
  const session = await signInByEmail(app);
  await campaignRepository.grantRole(db.db, session.userId, ADMIN_ROLE);
  return session;
};

/** A gamer whose PAN waits for an admin's review: the check's id. */
const panInReview = async (app: FastifyInstance, gamer: TestSession): Promise<string> => {
  await app.inject({ method: "POST", url: `${KYC_SIMULATOR_PREFIX}/answers`, payload: { pan: "review" } });
  const pan = await post(app, gamer, "/api/kyc/verify-pan", { pan: "ABCPE1234F", name: "Rahul Sharma" });
  expect(pan.statusCode, pan.body).toBe(200);
  const step = pan.json<{ steps: { step: string; outcome: string; verificationId: string }[] }>().steps[0];
  expect(step).toMatchObject({ step: "pan", outcome: "manualReview" });
  return step!.verificationId;
};

describe("the KYC verification-status stream, in one server", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seedDemoData: false });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it("streams a DigiLocker consent from pending to verified, ends, and replays from Last-Event-ID", async () => {
    const { app } = testApp;
    const gamer = await signInByPhone(app);
    await app.inject({ method: "POST", url: `${KYC_SIMULATOR_PREFIX}/answers`, payload: { pan: "approve" } });
    expect(
      (await post(app, gamer, "/api/kyc/verify-pan", { pan: "ABCPE1234F", name: "Rahul Sharma" })).statusCode,
    ).toBe(200);
    const started = await post(app, gamer, "/api/kyc/verify-aadhaar");
    const { verificationId } = started.json<{ verificationId: string }>();

    const stream = await openStream(app, path(verificationId), gamer.authorization);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("cache-control")).toBe("no-store");
    const pending = expectEvent(await stream.next(), "pending");
    expect(pending.data.verificationId).toBe(verificationId);

    const decided = await app.inject({
      method: "POST",
      url: `${KYC_SIMULATOR_PREFIX}/digilocker/${verificationId}`,
      payload: { decision: "give", name: "Rahul Sharma" },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const verified = expectEvent(await stream.next(), "verified");
    expect(verified.data.state).toMatchObject({ nextStep: "bank" });
    expect(verified.id).not.toBe(pending.id);
    expect(await stream.next()).toBeUndefined();

    // A client that saw only the pending event gets the verified one, and the stream ends after it.
    const resumed = await openStream(app, path(verificationId), {
      ...gamer.authorization,
      "last-event-id": pending.id,
    });
    expect(expectEvent(await resumed.next(), "verified").id).toBe(verified.id);
    expect(await resumed.next()).toBeUndefined();

    // One that saw the last event is told to stop: 204.
    const done = await openStream(app, path(verificationId), {
      ...gamer.authorization,
      "last-event-id": verified.id,
    });
    expect(done.status).toBe(204);
  });

  it("streams an admin's review of a PAN, sent by the same server", async () => {
    const { app } = testApp;
    const gamer = await signInByPhone(app);
    const verificationId = await panInReview(app, gamer);
    const stream = await openStream(app, path(verificationId), gamer.authorization);
    const first = expectEvent(await stream.next(), "manualReview");

    const admin = await signInAdmin(app, testApp.database);
    const reviewed = await post(app, admin, `/api/admin/kyc/reviews/${verificationId}`, {
      decision: "reject",
      note: "The name on the PAN is not the gamer's",
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const rejected = expectEvent(await stream.next(), "rejected");
    expect(rejected.data.state).toMatchObject({ status: "rejected", reason: "reviewerRejected" });
    expect(rejected.id).not.toBe(first.id);
    expect(await stream.next()).toBeUndefined();
  });

  it("takes the token from the Authorization header or the cookie, never from the URL", async () => {
    const { app } = testApp;
    const gamer = await signInByPhone(app);
    const verificationId = await panInReview(app, gamer);
    const token = gamer.authorization.authorization.slice("Bearer ".length);

    const inUrl = await openStream(app, `${path(verificationId)}?access_token=${token}`);
    expect(inUrl.status).toBe(401);
    expect(JSON.parse(inUrl.body)).toMatchObject({ code: "SignInRequired" });

    const byCookie = await openStream(app, path(verificationId), { cookie: `__Host-accessToken=${token}` });
    expect(byCookie.status).toBe(200);
    expectEvent(await byCookie.next(), "manualReview");
    await byCookie.close();
  });

  it("refuses another gamer's check and an unknown one with 404 KycVerificationNotFound", async () => {
    const { app } = testApp;
    const owner = await signInByPhone(app);
    const other = await signInByPhone(app);
    const verificationId = await panInReview(app, owner);
    for (const id of [verificationId, randomUUID()]) {
      const refused = await openStream(app, path(id), other.authorization);
      expect(refused.status).toBe(404);
      expect(refused.headers.get("content-type")).toContain("application/problem+json");
      expect(JSON.parse(refused.body)).toMatchObject({ code: "KycVerificationNotFound" });
    }
  });
});

describe.runIf(await redisAnswers())("the KYC verification-status stream across two servers (Redis)", () => {
  let shared: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const url = new URL(TEST_REDIS_URL);
    url.pathname = "/9";
    shared = await createTestDatabase({
      seedDemoData: false,
      redisUrl: url.toString(),
      redisKeyPrefix: `test:${randomUUID()}:`,
    });
    for (let i = 0; i < 2; i++) {
      const { app } = await buildApp({
        config: shared.config,
        database: shared.database,
        layer: quickProofsOfWork,
      });
      apps.push(app);
      await app.listen({ port: 0, host: "127.0.0.1" });
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await shared.close();
  });

  it("tells a stream on one server of the review decided on the other", async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const gamer = await signInByPhone(first);
    const verificationId = await panInReview(first, gamer);
    const stream = await openStream(first, path(verificationId), gamer.authorization);
    expectEvent(await stream.next(), "manualReview");

    const admin = await signInAdmin(second, shared.database);
    const reviewed = await post(second, admin, `/api/admin/kyc/reviews/${verificationId}`, {
      decision: "approve",
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const verified = expectEvent(await stream.next(), "verified");
    expect(verified.data.state).toMatchObject({ nextStep: "aadhaar" });
    expect(await stream.next()).toBeUndefined();
  });
});
