/**
 * The offerwall's storage: Kleos' own offers with their games, and the conversions credited (one row per network
 * and transaction id; the unique index is what makes a resent postback or a double click credit once).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { Currency } from "@/domain/constants/money";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { gamesTable } from "@/server/db/schema/games";
import { offerwallConversionsTable, offerwallOffersTable } from "@/server/db/schema/offerwall";

export type OfferAction = "install" | "reachLevel";

export interface OfferRow {
  readonly id: string;
  readonly partnerId: string;
  readonly gameId: number | null;
  readonly gameName: string;
  readonly gameSlug: string | null;
  readonly action: OfferAction;
  readonly level: number | null;
  readonly rewardCurrency: Currency;
  readonly rewardAmount: number;
  readonly questSlug: string | null;
}

export type ConversionRow = typeof offerwallConversionsTable.$inferSelect;
export type NewConversion = typeof offerwallConversionsTable.$inferInsert;

export interface NewOffer {
  readonly id: string;
  readonly partnerId: string;
  readonly gameId: number | null;
  readonly action: OfferAction;
  readonly level: number | null;
  readonly rewardCurrency: Currency;
  readonly rewardAmount: number;
  readonly questSlug: string | null;
  readonly position: number;
}

const offerColumns = {
  id: offerwallOffersTable.id,
  partnerId: offerwallOffersTable.partnerId,
  gameId: offerwallOffersTable.gameId,
  gameName: sql<string>`coalesce(${gamesTable.name}, ${offerwallOffersTable.partnerId})`,
  gameSlug: gamesTable.slug,
  action: offerwallOffersTable.action,
  level: offerwallOffersTable.level,
  rewardCurrency: offerwallOffersTable.rewardCurrency,
  rewardAmount: offerwallOffersTable.rewardAmount,
  questSlug: offerwallOffersTable.questSlug,
};

const toOffer = (row: {
  id: string;
  partnerId: string;
  gameId: number | null;
  gameName: string;
  gameSlug: string | null;
  action: string;
  level: number | null;
  rewardCurrency: string;
  rewardAmount: number;
  questSlug: string | null;
}): OfferRow => ({
  ...row,
  action: row.action as OfferAction,
  rewardCurrency: row.rewardCurrency as Currency,
  rewardAmount: Number(row.rewardAmount),
});

export const offerwallRepository = {
  listOffers: async (db: DbOrTransaction, questSlug: string | undefined): Promise<OfferRow[]> =>
    (
      await db
        .select(offerColumns)
        .from(offerwallOffersTable)
        .leftJoin(gamesTable, eq(gamesTable.id, offerwallOffersTable.gameId))
        .where(questSlug === undefined ? undefined : eq(offerwallOffersTable.questSlug, questSlug))
        .orderBy(asc(offerwallOffersTable.position), asc(offerwallOffersTable.id))
        .limit(100)
    ).map(toOffer),

  findOffer: async (db: DbOrTransaction, offerId: string): Promise<OfferRow | undefined> => {
    const [row] = await db
      .select(offerColumns)
      .from(offerwallOffersTable)
      .leftJoin(gamesTable, eq(gamesTable.id, offerwallOffersTable.gameId))
      .where(eq(offerwallOffersTable.id, offerId))
      .limit(1);
    return row === undefined ? undefined : toOffer(row);
  },

  /** The user's conversions of one network, by transaction id. */
  conversionsOf: async (db: DbOrTransaction, userId: string, network: string): Promise<ConversionRow[]> =>
    db
      .select()
      .from(offerwallConversionsTable)
      .where(
        and(eq(offerwallConversionsTable.userId, userId), eq(offerwallConversionsTable.network, network)),
      ),

  /** The conversion, locked for the rest of the transaction (a reversal and its resend queue here). */
  lockConversion: async (
    db: DbOrTransaction,
    network: string,
    transactionId: string,
  ): Promise<ConversionRow | undefined> =>
    (
      await db
        .select()
        .from(offerwallConversionsTable)
        .where(
          and(
            eq(offerwallConversionsTable.network, network),
            eq(offerwallConversionsTable.transactionId, transactionId),
          ),
        )
        .for("update")
        .limit(1)
    )[0],

  /** Writes the conversion unless one with its network and transaction id exists; true when written. */
  insertConversion: async (db: DbOrTransaction, conversion: NewConversion): Promise<boolean> =>
    (
      await db
        .insert(offerwallConversionsTable)
        .values(conversion)
        .onConflictDoNothing({
          target: [offerwallConversionsTable.network, offerwallConversionsTable.transactionId],
        })
        .returning({ id: offerwallConversionsTable.id })
    ).length === 1,

  markReversed: async (
    db: DbOrTransaction,
    id: string,
    reversal: { at: Date; amount: number; transactionId: string | null; reason: string | null },
  ): Promise<boolean> =>
    (
      await db
        .update(offerwallConversionsTable)
        .set({
          reversedAt: reversal.at,
          reversedAmount: reversal.amount,
          reversalTransactionId: reversal.transactionId,
          reversalReason: reversal.reason,
        })
        .where(and(eq(offerwallConversionsTable.id, id), isNull(offerwallConversionsTable.reversedAt)))
        .returning({ id: offerwallConversionsTable.id })
    ).length === 1,

  /** Seeds or updates an offer (demo data, tests). */
  upsertOffer: async (db: DbOrTransaction, offer: NewOffer): Promise<void> => {
    await db
      .insert(offerwallOffersTable)
      .values(offer)
      .onConflictDoUpdate({
        target: offerwallOffersTable.id,
        set: {
          partnerId: offer.partnerId,
          gameId: offer.gameId,
          action: offer.action,
          level: offer.level,
          rewardCurrency: offer.rewardCurrency,
          rewardAmount: offer.rewardAmount,
          questSlug: offer.questSlug,
          position: offer.position,
        },
      });
  },
};

export class OfferwallRepository extends Context.Service<
  OfferwallRepository,
  {
    listOffers(questSlug: string | undefined): Effect.Effect<OfferRow[]>;
    findOffer(offerId: string): Effect.Effect<OfferRow | undefined>;
    conversionsOf(userId: string, network: string): Effect.Effect<ConversionRow[]>;
    lockConversion(network: string, transactionId: string): Effect.Effect<ConversionRow | undefined>;
    insertConversion(conversion: NewConversion): Effect.Effect<boolean>;
    markReversed(
      id: string,
      reversal: { at: Date; amount: number; transactionId: string | null; reason: string | null },
    ): Effect.Effect<boolean>;
  }
>()("kleos/server/db/repositories/OfferwallRepository") {
  static readonly layer = Layer.effect(
    OfferwallRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = offerwallRepository;
      return OfferwallRepository.of(
        traced("OfferwallRepository", {
          listOffers: (questSlug: string | undefined) => query((db) => repo.listOffers(db, questSlug)),
          findOffer: (offerId: string) => query((db) => repo.findOffer(db, offerId)),
          conversionsOf: (userId: string, network: string) =>
            query((db) => repo.conversionsOf(db, userId, network)),
          lockConversion: (network: string, transactionId: string) =>
            query((db) => repo.lockConversion(db, network, transactionId)),
          insertConversion: (conversion: NewConversion) =>
            query((db) => repo.insertConversion(db, conversion)),
          markReversed: (
            id: string,
            reversal: { at: Date; amount: number; transactionId: string | null; reason: string | null },
          ) => query((db) => repo.markReversed(db, id, reversal)),
        }),
      );
    }),
  );
}
