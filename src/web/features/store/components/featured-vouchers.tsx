import { defineMessages, useIntl } from "react-intl";
import { ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { useVoucherList } from "@/web/features/store/api/store-api";
import * as styles from "@/web/features/store/components/store.css";
import { formatFaceValue } from "@/web/features/store/components/store-messages";
import { routes } from "@/web/lib/routes";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "store.featuredVouchers.title", defaultMessage: "Featured vouchers" },
    openStore: { id: "store.featuredVouchers.openStore", defaultMessage: "Open the K-Store" },
    worth: { id: "store.featuredVouchers.worth", defaultMessage: "Worth {value}" },
  }),
);

/** How many featured vouchers the home page shows. */
const HOME_FEATURED_VOUCHERS = 4;

/**
 * The home page's featured vouchers, in the order admins gave (or the catalogue's featured ones while admins
 * chose none), each leading to the K-Store. Nothing is shown while none is featured or the list cannot load.
 */
export const FeaturedVouchers = () => {
  const intl = useIntl();
  const featured = useVoucherList({ featured: true, pageOffset: 0, pageLimit: HOME_FEATURED_VOUCHERS });
  const items = featured.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.featuredSection} aria-labelledby="featured-vouchers">
      <div className={styles.featuredHeader}>
        <h2 id="featured-vouchers" className={styles.featuredTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <ButtonLink to={routes.kStore.href()} tone="secondary" size="sm">
          {intl.formatMessage(messages.openStore)}
        </ButtonLink>
      </div>
      <ul className={styles.grid}>
        {items.map((voucher) => (
          <li key={voucher.id}>
            <Card as="article" padding="md" tone="highlight">
              <div className={styles.cardBody}>
                <p className={styles.brand}>{voucher.brand}</p>
                <h3 className={styles.cardTitle}>{voucher.title}</h3>
                <p className={styles.muted}>
                  {intl.formatMessage(messages.worth, { value: formatFaceValue(intl, voucher.faceValue) })}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
};
