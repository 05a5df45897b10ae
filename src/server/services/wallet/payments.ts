/**
 * Buying K-Cash: an order at the payment provider, then K-Cash credited from the payments account once a
 * verified payment event says it was paid — exactly once, whatever the number of deliveries, because the
 * credit's posting set is keyed by the order. A declined attempt or an abandoned order credits nothing.
 */
import { randomUUID } from "node:crypto";
import { Context, Effect, Layer } from "effect";
import { fiatMinorForKcashBase, type FiatCurrency } from "@/domain/constants/money";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import {
  PaymentAlreadySettled,
  PaymentEventRejected,
  PaymentNotFound,
  type IdempotencyKeyReused,
  type IdempotentRequestInFlight,
} from "@/domain/errors/wallet-errors";
import type { Db, DbTransaction } from "@/server/db/client";
import { paymentRepository, type PaymentOrderRow } from "@/server/db/repositories/payment-repository";
import {
  PaymentProviderUnavailable,
  type Checkout,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderName,
} from "@/server/providers/payments/payment-provider";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";
import { runIdempotent, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import { SYSTEM_ACCOUNTS, postMovement } from "@/server/services/wallet/ledger";

/** An order nobody paid within this time counts as abandoned: it says so, and credits nothing. */
export const PAYMENT_ORDER_TTL_MS = 30 * 60_000;

export type PaymentStatus = "created" | "paid" | "declined" | "expired";

export interface PaymentView {
  readonly paymentId: string;
  readonly status: PaymentStatus;
  readonly provider: PaymentProviderName;
  readonly kcashAmount: number;
  readonly fiatCurrency: FiatCurrency;
  readonly fiatAmount: number;
  readonly fiatDecimals: number;
  readonly createdAt: string;
  readonly settledAt: string | null;
  readonly expiresAt: string;
  readonly transactionId: string | null;
  /** How to pay, while the order is open. */
  readonly checkout: Checkout | null;
}

export interface PurchaseRequest {
  readonly kcashAmount: number;
  readonly fiatCurrency: FiatCurrency;
}

const statusAt = (order: PaymentOrderRow, now: Date): PaymentStatus =>
  order.status === "created" && order.createdAt.getTime() + PAYMENT_ORDER_TTL_MS <= now.getTime()
    ? "expired"
    : (order.status as PaymentStatus);

/** The providers of a server: the one new orders go to (none in production without credentials), and all it knows. */
export interface PaymentProviders {
  readonly forNewOrders: PaymentProvider | undefined;
  readonly known: readonly PaymentProvider[];
}

export const makePaymentViews =
  (providers: PaymentProviders) =>
  (order: PaymentOrderRow, now: Date): PaymentView => {
    const status = statusAt(order, now);
    const provider = providers.known.find((known) => known.name === order.provider);
    return {
      paymentId: order.id,
      status,
      provider: order.provider as PaymentProviderName,
      kcashAmount: order.kcashAmount,
      fiatCurrency: order.fiatCurrency as FiatCurrency,
      fiatAmount: order.fiatAmount,
      fiatDecimals: 2,
      createdAt: order.createdAt.toISOString(),
      settledAt: order.settledAt?.toISOString() ?? null,
      expiresAt: new Date(order.createdAt.getTime() + PAYMENT_ORDER_TTL_MS).toISOString(),
      transactionId: order.transactionId,
      checkout:
        status === "created" && provider !== undefined
          ? provider.checkoutFor({
              paymentId: order.id,
              providerOrderId: order.providerOrderId,
              amount: order.fiatAmount,
              currency: order.fiatCurrency,
            })
          : null,
    };
  };

export type EventOutcome =
  "credited" | "alreadyCredited" | "declined" | "mismatch" | "unknownOrder" | "ignored";

/**
 * Applies a verified event inside `tx`. `paid` credits the order's K-Cash under the key `onramp:<order>`, so a
 * second delivery (or a racing one) writes nothing; `failed` declines an open order (a later `paid` for the
 * same order still credits: the money did arrive).
 */
export const applyPaymentEvent = async (
  tx: DbTransaction,
  providerName: PaymentProviderName,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: EventOutcome; order: PaymentOrderRow | undefined }> => {
  if (event.kind === "ignored") return { outcome: "ignored", order: undefined };
  const order = await paymentRepository.lockByProviderOrder(tx, providerName, event.providerOrderId);
  if (order === undefined) return { outcome: "unknownOrder", order: undefined };
  if (event.kind === "failed") {
    if (order.status !== "created") return { outcome: "ignored", order };
    const declined = await paymentRepository.update(tx, order.id, {
      status: "declined",
      settledAt: now,
      providerPaymentId: event.providerPaymentId ?? null,
    });
    return { outcome: "declined", order: declined };
  }
  if (event.amount !== order.fiatAmount || event.currency !== order.fiatCurrency) {
    return { outcome: "mismatch", order };
  }
  const posted = await postMovement(tx, {
    idempotencyKey: `onramp:${order.id}`,
    type: "onramp",
    userId: order.userId,
    reference: order.id,
    details: {
      paymentId: order.id,
      provider: providerName,
      fiatAmount: order.fiatAmount,
      fiatCurrency: order.fiatCurrency,
    },
    legs: [
      { owner: SYSTEM_ACCOUNTS.payments, userId: undefined, currency: "KCASH", amount: -order.kcashAmount },
      { owner: order.userId, userId: order.userId, currency: "KCASH", amount: order.kcashAmount },
    ],
  });
  const paid = await paymentRepository.update(tx, order.id, {
    status: "paid",
    transactionId: posted.transaction.id,
    settledAt: order.settledAt ?? now,
    providerPaymentId: event.providerPaymentId ?? order.providerPaymentId,
  });
  return { outcome: posted.created ? "credited" : "alreadyCredited", order: paid };
};

const providerCall = async <A>(provider: PaymentProvider, call: () => Promise<A>): Promise<A> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) throw new UpstreamFailed({ service: provider.name });
    throw error;
  }
};

export const makePayments = (db: Db, providers: PaymentProviders) => {
  const view = makePaymentViews(providers);
  const providerNamed = (name: string): PaymentProvider | undefined =>
    providers.known.find((known) => known.name === name);

  const settle = async (
    providerName: PaymentProviderName,
    event: PaymentEvent,
  ): Promise<{ outcome: EventOutcome; order: PaymentOrderRow | undefined }> =>
    db.transaction((tx) => applyPaymentEvent(tx, providerName, event, new Date()));

  const own = async (userId: string, paymentId: string): Promise<PaymentOrderRow> => {
    const order = await paymentRepository.findOwn(db, userId, paymentId);
    if (order === undefined) throw new PaymentNotFound({ paymentId });
    return order;
  };

  return {
    createOrder: (userId: string, key: string, body: PurchaseRequest) => {
      const provider = providers.forNewOrders;
      if (provider === undefined) return Promise.reject(new UpstreamFailed({ service: "payments" }));
      return runIdempotent(
        db,
        { userId, operation: "createPaymentOrder", key, body },
        async (tx, prepared) => {
          const order = await paymentRepository.insert(tx, {
            id: prepared.paymentId,
            userId,
            provider: provider.name,
            providerOrderId: prepared.providerOrderId,
            kcashAmount: body.kcashAmount,
            fiatCurrency: body.fiatCurrency,
            fiatAmount: prepared.fiatAmount,
            status: "created",
          });
          return view(order, new Date());
        },
        async () => {
          const paymentId = randomUUID();
          const fiatAmount = fiatMinorForKcashBase(body.kcashAmount, body.fiatCurrency);
          const created = await providerCall(provider, () =>
            provider.createOrder({
              paymentId,
              amount: fiatAmount,
              currency: body.fiatCurrency,
              // Razorpay takes at most 40 characters: a uuid is 36.
              receipt: paymentId,
              notes: { userId, kcashAmount: String(body.kcashAmount) },
            }),
          );
          return { paymentId, fiatAmount, providerOrderId: created.providerOrderId };
        },
      );
    },

    /** The buyer's order; an open one is first checked with the provider (a webhook may be late). */
    getOrder: async (userId: string, paymentId: string): Promise<PaymentView> => {
      let order = await own(userId, paymentId);
      const provider = providerNamed(order.provider);
      if (order.status === "created" && provider !== undefined) {
        const event = await provider.fetchOrderEvent(order.providerOrderId).catch(() => undefined);
        if (event !== undefined) order = (await settle(provider.name, event)).order ?? order;
      }
      return view(order, new Date());
    },

    /** The sandbox checkout's answer: approve (paid) or decline, on the buyer's own open sandbox order. */
    recordSandboxDecision: async (
      userId: string,
      paymentId: string,
      decision: "approve" | "decline",
    ): Promise<PaymentView> => {
      const order = await own(userId, paymentId);
      if (order.provider !== "sandbox" || providerNamed("sandbox") === undefined) {
        throw new PaymentNotFound({ paymentId });
      }
      const now = new Date();
      const status = statusAt(order, now);
      const wanted = decision === "approve" ? "paid" : "declined";
      if (status === wanted) return view(order, now);
      if (status !== "created") throw new PaymentAlreadySettled({ paymentId, paymentStatus: status });
      const event: PaymentEvent =
        decision === "approve"
          ? {
              kind: "paid",
              providerOrderId: order.providerOrderId,
              providerPaymentId: `sandbox_pay_${randomUUID()}`,
              amount: order.fiatAmount,
              currency: order.fiatCurrency,
            }
          : { kind: "failed", providerOrderId: order.providerOrderId, providerPaymentId: undefined };
      const settled = await settle("sandbox", event);
      const after = settled.order ?? order;
      const afterStatus = statusAt(after, now);
      if (afterStatus !== wanted) throw new PaymentAlreadySettled({ paymentId, paymentStatus: afterStatus });
      return view(after, now);
    },

    /** A provider's webhook: verified by its signature, then applied once. */
    receiveWebhook: async (
      providerName: PaymentProviderName,
      rawBody: Buffer,
      headers: Readonly<Record<string, string | string[] | undefined>>,
    ): Promise<{ readonly received: true; readonly outcome: EventOutcome }> => {
      const event = providerNamed(providerName)?.verifyWebhook(rawBody, headers);
      if (event === undefined) throw new PaymentEventRejected({ provider: providerName });
      return { received: true, outcome: (await settle(providerName, event)).outcome };
    },

    findOwnOrder: async (userId: string, paymentId: string): Promise<PaymentView | undefined> => {
      const order = await paymentRepository.findOwn(db, userId, paymentId);
      return order === undefined ? undefined : view(order, new Date());
    },
  };
};

type PaymentsApi = ReturnType<typeof makePayments>;

export class Payments extends Context.Service<
  Payments,
  {
    createOrder(
      userId: string,
      key: string,
      body: PurchaseRequest,
    ): Effect.Effect<
      IdempotentAnswer<PaymentView>,
      UpstreamFailed | IdempotencyKeyReused | IdempotentRequestInFlight
    >;
    getOrder(userId: string, paymentId: string): Effect.Effect<PaymentView, PaymentNotFound>;
    recordSandboxDecision(
      userId: string,
      paymentId: string,
      decision: "approve" | "decline",
    ): Effect.Effect<PaymentView, PaymentNotFound | PaymentAlreadySettled>;
    receiveWebhook(
      provider: PaymentProviderName,
      rawBody: Buffer,
      headers: Readonly<Record<string, string | string[] | undefined>>,
    ): Effect.Effect<{ readonly received: true; readonly outcome: EventOutcome }, PaymentEventRejected>;
    findOwnOrder(userId: string, paymentId: string): Effect.Effect<PaymentView | undefined>;
  }
>()("kleos/server/services/wallet/Payments") {
  static readonly layer = (providers: PaymentProviders) =>
    Layer.effect(
      Payments,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        const api: PaymentsApi = makePayments(db, providers);
        return {
          createOrder: (userId, key, body) => attempt(() => api.createOrder(userId, key, body)),
          getOrder: (userId, paymentId) => attempt(() => api.getOrder(userId, paymentId)),
          recordSandboxDecision: (userId, paymentId, decision) =>
            attempt(() => api.recordSandboxDecision(userId, paymentId, decision)),
          receiveWebhook: (providerName, rawBody, headers) =>
            attempt(() => api.receiveWebhook(providerName, rawBody, headers)),
          findOwnOrder: (userId, paymentId) => Effect.promise(() => api.findOwnOrder(userId, paymentId)),
        };
      }),
    );
}
