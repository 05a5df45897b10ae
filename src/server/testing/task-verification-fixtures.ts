/**
 * Rows the task verification tests stand on, written straight into the tables: users, a game, a campaign that
 * is LIVE now, its tasks, and the context a verifier receives for one of them.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Effect, Layer } from "effect";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import type { Database as OpenDatabase, Db } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { SocialAccountRepository } from "@/server/db/repositories/social-account-repository";
import { SocialAccounts } from "@/server/services/social/social-accounts";
import type { SocialProviderClients } from "@/server/services/social/social-providers";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import { ReferralRepository } from "@/server/db/repositories/referral-repository";
import { SpecialCodeRepository } from "@/server/db/repositories/special-code-repository";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignParticipantsTable, campaignsTable, campaignTasksTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";
import { loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";
import type {
  TaskVerifier,
  VerificationContext,
  VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

const unique = (): string => randomBytes(6).toString("hex");

export const insertUser = async (
  db: Db,
  fields: Partial<typeof usersTable.$inferInsert> = {},
): Promise<string> => {
  const [row] = await db.insert(usersTable).values(fields).returning({ id: usersTable.id });
  if (row === undefined) throw new Error("Inserting a user returned no row");
  return row.id;
};

export const insertGame = async (
  db: Db,
  loginMethods: readonly string[] = ["USER_NAME"],
): Promise<number> => {
  const slug = `test-game-${unique()}`;
  const [row] = await db
    .insert(gamesTable)
    .values({
      slug,
      name: slug,
      tagline: "A game for tests",
      description: "A game for tests",
      developer: "Tests",
      loginMethods: [...loginMethods],
      coverImage: "/cover.png",
      bannerImage: "/banner.png",
      iconImage: "/icon.png",
    })
    .returning({ id: gamesTable.id });
  if (row === undefined) throw new Error("Inserting a game returned no row");
  return row.id;
};

export interface TestCampaign {
  readonly id: string;
  readonly slug: string;
  readonly gameId: number | null;
}

const DAY = 86_400_000;

/** A published campaign, LIVE from yesterday until tomorrow unless the fields say otherwise. */
export const insertCampaign = async (
  db: Db,
  fields: Partial<typeof campaignsTable.$inferInsert> = {},
): Promise<TestCampaign> => {
  const now = Date.now();
  const slug = `test-campaign-${unique()}`;
  const [row] = await db
    .insert(campaignsTable)
    .values({
      kind: "campaign",
      slug,
      title: slug,
      lifecycle: "PUBLISHED",
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
      claimEndsAt: new Date(now + 2 * DAY),
      rewardCurrency: "KCASH",
      rewardAmount: 100,
      distribution: "EVERYONE",
      ...fields,
    })
    .returning({ id: campaignsTable.id, slug: campaignsTable.slug, gameId: campaignsTable.gameId });
  if (row === undefined) throw new Error("Inserting a campaign returned no row");
  return row;
};

let nextPosition = 0;

export const insertTask = async <T extends TaskType>(
  db: Db,
  campaignId: string,
  type: T,
  config: TaskConfigs[T],
): Promise<{ readonly id: string; readonly type: T; readonly config: TaskConfigs[T] }> => {
  nextPosition += 1;
  const [row] = await db
    .insert(campaignTasksTable)
    .values({ campaignId, type, config, title: type, position: nextPosition })
    .returning({ id: campaignTasksTable.id });
  if (row === undefined) throw new Error("Inserting a task returned no row");
  return { id: row.id, type, config };
};

export const insertParticipant = async (
  db: Db,
  campaignId: string,
  userId: string,
  referredBy: string | null = null,
): Promise<void> => {
  await db.insert(campaignParticipantsTable).values({ campaignId, userId, referredBy });
};

export const contextFor = <T extends TaskType>(
  userId: string,
  campaign: TestCampaign,
  task: { readonly id: string; readonly type: T; readonly config: TaskConfigs[T] },
  input: { readonly code?: string } = {},
): VerificationContext<T> => ({ userId, campaign, task, input, now: new Date() });

/** No X or Discord configured: what verifiers of other types run with. */
const NO_SOCIAL_PROVIDERS: SocialProviderClients = {
  oauth: {},
  x: undefined,
  discord: undefined,
  discordBotToken: undefined,
  simulator: undefined,
};

/**
 * The repositories verifiers read through, the one the special codes' secret is kept in, and the linked social
 * accounts (over `social`'s providers), on `database`.
 */
export const verifierRepositories = (
  database: OpenDatabase,
  social: SocialProviderClients = NO_SOCIAL_PROVIDERS,
) => {
  const repositories = Layer.mergeAll(
    TaskFactRepository.layer,
    SpecialCodeRepository.layer,
    ReferralRepository.layer,
    GameAccountRepository.layer,
    AuthRepository.layer,
    SocialAccountRepository.layer,
  ).pipe(Layer.provideMerge(Database.layer(database)));
  return SocialAccounts.layer({ clients: social, tokenKey: undefined }).pipe(
    Layer.provideMerge(repositories),
  );
};

/**
 * Runs one verifier on the test app's database, reading through the repositories the app gives verifiers
 * (and X and Discord through `social`, when given).
 */
export const runVerifier = <T extends TaskType>(
  app: { readonly database: OpenDatabase },
  verifier: TaskVerifier<T>,
  context: VerificationContext<T>,
  social?: SocialProviderClients,
): Promise<VerificationOutcome> =>
  Effect.runPromise(
    verifier.verify(context).pipe(Effect.provide(verifierRepositories(app.database, social))),
  );

/** The server secret special codes are hashed with, as the app loads it (made the first time). */
export const specialCodeSecretOf = (app: { readonly database: OpenDatabase }): Promise<string> =>
  Effect.runPromise(loadSpecialCodeSecret.pipe(Effect.provide(verifierRepositories(app.database))));

/** The id of a game of the seeded demo catalogue. */
export const gameIdBySlug = async (db: Db, slug: string): Promise<number> => {
  const [row] = await db
    .select({ id: gamesTable.id })
    .from(gamesTable)
    .where(eq(gamesTable.slug, slug))
    .limit(1);
  if (row === undefined) throw new Error(`No game ${slug}: is the demo catalogue seeded?`);
  return row.id;
};

/** A LIVE campaign with a URI_REDIRECTION task to `url`, started by `userId`; answers its redirect path. */
export const startedRedirectTask = async (
  db: Db,
  userId: string,
  url = "https://example.com/trailer",
): Promise<{ readonly campaignId: string; readonly taskId: string; readonly path: string }> => {
  const campaign = await insertCampaign(db);
  const task = await insertTask(db, campaign.id, "URI_REDIRECTION", { url });
  await insertParticipant(db, campaign.id, userId);
  return {
    campaignId: campaign.id,
    taskId: task.id,
    path: `/api/campaigns/${campaign.id}/tasks/${task.id}/redirect`,
  };
};
