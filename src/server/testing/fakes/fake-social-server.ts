/** The fake X and Discord world behind a real HTTP server on 127.0.0.1 (a free port), for the adapters' tests. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeSocialWorld } from "@/server/providers/social/fake-social-world";

export interface FakeSocialServer {
  /** `http://127.0.0.1:<port>`; X answers under `/x`, Discord under `/discord/api/v10`. */
  readonly url: string;
  readonly close: () => Promise<void>;
}

export const startFakeSocialServer = async (world: FakeSocialWorld): Promise<FakeSocialServer> => {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === "string") headers.set(name, value);
      const method = incoming.method ?? "GET";
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method,
        headers,
        ...(method === "GET" || method === "HEAD" ? {} : { body: Buffer.concat(chunks) }),
      });
      void world.handle(request).then(async (response) => {
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
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
