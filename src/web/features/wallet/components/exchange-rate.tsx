import { defineMessages, useIntl } from "react-intl";
import { KCASH_PER_USDT } from "@/domain/constants/money";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    value: { id: "wallet.exchangeRate.value", defaultMessage: "1 USDT = {kcash} K-Cash" },
  }),
);

/**
 * The K-Cash rate ("1 USDT = 1,000 K-Cash", spec §9's by default, a quote's when given), its number in the
 * reader's locale. Always one left-to-right run: inside a right-to-left sentence the bidi algorithm would
 * otherwise move the leading "1" to the far end ("USDT = 1,000 K-Cash 1").
 */
export const ExchangeRate = ({ kcashPerUsdt = KCASH_PER_USDT }: { readonly kcashPerUsdt?: number }) => {
  const intl = useIntl();
  return (
    <bdi dir="ltr">{intl.formatMessage(messages.value, { kcash: intl.formatNumber(kcashPerUsdt) })}</bdi>
  );
};
