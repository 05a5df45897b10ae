/*
 * Bidirectional isolation for text the site builds itself (an amount, a date) that is read inside a sentence
 * of a right-to-left language. Without it the Unicode bidi algorithm pulls a leading number to the far end
 * ("1 USDT = 1,000 K-Cash" shows as "USDT = 1,000 K-Cash 1" in Hebrew). Elements use `<bdi dir="ltr">`; plain
 * strings (a toast, an accessible name, a message argument) carry the isolates of Unicode's bidi algorithm.
 */
import { safeLocale } from "@/domain/format/locale";

/** LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE: the text is one left-to-right run. */
export const LTR_ISOLATE = "\u2066";
/** FIRST STRONG ISOLATE: the text takes the direction of its first letter. */
export const FIRST_STRONG_ISOLATE = "\u2068";
export const POP_ISOLATE = "\u2069";

/** Scripts written right to left (Unicode's Bidi_Class R and AL). */
const RIGHT_TO_LEFT_SCRIPTS: ReadonlySet<string> = new Set([
  "Adlm",
  "Arab",
  "Hebr",
  "Mand",
  "Nkoo",
  "Rohg",
  "Samr",
  "Syrc",
  "Thaa",
]);

const directions = new Map<string, boolean>();

/** Whether a BCP 47 locale is written right to left (he, ar, fa, ur, yi, ...). */
export const isRightToLeft = (locale: string | undefined): boolean => {
  const tag = safeLocale(locale);
  let rightToLeft = directions.get(tag);
  if (rightToLeft === undefined) {
    rightToLeft = RIGHT_TO_LEFT_SCRIPTS.has(new Intl.Locale(tag).maximize().script ?? "");
    directions.set(tag, rightToLeft);
  }
  return rightToLeft;
};

/** `text` as one left-to-right run when `locale` is right to left; unchanged (no invisible characters) otherwise. */
export const isolateLeftToRight = (text: string, locale: string | undefined): string =>
  text !== "" && isRightToLeft(locale) ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text;

/** `text` in its own direction (a Hebrew month name inside a left-to-right date) when `locale` is right to left. */
export const isolateFirstStrong = (text: string, locale: string | undefined): string =>
  text !== "" && isRightToLeft(locale) ? `${FIRST_STRONG_ISOLATE}${text}${POP_ISOLATE}` : text;
