import { Fragment } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router";
import { CURRENCY_DISPLAY_NAME, toWholeUnits, type Currency } from "@/domain/constants/money";
import { formatAmount, formatCompactCount } from "@/domain/format/number-format";
import { formatCurrencyValue } from "@/web/components/amount";
import { useWalletBalances } from "@/web/features/wallet/api/wallet-api";
import * as styles from "@/web/features/wallet/components/header-balances.css";
import { WALLET_PATHS } from "@/web/features/wallet/wallet-paths";
import { useSession } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = defineMessages({
  label: { id: "wallet.headerBalances.label", defaultMessage: "Your balances:" },
  title: { id: "wallet.headerBalances.title", defaultMessage: "Open your transaction history" },
});

const SITE_CURRENCIES: ReadonlySet<string> = new Set<Currency>(["KCASH", "RKLEOS", "KPOINTS"]);
const isSiteCurrency = (currency: string): currency is Currency => SITE_CURRENCIES.has(currency);

/** A phone's amount: compacted from a thousand up (1.2K), else cut to two decimals (spec §9). */
const compactValue = (whole: number, locale: string): string =>
  Math.abs(whole) >= 1000 ? formatCompactCount(whole, locale) : formatAmount(whole, locale);

export interface HeaderBalancesProps {
  /** `inline`: a pill in the header row (desktop); `bar`: a strip of compact amounts under it (phone). */
  readonly placement: "inline" | "bar";
}

/**
 * The signed-in gamer's K-Cash, rKLEOS and K-Points in the header, as one link to the transaction history:
 * full amounts on a desktop, compacted (1.2K) on a phone. It refreshes whenever a money movement invalidates
 * the wallet's queries (both placements share one query); a guest sees nothing, and so does a failed load.
 */
export const HeaderBalances = ({ placement }: HeaderBalancesProps) => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const balances = useWalletBalances(signedIn);
  if (!signedIn || balances.data === undefined) return null;
  const shown = balances.data.balances.flatMap((balance) =>
    isSiteCurrency(balance.currency)
      ? [{ currency: balance.currency, whole: toWholeUnits(balance.amount, balance.currency) }]
      : [],
  );
  return (
    <Link
      to={WALLET_PATHS.transactionHistory}
      className={styles.placement[placement]}
      title={intl.formatMessage(messages.title)}
    >
      <span className={visuallyHidden}>{intl.formatMessage(messages.label)}</span>{" "}
      {shown.map(({ currency, whole }, index) => (
        <Fragment key={currency}>
          {index === 0 ? null : " "}
          <bdi className={styles.balance}>
            <span className={styles.value}>
              {placement === "inline"
                ? formatCurrencyValue(whole, currency, intl.locale)
                : compactValue(whole, intl.locale)}
            </span>{" "}
            <span className={styles.name}>{CURRENCY_DISPLAY_NAME[currency]}</span>
            {index === shown.length - 1 ? null : <span className={styles.pause}>,</span>}
          </bdi>
        </Fragment>
      ))}
    </Link>
  );
};
