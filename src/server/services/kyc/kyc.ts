/**
 * KYC (spec §1 wallet KYC, §7 KYC): each step is checked by the domain rules first, then (India) by the KYC
 * provider, whose answer decides verified, rejected, or an admin's review. A step's state is its latest check;
 * the profile keeps what verified checks established. India's Aadhaar goes through DigiLocker consent at the
 * provider: the outcome arrives by a signed webhook or the next status read, and only DigiLocker's reference and
 * the last four digits are kept. The KYC bonus is credited once through the ledger, keyed by the gamer. A check
 * that changes after it was written (a consent given, a review decided) is announced through KycEvents, which
 * the verification-status streams listen to.
 */
import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import type { Currency } from "@/domain/constants/money";
import {
  KycBonusAlreadyClaimed,
  KycDetailsInvalid,
  KycEventRejected,
  KycNotVerified,
  KycReviewAlreadyDecided,
  KycReviewNotFound,
  KycReviewNoteRequired,
  KycStepAlreadyVerified,
  KycStepNotOpen,
  KycVerificationNotFound,
} from "@/domain/errors/kyc-errors";
import { UpstreamFailed } from "@/domain/errors/upstream-errors";
import {
  canonicalPixKey,
  cpfDigits,
  isIndividualPan,
  maskedLastFour,
  maskedPixKey,
  normalizeBankAccount,
  normalizeIfsc,
  normalizePan,
  type PixKeyType,
} from "@/domain/kyc/identity-documents";
import {
  overallStatus,
  requiredSteps,
  stepIsOpen,
  nextStep,
  type KycCountry,
  type KycOutcome,
  type KycRejectionReason,
  type KycStatus,
  type KycStep,
  type StepState,
} from "@/domain/kyc/kyc-status";
import { namesMatch } from "@/domain/kyc/name-match";
import { isBankAccountNumber, isIfsc } from "@/domain/validation/bank-rules";
import { isPan } from "@/domain/validation/kyc-rules";
import { Database } from "@/server/db/database";
import {
  KycRepository,
  type KycCheckRow,
  type KycProfileChanges,
  type KycProfileRow,
} from "@/server/db/repositories/kyc-repository";
import { traced } from "@/server/effect/traced";
import { kycDecided } from "@/domain/notifications/notification-events";
import { Notifications } from "@/server/services/notifications/notifications";
import {
  KycProviderUnavailable,
  type BankFacts,
  type KycProvider,
  type NameMatch,
} from "@/server/providers/kyc/kyc-provider";
import { KycEvents } from "@/server/services/kyc/kyc-events";
import { Ledger, type TransactionView } from "@/server/services/wallet/ledger";

export interface KycOptions {
  /** The KYC provider (the real one, the local simulator through the same adapter, or none in production without credentials). */
  readonly provider: KycProvider | undefined;
  readonly bonus: { readonly currency: Currency; readonly amount: number };
}

export interface KycStepView {
  readonly verificationId: string;
  readonly step: KycStep;
  readonly outcome: KycOutcome;
  readonly reason: KycRejectionReason | null;
  readonly detail: string | null;
  readonly updatedAt: string;
}

export interface KycStateView {
  readonly country: KycCountry | null;
  readonly status: KycStatus;
  readonly reason: KycRejectionReason | null;
  readonly withAadhaar: boolean;
  readonly nextStep: KycStep | null;
  readonly steps: readonly KycStepView[];
  readonly bonus: { readonly currency: Currency; readonly amount: number; readonly claimed: boolean };
}

/** A check as its verification-status stream tells it, with the gamer's whole KYC. */
export interface KycVerificationView extends KycStepView {
  readonly state: KycStateView;
  /** Changes whenever the check does: the stream's event id. */
  readonly version: string;
  /** Whether the check is decided (verified or rejected): nothing more will come. */
  readonly settled: boolean;
}

export interface KycReviewView {
  readonly checkId: string;
  readonly userId: string;
  readonly country: KycCountry | null;
  readonly step: KycStep;
  readonly provider: string;
  readonly outcome: KycOutcome;
  readonly nameGiven: string | null;
  readonly nameFound: string | null;
  /** The domain's word-by-word rule on the two names (null when either is missing). */
  readonly nameMatch: boolean | null;
  readonly reason: KycRejectionReason | null;
  readonly note: string | null;
  readonly reviewedAt: string | null;
  readonly createdAt: string;
}

/** The review queue's default page size. */
const REVIEW_PAGE_LIMIT = 20;

export type KycWebhookOutcome = "recorded" | "unchanged" | "unknownCheck" | "ignored";

/** A provider's decision on a step, before it is written. */
interface Decision {
  readonly outcome: KycOutcome;
  readonly reason: KycRejectionReason | null;
}

const verified: Decision = { outcome: "verified", reason: null };
const rejected = (reason: KycRejectionReason): Decision => ({ outcome: "rejected", reason });
const review: Decision = { outcome: "manualReview", reason: null };

/** PAN: an invalid PAN or a name that does not match is refused; a partial match goes to a person. */
export const panDecision = (valid: boolean, nameMatch: NameMatch): Decision => {
  if (!valid) return rejected("panInvalid");
  if (nameMatch === "match") return verified;
  if (nameMatch === "noMatch") return rejected("nameMismatch");
  return review;
};

/**
 * Bank: the account must be valid, and the name at the bank the PAN holder's: the provider's match or the
 * domain's word-by-word rule decides; only when neither is sure does a person look.
 */
export const bankDecision = (facts: BankFacts, panName: string | null): Decision => {
  switch (facts.accountStatus) {
    case "invalidAccount":
      return rejected("bankAccountInvalid");
    case "invalidIfsc":
      return rejected("ifscInvalid");
    case "blocked":
      return rejected("bankAccountBlocked");
    case "unknown":
      return review;
    case "valid":
      break;
  }
  const ruleMatches = facts.nameAtBank !== null && panName !== null && namesMatch(facts.nameAtBank, panName);
  if (ruleMatches || facts.nameMatch === "match") return verified;
  if (facts.nameMatch === "noMatch") return rejected("nameMismatch");
  return review;
};

/** What a verified check gives the profile. */
const profileChangesOf = (check: KycCheckRow): KycProfileChanges => {
  const s = check.submitted;
  switch (check.step as KycStep) {
    case "pan":
      return { pan: s.pan ?? null, panName: check.nameFound ?? check.nameGiven };
    case "aadhaar":
      return { aadhaarReference: check.providerReference, aadhaarLastFour: s.lastFour ?? null };
    case "bank":
      return { bankAccount: s.accountNumber ?? null, ifsc: s.ifsc ?? null, nameAtBank: check.nameFound };
    case "cpf":
      return { cpf: s.cpf ?? null, cpfName: check.nameGiven };
    case "pix":
      return { pixKeyType: s.pixKeyType ?? null, pixKey: s.pixKey ?? null };
  }
};

const stepViewOf = (check: KycCheckRow): KycStepView => ({
  verificationId: check.id,
  step: check.step as KycStep,
  outcome: check.outcome as KycOutcome,
  reason: check.reason as KycRejectionReason | null,
  detail: detailOf(check),
  updatedAt: (check.decidedAt ?? check.createdAt).toISOString(),
});

/** What a gamer sees of a step: never a whole number. */
const detailOf = (check: KycCheckRow): string | null => {
  const s = check.submitted;
  switch (check.step as KycStep) {
    case "pan":
      return s.pan === undefined ? null : `XXXXX${s.pan.slice(5)}`;
    case "aadhaar":
      return s.lastFour === undefined ? null : maskedLastFour(s.lastFour);
    case "bank":
      return s.accountNumber === undefined ? null : `${maskedLastFour(s.accountNumber)} · ${s.ifsc ?? ""}`;
    case "cpf":
      return s.cpf === undefined ? null : `***.***.*${s.cpf.slice(7, 9)}-${s.cpf.slice(9)}`;
    case "pix":
      return s.pixKey === undefined ? null : maskedPixKey(s.pixKey);
  }
};

export class Kyc extends Context.Service<
  Kyc,
  {
    getKycStatus(userId: string): Effect.Effect<KycStateView, UpstreamFailed>;
    /** One of the gamer's checks as it stands (the verification-status stream's event). */
    getKycVerification(
      userId: string,
      verificationId: string,
    ): Effect.Effect<KycVerificationView, KycVerificationNotFound>;
    verifyPan(
      userId: string,
      body: { readonly pan: string; readonly name: string; readonly withAadhaar: boolean },
    ): Effect.Effect<
      KycStateView,
      KycDetailsInvalid | KycStepNotOpen | KycStepAlreadyVerified | UpstreamFailed
    >;
    verifyAadhaar(
      userId: string,
      redirectUrl: string,
    ): Effect.Effect<
      { readonly verificationId: string; readonly consentUrl: string; readonly state: KycStateView },
      KycStepNotOpen | KycStepAlreadyVerified | UpstreamFailed
    >;
    verifyBank(
      userId: string,
      body: { readonly accountNumber: string; readonly ifsc: string },
      update: boolean,
    ): Effect.Effect<
      KycStateView,
      KycDetailsInvalid | KycStepNotOpen | KycStepAlreadyVerified | UpstreamFailed
    >;
    verifyCpf(
      userId: string,
      body: { readonly cpf: string; readonly name: string },
    ): Effect.Effect<KycStateView, KycDetailsInvalid | KycStepNotOpen | KycStepAlreadyVerified>;
    verifyPixKey(
      userId: string,
      body: { readonly pixKeyType: PixKeyType; readonly pixKey: string },
    ): Effect.Effect<KycStateView, KycDetailsInvalid | KycStepNotOpen | KycStepAlreadyVerified>;
    claimKycBonus(
      userId: string,
    ): Effect.Effect<
      { readonly transaction: TransactionView; readonly state: KycStateView },
      KycNotVerified | KycBonusAlreadyClaimed | UpstreamFailed
    >;
    receiveWebhook(
      rawBody: Buffer,
      headers: Readonly<Record<string, string | string[] | undefined>>,
    ): Effect.Effect<{ readonly received: true; readonly outcome: KycWebhookOutcome }, KycEventRejected>;
    listKycReviews(page?: {
      readonly pageOffset?: number | undefined;
      readonly pageLimit?: number | undefined;
    }): Effect.Effect<{
      readonly reviews: readonly KycReviewView[];
      readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
    }>;
    reviewKycCheck(
      adminId: string,
      checkId: string,
      decision: "approve" | "reject",
      note?: string | undefined,
    ): Effect.Effect<KycReviewView, KycReviewNotFound | KycReviewAlreadyDecided | KycReviewNoteRequired>;
    /** Whether the gamer's KYC is verified now (cash-out asks). */
    isVerified(userId: string): Effect.Effect<boolean>;
  }
>()("kleos/server/services/kyc/Kyc") {
  static readonly layer = (options: KycOptions) =>
    Layer.effect(
      Kyc,
      Effect.gen(function* () {
        const repository = yield* KycRepository;
        const notifications = yield* Notifications;
        const ledger = yield* Ledger;
        const events = yield* KycEvents;
        const { transaction } = yield* Database;
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));
        const { provider } = options;

        /** A call to the provider: its being absent or unavailable is UpstreamFailed, anything else a defect. */
        const providerCall = <A>(call: (kyc: KycProvider) => Promise<A>) =>
          provider === undefined
            ? Effect.fail(new UpstreamFailed({ service: "kyc" }))
            : Effect.tryPromise({ try: () => call(provider), catch: (error) => error }).pipe(
                Effect.catch((error) =>
                  error instanceof KycProviderUnavailable
                    ? Effect.as(Effect.logWarning(`KYC provider failed: ${error.message}`), undefined).pipe(
                        Effect.andThen(Effect.fail(new UpstreamFailed({ service: provider.name }))),
                      )
                    : Effect.die(error),
                ),
              );

        const latestByStep = (checks: readonly KycCheckRow[]): Map<KycStep, KycCheckRow> => {
          const latest = new Map<KycStep, KycCheckRow>();
          for (const check of checks)
            if (!latest.has(check.step as KycStep)) latest.set(check.step as KycStep, check);
          return latest;
        };

        const requiredOf = (profile: KycProfileRow | undefined) =>
          profile === undefined ? [] : requiredSteps(profile.country as KycCountry, !profile.withAadhaar);

        const stateOf = (userId: string) =>
          Effect.gen(function* () {
            const profile = yield* repository.findProfile(userId);
            const latest = latestByStep(yield* repository.listChecks(userId));
            const required = requiredOf(profile);
            const steps: StepState[] = [...latest.values()].map((check) => ({
              step: check.step as KycStep,
              outcome: check.outcome as KycOutcome,
              reason: check.reason as KycRejectionReason | null,
            }));
            const { status, reason } = overallStatus(required, steps);
            return {
              country: (profile?.country as KycCountry | undefined) ?? null,
              status,
              reason,
              withAadhaar: profile?.withAadhaar ?? true,
              nextStep: profile === undefined ? null : nextStep(required, steps),
              steps: required.flatMap((step) => {
                const check = latest.get(step);
                return check === undefined ? [] : [stepViewOf(check)];
              }),
              bonus: { ...options.bonus, claimed: profile?.bonusTransactionId != null },
            } satisfies KycStateView;
          });

        /**
         * Whether `step` may be sent now, in the market `country`: the profile's market (set by the first step)
         * must be this one, the steps before it verified, and the step itself not verified already (unless a
         * verified bank is being changed).
         */
        const checkOpen = (userId: string, country: KycCountry, step: KycStep, changing = false) =>
          Effect.gen(function* () {
            const profile = yield* repository.findProfile(userId);
            if (profile !== undefined && profile.country !== country)
              return yield* new KycStepNotOpen({ step });
            const required = profile === undefined ? requiredSteps(country, false) : requiredOf(profile);
            const latest = latestByStep(yield* repository.listChecks(userId));
            const states: StepState[] = [...latest.values()].map((check) => ({
              step: check.step as KycStep,
              outcome: check.outcome as KycOutcome,
              reason: null,
            }));
            if (!stepIsOpen(required, states, step)) return yield* new KycStepNotOpen({ step });
            const verifiedAlready = latest.get(step)?.outcome === "verified";
            if (changing) {
              if (overallStatus(required, states).status !== "verified")
                return yield* new KycStepNotOpen({ step });
            } else if (verifiedAlready) return yield* new KycStepAlreadyVerified({ step });
            return profile;
          });

        /** Writes a check with its decision, and a verified one's facts into the profile. */
        const record = (
          userId: string,
          country: KycCountry,
          check: Omit<
            KycCheckRow,
            "createdAt" | "decidedAt" | "reviewedBy" | "reviewNote" | "needsReview" | "userId"
          >,
          profileChanges: KycProfileChanges = {},
        ) =>
          transaction(
            Effect.gen(function* () {
              const at = yield* now;
              const written = yield* repository.insertCheck({
                ...check,
                userId,
                needsReview: check.outcome === "manualReview",
                decidedAt: check.outcome === "pending" ? null : at,
              });
              yield* repository.saveProfile(
                userId,
                country,
                { ...profileChanges, ...(written.outcome === "verified" ? profileChangesOf(written) : {}) },
                at,
              );
              return written;
            }),
          );

        /** Applies a decision to a check still open (pending or in review); answers whether it changed anything. */
        const decide = (
          checkId: string,
          decision: Decision,
          changes: {
            nameFound?: string | null;
            submitted?: Record<string, string>;
            reviewedBy?: string;
            reviewNote?: string;
          } = {},
        ) =>
          transaction(
            Effect.gen(function* () {
              const check = yield* repository.lockCheck(checkId);
              if (check === undefined || (check.outcome !== "pending" && check.outcome !== "manualReview"))
                return { changed: false, check };
              const at = yield* now;
              const updated = yield* repository.updateCheck(checkId, {
                outcome: decision.outcome,
                reason: decision.reason,
                decidedAt: decision.outcome === "pending" ? null : at,
                ...(decision.outcome === "manualReview" ? { needsReview: true } : {}),
                ...(changes.nameFound === undefined ? {} : { nameFound: changes.nameFound }),
                ...(changes.submitted === undefined ? {} : { submitted: changes.submitted }),
                ...(changes.reviewedBy === undefined ? {} : { reviewedBy: changes.reviewedBy }),
                ...(changes.reviewNote === undefined ? {} : { reviewNote: changes.reviewNote }),
              });
              if (updated.outcome === "verified") {
                const profile = yield* repository.lockProfile(updated.userId);
                if (profile !== undefined)
                  yield* repository.saveProfile(
                    updated.userId,
                    profile.country,
                    profileChangesOf(updated),
                    at,
                  );
              }
              // A check decided after the gamer sent it (a provider's answer, an admin's review) tells them.
              if (updated.outcome === "verified" || updated.outcome === "rejected")
                yield* notifications.notify(
                  kycDecided(updated.userId, updated.id, updated.outcome === "verified"),
                );
              return { changed: true, check: updated };
            }),
          );

        /** Asks DigiLocker (through the provider) how a consent went, records it once and announces it. */
        const refreshDigilocker = (check: KycCheckRow) =>
          Effect.tap(askDigilocker(check), (changed) => (changed ? events.announce(check.id) : Effect.void));

        const askDigilocker = (check: KycCheckRow) =>
          Effect.gen(function* () {
            const facts = yield* providerCall((kyc) => kyc.fetchDigilocker(check.id));
            if (facts.status === "pending") return false;
            if (facts.status !== "authenticated") {
              const reason: KycRejectionReason =
                facts.status === "expired" ? "consentExpired" : "consentDenied";
              return (yield* decide(check.id, rejected(reason))).changed;
            }
            const profile = yield* repository.findProfile(check.userId);
            const panName = profile?.panName ?? null;
            const sameName = facts.name === null || panName === null || namesMatch(facts.name, panName);
            return (yield* decide(check.id, sameName ? verified : review, {
              nameFound: facts.name,
              submitted: { lastFour: facts.lastFour },
            })).changed;
          });

        const reviewView = (check: KycCheckRow) =>
          Effect.map(repository.findProfile(check.userId), (profile): KycReviewView => ({
            checkId: check.id,
            userId: check.userId,
            country: profile?.country === "IN" || profile?.country === "BR" ? profile.country : null,
            step: check.step as KycStep,
            provider: check.provider,
            outcome: check.outcome as KycOutcome,
            nameGiven: check.nameGiven,
            nameFound: check.nameFound,
            nameMatch:
              check.nameGiven === null || check.nameFound === null
                ? null
                : namesMatch(check.nameGiven, check.nameFound),
            reason: check.reason as KycRejectionReason | null,
            note: check.reviewNote,
            reviewedAt: check.reviewedBy === null ? null : (check.decidedAt?.toISOString() ?? null),
            createdAt: check.createdAt.toISOString(),
          }));

        const bankCheck = (
          userId: string,
          body: { readonly accountNumber: string; readonly ifsc: string },
          update: boolean,
        ) =>
          Effect.gen(function* () {
            const accountNumber = normalizeBankAccount(body.accountNumber);
            const ifsc = normalizeIfsc(body.ifsc);
            if (!isBankAccountNumber(accountNumber))
              return yield* new KycDetailsInvalid({
                field: "accountNumber",
                messageId: "validation.bankAccount.invalid",
              });
            if (!isIfsc(ifsc))
              return yield* new KycDetailsInvalid({ field: "ifsc", messageId: "validation.ifsc.invalid" });
            const profile = yield* checkOpen(userId, "IN", "bank", update);
            const panName = profile?.panName ?? null;
            const id = randomUUID();
            const facts = yield* providerCall((kyc) =>
              kyc.verifyBank({
                verificationId: id,
                accountNumber,
                ifsc,
                name: panName ?? "",
                phone: undefined,
              }),
            );
            const decision = bankDecision(facts, panName);
            yield* record(userId, "IN", {
              id,
              step: "bank",
              provider: facts.providerReference === "" ? "rules" : (provider?.name ?? "rules"),
              providerReference: facts.providerReference,
              ...decision,
              nameGiven: panName,
              nameFound: facts.nameAtBank,
              submitted: { accountNumber, ifsc },
            });
            return yield* stateOf(userId);
          });

        return Kyc.of(
          traced("Kyc", {
            getKycVerification: (userId: string, verificationId: string) =>
              Effect.gen(function* () {
                const check = (yield* repository.listChecks(userId)).find(({ id }) => id === verificationId);
                if (check === undefined) return yield* new KycVerificationNotFound({ verificationId });
                const view = stepViewOf(check);
                return {
                  ...view,
                  state: yield* stateOf(userId),
                  version: `${view.updatedAt}~${view.outcome}`,
                  settled: view.outcome === "verified" || view.outcome === "rejected",
                };
              }),

            getKycStatus: (userId: string) =>
              Effect.gen(function* () {
                const aadhaar = latestByStep(yield* repository.listChecks(userId)).get("aadhaar");
                // A consent whose webhook is late: DigiLocker is asked. Being unreachable is not the gamer's problem.
                if (aadhaar?.outcome === "pending")
                  yield* refreshDigilocker(aadhaar).pipe(
                    Effect.catchTag("UpstreamFailed", () => Effect.succeed(false)),
                  );
                return yield* stateOf(userId);
              }),

            verifyPan: (
              userId: string,
              body: { readonly pan: string; readonly name: string; readonly withAadhaar: boolean },
            ) =>
              Effect.gen(function* () {
                const pan = normalizePan(body.pan);
                if (!isPan(pan))
                  return yield* new KycDetailsInvalid({ field: "pan", messageId: "validation.pan.invalid" });
                if (!isIndividualPan(pan))
                  return yield* new KycDetailsInvalid({
                    field: "pan",
                    messageId: "validation.pan.notIndividual",
                  });
                yield* checkOpen(userId, "IN", "pan");
                const id = randomUUID();
                const name = body.name.trim();
                const facts = yield* providerCall((kyc) => kyc.verifyPan({ verificationId: id, pan, name }));
                const decision = panDecision(facts.valid, facts.nameMatch);
                yield* record(
                  userId,
                  "IN",
                  {
                    id,
                    step: "pan",
                    provider: provider?.name ?? "rules",
                    providerReference: facts.providerReference,
                    ...decision,
                    nameGiven: name,
                    nameFound: facts.registeredName,
                    submitted: { pan },
                  },
                  { withAadhaar: body.withAadhaar },
                );
                return yield* stateOf(userId);
              }),

            verifyAadhaar: (userId: string, redirectUrl: string) =>
              Effect.gen(function* () {
                const profile = yield* checkOpen(userId, "IN", "aadhaar");
                if (profile === undefined || !profile.withAadhaar)
                  return yield* new KycStepNotOpen({ step: "aadhaar" });
                const id = randomUUID();
                const session = yield* providerCall((kyc) =>
                  kyc.startDigilocker({ verificationId: id, redirectUrl }),
                );
                yield* record(userId, "IN", {
                  id,
                  step: "aadhaar",
                  provider: provider?.name ?? "rules",
                  providerReference: session.providerReference,
                  outcome: "pending",
                  reason: null,
                  nameGiven: profile.panName,
                  nameFound: null,
                  submitted: {},
                });
                return { verificationId: id, consentUrl: session.consentUrl, state: yield* stateOf(userId) };
              }),

            verifyBank: bankCheck,

            verifyCpf: (userId: string, body: { readonly cpf: string; readonly name: string }) =>
              Effect.gen(function* () {
                const cpf = cpfDigits(body.cpf);
                if (cpf === undefined)
                  return yield* new KycDetailsInvalid({ field: "cpf", messageId: "validation.cpf.invalid" });
                yield* checkOpen(userId, "BR", "cpf");
                // The check digits are the whole check here: no CPF registry provider is configured.
                yield* record(userId, "BR", {
                  id: randomUUID(),
                  step: "cpf",
                  provider: "rules",
                  providerReference: null,
                  ...verified,
                  nameGiven: body.name.trim(),
                  nameFound: null,
                  submitted: { cpf },
                });
                return yield* stateOf(userId);
              }),

            verifyPixKey: (
              userId: string,
              body: { readonly pixKeyType: PixKeyType; readonly pixKey: string },
            ) =>
              Effect.gen(function* () {
                const pixKey = canonicalPixKey(body.pixKeyType, body.pixKey);
                if (pixKey === undefined)
                  return yield* new KycDetailsInvalid({
                    field: "pixKey",
                    messageId: "validation.pixKey.invalid",
                  });
                const profile = yield* checkOpen(userId, "BR", "pix");
                // A CPF key pays the CPF's holder: it must be the gamer's own.
                if (body.pixKeyType === "cpf" && pixKey !== profile?.cpf)
                  return yield* new KycDetailsInvalid({
                    field: "pixKey",
                    messageId: "validation.pixKey.invalid",
                  });
                yield* record(userId, "BR", {
                  id: randomUUID(),
                  step: "pix",
                  provider: "rules",
                  providerReference: null,
                  ...verified,
                  nameGiven: profile?.cpfName ?? null,
                  nameFound: null,
                  submitted: { pixKeyType: body.pixKeyType, pixKey },
                });
                return yield* stateOf(userId);
              }),

            claimKycBonus: (userId: string) =>
              Effect.gen(function* () {
                const transactionView = yield* transaction(
                  Effect.gen(function* () {
                    const profile = yield* repository.lockProfile(userId);
                    if ((yield* stateOf(userId)).status !== "verified" || profile === undefined)
                      return yield* new KycNotVerified();
                    if (profile.bonusTransactionId !== null) return yield* new KycBonusAlreadyClaimed();
                    const credited = yield* ledger.creditReward({
                      userId,
                      currency: options.bonus.currency,
                      amount: options.bonus.amount,
                      idempotencyKey: `kyc-bonus:${userId}`,
                      reference: "kyc-bonus",
                    });
                    yield* repository.saveProfile(
                      userId,
                      profile.country,
                      { bonusTransactionId: credited.transaction.id },
                      yield* now,
                    );
                    return credited.transaction;
                  }),
                );
                return { transaction: transactionView, state: yield* stateOf(userId) };
              }),

            receiveWebhook: (
              rawBody: Buffer,
              headers: Readonly<Record<string, string | string[] | undefined>>,
            ) =>
              Effect.gen(function* () {
                const event = provider?.verifyWebhook(rawBody, headers);
                if (event === undefined)
                  return yield* new KycEventRejected({ provider: provider?.name ?? "none" });
                if (event.kind === "ignored") return { received: true as const, outcome: "ignored" as const };
                const check = yield* transaction(repository.lockCheck(event.verificationId));
                if (check === undefined || check.step !== "aadhaar")
                  return { received: true as const, outcome: "unknownCheck" as const };
                if (check.outcome !== "pending")
                  return { received: true as const, outcome: "unchanged" as const };
                // The event only says "ask again": an unreachable provider is retried by Cashfree's redelivery.
                const changed = yield* refreshDigilocker(check).pipe(Effect.orDie);
                return {
                  received: true as const,
                  outcome: changed ? ("recorded" as const) : ("unchanged" as const),
                };
              }),

            listKycReviews: (page = {}) =>
              Effect.gen(function* () {
                const pageOffset = page.pageOffset ?? 0;
                const pageLimit = page.pageLimit ?? REVIEW_PAGE_LIMIT;
                const { rows, total } = yield* repository.listForReview(pageOffset, pageLimit);
                const reviews = yield* Effect.forEach(rows, reviewView);
                return { reviews, page: { pageOffset, pageLimit, total } };
              }),

            reviewKycCheck: (
              adminId: string,
              checkId: string,
              decision: "approve" | "reject",
              note?: string | undefined,
            ) =>
              Effect.tap(
                transaction(
                  Effect.gen(function* () {
                    const check = yield* repository.lockCheck(checkId);
                    if (check === undefined || !check.needsReview)
                      return yield* new KycReviewNotFound({ checkId });
                    if (check.outcome !== "manualReview")
                      return yield* new KycReviewAlreadyDecided({ checkId, outcome: check.outcome });
                    const reason = note?.trim() ?? "";
                    if (decision === "reject" && reason === "")
                      return yield* new KycReviewNoteRequired({ checkId });
                    const result = yield* decide(
                      checkId,
                      decision === "approve" ? verified : rejected("reviewerRejected"),
                      { reviewedBy: adminId, ...(reason === "" ? {} : { reviewNote: reason }) },
                    );
                    return yield* reviewView(result.check ?? check);
                  }),
                ),
                (reviewed) => events.announce(reviewed.checkId),
              ),

            isVerified: (userId: string) =>
              Effect.map(stateOf(userId), (state) => state.status === "verified"),
          }),
        );
      }),
    );
}
