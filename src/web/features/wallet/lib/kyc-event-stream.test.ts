import { describe, expect, it } from "vitest";
import type { KycVerificationEvent } from "@/web/features/wallet/api/kyc-api";
import { sseParser, watchKycVerification } from "@/web/features/wallet/lib/kyc-event-stream";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { fakeApi, problem } from "@/web/testing/fake-api";

const ID = "5b1f3c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b";
const PATH = `GET /api/kyc/verification-status/${ID}`;

const event = (outcome: KycVerificationEvent["outcome"]): KycVerificationEvent => ({
  verificationId: ID,
  step: "aadhaar",
  outcome,
  reason: null,
  detail: null,
  updatedAt: "2026-03-05T14:07:00.000Z",
  state: {
    country: "IN",
    status: "pending",
    reason: null,
    withAadhaar: true,
    nextStep: outcome === "verified" ? "bank" : "aadhaar",
    steps: [],
    bonus: { currency: "KCASH", amount: 5000, claimed: false },
  },
});

/** An event stream that sends `chunks` and ends. */
const stream = (chunks: readonly string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { "content-type": "text/event-stream" } },
  );

const sse = (id: string, data: unknown) => `id: ${id}\nevent: status\ndata: ${JSON.stringify(data)}\n\n`;

describe("sseParser", () => {
  it("reads events split anywhere across chunks, with comments, CRLF and multi-line data", () => {
    const parser = sseParser();
    expect(parser.push(": keep-alive\n\nid: 1\nevent: sta")).toEqual([]);
    expect(parser.push("tus\r\ndata: a\r\ndata: b\r\n")).toEqual([]);
    expect(parser.push("\r\ndata:c\n\n")).toEqual([
      { id: "1", event: "status", data: "a\nb" },
      { id: "1", event: "message", data: "c" },
    ]);
  });
});

describe("watchKycVerification", () => {
  it("reconnects a dropped stream with Last-Event-ID and stops after the decided event", async () => {
    let calls = 0;
    const fake = fakeApi({
      [PATH]: () => {
        calls += 1;
        return calls === 1
          ? stream([sse("v1", event("pending")).slice(0, 20), sse("v1", event("pending")).slice(20)])
          : stream([sse("v2", event("verified"))]);
      },
    });
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch: fake.fetch });
    const seen: string[] = [];
    await watchKycVerification(client, ID, {
      signal: new AbortController().signal,
      retryDelay: () => 0,
      onEvent: (status) => seen.push(status.outcome),
    });
    expect(seen).toEqual(["pending", "verified"]);
    const requests = fake.to(PATH);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.get("last-event-id")).toBeNull();
    expect(requests[1]?.headers.get("last-event-id")).toBe("v1");
    // The session travels in the request's headers or cookie, never in the URL.
    expect(requests.every((request) => [...request.query.keys()].length === 0)).toBe(true);
  });

  it("ends quietly when the server says the last event was seen (204)", async () => {
    const fake = fakeApi({ [PATH]: { status: 204 } });
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch: fake.fetch });
    const seen: unknown[] = [];
    await watchKycVerification(client, ID, {
      signal: new AbortController().signal,
      onEvent: (status) => seen.push(status),
    });
    expect(seen).toEqual([]);
  });

  it("fails with the problem when the check is not the caller's (404)", async () => {
    const fake = fakeApi({ [PATH]: problem(404, "KycVerificationNotFound") });
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch: fake.fetch });
    const watching = watchKycVerification(client, ID, {
      signal: new AbortController().signal,
      onEvent: () => undefined,
    });
    await expect(watching).rejects.toBeInstanceOf(ApiError);
    await expect(watching).rejects.toMatchObject({
      status: 404,
      problem: { code: "KycVerificationNotFound" },
    });
  });

  it("retries after a server fault until a stream answers", async () => {
    let calls = 0;
    const fake = fakeApi({
      [PATH]: () => {
        calls += 1;
        return calls === 1 ? problem(503, "UpstreamFailed") : stream([sse("v2", event("verified"))]);
      },
    });
    const client = createApiClient({ baseUrl: "http://kleos.test", fetch: fake.fetch });
    const seen: string[] = [];
    await watchKycVerification(client, ID, {
      signal: new AbortController().signal,
      retryDelay: () => 0,
      onEvent: (status) => seen.push(status.outcome),
    });
    expect(seen).toEqual(["verified"]);
  });
});
