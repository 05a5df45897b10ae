/**
 * A loopback Web Push service (RFC 8030) for tests: it checks each message's VAPID authorization (RFC 8292: an
 * ES256 JWT for the endpoint's origin, signed by the key in `k`), and decrypts its aes128gcm body (RFC 8188, with
 * RFC 8291's key derivation) with the browser's private key and auth secret, as a browser would. Endpoints
 * marked gone answer 410.
 */
import { createECDH, createHmac, createPublicKey, createDecipheriv, verify, type ECDH } from "node:crypto";
import { serveFetchHandler, type FetchHandlerServer } from "@/server/testing/fakes/fetch-handler-server";

export interface ReceivedPush {
  readonly path: string;
  readonly ttl: string | null;
  readonly topic: string | null;
  readonly jwtClaims: Record<string, unknown>;
  readonly vapidKey: string;
  readonly payload: string;
}

export interface BrowserKeys {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
}

export interface FakePushService extends FetchHandlerServer {
  readonly received: ReceivedPush[];
  readonly refused: string[];
  /** Registers a browser's keys for a path (the fake decrypts what arrives there). */
  browser(path: string, keys: BrowserKeys): void;
  /** Answers 410 Gone for this path from now on. */
  gone(path: string): void;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** The public key of `k` (uncompressed P-256 point, base64url) as a verifying key. */
const vapidPublicKey = (k: string) => {
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  return createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
};

const checkVapid = (authorization: string | null, origin: string) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (match === null) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token = "", k = ""] = match;
  const [header = "", claims = "", signature = ""] = token.split(".");
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as Record<string, unknown>;
  if (head["alg"] !== "ES256") throw new Error(`VAPID alg is ${String(head["alg"])}`);
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: vapidPublicKey(k), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("The VAPID JWT's signature does not verify");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
  if (body["aud"] !== origin) throw new Error(`The VAPID audience is ${String(body["aud"])}, not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof body["exp"] !== "number" || body["exp"] <= now || body["exp"] > now + 24 * 3600)
    throw new Error("The VAPID JWT's expiry is not within 24 hours");
  if (typeof body["sub"] !== "string" || !/^(mailto:|https:)/.test(body["sub"]))
    throw new Error("The VAPID subject is no mailto: or https: URL");
  return { claims: body, k };
};

/** Decrypts an aes128gcm body for the browser with `keys` (RFC 8291 §3.4, RFC 8188 §2). */
export const decryptAes128gcm = (body: Buffer, keys: BrowserKeys): string => {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("More than one record");
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(keys.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("The last record has no 0x02 delimiter");
  return padded.subarray(0, end).toString("utf8");
};

export const newBrowserKeys = (): BrowserKeys => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: Buffer.from(Array.from({ length: 16 }, (_, index) => (index * 37 + 11) % 256)) };
};

export const startFakePushService = async (): Promise<FakePushService> => {
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const browsers = new Map<string, BrowserKeys>();
  const goneIds = new Set<string>();
  const server = await serveFetchHandler(async (request) => {
    const url = new URL(request.url);
    if (goneIds.has(url.pathname)) return new Response(null, { status: 410 });
    const keys = browsers.get(url.pathname);
    if (keys === undefined) return new Response(null, { status: 404 });
    try {
      if (request.headers.get("content-encoding") !== "aes128gcm") throw new Error("Not aes128gcm");
      const origin = `http://127.0.0.1:${new URL(server.url).port}`;
      const { claims, k } = checkVapid(request.headers.get("authorization"), origin);
      const body = Buffer.from(await request.arrayBuffer());
      received.push({
        path: url.pathname,
        ttl: request.headers.get("ttl"),
        topic: request.headers.get("topic"),
        jwtClaims: claims,
        vapidKey: k,
        payload: decryptAes128gcm(body, keys),
      });
      return new Response(null, { status: 201 });
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
      return new Response(null, { status: 400 });
    }
  });
  return {
    ...server,
    received,
    refused,
    browser: (path, keys) => browsers.set(path, keys),
    gone: (path) => goneIds.add(path),
  };
};
