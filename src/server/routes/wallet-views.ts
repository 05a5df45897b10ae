/** The simplified transaction views of `transactions/simplified/{type}/id/{id}`. */
import type { FiatCurrency } from "@/domain/constants/money";
import type { PaymentView } from "@/server/services/wallet/payments";
import type { TransactionView } from "@/server/services/wallet/ledger";
import type { SwapQuoteView } from "@/server/services/wallet/swaps";

export interface SimplifiedTransactionView {
  readonly id: string;
  readonly type: "onramp" | "shop" | "meta-txn" | "redeem";
  readonly status: "pending" | "completed" | "failed" | "expired";
  readonly createdAt: string;
  readonly amounts: TransactionView["amounts"];
  readonly transactionId: string | null;
  readonly fiat?: { readonly currency: FiatCurrency; readonly amount: number; readonly decimals: number };
  readonly swap?: SwapQuoteView;
}

const ONRAMP_STATUS = {
  created: "pending",
  paid: "completed",
  declined: "failed",
  expired: "expired",
} as const;

export const simplifiedOnramp = (order: PaymentView): SimplifiedTransactionView => ({
  id: order.paymentId,
  type: "onramp",
  status: ONRAMP_STATUS[order.status],
  createdAt: order.createdAt,
  amounts: [{ currency: "KCASH", amount: order.kcashAmount }],
  transactionId: order.transactionId,
  fiat: { currency: order.fiatCurrency, amount: order.fiatAmount, decimals: order.fiatDecimals },
});

export const simplifiedTransaction = (
  transaction: TransactionView & { readonly swap?: SwapQuoteView | undefined },
): SimplifiedTransactionView => ({
  id: transaction.id,
  type: transaction.type as SimplifiedTransactionView["type"],
  status: "completed",
  createdAt: transaction.createdAt,
  amounts: transaction.amounts,
  transactionId: transaction.id,
  ...(transaction.swap === undefined ? {} : { swap: transaction.swap }),
});
