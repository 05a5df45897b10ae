/**
 * `/wallet/kyc`: the wallet's KYC (spec §1, §7 KYC). India: PAN → Aadhaar through DigiLocker consent (or the
 * PAN-only path) → bank account, with a later change of bank; Brazil: CPF → PIX key. The status (none, pending,
 * verified, rejected with the reason) follows a pending check live through its event stream, and the KYC bonus
 * is claimed here once verified.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { requiredSteps, type KycCountry } from "@/domain/kyc/kyc-status";
import { Badge } from "@/web/components/badge";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { RadioGroup } from "@/web/components/radio";
import {
  useClaimKycBonus,
  useKycState,
  useVerifyAadhaar,
  type DigilockerConsent,
  type KycState,
  type KycStep,
  type KycStepState,
} from "@/web/features/wallet/api/kyc-api";
import { useKycLiveStatus, type LiveStatus } from "@/web/features/wallet/api/use-kyc-live-status";
import * as styles from "@/web/features/wallet/components/kyc.css";
import { KycFaqDialog } from "@/web/features/wallet/components/kyc-faq-dialog";
import {
  BankForm,
  CpfForm,
  KYC_PROBLEMS,
  PanForm,
  PixForm,
} from "@/web/features/wallet/components/kyc-forms";
import {
  outcomeNames,
  reasonNames,
  statusNames,
  stepNames,
} from "@/web/features/wallet/components/kyc-messages";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { WalletPage, WalletSkeleton } from "@/web/features/wallet/components/wallet-page";
import * as walletStyles from "@/web/features/wallet/components/wallet.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { formatProblem } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "kyc.page.title", defaultMessage: "KYC verification" },
    lead: {
      id: "kyc.page.lead",
      defaultMessage: "Verify who you are once to cash out your rewards and get the KYC bonus.",
    },
    faq: { id: "kyc.page.faq", defaultMessage: "KYC FAQ" },
    loadFailed: { id: "kyc.page.loadFailed", defaultMessage: "Your KYC could not be loaded" },
    retry: { id: "kyc.page.retry", defaultMessage: "Try again" },
    statusTitle: { id: "kyc.status.title", defaultMessage: "Your KYC status" },
    stepsLabel: { id: "kyc.steps.label", defaultMessage: "KYC steps" },
    country: { id: "kyc.country.legend", defaultMessage: "Where do you want to cash out?" },
    india: { id: "kyc.country.india", defaultMessage: "India (PAN, Aadhaar and bank account)" },
    brazil: { id: "kyc.country.brazil", defaultMessage: "Brazil (CPF and PIX key)" },
    stepTitle: { id: "kyc.steps.current", defaultMessage: "Next: {step}" },
    waiting: {
      id: "kyc.steps.waiting",
      defaultMessage: "We are checking your {step}. This page updates by itself.",
    },
    inReview: {
      id: "kyc.steps.inReview",
      defaultMessage: "Our team is reviewing your {step}. This page updates by itself.",
    },
    sendAgain: { id: "kyc.steps.sendAgain", defaultMessage: "Correct the details and send them again." },
    digilockerLead: {
      id: "kyc.digilocker.lead",
      defaultMessage:
        "DigiLocker shares your Aadhaar with Kleos once you consent. You never type your Aadhaar number here.",
    },
    digilockerStart: { id: "kyc.digilocker.start", defaultMessage: "Continue to DigiLocker" },
    digilockerOpen: { id: "kyc.digilocker.open", defaultMessage: "Open DigiLocker (new tab)" },
    digilockerWaiting: {
      id: "kyc.digilocker.waiting",
      defaultMessage: "Waiting for your consent in DigiLocker…",
    },
    live: { id: "kyc.live.watching", defaultMessage: "Live: following your {step} check" },
    liveEvent: { id: "kyc.live.event", defaultMessage: "{step}: {outcome}" },
    liveFailed: {
      id: "kyc.live.failed",
      defaultMessage: "Live updates stopped. Reload the page to see the latest status.",
    },
    bonusTitle: { id: "kyc.bonus.title", defaultMessage: "KYC bonus" },
    bonusLead: {
      id: "kyc.bonus.lead",
      defaultMessage: "Your KYC is verified: claim your bonus of {amount}.",
    },
    bonusClaim: { id: "kyc.bonus.claim", defaultMessage: "Claim KYC bonus" },
    bonusClaimed: { id: "kyc.bonus.claimed", defaultMessage: "KYC bonus claimed: {amount}" },
    bankTitle: { id: "kyc.bank.changeTitle", defaultMessage: "Payout bank account" },
    bankChange: { id: "kyc.bank.change", defaultMessage: "Change bank account" },
    bankCancel: { id: "kyc.bank.cancel", defaultMessage: "Cancel" },
  }),
);

const STATUS_TONES = {
  none: "neutral",
  pending: "warning",
  verified: "accent",
  rejected: "danger",
} as const;

const isWaiting = (state: KycStepState | undefined) =>
  state !== undefined && (state.outcome === "pending" || state.outcome === "manualReview");

const LiveLine = ({ live }: { readonly live: LiveStatus }) => {
  const intl = useIntl();
  if (live.phase === "failed")
    return <p className={styles.problem}>{intl.formatMessage(messages.liveFailed)}</p>;
  if (live.phase === "idle" || live.event === undefined) return null;
  return (
    <p className={styles.muted}>
      {intl.formatMessage(messages.liveEvent, {
        step: intl.formatMessage(stepNames[live.event.step]),
        outcome: intl.formatMessage(outcomeNames[live.event.outcome]),
      })}
    </p>
  );
};

const StepList = ({
  required,
  byStep,
  next,
}: {
  readonly required: readonly KycStep[];
  readonly byStep: ReadonlyMap<KycStep, KycStepState>;
  readonly next: KycStep | null;
}) => {
  const intl = useIntl();
  return (
    <ol className={styles.steps} aria-label={intl.formatMessage(messages.stepsLabel)}>
      {required.map((step) => {
        const state = byStep.get(step);
        return (
          <li
            key={step}
            className={[styles.step, step === next ? styles.current : ""].join(" ")}
            aria-current={step === next ? "step" : undefined}
          >
            <span className={styles.stepName}>{intl.formatMessage(stepNames[step])}</span>
            <span>{intl.formatMessage(outcomeNames[state?.outcome ?? "notStarted"])}</span>
            {state?.detail === null || state?.detail === undefined ? null : (
              <span className={styles.detail}>{state.detail}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
};

const DigilockerPanel = ({
  consent,
  onConsent,
}: {
  readonly consent: DigilockerConsent | undefined;
  readonly onConsent: (consent: DigilockerConsent) => void;
}) => {
  const intl = useIntl();
  const start = useVerifyAadhaar();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{intl.formatMessage(messages.digilockerLead)}</p>
      {consent === undefined ? null : (
        <p className={styles.muted}>{intl.formatMessage(messages.digilockerWaiting)}</p>
      )}
      {start.isError ? (
        <p role="alert" className={styles.problem}>
          {formatProblem(intl, start.error, KYC_PROBLEMS)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {consent === undefined ? (
          <Button
            disabled={start.isPending}
            onClick={() => start.mutate(routes.walletKyc.path, { onSuccess: onConsent })}
          >
            {intl.formatMessage(messages.digilockerStart)}
          </Button>
        ) : (
          <ButtonLink to={consent.consentUrl} target="_blank" rel="noopener">
            {intl.formatMessage(messages.digilockerOpen)}
          </ButtonLink>
        )}
      </div>
    </div>
  );
};

const StepPanel = ({
  step,
  state,
  consent,
  onConsent,
}: {
  readonly step: KycStep;
  readonly state: KycStepState | undefined;
  readonly consent: DigilockerConsent | undefined;
  readonly onConsent: (consent: DigilockerConsent) => void;
}) => {
  const intl = useIntl();
  const name = intl.formatMessage(stepNames[step]);
  const title = intl.formatMessage(messages.stepTitle, { step: name });
  const waiting = isWaiting(state);
  return (
    <Card as="section" padding="lg" aria-labelledby="kyc-current-step">
      <div className={styles.stack}>
        <h2 id="kyc-current-step" className={styles.sectionTitle}>
          {title}
        </h2>
        {state?.outcome === "rejected" && state.reason !== null ? (
          <p role="alert" className={styles.problem}>
            {intl.formatMessage(reasonNames[state.reason])} {intl.formatMessage(messages.sendAgain)}
          </p>
        ) : null}
        {step === "aadhaar" ? (
          <DigilockerPanel consent={consent} onConsent={onConsent} />
        ) : waiting ? (
          <p className={styles.muted}>
            {intl.formatMessage(state?.outcome === "manualReview" ? messages.inReview : messages.waiting, {
              step: name,
            })}
          </p>
        ) : step === "pan" ? (
          <PanForm label={title} />
        ) : step === "bank" ? (
          <BankForm label={title} />
        ) : step === "cpf" ? (
          <CpfForm label={title} />
        ) : (
          <PixForm label={title} />
        )}
      </div>
    </Card>
  );
};

const BonusPanel = ({ state }: { readonly state: KycState }) => {
  const intl = useIntl();
  const claim = useClaimKycBonus();
  const amount = <BaseAmount currency={state.bonus.currency} amount={state.bonus.amount} emphasis />;
  return (
    <Card as="section" padding="lg" aria-labelledby="kyc-bonus">
      <div className={styles.stack}>
        <h2 id="kyc-bonus" className={styles.sectionTitle}>
          {intl.formatMessage(messages.bonusTitle)}
        </h2>
        {state.bonus.claimed ? (
          <p role="status" className={styles.muted}>
            {intl.formatMessage(messages.bonusClaimed, { amount })}
          </p>
        ) : (
          <>
            <p className={styles.muted}>{intl.formatMessage(messages.bonusLead, { amount })}</p>
            {claim.isError ? (
              <p role="alert" className={styles.problem}>
                {formatProblem(intl, claim.error, KYC_PROBLEMS)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button disabled={claim.isPending} onClick={() => claim.mutate()}>
                {intl.formatMessage(messages.bonusClaim)}
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
};

const BankChangePanel = () => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage(messages.bankTitle);
  return (
    <Card as="section" padding="lg" aria-labelledby="kyc-bank-change">
      <div className={styles.stack}>
        <h2 id="kyc-bank-change" className={styles.sectionTitle}>
          {title}
        </h2>
        {open ? (
          <>
            <BankForm label={title} update onDone={() => setOpen(false)} />
            <div className={styles.actions}>
              <Button tone="ghost" onClick={() => setOpen(false)}>
                {intl.formatMessage(messages.bankCancel)}
              </Button>
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => setOpen(true)}>
              {intl.formatMessage(messages.bankChange)}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
};

const KycOverview = ({ state }: { readonly state: KycState }) => {
  const intl = useIntl();
  const [chosen, setChosen] = useState<KycCountry | undefined>();
  const [consent, setConsent] = useState<DigilockerConsent | undefined>();
  const country = state.country ?? chosen;
  const byStep = new Map(state.steps.map((step) => [step.step, step] as const));
  const next =
    country === undefined
      ? null
      : state.country === null
        ? country === "IN"
          ? "pan"
          : "cpf"
        : state.nextStep;
  // A check still waiting (a consent, a review) is followed live: its events replace the state.
  const waitingStep = state.steps.find(isWaiting);
  const live = useKycLiveStatus(waitingStep?.verificationId);
  const required = country === undefined ? [] : requiredSteps(country, !state.withAadhaar);
  return (
    <>
      <Card as="section" padding="lg" aria-labelledby="kyc-status">
        <div className={styles.stack}>
          <div className={styles.statusRow}>
            <h2 id="kyc-status" className={styles.sectionTitle}>
              {intl.formatMessage(messages.statusTitle)}
            </h2>
            <span role="status" aria-live="polite">
              <Badge tone={STATUS_TONES[state.status]}>{intl.formatMessage(statusNames[state.status])}</Badge>
            </span>
          </div>
          {state.status === "rejected" && state.reason !== null ? (
            <p className={styles.problem}>{intl.formatMessage(reasonNames[state.reason])}</p>
          ) : null}
          {live.phase === "watching" && live.event === undefined && waitingStep !== undefined ? (
            <p className={styles.muted}>
              {intl.formatMessage(messages.live, { step: intl.formatMessage(stepNames[waitingStep.step]) })}
            </p>
          ) : (
            <LiveLine live={live} />
          )}
          {required.length > 0 ? <StepList required={required} byStep={byStep} next={next} /> : null}
        </div>
      </Card>
      {state.country === null ? (
        <Card as="section" padding="lg">
          <RadioGroup
            legend={intl.formatMessage(messages.country)}
            options={[
              { value: "IN", label: intl.formatMessage(messages.india) },
              { value: "BR", label: intl.formatMessage(messages.brazil) },
            ]}
            value={chosen}
            onChange={setChosen}
          />
        </Card>
      ) : null}
      {next === null ? null : (
        <StepPanel
          step={next}
          state={byStep.get(next)}
          consent={next === "aadhaar" ? consent : undefined}
          onConsent={setConsent}
        />
      )}
      {state.status === "verified" ? <BonusPanel state={state} /> : null}
      {state.status === "verified" && state.country === "IN" ? <BankChangePanel /> : null}
    </>
  );
};

const KycPage = ({ title }: { readonly title: string }) => {
  const intl = useIntl();
  const kyc = useKycState();
  const [faqOpen, setFaqOpen] = useState(false);
  return (
    <>
      <header className={walletStyles.header}>
        <div className={walletStyles.headerRow}>
          <h1 className={walletStyles.title}>{title}</h1>
          <Button tone="secondary" onClick={() => setFaqOpen(true)}>
            {intl.formatMessage(messages.faq)}
          </Button>
        </div>
        <p className={walletStyles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      {kyc.isPending ? (
        <WalletSkeleton />
      ) : kyc.isError ? (
        <EmptyState
          role="alert"
          title={intl.formatMessage(messages.loadFailed)}
          description={formatProblem(intl, kyc.error, KYC_PROBLEMS)}
          action={
            <Button tone="secondary" onClick={() => void kyc.refetch()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : (
        <KycOverview state={kyc.data} />
      )}
      <KycFaqDialog open={faqOpen} onClose={() => setFaqOpen(false)} />
    </>
  );
};

export const WalletKycRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <WalletPage title={title} narrow>
      <KycPage title={title} />
    </WalletPage>
  );
};
