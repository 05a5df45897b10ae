/**
 * Cash-out (spec §7 Money, off-ramp): a gamer with verified KYC withdraws USDT value to their UPI ID or bank
 * account (India, rupees) or PIX key (Brazil, reais). The rules here: the limits (a minimum per withdrawal, a
 * maximum per gamer and day and one per month), the fee, India's tax deducted at source on net winnings (Income-tax Act s.194BA with
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
/** The most a gamer withdraws in one calendar month (UTC): 2,000 USDT (in base units). */
export const PAYOUT_MONTHLY_MAXIMUM_USDT_BASE = 2_000 * USDT;

export interface PayoutLimits {
  /** Base units. */
  readonly minimum: number;
  /** Base units, per gamer and UTC day, counting every withdrawal not failed or reversed. */
  readonly dailyMaximum: number;
  /** Base units, per gamer and UTC calendar month, counted like the daily maximum. */
  readonly monthlyMaximum: number;
}

export const DEFAULT_PAYOUT_LIMITS: PayoutLimits = {
  minimum: PAYOUT_MINIMUM_USDT_BASE,
  dailyMaximum: PAYOUT_DAILY_MAXIMUM_USDT_BASE,
  monthlyMaximum: PAYOUT_MONTHLY_MAXIMUM_USDT_BASE,
};

export type LimitCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "belowMinimum"; readonly minimum: number }
  | { readonly ok: false; readonly reason: "dailyMaximum"; readonly remaining: number }
  | { readonly ok: false; readonly reason: "monthlyMaximum"; readonly remaining: number };

/** What a gamer has withdrawn so far (base units, not failed or reversed). */
export interface WithdrawnSoFar {
  readonly today: number;
  readonly thisMonth: number;
}

/** What may still be withdrawn today: the smaller of the day's and the month's rest. */
export const remainingLimits = (
  limits: PayoutLimits,
  withdrawn: WithdrawnSoFar,
): { readonly today: number; readonly thisMonth: number } => {
  const thisMonth = Math.max(0, limits.monthlyMaximum - withdrawn.thisMonth);
  return { today: Math.min(thisMonth, Math.max(0, limits.dailyMaximum - withdrawn.today)), thisMonth };
};

/**
 * Whether `amount` may be withdrawn by a gamer who has withdrawn `withdrawn` (base units). The minimum first,
 * then the month (the tighter rule to name when both are reached: waiting for tomorrow would not help), then
 * the day.
 */
export const checkPayoutAmount = (
  limits: PayoutLimits,
  amount: number,
  withdrawn: WithdrawnSoFar,
): LimitCheck => {
  if (amount < limits.minimum) return { ok: false, reason: "belowMinimum", minimum: limits.minimum };
  const monthRemaining = Math.max(0, limits.monthlyMaximum - withdrawn.thisMonth);
  if (amount > monthRemaining) return { ok: false, reason: "monthlyMaximum", remaining: monthRemaining };
  const dayRemaining = Math.max(0, limits.dailyMaximum - withdrawn.today);
  if (amount > dayRemaining) return { ok: false, reason: "dailyMaximum", remaining: dayRemaining };
  return { ok: true };
};

/** The start of the UTC day of `at`: the daily maximum counts from it. */
export const utcDayStart = (at: Date): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The start of the UTC calendar month of `at`: the monthly maximum counts from it. */
export const utcMonthStart = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** The fee of a withdrawal: a share of the amount, never below a floor (base units). */
export interface PayoutFeeSchedule {
  readonly rateBps: number;
  /** Base units. */
  readonly minimum: number;
}

/** 1% of a withdrawal, at least 0.5 USDT: what the payout rails and the conversion cost Kleos. */
export const DEFAULT_PAYOUT_FEE: PayoutFeeSchedule = { rateBps: 100, minimum: USDT / 2 };

/** The fee on `amount` (base units): the rate rounded up to a base unit, at least the floor, at most the amount. */
export const payoutFeeOn = (schedule: PayoutFeeSchedule, amount: number): number => {
  const share = Number((BigInt(amount) * BigInt(schedule.rateBps) + 9_999n) / 10_000n);
  return Math.min(amount, Math.max(schedule.minimum, share));
};

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

/** The financial year of a label (`2026-27`: the second year is the first plus one), or undefined. */
export const financialYearNamed = (
  label: string,
): { readonly label: string; readonly start: Date; readonly end: Date } | undefined => {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (match === null) return undefined;
  const first = Number(match[1]);
  if (first < 2000 || (first + 1) % 100 !== Number(match[2])) return undefined;
  return indianFinancialYearOf(new Date(Date.UTC(first, 6, 1)));
};

/** One withdrawal's line in India's yearly TDS statement (base units of USDT, minor units of the fiat). */
export interface TdsStatementLine {
  readonly withdrawalId: string;
  readonly requestedAt: Date;
  readonly status: PayoutStatus;
  readonly amount: number;
  readonly taxable: number;
  readonly tds: number;
  readonly fee: number;
  readonly net: number;
  readonly fiatCurrency: string;
  readonly fiatAmount: number;
}

/** `base` USDT base units as a decimal with 6 places (`1.500000`). */
const usdtText = (base: number): string =>
  `${Math.trunc(base / USDT)}.${String(base % USDT).padStart(CURRENCY_DECIMALS.USDT, "0")}`;

/**
 * India's yearly statement as CSV (RFC 4180): one line per withdrawal, then the tax that stands (withdrawals
 * failed or reversed had theirs returned, so they count nothing). Every field is generated here from numbers,
 * dates and the fixed status words, so nothing needs quoting and no cell can start a spreadsheet formula.
 */
export const tdsStatementCsv = (financialYear: string, lines: readonly TdsStatementLine[]): string => {
  const header =
    "financial_year,withdrawal_id,requested_at,status,amount_usdt,taxable_usdt,tds_usdt,fee_usdt,net_usdt,fiat_currency,fiat_amount";
  const rows = lines.map((line) =>
    [
      financialYear,
      line.withdrawalId,
      line.requestedAt.toISOString(),
      line.status,
      usdtText(line.amount),
      usdtText(line.taxable),
      usdtText(line.tds),
      usdtText(line.fee),
      usdtText(line.net),
      line.fiatCurrency,
      `${Math.trunc(line.fiatAmount / 100)}.${String(line.fiatAmount % 100).padStart(2, "0")}`,
    ].join(","),
  );
  const withheld = lines
    .filter((line) => line.status !== "failed" && line.status !== "reversed")
    .reduce((sum, line) => sum + line.tds, 0);
  return [header, ...rows, `${financialYear},total,,,,,${usdtText(withheld)},,,,`].join("\r\n") + "\r\n";
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
  /** Kleos' fee, recorded to the fee account. */
  readonly fee: number;
  /** What is paid out: the withdrawal less the tax and the fee. */
  readonly net: number;
}

/**
 * How a withdrawal splits into tax, fee and payout; `rateBps` undefined: no tax (Brazil, or India's rule off).
 * The tax is on the winnings withdrawn (the gross amount); the fee comes out of what is left after the tax, so
 * the three parts always add up to the withdrawal and none is negative.
 */
export const splitWithdrawal = (
  withdrawal: number,
  so: WinningsSoFar,
  rateBps: number | undefined,
  fee: PayoutFeeSchedule = { rateBps: 0, minimum: 0 },
): WithdrawalSplit => {
  const taxed = rateBps !== undefined && rateBps !== 0;
  const taxable = taxed ? netWinningsIn(withdrawal, so) : 0;
  const tds = taxed ? tdsOn(taxable, rateBps) : 0;
  const charged = Math.min(payoutFeeOn(fee, withdrawal), withdrawal - tds);
  return { taxable, tds, fee: charged, net: withdrawal - tds - charged };
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

/**
 * Where a payout stands. `delayed`: the provider holds it for now (RazorpayX queues it while a bank is down or the
 * balance is low, or keeps it pending an approval; Asaas blocks a transfer); it is still paid or returned later.
 */
export const PAYOUT_STATUSES = [
  "requested",
  "processing",
  "delayed",
  "processed",
  "failed",
  "reversed",
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a provider says of a payout, in Kleos' words. */
export type PayoutOutcome = "processing" | "delayed" | "processed" | "failed" | "reversed";

/**
 * What a transition does to the money held for the payout: nothing; `settle` (paid: the holding account's
 * amount leaves Kleos); `refund` (not paid: the held amount and the tax go back to the gamer); `refundSettled`
 * (paid, then returned by the bank: what was paid goes back to the gamer, with the tax).
 */
export type PayoutMoney = "none" | "settle" | "refund" | "refundSettled";

/**
 * The next status after `outcome`, or undefined when the event changes nothing (a repeat, a late
 * `processing`, anything after a final status). Failed and reversed are final; a processed payout may still
 * be reversed. A delay moves no money, and a `processing` does not undo it: events come in any order (the send's
 * answer of a payout the provider queued at once is recorded after the queued webhook), so a delayed payout
 * stays delayed until it is paid or returned. Events arrive in any order and any number of times: the money
 * moves at most once each way.
 */
export const payoutTransition = (
  current: PayoutStatus,
  outcome: PayoutOutcome,
): { readonly next: PayoutStatus; readonly money: PayoutMoney } | undefined => {
  switch (current) {
    case "requested":
    case "processing":
    case "delayed":
      if (outcome === "processing")
        return current === "requested" ? { next: "processing", money: "none" } : undefined;
      if (outcome === "delayed")
        return current === "delayed" ? undefined : { next: "delayed", money: "none" };
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
