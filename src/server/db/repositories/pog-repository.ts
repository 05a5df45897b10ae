/**
 * The POG area's data: its own mint rows (read and written), and, read only, the facts other areas record that
 * POG badges are earned from (accounts, linked identities, campaign progress, ledger postings, invites). No
 * business rules here: it stores, reads and counts.
 */
import { and, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import { userIdentitiesTable, usersTable } from "@/server/db/schema/accounts";
import { campaignParticipantsTable, campaignsTable } from "@/server/db/schema/campaigns";
import { ledgerAccountsTable, ledgerPostingsTable, ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { pogMintsTable } from "@/server/db/schema/pog";

export interface PogMintRow {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly state: string;
  readonly reservedAt: Date;
  readonly updatedAt: Date;
}

/** The raw facts about one gamer that badges are computed from (src/domain/pog/pog-badges.ts). */
export interface PogFactRows {
  readonly phoneVerified: boolean;
  readonly emailVerified: boolean;
  readonly createdAt: Date;
  /** Providers of the identities the account linked (google, telegram, evm, solana, twitter, discord). */
  readonly identityProviders: ReadonlySet<string>;
  readonly questsCompleted: number;
  readonly campaignsCompleted: number;
  readonly kcashPurchases: number;
  readonly kcashSpends: number;
  readonly gamersReferred: number;
}

export const pogRepository = {
  findMintByUserId: async (db: DbOrTransaction, userId: string): Promise<PogMintRow | undefined> =>
    (await db.select().from(pogMintsTable).where(eq(pogMintsTable.userId, userId)).limit(1))[0],

  /** The mint row holding `username`, compared without regard to case. */
  findMintByName: async (db: DbOrTransaction, username: string): Promise<PogMintRow | undefined> =>
    (
      await db
        .select()
        .from(pogMintsTable)
        .where(sql`lower(${pogMintsTable.username}) = lower(${username})`)
        .limit(1)
    )[0],

  /**
   * Reserves `username` for `userId`. Answers the new row, or undefined when nothing was written: the gamer
   * already has a row, or another gamer holds the name (the unique indexes decide; the caller tells which).
   */
  insertMint: async (
    db: DbOrTransaction,
    row: { readonly userId: string; readonly username: string; readonly state: string },
  ): Promise<PogMintRow | undefined> =>
    (await db.insert(pogMintsTable).values(row).onConflictDoNothing().returning())[0],

  /** Whether the account exists and is not erased. */
  findLiveUser: async (
    db: DbOrTransaction,
    userId: string,
  ): Promise<
    { readonly phoneVerified: boolean; readonly emailVerified: boolean; readonly createdAt: Date } | undefined
  > => {
    const [user] = await db
      .select({
        phoneVerifiedAt: usersTable.phoneVerifiedAt,
        emailVerifiedAt: usersTable.emailVerifiedAt,
        createdAt: usersTable.createdAt,
        erasedAt: usersTable.erasedAt,
      })
      .from(usersTable)
      .where(eq(usersTable.id, userId))
      .limit(1);
    if (user === undefined || user.erasedAt !== null) return undefined;
    return {
      phoneVerified: user.phoneVerifiedAt !== null,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt,
    };
  },

  readFacts: async (db: DbOrTransaction, userId: string): Promise<PogFactRows | undefined> => {
    const user = await pogRepository.findLiveUser(db, userId);
    if (user === undefined) return undefined;
    const [identities, completed, kcash, referred] = await Promise.all([
      db
        .selectDistinct({ provider: userIdentitiesTable.provider })
        .from(userIdentitiesTable)
        .where(eq(userIdentitiesTable.userId, userId)),
      db
        .select({ kind: campaignsTable.kind, completed: count() })
        .from(campaignParticipantsTable)
        .innerJoin(campaignsTable, eq(campaignsTable.id, campaignParticipantsTable.campaignId))
        .where(
          and(eq(campaignParticipantsTable.userId, userId), isNotNull(campaignParticipantsTable.completedAt)),
        )
        .groupBy(campaignsTable.kind),
      // K-Cash bought (an onramp credit) or spent (any debit of the gamer's K-Cash), one per movement.
      db
        .select({
          purchases: countDistinct(
            sql`case when ${ledgerTransactionsTable.type} = 'onramp' and ${ledgerPostingsTable.amount} > 0 then ${ledgerTransactionsTable.id} end`,
          ),
          spends: countDistinct(
            sql`case when ${ledgerPostingsTable.amount} < 0 then ${ledgerTransactionsTable.id} end`,
          ),
        })
        .from(ledgerPostingsTable)
        .innerJoin(ledgerAccountsTable, eq(ledgerAccountsTable.id, ledgerPostingsTable.accountId))
        .innerJoin(ledgerTransactionsTable, eq(ledgerTransactionsTable.id, ledgerPostingsTable.transactionId))
        .where(and(eq(ledgerAccountsTable.owner, userId), eq(ledgerAccountsTable.currency, "KCASH"))),
      db
        .select({ referred: countDistinct(campaignParticipantsTable.userId) })
        .from(campaignParticipantsTable)
        .where(eq(campaignParticipantsTable.referredBy, userId)),
    ]);
    const completedOf = (kind: string): number =>
      Number(completed.find((row) => row.kind === kind)?.completed ?? 0);
    return {
      ...user,
      identityProviders: new Set(identities.map((row) => row.provider)),
      questsCompleted: completedOf("quest"),
      campaignsCompleted: completedOf("campaign"),
      kcashPurchases: Number(kcash[0]?.purchases ?? 0),
      kcashSpends: Number(kcash[0]?.spends ?? 0),
      gamersReferred: Number(referred[0]?.referred ?? 0),
    };
  },
};
