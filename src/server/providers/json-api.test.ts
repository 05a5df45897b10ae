import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJsonApi, type JsonApiOptions } from "@/server/providers/json-api";

class ServiceDown extends Error {}

/** What the service was asked, and how it answers the next call. */
interface Seen {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
let seen: Seen[] = [];
let answer: (response: ServerResponse) => void = (response) => response.end("{}");

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    answer(response);
  });
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const api = (options: Partial<JsonApiOptions> = {}) =>
  makeJsonApi({
    apiBase: base,
    headers: { authorization: "Basic a2V5OnNlY3JldA==" },
    failure: (message, cause) => new ServiceDown(message, cause),
    ...options,
  });

const failureOf = async (call: Promise<unknown>): Promise<ServiceDown> => {
  const error: unknown = await call.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  if (!(error instanceof ServiceDown)) throw new Error(`Expected ServiceDown, got ${String(error)}`);
  return error;
};

describe("a JSON API call", () => {
  it("sends the credentials and a JSON body, and answers the service's JSON", async () => {
    seen = [];
    answer = (response) =>
      response.writeHead(200, { "content-type": "application/json" }).end('{"id":"o_1"}');
    expect(await api()<{ id: string }>("POST", "/v1/orders", { amount: 500 })).toEqual({ id: "o_1" });
    expect(seen).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/v1/orders",
        body: '{"amount":500}',
        headers: expect.objectContaining({
          authorization: "Basic a2V5OnNlY3JldA==",
          accept: "application/json",
          "content-type": "application/json",
        }),
      }),
    ]);
  });

  it("sends no body and no content type when there is none", async () => {
    seen = [];
    answer = (response) => response.end('{"status":"paid"}');
    expect(await api()("GET", "/v1/orders/o_1")).toEqual({ status: "paid" });
    expect(seen[0]?.body).toBe("");
    expect(seen[0]?.headers["content-type"]).toBeUndefined();
  });

  it("fails with the adapter's error naming the call, the status and the start of the refusal", async () => {
    answer = (response) => response.writeHead(401).end(`{"error":"${"x".repeat(400)}"}`);
    const error = await failureOf(api()("GET", "/v1/orders/o_1"));
    expect(error.message).toBe(`GET /v1/orders/o_1 answered 401: {"error":"${"x".repeat(290)}`);
  });

  it("fails with the adapter's error when the answer is not JSON", async () => {
    answer = (response) => response.end("<html>Bad gateway</html>");
    const error = await failureOf(api()("GET", "/v1/orders/o_1"));
    expect(error.message).toBe("GET /v1/orders/o_1 answered no JSON");
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it("fails with the adapter's error when the service cannot be reached or does not answer in time", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await failureOf(api({ apiBase: closedBase })("GET", "/v1/orders/o_1"));
    expect(unreachable.message).toBe("GET /v1/orders/o_1 failed");
    expect(unreachable.cause).toBeInstanceOf(Error);

    answer = () => undefined;
    const silent = await failureOf(api({ timeoutMs: 50 })("POST", "/v1/orders", {}));
    expect(silent.message).toBe("POST /v1/orders failed");
    expect((silent.cause as Error).name).toBe("TimeoutError");
  });
});
