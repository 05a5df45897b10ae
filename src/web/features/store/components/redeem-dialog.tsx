import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { toWholeUnits } from "@/domain/constants/money";
import { isSoldIn, purchaseOutlook, voucherPriceIn } from "@/domain/store/voucher-rules";
import { Amount } from "@/web/components/amount";
import { Button, ButtonLink } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { RadioGroup } from "@/web/components/radio";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import {
  useKcashBalance,
  useRedeemVoucher,
  type Redemption,
  type StorePriceCurrency,
  type Voucher,
} from "@/web/features/store/api/store-api";
import * as styles from "@/web/features/store/components/store.css";
import { formatStoreFailure } from "@/web/features/store/components/store-messages";
import { errorMessage } from "@/web/lib/domain-messages";
import type { Market } from "@/web/lib/queries/market-queries";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { routes } from "@/web/lib/routes";
import { newIdempotencyKey } from "@/web/lib/api-client";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "store.redeemDialog.title", defaultMessage: "Redeem {title}" },
    description: {
      id: "store.redeemDialog.description",
      defaultMessage: "The price is taken from your K-Cash and the code is yours at once.",
    },
    price: { id: "store.redeemDialog.price", defaultMessage: "Price" },
    balance: { id: "store.redeemDialog.balance", defaultMessage: "Your K-Cash" },
    balanceKpoints: { id: "store.redeemDialog.balanceKpoints", defaultMessage: "Your K-Points" },
    payWith: { id: "store.redeemDialog.payWith", defaultMessage: "Pay with" },
    balanceAfter: { id: "store.redeemDialog.balanceAfter", defaultMessage: "Balance after" },
    shortfall: {
      id: "store.redeemDialog.shortfall",
      defaultMessage: "You need {amount} more to redeem this voucher.",
    },
    buyKcash: { id: "store.redeemDialog.buyKcash", defaultMessage: "Buy K-Cash" },
    cancel: { id: "store.redeemDialog.cancel", defaultMessage: "Cancel" },
    confirm: { id: "store.redeemDialog.confirm", defaultMessage: "Confirm and redeem" },
    redeeming: { id: "store.redeemDialog.redeeming", defaultMessage: "Redeeming…" },
    retry: { id: "store.redeemDialog.retry", defaultMessage: "Try again" },
    close: { id: "store.redeemDialog.close", defaultMessage: "Back to the store" },
    successTitle: { id: "store.redeemDialog.successTitle", defaultMessage: "Your voucher code" },
    successBody: {
      id: "store.redeemDialog.successBody",
      defaultMessage: "Use this code at {brand}. You can find it again under My vouchers.",
    },
    codeLabel: { id: "store.redeemDialog.codeLabel", defaultMessage: "Voucher code" },
    copy: { id: "store.redeemDialog.copy", defaultMessage: "Copy code" },
    copied: { id: "store.redeemDialog.copied", defaultMessage: "Code copied" },
    copyFailed: { id: "store.redeemDialog.copyFailed", defaultMessage: "The code could not be copied" },
    done: { id: "store.redeemDialog.done", defaultMessage: "Done" },
  }),
);

/** Failures a retry of the same attempt cannot mend. */
const FINAL_FAILURES = new Set(["VoucherOutOfStock", "VoucherNotAvailableInRegion", "VoucherNotFound"]);

/** A voucher code with its copy button. */
export const VoucherCode = ({ code }: { code: string }) => {
  const intl = useIntl();
  const toast = useToast();
  const copy = () =>
    void navigator.clipboard
      .writeText(code)
      .then(() => toast.show({ message: intl.formatMessage(messages.copied), tone: "success" }))
      .catch(() => toast.show({ message: intl.formatMessage(messages.copyFailed), tone: "error" }));
  return (
    <div className={styles.code}>
      <span className={styles.codeText} aria-label={intl.formatMessage(messages.codeLabel)}>
        {code}
      </span>
      <Button size="sm" tone="secondary" onClick={copy}>
        {intl.formatMessage(messages.copy)}
      </Button>
    </div>
  );
};

const amountIn = (currency: StorePriceCurrency, base: number) => (
  <Amount value={toWholeUnits(base, currency)} currency={currency} />
);

/**
 * The store redemption modal (spec §2): confirms the price and the balance after it, then shows the code with a
 * copy button. Not enough K-Cash says how much is missing and links to Buy K-Cash; a voucher the gamer's region
 * cannot redeem says so before anything is confirmed. One idempotency key per opening: Try again sends the
 * same attempt, so a lost answer never buys twice.
 */
export const RedeemDialog = ({
  voucher,
  market,
  onClose,
}: {
  voucher: Voucher;
  market?: Market | undefined;
  onClose: () => void;
}) => {
  const intl = useIntl();
  // A new attempt (and so a new key) whenever the currency changes: the key names one request.
  const [attempt, setAttempt] = useState(() => ({
    payWith: "KCASH" as StorePriceCurrency,
    idempotencyKey: newIdempotencyKey(),
  }));
  const { payWith, idempotencyKey } = attempt;
  const [redeemed, setRedeemed] = useState<Redemption | undefined>(undefined);
  const balance = useKcashBalance(true);
  const redeem = useRedeemVoucher();

  if (redeemed !== undefined)
    return (
      <Dialog
        open
        size="sm"
        onClose={onClose}
        title={intl.formatMessage(messages.successTitle)}
        description={intl.formatMessage(messages.successBody, { brand: redeemed.voucher.brand })}
        footer={<Button onClick={onClose}>{intl.formatMessage(messages.done)}</Button>}
      >
        <VoucherCode code={redeemed.code} />
      </Dialog>
    );

  const price =
    voucherPriceIn(
      { priceKcash: voucher.price.amount, priceKpoints: voucher.kpointsPrice?.amount ?? null },
      payWith,
    ) ?? voucher.price.amount;
  const held =
    payWith === "KCASH" ? balance.kcash : (balance.kpoints ?? (balance.data === undefined ? undefined : 0));
  const outlook = held === undefined ? undefined : purchaseOutlook(held, price);
  const failureCode = redeem.isError ? problemCodeOf(redeem.error) : undefined;
  const elsewhere = market !== undefined && !isSoldIn(voucher.regions, market.storeRegion);
  const final = elsewhere || (failureCode !== undefined && FINAL_FAILURES.has(failureCode));
  const short = outlook?.affordable === false || failureCode === "InsufficientBalance";
  const busy = redeem.isPending;
  const submit = () =>
    redeem.mutate(
      { voucherId: voucher.id, idempotencyKey, payWith },
      { onSuccess: (answer) => setRedeemed(answer.redemption) },
    );

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      dismissible={!busy}
      title={intl.formatMessage(messages.title, { title: voucher.title })}
      description={intl.formatMessage(messages.description)}
      footer={
        <>
          <Button tone="ghost" onClick={onClose} disabled={busy}>
            {intl.formatMessage(final ? messages.close : messages.cancel)}
          </Button>
          {short && !elsewhere && payWith === "KCASH" ? (
            <ButtonLink to={routes.buyKcash.href()}>{intl.formatMessage(messages.buyKcash)}</ButtonLink>
          ) : final || short ? null : (
            <Button onClick={submit} disabled={busy || outlook === undefined} aria-busy={busy}>
              {intl.formatMessage(
                busy ? messages.redeeming : redeem.isError ? messages.retry : messages.confirm,
              )}
            </Button>
          )}
        </>
      }
    >
      {voucher.kpointsPrice === null ? null : (
        <RadioGroup<StorePriceCurrency>
          legend={intl.formatMessage(messages.payWith)}
          value={payWith}
          disabled={busy}
          onChange={(next) => {
            if (next === payWith) return;
            redeem.reset();
            setAttempt({ payWith: next, idempotencyKey: newIdempotencyKey() });
          }}
          options={[
            { value: "KCASH", label: amountIn("KCASH", voucher.price.amount) },
            { value: "KPOINTS", label: amountIn("KPOINTS", voucher.kpointsPrice.amount) },
          ]}
        />
      )}
      <dl className={styles.summary}>
        <dt className={styles.summaryTerm}>{intl.formatMessage(messages.price)}</dt>
        <dd className={styles.summaryValue}>{amountIn(payWith, price)}</dd>
        <dt className={styles.summaryTerm}>
          {intl.formatMessage(payWith === "KCASH" ? messages.balance : messages.balanceKpoints)}
        </dt>
        <dd className={styles.summaryValue}>
          {held === undefined ? <Skeleton inlineSize="6rem" /> : amountIn(payWith, held)}
        </dd>
        {outlook?.affordable === true ? (
          <>
            <dt className={styles.summaryTerm}>{intl.formatMessage(messages.balanceAfter)}</dt>
            <dd className={styles.summaryValue}>{amountIn(payWith, outlook.balanceAfter)}</dd>
          </>
        ) : null}
      </dl>
      {elsewhere ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(errorMessage("VoucherNotAvailableInRegion"))}
        </p>
      ) : outlook?.affordable === false ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.shortfall, {
            amount: amountIn(payWith, outlook.shortfall),
          })}
        </p>
      ) : redeem.isError ? (
        <p role="alert" className={styles.error}>
          {formatStoreFailure(intl, redeem.error)}
        </p>
      ) : balance.isError ? (
        <p role="alert" className={styles.error}>
          {formatStoreFailure(intl, balance.error)}
        </p>
      ) : null}
    </Dialog>
  );
};
