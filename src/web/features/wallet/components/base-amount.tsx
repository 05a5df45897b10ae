import { toWholeUnits } from "@/domain/constants/money";
import { Amount } from "@/web/components/amount";
import type { LedgerCurrency } from "@/web/features/wallet/api/wallet-api";

/**
 * An amount the API gives in integer base units, shown in whole units per spec §9. Isolated, so a sign and
 * the Latin currency name keep their order ("+500 K-Cash") inside a right-to-left page.
 */
export const BaseAmount = ({
  currency,
  amount,
  emphasis = false,
  signed = false,
}: {
  readonly currency: LedgerCurrency;
  readonly amount: number;
  readonly emphasis?: boolean;
  /** Marks a credit with "+" (a debit always shows its "-"). */
  readonly signed?: boolean;
}) => (
  <bdi dir="ltr">
    {signed && amount > 0 ? "+" : null}
    <Amount value={toWholeUnits(amount, currency)} currency={currency} emphasis={emphasis} />
  </bdi>
);
