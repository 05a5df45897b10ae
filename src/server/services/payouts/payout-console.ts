/**
 * The payouts console (spec §7 Money, admins): every gamer's withdrawals, one with what the provider said of it
 * and the ledger transactions that moved its money, and an operator's two actions on a stuck payout. A resend goes
 * through the same durable job (`payout-send`, one per withdrawal) under the withdrawal's id, the provider's
 * idempotency key, and only while no provider accepted the payout (`requested`, under the payout's row lock), so it
 * never pays twice; a PIX payout once sent to Asaas, which takes no key, is resent only inside Asaas's duplicate
 * window. An investigation hold keeps the sweep from sending the payout until an admin resends it.
 */
import { Clock, Context, Effect, Layer } from "effect";
import {
  PayoutProviderNotConfigured,
  WithdrawalNotFound,
  WithdrawalNotRetryable,
  WithdrawalRetryUnsafe,
} from "@/domain/errors/payout-errors";
import type { PayoutCountry, PayoutStatus } from "@/domain/wallet/payouts";
import { Database } from "@/server/db/database";
import {
  PayoutConsoleRepository,
  type PayoutConsoleFilter,
  type PayoutEventRow,
} from "@/server/db/repositories/payout-console-repository";
import { PayoutRepository, type PayoutRow } from "@/server/db/repositories/payout-repository";
import { traced } from "@/server/effect/traced";
import {
  ASAAS_RESEND_WINDOW_MS,
  PAYOUT_SEND_JOB,
  withdrawalView,
  type PayoutProviders,
  type WithdrawalView,
} from "@/server/services/payouts/payouts";
import { JobSender } from "@/server/services/system/job-sender";

export interface AdminWithdrawalView {
  readonly withdrawal: WithdrawalView;
  readonly userId: string;
  readonly country: PayoutCountry;
  readonly providerPayoutId: string | null;
  readonly providerStatus: string | null;
  readonly investigation: {
    readonly note: string;
    readonly markedBy: string;
    readonly markedAt: string;
  } | null;
}

export type PayoutEventSource = "send" | "webhook" | "retry";
export type PayoutEventKind =
  "attempted" | "accepted" | "delayed" | "paid" | "failed" | "reversed" | "requeued";

export interface PayoutEventView {
  readonly source: PayoutEventSource;
  readonly outcome: PayoutEventKind;
  readonly providerStatus: string | null;
  readonly failureReason: string | null;
  readonly applied: boolean;
  readonly at: string;
}

export interface PayoutLedgerEntryView {
  readonly transactionId: string;
  readonly kind: "debit" | "settle" | "refund";
  readonly postings: readonly {
    readonly account: string;
    readonly currency: string;
    readonly amount: number;
  }[];
  readonly createdAt: string;
}

export interface AdminWithdrawalQuery {
  readonly status?: PayoutStatus | undefined;
  readonly country?: PayoutCountry | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly investigation?: boolean | undefined;
  readonly pageOffset?: number | undefined;
  readonly pageLimit?: number | undefined;
}

const DEFAULT_PAGE_LIMIT = 20;

/** Settled payouts: nothing more will happen to them. */
const SETTLED: readonly string[] = ["processed", "failed", "reversed"];

export const adminWithdrawalView = (row: PayoutRow): AdminWithdrawalView => ({
  withdrawal: withdrawalView(row),
  userId: row.userId,
  country: row.country as PayoutCountry,
  providerPayoutId: row.providerPayoutId,
  providerStatus: row.providerStatus,
  investigation:
    row.investigationAt === null || row.investigationNote === null || row.investigationBy === null
      ? null
      : {
          note: row.investigationNote,
          markedBy: row.investigationBy,
          markedAt: row.investigationAt.toISOString(),
        },
});

const eventView = (event: PayoutEventRow): PayoutEventView => ({
  source: event.source as PayoutEventSource,
  outcome: event.outcome as PayoutEventKind,
  providerStatus: event.providerStatus,
  failureReason: event.failureReason,
  applied: event.applied,
  at: event.createdAt.toISOString(),
});

export class PayoutConsole extends Context.Service<
  PayoutConsole,
  {
    listAdminWithdrawals(query: AdminWithdrawalQuery): Effect.Effect<{
      readonly items: readonly AdminWithdrawalView[];
      readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
    }>;
    getAdminWithdrawal(withdrawalId: string): Effect.Effect<
      {
        readonly item: AdminWithdrawalView;
        readonly events: readonly PayoutEventView[];
        readonly ledger: readonly PayoutLedgerEntryView[];
      },
      WithdrawalNotFound
    >;
    resendWithdrawalPayout(
      adminId: string,
      withdrawalId: string,
    ): Effect.Effect<
      AdminWithdrawalView,
      WithdrawalNotFound | WithdrawalNotRetryable | PayoutProviderNotConfigured | WithdrawalRetryUnsafe
    >;
    setWithdrawalInvestigation(
      adminId: string,
      withdrawalId: string,
      note: string,
    ): Effect.Effect<AdminWithdrawalView, WithdrawalNotFound | WithdrawalNotRetryable>;
  }
>()("kleos/server/services/payouts/PayoutConsole") {
  static readonly layer = (options: { readonly providers: PayoutProviders }) =>
    Layer.effect(
      PayoutConsole,
      Effect.gen(function* () {
        const payouts = yield* PayoutRepository;
        const records = yield* PayoutConsoleRepository;
        const jobs = yield* JobSender;
        const { transaction } = yield* Database;
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

        const locked = (withdrawalId: string) =>
          Effect.flatMap(payouts.lockById(withdrawalId), (row) =>
            row === undefined ? Effect.fail(new WithdrawalNotFound({ withdrawalId })) : Effect.succeed(row),
          );

        return PayoutConsole.of(
          traced("PayoutConsole", {
            listAdminWithdrawals: (query) =>
              Effect.gen(function* () {
                const pageOffset = query.pageOffset ?? 0;
                const pageLimit = query.pageLimit ?? DEFAULT_PAGE_LIMIT;
                const filter: PayoutConsoleFilter = {
                  status: query.status,
                  country: query.country,
                  from: query.from === undefined ? undefined : new Date(query.from),
                  to: query.to === undefined ? undefined : new Date(query.to),
                  investigation: query.investigation,
                };
                const { rows, total } = yield* records.list(filter, pageOffset, pageLimit);
                return { items: rows.map(adminWithdrawalView), page: { pageOffset, pageLimit, total } };
              }),

            getAdminWithdrawal: (withdrawalId) =>
              Effect.gen(function* () {
                const row = yield* payouts.findById(withdrawalId);
                if (row === undefined) return yield* new WithdrawalNotFound({ withdrawalId });
                const events = yield* records.listEvents(row.id);
                const kinds = new Map<string, PayoutLedgerEntryView["kind"]>([
                  [row.debitTransactionId, "debit"],
                  ...(row.settleTransactionId === null ? [] : [[row.settleTransactionId, "settle"] as const]),
                  ...(row.refundTransactionId === null ? [] : [[row.refundTransactionId, "refund"] as const]),
                ]);
                const postings = yield* records.postingsOf([...kinds.keys()]);
                const ledger = [...kinds].flatMap(([transactionId, kind]) => {
                  const legs = postings.filter((posting) => posting.transactionId === transactionId);
                  const first = legs[0];
                  return first === undefined
                    ? []
                    : [
                        {
                          transactionId,
                          kind,
                          createdAt: first.createdAt.toISOString(),
                          // The gamer's own account reads as `gamer`: the console shows no one's id twice.
                          postings: legs.map((leg) => ({
                            account: leg.userId === null ? leg.owner : "gamer",
                            currency: leg.currency,
                            amount: leg.amount,
                          })),
                        },
                      ];
                });
                return { item: adminWithdrawalView(row), events: events.map(eventView), ledger };
              }),

            resendWithdrawalPayout: (_adminId, withdrawalId) =>
              Effect.gen(function* () {
                const row = yield* transaction(
                  Effect.gen(function* () {
                    const payout = yield* locked(withdrawalId);
                    if (payout.status !== "requested")
                      return yield* new WithdrawalNotRetryable({ withdrawalId, payoutStatus: payout.status });
                    if (!options.providers.known.some((provider) => provider.name === payout.provider))
                      return yield* new PayoutProviderNotConfigured({ provider: payout.provider });
                    const at = yield* now;
                    if (
                      payout.provider === "asaas" &&
                      at.getTime() - payout.createdAt.getTime() > ASAAS_RESEND_WINDOW_MS &&
                      (yield* records.wasSent(payout.id))
                    )
                      return yield* new WithdrawalRetryUnsafe({ withdrawalId });
                    yield* records.insertEvent({
                      payoutId: payout.id,
                      source: "retry",
                      outcome: "requeued",
                      providerStatus: null,
                      failureReason: null,
                      applied: true,
                      createdAt: at,
                    });
                    return yield* records.setInvestigation(payout.id, {
                      investigationNote: null,
                      investigationBy: null,
                      investigationAt: null,
                      updatedAt: at,
                    });
                  }),
                );
                // The same job as the request's, one per withdrawal; it sends only a payout still requested.
                yield* jobs.send(PAYOUT_SEND_JOB, { payoutId: row.id }, { singletonKey: row.id });
                return adminWithdrawalView(row);
              }),

            setWithdrawalInvestigation: (adminId, withdrawalId, note) =>
              transaction(
                Effect.gen(function* () {
                  const payout = yield* locked(withdrawalId);
                  if (SETTLED.includes(payout.status))
                    return yield* new WithdrawalNotRetryable({ withdrawalId, payoutStatus: payout.status });
                  const at = yield* now;
                  const row = yield* records.setInvestigation(payout.id, {
                    investigationNote: note,
                    investigationBy: adminId,
                    investigationAt: at,
                    updatedAt: at,
                  });
                  return adminWithdrawalView(row);
                }),
              ),
          }),
        );
      }),
    );
}
