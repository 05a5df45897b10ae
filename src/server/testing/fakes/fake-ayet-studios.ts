/**
 * ayeT-Studios on 127.0.0.1, playing the network's side as its docs describe it ("Offerwall Callbacks", "HMAC
 * Security Hash"): it serves the web offerwall (`/offers/web_offerwall/<adslot>?external_identifier=<user>`, where
 * the gamer's completions are simulated), and, for each conversion, calls the publisher's callback URL with GET and
 * the macros filled in (`transaction_id`, `external_identifier`, `currency_amount`, `is_chargeback`, `offer_id`,
 * `offer_name`, `payout_usd`), signed in `X-Ayetstudios-Security-Hash` with the publisher API key over the
 * parameters sorted by name. A reversal repeats the conversion with `r-` before its id, `is_chargeback=1`, a negative
 * amount, `chargeback_reason` and `chargeback_date`. Like the network, it resends a callback not answered 200.
 */
import { randomBytes } from "node:crypto";
import type { Config } from "@/server/config";
import { AYET_SIGNATURE_HEADER, signAyetCallback } from "@/server/providers/offerwall/ayet-studios";
import { serveFetchHandler } from "@/server/testing/fakes/fetch-handler-server";

export const FAKE_AYET_API_KEY = "ayet-test-publisher-api-key";
export const FAKE_AYET_ADSLOT = "923";

export interface FakeAyetConversion {
  readonly transactionId: string;
  readonly user: string;
  /** Whole units of the placement's currency, as the network sends them. */
  readonly currencyAmount: string;
  readonly offerId: string;
  readonly offerName: string;
}

export interface FakeAyetDelivery {
  readonly url: string;
  readonly status: number;
  readonly body: string;
}

export interface FakeAyetStudios {
  /** The web offerwall's base (AYET_OFFERWALL_URL). */
  readonly offerwallBase: string;
  /** The users who opened the offerwall, by external_identifier. */
  readonly visitors: readonly string[];
  /** Every callback sent and Kleos' answer, in order. */
  readonly deliveries: readonly FakeAyetDelivery[];
  /** The gamer completed an offer: the network calls back with a new conversion. */
  convert(
    user: string,
    offer?: { readonly amount?: string; readonly name?: string },
  ): Promise<FakeAyetConversion>;
  /** The callback of `conversion` again (a resend). */
  resend(conversion: FakeAyetConversion): Promise<FakeAyetDelivery>;
  /** The advertiser charged the conversion back: a reversal callback. */
  reverse(conversion: FakeAyetConversion, reason?: string): Promise<FakeAyetDelivery>;
  /** Signs a callback's parameters as the network does (for tests that tamper with one). */
  sign(params: Record<string, string>): string;
  close(): Promise<void>;
}

/** The callback URL as the publisher set it on the placement, with the macros filled in. */
const callbackUrl = (base: string, params: Record<string, string>): string => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

export const startFakeAyetStudios = async (options: {
  /** Kleos' callback URL (`<origin>/api/offerwall/ayetstudios/postback`). */
  readonly callbackUrl: string;
  readonly apiKey?: string;
  /** How many times a callback not answered 200 is sent again (the network resends 12 times). */
  readonly resends?: number;
}): Promise<FakeAyetStudios> => {
  const apiKey = options.apiKey ?? FAKE_AYET_API_KEY;
  const visitors: string[] = [];
  const deliveries: FakeAyetDelivery[] = [];
  let next = 0;

  const server = await serveFetchHandler(async (request) => {
    const url = new URL(request.url);
    const match = /^\/offers\/web_offerwall\/([^/]+)$/.exec(url.pathname);
    const user = url.searchParams.get("external_identifier");
    if (request.method !== "GET" || match === null || user === null || user === "")
      return new Response("Not found", { status: 404 });
    visitors.push(user);
    return new Response(`<!doctype html><title>ayeT-Studios offerwall ${match[1] ?? ""}</title>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  });

  const deliver = async (params: Record<string, string>): Promise<FakeAyetDelivery> => {
    const url = callbackUrl(options.callbackUrl, params);
    const signature = signAyetCallback(apiKey, Object.entries(params));
    let delivery: FakeAyetDelivery = { url, status: 0, body: "" };
    for (let attempt = 0; attempt <= (options.resends ?? 0); attempt++) {
      const response = await fetch(url, { headers: { [AYET_SIGNATURE_HEADER]: signature } });
      delivery = { url, status: response.status, body: await response.text() };
      deliveries.push(delivery);
      if (response.status === 200) break;
    }
    return delivery;
  };

  const paramsOf = (conversion: FakeAyetConversion): Record<string, string> => ({
    transaction_id: conversion.transactionId,
    external_identifier: conversion.user,
    currency_amount: conversion.currencyAmount,
    is_chargeback: "0",
    offer_id: conversion.offerId,
    offer_name: conversion.offerName,
    payout_usd: "0.36",
  });

  return {
    offerwallBase: `${server.url}/offers/web_offerwall`,
    visitors,
    deliveries,
    convert: async (user, offer = {}) => {
      next += 1;
      const conversion: FakeAyetConversion = {
        transactionId: randomBytes(20).toString("hex"),
        user,
        currencyAmount: offer.amount ?? "360",
        offerId: String(1000 + next),
        offerName: offer.name ?? `Play Raid Legends (level ${next})`,
      };
      await deliver(paramsOf(conversion));
      return conversion;
    },
    resend: (conversion) => deliver(paramsOf(conversion)),
    reverse: (conversion, reason = "Fraudulent install") =>
      deliver({
        ...paramsOf(conversion),
        transaction_id: `r-${conversion.transactionId}`,
        is_chargeback: "1",
        currency_amount: `-${conversion.currencyAmount}`,
        chargeback_reason: reason,
        chargeback_date: "2026-11-27 12:00:00",
      }),
    sign: (params) => signAyetCallback(apiKey, Object.entries(params)),
    close: () => server.close(),
  };
};

/** The config of an app that takes the fake's callbacks (K-Points, whole units). */
export const ayetTestConfig = (
  offerwallBase = "http://127.0.0.1:9/offers/web_offerwall",
): Pick<Config, "ayetStudios"> => ({
  ayetStudios: {
    apiKey: FAKE_AYET_API_KEY,
    adslotId: FAKE_AYET_ADSLOT,
    currency: "KPOINTS",
    offerwallBase,
  },
});
