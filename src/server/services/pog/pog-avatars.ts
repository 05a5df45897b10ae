/**
 * The POG avatar (spec §2 "Create avatar", §4 mint states, §7 POG calls): the catalogue of categories,
 * characters and styles; a gamer's slots (the first free, more bought with K-Cash or rKLEOS through the ledger,
 * exactly once per Idempotency-Key); the choices and an optional selfie per slot (JPEG only; the face is found
 * on the server, else FaceNotDetected); generation as a durable job (the slot is PENDING until the job has
 * drawn and stored the avatar, then READY); which avatar is active; and the slot prices an admin sets. The
 * gamer's mint state follows the avatar through the mint flow's state machine. Every method takes the caller's
 * user id from the verified access token.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { CURRENCY_DECIMALS } from "@/domain/constants/money";
import {
  AVATAR_CATEGORIES,
  DEFAULT_SLOT_PRICES,
  POG_MAX_AVATAR_SLOTS,
  SLOT_CURRENCIES,
  avatarChoiceFits,
  characterById,
  charactersOf,
  isAvatarCategory,
  styleById,
  stylesOf,
  type AvatarCategory,
  type SlotCurrency,
} from "@/domain/pog/avatar-catalogue";
import type { InsufficientBalance } from "@/domain/errors/wallet-errors";
import {
  AvatarChoiceNotFound,
  AvatarGenerationInProgress,
  AvatarNotReady,
  AvatarSlotLimitReached,
  AvatarSlotNotFound,
  AvatarStyleNotChosen,
  FaceNotDetected,
  PaymentPending,
} from "@/domain/errors/pog-errors";
import { validateField, validationFailed, type ValidationFailed } from "@/domain/errors/validation-errors";
import type { IdempotencyKeyReused } from "@/domain/errors/wallet-errors";
import {
  pogMintTransition,
  type PogMintEvent,
  type PogMintState,
  POG_MINT_STATES,
} from "@/domain/pog/pog-mint-flow";
import { JpegImageBytes } from "@/domain/validation/image-rules";
import { validationMessage } from "@/domain/validation/validate";
import { Database } from "@/server/db/database";
import { PogAvatarRepository, type AvatarSlotRow } from "@/server/db/repositories/pog-avatar-repository";
import { traced } from "@/server/effect/traced";
import type { AvatarImages, FaceBox } from "@/server/providers/images/avatar-images";
import { attributionOf } from "@/server/providers/images/composed-avatars";
import type { FaceDetector } from "@/server/providers/images/face-detector";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import { ReferralRoadmaps } from "@/server/services/referrals/referral-roadmaps";
import { JobSender } from "@/server/services/system/job-sender";
import { IdempotentRequests, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import { Ledger, SYSTEM_ACCOUNTS, type BalanceView } from "@/server/services/wallet/ledger";
import sharp from "sharp";

export const AVATAR_GENERATION_JOB = "pog-avatar-generation";
export const AVATAR_GENERATION_SWEEP = "pog-avatar-generation-sweep";
/** A generation still pending this long after it was asked for has given up (its job's retries are spent). */
export const AVATAR_GENERATION_DEADLINE_MS = 15 * 60_000;
/** A selfie is kept at most this size a side: the face crop needs no more. */
const SELFIE_MAX_PX = 1024;

export type AvatarSlotStatus = "EMPTY" | "CHOSEN" | "PENDING" | "READY" | "FAILED";

export interface SlotPriceView {
  readonly currency: SlotCurrency;
  readonly amount: number;
  readonly decimals: number;
}

export interface AvatarImageView {
  readonly url: string;
  readonly source: "composed" | "openai";
  readonly aiGenerated: boolean;
  readonly attribution: string;
  readonly createdAt: string;
}

export interface AvatarSlotView {
  readonly slot: number;
  readonly status: AvatarSlotStatus;
  readonly category: AvatarCategory | null;
  readonly character: string | null;
  readonly style: string | null;
  readonly hasSelfie: boolean;
  readonly avatar: AvatarImageView | null;
  readonly active: boolean;
  readonly unlockedAt: string;
  readonly paid: SlotPriceView | null;
}

export interface AvatarSlotsView {
  readonly slots: readonly AvatarSlotView[];
  readonly prices: readonly SlotPriceView[];
  readonly maxSlots: number;
  readonly freeSlots: number;
}

export interface PogAvatarStatusView {
  readonly activeSlot: number | null;
  readonly avatar: AvatarImageView | null;
  readonly generating: readonly number[];
}

export interface AvatarSlotUnlockedView {
  readonly slot: AvatarSlotView;
  readonly balance: BalanceView;
}

export interface StyleChoice {
  readonly slot: number;
  readonly category: AvatarCategory;
  readonly character: string;
  readonly style: string;
}

export interface BuySlotRequest {
  readonly userId: string;
  readonly currency: SlotCurrency;
  readonly idempotencyKey: string;
}

export interface PogAdminSettingsView {
  readonly slotPrices: readonly SlotPriceView[];
}

/** How a generation job's run ended. */
export type GenerationOutcome = "ready" | "stale";

const STATUSES: readonly AvatarSlotStatus[] = ["EMPTY", "CHOSEN", "PENDING", "READY", "FAILED"];

const pictureUrl = (key: string): string => `/api/users/pictures/${key}`;

const priceView = (currency: SlotCurrency, amount: number): SlotPriceView => ({
  currency,
  amount,
  decimals: CURRENCY_DECIMALS[currency],
});

const isSlotCurrency = (value: string): value is SlotCurrency =>
  (SLOT_CURRENCIES as readonly string[]).includes(value);

const avatarOf = (row: AvatarSlotRow): AvatarImageView | null =>
  row.avatarKey === null || row.avatarCreatedAt === null
    ? null
    : {
        url: pictureUrl(row.avatarKey),
        source: row.avatarSource === "openai" ? "openai" : "composed",
        aiGenerated: row.avatarSource === "openai",
        attribution: row.avatarAttribution ?? "",
        createdAt: row.avatarCreatedAt.toISOString(),
      };

export const slotView = (row: AvatarSlotRow): AvatarSlotView => ({
  slot: row.slot,
  status: STATUSES.find((status) => status === row.status) ?? "EMPTY",
  category: row.category !== null && isAvatarCategory(row.category) ? row.category : null,
  character: row.character,
  style: row.style,
  hasSelfie: row.selfieKey !== null,
  avatar: avatarOf(row),
  active: row.active,
  unlockedAt: row.unlockedAt.toISOString(),
  paid:
    row.paidCurrency !== null && row.paidAmount !== null && isSlotCurrency(row.paidCurrency)
      ? priceView(row.paidCurrency, row.paidAmount)
      : null,
});

const statusOf = (rows: readonly AvatarSlotRow[]): PogAvatarStatusView => {
  const active = rows.find((row) => row.active);
  return {
    activeSlot: active?.slot ?? null,
    avatar: active === undefined ? null : avatarOf(active),
    generating: rows.filter((row) => row.status === "PENDING").map((row) => row.slot),
  };
};

const isMintState = (value: string): value is PogMintState =>
  (POG_MINT_STATES as ReadonlyArray<string>).includes(value);

/** The events that take a gamer's mint flow to the selfie step, as choosing an avatar does. */
const CHOSEN_EVENTS: readonly PogMintEvent[] = [
  { type: "CATEGORY_SELECTED", hasFreeSlot: true },
  { type: "CHARACTER_SELECTED" },
  { type: "STYLE_SELECTED" },
];

export interface PogAvatarsOptions {
  readonly pictures: PictureStore;
  readonly images: AvatarImages;
  readonly faces: FaceDetector;
}

export class PogAvatars extends Context.Service<
  PogAvatars,
  {
    listAvatarCategories(): Effect.Effect<{ readonly items: readonly { readonly id: AvatarCategory }[] }>;
    listAvatarCharacters(category: AvatarCategory): Effect.Effect<{
      readonly items: readonly {
        readonly id: string;
        readonly name: string;
        readonly category: AvatarCategory;
        readonly attribution: string;
      }[];
    }>;
    listAvatarStyles(
      character: string,
    ): Effect.Effect<
      { readonly items: readonly { readonly id: string; readonly character: string }[] },
      AvatarChoiceNotFound
    >;
    saveAvatarStyle(
      userId: string,
      choice: StyleChoice,
    ): Effect.Effect<AvatarSlotView, AvatarChoiceNotFound | AvatarSlotNotFound | AvatarGenerationInProgress>;
    saveAvatarSelfie(
      userId: string,
      slot: number,
      bytes: Uint8Array,
    ): Effect.Effect<
      AvatarSlotView,
      ValidationFailed | FaceNotDetected | AvatarSlotNotFound | AvatarGenerationInProgress
    >;
    requestAvatarGeneration(
      userId: string,
      slot: number,
    ): Effect.Effect<AvatarSlotView, AvatarSlotNotFound | AvatarGenerationInProgress | AvatarStyleNotChosen>;
    /** The job's work: draws and stores the avatar of a pending generation; a stale one is left alone. */
    completeAvatarGeneration(slotId: string, generation: number): Effect.Effect<GenerationOutcome>;
    /** The sweep's work: the pending generations (to send their jobs again), after failing those past due. */
    pendingAvatarGenerations(
      now: Date,
    ): Effect.Effect<readonly { readonly slotId: string; readonly generation: number }[]>;
    listAvatarSlots(userId: string): Effect.Effect<AvatarSlotsView>;
    buyAvatarSlot(
      request: BuySlotRequest,
    ): Effect.Effect<
      IdempotentAnswer<AvatarSlotUnlockedView>,
      InsufficientBalance | AvatarSlotLimitReached | PaymentPending | IdempotencyKeyReused
    >;
    setActiveAvatar(
      userId: string,
      slot: number,
    ): Effect.Effect<PogAvatarStatusView, AvatarSlotNotFound | AvatarNotReady>;
    getPogAvatarStatus(userId: string): Effect.Effect<PogAvatarStatusView>;
    getPogAdminSettings(): Effect.Effect<PogAdminSettingsView>;
    updatePogAdminSettings(
      adminId: string,
      settings: PogAdminSettingsView,
    ): Effect.Effect<PogAdminSettingsView>;
  }
>()("kleos/server/services/pog/PogAvatars") {
  static readonly layer = (options: PogAvatarsOptions) =>
    Layer.effect(
      PogAvatars,
      Effect.gen(function* () {
        const avatars = yield* PogAvatarRepository;
        const { transaction } = yield* Database;
        const roadmaps = yield* ReferralRoadmaps;
        const ledger = yield* Ledger;
        const requests = yield* IdempotentRequests;
        const jobs = yield* JobSender;
        const { pictures, images, faces } = options;
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

        /** Moves the gamer's mint state (when they reserved a name) through the events that apply. */
        const advanceMint = (userId: string, events: readonly PogMintEvent[], at: Date) =>
          Effect.gen(function* () {
            const current = yield* avatars.mintStateOf(userId);
            if (current === undefined || !isMintState(current)) return;
            const next = events.reduce(pogMintTransition, current);
            if (next !== current) yield* avatars.setMintState(userId, next, at);
          });

        /** The gamer's slot, locked, that may change now (it exists and is not being generated). */
        const changeableSlot = (userId: string, slot: number, at: Date) =>
          Effect.gen(function* () {
            yield* avatars.ensureFirstSlot(userId, at);
            const row = yield* avatars.lockSlot(userId, slot);
            if (row === undefined) return yield* new AvatarSlotNotFound({ slot });
            if (row.status === "PENDING") return yield* new AvatarGenerationInProgress({ slot });
            return row;
          });

        const deletePicture = (key: string | null) =>
          key === null ? Effect.void : Effect.promise(() => pictures.delete(key));

        const prices = Effect.gen(function* () {
          const set = yield* avatars.slotPrices();
          return SLOT_CURRENCIES.map((currency) =>
            priceView(
              currency,
              set.find((row) => row.currency === currency)?.amount ?? DEFAULT_SLOT_PRICES[currency],
            ),
          );
        });

        const notJpeg = () =>
          validationFailed("selfie", { ...validationMessage("validation.image.jpegOnly"), path: [] });

        const slotsOf = (userId: string) =>
          Effect.gen(function* () {
            yield* avatars.ensureFirstSlot(userId, yield* now);
            return yield* avatars.listSlots(userId);
          });

        const completeAvatarGeneration = (slotId: string, generation: number) =>
          Effect.gen(function* () {
            const row = yield* avatars.findSlotById(slotId);
            if (row === undefined || row.status !== "PENDING" || row.generation !== generation)
              return "stale" as const;
            const character = row.character === null ? undefined : characterById(row.character);
            const style = row.style === null ? undefined : styleById(row.style);
            if (
              character === undefined ||
              style === undefined ||
              row.category === null ||
              !isAvatarCategory(row.category)
            )
              return yield* Effect.die(new Error(`Avatar slot ${slotId} is pending without valid choices`));
            const selfie =
              row.selfieKey === null || row.faceBox === null
                ? undefined
                : yield* Effect.promise(() => pictures.get(row.selfieKey ?? ""));
            const face: FaceBox | null = row.faceBox;
            const drawn = yield* Effect.promise(() =>
              images.generate({
                category: row.category as AvatarCategory,
                character,
                style,
                seed: `${row.userId}:${character.id}`,
                ...(selfie === undefined || face === null ? {} : { selfie: { jpeg: selfie, face } }),
              }),
            );
            const key = yield* Effect.promise(() => pictures.put(drawn.jpeg));
            const at = yield* now;
            const outcome = yield* transaction(
              Effect.gen(function* () {
                const locked = yield* avatars.lockSlot(row.userId, row.slot);
                if (locked === undefined || locked.status !== "PENDING" || locked.generation !== generation)
                  return { stored: false as const };
                yield* avatars.updateSlot(
                  locked.id,
                  {
                    status: "READY",
                    avatarKey: key,
                    avatarSource: drawn.source,
                    avatarAttribution: drawn.attribution,
                    avatarCreatedAt: at,
                  },
                  at,
                );
                const all = yield* avatars.listSlots(row.userId);
                // The first avatar a gamer gets is their POG avatar until they choose another.
                if (!all.some((slot) => slot.active)) yield* avatars.activate(row.userId, locked.id);
                // A ready avatar is a step of the referrer's roadmap: paid with the avatar.
                yield* roadmaps.payReachedRoadmapSteps(row.userId);
                // The mint flow stays where it is: a ready avatar lets the gamer ask for the mint (spec §4).
                return { stored: true as const, previous: locked.avatarKey };
              }),
            );
            if (!outcome.stored) {
              yield* deletePicture(key);
              return "stale" as const;
            }
            yield* deletePicture(outcome.previous);
            return "ready" as const;
          });

        return PogAvatars.of(
          traced("PogAvatars", {
            listAvatarCategories: () => Effect.succeed({ items: AVATAR_CATEGORIES.map((id) => ({ id })) }),

            listAvatarCharacters: (category: AvatarCategory) =>
              Effect.succeed({
                items: charactersOf(category).map((character) => ({
                  id: character.id,
                  name: character.name,
                  category: character.category,
                  attribution: attributionOf(character.art),
                })),
              }),

            listAvatarStyles: (characterId: string) =>
              Effect.gen(function* () {
                const character = characterById(characterId);
                if (character === undefined)
                  return yield* new AvatarChoiceNotFound({ kind: "character", id: characterId });
                return {
                  items: stylesOf(character).map((style) => ({ id: style.id, character: character.id })),
                };
              }),

            saveAvatarStyle: (userId: string, choice: StyleChoice) =>
              Effect.gen(function* () {
                const character = characterById(choice.character);
                if (character === undefined || character.category !== choice.category)
                  return yield* new AvatarChoiceNotFound({ kind: "character", id: choice.character });
                if (!avatarChoiceFits(choice.category, choice.character, choice.style))
                  return yield* new AvatarChoiceNotFound({ kind: "style", id: choice.style });
                const at = yield* now;
                return yield* transaction(
                  Effect.gen(function* () {
                    const row = yield* changeableSlot(userId, choice.slot, at);
                    const saved = yield* avatars.updateSlot(
                      row.id,
                      {
                        category: choice.category,
                        character: choice.character,
                        style: choice.style,
                        status: "CHOSEN",
                      },
                      at,
                    );
                    yield* advanceMint(userId, CHOSEN_EVENTS, at);
                    return slotView(saved);
                  }),
                );
              }),

            saveAvatarSelfie: (userId: string, slot: number, bytes: Uint8Array) =>
              Effect.gen(function* () {
                yield* validateField(JpegImageBytes, bytes, "selfie");
                const jpeg = yield* Effect.tryPromise({
                  try: () =>
                    sharp(bytes, { failOn: "error" })
                      .rotate()
                      .resize(SELFIE_MAX_PX, SELFIE_MAX_PX, { fit: "inside", withoutEnlargement: true })
                      .jpeg({ quality: 90 })
                      .toBuffer(),
                  catch: notJpeg,
                });
                // Before anything is kept: a slot that does not exist is said before the face is looked for.
                const at = yield* now;
                yield* avatars.ensureFirstSlot(userId, at);
                if ((yield* avatars.findSlot(userId, slot)) === undefined)
                  return yield* new AvatarSlotNotFound({ slot });
                const face = yield* Effect.promise(() => faces.detect(jpeg));
                if (face === undefined) return yield* new FaceNotDetected();
                const key = yield* Effect.promise(() => pictures.put(jpeg));
                const saved = yield* transaction(
                  Effect.gen(function* () {
                    const row = yield* changeableSlot(userId, slot, at);
                    const updated = yield* avatars.updateSlot(row.id, { selfieKey: key, faceBox: face }, at);
                    return { updated, previous: row.selfieKey };
                  }),
                ).pipe(Effect.tapError(() => deletePicture(key)));
                yield* deletePicture(saved.previous);
                return slotView(saved.updated);
              }),

            requestAvatarGeneration: (userId: string, slot: number) =>
              Effect.gen(function* () {
                const at = yield* now;
                const pending = yield* transaction(
                  Effect.gen(function* () {
                    const row = yield* changeableSlot(userId, slot, at);
                    if (row.category === null || row.character === null || row.style === null)
                      return yield* new AvatarStyleNotChosen({ slot });
                    const updated = yield* avatars.updateSlot(
                      row.id,
                      { status: "PENDING", generation: row.generation + 1 },
                      at,
                    );
                    yield* advanceMint(userId, [...CHOSEN_EVENTS, { type: "SELFIE_UPLOADED" }], at);
                    return updated;
                  }),
                );
                yield* jobs.send(
                  AVATAR_GENERATION_JOB,
                  { slotId: pending.id, generation: pending.generation },
                  { singletonKey: `${pending.id}:${pending.generation}`, once: true },
                );
                return slotView(pending);
              }),

            completeAvatarGeneration,

            pendingAvatarGenerations: (at: Date) =>
              Effect.gen(function* () {
                yield* avatars.failPendingBefore(new Date(at.getTime() - AVATAR_GENERATION_DEADLINE_MS), at);
                const pending = yield* avatars.pendingSlots(500);
                return pending.map((row) => ({ slotId: row.id, generation: row.generation }));
              }),

            listAvatarSlots: (userId: string) =>
              Effect.gen(function* () {
                const rows = yield* slotsOf(userId);
                return {
                  slots: rows.map(slotView),
                  prices: yield* prices,
                  maxSlots: POG_MAX_AVATAR_SLOTS,
                  freeSlots: Math.max(0, POG_MAX_AVATAR_SLOTS - rows.length),
                };
              }),

            buyAvatarSlot: (request: BuySlotRequest) =>
              requests
                .run(
                  {
                    userId: request.userId,
                    operation: "buyAvatarSlot",
                    key: request.idempotencyKey,
                    body: { currency: request.currency },
                  },
                  Effect.gen(function* () {
                    const { userId, currency } = request;
                    const at = yield* now;
                    yield* avatars.ensureFirstSlot(userId, at);
                    const held = yield* avatars.lockSlots(userId);
                    if (held.length >= POG_MAX_AVATAR_SLOTS)
                      return yield* new AvatarSlotLimitReached({ limit: POG_MAX_AVATAR_SLOTS });
                    const slot = Math.max(...held.map((row) => row.slot)) + 1;
                    const price = (yield* prices).find((candidate) => candidate.currency === currency);
                    if (price === undefined)
                      return yield* Effect.die(new Error(`No slot price in ${currency}`));
                    yield* ledger.post({
                      idempotencyKey: `shop:pog-slot:${userId}:${request.idempotencyKey}`,
                      type: "shop",
                      userId,
                      reference: `pog-slot:${slot}`,
                      details: { slot },
                      legs: [
                        { owner: userId, userId, currency, amount: -price.amount },
                        { owner: SYSTEM_ACCOUNTS.store, userId: undefined, currency, amount: price.amount },
                      ],
                    });
                    const row = yield* avatars.insertSlot({
                      userId,
                      slot,
                      paidCurrency: currency,
                      paidAmount: price.amount,
                      unlockedAt: at,
                    });
                    return { slot: slotView(row), balance: yield* ledger.balanceOf(userId, currency) };
                  }),
                )
                .pipe(
                  // The first request with this key has not finished: its payment is taking longer than usual.
                  Effect.catchTag("IdempotentRequestInFlight", () =>
                    Effect.fail(new PaymentPending({ paymentId: request.idempotencyKey })),
                  ),
                ),

            setActiveAvatar: (userId: string, slot: number) =>
              Effect.gen(function* () {
                const at = yield* now;
                return yield* transaction(
                  Effect.gen(function* () {
                    yield* avatars.ensureFirstSlot(userId, at);
                    const row = yield* avatars.lockSlot(userId, slot);
                    if (row === undefined) return yield* new AvatarSlotNotFound({ slot });
                    if (row.avatarKey === null) return yield* new AvatarNotReady({ slot });
                    yield* avatars.activate(userId, row.id);
                    return statusOf(yield* avatars.listSlots(userId));
                  }),
                );
              }),

            getPogAvatarStatus: (userId: string) => Effect.map(avatars.listSlots(userId), statusOf),

            getPogAdminSettings: () => Effect.map(prices, (slotPrices) => ({ slotPrices })),

            updatePogAdminSettings: (adminId: string, settings: PogAdminSettingsView) =>
              Effect.gen(function* () {
                yield* avatars.setSlotPrices(
                  settings.slotPrices.map(({ currency, amount }) => ({ currency, amount })),
                  adminId,
                  yield* now,
                );
                return { slotPrices: yield* prices };
              }),
          }),
        );
      }),
    );
}
