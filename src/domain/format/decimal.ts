/**
 * Exact decimal text of a JavaScript number, for formatting without the float error that dividing by a power
 * of ten brings (1_150_000 / 1e6 is not always 1.15 in binary). Intl.NumberFormat formats such strings exactly.
 */

export type DecimalString = `${number}`;

/** The shortest decimal that round-trips to `value`, written without an exponent. `value` must be finite. */
export const toDecimalString = (value: number): DecimalString => {
  const text = String(Object.is(value, -0) ? 0 : value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text as DecimalString;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  return shiftDecimal(`${sign}${whole}.${fraction}` as DecimalString, Number(exponentText));
};

/** `decimal` × 10^`places` (places may be negative), exactly, as text. */
export const shiftDecimal = (decimal: DecimalString, places: number): DecimalString => {
  const negative = decimal.startsWith("-");
  const [whole = "", fraction = ""] = (negative ? decimal.slice(1) : decimal).split(".");
  const digits = whole + fraction;
  const point = whole.length + places;
  let text: string;
  if (point <= 0) text = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) text = digits + "0".repeat(point - digits.length);
  else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  text = text.replace(/^0+(?=\d)/, "");
  if (text.includes(".")) text = text.replace(/\.?0+$/, "");
  return ((negative && /[1-9]/.test(text) ? "-" : "") + text) as DecimalString;
};
