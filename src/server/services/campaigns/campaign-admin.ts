/**
 * The admins' campaign tools: search by title, create a draft with its tasks, change it (a published campaign
 * only in the ways gamers cannot be wronged by: texts, images, featured, a later end, tasks switched off), publish
 * it (a raffle commits to its seed's hash), archive it, and hand out special codes. Task configurations are
 * checked against their type's schema (src/domain/tasks/task-config-schemas.ts) before anything is stored.
 */
import { Clock, Context, Effect, Layer, Result } from "effect";
import type { components } from "#generated/api";
import {
  checkDates,
  defaultClaimEndsAt,
  distributionOf,
  endDateMoveAllowed,
  isEditableWhenPublished,
  PUBLISHED_EDITABLE_TASK_FIELDS,
  type RuleBreach,
} from "@/domain/campaigns/campaign-rules";
import type { DistributionConfig, DistributionState } from "@/domain/campaigns/campaign-lifecycle";
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
import { Database } from "@/server/db/database";
import {
  CampaignRepository,
  type CampaignFilter,
  type CampaignListing,
  type CampaignRow,
  type CampaignTaskRow,
  type NewCampaignRow,
} from "@/server/db/repositories/campaign-repository";
import { SpecialCodeRepository } from "@/server/db/repositories/special-code-repository";
import { traced } from "@/server/effect/traced";
import { adminViewOf, type AdminCampaignView } from "@/server/services/campaigns/campaign-views";
import { newRaffleSeed, raffleSeedHash } from "@/domain/campaigns/raffle";
import { hashSpecialCode, loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";

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

export interface CampaignSearch {
  readonly title?: string;
  readonly kind?: "campaign" | "quest";
  readonly pageOffset?: number;
  readonly pageLimit?: number;
}

type WriteErrors = ValidationFailed | CampaignConfigInvalid | CampaignSlugTaken;
type ChangeErrors =
  WriteErrors | CampaignNotFound | CampaignTaskNotFound | CampaignPublishedLocked | CampaignArchived;

type NewSpecialCodes = NonNullable<TaskInput["specialCodes"]>;

/** A task as it will be stored: its config decoded by its type's schema. */
interface CheckedTask {
  readonly id?: string;
  readonly type: TaskInput["type"];
  readonly title: string;
  readonly description: string;
  readonly config: unknown;
  readonly active: boolean;
  readonly points: number;
  /** SPECIAL_CODE tasks: codes to add once the task is saved; never stored as typed. */
  readonly specialCodes?: NewSpecialCodes;
}

const breach = (found: RuleBreach | undefined): Effect.Effect<void, CampaignConfigInvalid> =>
  found === undefined ? Effect.void : Effect.fail(new CampaignConfigInvalid(found));

const checkedDistribution = (
  distribution: CampaignInput["distribution"],
  rewardAmount: number,
): Effect.Effect<DistributionConfig, CampaignConfigInvalid> => {
  const result = distributionOf(distribution, rewardAmount);
  return "breach" in result
    ? Effect.fail(new CampaignConfigInvalid(result.breach))
    : Effect.succeed(result.config);
};

/** What `distribution_config` stores: the method's setting only (the method has its own column). */
const storedSetting = (config: DistributionConfig): Record<string, unknown> => {
  const { method: _method, ...setting } = config;
  return setting;
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

const sameArray = (left: readonly unknown[], right: readonly unknown[]): boolean =>
  left.length === right.length && left.every((item, index) => item === right[index]);

const sameJson = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);

/** Whether a task's fields that stay fixed once published (all but the domain's editable ones) differ. */
const taskFixedFieldsDiffer = (task: CheckedTask, current: CampaignTaskRow): boolean => {
  const editable: readonly string[] = PUBLISHED_EDITABLE_TASK_FIELDS;
  const differs: { readonly [K in Exclude<keyof CheckedTask, "specialCodes">]-?: () => boolean } = {
    id: () => task.id !== current.id,
    type: () => task.type !== current.type,
    title: () => task.title !== current.title,
    description: () => task.description !== current.description,
    config: () => !sameJson(task.config, current.config),
    active: () => task.active !== current.active,
    points: () => task.points !== current.points,
  };
  return (Object.keys(differs) as (keyof typeof differs)[]).some(
    (field) => !editable.includes(field) && differs[field](),
  );
};

/**
 * The fields of `changes` a published campaign cannot take, by the domain's rule (`isEditableWhenPublished`):
 * a field it leaves editable is refused only when an end date moves earlier; any other field only when its
 * value differs from the saved one (a field sent unchanged is fine).
 */
const lockedFields = (
  campaign: CampaignRow,
  tasks: readonly CampaignTaskRow[],
  changes: CampaignChanges,
  checkedTasks: readonly CheckedTask[] | undefined,
): string[] => {
  const laterEnd = (saved: Date) => (next: string) =>
    endDateMoveAllowed(saved.getTime(), new Date(next).getTime());
  const allowedChange: { readonly [K in "endsAt" | "claimEndsAt"]: (value: string) => boolean } = {
    endsAt: laterEnd(campaign.endsAt),
    claimEndsAt: laterEnd(campaign.claimEndsAt),
  };
  const differs: {
    readonly [K in keyof CampaignChanges]-?: (value: NonNullable<CampaignChanges[K]>) => boolean;
  } = {
    slug: (slug) => slug !== campaign.slug,
    title: (title) => title !== campaign.title,
    description: (description) => description !== campaign.description,
    bannerImage: (bannerImage) => bannerImage !== campaign.bannerImage,
    featured: (featured) => featured !== campaign.featured,
    gameId: (gameId) => gameId !== campaign.gameId,
    startsAt: (startsAt) => new Date(startsAt).getTime() !== campaign.startsAt.getTime(),
    endsAt: (endsAt) => new Date(endsAt).getTime() !== campaign.endsAt.getTime(),
    claimEndsAt: (claimEndsAt) => new Date(claimEndsAt).getTime() !== campaign.claimEndsAt.getTime(),
    isPrivate: (isPrivate) => isPrivate !== campaign.isPrivate,
    recheckAtClaim: (recheckAtClaim) => recheckAtClaim !== campaign.recheckAtClaim,
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
        return current === undefined || taskFixedFieldsDiffer(task, current);
      }),
  };
  const state = campaign.distributionState as DistributionState;
  const locked: string[] = [];
  for (const key of Object.keys(changes) as (keyof CampaignChanges)[]) {
    const value = changes[key];
    if (value === undefined) continue;
    const check = differs[key] as (value: unknown) => boolean;
    if (!check(value)) continue;
    if (!isEditableWhenPublished(key, state)) locked.push(key);
    else if ((key === "endsAt" || key === "claimEndsAt") && !allowedChange[key](value as string))
      locked.push(key);
  }
  return locked;
};

export class CampaignAdmin extends Context.Service<
  CampaignAdmin,
  {
    searchCampaignsByTitle(query: CampaignSearch): Effect.Effect<AdminCampaignPageView>;
    getAdminCampaign(ref: string): Effect.Effect<AdminCampaignView, CampaignNotFound>;
    createCampaign(adminId: string, input: CampaignInput): Effect.Effect<AdminCampaignView, WriteErrors>;
    updateCampaign(ref: string, changes: CampaignChanges): Effect.Effect<AdminCampaignView, ChangeErrors>;
    /** DRAFT → PUBLISHED with at least one task; a raffle's seed is drawn now and only its hash is shown. */
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
      const { transaction } = yield* Database;
      const campaigns = yield* CampaignRepository;
      const specialCodes = yield* SpecialCodeRepository;
      const specialCodeSecret = yield* loadSpecialCodeSecret;
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis));

      const checkTasks = (tasks: readonly TaskInput[]) =>
        Effect.forEach(tasks, (task, index) =>
          Effect.gen(function* () {
            const decoded = validate(taskConfigSchemaOf(task.type), task.config ?? {});
            if (Result.isFailure(decoded))
              return yield* validationFailed(`tasks.${index}.config`, decoded.failure);
            const config: unknown = decoded.success;
            if (task.specialCodes !== undefined && task.type !== "SPECIAL_CODE")
              return yield* new CampaignConfigInvalid({
                field: `tasks.${index}.specialCodes`,
                reason: "NOT_A_SPECIAL_CODE_TASK",
              });
            if (task.type === "GAME_API_VALIDATION") {
              const { partnerId } = config as { readonly partnerId: string };
              if (!(yield* campaigns.partnerExists(partnerId)))
                return yield* new CampaignConfigInvalid({
                  field: `tasks.${index}.config.partnerId`,
                  reason: "PARTNER_UNKNOWN",
                });
            }
            return {
              ...("id" in task && task.id !== undefined ? { id: task.id } : {}),
              type: task.type,
              title: task.title,
              description: task.description ?? "",
              config,
              active: task.active ?? true,
              points: task.points ?? 0,
              ...(task.specialCodes === undefined ? {} : { specialCodes: task.specialCodes }),
            } satisfies CheckedTask;
          }),
        );

      const checkGame = (gameId: number | null | undefined) =>
        Effect.gen(function* () {
          if (gameId !== null && gameId !== undefined && !(yield* campaigns.gameExists(gameId)))
            return yield* new CampaignConfigInvalid({ field: "gameId", reason: "GAME_UNKNOWN" });
        });

      const listingOf = (ref: string) =>
        Effect.gen(function* () {
          const listing = yield* campaigns.findListing(ref, yield* now);
          if (listing === undefined) return yield* new CampaignNotFound({ campaignId: ref });
          return listing;
        });

      const viewOf = (listing: CampaignListing) =>
        Effect.gen(function* () {
          const tasks = yield* campaigns.tasksOf([listing.campaign.id]);
          const codes = yield* campaigns.specialCodeCounts(
            tasks.filter((task) => task.type === "SPECIAL_CODE").map((task) => task.id),
          );
          return adminViewOf(listing, tasks, codes);
        });

      /** The campaign `ref` names, locked for update until the transaction ends; archived ones change no more. */
      const lockForChange = (ref: string) =>
        Effect.gen(function* () {
          const { campaign: found } = yield* listingOf(ref);
          const locked = yield* campaigns.findForUpdate(found.id, yield* now);
          if (locked === undefined) return yield* new CampaignNotFound({ campaignId: ref });
          if (locked.campaign.lifecycle === "ARCHIVED")
            return yield* new CampaignArchived({ campaignId: locked.campaign.id });
          return locked.campaign;
        });

      /** Adds `request`'s codes (hashed) to a task; answers how many were new and how many it holds now. */
      const insertCodes = (
        taskId: string,
        request: { readonly codes: readonly string[]; readonly useLimit: number },
      ) =>
        Effect.gen(function* () {
          const hashes = [...new Set(request.codes.map((code) => hashSpecialCode(specialCodeSecret, code)))];
          const added = yield* specialCodes.insertMany(
            taskId,
            hashes.map((codeHash) => ({ codeHash, useLimit: request.useLimit })),
          );
          const total = (yield* campaigns.specialCodeCounts([taskId])).get(taskId) ?? 0;
          return { added, total };
        });

      /** Saves the tasks in their order, then the codes that came with SPECIAL_CODE tasks, to the saved ids. */
      const saveTasks = (campaignId: string, tasks: readonly CheckedTask[]) =>
        Effect.gen(function* () {
          const ids = yield* campaigns.replaceTasks(campaignId, taskRowsOf(tasks));
          for (const [index, task] of tasks.entries()) {
            const id = ids[index];
            if (task.specialCodes !== undefined && id !== undefined)
              yield* insertCodes(id, task.specialCodes);
          }
        });

      /** The campaign as saved, read after the change's transaction. */
      const savedView = (id: string) => Effect.flatMap(listingOf(id), viewOf).pipe(Effect.orDie);

      return CampaignAdmin.of(
        traced("CampaignAdmin", {
          searchCampaignsByTitle: (search: CampaignSearch) =>
            Effect.gen(function* () {
              const pageOffset = search.pageOffset ?? 0;
              const pageLimit = search.pageLimit ?? 20;
              const filter: CampaignFilter = {
                kind: search.kind,
                status: undefined,
                featured: undefined,
                upcoming: undefined,
                continent: undefined,
                country: undefined,
                includePrivate: true,
                includeUnpublished: true,
                title: search.title,
              };
              const { listings, total } = yield* campaigns.search(filter, yield* now, pageOffset, pageLimit);
              const tasks = yield* campaigns.tasksOf(listings.map((listing) => listing.campaign.id));
              const codes = yield* campaigns.specialCodeCounts(
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
            }),

          getAdminCampaign: (ref: string) => Effect.flatMap(listingOf(ref), viewOf),

          createCampaign: (adminId: string, input: CampaignInput) =>
            Effect.gen(function* () {
              const distribution = yield* checkedDistribution(input.distribution, input.reward.amount);
              const startsAt = new Date(input.startsAt);
              const endsAt = new Date(input.endsAt);
              const claimEndsAt = new Date(
                input.claimEndsAt ?? defaultClaimEndsAt(distribution.method, endsAt.getTime()),
              );
              yield* breach(
                checkDates({
                  startsAt: startsAt.getTime(),
                  endsAt: endsAt.getTime(),
                  claimEndsAt: claimEndsAt.getTime(),
                }),
              );
              yield* checkGame(input.gameId);
              const tasks = yield* checkTasks(input.tasks ?? []);
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
                recheckAtClaim: input.recheckAtClaim ?? false,
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
              const id = yield* transaction(
                Effect.gen(function* () {
                  const inserted = yield* campaigns.insert(row);
                  yield* saveTasks(inserted.id, tasks);
                  return inserted.id;
                }),
              );
              return yield* savedView(id);
            }),

          updateCampaign: (ref: string, changes: CampaignChanges) =>
            Effect.gen(function* () {
              const id = yield* transaction(
                Effect.gen(function* () {
                  const campaign = yield* lockForChange(ref);
                  const tasks = yield* campaigns.tasksOf([campaign.id]);
                  const checkedTasks =
                    changes.tasks === undefined ? undefined : yield* checkTasks(changes.tasks);
                  for (const task of checkedTasks ?? [])
                    if (task.id !== undefined && !tasks.some((current) => current.id === task.id))
                      return yield* new CampaignTaskNotFound({ campaignId: campaign.id, taskId: task.id });

                  if (campaign.lifecycle === "PUBLISHED") {
                    const refused = lockedFields(campaign, tasks, changes, checkedTasks);
                    if (refused.length > 0)
                      return yield* new CampaignPublishedLocked({ campaignId: campaign.id, fields: refused });
                  }

                  const rewardAmount = changes.reward?.amount ?? campaign.rewardAmount;
                  const distribution =
                    changes.distribution === undefined && changes.reward === undefined
                      ? undefined
                      : yield* checkedDistribution(
                          changes.distribution ?? {
                            method: campaign.distribution as CampaignInput["distribution"]["method"],
                            ...(campaign.distributionConfig as object),
                          },
                          rewardAmount,
                        );
                  const dates = {
                    startsAt: changes.startsAt === undefined ? campaign.startsAt : new Date(changes.startsAt),
                    endsAt: changes.endsAt === undefined ? campaign.endsAt : new Date(changes.endsAt),
                    claimEndsAt:
                      changes.claimEndsAt === undefined
                        ? campaign.claimEndsAt
                        : new Date(changes.claimEndsAt),
                  };
                  yield* breach(
                    checkDates({
                      startsAt: dates.startsAt.getTime(),
                      endsAt: dates.endsAt.getTime(),
                      claimEndsAt: dates.claimEndsAt.getTime(),
                    }),
                  );
                  if (changes.gameId !== undefined) yield* checkGame(changes.gameId);
                  if (changes.slug !== undefined && (yield* campaigns.slugTaken(changes.slug, campaign.id)))
                    return yield* new CampaignSlugTaken({ slug: changes.slug });

                  yield* campaigns.update(campaign.id, {
                    ...(changes.slug === undefined ? {} : { slug: changes.slug }),
                    ...(changes.title === undefined ? {} : { title: changes.title }),
                    ...(changes.description === undefined ? {} : { description: changes.description }),
                    ...(changes.gameId === undefined ? {} : { gameId: changes.gameId }),
                    ...dates,
                    ...(changes.featured === undefined ? {} : { featured: changes.featured }),
                    ...(changes.isPrivate === undefined ? {} : { isPrivate: changes.isPrivate }),
                    ...(changes.recheckAtClaim === undefined
                      ? {}
                      : { recheckAtClaim: changes.recheckAtClaim }),
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
                      : {
                          distribution: distribution.method,
                          distributionConfig: storedSetting(distribution),
                        }),
                    ...(changes.slots === undefined ? {} : { slots: changes.slots }),
                    ...(changes.bannerImage === undefined ? {} : { bannerImage: changes.bannerImage }),
                  });
                  if (checkedTasks !== undefined) yield* saveTasks(campaign.id, checkedTasks);
                  return campaign.id;
                }),
              );
              return yield* savedView(id);
            }),

          publishCampaign: (ref: string) =>
            Effect.gen(function* () {
              const id = yield* transaction(
                Effect.gen(function* () {
                  const campaign = yield* lockForChange(ref);
                  if (campaign.lifecycle === "PUBLISHED") return campaign.id;
                  const tasks = yield* campaigns.tasksOf([campaign.id]);
                  if (tasks.length === 0)
                    return yield* new CampaignConfigInvalid({ field: "tasks", reason: "NO_TASKS" });
                  const seed = campaign.distribution === "RAFFLE" ? newRaffleSeed() : undefined;
                  yield* campaigns.update(campaign.id, {
                    lifecycle: "PUBLISHED",
                    publishedAt: yield* now,
                    ...(seed === undefined ? {} : { raffleSeed: seed, raffleSeedHash: raffleSeedHash(seed) }),
                  });
                  return campaign.id;
                }),
              ).pipe(Effect.catchTag("CampaignSlugTaken", Effect.die));
              return yield* savedView(id);
            }),

          archiveCampaign: (ref: string) =>
            Effect.gen(function* () {
              const { campaign } = yield* listingOf(ref);
              if (campaign.lifecycle !== "ARCHIVED")
                yield* campaigns.update(campaign.id, { lifecycle: "ARCHIVED" }).pipe(Effect.orDie);
              return yield* savedView(campaign.id);
            }),

          addSpecialCodes: (
            ref: string,
            taskId: string,
            request: { readonly codes: readonly string[]; readonly useLimit: number },
          ) =>
            Effect.gen(function* () {
              const { campaign } = yield* listingOf(ref);
              const task = yield* campaigns.findTask(campaign.id, taskId);
              if (task === undefined)
                return yield* new CampaignTaskNotFound({ campaignId: campaign.id, taskId });
              if (task.type !== "SPECIAL_CODE")
                return yield* new CampaignConfigInvalid({
                  field: "taskId",
                  reason: "NOT_A_SPECIAL_CODE_TASK",
                });
              const { added, total } = yield* insertCodes(task.id, request);
              return { taskId: task.id, added, skipped: request.codes.length - added, total };
            }),
        }),
      );
    }),
  );
}
