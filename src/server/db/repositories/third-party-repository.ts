/**
 * Partner clients and their handoff codes. No business rules here: rows in, rows out; the code is used with
 * one atomic update so that two exchanges of the same code cannot both succeed.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
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
