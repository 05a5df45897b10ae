import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { toWholeUnits } from "@/domain/constants/money";
import { formatDateTime } from "@/domain/format/time-format";
import { Amount } from "@/web/components/amount";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { useMyVouchers } from "@/web/features/store/api/store-api";
import { VoucherCode } from "@/web/features/store/components/redeem-dialog";
import * as styles from "@/web/features/store/components/store.css";
import { formatFaceValue, formatStoreFailure } from "@/web/features/store/components/store-messages";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    signInTitle: { id: "store.myVouchers.signInTitle", defaultMessage: "Sign in to see your vouchers" },
    signIn: { id: "store.myVouchers.signIn", defaultMessage: "Sign in" },
    loading: { id: "store.myVouchers.loading", defaultMessage: "Loading your vouchers…" },
    loadFailed: { id: "store.myVouchers.loadFailed", defaultMessage: "Your vouchers could not be loaded" },
    retry: { id: "store.myVouchers.retry", defaultMessage: "Try again" },
    empty: { id: "store.myVouchers.empty", defaultMessage: "You have no vouchers yet" },
    emptyHint: {
      id: "store.myVouchers.emptyHint",
      defaultMessage: "Redeem K-Cash for a voucher and its code shows up here.",
    },
    redeemedAt: { id: "store.myVouchers.redeemedAt", defaultMessage: "Redeemed {date}" },
    paid: { id: "store.myVouchers.paid", defaultMessage: "Paid" },
    worth: { id: "store.myVouchers.worth", defaultMessage: "Worth {value}" },
  }),
);

const PAGE_LIMIT = 20;

/** My vouchers: the codes the gamer redeemed, newest first, each with its copy button. */
export const MyVouchers = () => {
  const intl = useIntl();
  const session = useSession();
  const [pageOffset, setPageOffset] = useState(0);
  const signedIn = session.status === "signedIn";
  const query = useMyVouchers({ pageOffset, pageLimit: PAGE_LIMIT }, signedIn);

  if (session.status === "guest")
    return (
      <SignInPrompt
        title={intl.formatMessage(messages.signInTitle)}
        actionLabel={intl.formatMessage(messages.signIn)}
      />
    );
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatStoreFailure(intl, query.error)}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (query.data === undefined)
    return (
      <div aria-busy="true" className={styles.list}>
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="8rem" />
        <Skeleton blockSize="8rem" />
      </div>
    );
  if (query.data.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );

  return (
    <div className={styles.stack}>
      <ul className={styles.list}>
        {query.data.items.map((item) => (
          <li key={item.id}>
            <Card as="article" padding="md" aria-labelledby={`redemption-${item.id}`}>
              <div className={styles.cardBody}>
                <p className={styles.brand}>{item.voucher.brand}</p>
                <h3 id={`redemption-${item.id}`} className={styles.cardTitle}>
                  {item.voucher.title}
                </h3>
                <VoucherCode code={item.code} />
                <div className={styles.priceRow}>
                  <span className={styles.muted}>
                    {intl.formatMessage(messages.redeemedAt, {
                      date: formatDateTime(item.redeemedAt, { locale: intl.locale }),
                    })}
                  </span>
                  <span>
                    <span className={styles.muted}>{intl.formatMessage(messages.paid)} </span>
                    <Amount
                      value={toWholeUnits(item.pricePaid.amount, item.pricePaid.currency)}
                      currency={item.pricePaid.currency}
                    />
                  </span>
                </div>
                <p className={styles.muted}>
                  {intl.formatMessage(messages.worth, {
                    value: formatFaceValue(intl, item.voucher.faceValue),
                  })}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination
        pageOffset={query.data.page.pageOffset}
        pageLimit={query.data.page.pageLimit}
        total={query.data.page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );
};
