/**
 * Quests for tests: campaigns of kind `quest` made with the campaign test helper (published, live, of a demo
 * game, with slots), and the step a gamer takes before starting one: saving their identity in the game.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TaskType } from "@/domain/tasks/task-types";
import type { Db } from "@/server/db/client";
import { gamesTable } from "@/server/db/schema/games";
import { createTestCampaign, freshSlug, type TestTask } from "@/server/testing/campaigns";
import type { TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

export interface TestQuestOptions {
  /** `campaign` makes a K-Drop, to show it is no quest. */
  readonly kind?: "quest" | "campaign";
  readonly title?: string;
  /** Slug of a demo game; `null` for a quest without a game. */
  readonly game?: string | null;
  readonly lifecycle?: "DRAFT" | "PUBLISHED" | "ARCHIVED";
  /** When it starts, from now, in milliseconds (negative: already started). */
  readonly startsIn?: number;
  readonly slots?: number | null;
  readonly isPrivate?: boolean;
  readonly taskTypes?: readonly TaskType[];
}

export interface TestQuest {
  readonly id: string;
  readonly slug: string;
  readonly gameId: number | null;
  readonly taskIds: readonly string[];
}

export const gameIdOf = async (db: Db, slug: string): Promise<number> => {
  const [game] = await db.select({ id: gamesTable.id }).from(gamesTable).where(eq(gamesTable.slug, slug));
  if (game === undefined) throw new Error(`No demo game ${slug}`);
  return game.id;
};

const taskOf = (type: TaskType): TestTask =>
  type === "SHARE_REFERRAL_INVITE" ? { type, config: { requiredInvites: 1 } } : { type };

/** A live quest of Bullieverse with 100 slots and one CAPTURE_GAME_DETAILS task, unless told otherwise. */
export const createTestQuest = async (db: Db, options: TestQuestOptions = {}): Promise<TestQuest> => {
  const game = options.game === undefined ? "bullieverse" : options.game;
  const gameId = game === null ? null : await gameIdOf(db, game);
  const slug = freshSlug("test-quest");
  const { campaign, tasks } = await createTestCampaign(db, {
    kind: options.kind ?? "quest",
    slug,
    title: options.title ?? `Test quest ${slug.slice(-6)}`,
    gameId,
    lifecycle: options.lifecycle ?? "PUBLISHED",
    ...(options.startsIn === undefined ? {} : { startsAt: new Date(Date.now() + options.startsIn) }),
    isPrivate: options.isPrivate ?? false,
    slots: options.slots === undefined ? 100 : options.slots,
    tasks: (options.taskTypes ?? ["CAPTURE_GAME_DETAILS"]).map(taskOf),
  });
  return { id: campaign.id, slug: campaign.slug, gameId, taskIds: tasks.map((task) => task.id) };
};

/** Saves the gamer's identity in the game through the contract (a user name unless told otherwise). */
export const saveGameUsername = async (
  testApp: TestApp,
  session: TestSession,
  gameId: number,
  entry: { readonly loginMethod: string; readonly value: string } = {
    loginMethod: "USER_NAME",
    value: `runner${randomBytes(3).toString("hex")}`,
  },
): Promise<void> => {
  const response = await testApp.app.inject({
    method: "PUT",
    url: `/api/users/${session.userId}/games/${gameId}/username`,
    headers: session.authorization,
    payload: entry,
  });
  if (response.statusCode !== 200)
    throw new Error(`The game username was not saved: ${response.statusCode} ${response.body}`);
};
