import { defineMessages, useIntl } from "react-intl";
import { formatDate } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import {
  useDownloadTdsStatement,
  useWalletApproval,
  useWithdrawals,
  type Withdrawal,
} from "@/web/features/wallet/api/payout-api";
import {
  formatPayoutFailure,
  payoutDelayedMessage,
  payoutStatusMessages,
} from "@/web/features/wallet/components/payout-messages";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { formatBaseAmount, formatFiat } from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.payouts.title", defaultMessage: "Withdrawals" },
    line: {
      id: "wallet.payouts.line",
      defaultMessage: "{date}: {amount} to {destination} ({fiat})",
    },
    tdsTitle: { id: "wallet.payouts.tdsTitle", defaultMessage: "TDS statement {year}" },
    tdsLead: {
      id: "wallet.payouts.tdsLead",
      defaultMessage: "Tax withheld this financial year: {withheld}.",
    },
    tdsDownload: { id: "wallet.payouts.tdsDownload", defaultMessage: "Download TDS statement" },
  }),
);

const TONE: { readonly [S in Withdrawal["status"]]: "accent" | "secondary" | "warning" | "danger" } = {
  requested: "secondary",
  processing: "warning",
  delayed: "warning",
  processed: "accent",
  failed: "danger",
  reversed: "danger",
};

/**
 * The gamer's payouts inside `/transaction-history`: each withdrawal and where it stands (a delayed one says what
 * that means, a failed or reversed one that its money came back), and, for gamers in India, the year's TDS
 * statement to download.
 */
export const PayoutHistory = () => {
  const intl = useIntl();
  const withdrawals = useWithdrawals();
  const approval = useWalletApproval();
  const download = useDownloadTdsStatement();
  const items = withdrawals.data?.items ?? [];
  const tds = approval.data?.country === "IN" ? approval.data.tds : undefined;
  if (items.length === 0 && tds === undefined) return null;
  return (
    <Card as="section" padding="lg" aria-labelledby="payout-history">
      <div className={styles.form}>
        <h2 id="payout-history" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <ul className={styles.facts}>
          {items.map((item) => (
            <li key={item.withdrawalId} className={styles.fact}>
              <span className={styles.factLabel}>
                {intl.formatMessage(messages.line, {
                  date: formatDate(item.createdAt, { locale: intl.locale }),
                  amount: formatBaseAmount(intl, "USDT", item.amount),
                  destination: item.destination,
                  fiat: formatFiat(intl, {
                    currency: item.fiatCurrency,
                    amount: item.fiatAmount,
                    decimals: item.fiatDecimals,
                  }),
                })}
              </span>
              <Badge tone={TONE[item.status]}>{intl.formatMessage(payoutStatusMessages[item.status])}</Badge>
              {item.status === "delayed" ? (
                <p className={styles.factNote}>{intl.formatMessage(payoutDelayedMessage)}</p>
              ) : null}
            </li>
          ))}
        </ul>
        {tds === undefined ? null : (
          <div className={styles.form}>
            <h3 className={styles.sectionTitle}>
              {intl.formatMessage(messages.tdsTitle, { year: tds.financialYear })}
            </h3>
            <p className={styles.muted}>
              {intl.formatMessage(messages.tdsLead, {
                withheld: formatBaseAmount(intl, "USDT", tds.withheldThisYear),
              })}
            </p>
            {download.isError ? (
              <p role="alert" className={styles.error}>
                {formatPayoutFailure(intl, download.error)}
              </p>
            ) : null}
            <div>
              <Button tone="secondary" size="sm" onClick={() => download.mutate(tds.financialYear)}>
                {intl.formatMessage(messages.tdsDownload)}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
};
