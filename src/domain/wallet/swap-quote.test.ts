import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { SWAP_CHAINS, kcashBaseForUsdtBase, usdtBaseForKcashBase } from "@/domain/constants/money";
import { platformFeeOf, swapTerms } from "@/domain/wallet/swap-quote";

const chain = fc.constantFrom(...SWAP_CHAINS.map((entry) => entry.id));
const from = fc.constantFrom("KCASH" as const, "USDT" as const);

describe("swap terms (1 USDT = 1000 K-Cash)", () => {
  test("spec §9: 1000 K-Cash give 1 USDT before deductions", () => {
    expect(usdtBaseForKcashBase(100_000)).toBe(1_000_000);
    expect(kcashBaseForUsdtBase(1_000_000)).toBe(100_000);
  });

  test.prop([from, fc.integer({ min: 1, max: 10 ** 12 }), chain])(
    "what is given is the deductions plus what is converted, and nothing is received out of thin air",
    (fromCurrency, amount, chainId) => {
      const toCurrency = fromCurrency === "KCASH" ? "USDT" : "KCASH";
      const result = swapTerms(fromCurrency, toCurrency, amount, chainId);
      if (!result.ok) {
        expect(result.reason).toBe("tooSmall");
        if (result.reason === "tooSmall") {
          expect(result.minimum).toBeGreaterThan(amount);
          expect(swapTerms(fromCurrency, toCurrency, result.minimum, chainId).ok).toBe(true);
          expect(swapTerms(fromCurrency, toCurrency, result.minimum - 1, chainId).ok).toBe(false);
        }
        return;
      }
      const { terms } = result;
      expect(terms.fee).toBe(terms.deductions.reduce((sum, deduction) => sum + deduction.amount, 0));
      expect(terms.deductions[0]?.amount).toBe(platformFeeOf(amount));
      const net = amount - terms.fee;
      expect(terms.toAmount).toBe(
        fromCurrency === "KCASH" ? usdtBaseForKcashBase(net) : kcashBaseForUsdtBase(net),
      );
      expect(terms.toAmount).toBeGreaterThan(0);
      expect(Number.isSafeInteger(terms.toAmount)).toBe(true);
    },
  );

  test("the same currency on both sides is no swap", () => {
    expect(swapTerms("KCASH", "KCASH", 10_000, "polygon")).toEqual({ ok: false, reason: "pair" });
  });
});
