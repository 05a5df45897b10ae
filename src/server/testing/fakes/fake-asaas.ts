/**
 * A stand-in for Asaas on 127.0.0.1, speaking its documented v3 formats: the API key in the `access_token`
 * header; customers (`GET /v3/customers?externalReference=`, a paged list, and `POST /v3/customers`); charges
 * (`POST /v3/payments`, `GET /v3/payments/:id`) and a charge's Pix QR (`GET /v3/payments/:id/pixQrCode`:
 * `encodedImage`, `payload`, `expirationDate` in Brasília time); errors as `{ errors: [{ code, description }] }`.
 * Webhooks as Asaas sends them: the event envelope (`id`, `event`, `dateCreated`, `payment`) with the webhook's
 * token in `asaas-access-token`. Tests pay a charge as a buyer's bank would, then deliver its webhook.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pixBrCode } from "@/domain/wallet/pix-br-code";

export interface FakeAsaasOptions {
  readonly apiKey: string;
  readonly webhookToken: string;
}

export interface FakeAsaasCustomer {
  readonly object: "customer";
  readonly id: string;
  readonly name: string;
  readonly externalReference: string | null;
  readonly notificationDisabled: boolean;
  readonly dateCreated: string;
}

export interface FakeAsaasPayment {
  readonly object: "payment";
  readonly id: string;
  readonly customer: string;
  readonly value: number;
  readonly netValue: number;
  readonly billingType: string;
  status: "PENDING" | "RECEIVED" | "CONFIRMED" | "OVERDUE";
  readonly dueDate: string;
  readonly description: string | null;
  readonly externalReference: string | null;
  readonly dateCreated: string;
  paymentDate: string | null;
  readonly invoiceUrl: string;
  readonly deleted: false;
}

/** A webhook delivery, ready to send: the exact body and Asaas's headers. */
export interface FakeAsaasWebhook {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface FakeAsaas {
  readonly url: string;
  readonly customers: ReadonlyMap<string, FakeAsaasCustomer>;
  readonly payments: ReadonlyMap<string, FakeAsaasPayment>;
  /** How many times each charge's QR was asked for. */
  readonly qrReads: ReadonlyMap<string, number>;
  /** The buyer pays the charge by Pix: it becomes RECEIVED; answers its `PAYMENT_RECEIVED` webhook. */
  pay(paymentId: string): FakeAsaasWebhook;
  /** Any event about a charge, as Asaas would deliver it. */
  webhook(event: string, paymentId: string): FakeAsaasWebhook;
  close(): Promise<void>;
}

export const TEST_ASAAS_CREDENTIALS: FakeAsaasOptions = {
  apiKey: "$aact_KleosFakeAsaasKey000001",
  webhookToken: "fake-asaas-webhook-token-0001",
};

/** A 1×1 PNG, the image Asaas's `encodedImage` stands for (a real QR's PNG is larger, not different in kind). */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const asaasId = (prefix: string): string => `${prefix}_${randomBytes(8).toString("hex").slice(0, 12)}`;

/** Asaas writes dates and times in Brasília time (UTC−3), without an offset. */
const brasilia = (at: Date): { date: string; time: string } => {
  const local = new Date(at.getTime() - 3 * 60 * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
};

const errors = (response: ServerResponse, status: number, code: string, description: string): void => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ errors: [{ code, description }] }));
};

const json = (response: ServerResponse, body: unknown): void => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export const startFakeAsaas = async (
  options: FakeAsaasOptions = TEST_ASAAS_CREDENTIALS,
): Promise<FakeAsaas> => {
  const customers = new Map<string, FakeAsaasCustomer>();
  const payments = new Map<string, FakeAsaasPayment>();
  const qrReads = new Map<string, number>();
  // The account's own Pix key (a random "EVP" key), the receiver of every charge's BR Code.
  const pixKey = randomUUID();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.headers["access_token"] !== options.apiKey) {
      errors(response, 401, "invalid_access_token", "A chave de API fornecida é inválida");
      return;
    }
    const url = new URL(request.url ?? "/", "http://asaas.invalid");
    const body = async (): Promise<Record<string, unknown> | undefined> => {
      if (!request.headers["content-type"]?.startsWith("application/json")) return undefined;
      try {
        const parsed: unknown = JSON.parse(await readBody(request));
        return typeof parsed === "object" && parsed !== null
          ? (parsed as Record<string, unknown>)
          : undefined;
      } catch {
        return undefined;
      }
    };

    if (url.pathname === "/v3/customers" && request.method === "GET") {
      const reference = url.searchParams.get("externalReference");
      const data = [...customers.values()].filter(
        (customer) => reference === null || customer.externalReference === reference,
      );
      const limit = Number(url.searchParams.get("limit") ?? "10");
      json(response, {
        object: "list",
        hasMore: data.length > limit,
        totalCount: data.length,
        limit,
        offset: 0,
        data: data.slice(0, limit),
      });
      return;
    }
    if (url.pathname === "/v3/customers" && request.method === "POST") {
      const given = await body();
      if (given === undefined) {
        errors(response, 400, "invalid_object", "O corpo da requisição não é um JSON válido");
        return;
      }
      if (typeof given["name"] !== "string" || given["name"].trim() === "") {
        errors(response, 400, "invalid_name", "O campo name deve ser informado.");
        return;
      }
      const customer: FakeAsaasCustomer = {
        object: "customer",
        id: asaasId("cus"),
        name: given["name"],
        externalReference: typeof given["externalReference"] === "string" ? given["externalReference"] : null,
        notificationDisabled: given["notificationDisabled"] === true,
        dateCreated: brasilia(new Date()).date,
      };
      customers.set(customer.id, customer);
      json(response, customer);
      return;
    }
    if (url.pathname === "/v3/payments" && request.method === "POST") {
      const given = await body();
      if (given === undefined) {
        errors(response, 400, "invalid_object", "O corpo da requisição não é um JSON válido");
        return;
      }
      const { customer, billingType, value, dueDate, description, externalReference } = given;
      if (typeof customer !== "string" || !customers.has(customer)) {
        errors(response, 400, "invalid_customer", "Cliente inexistente ou não informado.");
        return;
      }
      if (billingType !== "PIX" && billingType !== "BOLETO" && billingType !== "UNDEFINED") {
        errors(response, 400, "invalid_billingType", "Forma de pagamento inválida.");
        return;
      }
      if (typeof value !== "number" || !(value > 0) || Math.round(value * 100) / 100 !== value) {
        errors(
          response,
          400,
          "invalid_value",
          "O campo value deve ser informado com até duas casas decimais.",
        );
        return;
      }
      if (typeof dueDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) {
        errors(response, 400, "invalid_dueDate", "O campo dueDate deve ser informado.");
        return;
      }
      if (dueDate < brasilia(new Date()).date) {
        errors(
          response,
          400,
          "invalid_dueDate",
          "A data de vencimento não pode ser anterior à data de hoje.",
        );
        return;
      }
      const id = asaasId("pay");
      const payment: FakeAsaasPayment = {
        object: "payment",
        id,
        customer,
        value,
        netValue: Math.round(value * 99) / 100,
        billingType,
        status: "PENDING",
        dueDate,
        description: typeof description === "string" ? description : null,
        externalReference: typeof externalReference === "string" ? externalReference : null,
        dateCreated: brasilia(new Date()).date,
        paymentDate: null,
        invoiceUrl: `https://sandbox.asaas.com/i/${id.slice(4)}`,
        deleted: false,
      };
      payments.set(id, payment);
      json(response, payment);
      return;
    }
    const charge = /^\/v3\/payments\/([A-Za-z0-9_]+)(\/pixQrCode)?$/.exec(url.pathname);
    if (charge !== null && request.method === "GET") {
      const payment = payments.get(charge[1] ?? "");
      if (payment === undefined) {
        errors(response, 404, "invalid_object", "Cobrança não encontrada.");
        return;
      }
      if (charge[2] === undefined) {
        json(response, payment);
        return;
      }
      qrReads.set(payment.id, (qrReads.get(payment.id) ?? 0) + 1);
      json(response, {
        encodedImage: PNG_1X1,
        payload: pixBrCode({
          key: pixKey,
          merchantName: "KLEOS FAKE ASAAS",
          merchantCity: "JOINVILLE",
          amountMinor: Math.round(payment.value * 100),
          txid: payment.id.replace("_", ""),
        }),
        // Asaas's QR of a charge lasts until the end of its due day.
        expirationDate: `${payment.dueDate} 23:59:59`,
        description: payment.description,
      });
      return;
    }
    errors(response, 404, "not_found", "Recurso não encontrado.");
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => errors(response, 500, "internal", String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const paymentOf = (paymentId: string): FakeAsaasPayment => {
    const payment = payments.get(paymentId);
    if (payment === undefined) throw new Error(`The fake Asaas has no charge ${paymentId}`);
    return payment;
  };

  const webhook = (event: string, paymentId: string): FakeAsaasWebhook => {
    const now = brasilia(new Date());
    return {
      body: JSON.stringify({
        id: `evt_${randomBytes(16).toString("hex")}&${Math.floor(Math.random() * 1e9)}`,
        event,
        dateCreated: `${now.date} ${now.time}`,
        payment: paymentOf(paymentId),
      }),
      headers: { "content-type": "application/json", "asaas-access-token": options.webhookToken },
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    payments,
    qrReads,
    pay: (paymentId) => {
      const payment = paymentOf(paymentId);
      payment.status = "RECEIVED";
      payment.paymentDate = brasilia(new Date()).date;
      return webhook("PAYMENT_RECEIVED", paymentId);
    },
    webhook,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((cause) => (cause ? reject(cause) : resolve()))),
  };
};

/** The config that points a test app's Asaas at `fake`, with each currency's real provider taking its orders. */
export const asaasTestConfig = (
  fake: Pick<FakeAsaas, "url">,
  credentials: FakeAsaasOptions = TEST_ASAAS_CREDENTIALS,
) => ({
  paymentProvider: undefined,
  asaas: { apiBase: fake.url, ...credentials },
});

/**
 * Every test app's default: Asaas's webhooks verify with the test token, new orders stay on the sandbox checkout
 * (and nothing calls Asaas's API, whose address here answers nothing).
 */
export const ASAAS_WEBHOOKS_ONLY = {
  asaas: { apiBase: "http://127.0.0.1:9", ...TEST_ASAAS_CREDENTIALS },
};
