import { defineMessages, useIntl } from "react-intl";
import { Navigate, useNavigate, useParams } from "react-router";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import {
  usePaymentOrder,
  useSandboxDecision,
  type SandboxDecision,
} from "@/web/features/wallet/api/wallet-api";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { DateTime } from "@/web/features/wallet/components/date-time";
import { PixPayment } from "@/web/features/wallet/components/pix-payment";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { WalletPage, WalletSkeleton } from "@/web/features/wallet/components/wallet-page";
import { formatFiat, formatWalletFailure } from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.sandboxCheckout.title", defaultMessage: "Sandbox checkout" },
    lead: {
      id: "wallet.sandboxCheckout.lead",
      defaultMessage:
        "A test payment: no real money moves. Approve to pay and receive the K-Cash, or decline to pay nothing.",
    },
    order: { id: "wallet.sandboxCheckout.order", defaultMessage: "Your order" },
    kcash: { id: "wallet.sandboxCheckout.kcash", defaultMessage: "K-Cash" },
    price: { id: "wallet.sandboxCheckout.price", defaultMessage: "Price" },
    expires: { id: "wallet.sandboxCheckout.expires", defaultMessage: "Pay before" },
    approve: { id: "wallet.sandboxCheckout.approve", defaultMessage: "Approve payment" },
    decline: { id: "wallet.sandboxCheckout.decline", defaultMessage: "Decline payment" },
    working: { id: "wallet.sandboxCheckout.working", defaultMessage: "Sending your answer…" },
    notFound: { id: "wallet.sandboxCheckout.notFound", defaultMessage: "This payment was not found" },
    notFoundHint: {
      id: "wallet.sandboxCheckout.notFoundHint",
      defaultMessage: "It may belong to another account. Start a new purchase instead.",
    },
    buy: { id: "wallet.sandboxCheckout.buy", defaultMessage: "Buy K-Cash" },
  }),
);

const Checkout = ({ paymentId }: { readonly paymentId: string }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const order = usePaymentOrder(paymentId);
  const decide = useSandboxDecision(paymentId);

  if (order.isError)
    return (
      <EmptyState
        headingLevel={1}
        role="alert"
        title={intl.formatMessage(messages.notFound)}
        description={intl.formatMessage(messages.notFoundHint)}
        action={<ButtonLink to={routes.buyKcash.href()}>{intl.formatMessage(messages.buy)}</ButtonLink>}
      />
    );
  if (order.data === undefined) return <WalletSkeleton />;
  // Paid, declined or abandoned already: its outcome is on the confirmation page.
  if (order.data.status !== "created")
    return <Navigate to={routes.purchaseConfirmation.href({ paymentId: paymentId })} replace />;

  const checkout = order.data.checkout;
  const answer = (decision: SandboxDecision) =>
    decide.mutate(decision, {
      onSuccess: () =>
        void navigate(routes.purchaseConfirmation.href({ paymentId: paymentId }), { replace: true }),
    });

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <Card as="section" padding="lg" aria-labelledby="sandbox-order">
        <div className={styles.form}>
          <h2 id="sandbox-order" className={styles.sectionTitle}>
            {intl.formatMessage(messages.order)}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.kcash)}</dt>
              <dd className={styles.factValue}>
                <BaseAmount currency="KCASH" amount={order.data.kcashAmount} emphasis />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.price)}</dt>
              <dd className={styles.factValue}>
                <bdi>
                  {formatFiat(intl, {
                    currency: order.data.fiatCurrency,
                    amount: order.data.fiatAmount,
                    decimals: order.data.fiatDecimals,
                  })}
                </bdi>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.expires)}</dt>
              <dd className={styles.factValue}>
                <DateTime value={order.data.expiresAt} />
              </dd>
            </div>
          </dl>
          {checkout?.kind === "sandbox" && checkout.pix !== undefined ? (
            <PixPayment charge={checkout.pix} />
          ) : null}
          {decide.isError ? (
            <p role="alert" className={styles.error}>
              {formatWalletFailure(intl, decide.error)}
            </p>
          ) : null}
          {decide.isPending ? (
            <p role="status" className={styles.muted}>
              {intl.formatMessage(messages.working)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button tone="secondary" disabled={decide.isPending} onClick={() => answer("decline")}>
              {intl.formatMessage(messages.decline)}
            </Button>
            <Button disabled={decide.isPending} onClick={() => answer("approve")}>
              {intl.formatMessage(messages.approve)}
            </Button>
          </div>
        </div>
      </Card>
    </>
  );
};

/**
 * `/buy-kcash/sandbox/:paymentId`: the local default payment provider's checkout (the server's sandbox
 * sends buyers here). Approving is the verified payment event that credits the K-Cash, once; declining
 * credits nothing. Either way the buyer goes on to the purchase confirmation.
 */
export const SandboxCheckoutRoute = () => {
  const intl = useIntl();
  const { paymentId = "" } = useParams();
  return (
    <WalletPage title={intl.formatMessage(messages.title)} narrow>
      <Checkout paymentId={paymentId} />
    </WalletPage>
  );
};
