/**
 * The POG area's data: its own mint rows (read and written), and, read only, the facts other areas record that
 * POG badges are earned from (accounts, linked identities, campaign progress, ledger postings, invites). No
 * business rules here: it stores, reads and counts, and says what a broken unique index means.
 */
import { and, asc, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
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
import { pogAvatarSlotsTable, pogMintsTable } from "@/server/db/schema/pog";
import { tournamentRegistrationsTable, tournamentsTable } from "@/server/db/schema/tournaments";
import { POG_PODIUM_LAST_RANK } from "@/domain/pog/pog-badges";

export interface PogMintRow {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly state: string;
  readonly reservedAt: Date;
  readonly updatedAt: Date;
  readonly tokenId: number;
  readonly mintWallet: string | null;
  readonly mintRequestedAt: Date | null;
  readonly mintAttempt: number;
  readonly mintTxHash: string | null;
  readonly mintedAt: Date | null;
  readonly mintFailedAt: Date | null;
}

/** What a mint row's mint columns may be changed to. */
export interface PogMintPatch {
  readonly state?: string;
  readonly mintWallet?: string;
  readonly mintRequestedAt?: Date;
  readonly mintAttempt?: number;
  readonly mintTxHash?: string | null;
  readonly mintedAt?: Date | null;
  readonly mintFailedAt?: Date | null;
}

/** The addresses a gamer's card may be minted to: the custodial one, and the EVM wallets they proved. */
export interface PogMintTargets {
  readonly custodial: string | null;
  /** Lower case. */
  readonly proven: readonly string[];
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

  findMintById: async (db: DbOrTransaction, id: string): Promise<PogMintRow | undefined> =>
    (await db.select().from(pogMintsTable).where(eq(pogMintsTable.id, id)).limit(1))[0],

  findMintByTokenId: async (db: DbOrTransaction, tokenId: number): Promise<PogMintRow | undefined> =>
    (await db.select().from(pogMintsTable).where(eq(pogMintsTable.tokenId, tokenId)).limit(1))[0],

  lockMint: async (db: DbOrTransaction, id: string): Promise<PogMintRow | undefined> =>
    (await db.select().from(pogMintsTable).where(eq(pogMintsTable.id, id)).limit(1).for("update"))[0],

  updateMint: async (db: DbOrTransaction, id: string, patch: PogMintPatch, at: Date): Promise<PogMintRow> => {
    const [updated] = await db
      .update(pogMintsTable)
      .set({ ...patch, updatedAt: at })
      .where(eq(pogMintsTable.id, id))
      .returning();
    if (updated === undefined) throw new Error(`The POG mint ${id} was not updated`);
    return updated;
  },

  /** Mints in progress that have not given up (sent again by the sweep), oldest first. */
  mintsInProgress: async (db: DbOrTransaction): Promise<readonly PogMintRow[]> =>
    db
      .select()
      .from(pogMintsTable)
      .where(and(eq(pogMintsTable.state, "MINT_IN_PROGRESS"), sql`${pogMintsTable.mintFailedAt} is null`))
      .orderBy(asc(pogMintsTable.mintRequestedAt))
      .limit(500),

  /** Every minted card, in token order from `afterTokenId` (the replay onto a chain that lost them). */
  mintedCards: async (
    db: DbOrTransaction,
    afterTokenId: number,
    limit: number,
  ): Promise<readonly PogMintRow[]> =>
    db
      .select()
      .from(pogMintsTable)
      .where(and(eq(pogMintsTable.state, "MINTED"), sql`${pogMintsTable.tokenId} > ${afterTokenId}`))
      .orderBy(asc(pogMintsTable.tokenId))
      .limit(limit),

  countMinted: async (db: DbOrTransaction): Promise<number> =>
    Number(
      (await db.select({ n: count() }).from(pogMintsTable).where(eq(pogMintsTable.state, "MINTED")))[0]?.n ??
        0,
    ),

  mintTargets: async (db: DbOrTransaction, userId: string): Promise<PogMintTargets> => {
    const [user] = await db
      .select({ address: usersTable.evmWalletAddress })
      .from(usersTable)
      .where(eq(usersTable.id, userId))
      .limit(1);
    const wallets = await db
      .select({ subject: userIdentitiesTable.subject })
      .from(userIdentitiesTable)
      .where(and(eq(userIdentitiesTable.userId, userId), eq(userIdentitiesTable.provider, "evm")));
    return {
      custodial: user?.address ?? null,
      proven: wallets.map((wallet) => wallet.subject.toLowerCase()),
    };
  },

  hasReadyActiveAvatar: async (db: DbOrTransaction, userId: string): Promise<boolean> =>
    (
      await db
        .select({ id: pogAvatarSlotsTable.id })
        .from(pogAvatarSlotsTable)
        .where(
          and(
            eq(pogAvatarSlotsTable.userId, userId),
            eq(pogAvatarSlotsTable.active, true),
            eq(pogAvatarSlotsTable.status, "READY"),
          ),
        )
        .limit(1)
    ).length > 0,

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
    findMintById(id: string): Effect.Effect<PogMintRow | undefined>;
    findMintByTokenId(tokenId: number): Effect.Effect<PogMintRow | undefined>;
    /** The mint row, locked until the transaction ends. */
    lockMint(id: string): Effect.Effect<PogMintRow | undefined>;
    updateMint(id: string, patch: PogMintPatch, at: Date): Effect.Effect<PogMintRow>;
    mintsInProgress(): Effect.Effect<readonly PogMintRow[]>;
    mintedCards(afterTokenId: number, limit: number): Effect.Effect<readonly PogMintRow[]>;
    countMinted(): Effect.Effect<number>;
    mintTargets(userId: string): Effect.Effect<PogMintTargets>;
    /** Whether the gamer's active avatar slot holds a ready avatar. */
    hasReadyActiveAvatar(userId: string): Effect.Effect<boolean>;
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
          findMintById: (id: string) => query((db) => rows.findMintById(db, id)),
          findMintByTokenId: (tokenId: number) => query((db) => rows.findMintByTokenId(db, tokenId)),
          lockMint: (id: string) => query((db) => rows.lockMint(db, id)),
          updateMint: (id: string, patch: PogMintPatch, at: Date) =>
            query((db) => rows.updateMint(db, id, patch, at)),
          mintsInProgress: () => query((db) => rows.mintsInProgress(db)),
          mintedCards: (afterTokenId: number, limit: number) =>
            query((db) => rows.mintedCards(db, afterTokenId, limit)),
          countMinted: () => query((db) => rows.countMinted(db)),
          mintTargets: (userId: string) => query((db) => rows.mintTargets(db, userId)),
          hasReadyActiveAvatar: (userId: string) => query((db) => rows.hasReadyActiveAvatar(db, userId)),
          findLiveUser: (userId: string) => query((db) => rows.findLiveUser(db, userId)),
          readFacts: (userId: string) => query((db) => rows.readFacts(db, userId)),
        }),
      );
    }),
  );
}
