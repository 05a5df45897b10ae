/**
 * Partner clients and their handoff codes. No business rules here: rows in, rows out; the code is used with
 * one atomic update so that two exchanges of the same code cannot both succeed.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { thirdPartyClientsTable, thirdPartyHandoffsTable } from "@/server/db/schema/quests";

export type ThirdPartyClientRow = typeof thirdPartyClientsTable.$inferSelect;

export const thirdPartyRepository = {
  insertClient: async (
    db: DbOrTransaction,
    client: typeof thirdPartyClientsTable.$inferInsert,
  ): Promise<ThirdPartyClientRow> => {
    const [row] = await db.insert(thirdPartyClientsTable).values(client).returning();
    if (row === undefined) throw new Error(`Inserting the client ${client.clientId} returned no row`);
    return row;
  },

  findClient: async (db: DbOrTransaction, clientId: string): Promise<ThirdPartyClientRow | undefined> =>
    (
      await db
        .select()
        .from(thirdPartyClientsTable)
        .where(eq(thirdPartyClientsTable.clientId, clientId))
        .limit(1)
    )[0],

  insertHandoff: async (
    db: DbOrTransaction,
    handoff: { codeHash: string; clientId: string; userId: string; expiresAt: Date },
  ): Promise<void> => {
    await db.insert(thirdPartyHandoffsTable).values(handoff);
  },

  /** Uses the code once, for this client, while it lives: whom it was made for and until when, else undefined. */
  useHandoff: async (
    db: DbOrTransaction,
    codeHash: string,
    clientId: string,
    at: Date,
  ): Promise<{ readonly userId: string; readonly expiresAt: Date } | undefined> =>
    (
      await db
        .update(thirdPartyHandoffsTable)
        .set({ usedAt: at })
        .where(
          and(
            eq(thirdPartyHandoffsTable.codeHash, codeHash),
            eq(thirdPartyHandoffsTable.clientId, clientId),
            isNull(thirdPartyHandoffsTable.usedAt),
            gt(thirdPartyHandoffsTable.expiresAt, at),
          ),
        )
        .returning({ userId: thirdPartyHandoffsTable.userId, expiresAt: thirdPartyHandoffsTable.expiresAt })
    )[0],
};

type NewHandoff = { codeHash: string; clientId: string; userId: string; expiresAt: Date };

/** Partner clients and handoff codes, as a service. */
export class ThirdPartyRepository extends Context.Service<
  ThirdPartyRepository,
  {
    insertClient(client: typeof thirdPartyClientsTable.$inferInsert): Effect.Effect<ThirdPartyClientRow>;
    findClient(clientId: string): Effect.Effect<ThirdPartyClientRow | undefined>;
    insertHandoff(handoff: NewHandoff): Effect.Effect<void>;
    /** Uses the code once, for this client, while it lives: whom it was made for and until when. */
    useHandoff(
      codeHash: string,
      clientId: string,
      at: Date,
    ): Effect.Effect<{ readonly userId: string; readonly expiresAt: Date } | undefined>;
  }
>()("kleos/server/db/repositories/ThirdPartyRepository") {
  static readonly layer = Layer.effect(
    ThirdPartyRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const repo = thirdPartyRepository;
      return ThirdPartyRepository.of(
        traced("ThirdPartyRepository", {
          insertClient: (client: typeof thirdPartyClientsTable.$inferInsert) =>
            query((db) => repo.insertClient(db, client)),
          findClient: (clientId: string) => query((db) => repo.findClient(db, clientId)),
          insertHandoff: (handoff: NewHandoff) => query((db) => repo.insertHandoff(db, handoff)),
          useHandoff: (codeHash: string, clientId: string, at: Date) =>
            query((db) => repo.useHandoff(db, codeHash, clientId, at)),
        }),
      );
    }),
  );
}
