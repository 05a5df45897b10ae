import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  STORE_REGIONS,
  isSoldIn,
  isStoreRegion,
  kcashBaseOf,
  purchaseOutlook,
  storeRegionOf,
} from "@/domain/store/voucher-rules";

describe("store regions (spec §6: India, Brazil, other)", () => {
  test("India and Brazil in any case; everything else, and nothing, is Other", () => {
    expect(storeRegionOf("IN")).toBe("IN");
    expect(storeRegionOf("br")).toBe("BR");
    expect(storeRegionOf("US")).toBe("Other");
    expect(storeRegionOf("NP")).toBe("Other");
    expect(storeRegionOf(undefined)).toBe("Other");
    expect(storeRegionOf(null)).toBe("Other");
  });

  test.prop([fc.string({ maxLength: 4 })])("every country code maps to a store region", (code) => {
    expect(isStoreRegion(storeRegionOf(code))).toBe(true);
  });

  test.prop([fc.subarray([...STORE_REGIONS]), fc.constantFrom(...STORE_REGIONS)])(
    "a voucher is sold exactly in its regions",
    (regions, region) => {
      expect(isSoldIn(regions, region)).toBe(regions.includes(region));
    },
  );
});

describe("prices and balances (K-Cash base units)", () => {
  test("1 K-Cash is 100 base units; a price must be positive", () => {
    expect(kcashBaseOf(250)).toBe(25_000);
    expect(kcashBaseOf(12.5)).toBe(1_250);
    expect(() => kcashBaseOf(0)).toThrow(/positive/);
  });

  test.prop([fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 10 ** 12 })])(
    "a purchase leaves balance minus price, or says exactly what is missing",
    (balance, price) => {
      const outlook = purchaseOutlook(balance, price);
      if (outlook.affordable) {
        expect(balance).toBeGreaterThanOrEqual(price);
        expect(outlook.balanceAfter + price).toBe(balance);
      } else {
        expect(outlook.shortfall).toBeGreaterThan(0);
        expect(balance + outlook.shortfall).toBe(price);
      }
    },
  );
});
