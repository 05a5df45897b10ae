/**
 * The POG avatar's data: a gamer's slots (choices, selfie, generated avatar, which one is active), the slot
 * prices an admin set, and the gamer's mint state as the avatar moves it. It stores and reads; the rules are
 * in services/pog/pog-avatars.ts.
 */
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { pogAvatarSlotsTable, pogMintsTable, pogSlotPricesTable } from "@/server/db/schema/pog";
import { traced } from "@/server/effect/traced";

export type AvatarSlotRow = typeof pogAvatarSlotsTable.$inferSelect;

export type AvatarSlotChanges = Partial<
  Pick<
    AvatarSlotRow,
    | "category"
    | "character"
    | "style"
    | "selfieKey"
    | "faceBox"
    | "status"
    | "generation"
    | "avatarKey"
    | "avatarSource"
    | "avatarAttribution"
    | "avatarCreatedAt"
  >
>;

export interface NewAvatarSlot {
  readonly userId: string;
  readonly slot: number;
  readonly paidCurrency: string | null;
  readonly paidAmount: number | null;
  readonly unlockedAt: Date;
}

export interface SlotPriceRow {
  readonly currency: string;
  readonly amount: number;
}

export class PogAvatarRepository extends Context.Service<
  PogAvatarRepository,
  {
    listSlots(userId: string): Effect.Effect<AvatarSlotRow[]>;
    findSlot(userId: string, slot: number): Effect.Effect<AvatarSlotRow | undefined>;
    findSlotById(slotId: string): Effect.Effect<AvatarSlotRow | undefined>;
    /** The slot, locked until the transaction ends (a generation and a new choice cannot cross). */
    lockSlot(userId: string, slot: number): Effect.Effect<AvatarSlotRow | undefined>;
    /** Every slot of the gamer, locked: purchases of one gamer take turns. */
    lockSlots(userId: string): Effect.Effect<AvatarSlotRow[]>;
    /** The free first slot, added once; no-op when it is there. */
    ensureFirstSlot(userId: string, at: Date): Effect.Effect<void>;
    insertSlot(slot: NewAvatarSlot): Effect.Effect<AvatarSlotRow>;
    updateSlot(slotId: string, changes: AvatarSlotChanges, at: Date): Effect.Effect<AvatarSlotRow>;
    /** Makes `slotId` the gamer's only active slot. */
    activate(userId: string, slotId: string): Effect.Effect<void>;
    /** Slots whose avatar is being generated, the oldest first. */
    pendingSlots(limit: number): Effect.Effect<AvatarSlotRow[]>;
    /** Pending since before `before`: their generation gave up. Answers how many. */
    failPendingBefore(before: Date, at: Date): Effect.Effect<number>;
    slotPrices(): Effect.Effect<SlotPriceRow[]>;
    setSlotPrices(prices: readonly SlotPriceRow[], adminId: string, at: Date): Effect.Effect<void>;
    mintStateOf(userId: string): Effect.Effect<string | undefined>;
    setMintState(userId: string, state: string, at: Date): Effect.Effect<void>;
  }
>()("kleos/server/db/repositories/PogAvatarRepository") {
  static readonly layer = Layer.effect(
    PogAvatarRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const slots = pogAvatarSlotsTable;
      const ofUser = (userId: string, slot: number) => and(eq(slots.userId, userId), eq(slots.slot, slot));
      return PogAvatarRepository.of(
        traced("PogAvatarRepository", {
          listSlots: (userId: string) =>
            query((db) => db.select().from(slots).where(eq(slots.userId, userId)).orderBy(asc(slots.slot))),
          findSlot: (userId: string, slot: number) =>
            query(async (db) => (await db.select().from(slots).where(ofUser(userId, slot)).limit(1))[0]),
          findSlotById: (slotId: string) =>
            query(async (db) => (await db.select().from(slots).where(eq(slots.id, slotId)).limit(1))[0]),
          lockSlot: (userId: string, slot: number) =>
            query(
              async (db) =>
                (await db.select().from(slots).where(ofUser(userId, slot)).limit(1).for("update"))[0],
            ),
          lockSlots: (userId: string) =>
            query((db) =>
              db.select().from(slots).where(eq(slots.userId, userId)).orderBy(asc(slots.slot)).for("update"),
            ),
          ensureFirstSlot: (userId: string, at: Date) =>
            query(async (db) => {
              await db
                .insert(slots)
                .values({ userId, slot: 1, unlockedAt: at, updatedAt: at })
                .onConflictDoNothing();
            }),
          insertSlot: (slot: NewAvatarSlot) =>
            query(async (db) => {
              const [row] = await db
                .insert(slots)
                .values({ ...slot, updatedAt: slot.unlockedAt })
                .returning();
              if (row === undefined) throw new Error(`Slot ${slot.slot} of ${slot.userId} was not inserted`);
              return row;
            }),
          updateSlot: (slotId: string, changes: AvatarSlotChanges, at: Date) =>
            query(async (db) => {
              const [row] = await db
                .update(slots)
                .set({ ...changes, updatedAt: at })
                .where(eq(slots.id, slotId))
                .returning();
              if (row === undefined) throw new Error(`Avatar slot ${slotId} is missing`);
              return row;
            }),
          activate: (userId: string, slotId: string) =>
            query(async (db) => {
              await db
                .update(slots)
                .set({ active: false })
                .where(and(eq(slots.userId, userId), eq(slots.active, true)));
              await db.update(slots).set({ active: true }).where(eq(slots.id, slotId));
            }),
          pendingSlots: (limit: number) =>
            query((db) =>
              db
                .select()
                .from(slots)
                .where(eq(slots.status, "PENDING"))
                .orderBy(asc(slots.updatedAt))
                .limit(limit),
            ),
          failPendingBefore: (before: Date, at: Date) =>
            query(async (db) => {
              const failed = await db
                .update(slots)
                .set({ status: "FAILED", updatedAt: at })
                .where(and(eq(slots.status, "PENDING"), lt(slots.updatedAt, before)))
                .returning({ id: slots.id });
              return failed.length;
            }),
          slotPrices: () =>
            query((db) =>
              db
                .select({ currency: pogSlotPricesTable.currency, amount: pogSlotPricesTable.amount })
                .from(pogSlotPricesTable),
            ),
          setSlotPrices: (prices: readonly SlotPriceRow[], adminId: string, at: Date) =>
            query(async (db) => {
              for (const price of prices) {
                await db
                  .insert(pogSlotPricesTable)
                  .values({ ...price, updatedAt: at, updatedBy: adminId })
                  .onConflictDoUpdate({
                    target: pogSlotPricesTable.currency,
                    set: { amount: price.amount, updatedAt: at, updatedBy: adminId },
                  });
              }
            }),
          mintStateOf: (userId: string) =>
            query(
              async (db) =>
                (
                  await db
                    .select({ state: pogMintsTable.state })
                    .from(pogMintsTable)
                    .where(eq(pogMintsTable.userId, userId))
                    .limit(1)
                )[0]?.state,
            ),
          setMintState: (userId: string, state: string, at: Date) =>
            query(async (db) => {
              await db
                .update(pogMintsTable)
                .set({ state, updatedAt: at })
                .where(and(eq(pogMintsTable.userId, userId), sql`${pogMintsTable.state} <> ${state}`));
            }),
        }),
      );
    }),
  );
}
