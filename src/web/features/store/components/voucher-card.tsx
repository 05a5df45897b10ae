import { defineMessages, useIntl } from "react-intl";
import { toWholeUnits } from "@/domain/constants/money";
import { Amount } from "@/web/components/amount";
import { Avatar } from "@/web/components/avatar";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Tag } from "@/web/components/tag";
import type { Voucher } from "@/web/features/store/api/store-api";
import * as styles from "@/web/features/store/components/store.css";
import {
  formatFaceValue,
  marketMessages,
  regionMessages,
} from "@/web/features/store/components/store-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    featured: { id: "store.voucherCard.featured", defaultMessage: "Featured" },
    soldOut: { id: "store.voucherCard.soldOut", defaultMessage: "Sold out" },
    stock: { id: "store.voucherCard.stock", defaultMessage: "{stock, plural, one {# left} other {# left}}" },
    worth: { id: "store.voucherCard.worth", defaultMessage: "Worth {value}" },
    redeem: { id: "store.voucherCard.redeem", defaultMessage: "Redeem" },
    regions: { id: "store.voucherCard.regions", defaultMessage: "Redeemable in" },
    orKpoints: { id: "store.voucherCard.orKpoints", defaultMessage: "or {amount}" },
  }),
);

/**
 * One voucher of the catalogue: brand, title, face value, K-Cash price, stock and the redeem button, which a
 * voucher not sold in the gamer's region does not offer.
 */
export const VoucherCard = ({
  voucher,
  onRedeem,
  inMyRegion,
}: {
  voucher: Voucher;
  onRedeem: (voucher: Voucher) => void;
  /** Whether the gamer's region may redeem it; undefined while the region is not known. */
  inMyRegion?: boolean | undefined;
}) => {
  const intl = useIntl();
  const soldOut = voucher.stock === 0;
  const elsewhere = inMyRegion === false;
  const titleId = `voucher-${voucher.id}-title`;
  return (
    <li>
      <Card
        as="article"
        padding="md"
        tone={voucher.featured ? "highlight" : "surface"}
        aria-labelledby={titleId}
      >
        <div className={styles.cardBody}>
          <div className={styles.cardHead}>
            <Avatar name={voucher.brand} size="md" decorative />
            <div className={styles.stack}>
              <p className={styles.brand}>{voucher.brand}</p>
              <h3 id={titleId} className={styles.cardTitle}>
                {voucher.title}
              </h3>
            </div>
          </div>
          <div className={styles.badges}>
            {voucher.featured ? <Badge tone="accent">{intl.formatMessage(messages.featured)}</Badge> : null}
            {elsewhere ? (
              <Badge tone="warning">{intl.formatMessage(marketMessages.notInYourRegion)}</Badge>
            ) : null}
            {soldOut ? (
              <Badge tone="danger">{intl.formatMessage(messages.soldOut)}</Badge>
            ) : (
              <Badge tone="neutral">{intl.formatMessage(messages.stock, { stock: voucher.stock })}</Badge>
            )}
          </div>
          <ul className={styles.badges} aria-label={intl.formatMessage(messages.regions)}>
            {voucher.regions.map((region) => (
              <li key={region}>
                <Tag>{intl.formatMessage(regionMessages[region])}</Tag>
              </li>
            ))}
          </ul>
          <div className={styles.priceRow}>
            <span className={styles.prices}>
              <Amount value={toWholeUnits(voucher.price.amount, "KCASH")} currency="KCASH" emphasis />
              {voucher.kpointsPrice === null ? null : (
                <span className={styles.altPrice}>
                  {intl.formatMessage(messages.orKpoints, {
                    amount: (
                      <Amount
                        value={toWholeUnits(voucher.kpointsPrice.amount, "KPOINTS")}
                        currency="KPOINTS"
                        emphasis
                      />
                    ),
                  })}
                </span>
              )}
            </span>
            <span className={styles.muted}>
              {intl.formatMessage(messages.worth, { value: formatFaceValue(intl, voucher.faceValue) })}
            </span>
          </div>
          <div className={styles.cardAction}>
            <Button onClick={() => onRedeem(voucher)} disabled={soldOut || elsewhere}>
              {intl.formatMessage(
                soldOut ? messages.soldOut : elsewhere ? marketMessages.notInYourRegion : messages.redeem,
              )}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
};
