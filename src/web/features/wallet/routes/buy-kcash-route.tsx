import { useRef, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { KCASH_PURCHASE_MAX_BASE, KCASH_PURCHASE_MIN_BASE } from "@/domain/constants/money";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { useMyMarket, useRefreshMarket } from "@/web/lib/queries/market-queries";
import { useCreatePaymentOrder, useOnrampConversion } from "@/web/features/wallet/api/wallet-api";
import { parseAmountInput } from "@/web/features/wallet/amount-input";
import {
  browserRazorpayLoader,
  openRazorpayCheckout,
  type RazorpayCheckoutLoader,
  type RazorpayOrderCheckout,
} from "@/web/features/wallet/lib/razorpay-checkout";
import { ExchangeRate } from "@/web/features/wallet/components/exchange-rate";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { WalletPage } from "@/web/features/wallet/components/wallet-page";
import {
  formatBaseAmount,
  formatFiat,
  formatWalletFailure,
} from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { newIdempotencyKey } from "@/web/lib/api-client";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { isSitePath, routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.buyKcash.title", defaultMessage: "Buy K-Cash" },
    lead: {
      id: "wallet.buyKcash.lead",
      defaultMessage: "K-Cash is credited once your payment is confirmed. {rate}.",
    },
    history: { id: "wallet.buyKcash.history", defaultMessage: "Transaction history" },
    amount: { id: "wallet.buyKcash.amount", defaultMessage: "K-Cash to buy" },
    amountHint: {
      id: "wallet.buyKcash.amountHint",
      defaultMessage: "From {min} to {max}, up to two decimals",
    },
    presets: { id: "wallet.buyKcash.presets", defaultMessage: "Pick an amount" },
    invalid: {
      id: "wallet.buyKcash.invalid",
      defaultMessage: "Enter an amount from {min} to {max}",
    },
    price: { id: "wallet.buyKcash.price", defaultMessage: "You pay {price}" },
    pricePending: { id: "wallet.buyKcash.pricePending", defaultMessage: "Enter an amount to see the price" },
    pixHint: {
      id: "wallet.buyKcash.pixHint",
      defaultMessage: "You pay with Pix: scan a QR code or copy a code into your bank app.",
    },
    submit: { id: "wallet.buyKcash.submit", defaultMessage: "Continue to payment" },
    submitting: { id: "wallet.buyKcash.submitting", defaultMessage: "Opening the payment…" },
    checkoutDescription: { id: "wallet.buyKcash.checkoutDescription", defaultMessage: "Buy {amount}" },
    checkoutUnavailable: {
      id: "wallet.buyKcash.checkoutUnavailable",
      defaultMessage: "The payment window could not be opened. Check your connection and try again.",
    },
    checkoutRetry: { id: "wallet.buyKcash.checkoutRetry", defaultMessage: "Try again" },
  }),
);

/** Whole K-Cash amounts offered as one-tap picks. */
const PRESETS = [100, 500, 1_000, 5_000] as const;

/** The merchant shown at the top of Razorpay's modal: the product's name, never translated. */
const CHECKOUT_MERCHANT_NAME = "Kleos";

/** Razorpay's modal takes the theme colour as a literal: the site's accent (theme.css.ts `accent`). */
const CHECKOUT_THEME_COLOR = "#7cf29c";

/** An order whose Razorpay checkout is being opened, or could not be. */
interface PendingCheckout {
  readonly paymentId: string;
  readonly kcashAmount: number;
  readonly checkout: RazorpayOrderCheckout;
  readonly status: "opening" | "failed";
}

const BuyForm = ({ razorpayLoader }: { readonly razorpayLoader: RazorpayCheckoutLoader }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const market = useMyMarket();
  const refreshMarket = useRefreshMarket();
  const fiatCurrency = market.data?.fiatCurrency;
  const createOrder = useCreatePaymentOrder();
  const [pending, setPending] = useState<PendingCheckout | undefined>(undefined);
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  // The key of this purchase: kept while the amount (and the currency) stays the same, so a retry (or a double
  // click) opens the one order; a new amount is a new purchase with a new key.
  const attempt = useRef<{ amount: number; currency: string; key: string } | undefined>(undefined);

  const parsed = parseAmountInput(text, 2);
  const amount =
    parsed !== undefined && parsed >= KCASH_PURCHASE_MIN_BASE && parsed <= KCASH_PURCHASE_MAX_BASE
      ? parsed
      : undefined;
  // Priced in the market's currency (rupees in India, reais in Brazil, dollars elsewhere) before paying.
  const conversion = useOnrampConversion(
    amount ?? 0,
    fiatCurrency ?? "USD",
    amount !== undefined && fiatCurrency !== undefined,
  );
  const limits = {
    min: formatBaseAmount(intl, "KCASH", KCASH_PURCHASE_MIN_BASE),
    max: formatBaseAmount(intl, "KCASH", KCASH_PURCHASE_MAX_BASE),
  };
  const error = touched && amount === undefined ? intl.formatMessage(messages.invalid, limits) : undefined;

  // Razorpay's modal: when the buyer is done with it (paid or closed), the confirmation page reads the order,
  // which only Razorpay's verified webhook marks paid.
  const openCheckout = (order: Omit<PendingCheckout, "status">) => {
    setPending({ ...order, status: "opening" });
    const toConfirmation = () =>
      void navigate(routes.purchaseConfirmation.href({ paymentId: order.paymentId }));
    const prefill = {
      ...(user?.firstName ? { name: user.firstName } : {}),
      ...(user?.email ? { email: user.email } : {}),
      ...(user?.phoneNumber ? { contact: user.phoneNumber } : {}),
    };
    openRazorpayCheckout(
      order.checkout,
      {
        name: CHECKOUT_MERCHANT_NAME,
        description: intl.formatMessage(messages.checkoutDescription, {
          amount: formatBaseAmount(intl, "KCASH", order.kcashAmount),
        }),
        ...(Object.keys(prefill).length === 0 ? {} : { prefill }),
        themeColor: CHECKOUT_THEME_COLOR,
        onPaid: toConfirmation,
        onDismiss: toConfirmation,
      },
      razorpayLoader,
    ).catch(() => setPending({ ...order, status: "failed" }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === undefined || fiatCurrency === undefined) return;
    if (createOrder.isPending || pending?.status === "opening") return;
    if (attempt.current?.amount !== amount || attempt.current.currency !== fiatCurrency)
      attempt.current = { amount, currency: fiatCurrency, key: newIdempotencyKey() };
    createOrder.mutate(
      { kcashAmount: amount, idempotencyKey: attempt.current.key, fiatCurrency },
      {
        onError: (failure) => {
          // The market changed since this page asked (a new profile country): ask again, price again.
          if (problemCodeOf(failure) === "FiatCurrencyMismatch") void refreshMarket();
        },
        onSuccess: (order) => {
          const checkout = order.checkout;
          if (checkout?.kind === "razorpay") {
            openCheckout({ paymentId: order.paymentId, kcashAmount: order.kcashAmount, checkout });
            return;
          }
          // A Pix charge is paid from the buyer's bank app; the confirmation page shows it and waits.
          void navigate(
            checkout?.kind === "sandbox" && isSitePath(checkout.url)
              ? checkout.url
              : routes.purchaseConfirmation.href({ paymentId: order.paymentId }),
          );
        },
      },
    );
  };

  const busy = createOrder.isPending || pending?.status === "opening" || fiatCurrency === undefined;
  const price =
    amount !== undefined && conversion.data !== undefined && conversion.data.fiatCurrency === fiatCurrency
      ? intl.formatMessage(messages.price, {
          price: (
            <bdi key="price">
              {formatFiat(intl, {
                currency: conversion.data.fiatCurrency,
                amount: conversion.data.fiatAmount,
                decimals: conversion.data.fiatDecimals,
              })}
            </bdi>
          ),
        })
      : intl.formatMessage(messages.pricePending);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <ButtonLink to={routes.transactionHistory.href()} size="sm" tone="ghost">
            {intl.formatMessage(messages.history)}
          </ButtonLink>
        </div>
        <p className={styles.lead}>
          {intl.formatMessage(messages.lead, { rate: <ExchangeRate key="rate" /> })}
        </p>
      </header>
      <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.title)}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div role="group" aria-label={intl.formatMessage(messages.presets)} className={styles.presets}>
            {PRESETS.map((preset) => (
              <Button
                key={preset}
                tone={amount === preset * 100 ? "primary" : "secondary"}
                size="sm"
                aria-pressed={amount === preset * 100}
                onClick={() => {
                  setText(String(preset));
                  setTouched(true);
                }}
              >
                {formatBaseAmount(intl, "KCASH", preset * 100)}
              </Button>
            ))}
          </div>
          <Input
            label={intl.formatMessage(messages.amount)}
            hint={intl.formatMessage(messages.amountHint, limits)}
            inputMode="decimal"
            autoComplete="off"
            forceLtr
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(text !== "")}
          />
          <p className={styles.sectionTitle} aria-live="polite">
            {price}
          </p>
          {fiatCurrency === "BRL" ? (
            <p className={styles.muted}>{intl.formatMessage(messages.pixHint)}</p>
          ) : null}
          {createOrder.isError ? (
            <p role="alert" className={styles.error}>
              {formatWalletFailure(intl, createOrder.error)}
            </p>
          ) : null}
          {pending?.status === "failed" ? (
            <div role="alert" className={styles.form}>
              <p className={styles.error}>{intl.formatMessage(messages.checkoutUnavailable)}</p>
              <div className={styles.actions}>
                <Button size="sm" tone="secondary" onClick={() => openCheckout(pending)}>
                  {intl.formatMessage(messages.checkoutRetry)}
                </Button>
              </div>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {intl.formatMessage(busy ? messages.submitting : messages.submit)}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
};

/**
 * `/buy-kcash`: pick an amount, see its price, open a payment order and go to its checkout (the site's
 * sandbox page, or Razorpay's modal). `razorpayLoader` is the browser's script unless a test gives a fake.
 */
export const BuyKcashRoute = ({
  razorpayLoader = browserRazorpayLoader,
}: {
  readonly razorpayLoader?: RazorpayCheckoutLoader;
}) => {
  const intl = useIntl();
  return (
    <WalletPage title={intl.formatMessage(messages.title)} narrow>
      <BuyForm razorpayLoader={razorpayLoader} />
    </WalletPage>
  );
};
