/**
 * ayeT-Studios, the offerwall network (docs.ayetstudios.com, "Offerwall Callbacks" and "HMAC Security Hash"):
 *
 * - the gamer opens the web offerwall `https://www.ayetstudios.com/offers/web_offerwall/<adslot id>` with
 *   `external_identifier=<the gamer's Kleos id>`;
 * - each conversion is a GET to the callback URL set on the placement, with the macros Kleos puts in it
 *   (`transaction_id`, `external_identifier`, `currency_amount`, `is_chargeback`, `offer_id`, `offer_name`, …);
 *   a reversal repeats the conversion's id with `r-` in front, `is_chargeback=1` and a negative amount;
 * - every callback carries `X-Ayetstudios-Security-Hash`: the hex HMAC-SHA256, keyed with the publisher API key,
 *   of all the request's parameters sorted by name and joined as PHP's `http_build_query` joins them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const AYET_SIGNATURE_HEADER = "x-ayetstudios-security-hash";
export const AYET_OFFERWALL_BASE = "https://www.ayetstudios.com/offers/web_offerwall";

/** PHP's `urlencode` (what `http_build_query` uses): RFC 3986 unreserved stays but `~`, and a space is `+`. */
const phpUrlencode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");

/** Byte order of the names, as PHP's `ksort(..., SORT_STRING)`; a repeated name keeps its last value, as `$_GET`. */
export const ayetSignedString = (params: Iterable<readonly [string, string]>): string => {
  const last = new Map<string, string>();
  for (const [name, value] of params) last.set(name, value);
  return [...last.keys()]
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map((name) => `${phpUrlencode(name)}=${phpUrlencode(last.get(name) ?? "")}`)
    .join("&");
};

export const signAyetCallback = (apiKey: string, params: Iterable<readonly [string, string]>): string =>
  createHmac("sha256", apiKey).update(ayetSignedString(params)).digest("hex");

/** Whether `hash` signs the parameters of `rawQuery` (the URL's part after `?`, as it arrived). */
export const verifyAyetCallback = (apiKey: string, rawQuery: string, hash: string | undefined): boolean => {
  if (hash === undefined || !/^[0-9a-fA-F]{64}$/.test(hash)) return false;
  const expected = Buffer.from(signAyetCallback(apiKey, new URLSearchParams(rawQuery)), "hex");
  return timingSafeEqual(expected, Buffer.from(hash.toLowerCase(), "hex"));
};

/** The gamer's web offerwall. */
export const ayetOfferwallUrl = (base: string, adslotId: string, externalIdentifier: string): string => {
  const url = new URL(`${base.replace(/\/+$/, "")}/${encodeURIComponent(adslotId)}`);
  url.searchParams.set("external_identifier", externalIdentifier);
  return url.toString();
};

/** A reversal's id names the conversion it reverses: `r-<original>`. */
export const reversedTransactionId = (transactionId: string): string | undefined =>
  transactionId.startsWith("r-") && transactionId.length > 2 ? transactionId.slice(2) : undefined;
