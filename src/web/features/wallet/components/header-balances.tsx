import { Fragment, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router";
import { CURRENCY_DISPLAY_NAME, toWholeUnits, type Currency } from "@/domain/constants/money";
import { formatAmount } from "@/domain/format/number-format";
import { formatCurrencyValue } from "@/web/components/amount";
import { useWalletBalances } from "@/web/features/wallet/api/wallet-api";
import * as styles from "@/web/features/wallet/components/header-balances.css";
import { KPointsSummaryDialog } from "@/web/features/wallet/components/kpoints-summary-dialog";
import { routes } from "@/web/lib/routes";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { useIsPhone } from "@/web/lib/use-is-phone";

const messages = plainMessages(
  defineMessages({
    label: { id: "wallet.headerBalances.group", defaultMessage: "Your balances" },
    title: { id: "wallet.headerBalances.title", defaultMessage: "Open your transaction history" },
    kpointsName: {
      id: "wallet.headerBalances.kpointsName",
      defaultMessage: "{amount} {currency}: open your K-Points summary",
    },
    kpointsTitle: { id: "wallet.headerBalances.kpointsTitle", defaultMessage: "Open your K-Points summary" },
  }),
);

const SITE_CURRENCIES: ReadonlySet<string> = new Set<Currency>(["KCASH", "RKLEOS", "KPOINTS"]);
const isSiteCurrency = (currency: string): currency is Currency => SITE_CURRENCIES.has(currency);

export interface HeaderBalancesProps {
  /** `inline`: a pill in the header's row; `bar`: a strip under the row, when the row has no room for them. */
  readonly placement: "inline" | "bar";
}

/**
 * The signed-in gamer's K-Cash, rKLEOS and K-Points in the header: K-Cash and rKLEOS as one link to the
 * transaction history, K-Points as a button that opens the K-Points summary. Full amounts on a desktop; on a
 * phone, wherever they sit, every currency as an amount of spec §9 (cut to two decimals, millions as 1.23M),
 * never compacted to K: K, M and B are for large counts, and 4,050 K-Cash is not "4K". It refreshes whenever a money movement invalidates the
 * wallet's queries (both placements share one query); a guest sees nothing, and so does a failed load.
 */
export const HeaderBalances = ({ placement }: HeaderBalancesProps) => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const balances = useWalletBalances(signedIn);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const phone = useIsPhone();
  if (!signedIn || balances.data === undefined) return null;
  const shown = balances.data.balances.flatMap((balance) =>
    isSiteCurrency(balance.currency)
      ? [{ currency: balance.currency, whole: toWholeUnits(balance.amount, balance.currency) }]
      : [],
  );
  const valueOf = (whole: number, currency: Currency) =>
    phone ? formatAmount(whole, intl.locale) : formatCurrencyValue(whole, currency, intl.locale);
  const linked = shown.filter(({ currency }) => currency !== "KPOINTS");
  const kpoints = shown.find(({ currency }) => currency === "KPOINTS");
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} className={styles.placement[placement]}>
      {linked.length === 0 ? null : (
        <Link
          to={routes.transactionHistory.href()}
          className={styles.part}
          title={intl.formatMessage(messages.title)}
        >
          {linked.map(({ currency, whole }, index) => (
            <Fragment key={currency}>
              {index === 0 ? null : " "}
              <bdi className={styles.balance}>
                <span className={styles.value}>{valueOf(whole, currency)}</span>{" "}
                <span className={styles.name}>{CURRENCY_DISPLAY_NAME[currency]}</span>
                {index === linked.length - 1 ? null : <span className={styles.pause}>,</span>}
              </bdi>
            </Fragment>
          ))}
        </Link>
      )}
      {kpoints === undefined ? null : (
        <button
          type="button"
          className={styles.part}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage(messages.kpointsName, {
            amount: valueOf(kpoints.whole, "KPOINTS"),
            currency: CURRENCY_DISPLAY_NAME.KPOINTS,
          })}
          title={intl.formatMessage(messages.kpointsTitle)}
          onClick={() => setSummaryOpen(true)}
        >
          <bdi className={styles.balance}>
            <span className={styles.value}>{valueOf(kpoints.whole, "KPOINTS")}</span>{" "}
            <span className={styles.name}>{CURRENCY_DISPLAY_NAME.KPOINTS}</span>
          </bdi>
        </button>
      )}
      {summaryOpen ? <KPointsSummaryDialog onClose={() => setSummaryOpen(false)} /> : null}
    </div>
  );
};
