/**
 * A stand-in for Amazon S3 on 127.0.0.1: PutObject, GetObject and DeleteObject on path-style URLs
 * (`/{bucket}/{key}`), for one bucket and one set of credentials. Every request must carry a valid AWS Signature
 * Version 4 in its Authorization header, recomputed here from the documented algorithm, so a store that signs
 * wrongly fails its tests instead of passing against a server that believes anyone. Errors are S3's own XML.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3Options {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly bucket: string;
}

export interface FakeS3Object {
  readonly body: Buffer;
  readonly contentType: string | undefined;
}

/** A request that passed signature checks, as the fake understood it. */
export interface FakeS3Request {
  readonly method: string;
  readonly key: string;
  /** The SignedHeaders of its Authorization header, in order. */
  readonly signedHeaders: readonly string[];
}

export interface FakeS3 {
  /** The endpoint to configure, path-style: objects live at `{endpoint}/{bucket}/{key}`. */
  readonly endpoint: string;
  /** Objects by key (without the bucket). */
  readonly objects: Map<string, FakeS3Object>;
  readonly requests: readonly FakeS3Request[];
  close(): Promise<void>;
}

export interface SignatureV4Input {
  readonly secretAccessKey: string;
  readonly method: string;
  /** The request path as sent, percent-encoded or not. */
  readonly path: string;
  /** The query string without `?`. */
  readonly query: string;
  /** Header values by lower-case name, each value list in the order received. */
  readonly headers: Readonly<Record<string, readonly string[] | undefined>>;
  readonly signedHeaders: readonly string[];
  /** The x-amz-content-sha256 value: a hex SHA-256 of the body or `UNSIGNED-PAYLOAD`. */
  readonly payloadHash: string;
  /** `YYYYMMDDTHHMMSSZ`, from x-amz-date. */
  readonly amzDate: string;
  readonly region: string;
  readonly service: string;
}

export interface SignatureV4 {
  readonly canonicalRequest: string;
  readonly stringToSign: string;
  readonly signature: string;
}

const ALGORITHM = "AWS4-HMAC-SHA256";

// S3 refuses a request whose x-amz-date is more than 15 minutes from its clock.
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");

const hmac = (key: string | Buffer, data: string): Buffer => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 defines it: everything but `A-Za-z0-9-._~` as upper-case `%XX`. */
const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decodeOrKeep = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** S3 encodes the path once and keeps it as is: no collapsing of `//`, no resolving of `.` segments. */
const canonicalUri = (path: string): string =>
  path
    .split("/")
    .map((segment) => uriEncode(decodeOrKeep(segment)))
    .join("/") || "/";

const canonicalQuery = (query: string): string =>
  [...new URLSearchParams(query)]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([n1, v1], [n2, v2]) => (n1 < n2 ? -1 : n1 > n2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");

const canonicalHeaderValue = (values: readonly string[] | undefined): string =>
  (values ?? []).map((value) => value.trim().replace(/\s+/g, " ")).join(",");

/** The documented SigV4 computation: canonical request, string to sign, derived signing key, signature. */
export const signatureV4 = (input: SignatureV4Input): SignatureV4 => {
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri(input.path),
    canonicalQuery(input.query),
    input.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(input.headers[name])}\n`).join(""),
    input.signedHeaders.join(";"),
    input.payloadHash,
  ].join("\n");
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = [ALGORITHM, input.amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const dateKey = hmac(`AWS4${input.secretAccessKey}`, date);
  const signingKey = hmac(hmac(hmac(dateKey, input.region), input.service), "aws4_request");
  return {
    canonicalRequest,
    stringToSign,
    signature: createHmac("sha256", signingKey).update(stringToSign).digest("hex"),
  };
};

interface S3Error {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /** Extra elements S3 adds for this error (`Key`, `BucketName`, `StringToSign`, ...). */
  readonly details?: Readonly<Record<string, string>>;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

const answerError = (response: ServerResponse, error: S3Error): void => {
  const elements = { Code: error.code, Message: error.message, ...error.details };
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<Error>",
    ...Object.entries(elements).map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`),
    `<RequestId>${randomBytes(8).toString("hex").toUpperCase()}</RequestId>`,
    "</Error>",
  ].join("");
  response.writeHead(error.status, { "content-type": "application/xml" }).end(body);
};

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

interface Authorization {
  readonly accessKeyId: string;
  readonly date: string;
  readonly region: string;
  readonly service: string;
  readonly terminator: string;
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/([^/,\s]+),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([a-f0-9]{64})$/;

const parseAuthorization = (header: string): Authorization | undefined => {
  const match = AUTHORIZATION.exec(header.trim());
  if (!match) return undefined;
  const [, accessKeyId, date, region, service, terminator, signedHeaders, signature] = match;
  if (!accessKeyId || !date || !region || !service || !terminator || !signedHeaders || !signature)
    return undefined;
  return {
    accessKeyId,
    date,
    region,
    service,
    terminator,
    signedHeaders: signedHeaders.split(";"),
    signature,
  };
};

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const parseAmzDate = (value: string): number | undefined => {
  const match = AMZ_DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0);
};

const malformed = (message: string, details?: Record<string, string>): S3Error => ({
  status: 400,
  code: "AuthorizationHeaderMalformed",
  message,
  ...(details === undefined ? {} : { details }),
});

/** Checks the request's signature against the body; answers the parsed Authorization or the S3 error. */
const authenticate = (
  options: FakeS3Options,
  request: IncomingMessage,
  body: Buffer,
): Authorization | S3Error => {
  const header = request.headers.authorization;
  if (header === undefined) return { status: 403, code: "AccessDenied", message: "Access Denied" };
  const authorization = parseAuthorization(header);
  if (authorization === undefined)
    return malformed("The authorization header is malformed; it must be AWS4-HMAC-SHA256 Credential=...");
  if (authorization.accessKeyId !== options.accessKeyId) {
    return {
      status: 403,
      code: "InvalidAccessKeyId",
      message: "The AWS Access Key Id you provided does not exist in our records.",
      details: { AWSAccessKeyId: authorization.accessKeyId },
    };
  }
  if (authorization.region !== options.region) {
    return malformed(
      `The authorization header is malformed; the region '${authorization.region}' is wrong; expecting '${options.region}'`,
      { Region: options.region },
    );
  }
  if (authorization.service !== "s3" || authorization.terminator !== "aws4_request")
    return malformed(
      "The authorization header is malformed; incorrect service or terminal in the credential.",
    );

  const amzDate = request.headers["x-amz-date"];
  const time = typeof amzDate === "string" ? parseAmzDate(amzDate) : undefined;
  if (typeof amzDate !== "string" || time === undefined)
    return {
      status: 403,
      code: "AccessDenied",
      message: "AWS authentication requires a valid Date or x-amz-date header",
    };
  if (amzDate.slice(0, 8) !== authorization.date)
    return malformed(
      `The authorization header is malformed; Invalid credential date. Date is not the same as X-Amz-Date: ${authorization.date}.`,
    );
  if (Math.abs(Date.now() - time) > MAX_SKEW_MS) {
    return {
      status: 403,
      code: "RequestTimeTooSkewed",
      message: "The difference between the request time and the current time is too large.",
      details: { RequestTime: amzDate, ServerTime: new Date().toISOString() },
    };
  }

  const payloadHash = request.headers["x-amz-content-sha256"];
  if (typeof payloadHash !== "string")
    return {
      status: 400,
      code: "InvalidRequest",
      message: "Missing required header for this request: x-amz-content-sha256",
    };
  if (payloadHash !== "UNSIGNED-PAYLOAD" && !/^[a-f0-9]{64}$/.test(payloadHash))
    return {
      status: 400,
      code: "InvalidArgument",
      message: "x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256 hex digest",
    };

  const unsigned = [
    "host",
    ...Object.keys(request.headers).filter((name) => name.startsWith("x-amz-")),
  ].filter((name) => !authorization.signedHeaders.includes(name));
  if (unsigned.length > 0) {
    return {
      status: 403,
      code: "AccessDenied",
      message: `There were headers present in the request which were not signed: ${unsigned.join(", ")}`,
      details: { HeadersNotSigned: unsigned.join(", ") },
    };
  }

  const [path = "/", query = ""] = (request.url ?? "/").split(/\?(.*)/s);
  const expected = signatureV4({
    secretAccessKey: options.secretAccessKey,
    method: request.method ?? "GET",
    path,
    query,
    headers: request.headersDistinct,
    signedHeaders: authorization.signedHeaders,
    payloadHash,
    amzDate,
    region: options.region,
    service: "s3",
  });
  if (!timingSafeEqual(Buffer.from(expected.signature, "hex"), Buffer.from(authorization.signature, "hex"))) {
    return {
      status: 403,
      code: "SignatureDoesNotMatch",
      message:
        "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
      details: {
        AWSAccessKeyId: authorization.accessKeyId,
        StringToSign: expected.stringToSign,
        SignatureProvided: authorization.signature,
        CanonicalRequest: expected.canonicalRequest,
      },
    };
  }
  // Checked after the signature, as S3 does: the hash is part of what was signed.
  if (payloadHash !== "UNSIGNED-PAYLOAD" && sha256Hex(body) !== payloadHash) {
    return {
      status: 400,
      code: "XAmzContentSHA256Mismatch",
      message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
      details: { ClientComputedContentSHA256: payloadHash, S3ComputedContentSHA256: sha256Hex(body) },
    };
  }
  return authorization;
};

export const startFakeS3 = async (options: FakeS3Options): Promise<FakeS3> => {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    const authorization = authenticate(options, request, body);
    if ("code" in authorization) return answerError(response, authorization);

    const path = decodeOrKeep(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    const [, bucket = "", ...keyParts] = path.split("/");
    const key = keyParts.join("/");
    if (bucket !== options.bucket) {
      return answerError(response, {
        status: 404,
        code: "NoSuchBucket",
        message: "The specified bucket does not exist",
        details: { BucketName: bucket },
      });
    }
    const method = request.method ?? "GET";
    if (key === "") {
      return answerError(response, {
        status: 501,
        code: "NotImplemented",
        message: "A header you provided implies functionality that is not implemented",
      });
    }
    requests.push({ method, key, signedHeaders: authorization.signedHeaders });

    if (method === "PUT") {
      const contentType = request.headers["content-type"];
      objects.set(key, { body, contentType });
      response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
      return;
    }
    if (method === "GET") {
      const object = objects.get(key);
      if (object === undefined) {
        return answerError(response, {
          status: 404,
          code: "NoSuchKey",
          message: "The specified key does not exist.",
          details: { Key: key },
        });
      }
      response
        .writeHead(200, {
          "content-type": object.contentType ?? "binary/octet-stream",
          "content-length": object.body.length,
          etag: `"${createHash("md5").update(object.body).digest("hex")}"`,
        })
        .end(object.body);
      return;
    }
    if (method === "DELETE") {
      // S3 answers 204 whether or not the key existed.
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    answerError(response, {
      status: 405,
      code: "MethodNotAllowed",
      message: "The specified method is not allowed against this resource.",
      details: { Method: method, ResourceType: "OBJECT" },
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answerError(response, { status: 500, code: "InternalError", message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
