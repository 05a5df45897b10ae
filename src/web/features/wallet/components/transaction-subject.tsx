import { defineMessages, useIntl } from "react-intl";
import { CURRENCY_DISPLAY_NAME } from "@/domain/constants/money";
import { isolateLeftToRight } from "@/domain/format/bidi";
import { Link } from "@/web/components/link";
import type { SwapCurrency, TransactionSubject as Subject } from "@/web/features/wallet/api/wallet-api";
import { chainName } from "@/web/features/wallet/components/swap-terms";
import { formatFiat } from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { detailPathOf, routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    swap: { id: "wallet.transactionSubject.swap", defaultMessage: "{from} to {to} on {chain}" },
    purchase: { id: "wallet.transactionSubject.purchase", defaultMessage: "Order of {price}" },
    voucher: { id: "wallet.transactionSubject.voucher", defaultMessage: "{brand}: {title}" },
    devReward: { id: "wallet.transactionSubject.devReward", defaultMessage: "Development reward" },
  }),
);

const SWAP_NAME: { readonly [C in SwapCurrency]: string } = {
  KCASH: CURRENCY_DISPLAY_NAME.KCASH,
  USDT: "USDT",
};

/** A voucher by its title, with the brand in front unless the title already says it ("Google Play ₹100"). */
const voucherText = (
  format: (brand: string, title: string) => string,
  brand: string,
  title: string,
): string =>
  brand === "" || title.toLocaleLowerCase().includes(brand.toLocaleLowerCase())
    ? title
    : format(brand, title);

/**
 * What a history row was for, named and linked to where it lives: the campaign or quest of a reward, the
 * tournament of a prize, the voucher of a store purchase (under "My vouchers"), the order of a K-Cash purchase,
 * the pair and network of a swap.
 */
export const TransactionSubject = ({ subject }: { readonly subject: Subject }) => {
  const intl = useIntl();
  switch (subject.kind) {
    case "campaign":
    case "quest":
      return <Link to={detailPathOf({ kind: subject.kind, slug: subject.slug })}>{subject.title}</Link>;
    case "tournament":
      return <Link to={routes.tournament.href({ tournamentId: subject.tournamentId })}>{subject.title}</Link>;
    case "voucher":
      return (
        <Link to={routes.kStore.href({ tab: "mine" })}>
          {voucherText(
            (brand, title) => intl.formatMessage(messages.voucher, { brand, title }),
            subject.brand,
            subject.title,
          )}
        </Link>
      );
    case "kcashPurchase":
      return (
        <Link to={routes.purchaseConfirmation.href({ paymentId: subject.paymentId })}>
          {intl.formatMessage(messages.purchase, {
            price: isolateLeftToRight(formatFiat(intl, subject.fiat), intl.locale),
          })}
        </Link>
      );
    case "swap":
      return (
        <span>
          {intl.formatMessage(messages.swap, {
            from: SWAP_NAME[subject.fromCurrency],
            to: SWAP_NAME[subject.toCurrency],
            chain: chainName(subject.chain),
          })}
        </span>
      );
    case "devReward":
      return <span>{intl.formatMessage(messages.devReward)}</span>;
  }
};
