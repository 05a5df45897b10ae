import { FormattedMessage, useIntl } from "react-intl";
import { CURRENCY_DISPLAY_NAME, type Currency } from "@/domain/constants/money";
import { formatAmount, formatTokenValue, MILLION } from "@/domain/format/number-format";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/amount.css";

/** The site's currencies (spec §1) and USDT, the currency they are bought with. */
export type AmountCurrency = Currency | "USDT";

const CURRENCY_NAME: { readonly [C in AmountCurrency]: string } = { ...CURRENCY_DISPLAY_NAME, USDT: "USDT" };

/** Token currencies show small values with up to 8 decimals (spec §9); points and K-Cash keep two. */
const TOKENS: ReadonlySet<AmountCurrency> = new Set<AmountCurrency>(["RKLEOS", "USDT"]);

/** The number part of an amount per spec §9, in `locale`. */
export const formatCurrencyValue = (value: number, currency: AmountCurrency, locale: string): string =>
  TOKENS.has(currency) && Math.abs(value) < MILLION
    ? formatTokenValue(value, locale)
    : formatAmount(value, locale);

export interface AmountProps {
  /** In whole units of the currency (12.5 K-Cash), not base units. */
  readonly value: number;
  readonly currency: AmountCurrency;
  /** Bold and accented: a balance or a reward. */
  readonly emphasis?: boolean;
}

/**
 * An amount with its currency's name ("1.23M K-Cash", "0.00012345 rKLEOS"), formatted by the domain's rules
 * of spec §9 (cut, never rounded up; millions with M) in the reader's locale. Always left to right, isolated
 * from the text around it: the currency names are Latin, and in a right-to-left sentence the number would
 * otherwise land on the far side of its name ("K-Cash 4,050").
 */
export const Amount = ({ value, currency, emphasis = false }: AmountProps) => {
  const intl = useIntl();
  return (
    <span dir="ltr" className={classNames(styles.amount, emphasis && styles.strong)}>
      <FormattedMessage
        id="components.amount.value"
        defaultMessage="{amount} {currency}"
        values={{
          amount: formatCurrencyValue(value, currency, intl.locale),
          currency: CURRENCY_NAME[currency],
        }}
      />
    </span>
  );
};
