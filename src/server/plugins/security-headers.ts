/**
 * Security headers, and the request id, on every response. Pages and assets get helmet's full set (CSP, HSTS, frame, referrer,
 * MIME-sniffing, cross-origin policies); JSON from /api gets the short set OWASP's REST cheat sheet gives for
 * APIs (nothing in it is ever rendered, so `default-src 'none'`). Neither depends on the request, so both are
 * worked out once at start-up; @fastify/helmet rebuilds helmet for every request, which cost a tenth of the
 * catalogue's throughput.
 *
 * When Razorpay takes new K-Cash orders, the buy page loads Razorpay Checkout (its script from
 * checkout.razorpay.com, which opens a frame and calls api.razorpay.com): only then are those origins allowed.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { VIDEO_PLAYER_ORIGINS } from "@/domain/content/video-url";

export const securityHeadersFor = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
};

const HSTS = securityHeadersFor({})["strict-transport-security"];

/**
 * The short set for JSON (OWASP's REST cheat sheet): /api answers, and every problem answered before the hooks
 * ran (a URL the router cannot read; see problem-handler).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  ...(HSTS === undefined ? {} : { "strict-transport-security": HSTS }),
};

/** The origins Razorpay Standard Checkout loads its script from, frames and calls. */
const RAZORPAY_SCRIPT_ORIGINS = ["https://checkout.razorpay.com"];
const RAZORPAY_FRAME_ORIGINS = ["https://api.razorpay.com", "https://checkout.razorpay.com"];

export const installSecurityHeaders = (
  app: FastifyInstance,
  options: { production: boolean; razorpayCheckout?: boolean },
): void => {
  const razorpay = options.razorpayCheckout === true;
  const headers = securityHeadersFor({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "https:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'", ...(razorpay ? RAZORPAY_SCRIPT_ORIGINS : [])],
        "connect-src": ["'self'", ...(razorpay ? RAZORPAY_FRAME_ORIGINS : [])],
        // Article and video pages embed the allow-listed video players (src/domain/content/video-url.ts).
        "frame-src": ["'self'", ...VIDEO_PLAYER_ORIGINS, ...(razorpay ? RAZORPAY_FRAME_ORIGINS : [])],
        "upgrade-insecure-requests": options.production ? [] : null,
      },
    },
    // Same-origin site; the API's JSON is never embedded cross-origin.
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  // One synchronous hook for every fixed header and the request id: async hooks cost a promise per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? API_SECURITY_HEADERS : headers);
    reply.header("x-request-id", request.id);
    done();
  });
};
