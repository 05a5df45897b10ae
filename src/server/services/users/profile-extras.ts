/**
 * The profile's surroundings: picker lists (professions, countries, cities, colleges), the profile picture,
 * preferences, public details of other gamers, and where an IP address is.
 */
import { Context, Effect, Layer } from "effect";
import sharp from "sharp";
import { PROFILE_PICTURE_SIZE_PX } from "@/domain/constants/limits";
import { SignInRequired } from "@/domain/errors/auth-errors";
import { validateField, type ValidationFailed } from "@/domain/errors/validation-errors";
import { countries } from "@/domain/geo/countries";
import { JpegImageBytes } from "@/domain/validation/image-rules";
import { validationMessage } from "@/domain/validation/validate";
import { validationFailed } from "@/domain/errors/validation-errors";
import { profileOptionRepository } from "@/server/db/repositories/profile-option-repository";
import { userRepository, type UserRow } from "@/server/db/repositories/user-repository";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import { DatabaseService } from "@/server/services/database";

export interface LocationView {
  readonly known: boolean;
  readonly country: string | null;
  readonly countryName: string | null;
  readonly countryCode: string | null;
  readonly country_calling_code: string | null;
  readonly countryCodeISO3: string | null;
  readonly continentCode: string | null;
}

export interface PublicUser {
  readonly id: string;
  readonly username: string | null;
  readonly pictureUrl: string | null;
}

export const pictureUrlOf = (pictureKey: string | null): string | null =>
  pictureKey === null ? null : `/api/users/pictures/${pictureKey}`;

const LIST_LIMIT = 50;

export class ProfileExtras extends Context.Service<
  ProfileExtras,
  {
    listProfessions(): Effect.Effect<readonly string[]>;
    listCountries(): readonly { code: string; name: string; dial_code: string; flag: string }[];
    listCities(countryCode: string, search: string | undefined): Effect.Effect<readonly string[]>;
    listColleges(
      countryCode: string,
      city: string | undefined,
      search: string | undefined,
    ): Effect.Effect<readonly string[]>;
    locate(ip: string): LocationView;
    /** Re-encodes and stores a JPEG as the user's picture; the previous one is deleted. */
    setPicture(userId: string, bytes: Uint8Array): Effect.Effect<UserRow, SignInRequired | ValidationFailed>;
    removePicture(userId: string): Effect.Effect<UserRow, SignInRequired>;
    getPicture(key: string): Effect.Effect<Uint8Array | undefined>;
    publicDetails(userIds: readonly string[]): Effect.Effect<readonly PublicUser[]>;
  }
>()("kleos/server/services/users/ProfileExtras") {
  static readonly layer = (pictures: PictureStore) =>
    Layer.effect(
      ProfileExtras,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        const countryList = countries().map((country) => ({
          code: country.code,
          name: country.name.en,
          dial_code: country.dial_code,
          flag: country.flag,
        }));
        const live = (userId: string) =>
          Effect.flatMap(
            Effect.promise(() => userRepository.findById(db, userId)),
            (user) =>
              user === undefined || user.erasedAt !== null
                ? Effect.fail(new SignInRequired())
                : Effect.succeed(user),
          );
        const notJpeg = () =>
          validationFailed("picture", { ...validationMessage("validation.image.jpegOnly"), path: [] });

        return ProfileExtras.of({
          listProfessions: () =>
            Effect.promise(() => profileOptionRepository.find(db, { kind: "profession", limit: LIST_LIMIT })),
          listCountries: () => countryList,
          listCities: (countryCode, search) =>
            Effect.promise(() =>
              profileOptionRepository.find(db, {
                kind: "city",
                countryCode,
                ...(search === undefined ? {} : { search }),
                limit: LIST_LIMIT,
              }),
            ),
          listColleges: (countryCode, city, search) =>
            Effect.promise(() =>
              profileOptionRepository.find(db, {
                kind: "college",
                countryCode,
                ...(city === undefined ? {} : { city }),
                ...(search === undefined ? {} : { search }),
                limit: LIST_LIMIT,
              }),
            ),
          locate: (ip) => {
            const found = lookupIpLocation(ip);
            return found === undefined
              ? {
                  known: false,
                  country: null,
                  countryName: null,
                  countryCode: null,
                  country_calling_code: null,
                  countryCodeISO3: null,
                  continentCode: null,
                }
              : {
                  known: true,
                  country: found.countryCodeISO2,
                  countryName: found.countryName,
                  countryCode: found.countryCode,
                  country_calling_code: found.countryCode,
                  countryCodeISO3: found.countryCodeISO3,
                  continentCode: found.continentCode,
                };
          },
          setPicture: (userId, bytes) =>
            Effect.gen(function* () {
              const user = yield* live(userId);
              yield* validateField(JpegImageBytes, bytes, "picture");
              // Re-encoding drops EXIF (location!) and anything hidden after the image data.
              const encoded = yield* Effect.tryPromise({
                try: () =>
                  sharp(bytes, { failOn: "error" })
                    .rotate()
                    .resize(PROFILE_PICTURE_SIZE_PX, PROFILE_PICTURE_SIZE_PX, { fit: "cover" })
                    .jpeg({ quality: 85, mozjpeg: true })
                    .toBuffer(),
                catch: notJpeg,
              });
              const key = yield* Effect.promise(() => pictures.put(encoded));
              const updated = yield* Effect.promise(() =>
                userRepository.update(db, userId, { pictureKey: key }),
              );
              if (user.pictureKey !== null) {
                const old = user.pictureKey;
                yield* Effect.promise(() => pictures.delete(old));
              }
              return updated;
            }),
          removePicture: (userId) =>
            Effect.gen(function* () {
              const user = yield* live(userId);
              const updated = yield* Effect.promise(() =>
                userRepository.update(db, userId, { pictureKey: null }),
              );
              if (user.pictureKey !== null) {
                const old = user.pictureKey;
                yield* Effect.promise(() => pictures.delete(old));
              }
              return updated;
            }),
          getPicture: (key) => Effect.promise(() => pictures.get(key)),
          publicDetails: (userIds) =>
            Effect.map(
              Effect.promise(() => userRepository.findManyByIds(db, userIds)),
              (users) =>
                users
                  .filter((user) => user.erasedAt === null)
                  .map((user) => ({
                    id: user.id,
                    username: user.username,
                    pictureUrl: pictureUrlOf(user.pictureKey),
                  })),
            ),
        });
      }),
    );
}
