import { useRef, useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { KCASH_PURCHASE_MAX_BASE, KCASH_PURCHASE_MIN_BASE } from "@/domain/constants/money";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import {
  newIdempotencyKey,
  useCreatePaymentOrder,
  useOnrampConversion,
} from "@/web/features/wallet/api/wallet-api";
import { parseAmountInput } from "@/web/features/wallet/amount-input";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { WalletPage } from "@/web/features/wallet/components/wallet-page";
import {
  formatBaseAmount,
  formatFiat,
  formatWalletFailure,
} from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { WALLET_PATHS, isSitePath, purchaseConfirmationPath } from "@/web/features/wallet/wallet-paths";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.buyKcash.title", defaultMessage: "Buy K-Cash" },
    lead: {
      id: "wallet.buyKcash.lead",
      defaultMessage: "K-Cash is credited once your payment is confirmed. 1 USDT = 1,000 K-Cash.",
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
    submit: { id: "wallet.buyKcash.submit", defaultMessage: "Continue to payment" },
    submitting: { id: "wallet.buyKcash.submitting", defaultMessage: "Opening the payment…" },
  }),
);

/** Whole K-Cash amounts offered as one-tap picks. */
const PRESETS = [100, 500, 1_000, 5_000] as const;

const BuyForm = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const createOrder = useCreatePaymentOrder();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  // The key of this purchase: kept while the amount stays the same, so a retry (or a double click) opens
  // the one order; a new amount is a new purchase with a new key.
  const attempt = useRef<{ amount: number; key: string } | undefined>(undefined);

  const parsed = parseAmountInput(text, 2);
  const amount =
    parsed !== undefined && parsed >= KCASH_PURCHASE_MIN_BASE && parsed <= KCASH_PURCHASE_MAX_BASE
      ? parsed
      : undefined;
  const conversion = useOnrampConversion(amount ?? 0, amount !== undefined);
  const limits = {
    min: formatBaseAmount(intl, "KCASH", KCASH_PURCHASE_MIN_BASE),
    max: formatBaseAmount(intl, "KCASH", KCASH_PURCHASE_MAX_BASE),
  };
  const error = touched && amount === undefined ? intl.formatMessage(messages.invalid, limits) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount === undefined || createOrder.isPending) return;
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: newIdempotencyKey() };
    createOrder.mutate(
      { kcashAmount: amount, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          const checkout = order.checkout;
          void navigate(
            checkout?.kind === "sandbox" && isSitePath(checkout.url)
              ? checkout.url
              : purchaseConfirmationPath(order.paymentId),
          );
        },
      },
    );
  };

  const price =
    amount !== undefined && conversion.data !== undefined
      ? intl.formatMessage(messages.price, {
          price: formatFiat(intl, {
            currency: conversion.data.fiatCurrency,
            amount: conversion.data.fiatAmount,
            decimals: conversion.data.fiatDecimals,
          }),
        })
      : intl.formatMessage(messages.pricePending);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <ButtonLink to={WALLET_PATHS.transactionHistory} size="sm" tone="ghost">
            {intl.formatMessage(messages.history)}
          </ButtonLink>
        </div>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
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
          {createOrder.isError ? (
            <p role="alert" className={styles.error}>
              {formatWalletFailure(intl, createOrder.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={createOrder.isPending}>
              {intl.formatMessage(createOrder.isPending ? messages.submitting : messages.submit)}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
};

/** `/buy-kcash`: pick an amount, see its price, open a payment order and go to its checkout. */
export const BuyKcashRoute = () => {
  const intl = useIntl();
  return (
    <WalletPage title={intl.formatMessage(messages.title)} narrow>
      <BuyForm />
    </WalletPage>
  );
};
