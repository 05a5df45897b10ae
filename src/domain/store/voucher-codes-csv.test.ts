import { describe, expect, it } from "vitest";
import { parseVoucherCodesCsv, VOUCHER_CODES_PER_UPLOAD_MAX } from "@/domain/store/voucher-codes-csv";

describe("parseVoucherCodesCsv", () => {
  it("takes one code a line, skipping a header and blank lines, with either line end", () => {
    expect(parseVoucherCodesCsv("code\r\nGP-AAAA-1111\r\n\r\nGP-BBBB-2222\n")).toEqual({
      ok: true,
      codes: [
        { code: "GP-AAAA-1111", line: 2 },
        { code: "GP-BBBB-2222", line: 4 },
      ],
    });
  });

  it("names every line that is not a code", () => {
    expect(parseVoucherCodesCsv('GOOD-0001\nwith space\nabc\nA,B,C,D\n"QUOTED"')).toEqual({
      ok: false,
      reason: "malformed",
      lines: [2, 3, 4, 5],
    });
  });

  it("names both lines of a code written twice", () => {
    expect(parseVoucherCodesCsv("AAAA-1\nBBBB-2\nAAAA-1\nCCCC-3\nBBBB-2")).toEqual({
      ok: false,
      reason: "duplicate",
      lines: [1, 2, 3, 5],
    });
  });

  it("refuses a file without codes", () => {
    expect(parseVoucherCodesCsv("code\n\n")).toEqual({ ok: false, reason: "empty", lines: [] });
  });

  it("refuses more codes than one upload takes, at the first line past the limit", () => {
    const csv = Array.from({ length: VOUCHER_CODES_PER_UPLOAD_MAX + 1 }, (_, i) => `CODE-${i}`).join("\n");
    expect(parseVoucherCodesCsv(csv)).toEqual({
      ok: false,
      reason: "malformed",
      lines: [VOUCHER_CODES_PER_UPLOAD_MAX + 1],
    });
  });
});
