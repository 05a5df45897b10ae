import { describe, expect, it } from "vitest";
import { parseAmountInput } from "@/web/features/wallet/amount-input";

describe("parseAmountInput", () => {
  it("turns whole and decimal amounts into base units exactly", () => {
    expect(parseAmountInput("12", 2)).toBe(1200);
    expect(parseAmountInput("12.5", 2)).toBe(1250);
    expect(parseAmountInput("12,05", 2)).toBe(1205);
    expect(parseAmountInput("0.000001", 6)).toBe(1);
    expect(parseAmountInput("1 000", 2)).toBe(100_000);
    expect(parseAmountInput(".5", 2)).toBe(50);
    expect(parseAmountInput("0.10", 1)).toBe(1);
  });

  it("refuses what is not a positive amount of the currency", () => {
    for (const text of ["", "abc", "0", "0.00", "-1", "1.234", "1.2.3", "1e3", "."]) {
      expect(parseAmountInput(text, 2), text).toBeUndefined();
    }
    expect(parseAmountInput("1.5", 0)).toBeUndefined();
    expect(parseAmountInput("99999999999999999999", 2)).toBeUndefined();
  });
});
