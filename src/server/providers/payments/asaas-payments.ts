/**
 * Asaas (https://docs.asaas.com): Pix charges in reais. A charge belongs to a customer, so the buyer's customer
 * record is found by its `externalReference` (the Kleos user id) or created; then `POST /v3/payments` with
 * `billingType: "PIX"` opens the charge and `GET /v3/payments/{id}/pixQrCode` answers its QR (`encodedImage`, a
 * base64 PNG), its copy-paste code (`payload`) and `expirationDate`. Every call carries the API key in the
 * `access_token` header. Webhooks carry the static token set in the webhook's configuration in the
 * `asaas-access-token` header (compared in constant time); `PAYMENT_RECEIVED` and `PAYMENT_CONFIRMED` mean paid.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { makeJsonApi } from "@/server/providers/json-api";
import {
  PaymentProviderUnavailable,
  type PaymentEvent,
  type PaymentProvider,
} from "@/server/providers/payments/payment-provider";

export interface AsaasOptions {
  /** https://api.asaas.com (https://api-sandbox.asaas.com for Asaas's sandbox), or a fake's address in tests. */
  readonly apiBase: string;
  readonly apiKey: string;
  readonly webhookToken: string;
  readonly timeoutMs?: number;
}

interface AsaasList<T> {
  readonly data: readonly T[];
}

interface AsaasCustomer {
  readonly id: string;
}

interface AsaasPayment {
  readonly id: string;
  /** Reais, with centavos as decimals (5.6 is R$5.60). */
  readonly value: number;
  readonly status: string;
  readonly billingType?: string;
  readonly externalReference?: string | null;
}

interface AsaasPixQrCode {
  readonly encodedImage: string;
  readonly payload: string;
  readonly expirationDate: string;
}

interface AsaasWebhook {
  readonly event?: string;
  readonly payment?: Partial<AsaasPayment>;
}

/** Statuses of a charge whose money arrived. */
const PAID_STATUSES = new Set(["RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH"]);
const PAID_EVENTS = new Set(["PAYMENT_RECEIVED", "PAYMENT_CONFIRMED"]);

/** Brazil has kept UTC−3 all year since 2019; Asaas writes local times without an offset. */
const BRAZIL_TIME_ZONE = "America/Sao_Paulo";

/** Today in Brasília, as Asaas's `dueDate` wants it (YYYY-MM-DD). */
const brazilianDate = (at: Date): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: BRAZIL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

/** Asaas's "2024-06-12 23:59:59" (Brasília time) or an ISO 8601 time; undefined when neither. */
export const asaasTimeOf = (text: string): Date | undefined => {
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text);
  const time = Date.parse(local === null ? text : `${local[1]}T${local[2]}-03:00`);
  return Number.isNaN(time) ? undefined : new Date(time);
};

const minorOf = (reais: number): number => Math.round(reais * 100);

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** Equal tokens, compared in constant time (over their digests, so the length leaks nothing either). */
const tokenMatches = (expected: string, given: string): boolean =>
  timingSafeEqual(digest(expected), digest(given));

/** How many charges' QR codes are kept at hand (they can always be read again from Asaas). */
const QR_CACHE_SIZE = 1_000;

export const makeAsaasPayments = (options: AsaasOptions): PaymentProvider => {
  const call = makeJsonApi({
    apiBase: options.apiBase,
    // Asaas refuses calls without a User-Agent.
    headers: { access_token: options.apiKey, "user-agent": "Kleos" },
    timeoutMs: options.timeoutMs,
    // A refusal's body is Asaas's { errors: [{ code, description }] }: the description names what was wrong.
    failure: (...failed) => new PaymentProviderUnavailable("asaas", ...failed),
  });

  const qrCodes = new Map<string, { payload: string; image: string; expiresAt: Date | undefined }>();
  const qrCodeOf = async (chargeId: string) => {
    const known = qrCodes.get(chargeId);
    if (known !== undefined) return known;
    const qr = await call<AsaasPixQrCode>("GET", `/v3/payments/${encodeURIComponent(chargeId)}/pixQrCode`);
    const entry = { payload: qr.payload, image: qr.encodedImage, expiresAt: asaasTimeOf(qr.expirationDate) };
    if (qrCodes.size >= QR_CACHE_SIZE) qrCodes.delete(qrCodes.keys().next().value ?? "");
    qrCodes.set(chargeId, entry);
    return entry;
  };

  const customerOf = async (buyer: { readonly userId: string; readonly name: string }): Promise<string> => {
    const reference = encodeURIComponent(buyer.userId);
    const found = await call<AsaasList<AsaasCustomer>>(
      "GET",
      `/v3/customers?externalReference=${reference}&limit=1`,
    );
    const existing = found.data[0];
    if (existing !== undefined) return existing.id;
    const created = await call<AsaasCustomer>("POST", "/v3/customers", {
      name: buyer.name,
      externalReference: buyer.userId,
      // Kleos tells the buyer itself; Asaas's own e-mails and SMS would repeat it.
      notificationDisabled: true,
    });
    return created.id;
  };

  const paidEvent = (payment: Partial<AsaasPayment>): PaymentEvent | undefined =>
    typeof payment.id === "string" && typeof payment.value === "number" && Number.isFinite(payment.value)
      ? {
          kind: "paid",
          providerOrderId: payment.id,
          providerPaymentId: payment.id,
          amount: minorOf(payment.value),
          currency: "BRL",
        }
      : undefined;

  return {
    name: "asaas",
    createOrder: async ({ amount, currency, receipt, buyer }) => {
      if (currency !== "BRL")
        throw new PaymentProviderUnavailable("asaas", `Pix takes reais only, not ${currency}`);
      const customer = await customerOf(buyer);
      const charge = await call<AsaasPayment>("POST", "/v3/payments", {
        customer,
        billingType: "PIX",
        value: amount / 100,
        dueDate: brazilianDate(new Date()),
        // What the buyer's bank app shows beside the charge.
        description: `Kleos K-Cash ${receipt}`,
        externalReference: receipt,
      });
      // Read the QR now, while no database transaction waits for it: the order's first view shows it.
      await qrCodeOf(charge.id);
      return { providerOrderId: charge.id };
    },
    checkoutFor: async ({ providerOrderId, expiresAt }) => {
      const qr = await qrCodeOf(providerOrderId);
      const until = qr.expiresAt === undefined || qr.expiresAt > expiresAt ? expiresAt : qr.expiresAt;
      return { kind: "pix", payload: qr.payload, qrCodeImage: qr.image, expiresAt: until.toISOString() };
    },
    fetchOrderEvent: async (providerOrderId) => {
      const payment = await call<AsaasPayment>("GET", `/v3/payments/${encodeURIComponent(providerOrderId)}`);
      return PAID_STATUSES.has(payment.status) ? paidEvent(payment) : undefined;
    },
    verifyWebhook: (rawBody, headers) => {
      const given = headers["asaas-access-token"];
      if (typeof given !== "string" || given === "" || !tokenMatches(options.webhookToken, given))
        return undefined;
      let webhook: AsaasWebhook;
      try {
        webhook = JSON.parse(rawBody.toString("utf8")) as AsaasWebhook;
      } catch {
        return undefined;
      }
      const event = String(webhook.event);
      const paid =
        PAID_EVENTS.has(event) && webhook.payment !== undefined ? paidEvent(webhook.payment) : undefined;
      return paid ?? { kind: "ignored", eventType: event };
    },
  };
};
