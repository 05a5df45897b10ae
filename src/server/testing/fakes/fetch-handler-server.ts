/**
 * A fake provider's world (a fetch handler: Request in, Response out) behind a real HTTP server on 127.0.0.1, on
 * a free port, so the real adapters talk to it over the network.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FetchHandlerServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly close: () => Promise<void>;
}

export const serveFetchHandler = async (
  handle: (request: Request) => Promise<Response>,
): Promise<FetchHandlerServer> => {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === "string") headers.set(name, value);
      const method = incoming.method ?? "GET";
      const body = Buffer.concat(chunks);
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method,
        headers,
        ...(method === "GET" || method === "HEAD" || body.length === 0 ? {} : { body: new Uint8Array(body) }),
      });
      void handle(request).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
};
