/**
 * The POG area's data: its own mint rows (read and written), and, read only, the facts other areas record that
 * POG badges are earned from (accounts, linked identities, campaign progress, ledger postings, invites). No
 * business rules here: it stores, reads and counts, and says what a broken unique index means.
 */
import { and, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { PogNameAlreadyReserved, PogUsernameTaken } from "@/domain/errors/pog-errors";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { userIdentitiesTable, usersTable } from "@/server/db/schema/accounts";
import {
  campaignParticipantsTable,
  campaignTasksTable,
  campaignsTable,
  taskProgressTable,
} from "@/server/db/schema/campaigns";
import { ledgerAccountsTable, ledgerPostingsTable, ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { pogMintsTable } from "@/server/db/schema/pog";
import { tournamentRegistrationsTable, tournamentsTable } from "@/server/db/schema/tournaments";
import { POG_PODIUM_LAST_RANK } from "@/domain/pog/pog-badges";

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
  /** Tournaments with recorded results in which the gamer has a final rank, and of those the podiums. */
  readonly tournamentsRanked: number;
  readonly tournamentPodiums: number;
  /** GAME_API_VALIDATION tasks the gamer has verified (a partner game's signed yes). */
  readonly gameChecksPassed: number;
  readonly kcashPurchases: number;
  readonly kcashSpends: number;
  readonly gamersReferred: number;
}

export interface NewPogMint {
  readonly userId: string;
  readonly username: string;
  readonly state: string;
}

export interface LiveUser {
  readonly phoneVerified: boolean;
  readonly emailVerified: boolean;
  readonly createdAt: Date;
}

/** The unique indexes of migration 0011 and what breaking them means. */
const ONE_MINT_PER_GAMER = "pog_mints_user_key";
const NAME_LOWER = "pog_mints_username_lower_key";

const rows = {
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

  insertMint: async (db: DbOrTransaction, row: NewPogMint): Promise<PogMintRow> => {
    const [inserted] = await db.insert(pogMintsTable).values(row).returning();
    if (inserted === undefined) throw new Error(`The POG mint of ${row.userId} was not inserted`);
    return inserted;
  },

  /** Whether the account exists and is not erased. */
  findLiveUser: async (db: DbOrTransaction, userId: string): Promise<LiveUser | undefined> => {
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
    const user = await rows.findLiveUser(db, userId);
    if (user === undefined) return undefined;
    const [identities, completed, kcash, referred, tournaments, gameChecks] = await Promise.all([
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
      db
        .select({
          ranked: count(),
          podiums: count(
            sql`case when ${tournamentRegistrationsTable.finalRank} <= ${POG_PODIUM_LAST_RANK} then 1 end`,
          ),
        })
        .from(tournamentRegistrationsTable)
        .innerJoin(tournamentsTable, eq(tournamentsTable.id, tournamentRegistrationsTable.tournamentId))
        .where(
          and(
            eq(tournamentRegistrationsTable.userId, userId),
            isNotNull(tournamentRegistrationsTable.finalRank),
            isNotNull(tournamentsTable.resultsRecordedAt),
          ),
        ),
      db
        .select({ passed: count() })
        .from(taskProgressTable)
        .innerJoin(campaignTasksTable, eq(campaignTasksTable.id, taskProgressTable.taskId))
        .where(
          and(
            eq(taskProgressTable.userId, userId),
            eq(taskProgressTable.state, "VERIFIED"),
            eq(campaignTasksTable.type, "GAME_API_VALIDATION"),
          ),
        ),
    ]);
    const completedOf = (kind: string): number =>
      Number(completed.find((row) => row.kind === kind)?.completed ?? 0);
    return {
      ...user,
      identityProviders: new Set(identities.map((row) => row.provider)),
      questsCompleted: completedOf("quest"),
      campaignsCompleted: completedOf("campaign"),
      tournamentsRanked: Number(tournaments[0]?.ranked ?? 0),
      tournamentPodiums: Number(tournaments[0]?.podiums ?? 0),
      gameChecksPassed: Number(gameChecks[0]?.passed ?? 0),
      kcashPurchases: Number(kcash[0]?.purchases ?? 0),
      kcashSpends: Number(kcash[0]?.spends ?? 0),
      gamersReferred: Number(referred[0]?.referred ?? 0),
    };
  },
};

export class PogRepository extends Context.Service<
  PogRepository,
  {
    findMintByUserId(userId: string): Effect.Effect<PogMintRow | undefined>;
    /** The mint row holding `username`, compared without regard to case. */
    findMintByName(username: string): Effect.Effect<PogMintRow | undefined>;
    /**
     * Reserves `username` for `userId`. Another gamer holding the name (case ignored) is `PogUsernameTaken`;
     * the gamer already holding a row is `PogNameAlreadyReserved` (with the name asked for: the caller reads
     * which one they hold), however the race went.
     */
    insertMint(row: NewPogMint): Effect.Effect<PogMintRow, PogUsernameTaken | PogNameAlreadyReserved>;
    /** Whether the account exists and is not erased. */
    findLiveUser(userId: string): Effect.Effect<LiveUser | undefined>;
    /** The facts badges are computed from; undefined when the account is gone. */
    readFacts(userId: string): Effect.Effect<PogFactRows | undefined>;
  }
>()("kleos/server/db/repositories/PogRepository") {
  static readonly layer = Layer.effect(
    PogRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return PogRepository.of(
        traced("PogRepository", {
          findMintByUserId: (userId: string) => query((db) => rows.findMintByUserId(db, userId)),
          findMintByName: (username: string) => query((db) => rows.findMintByName(db, username)),
          insertMint: (row: NewPogMint) =>
            query<PogMintRow, PogUsernameTaken | PogNameAlreadyReserved>((db) => rows.insertMint(db, row), {
              [NAME_LOWER]: () => new PogUsernameTaken({ username: row.username }),
              [ONE_MINT_PER_GAMER]: () => new PogNameAlreadyReserved({ username: row.username }),
            }),
          findLiveUser: (userId: string) => query((db) => rows.findLiveUser(db, userId)),
          readFacts: (userId: string) => query((db) => rows.readFacts(db, userId)),
        }),
      );
    }),
  );
}
