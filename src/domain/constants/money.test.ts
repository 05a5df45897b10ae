import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_FIAT_MINOR_PER_USDT,
  KCASH_PURCHASE_MAX_BASE,
  fiatCurrencyOfCountry,
  fiatMinorForKcashBase,
} from "@/domain/constants/money";

describe("K-Cash prices in fiat", () => {
  it("prices 1,000 K-Cash (1 USDT) at each default rate", () => {
    expect(fiatMinorForKcashBase(100_000, DEFAULT_FIAT_MINOR_PER_USDT.INR)).toBe(8_500);
    expect(fiatMinorForKcashBase(100_000, DEFAULT_FIAT_MINOR_PER_USDT.BRL)).toBe(560);
    expect(fiatMinorForKcashBase(100_000, DEFAULT_FIAT_MINOR_PER_USDT.USD)).toBe(100);
  });

  it("rounds a fraction of a minor unit up, never down", () => {
    // 10 K-Cash = 0.01 USDT: R$0.056 → 6 centavos; $0.01 exactly; ₹0.85 exactly.
    expect(fiatMinorForKcashBase(1_000, 560)).toBe(6);
    expect(fiatMinorForKcashBase(1_000, 100)).toBe(1);
    expect(fiatMinorForKcashBase(1_000, 8_500)).toBe(85);
    // 0.01 K-Cash = 0.00001 USDT: any rate asks for at least one minor unit.
    expect(fiatMinorForKcashBase(1, 100)).toBe(1);
  });

  test.prop([fc.integer({ min: 1, max: KCASH_PURCHASE_MAX_BASE }), fc.integer({ min: 1, max: 1_000_000 })])(
    "never charges less than the rate, nor a whole minor unit more",
    (kcashBase, rate) => {
      const price = fiatMinorForKcashBase(kcashBase, rate);
      // The exact price is kcashBase × 10 × rate / 10^6 minor units.
      expect(price * 1_000_000).toBeGreaterThanOrEqual(kcashBase * 10 * rate);
      expect((price - 1) * 1_000_000).toBeLessThan(kcashBase * 10 * rate);
    },
  );

  it("stays exact past the float range of the product", () => {
    // 9×10^14 K-Cash base units at ₹85: the product 7.65×10^19 is no safe integer, the price is.
    expect(fiatMinorForKcashBase(900_000_000_000_000, 8_500)).toBe(76_500_000_000_000);
  });

  it("charges India in rupees, Brazil in reais and everyone else in dollars", () => {
    expect(fiatCurrencyOfCountry("IN")).toBe("INR");
    expect(fiatCurrencyOfCountry("br")).toBe("BRL");
    expect(fiatCurrencyOfCountry("PT")).toBe("USD");
    expect(fiatCurrencyOfCountry(undefined)).toBe("USD");
    expect(fiatCurrencyOfCountry(null)).toBe("USD");
  });
});
