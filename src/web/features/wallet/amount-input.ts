/**
 * What a person types as an amount ("12.5", "12,5", "1 000") turned into integer base units of a currency
 * with `decimals` decimals, exactly (no float arithmetic), or undefined when it is not a positive amount that
 * fits those decimals.
 */
export const parseAmountInput = (text: string, decimals: number): number | undefined => {
  const compact = text.replace(/[\s\u00a0\u202f_']/g, "");
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (match === null) return undefined;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return undefined;
  if (fraction.replace(/0+$/, "").length > decimals) return undefined;
  const digits = `${whole}${fraction.padEnd(decimals, "0").slice(0, decimals)}`.replace(/^0+(?=\d)/, "");
  const value = Number(digits);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};
