/**
 * Sends Web Push messages (RFC 8030) with the `web-push` package: it signs the VAPID JWT (RFC 8292) and encrypts
 * the payload (aes128gcm, RFC 8291); the request itself goes out through `fetch`, so a loopback push service can
 * stand in for the browser's in tests. A push service that answers 404 or 410 has dropped the subscription.
 */
import webPush from "web-push";

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url. */
  readonly publicKey: string;
  /** The private scalar, base64url. */
  readonly privateKey: string;
}

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export type PushOutcome = "sent" | "gone";

/** The push service refused the message (other than 404/410) or could not be reached; the run is retried. */
export class PushFailed extends Error {
  constructor(readonly detail: string) {
    super(`The push service did not take the message: ${detail}`);
    this.name = "PushFailed";
  }
}

export const makeVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys();

export interface WebPushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { readonly topic: string; readonly ttlSeconds: number },
  ): Promise<PushOutcome>;
}

export const makeWebPushSender = (
  vapid: VapidKeys & { readonly subject: string },
  fetchImpl: typeof fetch = fetch,
): WebPushSender => ({
  send: async (target, payload, options) => {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        topic: options.topic,
        urgency: "normal",
        contentEncoding: "aes128gcm",
      },
    );
    let response: Response;
    try {
      response = await fetchImpl(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body === null ? null : new Uint8Array(details.body),
        signal: AbortSignal.timeout(15_000),
        redirect: "error",
      });
    } catch (error) {
      throw new PushFailed(error instanceof Error ? error.message : String(error));
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    if (response.status >= 200 && response.status < 300) return "sent";
    throw new PushFailed(`HTTP ${response.status}`);
  },
});
