import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { brCodeFields, crc16Ccitt, isValidBrCode, pixBrCode } from "@/domain/wallet/pix-br-code";

describe("the BR Code (Pix copia e cola)", () => {
  it("computes CRC16-CCITT as the standard's check value says", () => {
    // The catalogue check value of CRC-16/CCITT-FALSE.
    expect(crc16Ccitt("123456789")).toBe(0x29b1);
    expect(crc16Ccitt("")).toBe(0xffff);
  });

  it("closes the central bank's example payload with its published CRC", () => {
    const example =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(isValidBrCode(example)).toBe(true);
    expect(isValidBrCode(example.replace("Fulano", "Fulana"))).toBe(false);
    expect(isValidBrCode(`${example.slice(0, -4)}0000`)).toBe(false);
  });

  it("writes a charge's amount, key, receiver and transaction id in their fields", () => {
    const payload = pixBrCode({
      key: "sandbox@kleos.invalid",
      merchantName: "KLEOS SANDBOX",
      merchantCity: "SAO PAULO",
      amountMinor: 560,
      txid: "abc123",
    });
    expect(isValidBrCode(payload)).toBe(true);
    const fields = brCodeFields(payload);
    expect(fields?.get("01")).toBe("12");
    expect(fields?.get("26")).toBe("0014br.gov.bcb.pix0121sandbox@kleos.invalid");
    expect(fields?.get("53")).toBe("986");
    expect(fields?.get("54")).toBe("5.60");
    expect(fields?.get("58")).toBe("BR");
    expect(fields?.get("59")).toBe("KLEOS SANDBOX");
    expect(fields?.get("62")).toBe("0506abc123");
  });

  it("refuses what a BR Code cannot carry", () => {
    const base = { key: "k@x.invalid", merchantName: "KLEOS", merchantCity: "SAO PAULO", txid: "t1" };
    expect(() => pixBrCode({ ...base, txid: "has-dash" })).toThrow(/txid/);
    expect(() => pixBrCode({ ...base, merchantName: "São Paulo Games" })).toThrow(/merchant name/);
    expect(() => pixBrCode({ ...base, merchantCity: "A VERY LONG CITY NAME" })).toThrow(/merchant city/);
    expect(() => pixBrCode({ ...base, amountMinor: 0 })).toThrow(/amount/);
  });

  test.prop([fc.integer({ min: 1, max: 99_999_999_99 }), fc.stringMatching(/^[A-Za-z0-9]{1,25}$/)])(
    "every charge's payload verifies, and carries its amount to the centavo",
    (amountMinor, txid) => {
      const payload = pixBrCode({
        key: "sandbox@kleos.invalid",
        merchantName: "KLEOS",
        merchantCity: "SAO PAULO",
        amountMinor,
        txid,
      });
      expect(isValidBrCode(payload)).toBe(true);
      expect(Math.round(Number(brCodeFields(payload)?.get("54")) * 100)).toBe(amountMinor);
    },
  );
});
