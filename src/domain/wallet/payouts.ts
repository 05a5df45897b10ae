/**
 * Cash-out (spec §7 Money, off-ramp): a gamer with verified KYC withdraws USDT value to their UPI ID or bank
 * account (India, rupees) or PIX key (Brazil, reais). The rules here: the limits (a minimum per withdrawal, a
 * maximum per gamer and day), India's tax deducted at source on net winnings (Income-tax Act s.194BA with
 * Rule 133: 30% of the net winnings in a withdrawal, per financial year), the conversion to the payout's fiat,
 * and the state machine a payout follows whatever order its provider's events arrive in.
 */
import { CURRENCY_DECIMALS } from "@/domain/constants/money";

export const PAYOUT_COUNTRIES = ["IN", "BR"] as const;
export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number];

/** Where the money goes: a UPI ID or a bank account in India, a PIX key in Brazil. */
export const PAYOUT_METHODS = ["upi", "bank", "pix"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_FIAT: { readonly [C in PayoutCountry]: "INR" | "BRL" } = { IN: "INR", BR: "BRL" };

/** The methods of a country. */
export const payoutMethodsOf = (country: PayoutCountry): readonly PayoutMethod[] =>
  country === "IN" ? ["upi", "bank"] : ["pix"];

/** What a gamer withdraws: the value of their USDT. */
export const PAYOUT_CURRENCIES = ["USDT"] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

const USDT = 10 ** CURRENCY_DECIMALS.USDT;

/** The smallest withdrawal: 5 USDT (in base units). */
export const PAYOUT_MINIMUM_USDT_BASE = 5 * USDT;
/** The most a gamer withdraws in one day (UTC): 500 USDT (in base units). */
export const PAYOUT_DAILY_MAXIMUM_USDT_BASE = 500 * USDT;

export interface PayoutLimits {
  /** Base units. */
  readonly minimum: number;
  /** Base units, per gamer and UTC day, counting every withdrawal not failed or reversed. */
  readonly dailyMaximum: number;
}

export const DEFAULT_PAYOUT_LIMITS: PayoutLimits = {
  minimum: PAYOUT_MINIMUM_USDT_BASE,
  dailyMaximum: PAYOUT_DAILY_MAXIMUM_USDT_BASE,
};

export type LimitCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "belowMinimum"; readonly minimum: number }
  | { readonly ok: false; readonly reason: "dailyMaximum"; readonly remaining: number };

/** Whether `amount` may be withdrawn by a gamer who has withdrawn `withdrawnToday` today (base units). */
export const checkPayoutAmount = (
  limits: PayoutLimits,
  amount: number,
  withdrawnToday: number,
): LimitCheck => {
  if (amount < limits.minimum) return { ok: false, reason: "belowMinimum", minimum: limits.minimum };
  const remaining = Math.max(0, limits.dailyMaximum - withdrawnToday);
  if (amount > remaining) return { ok: false, reason: "dailyMaximum", remaining };
  return { ok: true };
};

/** The start of the UTC day of `at`: the daily maximum counts from it. */
export const utcDayStart = (at: Date): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Section 194BA: 30% of net winnings. */
export const TDS_194BA_RATE_BPS = 3000;

/** India's financial year (1 April to 31 March, Indian Standard Time, UTC+5:30) holding `at`. */
export const indianFinancialYearOf = (
  at: Date,
): { readonly label: string; readonly start: Date; readonly end: Date } => {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const firstYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const startOf = (year: number) => new Date(Date.UTC(year, 3, 1) - 330 * 60_000);
  return {
    label: `${firstYear}-${String((firstYear + 1) % 100).padStart(2, "0")}`,
    start: startOf(firstYear),
    end: startOf(firstYear + 1),
  };
};

/** What the financial year held before this withdrawal (Rule 133's terms), in base units. */
export interface WinningsSoFar {
  /** Withdrawn earlier in the year (gross, before the tax), not failed or reversed. */
  readonly withdrawnBefore: number;
  /** Deposited in the year (money the gamer paid in, which is not winnings). */
  readonly deposits: number;
  /** The balance at the start of the year. */
  readonly openingBalance: number;
  /** Net winnings already taxed in the year's earlier withdrawals. */
  readonly taxedBefore: number;
}

/**
 * Net winnings in a withdrawal (Rule 133): everything withdrawn in the year including this one, less the
 * deposits, the opening balance and what earlier withdrawals were taxed on; never negative, never more than
 * the withdrawal.
 */
export const netWinningsIn = (withdrawal: number, so: WinningsSoFar): number =>
  Math.min(
    withdrawal,
    Math.max(0, so.withdrawnBefore + withdrawal - so.deposits - so.openingBalance - so.taxedBefore),
  );

/** The tax withheld on `netWinnings` at `rateBps`, rounded half up to a base unit. */
export const tdsOn = (netWinnings: number, rateBps: number): number =>
  Number((BigInt(netWinnings) * BigInt(rateBps) + 5_000n) / 10_000n);

export interface WithdrawalSplit {
  /** Net winnings the tax was computed on (0 when the rule is off or nothing is winnings). */
  readonly taxable: number;
  /** Withheld and recorded to the TDS account. */
  readonly tds: number;
  /** What is paid out: the withdrawal less the tax. */
  readonly net: number;
}

/** How a withdrawal splits into tax and payout; `rateBps` undefined: no tax (Brazil, or India's rule off). */
export const splitWithdrawal = (
  withdrawal: number,
  so: WinningsSoFar,
  rateBps: number | undefined,
): WithdrawalSplit => {
  if (rateBps === undefined || rateBps === 0) return { taxable: 0, tds: 0, net: withdrawal };
  const taxable = netWinningsIn(withdrawal, so);
  const tds = tdsOn(taxable, rateBps);
  return { taxable, tds, net: withdrawal - tds };
};

/** Fiat minor units paid for `usdtBase` USDT base units at `fiatMinorPerUsdt`, cut down (never above the rate). */
export const fiatMinorForUsdtBase = (usdtBase: number, fiatMinorPerUsdt: number): number =>
  Number((BigInt(usdtBase) * BigInt(fiatMinorPerUsdt)) / BigInt(USDT));

/** A UPI ID (virtual payment address): `handle@bank`, as NPCI allows it. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const isUpiId = (value: string): boolean => UPI_ID_PATTERN.test(value);

/** A destination as the gamer sees it: enough to recognise, not enough to reuse. */
export const maskDestination = (method: PayoutMethod, value: string): string => {
  if (method === "upi") {
    const [handle = "", bank = ""] = value.split("@");
    return `${handle.slice(0, 2)}${"*".repeat(Math.max(1, handle.length - 2))}@${bank}`;
  }
  const tail = value.slice(-4);
  return `${"*".repeat(Math.max(1, value.length - 4))}${tail}`;
};

/** Where a payout stands. */
export const PAYOUT_STATUSES = ["requested", "processing", "processed", "failed", "reversed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a provider says of a payout, in Kleos' words. */
export type PayoutOutcome = "processing" | "processed" | "failed" | "reversed";

/**
 * What a transition does to the money held for the payout: nothing; `settle` (paid: the holding account's
 * amount leaves Kleos); `refund` (not paid: the held amount and the tax go back to the gamer); `refundSettled`
 * (paid, then returned by the bank: what was paid goes back to the gamer, with the tax).
 */
export type PayoutMoney = "none" | "settle" | "refund" | "refundSettled";

/**
 * The next status after `outcome`, or undefined when the event changes nothing (a repeat, a late
 * `processing`, anything after a final status). Failed and reversed are final; a processed payout may still
 * be reversed. Events arrive in any order and any number of times: the money moves at most once each way.
 */
export const payoutTransition = (
  current: PayoutStatus,
  outcome: PayoutOutcome,
): { readonly next: PayoutStatus; readonly money: PayoutMoney } | undefined => {
  switch (current) {
    case "requested":
    case "processing":
      if (outcome === "processing")
        return current === "requested" ? { next: "processing", money: "none" } : undefined;
      if (outcome === "processed") return { next: "processed", money: "settle" };
      return { next: outcome, money: "refund" };
    case "processed":
      return outcome === "reversed" ? { next: "reversed", money: "refundSettled" } : undefined;
    case "failed":
    case "reversed":
      return undefined;
  }
};

/** A payout whose money has come to rest: paid, or back with the gamer (processed may still be reversed). */
export const isFinalPayoutStatus = (status: PayoutStatus): boolean =>
  status === "failed" || status === "reversed";
