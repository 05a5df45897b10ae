/**
 * A CSV of voucher codes, as admins upload it: one code a line, an optional first line `code` (a header), blank
 * lines skipped, `\r\n` or `\n` line ends. The whole file is taken or refused: a line that is not a code, or a
 * code twice, refuses it with the 1-based line numbers at fault.
 */

/** The most codes one upload adds (the contract's `added` maximum; 2,000 codes of 30 characters fit the body limit). */
export const VOUCHER_CODES_PER_UPLOAD_MAX = 2000;
/** The most line numbers a refusal names. */
export const VOUCHER_CODE_LINES_SHOWN = 100;

/** 4 to 128 printable ASCII characters, without spaces, commas or quotes. */
const CODE = /^[!#-&(-+\--~]{4,128}$/u;

export type VoucherCodesCsv =
  | { readonly ok: true; readonly codes: readonly { readonly code: string; readonly line: number }[] }
  | {
      readonly ok: false;
      readonly reason: "malformed" | "duplicate" | "empty";
      readonly lines: readonly number[];
    };

export const isVoucherCode = (value: string): boolean => CODE.test(value);

export const parseVoucherCodesCsv = (csv: string): VoucherCodesCsv => {
  const codes: { code: string; line: number }[] = [];
  const malformed: number[] = [];
  const duplicate: number[] = [];
  const seen = new Map<string, number>();
  csv.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const value = raw.replace(/\r$/u, "").trim();
    if (value === "") return;
    if (line === 1 && value.toLowerCase() === "code") return;
    if (!isVoucherCode(value)) {
      malformed.push(line);
      return;
    }
    const first = seen.get(value);
    if (first !== undefined) {
      if (!duplicate.includes(first)) duplicate.push(first);
      duplicate.push(line);
      return;
    }
    seen.set(value, line);
    codes.push({ code: value, line });
  });
  if (malformed.length > 0)
    return { ok: false, reason: "malformed", lines: malformed.slice(0, VOUCHER_CODE_LINES_SHOWN) };
  if (codes.length > VOUCHER_CODES_PER_UPLOAD_MAX)
    return {
      ok: false,
      reason: "malformed",
      lines: codes.slice(VOUCHER_CODES_PER_UPLOAD_MAX, VOUCHER_CODES_PER_UPLOAD_MAX + 1).map((c) => c.line),
    };
  if (duplicate.length > 0)
    return {
      ok: false,
      reason: "duplicate",
      lines: duplicate.sort((a, b) => a - b).slice(0, VOUCHER_CODE_LINES_SHOWN),
    };
  if (codes.length === 0) return { ok: false, reason: "empty", lines: [] };
  return { ok: true, codes };
};
