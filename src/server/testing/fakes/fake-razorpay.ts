/**
 * A stand-in for Razorpay on 127.0.0.1: the Orders API (`POST /v1/orders`, `GET /v1/orders/:id`) with HTTP
 * Basic auth (key id and secret), Razorpay's entities and its error body
 * (`{ error: { code: "BAD_REQUEST_ERROR", description, field } }`), and webhooks as Razorpay sends them: the
 * event envelope, signed in `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with the webhook secret),
 * with an `X-Razorpay-Event-Id`. Tests pay or fail an order as a buyer would, then deliver its webhook.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRazorpayOptions {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
}

export interface FakeRazorpayOrder {
  readonly id: string;
  readonly entity: "order";
  readonly amount: number;
  amount_paid: number;
  amount_due: number;
  readonly currency: string;
  readonly receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  readonly notes: Record<string, string>;
  readonly created_at: number;
}

/** A webhook delivery, ready to send: the exact body bytes and Razorpay's headers. */
export interface FakeRazorpayWebhook {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface FakeRazorpay {
  readonly url: string;
  readonly orders: ReadonlyMap<string, FakeRazorpayOrder>;
  /** The buyer pays the order in full (UPI): the order becomes paid; answers its `order.paid` webhook. */
  pay(orderId: string): FakeRazorpayWebhook;
  /** The same payment as `payment.captured` (Razorpay sends both; either may come first). */
  capturedWebhook(orderId: string): FakeRazorpayWebhook;
  /** A failed attempt on the order (the bank declined); answers its `payment.failed` webhook. */
  fail(orderId: string): FakeRazorpayWebhook;
  close(): Promise<void>;
}

export const TEST_RAZORPAY_CREDENTIALS: FakeRazorpayOptions = {
  keyId: "rzp_test_KleosFake0001",
  keySecret: "fake-razorpay-key-secret",
  webhookSecret: "fake-razorpay-webhook-secret",
};

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const razorpayId = (prefix: string): string =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join("")}`;

const unixNow = (): number => Math.floor(Date.now() / 1000);

const error = (response: ServerResponse, status: number, description: string, field?: string): void => {
  const code = status === 401 ? "BAD_REQUEST_ERROR" : status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR";
  response.writeHead(status, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      error: {
        code,
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
        ...(field === undefined ? {} : { field }),
      },
    }),
  );
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export const startFakeRazorpay = async (
  options: FakeRazorpayOptions = TEST_RAZORPAY_CREDENTIALS,
): Promise<FakeRazorpay> => {
  const orders = new Map<string, FakeRazorpayOrder>();
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.headers.authorization !== expectedAuth) {
      error(response, 401, "Authentication failed");
      return;
    }
    const url = new URL(request.url ?? "/", "http://razorpay.invalid");
    if (request.method === "POST" && url.pathname === "/v1/orders") {
      if (!request.headers["content-type"]?.startsWith("application/json")) {
        error(response, 400, "The content type must be application/json");
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        error(response, 400, "The request body is not valid JSON");
        return;
      }
      const { amount, currency, receipt, notes } = body;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        error(response, 400, "The amount must be atleast INR 1.00", "amount");
        return;
      }
      if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
        error(response, 400, "The currency field is invalid", "currency");
        return;
      }
      if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
        error(response, 400, "The receipt may not be greater than 40 characters.", "receipt");
        return;
      }
      if (
        notes !== undefined &&
        (typeof notes !== "object" || notes === null || Object.keys(notes).length > 15)
      ) {
        error(response, 400, "Number of fields in notes should be less than or equal to 15", "notes");
        return;
      }
      const order: FakeRazorpayOrder = {
        id: razorpayId("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: typeof receipt === "string" ? receipt : null,
        status: "created",
        attempts: 0,
        notes: (notes ?? {}) as Record<string, string>,
        created_at: unixNow(),
      };
      orders.set(order.id, order);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(order));
      return;
    }
    const match = /^\/v1\/orders\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (request.method === "GET" && match !== null) {
      const order = orders.get(match[1] ?? "");
      if (order === undefined) {
        error(response, 400, "The id provided does not exist");
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(order));
      return;
    }
    error(response, 400, "The requested URL was not found on the server.");
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => error(response, 500, String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const orderOf = (orderId: string): FakeRazorpayOrder => {
    const order = orders.get(orderId);
    if (order === undefined) throw new Error(`The fake Razorpay has no order ${orderId}`);
    return order;
  };

  const payment = (order: FakeRazorpayOrder, status: "captured" | "failed") => ({
    id: razorpayId("pay"),
    entity: "payment",
    amount: order.amount,
    currency: order.currency,
    status,
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: "upi",
    amount_refunded: 0,
    refund_status: null,
    captured: status === "captured",
    description: null,
    vpa: "gamer@okhdfcbank",
    email: "gamer@example.com",
    contact: "+919876543210",
    notes: order.notes,
    fee: status === "captured" ? Math.ceil(order.amount * 0.02) : null,
    tax: null,
    error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
    error_description: status === "failed" ? "Payment failed due to insufficient balance." : null,
    error_reason: status === "failed" ? "insufficient_balance" : null,
    created_at: unixNow(),
  });

  const webhook = (event: string, payload: Record<string, unknown>): FakeRazorpayWebhook => {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_KleosFakeAcct01",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixNow(),
    });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", options.webhookSecret).update(body).digest("hex"),
        "x-razorpay-event-id": razorpayId("evt"),
      },
    };
  };

  let lastPayment = new Map<string, ReturnType<typeof payment>>();

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    pay: (orderId) => {
      const order = orderOf(orderId);
      order.attempts += 1;
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = "paid";
      const paid = payment(order, "captured");
      lastPayment = new Map(lastPayment).set(orderId, paid);
      return webhook("order.paid", { payment: { entity: paid }, order: { entity: { ...order } } });
    },
    capturedWebhook: (orderId) => {
      const order = orderOf(orderId);
      const paid = lastPayment.get(orderId);
      if (paid === undefined || order.status !== "paid") throw new Error(`Order ${orderId} was not paid`);
      return webhook("payment.captured", { payment: { entity: paid } });
    },
    fail: (orderId) => {
      const order = orderOf(orderId);
      order.attempts += 1;
      order.status = "attempted";
      return webhook("payment.failed", { payment: { entity: payment(order, "failed") } });
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((cause) => (cause ? reject(cause) : resolve()))),
  };
};

/** The config that points a test app's Razorpay at `fake`, and sends new orders (in rupees) there. */
export const razorpayTestConfig = (
  fake: Pick<FakeRazorpay, "url">,
  credentials: FakeRazorpayOptions = TEST_RAZORPAY_CREDENTIALS,
) => ({
  paymentProvider: "live" as const,
  razorpay: { apiBase: fake.url, ...credentials },
});

/**
 * Every test app's default: Razorpay's webhooks verify with the test webhook secret, new orders stay on the
 * sandbox checkout (and nothing calls Razorpay's API, whose address here answers nothing).
 */
export const RAZORPAY_WEBHOOKS_ONLY = {
  paymentProvider: "sandbox" as const,
  razorpay: { apiBase: "http://127.0.0.1:9", ...TEST_RAZORPAY_CREDENTIALS },
};
