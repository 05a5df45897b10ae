/**
 * A small Asaas that speaks the documented transfer format over the fetch API: the local PIX payout simulator
 * of `npm start` without credentials (reached in-process through the real adapter) and the fake the adapter's
 * tests serve on 127.0.0.1. `POST /v3/transfers` to a PIX key opens a PENDING transfer; an identical transfer
 * (same value and key) within 15 minutes is refused with 409, as Asaas refuses it. A developer (or a test)
 * decides a transfer: delayed (blocked, as Asaas blocks a transfer it holds for now), done or failed, each
 * announced by a `TRANSFER_*` webhook carrying the webhook's token in `asaas-access-token`.
 */
import { randomUUID } from "node:crypto";
import type { PayoutWebhookDelivery } from "@/server/providers/payouts/razorpayx-world";

export type AsaasTransferDecision = "delayed" | "processed" | "failed";

/** The transfer's Asaas status once decided. */
const STATUS: Readonly<Record<AsaasTransferDecision, SimulatedAsaasTransfer["status"]>> = {
  delayed: "BLOCKED",
  processed: "DONE",
  failed: "FAILED",
};

export interface SimulatedAsaasTransfer {
  readonly object: "transfer";
  readonly id: string;
  readonly type: "PIX";
  readonly value: number;
  readonly netValue: number;
  readonly transferFee: number;
  status: "PENDING" | "BANK_PROCESSING" | "BLOCKED" | "DONE" | "FAILED" | "CANCELLED";
  failReason: string | null;
  readonly pixAddressKey: string;
  readonly pixAddressKeyType: string;
  readonly externalReference: string | null;
  readonly dateCreated: string;
  readonly createdAt: number;
}

export interface AsaasTransfersWorld {
  readonly apiKey: string;
  readonly webhookToken: string;
  readonly answers: { available: boolean };
  readonly transfers: Map<string, SimulatedAsaasTransfer>;
  readonly created: () => number;
  readonly sentWebhooks: PayoutWebhookDelivery[];
  decide(transferId: string, decision: AsaasTransferDecision): Promise<PayoutWebhookDelivery | undefined>;
  webhookOf(transferId: string, event?: string): PayoutWebhookDelivery | undefined;
  onWebhook(listener: (rawBody: Buffer, headers: Record<string, string>) => Promise<void>): void;
  readonly handle: (request: Request) => Promise<Response>;
  readonly fetch: typeof fetch;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = (status: number, code: string, description: string) =>
  json(status, { errors: [{ code, description }] });

const PIX_KEY_TYPES = new Set(["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"]);
const DUPLICATE_WINDOW_MS = 15 * 60_000;

const EVENTS: Readonly<Record<SimulatedAsaasTransfer["status"], string>> = {
  PENDING: "TRANSFER_PENDING",
  BANK_PROCESSING: "TRANSFER_IN_BANK_PROCESSING",
  BLOCKED: "TRANSFER_BLOCKED",
  DONE: "TRANSFER_DONE",
  FAILED: "TRANSFER_FAILED",
  CANCELLED: "TRANSFER_CANCELLED",
};

export const makeAsaasTransfersWorld = (options: {
  readonly apiKey: string;
  readonly webhookToken: string;
  readonly now?: () => number;
}): AsaasTransfersWorld => {
  const now = options.now ?? Date.now;
  const answers = { available: true };
  const transfers = new Map<string, SimulatedAsaasTransfer>();
  const sentWebhooks: PayoutWebhookDelivery[] = [];
  const listeners: Array<(rawBody: Buffer, headers: Record<string, string>) => Promise<void>> = [];
  let created = 0;

  const webhookOf = (transferId: string, event?: string): PayoutWebhookDelivery | undefined => {
    const transfer = transfers.get(transferId);
    if (transfer === undefined) return undefined;
    const { createdAt: _createdAt, ...entity } = transfer;
    return {
      rawBody: JSON.stringify({
        id: `evt_${randomUUID()}`,
        event: event ?? EVENTS[transfer.status],
        dateCreated: new Date(now()).toISOString().replace("T", " ").slice(0, 19),
        transfer: entity,
      }),
      headers: { "content-type": "application/json", "asaas-access-token": options.webhookToken },
    };
  };

  const handle = async (request: Request): Promise<Response> => {
    if (request.headers.get("access_token") !== options.apiKey)
      return refusal(401, "invalid_access_token", "A chave de API fornecida é inválida");
    if (!answers.available) return refusal(503, "service_unavailable", "Serviço indisponível");
    const path = new URL(request.url).pathname;
    if (request.method === "POST" && path === "/v3/transfers") {
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      const value = body["value"];
      const key = body["pixAddressKey"];
      const keyType = body["pixAddressKeyType"];
      if (typeof value !== "number" || !(value > 0))
        return refusal(400, "invalid_value", "Informe o valor da transferência");
      if (typeof key !== "string" || key === "" || typeof keyType !== "string" || !PIX_KEY_TYPES.has(keyType))
        return refusal(400, "invalid_pixAddressKey", "Informe a chave Pix e o seu tipo");
      const duplicate = [...transfers.values()].some(
        (transfer) =>
          transfer.value === value &&
          transfer.pixAddressKey === key &&
          now() - transfer.createdAt < DUPLICATE_WINDOW_MS,
      );
      if (duplicate)
        return refusal(
          409,
          "duplicated_transfer",
          "Já existe uma transferência idêntica realizada nos últimos 15 minutos",
        );
      const transfer: SimulatedAsaasTransfer = {
        object: "transfer",
        id: randomUUID(),
        type: "PIX",
        value,
        netValue: value,
        transferFee: 0,
        status: "PENDING",
        failReason: null,
        pixAddressKey: key,
        pixAddressKeyType: keyType,
        externalReference: typeof body["externalReference"] === "string" ? body["externalReference"] : null,
        dateCreated: new Date(now()).toISOString().slice(0, 10),
        createdAt: now(),
      };
      transfers.set(transfer.id, transfer);
      created += 1;
      const { createdAt: _createdAt, ...entity } = transfer;
      return json(200, entity);
    }
    const fetched = /^\/v3\/transfers\/([A-Za-z0-9-]+)$/.exec(path);
    if (request.method === "GET" && fetched !== null) {
      const transfer = transfers.get(fetched[1] ?? "");
      if (transfer === undefined) return refusal(404, "not_found", "Transferência não encontrada");
      const { createdAt: _createdAt, ...entity } = transfer;
      return json(200, entity);
    }
    return refusal(404, "not_found", `${request.method} ${path} não é uma chamada de transferências`);
  };

  return {
    apiKey: options.apiKey,
    webhookToken: options.webhookToken,
    answers,
    transfers,
    created: () => created,
    sentWebhooks,
    decide: async (transferId, decision) => {
      const transfer = transfers.get(transferId);
      const open =
        transfer?.status === "PENDING" ||
        transfer?.status === "BANK_PROCESSING" ||
        (transfer?.status === "BLOCKED" && decision !== "delayed");
      if (transfer === undefined || !open) return undefined;
      transfer.status = STATUS[decision];
      transfer.failReason = decision === "failed" ? "Chave Pix não encontrada" : null;
      const webhook = webhookOf(transferId);
      if (webhook === undefined) return undefined;
      sentWebhooks.push(webhook);
      if (sentWebhooks.length > 20) sentWebhooks.shift();
      for (const listener of listeners) await listener(Buffer.from(webhook.rawBody), webhook.headers);
      return webhook;
    },
    webhookOf,
    onWebhook: (listener) => {
      listeners.push(listener);
    },
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
  };
};
