/**
 * Cashfree Secure ID on 127.0.0.1, port 0: the same small world the local KYC simulator runs
 * (providers/kyc/cashfree-world.ts), served over real HTTP under `/verification` so the adapter's client meets
 * real sockets, status codes and headers.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { makeCashfreeWorld, type CashfreeWorld } from "@/server/providers/kyc/cashfree-world";

export interface FakeCashfree {
  /** The API base the adapter is given: `${origin}/verification`. */
  readonly apiBase: string;
  readonly world: CashfreeWorld;
  close(): Promise<void>;
}

export const FAKE_CASHFREE_CLIENT_ID = "CF_TEST_CLIENT";
export const FAKE_CASHFREE_CLIENT_SECRET = "cfsk_test_0123456789abcdef";

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const startFakeCashfree = async (): Promise<FakeCashfree> => {
  let origin = "";
  const world = makeCashfreeWorld({
    clientId: FAKE_CASHFREE_CLIENT_ID,
    clientSecret: FAKE_CASHFREE_CLIENT_SECRET,
    consentUrlOf: (verificationId) => `${origin}/dgl/${encodeURIComponent(verificationId)}`,
  });
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers.set(name, value);
      const answer = await world.handle(
        new Request(`http://127.0.0.1${request.url ?? "/"}`, {
          method: request.method ?? "GET",
          headers,
          ...(body.length > 0 && request.method !== "GET" ? { body: new Uint8Array(body) } : {}),
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: `${origin}/verification`,
    world,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
};
