/**
 * One check of a gamer's task by its verifier, as the campaign services make it on validate and again at claim:
 * runs the registry's verifier with what verifiers read through, appends the check to the verification record
 * (`task_verification_checks`: what was checked and when, for the admins), and says until when a not-verified
 * answer stands. A check with an outside service (X, Discord, Telegram, Steam, chain) is not repeated before
 * the re-check cooldown (KLEOS_TASK_RECHECK_COOLDOWN_SECONDS), nor before the service's own retry delay: the
 * providers' rate limits and costs are spent on one check per cooldown, however often the gamer clicks.
 */
import { Context, Effect, Layer } from "effect";
import { isExternalTaskType, type TaskConfigs, type TaskType } from "@/domain/tasks/task-types";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { traced } from "@/server/effect/traced";
import { TaskVerifiers } from "@/server/services/campaigns/verifiers/registry";
import type {
  CheckedFacts,
  TaskVerifier,
  VerificationErrorType,
  TaskVerifierServices,
  VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

export interface TaskCheckInput {
  readonly campaign: { readonly id: string; readonly slug: string; readonly gameId: number | null };
  readonly task: { readonly id: string; readonly type: string; readonly config: unknown };
  readonly userId: string;
  readonly code: string | undefined;
  readonly now: Date;
  /** `validate`: the gamer asked; `claim`: checked again before paying. */
  readonly phase: "validate" | "claim";
}

export interface TaskCheckResult {
  readonly outcome: VerificationOutcome;
  /** Until when a not-verified answer stands; undefined when verified or when it may be asked again at once. */
  readonly nextCheckAt: Date | undefined;
}

/** When a not-verified outcome of `type` may be checked again, or undefined for at once. */
export const nextCheckAtOf = (
  type: TaskType,
  outcome: VerificationOutcome,
  now: Date,
  cooldownMs: number,
): Date | undefined => {
  if (outcome.verified || outcome.errorType === "NOT_CONFIGURED") return undefined;
  const cooldown = isExternalTaskType(type) ? cooldownMs : 0;
  const wait = Math.max(cooldown, (outcome.retryAfterSeconds ?? 0) * 1000);
  return wait > 0 ? new Date(now.getTime() + wait) : undefined;
};

/** One check of the verification record, as the admins read it. */
export interface TaskCheckView {
  readonly id: number;
  readonly taskId: string;
  readonly userId: string;
  readonly phase: "validate" | "claim";
  readonly checkedAt: string;
  readonly verified: boolean;
  readonly errorCode: string | null;
  readonly errorType: VerificationErrorType | null;
  readonly checked: CheckedFacts;
}

export interface TaskCheckQuery {
  readonly campaignId: string;
  readonly userId?: string;
  readonly taskId?: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export class TaskChecks extends Context.Service<
  TaskChecks,
  {
    check(input: TaskCheckInput): Effect.Effect<TaskCheckResult>;
    /** Admins: a page of a campaign's verification record, newest first. */
    listTaskVerificationChecks(query: TaskCheckQuery): Effect.Effect<{
      readonly items: readonly TaskCheckView[];
      readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
    }>;
  }
>()("kleos/server/services/campaigns/TaskChecks") {
  static readonly layer = (options: { readonly recheckCooldownMs: number }) =>
    Layer.effect(
      TaskChecks,
      Effect.gen(function* () {
        const verifiers = yield* TaskVerifiers;
        const progress = yield* CampaignProgressRepository;
        const verifierServices = yield* Effect.context<TaskVerifierServices>();

        return TaskChecks.of(
          traced("TaskChecks", {
            check: ({ campaign, task, userId, code, now, phase }: TaskCheckInput) =>
              Effect.gen(function* () {
                const type = task.type as TaskType;
                // The registry is keyed by type; a task's row holds the config its type's schema accepted.
                const verifier = verifiers[type] as TaskVerifier<TaskType>;
                const outcome = yield* verifier
                  .verify({
                    userId,
                    campaign,
                    task: { id: task.id, type, config: task.config as TaskConfigs[TaskType] },
                    input: code === undefined ? {} : { code },
                    now,
                  })
                  .pipe(
                    Effect.provideContext(verifierServices),
                    Effect.withSpan(`TaskVerifiers.${type}`, undefined, { captureStackTrace: false }),
                  );
                yield* progress.recordCheck({
                  taskId: task.id,
                  userId,
                  campaignId: campaign.id,
                  phase,
                  checkedAt: now,
                  verified: outcome.verified,
                  errorCode: outcome.verified ? null : outcome.errorCode,
                  errorType: outcome.verified ? null : outcome.errorType,
                  checked: outcome.checked ?? {},
                });
                return {
                  outcome,
                  nextCheckAt: nextCheckAtOf(type, outcome, now, options.recheckCooldownMs),
                };
              }),

            listTaskVerificationChecks: ({ pageOffset, pageLimit, ...filter }: TaskCheckQuery) =>
              Effect.map(
                progress.checksPage(filter, { offset: pageOffset, limit: pageLimit }),
                ({ items, total }) => ({
                  items: items.map((row): TaskCheckView => ({
                    id: row.id,
                    taskId: row.taskId,
                    userId: row.userId,
                    phase: row.phase === "claim" ? "claim" : "validate",
                    checkedAt: row.checkedAt.toISOString(),
                    verified: row.verified,
                    errorCode: row.errorCode,
                    errorType: row.errorType as VerificationErrorType | null,
                    checked: row.checked as CheckedFacts,
                  })),
                  page: { pageOffset, pageLimit, total },
                }),
              ),
          }),
        );
      }),
    );
}
