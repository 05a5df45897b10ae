import { createHash } from "node:crypto";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeS3PictureStore, type S3PictureStoreOptions } from "@/server/providers/storage/s3-picture-store";
import { type FakeS3, signatureV4, startFakeS3 } from "@/server/testing/fakes/fake-s3";

const CREDENTIALS = {
  accessKeyId: "AKIAKLEOSTEST0000001",
  secretAccessKey: "kleos/test/secret+key/0000000000000000000",
  region: "eu-west-1",
  bucket: "kleos-pictures",
};

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

/** A 127.0.0.1 port nothing listens on: taken from the OS, then let go. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe("makeS3PictureStore", () => {
  let fake: FakeS3;
  const storeWith = (overrides: Partial<S3PictureStoreOptions> = {}) =>
    makeS3PictureStore({ ...CREDENTIALS, endpoint: fake.endpoint, forcePathStyle: true, ...overrides });

  beforeAll(async () => {
    fake = await startFakeS3(CREDENTIALS);
  });

  afterAll(async () => {
    await fake.close();
  });

  it("puts, gets and deletes a picture under a new random key", async () => {
    const store = storeWith();

    const key = await store.put(JPEG);
    const other = await store.put(JPEG);

    expect(key).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(other).not.toBe(key);
    expect(await store.get(key)).toEqual(JPEG);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.get(other)).toEqual(JPEG);
  });

  it("sends a signed PUT of the bytes as image/jpeg, under the prefix", async () => {
    const store = storeWith({ prefix: "pictures/" });

    const key = await store.put(JPEG);

    expect(fake.objects.get(`pictures/${key}`)).toEqual({
      body: Buffer.from(JPEG),
      contentType: "image/jpeg",
    });
    const put = fake.requests.findLast((request) => request.method === "PUT");
    expect(put?.key).toBe(`pictures/${key}`);
    expect(put?.signedHeaders).toEqual(
      expect.arrayContaining(["content-type", "host", "x-amz-content-sha256", "x-amz-date"]),
    );
  });

  it("reads a missing key as undefined and deletes it without complaint", async () => {
    const store = storeWith();
    const missing = `${"0".repeat(32)}.jpg`;

    expect(await store.get(missing)).toBeUndefined();
    await expect(store.delete(missing)).resolves.toBeUndefined();
  });

  it("throws naming the bucket, key and S3 code when the secret is wrong", async () => {
    const store = storeWith({ secretAccessKey: "not-the-secret" });

    await expect(store.put(JPEG)).rejects.toThrow(
      /S3 PUT of [a-f0-9]{32}\.jpg in bucket kleos-pictures answered 403 SignatureDoesNotMatch/,
    );
    await expect(store.get(`${"1".repeat(32)}.jpg`)).rejects.toThrow(
      `S3 GET of ${"1".repeat(32)}.jpg in bucket kleos-pictures answered 403 SignatureDoesNotMatch`,
    );
  });

  it("throws on an unknown access key and on a missing bucket", async () => {
    await expect(storeWith({ accessKeyId: "AKIANOBODY0000000000" }).put(JPEG)).rejects.toThrow(
      /answered 403 InvalidAccessKeyId/,
    );
    await expect(storeWith({ bucket: "elsewhere" }).get(`${"2".repeat(32)}.jpg`)).rejects.toThrow(
      `S3 GET of ${"2".repeat(32)}.jpg in bucket elsewhere answered 404 NoSuchBucket`,
    );
  });

  it("throws naming the bucket and key when the server is down", async () => {
    const store = storeWith({ endpoint: `http://127.0.0.1:${await closedPort()}` });

    await expect(store.put(JPEG)).rejects.toThrow(
      /S3 PUT of [a-f0-9]{32}\.jpg in bucket kleos-pictures failed/,
    );
    await expect(store.get(`${"3".repeat(32)}.jpg`)).rejects.toThrow(
      `S3 GET of ${"3".repeat(32)}.jpg in bucket kleos-pictures failed`,
    );
  });

  it("addresses the bucket as a host name unless path style is forced", async () => {
    const urls: string[] = [];
    const recording: typeof fetch = (input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response(null, { status: 200 }));
    };
    const store = makeS3PictureStore({
      ...CREDENTIALS,
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      prefix: "pictures/",
      fetch: recording,
    });

    const key = await store.put(JPEG);

    expect(urls).toEqual([`https://kleos-pictures.s3.eu-west-1.amazonaws.com/pictures/${key}`]);
  });
});

describe("startFakeS3", () => {
  let fake: FakeS3;
  const client = new AwsClient({ ...CREDENTIALS, service: "s3", retries: 0 });

  beforeAll(async () => {
    fake = await startFakeS3(CREDENTIALS);
  });

  afterAll(async () => {
    await fake.close();
  });

  const objectUrl = () => `${fake.endpoint}/${CREDENTIALS.bucket}/self-check.jpg`;
  const signedPut = (body: Uint8Array<ArrayBuffer>) =>
    client.sign(objectUrl(), {
      method: "PUT",
      headers: {
        "content-type": "image/jpeg",
        "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
      },
      body,
      aws: { allHeaders: true },
    });
  const codeOf = async (response: Response) => /<Code>([^<]*)<\/Code>/.exec(await response.text())?.[1];

  it("accepts a correctly signed request", async () => {
    const response = await fetch(await signedPut(new Uint8Array(JPEG)));

    expect(response.status).toBe(200);
  });

  it("refuses a tampered signature", async () => {
    const request = await signedPut(new Uint8Array(JPEG));
    const authorization = request.headers.get("authorization") ?? "";
    const last = authorization.at(-1) === "0" ? "1" : "0";
    request.headers.set("authorization", `${authorization.slice(0, -1)}${last}`);

    const response = await fetch(request);

    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe("SignatureDoesNotMatch");
  });

  it("refuses a signed header changed after signing", async () => {
    const request = await signedPut(new Uint8Array(JPEG));
    request.headers.set("content-type", "text/html");

    const response = await fetch(request);

    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe("SignatureDoesNotMatch");
  });

  it("refuses a body that does not match the signed hash", async () => {
    const signed = await signedPut(new Uint8Array(JPEG));
    const response = await fetch(signed.url, {
      method: "PUT",
      headers: signed.headers,
      body: new Uint8Array([1, 2, 3]),
    });

    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe("XAmzContentSHA256Mismatch");
  });

  it("refuses an unsigned request", async () => {
    const response = await fetch(objectUrl());

    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe("AccessDenied");
  });

  it("computes the signature of AWS's documented GetObject example", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "GET Object".
    const emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    const { signature } = signatureV4({
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      method: "GET",
      path: "/test.txt",
      query: "",
      headers: {
        host: ["examplebucket.s3.amazonaws.com"],
        range: ["bytes=0-9"],
        "x-amz-content-sha256": [emptyHash],
        "x-amz-date": ["20130524T000000Z"],
      },
      signedHeaders: ["host", "range", "x-amz-content-sha256", "x-amz-date"],
      payloadHash: emptyHash,
      amzDate: "20130524T000000Z",
      region: "us-east-1",
      service: "s3",
    });

    expect(signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });
});
