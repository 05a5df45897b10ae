import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { Skeleton } from "@/web/components/skeleton";
import {
  useSimplifiedTransaction,
  type SimplifiedTransaction,
  type SimplifiedType,
} from "@/web/features/wallet/api/wallet-api";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { DateTime } from "@/web/features/wallet/components/date-time";
import { SwapTerms } from "@/web/features/wallet/components/swap-terms";
import * as styles from "@/web/features/wallet/components/wallet.css";
import {
  formatFiat,
  formatWalletFailure,
  statusMessages,
  transactionTypeMessages,
} from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.transactionDetail.title", defaultMessage: "Transaction details" },
    type: { id: "wallet.transactionDetail.type", defaultMessage: "Type" },
    status: { id: "wallet.transactionDetail.status", defaultMessage: "Status" },
    date: { id: "wallet.transactionDetail.date", defaultMessage: "Date" },
    amounts: { id: "wallet.transactionDetail.amounts", defaultMessage: "Change to your balance" },
    ordered: { id: "wallet.transactionDetail.ordered", defaultMessage: "K-Cash ordered" },
    paid: { id: "wallet.transactionDetail.paid", defaultMessage: "Price" },
    reference: { id: "wallet.transactionDetail.reference", defaultMessage: "Transaction id" },
    notMoved: {
      id: "wallet.transactionDetail.notMoved",
      defaultMessage: "No money moved for this transaction.",
    },
    close: { id: "wallet.transactionDetail.close", defaultMessage: "Close" },
    loading: { id: "wallet.transactionDetail.loading", defaultMessage: "Loading the transaction…" },
  }),
);

const Details = ({ transaction }: { readonly transaction: SimplifiedTransaction }) => {
  const intl = useIntl();
  const pendingPurchase = transaction.type === "onramp" && transaction.transactionId === null;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{intl.formatMessage(messages.type)}</dt>
        <dd className={styles.factValue}>{intl.formatMessage(transactionTypeMessages[transaction.type])}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{intl.formatMessage(messages.status)}</dt>
        <dd className={styles.factValue}>{intl.formatMessage(statusMessages[transaction.status])}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{intl.formatMessage(messages.date)}</dt>
        <dd className={styles.factValue}>
          <DateTime value={transaction.createdAt} />
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>
          {intl.formatMessage(pendingPurchase ? messages.ordered : messages.amounts)}
        </dt>
        <dd className={styles.factValue}>
          <ul className={styles.amounts}>
            {transaction.amounts.map((amount) => (
              <li key={amount.currency}>
                <BaseAmount currency={amount.currency} amount={amount.amount} signed={!pendingPurchase} />
              </li>
            ))}
          </ul>
          {pendingPurchase ? <p className={styles.muted}>{intl.formatMessage(messages.notMoved)}</p> : null}
        </dd>
      </div>
      {transaction.fiat === undefined ? null : (
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.paid)}</dt>
          <dd className={styles.factValue}>{formatFiat(intl, transaction.fiat)}</dd>
        </div>
      )}
      {transaction.transactionId === null ? null : (
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.reference)}</dt>
          <dd className={styles.factValue}>
            <bdi>{transaction.transactionId}</bdi>
          </dd>
        </div>
      )}
      {transaction.swap === undefined ? null : <SwapTerms quote={transaction.swap} />}
    </dl>
  );
};

/** The simplified transaction (`transactions/simplified/{type}/id/{id}`) of a history row, in a dialog. */
export const TransactionDetailDialog = ({
  type,
  id,
  onClose,
}: {
  readonly type: SimplifiedType;
  readonly id: string;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const transaction = useSimplifiedTransaction(type, id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      footer={
        <Button tone="secondary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      {transaction.data !== undefined ? (
        <Details transaction={transaction.data} />
      ) : transaction.isError ? (
        <p role="alert" className={styles.error}>
          {formatWalletFailure(intl, transaction.error)}
        </p>
      ) : (
        <div aria-busy="true" className={styles.skeletons}>
          <span role="status" aria-label={intl.formatMessage(messages.loading)} />
          <Skeleton blockSize="1.5rem" />
          <Skeleton blockSize="1.5rem" />
          <Skeleton blockSize="1.5rem" />
        </div>
      )}
    </Dialog>
  );
};
