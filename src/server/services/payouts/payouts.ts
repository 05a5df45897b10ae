/**
 * Cash-out (spec §7 Money, off-ramp). A withdrawal debits the gamer's USDT in the transaction that records it:
 * into the payout holding account, less India's tax on net winnings (s.194BA), which goes to the TDS account. A
 * durable job (jobs/payout-send.ts) then sends the payout under the withdrawal's id, the provider's idempotency
 * key, so a run after a crash between sending and recording answers the payout already sent. The provider's
 * events (the send's answer, webhooks, in any order and number) move the payout through the domain's state
 * machine under the payout's row lock: paid moves the held amount out of Kleos (`payout-settle:<id>`), failed
 * or reversed returns the whole amount, tax and fee included (`payout-refund:<id>`); each posting set exists at
 * most once. The fee is computed by the domain (the same figures in the quote the gamer confirms) and debited in
 * the withdrawal's own posting set, so it is charged exactly when the withdrawal is. A withdrawal is only accepted
 * with the one-time code the gamer received on their verified phone or e-mail (the sign-in codes' service), checked
 * before the request's transaction, so a wrong try counts even though nothing is written.
 */
import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import type { FiatRates } from "@/domain/constants/money";
import type { CodeExpired, CodeInvalid, TooManyLoginAttempts } from "@/domain/errors/auth-errors";
import { KycNotVerified } from "@/domain/errors/kyc-errors";
import {
  FinancialYearInvalid,
  OfframpNotRegistered,
  PayoutDestinationInvalid,
  PayoutEventRejected,
  TdsNotApplicable,
  WithdrawalBelowMinimum,
  WithdrawalDailyLimitReached,
  WithdrawalContactMissing,
  WithdrawalMonthlyLimitReached,
  WithdrawalNotFound,
} from "@/domain/errors/payout-errors";
import { InsufficientBalance } from "@/domain/errors/wallet-errors";
import type { ProofOfWork } from "@/domain/auth/proof-of-work";
import type { KycStatus } from "@/domain/kyc/kyc-status";
import {
  PAYOUT_FIAT,
  checkPayoutAmount,
  financialYearNamed,
  fiatMinorForUsdtBase,
  indianFinancialYearOf,
  isUpiId,
  maskDestination,
  payoutMethodsOf,
  payoutTransition,
  remainingLimits,
  splitWithdrawal,
  tdsStatementCsv,
  utcDayStart,
  utcMonthStart,
  type PayoutCountry,
  type PayoutFeeSchedule,
  type PayoutLimits,
  type PayoutMethod,
  type PayoutOutcome,
  type PayoutStatus,
} from "@/domain/wallet/payouts";
import { Database } from "@/server/db/database";
import { KycRepository, type KycProfileRow } from "@/server/db/repositories/kyc-repository";
import { PayoutConsoleRepository } from "@/server/db/repositories/payout-console-repository";
import { PayoutRepository, type PayoutRow } from "@/server/db/repositories/payout-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import type { Leg } from "@/server/db/repositories/ledger-repository";
import type { PayoutDestination } from "@/server/db/schema/payouts";
import { traced } from "@/server/effect/traced";
import {
  PayoutProviderUnavailable,
  type PayoutEvent,
  type PayoutFacts,
  type PayoutProvider,
  type PayoutProviderName,
} from "@/server/providers/payouts/payout-provider";
import { SignInCodes, type ChallengeView, type SendRefused } from "@/server/services/auth/sign-in-codes";
import { Kyc } from "@/server/services/kyc/kyc";
import { JobSender } from "@/server/services/system/job-sender";
import {
  IdempotentRequests,
  type IdempotencyFailure,
  type IdempotentAnswer,
} from "@/server/services/wallet/idempotent-requests";
import { Ledger } from "@/server/services/wallet/ledger";

export const PAYOUT_SEND_JOB = "payout-send";
export const PAYOUT_SWEEP_JOB = "payout-sweep";

/** Kleos' own accounts of cash-out: held until paid, paid out, and India's tax withheld. */
export const PAYOUT_ACCOUNTS = {
  holding: "system:payouts_holding",
  paid: "system:payouts_paid",
  tds: "system:tds_194ba",
  fees: "system:payout_fees",
} as const;

/**
 * Asaas takes no idempotency key: it refuses an identical transfer for 15 minutes. A payout not yet accepted is
 * sent again by the sweep only within this time; an older one waits for a person (logged), never a second send.
 */
export const ASAAS_RESEND_WINDOW_MS = 12 * 60_000;

export interface PayoutProviders {
  /** The provider that pays a country's gamers (undefined: none configured and no simulator). */
  readonly forCountry: (country: PayoutCountry) => PayoutProvider | undefined;
  readonly known: readonly PayoutProvider[];
}

export interface PayoutOptions {
  readonly providers: PayoutProviders;
  readonly fiatPerUsdt: FiatRates;
  readonly limits: PayoutLimits;
  /** Kleos' fee on each withdrawal. */
  readonly fee: PayoutFeeSchedule;
  /** India's TDS rate in basis points; undefined: the rule is off. */
  readonly tdsRateBps: number | undefined;
}

/** The rules of PayoutOptions as the configuration gives them (config.payouts). */
export const payoutRulesOf = (config: {
  readonly minimumUsdt: number;
  readonly dailyMaximumUsdt: number;
  readonly monthlyMaximumUsdt: number;
  readonly feeBps: number;
  readonly feeMinimumUsdt: number;
  readonly tdsRateBps: number | undefined;
}): Pick<PayoutOptions, "limits" | "fee" | "tdsRateBps"> => ({
  limits: {
    minimum: config.minimumUsdt,
    dailyMaximum: config.dailyMaximumUsdt,
    monthlyMaximum: config.monthlyMaximumUsdt,
  },
  fee: { rateBps: config.feeBps, minimum: config.feeMinimumUsdt },
  tdsRateBps: config.tdsRateBps,
});

export interface WithdrawalView {
  readonly withdrawalId: string;
  readonly status: PayoutStatus;
  readonly currency: "USDT";
  readonly amount: number;
  readonly fee: number;
  readonly tds: number;
  readonly net: number;
  readonly fiatCurrency: "INR" | "BRL";
  readonly fiatAmount: number;
  readonly fiatDecimals: 2;
  readonly method: PayoutMethod;
  readonly destination: string;
  readonly provider: PayoutProviderName;
  readonly failureReason: string | null;
  readonly financialYear: string;
  readonly transactionId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface OfframpApprovalView {
  readonly approved: boolean;
  readonly kycStatus: KycStatus;
  readonly country: PayoutCountry | null;
  readonly methods: readonly PayoutMethod[];
  readonly registration: {
    readonly method: PayoutMethod;
    readonly destination: string;
    readonly registeredAt: string;
  } | null;
  readonly limits: {
    readonly currency: "USDT";
    readonly minimum: number;
    readonly dailyMaximum: number;
    readonly remainingToday: number;
    readonly monthlyMaximum: number;
    readonly remainingThisMonth: number;
  };
  readonly fee: PayoutFeeSchedule;
  readonly tds: {
    readonly applies: boolean;
    readonly rateBps: number;
    readonly financialYear: string;
    readonly withheldThisYear: number;
  };
}

export interface WithdrawalQuoteView {
  readonly currency: "USDT";
  readonly amount: number;
  readonly fee: number;
  readonly tds: number;
  readonly net: number;
  readonly fiatCurrency: "INR" | "BRL";
  readonly fiatAmount: number;
  readonly fiatDecimals: 2;
  readonly method: PayoutMethod;
  readonly destination: string;
  readonly financialYear: string;
}

/** Where and how a withdrawal's one-time code is sent. */
export interface WithdrawalOtpInput {
  readonly channel: "whatsapp" | "sms" | "email";
  readonly locale: string;
  readonly ip: string;
  readonly proofOfWork?: ProofOfWork | undefined;
}

type WithdrawalRefused =
  | KycNotVerified
  | OfframpNotRegistered
  | WithdrawalBelowMinimum
  | WithdrawalDailyLimitReached
  | WithdrawalMonthlyLimitReached
  | InsufficientBalance;

export interface TokenPricesView {
  readonly token: "USDT";
  readonly decimals: 6;
  readonly prices: readonly {
    readonly country: PayoutCountry;
    readonly fiatCurrency: "INR" | "BRL";
    readonly fiatDecimals: 2;
    readonly fiatPerToken: number;
  }[];
}

export type PayoutEventOutcome = "applied" | "unchanged" | "unknownPayout" | "ignored";

export const withdrawalView = (row: PayoutRow): WithdrawalView => ({
  withdrawalId: row.id,
  status: row.status as PayoutStatus,
  currency: "USDT",
  amount: row.amount,
  fee: row.fee,
  tds: row.tds,
  net: row.net,
  fiatCurrency: row.fiatCurrency as "INR" | "BRL",
  fiatAmount: row.fiatAmount,
  fiatDecimals: 2,
  method: row.method as PayoutMethod,
  // Blank once the account is erased (the destination is forgotten, the amounts kept).
  destination:
    row.destination === null
      ? ""
      : maskDestination(row.method as PayoutMethod, destinationValue(row.destination)),
  provider: row.provider as PayoutProviderName,
  failureReason: row.failureReason,
  financialYear: row.financialYear,
  transactionId: row.debitTransactionId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** How the payouts console names what a provider said. */
const EVENT_OUTCOME: {
  readonly [O in PayoutOutcome]: "accepted" | "delayed" | "paid" | "failed" | "reversed";
} = {
  processing: "accepted",
  delayed: "delayed",
  processed: "paid",
  failed: "failed",
  reversed: "reversed",
};

const destinationValue = (destination: PayoutDestination): string =>
  destination.method === "upi"
    ? destination.upiId
    : destination.method === "bank"
      ? destination.accountNumber
      : destination.pixKey;

const countryOf = (profile: KycProfileRow | undefined): PayoutCountry | null =>
  profile?.country === "IN" || profile?.country === "BR" ? profile.country : null;

/** Where a registered method pays, read from the KYC that verified it (a UPI ID from the registration). */
const destinationOf = (
  method: PayoutMethod,
  upiId: string | null,
  profile: KycProfileRow,
): PayoutDestination | undefined => {
  if (method === "upi") return upiId === null ? undefined : { method, upiId };
  if (method === "bank")
    return profile.bankAccount === null || profile.ifsc === null
      ? undefined
      : { method, accountNumber: profile.bankAccount, ifsc: profile.ifsc };
  return profile.pixKey === null || profile.pixKeyType === null
    ? undefined
    : { method, pixKey: profile.pixKey, pixKeyType: profile.pixKeyType };
};

const beneficiaryOf = (profile: KycProfileRow): string =>
  (profile.country === "BR" ? profile.cpfName : (profile.panName ?? profile.nameAtBank)) ?? "Kleos gamer";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const systemLeg = (owner: string, amount: number): Leg => ({
  owner,
  userId: undefined,
  currency: "USDT",
  amount,
});
const userLeg = (userId: string, amount: number): Leg => ({
  owner: userId,
  userId,
  currency: "USDT",
  amount,
});

export class Payouts extends Context.Service<
  Payouts,
  {
    getOfframpTokenPrices(): Effect.Effect<TokenPricesView>;
    getWalletApprovalStatus(userId: string): Effect.Effect<OfframpApprovalView>;
    registerOfframpUser(
      userId: string,
      body: { readonly method: PayoutMethod; readonly upiId?: string | undefined },
    ): Effect.Effect<OfframpApprovalView, KycNotVerified | PayoutDestinationInvalid>;
    /** The figures of a withdrawal of `amount` now (the fee modal), under the same rules; moves nothing. */
    quoteWithdrawal(
      userId: string,
      body: { readonly currency: "USDT"; readonly amount: number },
    ): Effect.Effect<WithdrawalQuoteView, WithdrawalRefused>;
    /**
     * Sends a withdrawal's one-time code through the sign-in codes (their providers, limits and dev inbox) to the
     * gamer's verified phone number (whatsapp, sms) or e-mail address (email); only once their KYC is verified.
     */
    sendWithdrawalOtp(
      userId: string,
      input: WithdrawalOtpInput,
    ): Effect.Effect<ChallengeView, KycNotVerified | WithdrawalContactMissing | SendRefused, SignInCodes>;
    /**
     * The code is checked (a `confirm-withdrawal` challenge of the gamer's, from `ip`) once the key is claimed,
     * never on a replay.
     */
    requestWithdrawal(
      userId: string,
      key: string,
      body: {
        readonly currency: "USDT";
        readonly amount: number;
        readonly challengeId: string;
        readonly code: string;
      },
      ip: string,
    ): Effect.Effect<
      IdempotentAnswer<WithdrawalView>,
      WithdrawalRefused | CodeInvalid | CodeExpired | TooManyLoginAttempts | IdempotencyFailure,
      SignInCodes
    >;
    /** India's statement of a financial year (`2026-27`): each withdrawal's tax, as CSV. */
    getTdsStatement(
      userId: string,
      financialYear: string,
    ): Effect.Effect<
      { readonly fileName: string; readonly csv: string },
      TdsNotApplicable | FinancialYearInvalid
    >;
    listWithdrawals(userId: string): Effect.Effect<{ readonly items: readonly WithdrawalView[] }>;
    getWithdrawal(userId: string, withdrawalId: string): Effect.Effect<WithdrawalView, WithdrawalNotFound>;
    /** The job's work: sends a requested payout (again, after a crash: the same payout) and records the answer. */
    sendPayout(payoutId: string): Effect.Effect<void>;
    /** The payouts the sweep sends (again): requested, not accepted by a provider yet. */
    duePayouts(now: Date): Effect.Effect<readonly string[]>;
    receiveWebhook(
      provider: PayoutProviderName,
      rawBody: Buffer,
      headers: Readonly<Record<string, string | string[] | undefined>>,
    ): Effect.Effect<{ readonly received: true; readonly outcome: PayoutEventOutcome }, PayoutEventRejected>;
  }
>()("kleos/server/services/payouts/Payouts") {
  static readonly layer = (options: PayoutOptions) =>
    Layer.effect(
      Payouts,
      Effect.gen(function* () {
        const repository = yield* PayoutRepository;
        const consoleRecords = yield* PayoutConsoleRepository;
        const kycProfiles = yield* KycRepository;
        const users = yield* UserRepository;
        const kyc = yield* Kyc;
        const ledger = yield* Ledger;
        const requests = yield* IdempotentRequests;
        const jobs = yield* JobSender;
        const { transaction } = yield* Database;
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));
        const { limits, tdsRateBps } = options;
        const providerNamed = (name: string) => options.providers.known.find((known) => known.name === name);

        const approvalOf = (userId: string) =>
          Effect.gen(function* () {
            const at = yield* now;
            const verified = yield* kyc.isVerified(userId);
            const profile = yield* kycProfiles.findProfile(userId);
            const country = countryOf(profile);
            const registration = yield* repository.findRegistration(userId);
            const destination =
              registration === undefined || profile === undefined || registration.country !== profile.country
                ? undefined
                : destinationOf(registration.method as PayoutMethod, registration.upiId, profile);
            const today = yield* repository.withdrawnSince(userId, utcDayStart(at));
            const month = yield* repository.withdrawnSince(userId, utcMonthStart(at));
            const withdrawn = { today: today.amount, thisMonth: month.amount };
            const remaining = remainingLimits(limits, withdrawn);
            const year = indianFinancialYearOf(at);
            const thisYear = yield* repository.withdrawnSince(userId, year.start);
            const kycStatus: KycStatus = verified ? "verified" : profile === undefined ? "none" : "pending";
            return {
              approved: verified && destination !== undefined,
              kycStatus,
              country,
              methods: country === null ? [] : payoutMethodsOf(country),
              registration:
                registration === undefined || destination === undefined
                  ? null
                  : {
                      method: registration.method as PayoutMethod,
                      destination: maskDestination(destination.method, destinationValue(destination)),
                      registeredAt: registration.updatedAt.toISOString(),
                    },
              limits: {
                currency: "USDT" as const,
                minimum: limits.minimum,
                dailyMaximum: limits.dailyMaximum,
                remainingToday: remaining.today,
                monthlyMaximum: limits.monthlyMaximum,
                remainingThisMonth: remaining.thisMonth,
              },
              fee: options.fee,
              tds: {
                applies: country === "IN" && tdsRateBps !== undefined,
                rateBps: country === "IN" ? (tdsRateBps ?? 0) : 0,
                financialYear: year.label,
                withheldThisYear: thisYear.tds,
              },
              profile,
              destination,
              withdrawn,
            };
          });

        const publicApproval = (userId: string) =>
          Effect.map(
            approvalOf(userId),
            ({ profile: _profile, destination: _destination, withdrawn: _withdrawn, ...view }) => view,
          );

        /**
         * Decides a withdrawal of `amount` now: the gamer's KYC and destination, the limits, the split into tax, fee
         * and payout, the fiat, and the balance. The quote answers it; the request writes it (under the gamer's lock).
         */
        const decide = (userId: string, amount: number) =>
          Effect.gen(function* () {
            const approval = yield* approvalOf(userId);
            if (
              approval.kycStatus !== "verified" ||
              approval.profile === undefined ||
              approval.country === null
            )
              return yield* new KycNotVerified();
            if (approval.registration === null || approval.destination === undefined)
              return yield* new OfframpNotRegistered();
            const check = checkPayoutAmount(limits, amount, approval.withdrawn);
            if (!check.ok)
              return yield* check.reason === "belowMinimum"
                ? new WithdrawalBelowMinimum({ minimum: check.minimum })
                : check.reason === "monthlyMaximum"
                  ? new WithdrawalMonthlyLimitReached({ remaining: check.remaining })
                  : new WithdrawalDailyLimitReached({ remaining: check.remaining });
            const balance = yield* ledger.balanceOf(userId, "USDT");
            if (balance.amount < amount)
              return yield* new InsufficientBalance({
                currency: "USDT",
                required: amount,
                available: balance.amount,
              });
            const at = yield* now;
            const year = indianFinancialYearOf(at);
            const thisYear = yield* repository.withdrawnSince(userId, year.start);
            const country = approval.country;
            const split = splitWithdrawal(
              amount,
              // Deposits and the opening balance count as nothing: USDT on Kleos is earned, not paid in.
              {
                withdrawnBefore: thisYear.amount,
                deposits: 0,
                openingBalance: 0,
                taxedBefore: thisYear.taxable,
              },
              country === "IN" ? tdsRateBps : undefined,
              options.fee,
            );
            const fiatCurrency = PAYOUT_FIAT[country];
            const fiatAmount = fiatMinorForUsdtBase(split.net, options.fiatPerUsdt[fiatCurrency]);
            return {
              at,
              year,
              country,
              split,
              fiatCurrency,
              fiatAmount,
              profile: approval.profile,
              destination: approval.destination,
            };
          });

        /**
         * Applies what the provider says of a payout, under its row lock: the state machine decides the next
         * status and what the money does; each posting set is keyed by the payout, so it is written once.
         */
        const apply = (payoutId: string, facts: PayoutFacts, source: "send" | "webhook") =>
          transaction(
            Effect.gen(function* () {
              const payout = yield* repository.lockById(payoutId);
              if (payout === undefined) return "unknownPayout" as PayoutEventOutcome;
              const at = yield* now;
              const providerPayoutId = payout.providerPayoutId ?? facts.providerPayoutId ?? null;
              const step = payoutTransition(payout.status as PayoutStatus, facts.outcome);
              // What the provider said, applied or not, for the payouts console.
              yield* consoleRecords.insertEvent({
                payoutId: payout.id,
                source,
                outcome: EVENT_OUTCOME[facts.outcome],
                providerStatus: facts.providerStatus,
                failureReason: facts.failureReason,
                applied: step !== undefined,
                createdAt: at,
              });
              if (step === undefined) {
                // Nothing moves; a send's answer recorded after a webhook still leaves the provider's id.
                if (providerPayoutId !== payout.providerPayoutId)
                  yield* repository.update(payout.id, { providerPayoutId, updatedAt: at });
                return "unchanged" as PayoutEventOutcome;
              }
              const base = {
                userId: payout.userId,
                reference: payout.id,
                details: { withdrawalId: payout.id, provider: payout.provider, providerPayoutId },
              };
              let settleTransactionId = payout.settleTransactionId;
              let refundTransactionId = payout.refundTransactionId;
              if (step.money === "settle") {
                const posted = yield* Effect.orDie(
                  ledger.post({
                    ...base,
                    idempotencyKey: `payout-settle:${payout.id}`,
                    type: "offramp",
                    legs: [
                      systemLeg(PAYOUT_ACCOUNTS.holding, -payout.net),
                      systemLeg(PAYOUT_ACCOUNTS.paid, payout.net),
                    ],
                  }),
                );
                settleTransactionId = posted.transaction.id;
              }
              if (step.money === "refund" || step.money === "refundSettled") {
                const from = step.money === "refund" ? PAYOUT_ACCOUNTS.holding : PAYOUT_ACCOUNTS.paid;
                const legs = [systemLeg(from, -payout.net), userLeg(payout.userId, payout.amount)];
                if (payout.tds > 0) legs.push(systemLeg(PAYOUT_ACCOUNTS.tds, -payout.tds));
                if (payout.fee > 0) legs.push(systemLeg(PAYOUT_ACCOUNTS.fees, -payout.fee));
                const posted = yield* Effect.orDie(
                  ledger.post({
                    ...base,
                    idempotencyKey: `payout-refund:${payout.id}`,
                    type: "offramp",
                    legs,
                  }),
                );
                refundTransactionId = posted.transaction.id;
              }
              yield* repository.update(payout.id, {
                status: step.next,
                providerPayoutId,
                providerStatus: facts.providerStatus,
                failureReason: facts.failureReason ?? payout.failureReason,
                settleTransactionId,
                refundTransactionId,
                updatedAt: at,
              });
              return "applied" as PayoutEventOutcome;
            }),
          );

        /** The gamer's verified phone number (whatsapp, sms) or e-mail address (email), once KYC is verified. */
        const withdrawalOtpRecipient = (userId: string, channel: WithdrawalOtpInput["channel"]) =>
          Effect.gen(function* () {
            if (!(yield* kyc.isVerified(userId))) return yield* new KycNotVerified();
            const user = yield* users.findById(userId);
            const recipient =
              channel === "email"
                ? user?.emailVerifiedAt == null
                  ? null
                  : user.email
                : user?.phoneVerifiedAt == null
                  ? null
                  : user.phoneNumber;
            if (recipient === null || recipient === undefined)
              return yield* new WithdrawalContactMissing({ channel });
            return { recipient };
          });

        /** `confirm` checks the one-time code; it runs once the key is claimed, not on a replay. */
        const withdraw = (
          userId: string,
          key: string,
          body: {
            readonly currency: "USDT";
            readonly amount: number;
            readonly challengeId: string;
            readonly code: string;
          },
          confirm: Effect.Effect<void, CodeInvalid | CodeExpired | TooManyLoginAttempts>,
        ) =>
          Effect.gen(function* () {
            const answer = yield* requests.run(
              { userId, operation: "requestWithdrawal", key, body },
              Effect.gen(function* () {
                // One withdrawal of a gamer at a time: the day's and month's totals below are the truth when
                // it is written.
                yield* repository.lockGamer(userId);
                const decided = yield* decide(userId, body.amount);
                const { at, year, country, split, fiatCurrency, fiatAmount } = decided;
                const provider = options.providers.forCountry(country);
                const payoutId = randomUUID();
                const legs = [userLeg(userId, -body.amount), systemLeg(PAYOUT_ACCOUNTS.holding, split.net)];
                if (split.tds > 0) legs.push(systemLeg(PAYOUT_ACCOUNTS.tds, split.tds));
                if (split.fee > 0) legs.push(systemLeg(PAYOUT_ACCOUNTS.fees, split.fee));
                const debit = yield* ledger.post({
                  idempotencyKey: `payout-debit:${payoutId}`,
                  type: "offramp",
                  userId,
                  reference: payoutId,
                  details: {
                    withdrawalId: payoutId,
                    tds: split.tds,
                    fee: split.fee,
                    financialYear: year.label,
                  },
                  legs,
                });
                const row = yield* repository.insert({
                  id: payoutId,
                  userId,
                  provider: provider?.name ?? (country === "IN" ? "razorpayx" : "asaas"),
                  country,
                  method: decided.destination.method,
                  destination: decided.destination,
                  beneficiaryName: beneficiaryOf(decided.profile),
                  currency: "USDT",
                  amount: body.amount,
                  fee: split.fee,
                  taxable: split.taxable,
                  tds: split.tds,
                  net: split.net,
                  fiatCurrency,
                  fiatAmount,
                  financialYear: year.label,
                  status: "requested",
                  debitTransactionId: debit.transaction.id,
                  createdAt: at,
                  updatedAt: at,
                });
                return withdrawalView(row);
              }),
              // The code is checked once the key is claimed and outside the transaction: a replay never asks
              // for it again, and a wrong try stays counted.
              confirm,
            );
            if (!answer.replayed)
              yield* jobs.send(
                PAYOUT_SEND_JOB,
                { payoutId: answer.value.withdrawalId },
                { singletonKey: answer.value.withdrawalId },
              );
            return answer;
          });

        return Payouts.of(
          traced("Payouts", {
            getOfframpTokenPrices: () =>
              Effect.succeed({
                token: "USDT" as const,
                decimals: 6 as const,
                prices: (["IN", "BR"] as const).map((country) => ({
                  country,
                  fiatCurrency: PAYOUT_FIAT[country],
                  fiatDecimals: 2 as const,
                  fiatPerToken: options.fiatPerUsdt[PAYOUT_FIAT[country]],
                })),
              }),

            getWalletApprovalStatus: publicApproval,

            registerOfframpUser: (userId, body) =>
              Effect.gen(function* () {
                if (!(yield* kyc.isVerified(userId))) return yield* new KycNotVerified();
                const profile = yield* kycProfiles.findProfile(userId);
                const country = countryOf(profile);
                if (profile === undefined || country === null) return yield* new KycNotVerified();
                if (!payoutMethodsOf(country).includes(body.method))
                  return yield* new PayoutDestinationInvalid({ field: "method" });
                const upiId = body.method === "upi" ? (body.upiId ?? "").trim() : null;
                if (upiId !== null && !isUpiId(upiId))
                  return yield* new PayoutDestinationInvalid({ field: "upiId" });
                if (destinationOf(body.method, upiId, profile) === undefined)
                  return yield* new PayoutDestinationInvalid({ field: "method" });
                const at = yield* now;
                yield* repository.saveRegistration({
                  userId,
                  country,
                  method: body.method,
                  upiId,
                  updatedAt: at,
                });
                return yield* publicApproval(userId);
              }),

            quoteWithdrawal: (userId, body) =>
              Effect.map(decide(userId, body.amount), (decided) => ({
                currency: "USDT" as const,
                amount: body.amount,
                fee: decided.split.fee,
                tds: decided.split.tds,
                net: decided.split.net,
                fiatCurrency: decided.fiatCurrency,
                fiatAmount: decided.fiatAmount,
                fiatDecimals: 2 as const,
                method: decided.destination.method,
                destination: maskDestination(
                  decided.destination.method,
                  destinationValue(decided.destination),
                ),
                financialYear: decided.year.label,
              })),

            sendWithdrawalOtp: (userId, { channel, locale, ip, proofOfWork }) =>
              Effect.gen(function* () {
                const { recipient } = yield* withdrawalOtpRecipient(userId, channel);
                const codes = yield* SignInCodes;
                return yield* codes.start({
                  purpose: "confirm-withdrawal",
                  channel,
                  recipient,
                  userId,
                  locale,
                  ip,
                  proofOfWork,
                });
              }),

            requestWithdrawal: (userId, key, body, ip) =>
              Effect.gen(function* () {
                const codes = yield* SignInCodes;
                const confirm = Effect.asVoid(
                  codes.check(body.challengeId, body.code, ip, ["whatsapp", "sms", "email"], userId, [
                    "confirm-withdrawal",
                  ]),
                );
                return yield* withdraw(userId, key, body, confirm);
              }),

            listWithdrawals: (userId) =>
              Effect.map(repository.listOwn(userId), (rows) => ({ items: rows.map(withdrawalView) })),

            getWithdrawal: (userId, withdrawalId) =>
              Effect.flatMap(repository.findOwn(userId, withdrawalId), (row) =>
                row === undefined
                  ? Effect.fail(new WithdrawalNotFound({ withdrawalId }))
                  : Effect.succeed(withdrawalView(row)),
              ),

            getTdsStatement: (userId, financialYear) =>
              Effect.gen(function* () {
                const profile = yield* kycProfiles.findProfile(userId);
                if (countryOf(profile) !== "IN") return yield* new TdsNotApplicable();
                const at = yield* now;
                const year = financialYearNamed(financialYear);
                if (year === undefined || year.start.getTime() > at.getTime())
                  return yield* new FinancialYearInvalid({ financialYear });
                const rows = yield* repository.listOwnBetween(userId, year.start, year.end);
                return {
                  fileName: `kleos-tds-statement-${year.label}.csv`,
                  csv: tdsStatementCsv(
                    year.label,
                    rows.map((row) => ({
                      withdrawalId: row.id,
                      requestedAt: row.createdAt,
                      status: row.status as PayoutStatus,
                      amount: row.amount,
                      taxable: row.taxable,
                      tds: row.tds,
                      fee: row.fee,
                      net: row.net,
                      fiatCurrency: row.fiatCurrency,
                      fiatAmount: row.fiatAmount,
                    })),
                  ),
                };
              }),

            sendPayout: (payoutId) =>
              Effect.gen(function* () {
                const payout = yield* repository.findById(payoutId);
                if (payout === undefined || payout.status !== "requested") return;
                // Its account was erased before it was sent: nowhere to pay, so the money goes back.
                if (payout.destination === null || payout.beneficiaryName === null) {
                  yield* apply(
                    payout.id,
                    {
                      providerPayoutId: undefined,
                      outcome: "failed",
                      providerStatus: "not_sent",
                      failureReason: "The account was erased before the payout was sent",
                    },
                    "send",
                  );
                  return;
                }
                const provider = providerNamed(payout.provider);
                if (provider === undefined)
                  return yield* Effect.die(
                    new Error(`No payout provider ${payout.provider} for payout ${payout.id}`),
                  );
                // Written before the provider is asked: a send that crashes is still known (an Asaas resend's safety).
                yield* consoleRecords.insertEvent({
                  payoutId: payout.id,
                  source: "send",
                  outcome: "attempted",
                  providerStatus: null,
                  failureReason: null,
                  applied: false,
                  createdAt: yield* now,
                });
                const { destination, beneficiaryName } = payout;
                const facts = yield* Effect.tryPromise({
                  try: () =>
                    provider.sendPayout({
                      payoutId: payout.id,
                      userId: payout.userId,
                      amount: payout.fiatAmount,
                      currency: payout.fiatCurrency as "INR" | "BRL",
                      destination,
                      beneficiaryName,
                    }),
                  catch: (error) => error,
                }).pipe(
                  // Unavailable: the run fails and is retried with backoff (the same idempotency key).
                  Effect.catch((error) =>
                    Effect.die(
                      error instanceof PayoutProviderUnavailable
                        ? error
                        : new Error(String(error), { cause: error }),
                    ),
                  ),
                );
                yield* apply(payout.id, facts, "send");
              }),

            duePayouts: (at) =>
              Effect.gen(function* () {
                // A minute's grace: the request's own send is on its way.
                const due = yield* repository.listRequested(new Date(at.getTime() - 60_000));
                const sendable: string[] = [];
                for (const payout of due) {
                  if (
                    payout.provider === "asaas" &&
                    at.getTime() - payout.createdAt.getTime() > ASAAS_RESEND_WINDOW_MS
                  ) {
                    yield* Effect.logWarning(
                      `Payout ${payout.id} was never accepted by Asaas and is past its duplicate window: a person must check it`,
                    );
                    continue;
                  }
                  sendable.push(payout.id);
                }
                return sendable;
              }),

            receiveWebhook: (providerName, rawBody, headers) =>
              Effect.gen(function* () {
                const event: PayoutEvent | undefined = providerNamed(providerName)?.verifyWebhook(
                  rawBody,
                  headers,
                );
                if (event === undefined) return yield* new PayoutEventRejected({ provider: providerName });
                if (event.kind === "ignored")
                  return { received: true as const, outcome: "ignored" as PayoutEventOutcome };
                const { kind: _kind, payoutId, ...facts } = event;
                // Not one of ours (Kleos' ids are uuids): received, nothing to move.
                if (!UUID.test(payoutId))
                  return { received: true as const, outcome: "unknownPayout" as PayoutEventOutcome };
                return { received: true as const, outcome: yield* apply(payoutId, facts, "webhook") };
              }),
          }),
        );
      }),
    );
}

export type { PayoutOutcome };
