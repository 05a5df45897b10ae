import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  DEFAULT_PAYOUT_LIMITS,
  PAYOUT_STATUSES,
  TDS_194BA_RATE_BPS,
  checkPayoutAmount,
  fiatMinorForUsdtBase,
  indianFinancialYearOf,
  isUpiId,
  maskDestination,
  netWinningsIn,
  payoutTransition,
  splitWithdrawal,
  tdsOn,
  type PayoutOutcome,
  type PayoutStatus,
} from "@/domain/wallet/payouts";

const amount = fc.integer({ min: 0, max: 10 ** 12 });

describe("limits", () => {
  test("the minimum and the daily maximum, as the defaults say", () => {
    expect(checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 4_999_999, 0)).toEqual({
      ok: false,
      reason: "belowMinimum",
      minimum: 5_000_000,
    });
    expect(checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 5_000_000, 0)).toEqual({ ok: true });
    expect(checkPayoutAmount(DEFAULT_PAYOUT_LIMITS, 100_000_000, 450_000_000)).toEqual({
      ok: false,
      reason: "dailyMaximum",
      remaining: 50_000_000,
    });
  });

  test.prop([amount, amount, fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 12 })])(
    "a withdrawal passes exactly when it is at least the minimum and fits in what the day leaves",
    (value, today, minimum, dailyMaximum) => {
      const check = checkPayoutAmount({ minimum, dailyMaximum }, value, today);
      expect(check.ok).toBe(value >= minimum && today + value <= dailyMaximum);
      if (!check.ok && check.reason === "dailyMaximum")
        expect(today + check.remaining).toBeLessThanOrEqual(Math.max(today, dailyMaximum));
    },
  );
});

describe("India's TDS on net winnings (s.194BA, Rule 133)", () => {
  test("30% of a first withdrawal of pure winnings; deposits are not winnings", () => {
    const none = { withdrawnBefore: 0, deposits: 0, openingBalance: 0, taxedBefore: 0 };
    expect(splitWithdrawal(10_000_000, none, TDS_194BA_RATE_BPS)).toEqual({
      taxable: 10_000_000,
      tds: 3_000_000,
      net: 7_000_000,
    });
    expect(splitWithdrawal(10_000_000, { ...none, deposits: 4_000_000 }, TDS_194BA_RATE_BPS)).toEqual({
      taxable: 6_000_000,
      tds: 1_800_000,
      net: 8_200_000,
    });
    expect(splitWithdrawal(10_000_000, none, undefined)).toEqual({ taxable: 0, tds: 0, net: 10_000_000 });
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
      expect(split.tds + split.net).toBe(withdrawal);
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
  const outcome = fc.constantFrom<PayoutOutcome>("processing", "processed", "failed", "reversed");

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
});
