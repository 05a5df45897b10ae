/**
 * The admins' campaign tools: search by title, create a draft with its tasks, change it (a published campaign
 * only in the ways gamers cannot be wronged by: texts, images, featured, a later end, tasks switched off), publish
 * it (a raffle commits to its seed's hash), archive it, and hand out special codes. Task configurations are
 * checked against their type's schema (src/domain/tasks/task-config-schemas.ts) before anything is stored.
 */
import { Context, Effect, Layer, Result } from "effect";
import type { components } from "#generated/api";
import {
  checkDates,
  defaultClaimEndsAt,
  distributionOf,
  type RuleBreach,
} from "@/domain/campaigns/campaign-rules";
import type { DistributionConfig } from "@/domain/campaigns/campaign-lifecycle";
import {
  CampaignArchived,
  CampaignConfigInvalid,
  CampaignNotFound,
  CampaignPublishedLocked,
  CampaignSlugTaken,
  CampaignTaskNotFound,
} from "@/domain/errors/campaign-errors";
import { validationFailed, type ValidationFailed } from "@/domain/errors/validation-errors";
import { taskConfigSchemaOf } from "@/domain/tasks/task-config-schemas";
import { validate } from "@/domain/validation/validate";
import type { Db, DbOrTransaction } from "@/server/db/client";
import {
  campaignRepository,
  type CampaignListing,
  type CampaignRow,
  type CampaignTaskRow,
  type NewCampaignRow,
} from "@/server/db/repositories/campaign-repository";
import { specialCodeRepository } from "@/server/db/repositories/special-code-repository";
import { adminViewOf, type AdminCampaignView } from "@/server/services/campaigns/campaign-views";
import { newRaffleSeed, raffleSeedHash } from "@/server/services/campaigns/raffle";
import { hashSpecialCode, loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";

export type CampaignInput = components["schemas"]["CampaignInput"];
export type CampaignChanges = components["schemas"]["CampaignChanges"];
type TaskInput = components["schemas"]["TaskInput"] | components["schemas"]["TaskChange"];

export interface AdminCampaignPageView {
  readonly items: readonly AdminCampaignView[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface SpecialCodesView {
  readonly taskId: string;
  readonly added: number;
  readonly skipped: number;
  readonly total: number;
}

type WriteErrors = ValidationFailed | CampaignConfigInvalid | CampaignSlugTaken;
type ChangeErrors =
  WriteErrors | CampaignNotFound | CampaignTaskNotFound | CampaignPublishedLocked | CampaignArchived;

/** A task as it will be stored: its config decoded by its type's schema. */
interface CheckedTask {
  readonly id?: string;
  readonly type: TaskInput["type"];
  readonly title: string;
  readonly description: string;
  readonly config: unknown;
  readonly active: boolean;
  readonly points: number;
}

const breach = (found: RuleBreach | undefined): void => {
  if (found !== undefined) throw new CampaignConfigInvalid(found);
};

const checkTasks = async (db: DbOrTransaction, tasks: readonly TaskInput[]): Promise<CheckedTask[]> => {
  const checked: CheckedTask[] = [];
  for (const [index, task] of tasks.entries()) {
    const decoded = validate(taskConfigSchemaOf(task.type), task.config ?? {});
    if (Result.isFailure(decoded)) throw validationFailed(`tasks.${index}.config`, decoded.failure);
    const config: unknown = decoded.success;
    if (task.type === "GAME_API_VALIDATION") {
      const { partnerId } = config as { readonly partnerId: string };
      if (!(await campaignRepository.partnerExists(db, partnerId)))
        throw new CampaignConfigInvalid({
          field: `tasks.${index}.config.partnerId`,
          reason: "PARTNER_UNKNOWN",
        });
    }
    checked.push({
      ...("id" in task && task.id !== undefined ? { id: task.id } : {}),
      type: task.type,
      title: task.title,
      description: task.description ?? "",
      config,
      active: task.active ?? true,
      points: task.points ?? 0,
    });
  }
  return checked;
};

const checkGame = async (db: DbOrTransaction, gameId: number | null | undefined): Promise<void> => {
  if (gameId !== null && gameId !== undefined && !(await campaignRepository.gameExists(db, gameId)))
    throw new CampaignConfigInvalid({ field: "gameId", reason: "GAME_UNKNOWN" });
};

const checkedDistribution = (
  distribution: CampaignInput["distribution"],
  rewardAmount: number,
): DistributionConfig => {
  const result = distributionOf(distribution, rewardAmount);
  if ("breach" in result) throw new CampaignConfigInvalid(result.breach);
  return result.config;
};

/** What `distribution_config` stores: the method's setting only (the method has its own column). */
const storedSetting = (config: DistributionConfig): Record<string, unknown> => {
  const { method: _method, ...setting } = config;
  return setting;
};

const viewOf = async (db: DbOrTransaction, listing: CampaignListing): Promise<AdminCampaignView> => {
  const tasks = await campaignRepository.tasksOf(db, [listing.campaign.id]);
  const codes = await campaignRepository.specialCodeCounts(
    db,
    tasks.filter((task) => task.type === "SPECIAL_CODE").map((task) => task.id),
  );
  return adminViewOf(listing, tasks, codes);
};

const listingOf = async (db: DbOrTransaction, ref: string, now: Date): Promise<CampaignListing> => {
  const listing = await campaignRepository.findListing(db, ref, now);
  if (listing === undefined) throw new CampaignNotFound({ campaignId: ref });
  return listing;
};

const taskRowsOf = (tasks: readonly CheckedTask[]) =>
  tasks.map((task) => ({
    ...(task.id === undefined ? {} : { id: task.id }),
    type: task.type,
    title: task.title,
    description: task.description,
    config: task.config,
    active: task.active,
    points: task.points,
  }));

export const searchCampaigns = async (
  db: Db,
  query: {
    readonly title?: string;
    readonly kind?: "campaign" | "quest";
    readonly pageOffset?: number;
    readonly pageLimit?: number;
  },
): Promise<AdminCampaignPageView> => {
  const pageOffset = query.pageOffset ?? 0;
  const pageLimit = query.pageLimit ?? 20;
  const now = new Date();
  const { listings, total } = await campaignRepository.search(
    db,
    {
      kind: query.kind,
      status: undefined,
      featured: undefined,
      upcoming: undefined,
      continent: undefined,
      country: undefined,
      includePrivate: true,
      includeUnpublished: true,
      title: query.title,
    },
    now,
    pageOffset,
    pageLimit,
  );
  const tasks = await campaignRepository.tasksOf(
    db,
    listings.map((listing) => listing.campaign.id),
  );
  const codes = await campaignRepository.specialCodeCounts(
    db,
    tasks.filter((task) => task.type === "SPECIAL_CODE").map((task) => task.id),
  );
  return {
    items: listings.map((listing) =>
      adminViewOf(
        listing,
        tasks.filter((task) => task.campaignId === listing.campaign.id),
        codes,
      ),
    ),
    page: { pageOffset, pageLimit, total },
  };
};

export const createCampaign = async (
  db: Db,
  adminId: string,
  input: CampaignInput,
): Promise<AdminCampaignView> => {
  const distribution = checkedDistribution(input.distribution, input.reward.amount);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const claimEndsAt = new Date(
    input.claimEndsAt ?? defaultClaimEndsAt(distribution.method, endsAt.getTime()),
  );
  breach(
    checkDates({
      startsAt: startsAt.getTime(),
      endsAt: endsAt.getTime(),
      claimEndsAt: claimEndsAt.getTime(),
    }),
  );
  await checkGame(db, input.gameId);
  const tasks = await checkTasks(db, input.tasks ?? []);
  const row: NewCampaignRow = {
    kind: input.kind ?? "campaign",
    slug: input.slug,
    title: input.title,
    description: input.description ?? "",
    gameId: input.gameId ?? null,
    lifecycle: "DRAFT",
    startsAt,
    endsAt,
    claimEndsAt,
    featured: input.featured ?? false,
    isPrivate: input.isPrivate ?? false,
    applicableContinents: input.applicableContinents ?? [],
    applicableCountries: input.applicableCountries ?? [],
    rewardCurrency: input.reward.currency,
    rewardAmount: input.reward.amount,
    distribution: distribution.method,
    distributionConfig: storedSetting(distribution),
    slots: input.slots ?? null,
    bannerImage: input.bannerImage ?? "",
    createdBy: adminId,
  };
  const id = await db.transaction(async (tx) => {
    const inserted = await campaignRepository.insert(tx, row);
    if (inserted === undefined) throw new CampaignSlugTaken({ slug: input.slug });
    await campaignRepository.replaceTasks(tx, inserted.id, taskRowsOf(tasks));
    return inserted.id;
  });
  return viewOf(db, await listingOf(db, id, new Date()));
};

const sameArray = (left: readonly unknown[], right: readonly unknown[]): boolean =>
  left.length === right.length && left.every((item, index) => item === right[index]);

const sameJson = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);

/**
 * The fields of `changes` a published campaign cannot take: everything but texts, images, featured, a later
 * end and tasks whose only changes are their texts and whether they are active. A field sent unchanged is fine.
 */
const lockedFields = (
  campaign: CampaignRow,
  tasks: readonly CampaignTaskRow[],
  changes: CampaignChanges,
  checkedTasks: readonly CheckedTask[] | undefined,
): string[] => {
  const locked: string[] = [];
  const drawing = campaign.distributionState !== "PENDING";
  const differs: {
    readonly [K in keyof CampaignChanges]-?: (value: NonNullable<CampaignChanges[K]>) => boolean;
  } = {
    slug: (slug) => slug !== campaign.slug,
    title: () => false,
    description: () => false,
    bannerImage: () => false,
    featured: () => false,
    gameId: (gameId) => gameId !== campaign.gameId,
    startsAt: (startsAt) => new Date(startsAt).getTime() !== campaign.startsAt.getTime(),
    endsAt: (endsAt) => {
      const time = new Date(endsAt).getTime();
      return time !== campaign.endsAt.getTime() && (drawing || time < campaign.endsAt.getTime());
    },
    claimEndsAt: (claimEndsAt) => {
      const time = new Date(claimEndsAt).getTime();
      return time !== campaign.claimEndsAt.getTime() && (drawing || time < campaign.claimEndsAt.getTime());
    },
    isPrivate: (isPrivate) => isPrivate !== campaign.isPrivate,
    applicableContinents: (continents) => !sameArray(continents, campaign.applicableContinents),
    applicableCountries: (countries) => !sameArray(countries, campaign.applicableCountries),
    reward: (reward) =>
      reward.currency !== campaign.rewardCurrency || reward.amount !== campaign.rewardAmount,
    distribution: (distribution) => {
      const result = distributionOf(distribution, campaign.rewardAmount);
      return (
        "breach" in result ||
        result.config.method !== campaign.distribution ||
        !sameJson(storedSetting(result.config), campaign.distributionConfig)
      );
    },
    slots: (slots) => slots !== campaign.slots,
    tasks: () =>
      checkedTasks === undefined ||
      checkedTasks.length !== tasks.length ||
      checkedTasks.some((task, index) => {
        const current = tasks[index];
        return (
          current === undefined ||
          task.id !== current.id ||
          task.type !== current.type ||
          task.points !== current.points ||
          !sameJson(task.config, current.config)
        );
      }),
  };
  for (const key of Object.keys(changes) as (keyof CampaignChanges)[]) {
    const value = changes[key];
    if (value === undefined) continue;
    const check = differs[key] as (value: unknown) => boolean;
    if (check(value)) locked.push(key);
  }
  return locked;
};

export const updateCampaign = async (
  db: Db,
  ref: string,
  changes: CampaignChanges,
): Promise<AdminCampaignView> => {
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const { campaign: found } = await listingOf(tx, ref, now);
    const locked = await campaignRepository.findForUpdate(tx, found.id, now);
    if (locked === undefined) throw new CampaignNotFound({ campaignId: ref });
    const { campaign } = locked;
    if (campaign.lifecycle === "ARCHIVED") throw new CampaignArchived({ campaignId: campaign.id });
    const tasks = await campaignRepository.tasksOf(tx, [campaign.id]);
    const checkedTasks = changes.tasks === undefined ? undefined : await checkTasks(tx, changes.tasks);
    for (const task of checkedTasks ?? [])
      if (task.id !== undefined && !tasks.some((current) => current.id === task.id))
        throw new CampaignTaskNotFound({ campaignId: campaign.id, taskId: task.id });

    if (campaign.lifecycle === "PUBLISHED") {
      const refused = lockedFields(campaign, tasks, changes, checkedTasks);
      if (refused.length > 0) throw new CampaignPublishedLocked({ campaignId: campaign.id, fields: refused });
    }

    const rewardAmount = changes.reward?.amount ?? campaign.rewardAmount;
    const distribution =
      changes.distribution === undefined && changes.reward === undefined
        ? undefined
        : checkedDistribution(
            changes.distribution ?? {
              method: campaign.distribution as CampaignInput["distribution"]["method"],
              ...(campaign.distributionConfig as object),
            },
            rewardAmount,
          );
    const dates = {
      startsAt: changes.startsAt === undefined ? campaign.startsAt : new Date(changes.startsAt),
      endsAt: changes.endsAt === undefined ? campaign.endsAt : new Date(changes.endsAt),
      claimEndsAt: changes.claimEndsAt === undefined ? campaign.claimEndsAt : new Date(changes.claimEndsAt),
    };
    breach(
      checkDates({
        startsAt: dates.startsAt.getTime(),
        endsAt: dates.endsAt.getTime(),
        claimEndsAt: dates.claimEndsAt.getTime(),
      }),
    );
    if (changes.gameId !== undefined) await checkGame(tx, changes.gameId);
    if (changes.slug !== undefined && (await campaignRepository.slugTaken(tx, changes.slug, campaign.id)))
      throw new CampaignSlugTaken({ slug: changes.slug });

    const row: Partial<NewCampaignRow> = {
      ...(changes.slug === undefined ? {} : { slug: changes.slug }),
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.gameId === undefined ? {} : { gameId: changes.gameId }),
      ...dates,
      ...(changes.featured === undefined ? {} : { featured: changes.featured }),
      ...(changes.isPrivate === undefined ? {} : { isPrivate: changes.isPrivate }),
      ...(changes.applicableContinents === undefined
        ? {}
        : { applicableContinents: changes.applicableContinents }),
      ...(changes.applicableCountries === undefined
        ? {}
        : { applicableCountries: changes.applicableCountries }),
      ...(changes.reward === undefined
        ? {}
        : { rewardCurrency: changes.reward.currency, rewardAmount: changes.reward.amount }),
      ...(distribution === undefined
        ? {}
        : { distribution: distribution.method, distributionConfig: storedSetting(distribution) }),
      ...(changes.slots === undefined ? {} : { slots: changes.slots }),
      ...(changes.bannerImage === undefined ? {} : { bannerImage: changes.bannerImage }),
    };
    await campaignRepository.update(tx, campaign.id, row);
    if (checkedTasks !== undefined)
      await campaignRepository.replaceTasks(tx, campaign.id, taskRowsOf(checkedTasks));
    return campaign.id;
  });
  return viewOf(db, await listingOf(db, id, new Date()));
};

/** One campaign as the admin page edits it, whatever its lifecycle. */
export const getAdminCampaign = async (db: Db, ref: string): Promise<AdminCampaignView> =>
  viewOf(db, await listingOf(db, ref, new Date()));

/** DRAFT → PUBLISHED with at least one task; a raffle's seed is drawn now and only its hash is shown. */
export const publishCampaign = async (db: Db, ref: string): Promise<AdminCampaignView> => {
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const { campaign: found } = await listingOf(tx, ref, now);
    const locked = await campaignRepository.findForUpdate(tx, found.id, now);
    if (locked === undefined) throw new CampaignNotFound({ campaignId: ref });
    const { campaign } = locked;
    if (campaign.lifecycle === "ARCHIVED") throw new CampaignArchived({ campaignId: campaign.id });
    if (campaign.lifecycle === "PUBLISHED") return campaign.id;
    const tasks = await campaignRepository.tasksOf(tx, [campaign.id]);
    if (tasks.length === 0) throw new CampaignConfigInvalid({ field: "tasks", reason: "NO_TASKS" });
    const seed = campaign.distribution === "RAFFLE" ? newRaffleSeed() : undefined;
    await campaignRepository.update(tx, campaign.id, {
      lifecycle: "PUBLISHED",
      publishedAt: now,
      ...(seed === undefined ? {} : { raffleSeed: seed, raffleSeedHash: raffleSeedHash(seed) }),
    });
    return campaign.id;
  });
  return viewOf(db, await listingOf(db, id, new Date()));
};

export const archiveCampaign = async (db: Db, ref: string): Promise<AdminCampaignView> => {
  const { campaign } = await listingOf(db, ref, new Date());
  if (campaign.lifecycle !== "ARCHIVED")
    await campaignRepository.update(db, campaign.id, { lifecycle: "ARCHIVED" });
  return viewOf(db, await listingOf(db, campaign.id, new Date()));
};

export const addSpecialCodes = async (
  db: Db,
  ref: string,
  taskId: string,
  request: { readonly codes: readonly string[]; readonly useLimit: number },
): Promise<SpecialCodesView> => {
  const { campaign } = await listingOf(db, ref, new Date());
  const task = await campaignRepository.findTask(db, campaign.id, taskId);
  if (task === undefined) throw new CampaignTaskNotFound({ campaignId: campaign.id, taskId });
  if (task.type !== "SPECIAL_CODE")
    throw new CampaignConfigInvalid({ field: "taskId", reason: "NOT_A_SPECIAL_CODE_TASK" });
  const secret = await loadSpecialCodeSecret(db);
  const hashes = [...new Set(request.codes.map((code) => hashSpecialCode(secret, code)))];
  const added = await specialCodeRepository.insertMany(
    db,
    task.id,
    hashes.map((codeHash) => ({ codeHash, useLimit: request.useLimit })),
  );
  const total = (await campaignRepository.specialCodeCounts(db, [task.id])).get(task.id) ?? 0;
  return { taskId: task.id, added, skipped: request.codes.length - added, total };
};

export class CampaignAdmin extends Context.Service<
  CampaignAdmin,
  {
    searchCampaignsByTitle(
      query: Parameters<typeof searchCampaigns>[1],
    ): Effect.Effect<AdminCampaignPageView>;
    getAdminCampaign(ref: string): Effect.Effect<AdminCampaignView, CampaignNotFound>;
    createCampaign(adminId: string, input: CampaignInput): Effect.Effect<AdminCampaignView, WriteErrors>;
    updateCampaign(ref: string, changes: CampaignChanges): Effect.Effect<AdminCampaignView, ChangeErrors>;
    publishCampaign(
      ref: string,
    ): Effect.Effect<AdminCampaignView, CampaignNotFound | CampaignArchived | CampaignConfigInvalid>;
    archiveCampaign(ref: string): Effect.Effect<AdminCampaignView, CampaignNotFound>;
    addSpecialCodes(
      ref: string,
      taskId: string,
      request: { readonly codes: readonly string[]; readonly useLimit: number },
    ): Effect.Effect<SpecialCodesView, CampaignNotFound | CampaignTaskNotFound | CampaignConfigInvalid>;
  }
>()("kleos/server/services/campaigns/CampaignAdmin") {
  static readonly layer = Layer.effect(
    CampaignAdmin,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return CampaignAdmin.of({
        searchCampaignsByTitle: (query) => Effect.promise(() => searchCampaigns(db, query)),
        getAdminCampaign: (ref) =>
          attempt<AdminCampaignView, CampaignNotFound>(() => getAdminCampaign(db, ref)),
        createCampaign: (adminId, input) =>
          attempt<AdminCampaignView, WriteErrors>(() => createCampaign(db, adminId, input)),
        updateCampaign: (ref, changes) =>
          attempt<AdminCampaignView, ChangeErrors>(() => updateCampaign(db, ref, changes)),
        publishCampaign: (ref) =>
          attempt<AdminCampaignView, CampaignNotFound | CampaignArchived | CampaignConfigInvalid>(() =>
            publishCampaign(db, ref),
          ),
        archiveCampaign: (ref) =>
          attempt<AdminCampaignView, CampaignNotFound>(() => archiveCampaign(db, ref)),
        addSpecialCodes: (ref, taskId, request) =>
          attempt<SpecialCodesView, CampaignNotFound | CampaignTaskNotFound | CampaignConfigInvalid>(() =>
            addSpecialCodes(db, ref, taskId, request),
          ),
      });
    }),
  );
}
