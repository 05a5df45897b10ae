/**
 * A gamer's way through a campaign (README steps 1 and 2): starting it, and validating its tasks one at a time
 * through the verifier registry. The registry is given to the layer (`makeTaskVerifiers` in production), so
 * tests can hand it verifiers of their own.
 */
import { Context, Effect, Layer } from "effect";
import { campaignAppliesTo, type GamerLocation } from "@/domain/campaigns/campaign-rules";
import { continentOf } from "@/domain/geo/continents";
import {
  CampaignEnded,
  CampaignNotApplicable,
  CampaignNotFound,
  CampaignNotJoined,
  CampaignNotStarted,
  CampaignSlotsFull,
  CampaignTaskNotFound,
  TaskVerificationNotConfigured,
} from "@/domain/errors/campaign-errors";
import { TaskLocked } from "@/domain/errors/task-errors";
import type { TaskConfigs, TaskType } from "@/domain/tasks/task-types";
import type { Db } from "@/server/db/client";
import {
  campaignProgressRepository,
  type StoredValidationError,
  type TaskProgressRow,
} from "@/server/db/repositories/campaign-progress-repository";
import { campaignRepository, type CampaignListing } from "@/server/db/repositories/campaign-repository";
import type { CampaignButton } from "@/domain/campaigns/campaign-button";
import {
  buttonOf,
  NO_VALIDATION_ERROR,
  pendingBefore,
  userProgressOf,
  validationErrorView,
  verifiedTaskIds,
  type PublicTaskState,
  type UserProgressView,
  type ValidationErrorView,
} from "@/server/services/campaigns/campaign-views";
import type {
  TaskVerifier,
  TaskVerifiers,
  VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";
import { DatabaseService } from "@/server/services/database";
import { attempt } from "@/server/services/wallet/attempt";

/** How long a validation may run before another request may take the task over (it died). */
export const VALIDATION_LEASE_MS = 30_000;

export interface CampaignProgressOptions {
  readonly verifiers: TaskVerifiers;
  /** Where a client address is (continent and ISO country), or undefined when unknown. */
  readonly locate: (ip: string) => GamerLocation | undefined;
}

export interface StartedCampaignView {
  readonly campaignId: string;
  readonly startedAt: string;
  readonly referred: boolean;
  readonly userProgress: UserProgressView;
  readonly button: CampaignButton;
}

export interface TaskValidationView extends ValidationErrorView {
  readonly taskId: string;
  readonly state: PublicTaskState;
  readonly userProgress: UserProgressView;
  readonly button: CampaignButton;
}

type StartErrors =
  CampaignNotFound | CampaignNotStarted | CampaignEnded | CampaignNotApplicable | CampaignSlotsFull;
type ValidateErrors =
  | CampaignNotFound
  | CampaignNotStarted
  | CampaignEnded
  | CampaignNotJoined
  | CampaignTaskNotFound
  | TaskLocked
  | TaskVerificationNotConfigured;

/** A gamer's campaign, while it takes starts and validations: published (else 404) and LIVE (else 409). */
const liveListing = async (db: Db, ref: string, now: Date): Promise<CampaignListing> => {
  const listing = await campaignRepository.findListing(db, ref, now);
  if (listing === undefined || listing.campaign.lifecycle !== "PUBLISHED")
    throw new CampaignNotFound({ campaignId: ref });
  if (listing.status === "PUBLISHED")
    throw new CampaignNotStarted({
      campaignId: listing.campaign.id,
      startsAt: listing.campaign.startsAt.toISOString(),
    });
  if (listing.status !== "LIVE") throw new CampaignEnded({ campaignId: listing.campaign.id });
  return listing;
};

/** The gamer's progress in the campaign now, and the button it makes. */
export const progressAndButton = async (
  db: Db,
  listing: CampaignListing,
  userId: string,
  now: Date,
): Promise<{ readonly userProgress: UserProgressView; readonly button: CampaignButton }> => {
  const id = listing.campaign.id;
  const [participant, verified] = await Promise.all([
    campaignProgressRepository.findParticipant(db, id, userId),
    campaignProgressRepository.verifiedActiveCounts(db, userId, [id]),
  ]);
  const userProgress = userProgressOf(listing, participant, verified.get(id) ?? 0);
  return { userProgress, button: buttonOf(listing, userProgress, now) };
};

const locationOf = async (
  db: Db,
  userId: string,
  ip: string,
  locate: CampaignProgressOptions["locate"],
): Promise<GamerLocation> => {
  const country = await campaignProgressRepository.profileCountryOf(db, userId);
  if (country !== undefined) return { country, continent: continentOf(country) };
  return locate(ip) ?? { country: undefined, continent: undefined };
};

export const startCampaign = async (
  db: Db,
  options: CampaignProgressOptions,
  request: { readonly userId: string; readonly ref: string; readonly referral?: string; readonly ip: string },
  now: Date,
): Promise<StartedCampaignView> => {
  const listing = await liveListing(db, request.ref, now);
  const { campaign } = listing;
  const region = { continents: campaign.applicableContinents, countries: campaign.applicableCountries };
  if (region.continents.length > 0 || region.countries.length > 0) {
    const where = await locationOf(db, request.userId, request.ip, options.locate);
    if (!campaignAppliesTo(region, where)) throw new CampaignNotApplicable({ campaignId: campaign.id });
  }
  const referrer =
    request.referral === undefined
      ? undefined
      : await campaignProgressRepository.referrerOf(db, request.referral);
  const started = await campaignProgressRepository.start(
    db,
    campaign.id,
    request.userId,
    referrer === request.userId ? undefined : referrer,
  );
  if (started === "full") throw new CampaignSlotsFull({ campaignId: campaign.id });
  const participant = await campaignProgressRepository.findParticipant(db, campaign.id, request.userId);
  if (participant === undefined) throw new Error(`Participant ${request.userId} of ${campaign.id} vanished`);
  // The count the listing read may predate this start.
  const counted = {
    ...listing,
    campaign: {
      ...campaign,
      participantCount: campaign.participantCount + (started === "started" ? 1 : 0),
    },
  };
  return {
    campaignId: campaign.id,
    startedAt: participant.startedAt.toISOString(),
    referred: participant.referredBy !== null,
    ...(await progressAndButton(db, counted, request.userId, now)),
  };
};

const storedError = (outcome: Extract<VerificationOutcome, { verified: false }>): StoredValidationError => ({
  message: outcome.message,
  errorCode: outcome.errorCode,
  errorType: outcome.errorType,
});

/** Asks the verifier; a verifier that throws is recorded as an upstream failure before the error goes on. */
const verify = async (
  db: Db,
  options: CampaignProgressOptions,
  listing: CampaignListing,
  task: { readonly id: string; readonly type: string; readonly config: unknown },
  userId: string,
  code: string | undefined,
  now: Date,
): Promise<VerificationOutcome> => {
  const type = task.type as TaskType;
  // The registry is keyed by type; a task's row holds the config its type's schema accepted when written.
  const verifier = options.verifiers[type] as TaskVerifier<TaskType>;
  try {
    return await verifier.verify({
      db,
      userId,
      campaign: { id: listing.campaign.id, slug: listing.campaign.slug, gameId: listing.campaign.gameId },
      task: { id: task.id, type, config: task.config as TaskConfigs[TaskType] },
      input: code === undefined ? {} : { code },
      now,
    });
  } catch (error) {
    await campaignProgressRepository.finishValidation(
      db,
      task.id,
      userId,
      {
        verified: false,
        error: {
          message: "The check could not be made. Please try again later.",
          errorCode: "VERIFICATION_FAILED",
          errorType: "UPSTREAM",
        },
      },
      now,
    );
    throw error;
  }
};

export const validateTask = async (
  db: Db,
  options: CampaignProgressOptions,
  request: { readonly userId: string; readonly ref: string; readonly taskId: string; readonly code?: string },
  now: Date,
): Promise<TaskValidationView> => {
  const { userId, taskId } = request;
  const listing = await liveListing(db, request.ref, now);
  const campaignId = listing.campaign.id;
  const participant = await campaignProgressRepository.findParticipant(db, campaignId, userId);
  if (participant === undefined) throw new CampaignNotJoined({ campaignId });
  const tasks = await campaignRepository.tasksOf(db, [campaignId]);
  const task = tasks.find((candidate) => candidate.id === taskId);
  if (task === undefined) throw new CampaignTaskNotFound({ campaignId, taskId });
  const progress = await campaignProgressRepository.taskProgressOf(db, campaignId, userId);
  const pending = pendingBefore(tasks, task, verifiedTaskIds(progress));
  if (pending.length > 0) throw new TaskLocked({ campaignId, pendingTaskIds: pending });

  const answer = async (state: PublicTaskState, error: ValidationErrorView): Promise<TaskValidationView> => ({
    taskId,
    state,
    ...error,
    ...(await progressAndButton(db, listing, userId, now)),
  });

  const taken = await campaignProgressRepository.beginValidation(
    db,
    { taskId, userId, campaignId },
    now,
    VALIDATION_LEASE_MS,
  );
  if (taken === undefined) {
    // Verified before, or another request is checking it right now.
    const current: TaskProgressRow | undefined = await campaignProgressRepository.findTaskProgress(
      db,
      taskId,
      userId,
    );
    return answer(current?.state === "VERIFIED" ? "VERIFIED" : "VALIDATING", NO_VALIDATION_ERROR);
  }

  const outcome = await verify(db, options, listing, task, userId, request.code, now);
  if (outcome.verified) {
    await db.transaction(async (tx) => {
      await campaignProgressRepository.finishValidation(tx, taskId, userId, { verified: true }, now);
      await campaignProgressRepository.refreshCompletion(tx, campaignId, userId, now);
    });
    return answer("VERIFIED", NO_VALIDATION_ERROR);
  }
  const error = storedError(outcome);
  await campaignProgressRepository.finishValidation(db, taskId, userId, { verified: false, error }, now);
  if (outcome.errorType === "NOT_CONFIGURED")
    throw new TaskVerificationNotConfigured({
      campaignId,
      taskId,
      validationError: validationErrorView(error),
    });
  return answer("REVALIDATE", validationErrorView(error));
};

export class CampaignProgress extends Context.Service<
  CampaignProgress,
  {
    startCampaign(request: {
      readonly userId: string;
      readonly ref: string;
      readonly referral?: string;
      readonly ip: string;
    }): Effect.Effect<StartedCampaignView, StartErrors>;
    validateCampaignTask(request: {
      readonly userId: string;
      readonly ref: string;
      readonly taskId: string;
      readonly code?: string;
    }): Effect.Effect<TaskValidationView, ValidateErrors>;
  }
>()("kleos/server/services/campaigns/CampaignProgress") {
  static readonly layer = (options: CampaignProgressOptions) =>
    Layer.effect(
      CampaignProgress,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        return CampaignProgress.of({
          startCampaign: (request) =>
            attempt<StartedCampaignView, StartErrors>(() => startCampaign(db, options, request, new Date())),
          validateCampaignTask: (request) =>
            attempt<TaskValidationView, ValidateErrors>(() => validateTask(db, options, request, new Date())),
        });
      }),
    );
}
