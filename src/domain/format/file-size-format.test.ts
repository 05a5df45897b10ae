import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { bytesOf, formatFileSize, sizeIn } from "@/domain/format/file-size-format";

describe("file sizes", () => {
  test("count in powers of 1024", () => {
    expect(bytesOf(1, "KB")).toBe(1024);
    expect(bytesOf(2, "MB")).toBe(2_097_152);
    expect(sizeIn(1_572_864, "MB")).toBe(1.5);
  });

  test.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023, "1,023 B"],
    [1024, "1 KB"],
    [1_572_864, "1.5 MB"],
    [5 * 1024 ** 3, "5 GB"],
    [NaN, "0 B"],
  ])("%d bytes → %s", (bytes, expected) => {
    expect(formatFileSize(bytes, "en")).toBe(expected);
  });

  test.prop([fc.integer({ min: 1, max: 2 ** 50 }), fc.constantFrom("KB", "MB", "GB" as const)])(
    "property: units round-trip",
    (amount, unit) => {
      expect(sizeIn(bytesOf(amount, unit), unit)).toBe(amount);
    },
  );

  test.prop([fc.double()])("property: never throws or prints NaN", (bytes) => {
    expect(formatFileSize(bytes)).toMatch(/^[\d.,\s]+ (B|KB|MB|GB|TB)$/);
  });
});
