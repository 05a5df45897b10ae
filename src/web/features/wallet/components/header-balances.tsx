import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router";
import { toWholeUnits } from "@/domain/constants/money";
import { formatAmount, formatCompactCount } from "@/domain/format/number-format";
import { formatCurrencyValue, type AmountCurrency } from "@/web/components/amount";
import { Skeleton } from "@/web/components/skeleton";
import { useWalletBalances } from "@/web/features/wallet/api/wallet-api";
import * as styles from "@/web/features/wallet/components/header-balances.css";
import { untyped } from "@/web/features/wallet/components/wallet-messages";
import { WALLET_PATHS } from "@/web/features/wallet/wallet-paths";
import { useSession } from "@/web/lib/session";

const messages = untyped(
  defineMessages({
    label: {
      id: "wallet.headerBalances.label",
      defaultMessage: "Your balances: {balances}. Open the transaction history",
    },
    loading: { id: "wallet.headerBalances.loading", defaultMessage: "Loading your balances" },
  }),
);

/** Short marks for the compact amounts on a phone; the full names stay in the link's accessible name. */
const SYMBOL: { readonly [C in AmountCurrency]: string } = {
  KCASH: "KC",
  RKLEOS: "rK",
  KPOINTS: "KP",
  USDT: "USDT",
};

const NAME: { readonly [C in AmountCurrency]: string } = {
  KCASH: "K-Cash",
  RKLEOS: "rKLEOS",
  KPOINTS: "K-Points",
  USDT: "USDT",
};

/** A phone's amount: compacted from a thousand up (1.2K), else cut to two decimals. */
const compactValue = (whole: number, locale: string): string =>
  Math.abs(whole) >= 1000 ? formatCompactCount(whole, locale) : formatAmount(whole, locale);

/**
 * The signed-in gamer's K-Cash, rKLEOS and K-Points in the header, next to the profile menu: full amounts
 * on a desktop, compacted (1.2K) on a phone. One link to the transaction history. It refreshes whenever a
 * money movement invalidates the wallet's queries; a guest sees nothing.
 */
export const HeaderBalances = () => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const balances = useWalletBalances(signedIn);
  if (!signedIn || balances.isError) return null;
  if (balances.data === undefined)
    return (
      <span aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
        <Skeleton inlineSize="9rem" blockSize="1.75rem" />
      </span>
    );
  const shown = balances.data.balances.map((balance) => ({
    currency: balance.currency,
    whole: toWholeUnits(balance.amount, balance.currency),
  }));
  const spoken = shown
    .map(({ currency, whole }) => `${formatCurrencyValue(whole, currency, intl.locale)} ${NAME[currency]}`)
    .join(", ");
  return (
    <Link
      to={WALLET_PATHS.transactionHistory}
      className={styles.root}
      aria-label={intl.formatMessage(messages.label, { balances: spoken })}
    >
      {shown.map(({ currency, whole }) => (
        <span key={currency} className={styles.balance} aria-hidden="true">
          <span className={styles.full}>
            <span className={styles.value}>{formatCurrencyValue(whole, currency, intl.locale)}</span>{" "}
            <span className={styles.symbol}>{NAME[currency]}</span>
          </span>
          <span className={styles.compact}>
            <span className={styles.value}>{compactValue(whole, intl.locale)}</span>{" "}
            <span className={styles.symbol}>{SYMBOL[currency]}</span>
          </span>
        </span>
      ))}
    </Link>
  );
};
