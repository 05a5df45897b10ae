/**
 * Buying K-Cash: an order at the payment provider, then K-Cash credited from the payments account once a
 * verified payment event says it was paid — exactly once, whatever the number of deliveries, because the
 * credit's posting set is keyed by the order. A declined attempt or an abandoned order credits nothing.
 */
import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import {
  FIAT_DECIMALS,
  fiatCurrencyOfCountry,
  fiatMinorForKcashBase,
  type FiatCurrency,
  type FiatRates,
} from "@/domain/constants/money";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import {
  FiatCurrencyMismatch,
  PaymentAlreadySettled,
  PaymentEventRejected,
  PaymentNotFound,
} from "@/domain/errors/wallet-errors";
import { Database } from "@/server/db/database";
import { PaymentRepository, type PaymentOrderRow } from "@/server/db/repositories/payment-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import {
  PaymentProviderUnavailable,
  type Checkout,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentProviderName,
} from "@/server/providers/payments/payment-provider";
import {
  IdempotentRequests,
  type IdempotencyFailure,
  type IdempotentAnswer,
} from "@/server/services/wallet/idempotent-requests";
import { Ledger, SYSTEM_ACCOUNTS } from "@/server/services/wallet/ledger";
import { Markets } from "@/server/services/users/markets";

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
  /** undefined: the buyer's market currency. */
  readonly fiatCurrency: FiatCurrency | undefined;
}

const statusAt = (order: PaymentOrderRow, now: Date): PaymentStatus =>
  order.status === "created" && order.createdAt.getTime() + PAYMENT_ORDER_TTL_MS <= now.getTime()
    ? "expired"
    : (order.status as PaymentStatus);

/**
 * The providers of a server: the one a new order in a currency goes to (none in production without
 * credentials), and all it knows.
 */
export interface PaymentProviders {
  readonly forNewOrders: (currency: FiatCurrency) => PaymentProvider | undefined;
  readonly known: readonly PaymentProvider[];
}

/**
 * An order as its buyer sees it. The checkout of an open order comes from its provider; when the provider
 * cannot say (a Pix QR that cannot be read back right now), the order is shown without one.
 */
export const makePaymentViews =
  (providers: PaymentProviders) =>
  (order: PaymentOrderRow, now: Date): Effect.Effect<PaymentView> =>
    Effect.gen(function* () {
      const status = statusAt(order, now);
      const provider = providers.known.find((known) => known.name === order.provider);
      const expiresAt = new Date(order.createdAt.getTime() + PAYMENT_ORDER_TTL_MS);
      const checkout =
        status === "created" && provider !== undefined
          ? yield* Effect.tryPromise({
              try: () =>
                provider.checkoutFor({
                  paymentId: order.id,
                  providerOrderId: order.providerOrderId,
                  amount: order.fiatAmount,
                  currency: order.fiatCurrency,
                  expiresAt,
                }),
              catch: (error) => error,
            }).pipe(
              Effect.catch((error) =>
                error instanceof PaymentProviderUnavailable
                  ? Effect.as(Effect.logWarning(`No checkout for order ${order.id}: ${error.message}`), null)
                  : Effect.die(error),
              ),
            )
          : null;
      const fiatCurrency = order.fiatCurrency as FiatCurrency;
      return {
        paymentId: order.id,
        status,
        provider: order.provider as PaymentProviderName,
        kcashAmount: order.kcashAmount,
        fiatCurrency,
        fiatAmount: order.fiatAmount,
        fiatDecimals: FIAT_DECIMALS[fiatCurrency] ?? 2,
        createdAt: order.createdAt.toISOString(),
        settledAt: order.settledAt?.toISOString() ?? null,
        expiresAt: expiresAt.toISOString(),
        transactionId: order.transactionId,
        checkout,
      };
    });

export type EventOutcome =
  "credited" | "alreadyCredited" | "declined" | "mismatch" | "unknownOrder" | "ignored";

export class Payments extends Context.Service<
  Payments,
  {
    /** Opens an order priced in the market currency of the buyer (`ip`: the request's address). */
    createOrder(
      userId: string,
      key: string,
      body: PurchaseRequest,
      ip: string,
    ): Effect.Effect<
      IdempotentAnswer<PaymentView>,
      UpstreamFailed | FiatCurrencyMismatch | IdempotencyFailure
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
  static readonly layer = (providers: PaymentProviders, fiatPerUsdt: FiatRates) =>
    Layer.effect(
      Payments,
      Effect.gen(function* () {
        const orders = yield* PaymentRepository;
        const users = yield* UserRepository;
        const markets = yield* Markets;
        const ledger = yield* Ledger;
        const requests = yield* IdempotentRequests;
        const { transaction } = yield* Database;
        const view = makePaymentViews(providers);
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));
        const providerNamed = (name: string): PaymentProvider | undefined =>
          providers.known.find((known) => known.name === name);

        /** A call to the provider: its being unavailable is UpstreamFailed, anything else a defect. */
        const providerCall = <A>(provider: PaymentProvider, call: () => Promise<A>) =>
          Effect.tryPromise({ try: call, catch: (error) => error }).pipe(
            Effect.catch((error) =>
              error instanceof PaymentProviderUnavailable
                ? Effect.fail(new UpstreamFailed({ service: provider.name }))
                : Effect.die(error),
            ),
          );

        /**
         * Applies a verified event in one transaction. `paid` credits the order's K-Cash under the key
         * `onramp:<order>`, so a second delivery (or a racing one) writes nothing; `failed` declines an open
         * order (a later `paid` for the same order still credits: the money did arrive).
         */
        const settle = (providerName: PaymentProviderName, event: PaymentEvent) =>
          transaction(
            Effect.gen(function* () {
              if (event.kind === "ignored") return { outcome: "ignored" as EventOutcome, order: undefined };
              const at = yield* now;
              const order = yield* orders.lockByProviderOrder(providerName, event.providerOrderId);
              if (order === undefined) return { outcome: "unknownOrder" as EventOutcome, order: undefined };
              if (event.kind === "failed") {
                if (order.status !== "created") return { outcome: "ignored" as EventOutcome, order };
                const declined = yield* orders.update(order.id, {
                  status: "declined",
                  settledAt: at,
                  providerPaymentId: event.providerPaymentId ?? null,
                });
                return { outcome: "declined" as EventOutcome, order: declined };
              }
              if (event.amount !== order.fiatAmount || event.currency !== order.fiatCurrency) {
                return { outcome: "mismatch" as EventOutcome, order };
              }
              // A credit takes from no user: it cannot fail for want of balance.
              const posted = yield* Effect.orDie(
                ledger.post({
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
                    {
                      owner: SYSTEM_ACCOUNTS.payments,
                      userId: undefined,
                      currency: "KCASH",
                      amount: -order.kcashAmount,
                    },
                    {
                      owner: order.userId,
                      userId: order.userId,
                      currency: "KCASH",
                      amount: order.kcashAmount,
                    },
                  ],
                }),
              );
              const paid = yield* orders.update(order.id, {
                status: "paid",
                transactionId: posted.transaction.id,
                settledAt: order.settledAt ?? at,
                providerPaymentId: event.providerPaymentId ?? order.providerPaymentId,
              });
              return {
                outcome: (posted.created ? "credited" : "alreadyCredited") as EventOutcome,
                order: paid,
              };
            }),
          );

        const own = (userId: string, paymentId: string) =>
          Effect.flatMap(orders.findOwn(userId, paymentId), (order) =>
            order === undefined ? Effect.fail(new PaymentNotFound({ paymentId })) : Effect.succeed(order),
          );

        return Payments.of(
          traced("Payments", {
            createOrder: (userId: string, key: string, body: PurchaseRequest, ip: string) =>
              Effect.gen(function* () {
                const marketCurrency = fiatCurrencyOfCountry((yield* markets.countryOf(userId, ip)).country);
                // The currency asked (the market's when none is): a retry of the same request is the same
                // request, whatever the market says by then.
                const fiatCurrency = body.fiatCurrency ?? marketCurrency;
                const provider = providers.forNewOrders(fiatCurrency);
                return yield* requests.run(
                  // The idempotency scope as stored since launch (the operation's first name): renaming it would
                  // let a retry sent across a deploy order twice.
                  {
                    userId,
                    operation: "createPaymentOrder",
                    key,
                    body: { kcashAmount: body.kcashAmount, fiatCurrency },
                  },
                  (prepared: {
                    paymentId: string;
                    fiatAmount: number;
                    providerOrderId: string;
                    provider: PaymentProvider;
                  }) =>
                    Effect.gen(function* () {
                      const order = yield* orders.insert({
                        id: prepared.paymentId,
                        userId,
                        provider: prepared.provider.name,
                        providerOrderId: prepared.providerOrderId,
                        kcashAmount: body.kcashAmount,
                        fiatCurrency,
                        fiatAmount: prepared.fiatAmount,
                        status: "created",
                      });
                      return yield* view(order, yield* now);
                    }),
                  Effect.gen(function* () {
                    if (fiatCurrency !== marketCurrency) {
                      return yield* new FiatCurrencyMismatch({ fiatCurrency, marketCurrency });
                    }
                    if (provider === undefined) return yield* new UpstreamFailed({ service: "payments" });
                    const paymentId = randomUUID();
                    const fiatAmount = fiatMinorForKcashBase(body.kcashAmount, fiatPerUsdt[fiatCurrency]);
                    const user = yield* users.findById(userId);
                    const created = yield* providerCall(provider, () =>
                      provider.createOrder({
                        paymentId,
                        amount: fiatAmount,
                        currency: fiatCurrency,
                        // Razorpay takes at most 40 characters: a uuid is 36.
                        receipt: paymentId,
                        notes: { userId, kcashAmount: String(body.kcashAmount) },
                        buyer: { userId, name: user?.firstName ?? user?.username ?? "Kleos gamer" },
                      }),
                    );
                    return { paymentId, fiatAmount, providerOrderId: created.providerOrderId, provider };
                  }),
                );
              }),

            /** The buyer's order; an open one is first checked with the provider (a webhook may be late). */
            getOrder: (userId: string, paymentId: string) =>
              Effect.gen(function* () {
                let order = yield* own(userId, paymentId);
                const provider = providerNamed(order.provider);
                if (order.status === "created" && provider !== undefined) {
                  const providerOrderId = order.providerOrderId;
                  // The provider unreachable: the order is shown as we know it.
                  const event = yield* Effect.tryPromise(() =>
                    provider.fetchOrderEvent(providerOrderId),
                  ).pipe(Effect.orElseSucceed(() => undefined));
                  if (event !== undefined) order = (yield* settle(provider.name, event)).order ?? order;
                }
                return yield* view(order, yield* now);
              }),

            /** The sandbox checkout's answer: approve (paid) or decline, on the buyer's own open sandbox order. */
            recordSandboxDecision: (userId: string, paymentId: string, decision: "approve" | "decline") =>
              Effect.gen(function* () {
                const order = yield* own(userId, paymentId);
                if (order.provider !== "sandbox" || providerNamed("sandbox") === undefined) {
                  return yield* new PaymentNotFound({ paymentId });
                }
                const at = yield* now;
                const status = statusAt(order, at);
                const wanted = decision === "approve" ? "paid" : "declined";
                if (status === wanted) return yield* view(order, at);
                if (status !== "created")
                  return yield* new PaymentAlreadySettled({ paymentId, paymentStatus: status });
                const event: PaymentEvent =
                  decision === "approve"
                    ? {
                        kind: "paid",
                        providerOrderId: order.providerOrderId,
                        providerPaymentId: `sandbox_pay_${randomUUID()}`,
                        amount: order.fiatAmount,
                        currency: order.fiatCurrency,
                      }
                    : {
                        kind: "failed",
                        providerOrderId: order.providerOrderId,
                        providerPaymentId: undefined,
                      };
                const settled = yield* settle("sandbox", event);
                const after = settled.order ?? order;
                const afterStatus = statusAt(after, at);
                if (afterStatus !== wanted) {
                  return yield* new PaymentAlreadySettled({ paymentId, paymentStatus: afterStatus });
                }
                return yield* view(after, at);
              }),

            /** A provider's webhook: verified by its signature, then applied once. */
            receiveWebhook: (
              providerName: PaymentProviderName,
              rawBody: Buffer,
              headers: Readonly<Record<string, string | string[] | undefined>>,
            ) =>
              Effect.gen(function* () {
                const event = providerNamed(providerName)?.verifyWebhook(rawBody, headers);
                if (event === undefined) return yield* new PaymentEventRejected({ provider: providerName });
                return { received: true as const, outcome: (yield* settle(providerName, event)).outcome };
              }),

            findOwnOrder: (userId: string, paymentId: string) =>
              Effect.gen(function* () {
                const order = yield* orders.findOwn(userId, paymentId);
                return order === undefined ? undefined : yield* view(order, yield* now);
              }),
          }),
        );
      }),
    );
}
