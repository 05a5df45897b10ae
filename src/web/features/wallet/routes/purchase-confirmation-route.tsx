import { useEffect, useRef } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { ProgressBar } from "@/web/components/progress-bar";
import { usePaymentOrder, useRefreshWallet, type PaymentOrder } from "@/web/features/wallet/api/wallet-api";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { DateTime } from "@/web/features/wallet/components/date-time";
import { PixPayment } from "@/web/features/wallet/components/pix-payment";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { WalletPage, WalletSkeleton } from "@/web/features/wallet/components/wallet-page";
import { formatBaseAmount, formatFiat } from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { PAYMENT_ID_PARAM, isSitePath, routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.purchaseConfirmation.title", defaultMessage: "Purchase confirmation" },
    paidTitle: { id: "wallet.purchaseConfirmation.paidTitle", defaultMessage: "Payment successful" },
    paidText: {
      id: "wallet.purchaseConfirmation.paidText",
      defaultMessage: "{amount} has been added to your wallet.",
    },
    declinedTitle: { id: "wallet.purchaseConfirmation.declinedTitle", defaultMessage: "Payment declined" },
    declinedText: {
      id: "wallet.purchaseConfirmation.declinedText",
      defaultMessage: "The payment was declined. No K-Cash was credited and you were not charged.",
    },
    expiredTitle: {
      id: "wallet.purchaseConfirmation.expiredTitle",
      defaultMessage: "Payment not completed",
    },
    expiredText: {
      id: "wallet.purchaseConfirmation.expiredText",
      defaultMessage: "The payment was abandoned before it was paid. No K-Cash was credited.",
    },
    pendingTitle: {
      id: "wallet.purchaseConfirmation.pendingTitle",
      defaultMessage: "Waiting for your payment",
    },
    pendingText: {
      id: "wallet.purchaseConfirmation.pendingText",
      defaultMessage:
        "Your K-Cash is credited as soon as the payment is confirmed. This page updates by itself.",
    },
    checking: { id: "wallet.purchaseConfirmation.checking", defaultMessage: "Checking the payment" },
    backToCheckout: {
      id: "wallet.purchaseConfirmation.backToCheckout",
      defaultMessage: "Return to the payment",
    },
    order: { id: "wallet.purchaseConfirmation.order", defaultMessage: "Order" },
    kcash: { id: "wallet.purchaseConfirmation.kcash", defaultMessage: "K-Cash" },
    price: { id: "wallet.purchaseConfirmation.price", defaultMessage: "Price" },
    created: { id: "wallet.purchaseConfirmation.created", defaultMessage: "Ordered" },
    settled: { id: "wallet.purchaseConfirmation.settled", defaultMessage: "Settled" },
    history: { id: "wallet.purchaseConfirmation.history", defaultMessage: "See transaction history" },
    buyMore: { id: "wallet.purchaseConfirmation.buyMore", defaultMessage: "Buy more K-Cash" },
    tryAgain: { id: "wallet.purchaseConfirmation.tryAgain", defaultMessage: "Try again" },
    swap: { id: "wallet.purchaseConfirmation.swap", defaultMessage: "Swap K-Cash" },
    notFound: { id: "wallet.purchaseConfirmation.notFound", defaultMessage: "This purchase was not found" },
    notFoundHint: {
      id: "wallet.purchaseConfirmation.notFoundHint",
      defaultMessage: "Open it from your transaction history, or start a new purchase.",
    },
  }),
);

const Outcome = ({ order }: { readonly order: PaymentOrder }) => {
  const intl = useIntl();
  const amount = formatBaseAmount(intl, "KCASH", order.kcashAmount);
  const { title, text, tone } =
    order.status === "paid"
      ? {
          title: messages.paidTitle,
          text: intl.formatMessage(messages.paidText, { amount }),
          tone: styles.paid,
        }
      : order.status === "declined"
        ? {
            title: messages.declinedTitle,
            text: intl.formatMessage(messages.declinedText),
            tone: styles.declined,
          }
        : order.status === "expired"
          ? {
              title: messages.expiredTitle,
              text: intl.formatMessage(messages.expiredText),
              tone: styles.declined,
            }
          : {
              title: messages.pendingTitle,
              text: intl.formatMessage(messages.pendingText),
              tone: styles.pending,
            };
  const checkout = order.checkout;
  return (
    <Card as="section" padding="lg" aria-labelledby="purchase-outcome">
      <div className={styles.outcome}>
        <h1 id="purchase-outcome" className={`${styles.outcomeTitle} ${tone}`}>
          {intl.formatMessage(title)}
        </h1>
        <p role={order.status === "created" ? undefined : "status"} className={styles.lead}>
          {text}
        </p>
        {order.status === "created" && checkout?.kind === "pix" ? <PixPayment charge={checkout} /> : null}
        {order.status === "created" ? (
          <ProgressBar label={intl.formatMessage(messages.checking)} value={undefined} />
        ) : null}
        <dl className={styles.facts} aria-label={intl.formatMessage(messages.order)}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.kcash)}</dt>
            <dd className={styles.factValue}>
              <BaseAmount currency="KCASH" amount={order.kcashAmount} emphasis={order.status === "paid"} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.price)}</dt>
            <dd className={styles.factValue}>
              <bdi>
                {formatFiat(intl, {
                  currency: order.fiatCurrency,
                  amount: order.fiatAmount,
                  decimals: order.fiatDecimals,
                })}
              </bdi>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.created)}</dt>
            <dd className={styles.factValue}>
              <DateTime value={order.createdAt} />
            </dd>
          </div>
          {order.settledAt === null ? null : (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.settled)}</dt>
              <dd className={styles.factValue}>
                <DateTime value={order.settledAt} />
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.links}>
          {order.status === "created" && checkout?.kind === "sandbox" && isSitePath(checkout.url) ? (
            <ButtonLink to={checkout.url}>{intl.formatMessage(messages.backToCheckout)}</ButtonLink>
          ) : null}
          {order.status === "paid" ? (
            <ButtonLink to={routes.swap.href()}>{intl.formatMessage(messages.swap)}</ButtonLink>
          ) : null}
          {order.status === "declined" || order.status === "expired" ? (
            <ButtonLink to={routes.buyKcash.href()}>{intl.formatMessage(messages.tryAgain)}</ButtonLink>
          ) : null}
          {order.status === "paid" ? (
            <ButtonLink to={routes.buyKcash.href()} tone="secondary">
              {intl.formatMessage(messages.buyMore)}
            </ButtonLink>
          ) : null}
          <ButtonLink to={routes.transactionHistory.href()} tone="ghost">
            {intl.formatMessage(messages.history)}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
};

const Confirmation = ({ paymentId }: { readonly paymentId: string | undefined }) => {
  const intl = useIntl();
  const order = usePaymentOrder(paymentId, { poll: true });
  const refresh = useRefreshWallet();
  const status = order.data?.status;
  const seenOpen = useRef(false);
  // An order seen open and then paid moved money while this page watched: the balances must follow.
  useEffect(() => {
    if (status === "created") seenOpen.current = true;
    else if (status !== undefined && seenOpen.current) {
      seenOpen.current = false;
      void refresh();
    }
  }, [status, refresh]);

  if (paymentId === undefined || order.isError)
    return (
      <EmptyState
        headingLevel={1}
        role={paymentId === undefined ? "status" : "alert"}
        title={intl.formatMessage(messages.notFound)}
        description={intl.formatMessage(messages.notFoundHint)}
        action={
          <div className={styles.links}>
            <ButtonLink to={routes.buyKcash.href()}>{intl.formatMessage(messages.buyMore)}</ButtonLink>
            {paymentId === undefined ? null : (
              <Button tone="secondary" onClick={() => void order.refetch()}>
                {intl.formatMessage(messages.tryAgain)}
              </Button>
            )}
          </div>
        }
      />
    );
  if (order.data === undefined) return <WalletSkeleton />;
  return <Outcome order={order.data} />;
};

/**
 * `/purchase-confirmation?paymentId=…`: the purchase as its order says — paid (with the K-Cash credited),
 * declined or abandoned (nothing credited, and it says so), or still open (asked again every two seconds
 * until it is final).
 */
export const PurchaseConfirmationRoute = () => {
  const intl = useIntl();
  const [params] = useSearchParams();
  const paymentId = params.get(PAYMENT_ID_PARAM) ?? undefined;
  return (
    <WalletPage title={intl.formatMessage(messages.title)} narrow>
      <Confirmation paymentId={paymentId} />
    </WalletPage>
  );
};
