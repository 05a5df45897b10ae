import { useRef, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { CURRENCY_DECIMALS } from "@/domain/constants/money";
import { PAYOUT_FIAT } from "@/domain/wallet/payouts";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Dialog } from "@/web/components/dialog";
import { Input } from "@/web/components/input";
import { OtpInput } from "@/web/components/otp-input";
import { Select } from "@/web/components/select";
import {
  useQuoteWithdrawal,
  useRegisterOfframp,
  useRequestWithdrawal,
  useSendWithdrawalOtp,
  usePayoutRates,
  useTokenPrice,
  useWalletApproval,
  useWithdrawal,
  type CodeChallenge,
  type OfframpApproval,
  type PayoutMethod,
  type Withdrawal,
  type WithdrawalQuote,
} from "@/web/features/wallet/api/payout-api";
import { useTokenBalances } from "@/web/features/wallet/api/wallet-api";
import { parseAmountInput } from "@/web/features/wallet/amount-input";
import {
  formatPayoutFailure,
  payoutDelayedMessage,
  payoutStatusMessages,
} from "@/web/features/wallet/components/payout-messages";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { WalletPage } from "@/web/features/wallet/components/wallet-page";
import { NoEarningsDialog } from "@/web/features/wallet/components/no-earnings-dialog";
import { formatBaseAmount, formatFiat } from "@/web/features/wallet/components/wallet-messages";
import { newIdempotencyKey } from "@/web/lib/api-client";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.withdraw.title", defaultMessage: "Withdraw" },
    lead: {
      id: "wallet.withdraw.lead",
      defaultMessage: "Cash out your USDT to your bank: UPI or bank account in India, PIX in Brazil.",
    },
    history: { id: "wallet.withdraw.history", defaultMessage: "Transaction history" },
    loading: { id: "wallet.withdraw.loading", defaultMessage: "Loading…" },
    kycTitle: { id: "wallet.withdraw.kycTitle", defaultMessage: "Verify your identity first" },
    kycLead: {
      id: "wallet.withdraw.kycLead",
      defaultMessage: "The law asks us to verify who you are (KYC) before you cash out.",
    },
    kycAction: { id: "wallet.withdraw.kycAction", defaultMessage: "Complete KYC" },
    destinationTitle: { id: "wallet.withdraw.destinationTitle", defaultMessage: "Where your money goes" },
    method: { id: "wallet.withdraw.method", defaultMessage: "Payout method" },
    upiId: { id: "wallet.withdraw.upiId", defaultMessage: "UPI ID" },
    saveDestination: { id: "wallet.withdraw.saveDestination", defaultMessage: "Save destination" },
    changeDestination: { id: "wallet.withdraw.changeDestination", defaultMessage: "Change destination" },
    destination: { id: "wallet.withdraw.destination", defaultMessage: "Destination" },
    available: { id: "wallet.withdraw.available", defaultMessage: "Available" },
    limits: {
      id: "wallet.withdraw.limits",
      defaultMessage: "Minimum {minimum}. Left today: {today}. Left this month: {month}.",
    },
    amount: { id: "wallet.withdraw.amount", defaultMessage: "Amount of USDT" },
    invalidAmount: { id: "wallet.withdraw.invalidAmount", defaultMessage: "Enter an amount above zero" },
    continue: { id: "wallet.withdraw.continue", defaultMessage: "Continue" },
    feeTitle: { id: "wallet.withdraw.feeTitle", defaultMessage: "Fees" },
    feeLead: {
      id: "wallet.withdraw.feeLead",
      defaultMessage: "Check what you pay and receive before confirming.",
    },
    fee: { id: "wallet.withdraw.fee", defaultMessage: "Fee" },
    tds: { id: "wallet.withdraw.tds", defaultMessage: "Tax deducted at source (TDS)" },
    receive: { id: "wallet.withdraw.receive", defaultMessage: "You receive" },
    cancel: { id: "wallet.withdraw.cancel", defaultMessage: "Cancel" },
    confirm: { id: "wallet.withdraw.confirm", defaultMessage: "Confirm" },
    otpTitle: { id: "wallet.withdraw.otpTitle", defaultMessage: "Enter the code" },
    otpLead: { id: "wallet.withdraw.otpLead", defaultMessage: "We sent a 6-digit code to {recipient}." },
    code: { id: "wallet.withdraw.code", defaultMessage: "Confirmation code" },
    resend: { id: "wallet.withdraw.resend", defaultMessage: "Send a new code" },
    withdraw: { id: "wallet.withdraw.submit", defaultMessage: "Withdraw" },
    sending: { id: "wallet.withdraw.sending", defaultMessage: "Please wait…" },
    doneTitle: { id: "wallet.withdraw.doneTitle", defaultMessage: "Withdrawal requested" },
    doneLead: {
      id: "wallet.withdraw.doneLead",
      defaultMessage: "{amount} is on its way to {destination}. Status: {status}.",
    },
    again: { id: "wallet.withdraw.again", defaultMessage: "New withdrawal" },
    worth: { id: "wallet.withdraw.worth", defaultMessage: "Worth about {fiat} at today's rate" },
    price: { id: "wallet.withdraw.price", defaultMessage: "Price of USDT today: {price}" },
    priceKcash: { id: "wallet.withdraw.priceKcash", defaultMessage: "1 USDT = {kcash} K-Cash" },
    priceKcashFiat: {
      id: "wallet.withdraw.priceKcashFiat",
      defaultMessage: "1 USDT = {kcash} K-Cash ≈ {fiat}",
    },
  }),
);

/**
 * What 1 USDT costs today in K-Cash and in the gamer's cash-out currency (once KYC says their country), as the
 * swap prices it. One left-to-right run, so that inside a right-to-left sentence the "1" stays in front; the
 * fiat price isolated in it, in its own locale's direction (Hebrew writes "R$ 5.60" with right-to-left marks).
 */
const UsdtPrice = ({ country }: { country: OfframpApproval["country"] }) => {
  const intl = useIntl();
  const price = useTokenPrice();
  if (price.data === undefined) return null;
  const fiatCurrency = country === null ? undefined : PAYOUT_FIAT[country];
  const fiat = price.data.prices.find((entry) => entry.fiatCurrency === fiatCurrency);
  const kcash = intl.formatNumber(price.data.kcashPerToken);
  return (
    <p className={styles.muted}>
      {intl.formatMessage(messages.price, {
        price: (
          <bdi dir="ltr">
            {fiat === undefined
              ? intl.formatMessage(messages.priceKcash, { kcash })
              : intl.formatMessage(messages.priceKcashFiat, {
                  kcash,
                  fiat: (
                    <bdi>
                      {formatFiat(intl, {
                        currency: fiat.fiatCurrency,
                        amount: fiat.amount,
                        decimals: fiat.decimals,
                      })}
                    </bdi>
                  ),
                })}
          </bdi>
        ),
      })}
    </p>
  );
};

const METHOD_LABEL: { readonly [M in PayoutMethod]: string } = {
  upi: "UPI",
  bank: "Bank (IMPS)",
  pix: "PIX",
};

/** Chooses where cash-outs go: a UPI ID, or the bank account or PIX key KYC verified. */
const DestinationForm = ({ approval, onDone }: { approval: OfframpApproval; onDone?: () => void }) => {
  const intl = useIntl();
  const register = useRegisterOfframp();
  const [method, setMethod] = useState<PayoutMethod>(approval.methods[0] ?? "upi");
  const [upiId, setUpiId] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(method === "upi" ? { method, upiId: upiId.trim() } : { method }, {
      onSuccess: () => onDone?.(),
    });
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="withdraw-destination">
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 id="withdraw-destination" className={styles.sectionTitle}>
          {intl.formatMessage(messages.destinationTitle)}
        </h2>
        <Select
          label={intl.formatMessage(messages.method)}
          value={method}
          onChange={(event) => {
            const picked = approval.methods.find((entry) => entry === event.target.value);
            if (picked !== undefined) setMethod(picked);
          }}
          options={approval.methods.map((entry) => ({ value: entry, label: METHOD_LABEL[entry] }))}
        />
        {method === "upi" ? (
          <Input
            label={intl.formatMessage(messages.upiId)}
            value={upiId}
            forceLtr
            autoComplete="off"
            placeholder="name@bank"
            onChange={(event) => setUpiId(event.target.value)}
          />
        ) : null}
        {register.isError ? (
          <p role="alert" className={styles.error}>
            {formatPayoutFailure(intl, register.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={register.isPending}>
            {intl.formatMessage(messages.saveDestination)}
          </Button>
        </div>
      </form>
    </Card>
  );
};

type Step =
  | { readonly at: "amount" }
  | { readonly at: "fee"; readonly quote: WithdrawalQuote }
  | { readonly at: "otp"; readonly quote: WithdrawalQuote; readonly challenge: CodeChallenge }
  | { readonly at: "done"; readonly withdrawal: Withdrawal };

/**
 * The answer to a withdrawal, following its payout until it is paid out, failed or reversed; a delayed one says
 * what the delay means.
 */
const WithdrawalResult = ({ withdrawal, onAgain }: { withdrawal: Withdrawal; onAgain: () => void }) => {
  const intl = useIntl();
  const followed = useWithdrawal(withdrawal);
  const current = followed.data;
  return (
    <Card as="section" padding="lg" aria-labelledby="withdraw-done">
      <div className={styles.form} role="status">
        <h2 id="withdraw-done" className={styles.sectionTitle}>
          {intl.formatMessage(messages.doneTitle)}
        </h2>
        <p>
          {intl.formatMessage(messages.doneLead, {
            amount: formatFiat(intl, {
              currency: current.fiatCurrency,
              amount: current.fiatAmount,
              decimals: current.fiatDecimals,
            }),
            destination: current.destination,
            status: intl.formatMessage(payoutStatusMessages[current.status]),
          })}
        </p>
        {current.status === "delayed" ? (
          <p className={styles.pending}>{intl.formatMessage(payoutDelayedMessage)}</p>
        ) : null}
        <div className={styles.actions}>
          <Button tone="secondary" onClick={onAgain}>
            {intl.formatMessage(messages.again)}
          </Button>
          <ButtonLink to={routes.transactionHistory.href({ currency: "USDT" })}>
            {intl.formatMessage(messages.history)}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
};

/** The amount, then the fee modal, then the OTP modal of spec §2, then the answer. */
const WithdrawForm = ({ approval }: { approval: OfframpApproval }) => {
  const intl = useIntl();
  const tokens = useTokenBalances();
  const quote = useQuoteWithdrawal();
  const sendOtp = useSendWithdrawalOtp();
  const withdraw = useRequestWithdrawal();
  const rates = usePayoutRates();
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [code, setCode] = useState("");
  const [step, setStep] = useState<Step>({ at: "amount" });
  const [changing, setChanging] = useState(false);
  const [noEarnings, setNoEarnings] = useState(false);
  // One key per confirmed code: a retry of the same attempt is answered again, never paid twice.
  const attemptKey = useRef<string | undefined>(undefined);
  const amount = parseAmountInput(amountText, CURRENCY_DECIMALS.USDT);
  const usdt = tokens.data?.tokens.find((token) => token.currency === "USDT")?.amount;
  const usdtText = (value: number) => formatBaseAmount(intl, "USDT", value);
  const rate = rates.data?.prices.find((price) => price.country === approval.country);
  // What the amount is worth at today's rate, before the fee and tax the quote then shows (rounded down).
  const worth =
    rate === undefined || amount === undefined
      ? undefined
      : formatFiat(intl, {
          currency: rate.fiatCurrency,
          amount: Math.floor((amount * rate.fiatPerToken) / 10 ** CURRENCY_DECIMALS.USDT),
          decimals: rate.fiatDecimals,
        });

  if (changing) return <DestinationForm approval={approval} onDone={() => setChanging(false)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // Nothing to cash out: say how to earn rather than quote an amount the wallet cannot pay.
    if (usdt === 0) {
      setNoEarnings(true);
      return;
    }
    if (amount === undefined) return;
    quote.mutate(amount, { onSuccess: (answer) => setStep({ at: "fee", quote: answer }) });
  };
  const askCode = (quoted: WithdrawalQuote) => {
    withdraw.reset();
    setCode("");
    attemptKey.current = undefined;
    sendOtp.mutate(
      { channel: "whatsapp", locale: intl.locale },
      { onSuccess: (challenge) => setStep({ at: "otp", quote: quoted, challenge }) },
    );
  };
  const confirm = (entered: string) => {
    if (step.at !== "otp" || entered.length !== 6) return;
    attemptKey.current ??= newIdempotencyKey();
    withdraw.mutate(
      {
        amount: step.quote.amount,
        challengeId: step.challenge.challengeId,
        code: entered,
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: (answer) => {
          setStep({ at: "done", withdrawal: answer });
          setAmountText("");
          setTouched(false);
        },
        // A refused code frees the attempt: the next code is a new attempt.
        onError: () => {
          attemptKey.current = undefined;
        },
      },
    );
  };
  const close = () => setStep({ at: "amount" });

  if (step.at === "done") return <WithdrawalResult withdrawal={step.withdrawal} onAgain={close} />;

  const quoted = step.at === "fee" || step.at === "otp" ? step.quote : undefined;
  return (
    <>
      <NoEarningsDialog open={noEarnings} onClose={() => setNoEarnings(false)} />
      <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.title)}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.destination)}</dt>
              <dd className={styles.factValue}>
                {approval.registration === null
                  ? ""
                  : `${METHOD_LABEL[approval.registration.method]} · ${approval.registration.destination}`}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.available)}</dt>
              <dd className={styles.factValue}>{usdt === undefined ? "…" : usdtText(usdt)}</dd>
            </div>
          </dl>
          <div>
            <Button tone="ghost" size="sm" onClick={() => setChanging(true)}>
              {intl.formatMessage(messages.changeDestination)}
            </Button>
          </div>
          <Input
            label={intl.formatMessage(messages.amount)}
            hint={intl.formatMessage(messages.limits, {
              minimum: usdtText(approval.limits.minimum),
              today: usdtText(approval.limits.remainingToday),
              month: usdtText(approval.limits.remainingThisMonth),
            })}
            inputMode="decimal"
            autoComplete="off"
            forceLtr
            value={amountText}
            error={
              touched && amount === undefined
                ? intl.formatMessage(messages.invalidAmount)
                : quote.isError
                  ? formatPayoutFailure(intl, quote.error)
                  : undefined
            }
            onChange={(event) => {
              setAmountText(event.target.value);
              quote.reset();
            }}
          />
          {worth === undefined ? null : (
            <p className={styles.muted}>{intl.formatMessage(messages.worth, { fiat: worth })}</p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={quote.isPending}>
              {intl.formatMessage(quote.isPending ? messages.sending : messages.continue)}
            </Button>
          </div>
        </form>
      </Card>

      {step.at === "fee" && quoted !== undefined ? (
        <Dialog
          open
          onClose={close}
          title={intl.formatMessage(messages.feeTitle)}
          description={intl.formatMessage(messages.feeLead)}
          footer={
            <>
              <Button tone="secondary" onClick={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button onClick={() => askCode(quoted)} disabled={sendOtp.isPending}>
                {intl.formatMessage(sendOtp.isPending ? messages.sending : messages.confirm)}
              </Button>
            </>
          }
        >
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.amount)}</dt>
              <dd className={styles.factValue}>{usdtText(quoted.amount)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.fee)}</dt>
              <dd className={styles.factValue}>{usdtText(quoted.fee)}</dd>
            </div>
            {quoted.tds > 0 ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{intl.formatMessage(messages.tds)}</dt>
                <dd className={styles.factValue}>{usdtText(quoted.tds)}</dd>
              </div>
            ) : null}
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.receive)}</dt>
              <dd className={styles.factValue}>
                {formatFiat(intl, {
                  currency: quoted.fiatCurrency,
                  amount: quoted.fiatAmount,
                  decimals: quoted.fiatDecimals,
                })}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.destination)}</dt>
              <dd className={styles.factValue}>{quoted.destination}</dd>
            </div>
          </dl>
          {sendOtp.isError ? (
            <p role="alert" className={styles.error}>
              {formatPayoutFailure(intl, sendOtp.error)}
            </p>
          ) : null}
        </Dialog>
      ) : null}

      {step.at === "otp" ? (
        <Dialog
          open
          onClose={close}
          dismissible={!withdraw.isPending}
          title={intl.formatMessage(messages.otpTitle)}
          description={intl.formatMessage(messages.otpLead, { recipient: step.challenge.recipient })}
          footer={
            <>
              <Button tone="secondary" onClick={() => askCode(step.quote)} disabled={sendOtp.isPending}>
                {intl.formatMessage(messages.resend)}
              </Button>
              <Button onClick={() => confirm(code)} disabled={withdraw.isPending || code.length !== 6}>
                {intl.formatMessage(withdraw.isPending ? messages.sending : messages.withdraw)}
              </Button>
            </>
          }
        >
          <OtpInput
            key={step.challenge.challengeId}
            label={intl.formatMessage(messages.code)}
            onChange={setCode}
            disabled={withdraw.isPending}
            autoFocus
            error={withdraw.isError ? formatPayoutFailure(intl, withdraw.error) : undefined}
          />
        </Dialog>
      ) : null}
    </>
  );
};

const Withdraw = () => {
  const intl = useIntl();
  const approval = useWalletApproval();
  const data = approval.data;
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <div className={styles.links}>
            <ButtonLink to={routes.transactionHistory.href()} size="sm" tone="ghost">
              {intl.formatMessage(messages.history)}
            </ButtonLink>
          </div>
        </div>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        <UsdtPrice country={data?.country ?? null} />
      </header>
      {approval.isError ? (
        <p role="alert" className={styles.error}>
          {formatPayoutFailure(intl, approval.error)}
        </p>
      ) : data === undefined ? (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(messages.loading)}
        </p>
      ) : data.kycStatus !== "verified" ? (
        <Card as="section" padding="lg" aria-labelledby="withdraw-kyc">
          <div className={styles.form}>
            <h2 id="withdraw-kyc" className={styles.sectionTitle}>
              {intl.formatMessage(messages.kycTitle)}
            </h2>
            <p className={styles.muted}>{intl.formatMessage(messages.kycLead)}</p>
            <div className={styles.actions}>
              <ButtonLink to={routes.walletKyc.href()}>{intl.formatMessage(messages.kycAction)}</ButtonLink>
            </div>
          </div>
        </Card>
      ) : data.registration === null ? (
        <DestinationForm approval={data} />
      ) : (
        <WithdrawForm approval={data} />
      )}
    </>
  );
};

/** `/wallet/withdraw`: cash-out of USDT to the gamer's UPI ID, bank account or PIX key (spec §7 Money). */
export const WithdrawRoute = () => {
  const intl = useIntl();
  return (
    <WalletPage title={intl.formatMessage(messages.title)} narrow>
      <Withdraw />
    </WalletPage>
  );
};
