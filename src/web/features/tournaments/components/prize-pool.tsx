import { useIntl } from "react-intl";
import { Amount } from "@/web/components/amount";
import type { Prize, PrizePool } from "@/web/features/tournaments/api/tournaments-api";
import { seatMessages } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";

/** Whole units of a base-unit amount, for display only (spec §9 formatting is the Amount's). */
export const wholeUnits = (money: Pick<Prize, "amount" | "decimals">): number =>
  money.amount / 10 ** money.decimals;

/** The prize pool: one amount per currency, or "No prizes". */
export const PrizePoolAmounts = ({ pool }: { pool: readonly PrizePool[] }) => {
  const intl = useIntl();
  if (pool.length === 0)
    return <span className={styles.muted}>{intl.formatMessage(seatMessages.noPrizes)}</span>;
  return (
    <span className={styles.row}>
      {pool.map((money) => (
        <Amount key={money.currency} value={wholeUnits(money)} currency={money.currency} emphasis />
      ))}
    </span>
  );
};
