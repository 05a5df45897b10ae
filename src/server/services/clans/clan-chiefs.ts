/**
 * The clan chief page's data (spec §3 clan chief data: email, chiefCity, phoneNumber, collegeName, with the
 * college question Yes/No), and the pictures of the emblems and banners a clan may wear. The phone number is
 * written only once its one-time code is verified (the route checks the code with SignInCodes, then calls
 * `saveVerifiedPhone`); the form never sets it.
 */
import { Clock, Context, Effect, Layer } from "effect";
import sharp from "sharp";
import {
  CLAN_IMAGE_TYPES,
  ClanChiefCity,
  ClanChiefCollegeName,
  ClanChiefEmail,
  type ClanImageType,
  type YesNo,
} from "@/domain/clans/clan-chief";
import { CLAN_BANNERS, CLAN_EMBLEMS } from "@/domain/clans/clan-rules";
import { validateField, type ValidationFailed } from "@/domain/errors/validation-errors";
import { ClanStatsRepository, type ClanChiefRow } from "@/server/db/repositories/clan-stats-repository";
import { traced } from "@/server/effect/traced";
import { BANNER_SIZE, EMBLEM_SIZE, clanImageSvg } from "@/server/services/clans/clan-image-art";

export interface ClanChiefView {
  readonly email: string;
  readonly chiefCity: string;
  readonly phoneNumber: string | null;
  readonly phoneVerifiedAt: string | null;
  readonly isCollageName: YesNo;
  readonly collegeName: string;
}

export interface ClanChiefInput {
  readonly email: string;
  readonly chiefCity: string;
  readonly isCollageName: YesNo;
  readonly collegeName?: string;
}

export interface ClanImagePageView {
  readonly items: readonly {
    readonly name: string;
    readonly imageType: ClanImageType;
    readonly url: string;
    readonly width: number;
    readonly height: number;
  }[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

const EMPTY_CHIEF: ClanChiefRow = {
  email: "",
  chiefCity: "",
  phoneNumber: null,
  phoneVerifiedAt: null,
  isCollegeStudent: false,
  collegeName: "",
};

const viewOf = (row: ClanChiefRow | undefined): ClanChiefView => {
  const chief = row ?? EMPTY_CHIEF;
  return {
    email: chief.email,
    chiefCity: chief.chiefCity,
    phoneNumber: chief.phoneNumber,
    phoneVerifiedAt: chief.phoneVerifiedAt?.toISOString() ?? null,
    isCollageName: chief.isCollegeStudent ? "Yes" : "No",
    collegeName: chief.collegeName,
  };
};

const NAMES: { readonly [T in ClanImageType]: readonly string[] } = {
  emblem: CLAN_EMBLEMS,
  banner: CLAN_BANNERS,
};
const SIZES = { emblem: EMBLEM_SIZE, banner: BANNER_SIZE } as const;

export const clanImageUrl = (imageType: ClanImageType, name: string): string =>
  `/api/platform-clans/images/${imageType}/${name}.png`;

export class ClanChiefs extends Context.Service<
  ClanChiefs,
  {
    getClanChief(userId: string): Effect.Effect<ClanChiefView>;
    updateClanChief(userId: string, input: ClanChiefInput): Effect.Effect<ClanChiefView, ValidationFailed>;
    /** Stores a phone number whose code the caller has just verified. */
    saveVerifiedPhone(userId: string, phoneNumber: string): Effect.Effect<ClanChiefView>;
    listClanImages(
      imageType: ClanImageType,
      page: number,
      pageSize: number,
    ): Effect.Effect<ClanImagePageView>;
    /** The PNG of an emblem or banner; undefined when Kleos has none of that name. */
    getClanImage(imageType: ClanImageType, name: string): Effect.Effect<Uint8Array | undefined>;
  }
>()("kleos/server/services/clans/ClanChiefs") {
  static readonly layer = Layer.effect(
    ClanChiefs,
    Effect.gen(function* () {
      const chiefs = yield* ClanStatsRepository;
      // A handful of pictures, each drawn once per process.
      const drawn = new Map<string, Promise<Uint8Array>>();

      const getClanChief = (userId: string) => Effect.map(chiefs.findChief(userId), viewOf);

      return ClanChiefs.of(
        traced("ClanChiefs", {
          getClanChief,

          updateClanChief: (userId: string, input: ClanChiefInput) =>
            Effect.gen(function* () {
              const email = yield* validateField(ClanChiefEmail, input.email.trim(), "email");
              const chiefCity = yield* validateField(ClanChiefCity, input.chiefCity, "chiefCity");
              const isCollegeStudent = input.isCollageName === "Yes";
              const collegeName = isCollegeStudent
                ? yield* validateField(ClanChiefCollegeName, input.collegeName ?? "", "collegeName")
                : "";
              const now = new Date(yield* Clock.currentTimeMillis);
              yield* chiefs.saveChief(
                userId,
                {
                  email: email.toLowerCase(),
                  chiefCity: chiefCity.trim(),
                  isCollegeStudent,
                  collegeName: collegeName.trim(),
                },
                now,
              );
              return yield* getClanChief(userId);
            }),

          saveVerifiedPhone: (userId: string, phoneNumber: string) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis);
              yield* chiefs.saveChiefPhone(userId, phoneNumber, now);
              return yield* getClanChief(userId);
            }),

          listClanImages: (imageType: ClanImageType, page: number, pageSize: number) =>
            Effect.sync(() => {
              const names = NAMES[imageType];
              const size = SIZES[imageType];
              return {
                items: names.slice((page - 1) * pageSize, page * pageSize).map((name) => ({
                  name,
                  imageType,
                  url: clanImageUrl(imageType, name),
                  width: size.width,
                  height: size.height,
                })),
                page,
                pageSize,
                total: names.length,
              };
            }),

          getClanImage: (imageType: ClanImageType, name: string) =>
            Effect.promise(async () => {
              if (!CLAN_IMAGE_TYPES.includes(imageType)) return undefined;
              const svg = clanImageSvg(imageType, name);
              if (svg === undefined) return undefined;
              const key = `${imageType}/${name}`;
              let png = drawn.get(key);
              if (png === undefined) {
                png = sharp(Buffer.from(svg))
                  .png({ compressionLevel: 9 })
                  .toBuffer()
                  .then((b) => new Uint8Array(b));
                drawn.set(key, png);
              }
              return png;
            }),
        }),
      );
    }),
  );
}
