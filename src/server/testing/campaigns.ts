/**
 * Campaigns for tests, written straight into the tables through the campaign repository (no admin needed):
 * by default a published K-Drop, live since an hour ago for a week, paying 100 K-Points to everyone who
 * completes its one task (INTERNAL_API_VALIDATION: a verified phone, which a gamer signed in by phone has).
 * Every field can be overridden; `tasks` replaces the task list. Also: signing in as an admin.
 */
import { randomBytes } from "node:crypto";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import type { Db } from "@/server/db/client";
import {
  campaignRepository,
  type CampaignRow,
  type CampaignTaskRow,
  type NewCampaignRow,
} from "@/server/db/repositories/campaign-repository";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { newRaffleSeed, raffleSeedHash } from "@/domain/campaigns/raffle";
import { sessionByEmail, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface TestTask<T extends TaskType = TaskType> {
  readonly type: T;
  readonly title?: string;
  readonly description?: string;
  readonly config?: TaskConfigs[T];
  readonly active?: boolean;
  readonly points?: number;
}

export interface TestCampaignOverrides extends Partial<Omit<NewCampaignRow, "id">> {
  readonly tasks?: readonly TestTask[];
}

export interface TestCampaign {
  readonly campaign: CampaignRow;
  /** In order of position. */
  readonly tasks: readonly CampaignTaskRow[];
}

let nextCampaign = 0;

/** A slug no other test campaign has. */
export const freshSlug = (prefix = "test-drop"): string => {
  nextCampaign += 1;
  return `${prefix}-${nextCampaign}-${randomBytes(3).toString("hex")}`;
};

export const PHONE_TASK: TestTask<"INTERNAL_API_VALIDATION"> = {
  type: "INTERNAL_API_VALIDATION",
  title: "Verify your phone",
  config: { fact: "PHONE_VERIFIED" },
};

export const EMAIL_TASK: TestTask<"INTERNAL_API_VALIDATION"> = {
  type: "INTERNAL_API_VALIDATION",
  title: "Verify your e-mail",
  config: { fact: "EMAIL_VERIFIED" },
};

const dbOf = (target: TestApp | Db): Db => ("database" in target ? target.database.db : target);

/** Inserts a campaign and its tasks (published, live, EVERYONE, 100 K-Points, one phone task by default). */
export const createTestCampaign = async (
  target: TestApp | Db,
  overrides: TestCampaignOverrides = {},
): Promise<TestCampaign> => {
  const db = dbOf(target);
  const now = Date.now();
  const { tasks = [PHONE_TASK], ...fields } = overrides;
  const endsAt = fields.endsAt ?? new Date(now + 7 * DAY);
  const distribution = fields.distribution ?? "EVERYONE";
  const lifecycle = fields.lifecycle ?? "PUBLISHED";
  const seed = distribution === "RAFFLE" && lifecycle !== "DRAFT" ? newRaffleSeed() : undefined;
  const inserted = await campaignRepository.insert(db, {
    kind: "campaign",
    slug: freshSlug(),
    title: "Test drop",
    description: "A campaign made by a test.",
    lifecycle,
    startsAt: new Date(now - HOUR),
    endsAt,
    claimEndsAt: new Date(endsAt.getTime() + 7 * DAY),
    rewardCurrency: "KPOINTS",
    rewardAmount: 100,
    distribution,
    distributionConfig:
      distribution === "FCFS"
        ? { cap: 10 }
        : distribution === "RAFFLE"
          ? { winners: 3 }
          : distribution === "LEADERBOARD"
            ? { tiers: [{ fromRank: 1, toRank: 3, amount: 500 }] }
            : {},
    publishedAt: lifecycle === "PUBLISHED" ? new Date(now - DAY) : null,
    ...(seed === undefined ? {} : { raffleSeed: seed, raffleSeedHash: raffleSeedHash(seed) }),
    ...fields,
  });
  if (inserted === undefined) throw new Error(`A test campaign's slug was taken: ${fields.slug ?? ""}`);
  await campaignRepository.replaceTasks(
    db,
    inserted.id,
    tasks.map((task, index) => ({
      type: task.type,
      title: task.title ?? `Task ${index + 1}`,
      description: task.description ?? "",
      config: task.config ?? {},
      active: task.active ?? true,
      points: task.points ?? 10,
    })),
  );
  return { campaign: inserted, tasks: await campaignRepository.tasksOf(db, [inserted.id]) };
};

/** Signs a fresh user in by phone and gives the account the admin role. */
export const signInAsAdmin = async (testApp: TestApp): Promise<TestSession> => {
  const session = await sessionByEmail(testApp);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};
