/**
 * The values a notification's message takes, from its stored data: the panel of the site and the words of a push
 * or a message use the same, so both say the same.
 */
import { CURRENCY_DISPLAY_NAME, type Currency } from "@/domain/constants/money";
import { FIRST_STRONG_ISOLATE, POP_ISOLATE } from "@/domain/format/bidi";

/** The amount in whole units (K-Points have no decimals, rKLEOS has some). */
const wholeAmount = (data: Readonly<Record<string, unknown>>): number => {
  const amount = typeof data["amount"] === "number" ? data["amount"] : 0;
  const decimals = typeof data["decimals"] === "number" ? data["decimals"] : 0;
  return amount / 10 ** decimals;
};

const currencyName = (currency: unknown): string =>
  typeof currency !== "string"
    ? ""
    : currency in CURRENCY_DISPLAY_NAME
      ? CURRENCY_DISPLAY_NAME[currency as Currency]
      : currency;

/**
 * The title isolated in its sentence: a Latin title in a Hebrew sentence keeps its own direction, and its
 * punctuation stays with it. In every language: the isolates are invisible in a left-to-right sentence.
 */
const titleOf = (title: unknown): string =>
  typeof title === "string" && title !== "" ? `${FIRST_STRONG_ISOLATE}${title}${POP_ISOLATE}` : "";

export const notificationValues = (
  data: Readonly<Record<string, unknown>>,
): Record<string, string | number> => ({
  amount: wholeAmount(data),
  currency: currencyName(data["currency"]),
  title: titleOf(data["title"]),
  event: typeof data["event"] === "string" ? data["event"] : "other",
  verified: data["verified"] === true ? "yes" : "no",
  rank: typeof data["rank"] === "number" ? data["rank"] : 0,
  paidToYou: data["paidToYou"] === true ? "yes" : "no",
});
