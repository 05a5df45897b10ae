/**
 * What the profile's pickers offer (professions, countries, cities, colleges) and where an IP address is (the
 * form's first guess at the gamer's country).
 */
import { Context, Effect, Layer } from "effect";
import { countries } from "@/domain/geo/countries";
import { ProfileOptionRepository } from "@/server/db/repositories/profile-option-repository";
import { traced } from "@/server/effect/traced";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";

export interface LocationView {
  readonly known: boolean;
  readonly country: string | null;
  readonly countryName: string | null;
  readonly countryCode: string | null;
  readonly country_calling_code: string | null;
  readonly countryCodeISO3: string | null;
  readonly continentCode: string | null;
}

export interface CountryView {
  readonly code: string;
  readonly name: string;
  readonly dial_code: string;
  readonly flag: string;
}

export interface NameList {
  readonly items: readonly { readonly name: string }[];
}

const LIST_LIMIT = 50;

const UNKNOWN_LOCATION: LocationView = {
  known: false,
  country: null,
  countryName: null,
  countryCode: null,
  country_calling_code: null,
  countryCodeISO3: null,
  continentCode: null,
};

const namesOf = (names: readonly string[]): NameList => ({ items: names.map((name) => ({ name })) });

export class ProfileOptions extends Context.Service<
  ProfileOptions,
  {
    listProfessions(): Effect.Effect<NameList>;
    listCountries(): Effect.Effect<{ readonly items: readonly CountryView[] }>;
    listCities(countryCode: string, search: string | undefined): Effect.Effect<NameList>;
    listColleges(
      countryCode: string,
      city: string | undefined,
      search: string | undefined,
    ): Effect.Effect<NameList>;
    /** Where `ip` is, as far as the bundled table knows. */
    getLocation(ip: string): Effect.Effect<LocationView>;
  }
>()("kleos/server/services/users/ProfileOptions") {
  static readonly layer = Layer.effect(
    ProfileOptions,
    Effect.gen(function* () {
      const options = yield* ProfileOptionRepository;
      const countryList = countries().map((country) => ({
        code: country.code,
        name: country.name.en,
        dial_code: country.dial_code,
        flag: country.flag,
      }));

      return ProfileOptions.of(
        traced("ProfileOptions", {
          listProfessions: () => Effect.map(options.find({ kind: "profession", limit: LIST_LIMIT }), namesOf),
          listCountries: () => Effect.succeed({ items: countryList }),
          listCities: (countryCode: string, search: string | undefined) =>
            Effect.map(
              options.find({
                kind: "city",
                countryCode,
                ...(search === undefined ? {} : { search }),
                limit: LIST_LIMIT,
              }),
              namesOf,
            ),
          listColleges: (countryCode: string, city: string | undefined, search: string | undefined) =>
            Effect.map(
              options.find({
                kind: "college",
                countryCode,
                ...(city === undefined ? {} : { city }),
                ...(search === undefined ? {} : { search }),
                limit: LIST_LIMIT,
              }),
              namesOf,
            ),
          getLocation: (ip: string) =>
            Effect.sync(() => {
              const found = lookupIpLocation(ip);
              return found === undefined
                ? UNKNOWN_LOCATION
                : {
                    known: true,
                    country: found.countryCodeISO2,
                    countryName: found.countryName,
                    countryCode: found.countryCode,
                    country_calling_code: found.countryCode,
                    countryCodeISO3: found.countryCodeISO3,
                    continentCode: found.continentCode,
                  };
            }),
        }),
      );
    }),
  );
}
