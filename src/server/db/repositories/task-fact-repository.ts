/**
 * Facts about a user that task verifiers check and Kleos itself records: the account's profile and verified
 * contacts, its clan membership, its linked identities, and clicks through the tracked redirect of URI_REDIRECTION tasks. No
 * business rules here: it answers what the rows say.
 */
import { Context, Effect, Layer } from "effect";
import { and, desc, eq, isNull } from "drizzle-orm";
import { Database } from "@/server/db/database";
import { queryMethods, type QueryMethods } from "@/server/db/query-methods";
import { traced } from "@/server/effect/traced";
import type { DbOrTransaction } from "@/server/db/client";
import { userIdentitiesTable, usersTable } from "@/server/db/schema/accounts";
import { clanMembershipsTable } from "@/server/db/schema/clans";
import {
  campaignParticipantsTable,
  campaignsTable,
  campaignTasksTable,
  taskRedirectClicksTable,
} from "@/server/db/schema/campaigns";

export interface AccountFacts {
  readonly username: string | null;
  readonly firstName: string | null;
  readonly countryCode: string | null;
  readonly phoneVerified: boolean;
  readonly emailVerified: boolean;
  /** Holds an open membership of a clan (as its Chief or a Member). */
  readonly inClan: boolean;
}

/** A task with what the redirect needs to know about its campaign. */
export interface TaskWithCampaign {
  readonly taskId: string;
  readonly type: string;
  readonly config: unknown;
  readonly active: boolean;
  readonly campaign: {
    readonly id: string;
    readonly lifecycle: string;
    readonly distribution: string;
    readonly distributionState: string;
    readonly startsAt: Date;
    readonly endsAt: Date;
    readonly claimEndsAt: Date;
  };
}

/**
 * The Drizzle functions behind TaskFactRepository; services use the tag below, and seeds and test
 * fixtures that hold a connection call them directly.
 */
export const taskFactRepository = {
  accountFacts: async (db: DbOrTransaction, userId: string): Promise<AccountFacts | undefined> => {
    const [row] = await db
      .select({
        username: usersTable.username,
        firstName: usersTable.firstName,
        countryCode: usersTable.countryCode,
        phoneVerifiedAt: usersTable.phoneVerifiedAt,
        emailVerifiedAt: usersTable.emailVerifiedAt,
      })
      .from(usersTable)
      .where(eq(usersTable.id, userId))
      .limit(1);
    if (row === undefined) return undefined;
    const [membership] = await db
      .select({ id: clanMembershipsTable.id })
      .from(clanMembershipsTable)
      .where(and(eq(clanMembershipsTable.userId, userId), isNull(clanMembershipsTable.leftAt)))
      .limit(1);
    return {
      username: row.username,
      firstName: row.firstName,
      countryCode: row.countryCode,
      phoneVerified: row.phoneVerifiedAt !== null,
      emailVerified: row.emailVerifiedAt !== null,
      inClan: membership !== undefined,
    };
  },

  /** The providers of the identities linked to the account (`google`, `telegram`, `evm`, `solana`). */
  identityProviders: async (db: DbOrTransaction, userId: string): Promise<Set<string>> => {
    const rows = await db
      .selectDistinct({ provider: userIdentitiesTable.provider })
      .from(userIdentitiesTable)
      .where(eq(userIdentitiesTable.userId, userId));
    return new Set(rows.map((row) => row.provider));
  },

  /** The addresses (`subject`) of the account's linked wallets of `provider` (`evm`: lower case), oldest first. */
  linkedWalletAddresses: async (
    db: DbOrTransaction,
    userId: string,
    provider: "evm" | "solana",
  ): Promise<string[]> =>
    (
      await db
        .select({ subject: userIdentitiesTable.subject })
        .from(userIdentitiesTable)
        .where(and(eq(userIdentitiesTable.userId, userId), eq(userIdentitiesTable.provider, provider)))
        .orderBy(userIdentitiesTable.id)
    ).map((row) => row.subject),
  /**
   * The account's latest linked identity of `provider` (`steam`: the SteamID64, `telegram`: the Telegram user
   * id), or undefined when none is linked.
   */
  linkedIdentity: async (
    db: DbOrTransaction,
    userId: string,
    provider: string,
  ): Promise<{ readonly subject: string; readonly display: string | null } | undefined> =>
    (
      await db
        .select({ subject: userIdentitiesTable.subject, display: userIdentitiesTable.display })
        .from(userIdentitiesTable)
        .where(and(eq(userIdentitiesTable.userId, userId), eq(userIdentitiesTable.provider, provider)))
        .orderBy(desc(userIdentitiesTable.id))
        .limit(1)
    )[0],

  hasRedirectClick: async (db: DbOrTransaction, taskId: string, userId: string): Promise<boolean> =>
    (
      await db
        .select({ taskId: taskRedirectClicksTable.taskId })
        .from(taskRedirectClicksTable)
        .where(and(eq(taskRedirectClicksTable.taskId, taskId), eq(taskRedirectClicksTable.userId, userId)))
        .limit(1)
    ).length > 0,

  /** Records the click once; later clicks keep the first one's time. */
  recordRedirectClick: async (db: DbOrTransaction, taskId: string, userId: string): Promise<void> => {
    await db.insert(taskRedirectClicksTable).values({ taskId, userId }).onConflictDoNothing();
  },

  findTaskWithCampaign: async (
    db: DbOrTransaction,
    campaignId: string,
    taskId: string,
  ): Promise<TaskWithCampaign | undefined> => {
    const [row] = await db
      .select({
        taskId: campaignTasksTable.id,
        type: campaignTasksTable.type,
        config: campaignTasksTable.config,
        active: campaignTasksTable.active,
        campaign: {
          id: campaignsTable.id,
          lifecycle: campaignsTable.lifecycle,
          distribution: campaignsTable.distribution,
          distributionState: campaignsTable.distributionState,
          startsAt: campaignsTable.startsAt,
          endsAt: campaignsTable.endsAt,
          claimEndsAt: campaignsTable.claimEndsAt,
        },
      })
      .from(campaignTasksTable)
      .innerJoin(campaignsTable, eq(campaignsTable.id, campaignTasksTable.campaignId))
      .where(and(eq(campaignTasksTable.id, taskId), eq(campaignTasksTable.campaignId, campaignId)))
      .limit(1);
    return row;
  },

  hasStarted: async (db: DbOrTransaction, campaignId: string, userId: string): Promise<boolean> =>
    (
      await db
        .select({ userId: campaignParticipantsTable.userId })
        .from(campaignParticipantsTable)
        .where(
          and(
            eq(campaignParticipantsTable.campaignId, campaignId),
            eq(campaignParticipantsTable.userId, userId),
          ),
        )
        .limit(1)
    ).length > 0,
};

/** The repository as a service: every method runs through `Database.query` (joining the caller's transaction). */
export class TaskFactRepository extends Context.Service<
  TaskFactRepository,
  QueryMethods<typeof taskFactRepository>
>()("kleos/server/db/repositories/TaskFactRepository") {
  static readonly layer = Layer.effect(
    TaskFactRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return TaskFactRepository.of(traced("TaskFactRepository", queryMethods(query, taskFactRepository)));
    }),
  );
}
