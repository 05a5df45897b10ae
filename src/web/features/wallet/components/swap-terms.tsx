import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { SWAP_CHAINS } from "@/domain/constants/money";
import type { SwapQuote } from "@/web/features/wallet/api/wallet-api";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { ExchangeRate } from "@/web/features/wallet/components/exchange-rate";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    give: { id: "wallet.swapTerms.give", defaultMessage: "You give" },
    platformFee: { id: "wallet.swapTerms.platformFee", defaultMessage: "Platform fee" },
    gasFee: { id: "wallet.swapTerms.gasFee", defaultMessage: "Network fee ({chain})" },
    fee: { id: "wallet.swapTerms.fee", defaultMessage: "Total fees" },
    receive: { id: "wallet.swapTerms.receive", defaultMessage: "You receive" },
    rate: { id: "wallet.swapTerms.rate", defaultMessage: "Rate" },
  }),
);

/** A chain's proper name (the domain's list, the same the server's swap/chains answers). */
export const chainName = (chain: SwapQuote["chain"]): string =>
  SWAP_CHAINS.find((entry) => entry.id === chain)?.name ?? chain;

const Fact = ({ label, children }: { readonly label: ReactNode; readonly children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.factLabel}>{label}</dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
);

/** A quote's terms as rows of a `<dl>`: what is given, each deduction, the fee, what is received, the rate. */
export const SwapTerms = ({ quote }: { readonly quote: SwapQuote }) => {
  const intl = useIntl();
  return (
    <>
      <Fact label={intl.formatMessage(messages.give)}>
        <BaseAmount currency={quote.fromCurrency} amount={quote.fromAmount} />
      </Fact>
      {quote.deductions.map((deduction) => (
        <Fact
          key={deduction.kind}
          label={
            deduction.kind === "platformFee"
              ? intl.formatMessage(messages.platformFee)
              : intl.formatMessage(messages.gasFee, { chain: chainName(quote.chain) })
          }
        >
          <BaseAmount currency={deduction.currency} amount={deduction.amount} />
        </Fact>
      ))}
      <Fact label={intl.formatMessage(messages.fee)}>
        <BaseAmount currency={quote.fromCurrency} amount={quote.fee} />
      </Fact>
      <Fact label={intl.formatMessage(messages.receive)}>
        <BaseAmount currency={quote.toCurrency} amount={quote.toAmount} emphasis />
      </Fact>
      <Fact label={intl.formatMessage(messages.rate)}>
        <ExchangeRate kcashPerUsdt={quote.kcashPerUsdt} />
      </Fact>
    </>
  );
};
