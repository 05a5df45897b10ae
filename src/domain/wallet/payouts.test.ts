import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  DEFAULT_PAYOUT_FEE,
  DEFAULT_PAYOUT_LIMITS,
  PAYOUT_STATUSES,
  TDS_194BA_RATE_BPS,
  checkPayoutAmount,
  fiatMinorForUsdtBase,
  indianFinancialYearOf,
  isUpiId,
  maskDestination,
  netWinningsIn,
  payoutFeeOn,
  payoutTransition,
  remainingLimits,
  splitWithdrawal,
  tdsOn,
  utcMonthStart,
  type PayoutOutcome,
  type PayoutStatus,
} from "@/domain/wallet/payouts";

const amount = fc.integer({ min: 0, max: 10 ** 12 });

describe("limits", () => {
  const none = { today: 0, thisMonth: 0 };
  test("the minimum, the daily and the monthly maximum, as the defaults say", () => {
    expect(checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 4_999_999, none)).toEqual({
      ok: false,
      reason: "belowMinimum",
      minimum: 5_000_000,
    });
    expect(checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 5_000_000, none)).toEqual({ ok: true });
    expect(
      checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 100_000_000, { today: 450_000_000, thisMonth: 450_000_000 }),
    ).toEqual({ ok: false, reason: "dailyMaximum", remaining: 50_000_000 });
    expect(
      checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 100_000_000, { today: 0, thisMonth: 1_950_000_000 }),
    ).toEqual({ ok: false, reason: "monthlyMaximum", remaining: 50_000_000 });
  });

  const limits = fc.record({
    minimum: fc.integer({ min: 1, max: 10 ** 9 }),
    dailyMaximum: fc.integer({ min: 0, max: 10 ** 12 }),
    monthlyMaximum: fc.integer({ min: 0, max: 10 ** 13 }),
  });

  test.prop([amount, amount, amount, limits])(
    "a withdrawal passes exactly when it is at least the minimum and fits in what the day and the month leave",
    (value, today, earlierThisMonth, rules) => {
      const withdrawn = { today, thisMonth: today + earlierThisMonth };
      const check = checkPayoutAmount(rules, value, withdrawn);
      expect(check.ok).toBe(
        value >= rules.minimum &&
          today + value <= rules.dailyMaximum &&
          withdrawn.thisMonth + value <= rules.monthlyMaximum,
      );
      if (!check.ok && check.reason !== "belowMinimum") expect(check.remaining).toBeLessThan(value);
      // What the gamer is told is left today is exactly the largest amount that passes (above the minimum).
      const left = remainingLimits(rules, withdrawn).today;
      if (left >= rules.minimum) expect(checkPayoutAmount(rules, left, withdrawn).ok).toBe(true);
      expect(checkPayoutAmount(rules, Math.max(left + 1, rules.minimum), withdrawn).ok).toBe(false);
    },
  );

  test.prop([fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })])(
    "the month counts from its first UTC midnight",
    (at) => {
      const start = utcMonthStart(at);
      expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(start.getUTCDate()).toBe(1);
      expect(start.getUTCMonth()).toBe(at.getUTCMonth());
      expect(start.getUTCHours() + start.getUTCMinutes() + start.getUTCSeconds()).toBe(0);
    },
  );
});

describe("the fee", () => {
  test("1%, at least half a USDT", () => {
    expect(payoutFeeOn(DEFAULT_PAYOUT_FEE, 10_000_000)).toBe(500_000);
    expect(payoutFeeOn(DEFAULT_PAYOUT_FEE, 100_000_000)).toBe(1_000_000);
    expect(payoutFeeOn(DEFAULT_PAYOUT_FEE, 100_000_001)).toBe(1_000_001);
  });

  const schedule = fc.record({
    rateBps: fc.integer({ min: 0, max: 10_000 }),
    minimum: fc.integer({ min: 0, max: 10 ** 8 }),
  });

  test.prop([schedule, amount, amount])(
    "never negative, never more than the amount, at least the floor it can be, and growing with the amount",
    (fee, a, b) => {
      const [small, large] = a <= b ? [a, b] : [b, a];
      const charged = payoutFeeOn(fee, small);
      expect(charged).toBeGreaterThanOrEqual(Math.min(small, fee.minimum));
      expect(charged).toBeLessThanOrEqual(small);
      expect(charged * 10_000).toBeGreaterThanOrEqual(small * fee.rateBps);
      expect(payoutFeeOn(fee, large)).toBeGreaterThanOrEqual(charged);
    },
  );

  test.prop([schedule, amount, amount, amount, fc.boolean()])(
    "tax, fee and payout add up to the withdrawal, none negative",
    (fee, withdrawal, withdrawnBefore, deposits, taxed) => {
      const split = splitWithdrawal(
        withdrawal,
        { withdrawnBefore, deposits, openingBalance: 0, taxedBefore: 0 },
        taxed ? TDS_194BA_RATE_BPS : undefined,
        fee,
      );
      expect(split.tds + split.fee + split.net).toBe(withdrawal);
      expect(Math.min(split.tds, split.fee, split.net)).toBeGreaterThanOrEqual(0);
      if (!taxed) expect(split.tds).toBe(0);
    },
  );
});

describe("India's TDS on net winnings (s.194BA, Rule 133)", () => {
  test("30% of a first withdrawal of pure winnings; deposits are not winnings", () => {
    const none = { withdrawnBefore: 0, deposits: 0, openingBalance: 0, taxedBefore: 0 };
    expect(splitWithdrawal(10_000_000, none, TDS_194BA_RATE_BPS)).toEqual({
      taxable: 10_000_000,
      tds: 3_000_000,
      fee: 0,
      net: 7_000_000,
    });
    expect(splitWithdrawal(10_000_000, { ...none, deposits: 4_000_000 }, TDS_194BA_RATE_BPS)).toEqual({
      taxable: 6_000_000,
      tds: 1_800_000,
      fee: 0,
      net: 8_200_000,
    });
    expect(splitWithdrawal(10_000_000, none, undefined)).toEqual({
      taxable: 0,
      tds: 0,
      fee: 0,
      net: 10_000_000,
    });
    expect(splitWithdrawal(10_000_000, none, TDS_194BA_RATE_BPS, DEFAULT_PAYOUT_FEE)).toEqual({
      taxable: 10_000_000,
      tds: 3_000_000,
      fee: 500_000,
      net: 6_500_000,
    });
  });

  test.prop([amount, amount, amount, amount, amount])(
    "the tax is never negative nor more than the withdrawal, and tax plus payout is the withdrawal",
    (withdrawal, withdrawnBefore, deposits, openingBalance, taxedBefore) => {
      const split = splitWithdrawal(
        withdrawal,
        { withdrawnBefore, deposits, openingBalance, taxedBefore },
        TDS_194BA_RATE_BPS,
      );
      expect(split.taxable).toBeGreaterThanOrEqual(0);
      expect(split.taxable).toBeLessThanOrEqual(withdrawal);
      expect(split.tds).toBeGreaterThanOrEqual(0);
      expect(split.tds + split.fee + split.net).toBe(withdrawal);
    },
  );

  test.prop([fc.array(fc.integer({ min: 1, max: 10 ** 10 }), { maxLength: 20 }), amount, amount])(
    "over a year the taxed winnings add up to what was withdrawn beyond deposits and the opening balance",
    (withdrawals, deposits, openingBalance) => {
      let withdrawnBefore = 0;
      let taxedBefore = 0;
      for (const withdrawal of withdrawals) {
        taxedBefore += netWinningsIn(withdrawal, { withdrawnBefore, deposits, openingBalance, taxedBefore });
        withdrawnBefore += withdrawal;
      }
      expect(taxedBefore).toBe(Math.max(0, withdrawnBefore - deposits - openingBalance));
    },
  );

  test.prop([amount])("the tax rounds half up to a base unit", (winnings) => {
    expect(Math.abs(tdsOn(winnings, TDS_194BA_RATE_BPS) - winnings * 0.3)).toBeLessThanOrEqual(
      0.5 + 1e-6 * winnings,
    );
  });

  test("the financial year runs from 1 April in Indian time", () => {
    expect(indianFinancialYearOf(new Date("2026-03-31T18:29:59Z")).label).toBe("2025-26");
    expect(indianFinancialYearOf(new Date("2026-03-31T18:30:00Z"))).toEqual({
      label: "2026-27",
      start: new Date("2026-03-31T18:30:00Z"),
      end: new Date("2027-03-31T18:30:00Z"),
    });
  });

  test.prop([fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })])(
    "every moment lies in its financial year",
    (at) => {
      const year = indianFinancialYearOf(at);
      expect(year.start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(at.getTime()).toBeLessThan(year.end.getTime());
    },
  );
});

describe("conversion and destinations", () => {
  test("₹85.00 per USDT: 10 USDT are ₹850.00; never more than the rate", () => {
    expect(fiatMinorForUsdtBase(10_000_000, 8500)).toBe(85_000);
    expect(fiatMinorForUsdtBase(1, 8500)).toBe(0);
  });

  test.prop([amount, fc.integer({ min: 1, max: 10 ** 6 })])("the fiat is the rate cut down", (usdt, rate) => {
    const fiat = fiatMinorForUsdtBase(usdt, rate);
    expect(fiat * 1_000_000).toBeLessThanOrEqual(usdt * rate);
    expect((fiat + 1) * 1_000_000).toBeGreaterThan(usdt * rate);
  });

  test("UPI IDs", () => {
    expect(isUpiId("rahul.sharma@okaxis")).toBe(true);
    expect(isUpiId("9876543210@ybl")).toBe(true);
    expect(isUpiId("rahul")).toBe(false);
    expect(isUpiId("ra hul@okaxis")).toBe(false);
    expect(isUpiId("rahul@1bank")).toBe(false);
  });

  test.prop([fc.string({ minLength: 4, maxLength: 40 })])(
    "a masked destination keeps only its last four",
    (value) => {
      const masked = maskDestination("bank", value);
      expect(masked.endsWith(value.slice(-4))).toBe(true);
      expect(masked.slice(0, -4)).toMatch(/^\*+$/);
    },
  );
});

describe("the payout's state machine", () => {
  const outcome = fc.constantFrom<PayoutOutcome>("processing", "delayed", "processed", "failed", "reversed");

  test.prop([fc.array(outcome, { maxLength: 12 })])(
    "whatever events arrive, in any order and number, the money settles at most once and returns at most once",
    (events) => {
      let status: PayoutStatus = "requested";
      let settled = 0;
      let refunded = 0;
      for (const event of events) {
        const step = payoutTransition(status, event);
        if (step === undefined) continue;
        status = step.next;
        if (step.money === "settle") settled += 1;
        if (step.money === "refund" || step.money === "refundSettled") refunded += 1;
        if (step.money === "refundSettled") expect(settled).toBe(1);
      }
      expect(settled).toBeLessThanOrEqual(1);
      expect(refunded).toBeLessThanOrEqual(1);
      // Paid and not returned, or returned: never both held and gone.
      expect(status === "failed" || status === "reversed").toBe(refunded === 1);
      expect(PAYOUT_STATUSES).toContain(status);
    },
  );

  test("a processed payout may be reversed; a failed one stays failed", () => {
    expect(payoutTransition("processed", "reversed")).toEqual({ next: "reversed", money: "refundSettled" });
    expect(payoutTransition("processing", "reversed")).toEqual({ next: "reversed", money: "refund" });
    expect(payoutTransition("failed", "processed")).toBeUndefined();
    expect(payoutTransition("processed", "failed")).toBeUndefined();
    expect(payoutTransition("processing", "processing")).toBeUndefined();
  });

  test("a delay moves no money and is still settled or returned later; a late processing does not undo it", () => {
    expect(payoutTransition("requested", "delayed")).toEqual({ next: "delayed", money: "none" });
    expect(payoutTransition("processing", "delayed")).toEqual({ next: "delayed", money: "none" });
    expect(payoutTransition("delayed", "delayed")).toBeUndefined();
    expect(payoutTransition("delayed", "processing")).toBeUndefined();
    expect(payoutTransition("delayed", "processed")).toEqual({ next: "processed", money: "settle" });
    expect(payoutTransition("delayed", "failed")).toEqual({ next: "failed", money: "refund" });
    expect(payoutTransition("delayed", "reversed")).toEqual({ next: "reversed", money: "refund" });
    expect(payoutTransition("processed", "delayed")).toBeUndefined();
    expect(payoutTransition("failed", "delayed")).toBeUndefined();
  });
});
