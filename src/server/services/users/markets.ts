/**
 * Where a gamer buys from: one answer for the store's voucher regions, K-Cash prices and campaign countries
 * (issue 15: the profile's country, else the verified phone's, else the address's). A guest has only an
 * address.
 */
import { Context, Effect, Layer } from "effect";
import {
  FIAT_DECIMALS,
  fiatCurrencyOfCountry,
  type FiatCurrency,
  type FiatRates,
} from "@/domain/constants/money";
import { gamerCountryOf, type GamerCountry, type GamerCountrySource } from "@/domain/geo/gamer-country";
import { storeRegionOf, type StoreRegion } from "@/domain/store/voucher-rules";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";

export interface MarketView {
  readonly country: string | null;
  readonly source: GamerCountrySource;
  readonly storeRegion: StoreRegion;
  /** What K-Cash is sold in there, and its price of 1 USDT (1,000 K-Cash) in minor units. */
  readonly fiatCurrency: FiatCurrency;
  readonly fiatPerUsdt: number;
  readonly fiatDecimals: number;
}

export class Markets extends Context.Service<
  Markets,
  {
    /** The gamer's country (`userId` undefined: a guest, by address only). */
    countryOf(userId: string | undefined, ip: string): Effect.Effect<GamerCountry>;
    getMyMarket(userId: string | undefined, ip: string): Effect.Effect<MarketView>;
  }
>()("kleos/server/services/users/Markets") {
  /** `fiatPerUsdt`: the price of 1 USDT in each fiat (config). */
  static readonly layer = (fiatPerUsdt: FiatRates) =>
    Layer.effect(
      Markets,
      Effect.gen(function* () {
        const users = yield* UserRepository;
        const addressCountryOf = (ip: string) => lookupIpLocation(ip)?.countryCodeISO2;

        const countryOf = (userId: string | undefined, ip: string) =>
          Effect.gen(function* () {
            const user = userId === undefined ? undefined : yield* users.findById(userId);
            return gamerCountryOf({
              profileCountry: user?.countryCode,
              phoneNumber: user?.phoneNumber,
              phoneVerified: user?.phoneVerifiedAt != null,
              addressCountry: addressCountryOf(ip),
            });
          });

        return Markets.of(
          traced("Markets", {
            countryOf,
            getMyMarket: (userId: string | undefined, ip: string) =>
              Effect.map(countryOf(userId, ip), ({ country, source }) => {
                const fiatCurrency = fiatCurrencyOfCountry(country);
                return {
                  country: country ?? null,
                  source,
                  storeRegion: storeRegionOf(country),
                  fiatCurrency,
                  fiatPerUsdt: fiatPerUsdt[fiatCurrency],
                  fiatDecimals: FIAT_DECIMALS[fiatCurrency],
                };
              }),
          }),
        );
      }),
    );
}
