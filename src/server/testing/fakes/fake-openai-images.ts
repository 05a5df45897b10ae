/**
 * A fake of OpenAI's image API on 127.0.0.1 (port 0), speaking its documented format: Bearer auth,
 * `POST /v1/images/generations` (JSON) and `POST /v1/images/edits` (multipart with an `image` file), both
 * answering `{ created, data: [{ b64_json }] }`, and errors as `{ error: { message, type, param, code } }`.
 * `failNext` makes the next call answer an error; `received` keeps what came.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export interface ReceivedImageCall {
  readonly path: string;
  readonly contentType: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The uploaded image of an edit: its type and size in pixels. */
  readonly image?: { readonly type: string; readonly width: number; readonly height: number };
}

export interface FakeOpenAiImages {
  readonly apiBase: string;
  readonly apiKey: string;
  readonly received: ReceivedImageCall[];
  failNext(status: number, error: { message: string; type: string; code: string | null }): void;
  /** The next answer holds this instead of an image. */
  answerNext(body: unknown): void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

export const startFakeOpenAiImages = async (): Promise<FakeOpenAiImages> => {
  const apiKey = "sk-test-kleos-fake";
  const received: ReceivedImageCall[] = [];
  let failure: { status: number; error: object } | undefined;
  let override: unknown;

  const image = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#7b2cbf" } })
    .jpeg()
    .toBuffer();

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? "";
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        send(response, 401, {
          error: {
            message: "Incorrect API key provided",
            type: "invalid_request_error",
            param: null,
            code: "invalid_api_key",
          },
        });
        return;
      }
      if (request.method !== "POST" || (path !== "/v1/images/generations" && path !== "/v1/images/edits")) {
        send(response, 404, {
          error: { message: "Not found", type: "invalid_request_error", param: null, code: null },
        });
        return;
      }
      const contentType = request.headers["content-type"] ?? "";
      const fields: Record<string, string> = {};
      let uploaded: ReceivedImageCall["image"];
      if (path === "/v1/images/generations") {
        for (const [key, value] of Object.entries(
          JSON.parse(body.toString("utf8")) as Record<string, unknown>,
        ))
          fields[key] = String(value);
      } else {
        const form = await new Request("http://fake/", {
          method: "POST",
          headers: { "content-type": contentType },
          body: new Uint8Array(body),
        }).formData();
        for (const [key, value] of form.entries()) {
          if (typeof value === "string") fields[key] = value;
          else {
            const bytes = Buffer.from(await value.arrayBuffer());
            const { width = 0, height = 0 } = await sharp(bytes).metadata();
            uploaded = { type: value.type, width, height };
          }
        }
        if (uploaded === undefined) {
          send(response, 400, {
            error: { message: "Missing image", type: "invalid_request_error", param: "image", code: null },
          });
          return;
        }
      }
      received.push({ path, contentType, fields, ...(uploaded === undefined ? {} : { image: uploaded }) });
      if (failure !== undefined) {
        const { status, error } = failure;
        failure = undefined;
        send(response, status, { error: { param: null, ...error } });
        return;
      }
      if (override !== undefined) {
        const answer = override;
        override = undefined;
        send(response, 200, answer);
        return;
      }
      send(response, 200, { created: 1_700_000_000, data: [{ b64_json: image.toString("base64") }] });
    })().catch((error: unknown) => {
      send(response, 500, {
        error: { message: String(error), type: "server_error", param: null, code: null },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    failNext: (status, error) => {
      failure = { status, error };
    },
    answerNext: (body) => {
      override = body;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
