import { toWholeUnits } from "@/domain/constants/money";
import { Amount } from "@/web/components/amount";
import type { LedgerCurrency } from "@/web/features/wallet/api/wallet-api";

/** An amount the API gives in integer base units, shown in whole units per spec §9. */
export const BaseAmount = ({
  currency,
  amount,
  emphasis = false,
}: {
  readonly currency: LedgerCurrency;
  readonly amount: number;
  readonly emphasis?: boolean;
}) => <Amount value={toWholeUnits(amount, currency)} currency={currency} emphasis={emphasis} />;
