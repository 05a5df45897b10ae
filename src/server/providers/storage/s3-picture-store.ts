/**
 * Where profile pictures are kept when the server runs on more than one machine: a bucket of Amazon S3 or of
 * anything that speaks its REST API (MinIO, Cloudflare R2, ...), with requests signed by AWS Signature Version 4.
 * Keys are random, as in the folder store, so a picture's address reveals nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { PictureStore } from "@/server/providers/storage/picture-store";

export interface S3PictureStoreOptions {
  /**
   * The service's base URL: `https://s3.eu-west-1.amazonaws.com` for AWS, `http://minio:9000` or
   * `https://<account>.r2.cloudflarestorage.com` elsewhere.
   */
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Put before every key, e.g. `pictures/`. */
  readonly prefix?: string;
  /**
   * `{endpoint}/{bucket}/{key}` (MinIO, R2, fakes) rather than AWS's virtual-hosted `{bucket}.{endpoint host}/{key}`.
   * Defaults to false, as in AWS's SDKs.
   */
  readonly forcePathStyle?: boolean;
  readonly fetch?: typeof fetch;
}

const KEY = /^[a-f0-9]{32}\.jpg$/;

// A picture is read while a person waits for a page; past this an error is better than a hung request.
const REQUEST_TIMEOUT_MS = 15_000;

/** Each segment percent-encoded, the slashes kept: S3 keys may hold `/`, and the prefix usually does. */
const encodePath = (path: string): string => path.split("/").map(encodeURIComponent).join("/");

/** The `<Code>` of S3's XML error body, when there is one. */
const errorCodeOf = (text: string): string | undefined => /<Code>([^<]*)<\/Code>/.exec(text)?.[1];

export const makeS3PictureStore = (options: S3PictureStoreOptions): PictureStore => {
  const { bucket, region } = options;
  const prefix = options.prefix ?? "";
  const fetchImpl = options.fetch ?? fetch;
  // Retries are left to the caller: aws4fetch's own would retry a 5xx ten times with the person waiting.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region,
    retries: 0,
  });

  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const urlOf = (key: string): string => {
    const objectPath = encodePath(`${prefix}${key}`);
    if (options.forcePathStyle === true)
      return `${endpoint.origin}${basePath}/${encodeURIComponent(bucket)}/${objectPath}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}${basePath}/${objectPath}`;
  };

  const send = async (
    method: "PUT" | "GET" | "DELETE",
    key: string,
    init: { readonly headers?: Record<string, string>; readonly body?: Uint8Array<ArrayBuffer> } = {},
  ): Promise<Response> => {
    const where = `S3 ${method} of ${prefix}${key} in bucket ${bucket}`;
    try {
      const request = await client.sign(urlOf(key), {
        method,
        headers: init.headers ?? {},
        ...(init.body === undefined ? {} : { body: init.body }),
        // Content-Type too, so the type a picture is served with is covered by the signature.
        aws: { allHeaders: true },
      });
      return await fetchImpl(request, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`${where} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };

  /** The error for a response that is not 2xx; undefined for a 404 that means no such key, when allowed. */
  const failureOf = async (
    response: Response,
    method: string,
    key: string,
    missingKeyIsFine: boolean,
  ): Promise<Error | undefined> => {
    const code = errorCodeOf(await response.text().catch(() => ""));
    // A missing bucket answers 404 too, but it is a misconfiguration, not a missing picture.
    if (missingKeyIsFine && response.status === 404 && code !== "NoSuchBucket") return undefined;
    return new Error(
      `S3 ${method} of ${prefix}${key} in bucket ${bucket} answered ${response.status}${code === undefined ? "" : ` ${code}`}`,
    );
  };

  return {
    put: async (bytes) => {
      const key = `${randomBytes(16).toString("hex")}.jpg`;
      const body = new Uint8Array(bytes);
      const response = await send("PUT", key, {
        headers: {
          "content-type": "image/jpeg",
          "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
        },
        body,
      });
      if (!response.ok) throw await failureOf(response, "PUT", key, false);
      await response.body?.cancel();
      return key;
    },
    get: async (key) => {
      if (!KEY.test(key)) return undefined;
      const response = await send("GET", key);
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      const failure = await failureOf(response, "GET", key, true);
      if (failure) throw failure;
      return undefined;
    },
    delete: async (key) => {
      if (!KEY.test(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
      const response = await send("DELETE", key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const failure = await failureOf(response, "DELETE", key, true);
      if (failure) throw failure;
    },
  };
};
