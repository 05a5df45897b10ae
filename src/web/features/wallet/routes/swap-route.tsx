import { useRef, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { CURRENCY_DECIMALS } from "@/domain/constants/money";
import { swapModalTransition, type SwapModalEvent, type SwapModalStep } from "@/domain/wallet/swap-modal";
import { swapTerms } from "@/domain/wallet/swap-quote";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import {
  useConfirmSwap,
  useCreateSwapQuote,
  useSwapChains,
  useTokenBalances,
  useWalletBalances,
  type SwapChainId,
  type SwapCurrency,
  type SwapQuote,
  type SwapRequest,
} from "@/web/features/wallet/api/wallet-api";
import { parseAmountInput } from "@/web/features/wallet/amount-input";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { SwapDialog } from "@/web/features/wallet/components/swap-dialog";
import { ExchangeRate } from "@/web/features/wallet/components/exchange-rate";
import { chainName } from "@/web/features/wallet/components/swap-terms";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { WalletPage } from "@/web/features/wallet/components/wallet-page";
import { formatBaseAmount, formatWalletFailure } from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { ApiError, newIdempotencyKey } from "@/web/lib/api-client";
import { problemCodeOf } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.swap.title", defaultMessage: "Swap K-Cash and USDT" },
    lead: {
      id: "wallet.swap.lead",
      defaultMessage: "{rate}. Get a quote, check the fees, then confirm while it holds.",
    },
    balances: { id: "wallet.swap.balances", defaultMessage: "Available to swap" },
    history: { id: "wallet.swap.history", defaultMessage: "Transaction history" },
    buy: { id: "wallet.swap.buy", defaultMessage: "Buy K-Cash" },
    give: { id: "wallet.swap.give", defaultMessage: "You give" },
    receive: { id: "wallet.swap.receive", defaultMessage: "You receive {currency}" },
    amount: { id: "wallet.swap.amount", defaultMessage: "Amount of {currency}" },
    amountHint: {
      id: "wallet.swap.amountHint",
      defaultMessage: "Up to {decimals, plural, =0 {whole units} one {# decimal} other {# decimals}}",
    },
    chain: { id: "wallet.swap.chain", defaultMessage: "Network" },
    chainFee: { id: "wallet.swap.chainFee", defaultMessage: "Network fee: {fee}" },
    invalidAmount: { id: "wallet.swap.invalidAmount", defaultMessage: "Enter an amount above zero" },
    notEnough: {
      id: "wallet.swap.notEnough",
      defaultMessage: "You have {available}, less than this amount",
    },
    tooSmall: {
      id: "wallet.swap.tooSmall",
      defaultMessage: "The amount is too small to swap. The smallest is {minimum}.",
    },
    estimate: { id: "wallet.swap.estimate", defaultMessage: "You receive about {amount} after fees" },
    getQuote: { id: "wallet.swap.getQuote", defaultMessage: "Get a quote" },
    gettingQuote: { id: "wallet.swap.gettingQuote", defaultMessage: "Getting a quote…" },
    swapped: { id: "wallet.swap.swapped", defaultMessage: "Swapped {given} for {received}" },
    swappedTitle: { id: "wallet.swap.swappedTitle", defaultMessage: "Swap complete" },
  }),
);

const SWAP_CURRENCIES: readonly SwapCurrency[] = ["KCASH", "USDT"];
const otherOf = (currency: SwapCurrency): SwapCurrency => (currency === "KCASH" ? "USDT" : "KCASH");
const CURRENCY_LABEL: { readonly [C in SwapCurrency]: string } = { KCASH: "K-Cash", USDT: "USDT" };

const SwapForm = () => {
  const intl = useIntl();
  const toast = useToast();
  const balances = useWalletBalances();
  const tokens = useTokenBalances();
  const chains = useSwapChains();
  const createQuote = useCreateSwapQuote();
  const confirmSwap = useConfirmSwap();

  const [fromCurrency, setFromCurrency] = useState<SwapCurrency>("KCASH");
  const [amountText, setAmountText] = useState("");
  const [chain, setChain] = useState<SwapChainId>("polygon");
  const [touched, setTouched] = useState(false);
  const [quote, setQuote] = useState<SwapQuote | undefined>();
  const [step, setStep] = useState<SwapModalStep>("CLOSED");
  const [failure, setFailure] = useState<unknown>();
  // One key per confirmation attempt of a quote: a retry after a failure sends the same key, so a
  // confirmation that did go through is answered again instead of swapping twice.
  const attemptKey = useRef<string | undefined>(undefined);

  const dispatch = (event: SwapModalEvent) => setStep((current) => swapModalTransition(current, event));
  const toCurrency = otherOf(fromCurrency);
  const decimals = CURRENCY_DECIMALS[fromCurrency];
  const amount = parseAmountInput(amountText, decimals);
  const available =
    fromCurrency === "KCASH"
      ? balances.data?.balances.find((balance) => balance.currency === "KCASH")?.amount
      : tokens.data?.tokens.find((token) => token.currency === "USDT")?.amount;
  const terms = amount === undefined ? undefined : swapTerms(fromCurrency, toCurrency, amount, chain);
  const chainFee = chains.data?.chains.find((entry) => entry.id === chain)?.gasFee.amount;

  const fieldError = (() => {
    if (amount === undefined) return touched ? intl.formatMessage(messages.invalidAmount) : undefined;
    if (available !== undefined && amount > available)
      return intl.formatMessage(messages.notEnough, {
        available: formatBaseAmount(intl, fromCurrency, available),
      });
    if (terms !== undefined && !terms.ok && terms.reason === "tooSmall")
      return intl.formatMessage(messages.tooSmall, {
        minimum: formatBaseAmount(intl, fromCurrency, terms.minimum),
      });
    const problem = createQuote.error instanceof ApiError ? createQuote.error.problem : undefined;
    if (problem?.code === "SwapAmountTooSmall" && typeof problem["minimum"] === "number")
      return intl.formatMessage(messages.tooSmall, {
        minimum: formatBaseAmount(intl, fromCurrency, problem["minimum"]),
      });
    return undefined;
  })();

  const requestQuote = (request: SwapRequest) =>
    createQuote.mutate(request, {
      onSuccess: (answer) => {
        attemptKey.current = newIdempotencyKey();
        setFailure(undefined);
        setQuote(answer);
        setStep("CLOSED");
        dispatch({ type: "OPEN" });
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === undefined || fieldError !== undefined) return;
    requestQuote({ fromCurrency, toCurrency, amount, chain });
  };

  const confirm = () => {
    if (quote === undefined) return;
    attemptKey.current ??= newIdempotencyKey();
    confirmSwap.mutate(
      { quoteId: quote.quoteId, idempotencyKey: attemptKey.current },
      {
        onSuccess: (answer) => {
          dispatch({ type: "SUCCEEDED" });
          attemptKey.current = undefined;
          setQuote(undefined);
          setAmountText("");
          setTouched(false);
          toast.show({
            tone: "success",
            title: intl.formatMessage(messages.swappedTitle),
            message: intl.formatMessage(messages.swapped, {
              given: formatBaseAmount(intl, answer.quote.fromCurrency, answer.quote.fromAmount),
              received: formatBaseAmount(intl, answer.quote.toCurrency, answer.quote.toAmount),
            }),
          });
        },
        onError: (error) => {
          setFailure(error);
          dispatch({ type: "FAILED" });
        },
      },
    );
  };

  const newQuote = () => {
    if (quote === undefined) return;
    dispatch({ type: "CLOSE" });
    requestQuote({
      fromCurrency: quote.fromCurrency,
      toCurrency: quote.toCurrency,
      amount: quote.fromAmount,
      chain: quote.chain,
    });
  };

  const quoteFailure =
    createQuote.isError && problemCodeOf(createQuote.error) !== "SwapAmountTooSmall"
      ? formatWalletFailure(intl, createQuote.error)
      : undefined;

  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <div className={styles.links}>
            <ButtonLink to={routes.buyKcash.href()} size="sm" tone="secondary">
              {intl.formatMessage(messages.buy)}
            </ButtonLink>
            <ButtonLink to={routes.transactionHistory.href()} size="sm" tone="ghost">
              {intl.formatMessage(messages.history)}
            </ButtonLink>
          </div>
        </div>
        <p className={styles.lead}>
          {intl.formatMessage(messages.lead, { rate: <ExchangeRate key="rate" /> })}
        </p>
      </header>

      <Card as="section" padding="lg" aria-labelledby="swap-balances">
        <h2 id="swap-balances" className={styles.sectionTitle}>
          {intl.formatMessage(messages.balances)}
        </h2>
        <dl className={styles.facts}>
          {SWAP_CURRENCIES.map((currency) => {
            const value =
              currency === "KCASH"
                ? balances.data?.balances.find((balance) => balance.currency === "KCASH")?.amount
                : tokens.data?.tokens.find((token) => token.currency === "USDT")?.amount;
            return (
              <div key={currency} className={styles.fact}>
                <dt className={styles.factLabel}>{CURRENCY_LABEL[currency]}</dt>
                <dd className={styles.factValue}>
                  {value === undefined ? "…" : <BaseAmount currency={currency} amount={value} emphasis />}
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>

      <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.title)}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.swapPair}>
            <Select
              label={intl.formatMessage(messages.give)}
              value={fromCurrency}
              onChange={(event) => {
                setFromCurrency(event.target.value === "USDT" ? "USDT" : "KCASH");
                createQuote.reset();
              }}
              options={SWAP_CURRENCIES.map((currency) => ({
                value: currency,
                label: CURRENCY_LABEL[currency],
              }))}
            />
            <Input
              label={intl.formatMessage(messages.amount, { currency: CURRENCY_LABEL[fromCurrency] })}
              hint={intl.formatMessage(messages.amountHint, { decimals })}
              inputMode="decimal"
              autoComplete="off"
              forceLtr
              value={amountText}
              error={fieldError}
              onChange={(event) => {
                setAmountText(event.target.value);
                createQuote.reset();
              }}
              onBlur={() => setTouched(amountText !== "")}
            />
          </div>
          {/* The network on a row of its own, named without its fee, so a phone shows every name whole. */}
          <Select
            label={intl.formatMessage(messages.chain)}
            hint={
              chainFee === undefined
                ? undefined
                : intl.formatMessage(messages.chainFee, { fee: formatBaseAmount(intl, "USDT", chainFee) })
            }
            value={chain}
            onChange={(event) => {
              const picked = chains.data?.chains.find((entry) => entry.id === event.target.value);
              if (picked !== undefined) setChain(picked.id);
              createQuote.reset();
            }}
            options={(chains.data?.chains ?? [{ id: chain, name: chainName(chain) }]).map((entry) => ({
              value: entry.id,
              label: entry.name,
            }))}
          />
          <p className={styles.muted} aria-live="polite">
            {terms?.ok === true && fieldError === undefined
              ? intl.formatMessage(messages.estimate, {
                  amount: formatBaseAmount(intl, toCurrency, terms.terms.toAmount),
                })
              : intl.formatMessage(messages.receive, { currency: CURRENCY_LABEL[toCurrency] })}
          </p>
          {quoteFailure === undefined ? null : (
            <p role="alert" className={styles.error}>
              {quoteFailure}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={createQuote.isPending}>
              {intl.formatMessage(createQuote.isPending ? messages.gettingQuote : messages.getQuote)}
            </Button>
          </div>
        </form>
      </Card>

      {quote === undefined ? null : (
        <SwapDialog
          step={step}
          quote={quote}
          failure={failure}
          dispatch={dispatch}
          onConfirm={confirm}
          onNewQuote={newQuote}
        />
      )}
    </>
  );
};

/** `/currency-exchange` and `/swap`: a quote between K-Cash and USDT, confirmed in the swap modal of spec §4. */
export const SwapRoute = () => {
  const intl = useIntl();
  return (
    <WalletPage title={intl.formatMessage(messages.title)} narrow>
      <SwapForm />
    </WalletPage>
  );
};
