/**
 * The offerwall (api-spec/offerwall.yaml). Kleos' own offers are checked with the offer's partner game (the signed
 * game API of GAME_API_VALIDATION tasks) when the gamer asks; ayeT-Studios' conversions arrive by postback. Both
 * credit through the ledger under a key made of the network and its transaction id, in one transaction with the
 * conversion's row, so whatever is resent or clicked twice credits once; a reversal debits once.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";
import {
  OfferCheckUnavailable,
  OfferNotCompleted,
  OfferNotFound,
  OfferPostbackRejected,
} from "@/domain/errors/offerwall-errors";
import type { components } from "#generated/api";
import { Database } from "@/server/db/database";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import type { PostingSet } from "@/server/db/repositories/ledger-repository";
import {
  OfferwallRepository,
  type ConversionRow,
  type OfferRow,
} from "@/server/db/repositories/offerwall-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import type { PartnerGameClient } from "@/server/providers/games/partner-game-client";
import {
  ayetOfferwallUrl,
  reversedTransactionId,
  verifyAyetCallback,
} from "@/server/providers/offerwall/ayet-studios";
import { Ledger, SYSTEM_ACCOUNTS, type TransactionView } from "@/server/services/wallet/ledger";

type OfferView = components["schemas"]["Offer"];
type OfferwallView = components["schemas"]["Offerwall"];
type PostbackOutcome = components["schemas"]["OfferPostbackReceipt"]["outcome"];

/** Kleos' own offers' conversions: transaction id `<offer id>:<user id>`, once per gamer and offer. */
export const KLEOS_NETWORK = "kleos";
export const AYET_NETWORK = "ayetstudios";

export interface AyetStudiosOptions {
  readonly apiKey: string;
  readonly adslotId: string;
  /** The currency the placement's `currency_amount` is in (whole units). */
  readonly currency: Currency;
  readonly offerwallBase: string;
}

export interface OfferwallOptions {
  readonly partnerGames: PartnerGameClient;
  /** This server's own origin on loopback, for a partner whose endpoint is a path (the dev simulator); else none. */
  readonly selfOrigin: string | undefined;
  readonly ayet: AyetStudiosOptions | undefined;
}

/** The documented callback parameters Kleos reads (api-spec/offerwall.yaml). */
export interface AyetCallback {
  readonly transaction_id: string;
  readonly external_identifier: string;
  readonly currency_amount: string;
  readonly is_chargeback?: "0" | "1" | undefined;
  readonly offer_id?: string | undefined;
  readonly offer_name?: string | undefined;
  readonly chargeback_reason?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `360`, `0.36`, `-1.5` in whole units → base units of `currency`, rounded half away from zero; the sign dropped. */
export const baseUnitsOf = (amount: string, currency: Currency): number => {
  const decimals = CURRENCY_DECIMALS[currency];
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  const kept = fraction.padEnd(decimals, "0").slice(0, decimals);
  const roundUp = (fraction[decimals] ?? "0") >= "5" ? 1 : 0;
  return Number(whole) * 10 ** decimals + Number(kept === "" ? "0" : kept) + roundUp;
};

const conversionKey = (network: string, transactionId: string) => `offer:${network}:${transactionId}`;

/** A conversion's credit: the reward pool pays the gamer (a reward, so earned K-Points score on leaderboards). */
const creditSet = (
  network: string,
  transactionId: string,
  userId: string,
  currency: Currency,
  amount: number,
  offer: { readonly id: string | null; readonly name: string | null },
): PostingSet => ({
  idempotencyKey: `reward:${conversionKey(network, transactionId)}`,
  type: "reward",
  userId,
  reference: conversionKey(network, transactionId),
  details: { offer: { network, offerId: offer.id, name: offer.name } },
  legs: [
    { owner: SYSTEM_ACCOUNTS.rewardPool, userId: undefined, currency, amount: -amount },
    { owner: userId, userId, currency, amount },
  ],
});

const offerView = (offer: OfferRow, conversion: ConversionRow | undefined): OfferView => ({
  id: offer.id,
  gameName: offer.gameName,
  gameSlug: offer.gameSlug,
  questSlug: offer.questSlug,
  action: { kind: offer.action, level: offer.action === "reachLevel" ? offer.level : null },
  reward: { currency: offer.rewardCurrency, amount: offer.rewardAmount },
  status: conversion === undefined ? "available" : conversion.reversedAt === null ? "credited" : "reversed",
  creditedAt: conversion?.createdAt.toISOString() ?? null,
});

/** What Kleos asks the partner game: `install`, or `reach-level:<n>`. */
export const partnerActionOf = (offer: Pick<OfferRow, "action" | "level">): string =>
  offer.action === "install" ? "install" : `reach-level:${offer.level ?? 0}`;

export class Offerwall extends Context.Service<
  Offerwall,
  {
    listOffers(userId: string, questSlug: string | undefined): Effect.Effect<OfferwallView>;
    completeOffer(
      userId: string,
      offerId: string,
    ): Effect.Effect<
      { readonly offer: OfferView; readonly transaction: TransactionView },
      OfferNotFound | OfferNotCompleted | OfferCheckUnavailable
    >;
    recordAyetStudiosPostback(
      rawQuery: string,
      callback: AyetCallback,
      signature: string | undefined,
    ): Effect.Effect<{ readonly outcome: PostbackOutcome }, OfferPostbackRejected>;
  }
>()("kleos/server/services/offerwall/Offerwall") {
  static readonly layer = (options: OfferwallOptions) =>
    Layer.effect(
      Offerwall,
      Effect.gen(function* () {
        const offers = yield* OfferwallRepository;
        const accounts = yield* GameAccountRepository;
        const users = yield* UserRepository;
        const ledger = yield* Ledger;
        const { transaction } = yield* Database;

        /** Credits a conversion once: the ledger's key and the conversion's unique row commit together. */
        const credit = (
          network: string,
          transactionId: string,
          userId: string,
          currency: Currency,
          amount: number,
          offer: { readonly id: string | null; readonly name: string | null },
        ) =>
          transaction(
            Effect.gen(function* () {
              // A credit takes from no gamer: it cannot fail for want of balance.
              const posted = yield* Effect.orDie(
                ledger.post(creditSet(network, transactionId, userId, currency, amount, offer)),
              );
              yield* offers.insertConversion({
                network,
                transactionId,
                userId,
                offerId: offer.id,
                offerName: offer.name,
                currency,
                amount,
                creditTransactionId: posted.transaction.id,
                createdAt: posted.transaction.createdAt,
              });
              return posted;
            }),
          );

        const askPartner = (userId: string, offer: OfferRow, now: Date) =>
          Effect.gen(function* () {
            const partner = yield* accounts.findPartner(offer.partnerId);
            if (partner === undefined) return { kind: "failed" as const };
            const endpoint = partner.endpoint.startsWith("/")
              ? options.selfOrigin === undefined
                ? undefined
                : `${options.selfOrigin}${partner.endpoint}`
              : partner.endpoint;
            if (endpoint === undefined) return { kind: "failed" as const };
            const gameId = offer.gameId ?? partner.gameId;
            const username = gameId === null ? undefined : yield* accounts.findUsername(userId, gameId);
            // The client answers an outage as `failed`; a rejection is a bug, so a defect.
            return yield* Effect.promise(() =>
              options.partnerGames.askCompleted(
                { ...partner, endpoint },
                {
                  userId,
                  gameUsername: username?.value ?? userId,
                  campaignId: "offerwall",
                  taskId: offer.id,
                  action: partnerActionOf(offer),
                  at: now,
                },
              ),
            );
          });

        return Offerwall.of(
          traced("Offerwall", {
            listOffers: (userId: string, questSlug: string | undefined) =>
              Effect.gen(function* () {
                const list = yield* offers.listOffers(questSlug);
                const done = new Map(
                  (yield* offers.conversionsOf(userId, KLEOS_NETWORK)).map((c) => [c.transactionId, c]),
                );
                const { ayet } = options;
                return {
                  offers: list.map((offer) => offerView(offer, done.get(`${offer.id}:${userId}`))),
                  network:
                    ayet === undefined
                      ? null
                      : {
                          name: "ayetstudios" as const,
                          url: ayetOfferwallUrl(ayet.offerwallBase, ayet.adslotId, userId),
                        },
                };
              }),

            completeOffer: (userId: string, offerId: string) =>
              Effect.gen(function* () {
                const offer = yield* offers.findOffer(offerId);
                if (offer === undefined) return yield* new OfferNotFound({ offerId });
                const transactionId = `${offer.id}:${userId}`;
                const earlier = (yield* offers.conversionsOf(userId, KLEOS_NETWORK)).find(
                  (c) => c.transactionId === transactionId,
                );
                if (earlier === undefined) {
                  const now = new Date(yield* Clock.currentTimeMillis);
                  const answer = yield* askPartner(userId, offer, now);
                  if (answer.kind === "failed") {
                    if ("reason" in answer) yield* Effect.logWarning(answer.reason);
                    return yield* new OfferCheckUnavailable({ offerId });
                  }
                  if (!answer.completed) return yield* new OfferNotCompleted({ offerId });
                }
                // Asked again after the credit, the same key answers the first credit.
                const posted = yield* credit(
                  KLEOS_NETWORK,
                  transactionId,
                  userId,
                  offer.rewardCurrency,
                  offer.rewardAmount,
                  // The feed names the offer by its game (the offer's own words are the site's, per language).
                  { id: offer.id, name: offer.gameName },
                );
                const conversion = (yield* offers.conversionsOf(userId, KLEOS_NETWORK)).find(
                  (c) => c.transactionId === transactionId,
                );
                return {
                  offer: offerView(offer, conversion),
                  transaction: yield* ledger.viewOf(userId, posted),
                };
              }),

            recordAyetStudiosPostback: (
              rawQuery: string,
              callback: AyetCallback,
              signature: string | undefined,
            ) =>
              Effect.gen(function* () {
                const { ayet } = options;
                if (ayet === undefined || !verifyAyetCallback(ayet.apiKey, rawQuery, signature))
                  return yield* new OfferPostbackRejected({ network: AYET_NETWORK });
                const userId = callback.external_identifier.toLowerCase();
                if (!UUID.test(userId) || (yield* users.findById(userId)) === undefined)
                  return { outcome: "unknownGamer" as const };
                const amount = baseUnitsOf(callback.currency_amount, ayet.currency);
                const original = reversedTransactionId(callback.transaction_id);
                if (callback.is_chargeback === "1" || original !== undefined) {
                  return yield* transaction(
                    Effect.gen(function* () {
                      const converted = yield* offers.lockConversion(
                        AYET_NETWORK,
                        original ?? callback.transaction_id,
                      );
                      if (converted === undefined || converted.userId !== userId)
                        return { outcome: "unknownConversion" as const };
                      if (converted.reversedAt !== null) return { outcome: "duplicate" as const };
                      const currency = converted.currency as Currency;
                      // What the gamer already spent cannot be taken back: the reversal takes what is left of it.
                      const { amount: balance } = yield* ledger.balanceOf(userId, currency);
                      const taken = Math.min(converted.amount, balance);
                      const reversal =
                        taken === 0
                          ? undefined
                          : yield* Effect.orDie(
                              ledger.post({
                                idempotencyKey: `reversal:${conversionKey(AYET_NETWORK, converted.transactionId)}`,
                                type: "reward",
                                userId,
                                reference: conversionKey(AYET_NETWORK, converted.transactionId),
                                details: {
                                  offer: {
                                    network: AYET_NETWORK,
                                    offerId: converted.offerId,
                                    name: converted.offerName,
                                  },
                                  reversal: true,
                                },
                                legs: [
                                  { owner: userId, userId, currency, amount: -taken },
                                  {
                                    owner: SYSTEM_ACCOUNTS.rewardPool,
                                    userId: undefined,
                                    currency,
                                    amount: taken,
                                  },
                                ],
                              }),
                            );
                      yield* offers.markReversed(converted.id, {
                        at: new Date(yield* Clock.currentTimeMillis),
                        amount: taken,
                        transactionId: reversal?.transaction.id ?? null,
                        reason: callback.chargeback_reason ?? null,
                      });
                      return { outcome: "reversed" as const };
                    }),
                  );
                }
                if (amount <= 0) return { outcome: "ignored" as const };
                const posted = yield* credit(
                  AYET_NETWORK,
                  callback.transaction_id,
                  userId,
                  ayet.currency,
                  amount,
                  {
                    id: callback.offer_id ?? null,
                    name: callback.offer_name ?? null,
                  },
                );
                return { outcome: posted.created ? ("credited" as const) : ("duplicate" as const) };
              }),
          }),
        );
      }),
    );
}
