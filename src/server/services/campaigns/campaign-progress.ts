/**
 * A gamer's way through a campaign (README steps 1 and 2): starting it, and validating its tasks one at a time
 * through the `TaskVerifiers` service (the real registry, or a test's through `TaskVerifiers.layerOf`).
 */
import { Clock, Context, Effect, Layer } from "effect";
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
import { Database } from "@/server/db/database";
import { campaignPath, campaignStarted, taskVerification } from "@/domain/notifications/notification-events";
import { Notifications } from "@/server/services/notifications/notifications";
import { progressScores } from "@/domain/leaderboards/leaderboard-rules";
import { LeaderboardRepository } from "@/server/db/repositories/leaderboard-repository";
import {
  CampaignProgressRepository,
  type StoredValidationError,
} from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository, type CampaignListing } from "@/server/db/repositories/campaign-repository";
import type { CampaignButton } from "@/domain/campaigns/campaign-button";
import {
  buttonOf,
  NO_VALIDATION_ERROR,
  pendingBefore,
  storedErrorView,
  userProgressOf,
  validationErrorView,
  verifiedTaskIds,
  type PublicTaskState,
  type UserProgressView,
  type ValidationErrorView,
} from "@/server/services/campaigns/campaign-views";
import { traced } from "@/server/effect/traced";
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";
import { Markets } from "@/server/services/users/markets";
import { TaskChecks } from "@/server/services/campaigns/task-checks";
import type { VerificationOutcome } from "@/server/services/campaigns/verifiers/task-verifier";

/** How long a validation may run before another request may take the task over (it died). */
export const VALIDATION_LEASE_MS = 30_000;

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
  /** When a not-verified answer may be checked again (the re-check cooldown); null: at once. */
  readonly checkAgainAt: string | null;
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

const storedError = (outcome: Extract<VerificationOutcome, { verified: false }>): StoredValidationError => ({
  message: outcome.message,
  errorCode: outcome.errorCode,
  errorType: outcome.errorType,
  ...(outcome.params === undefined ? {} : { params: outcome.params }),
});

/** What a verifier that broke leaves on the task: the gamer may try again later. */
const VERIFICATION_FAILED: StoredValidationError = {
  message: "The check could not be made. Please try again later.",
  errorCode: "VERIFICATION_FAILED",
  errorType: "UPSTREAM",
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
  static readonly layer = Layer.effect(
    CampaignProgress,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const notifications = yield* Notifications;
      const campaigns = yield* CampaignRepository;
      const progress = yield* CampaignProgressRepository;
      const boards = yield* LeaderboardRepository;
      const checks = yield* TaskChecks;
      const markets = yield* Markets;
      const remembered = yield* RememberedProgress;

      /** A gamer's campaign, while it takes starts and validations: published (else 404) and LIVE (else 409). */
      const liveListing = (ref: string, now: Date) =>
        Effect.gen(function* () {
          const listing = yield* campaigns.findListing(ref, now);
          if (listing === undefined || listing.campaign.lifecycle !== "PUBLISHED")
            return yield* new CampaignNotFound({ campaignId: ref });
          if (listing.status === "PUBLISHED")
            return yield* new CampaignNotStarted({
              campaignId: listing.campaign.id,
              startsAt: listing.campaign.startsAt.toISOString(),
            });
          if (listing.status !== "LIVE") return yield* new CampaignEnded({ campaignId: listing.campaign.id });
          return listing;
        });

      /** The gamer's progress in the campaign now, and the button it makes. */
      const progressAndButton = (listing: CampaignListing, userId: string, now: Date) =>
        Effect.gen(function* () {
          const id = listing.campaign.id;
          const [participant, verified] = yield* Effect.all(
            [progress.findParticipant(id, userId), progress.verifiedActiveCounts(userId, [id])],
            { concurrency: "unbounded" },
          );
          const userProgress = userProgressOf(listing, participant, verified.get(id) ?? 0);
          return { userProgress, button: buttonOf(listing, userProgress, now) };
        });

      /** Where the gamer is: their market's country (profile, else verified phone, else address). */
      const locationOf = (userId: string, ip: string) =>
        Effect.map(markets.countryOf(userId, ip), ({ country }): GamerLocation => ({
          country,
          continent: country === undefined ? undefined : continentOf(country),
        }));

      /** Asks the verifier; one that breaks is recorded as an upstream failure before the defect goes on. */
      const verify = (
        listing: CampaignListing,
        task: { readonly id: string; readonly type: string; readonly config: unknown },
        userId: string,
        code: string | undefined,
        now: Date,
      ) =>
        checks
          .check({
            campaign: {
              id: listing.campaign.id,
              slug: listing.campaign.slug,
              gameId: listing.campaign.gameId,
            },
            task,
            userId,
            code,
            now,
            phase: "validate",
          })
          .pipe(
            Effect.onError(() =>
              progress.finishValidation(
                task.id,
                userId,
                { verified: false, error: VERIFICATION_FAILED },
                now,
              ),
            ),
          );

      return CampaignProgress.of(
        traced("CampaignProgress", {
          // Each drops the gamer's remembered progress once its writes are committed (the start is a transaction
          // of its own, and so is each step of a validation), so they show in the gamer's next list.
          startCampaign: (request: {
            readonly userId: string;
            readonly ref: string;
            readonly referral?: string;
            readonly ip: string;
          }) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis);
              const listing = yield* liveListing(request.ref, now);
              const { campaign } = listing;
              const region = {
                continents: campaign.applicableContinents,
                countries: campaign.applicableCountries,
              };
              if (region.continents.length > 0 || region.countries.length > 0) {
                const where = yield* locationOf(request.userId, request.ip);
                if (!campaignAppliesTo(region, where))
                  return yield* new CampaignNotApplicable({ campaignId: campaign.id });
              }
              const referrer =
                request.referral === undefined ? undefined : yield* progress.referrerOf(request.referral);
              // The first start tells the gamer, in the same transaction.
              const started = yield* transaction(
                Effect.tap(
                  progress.start(
                    campaign.id,
                    request.userId,
                    referrer === request.userId ? undefined : referrer,
                  ),
                  (outcome) =>
                    outcome === "started"
                      ? notifications.notify(campaignStarted(request.userId, campaign))
                      : Effect.void,
                ),
              );
              if (started === "full") return yield* new CampaignSlotsFull({ campaignId: campaign.id });
              const participant = yield* progress.findParticipant(campaign.id, request.userId);
              if (participant === undefined)
                return yield* Effect.die(
                  new Error(`Participant ${request.userId} of ${campaign.id} vanished`),
                );
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
                ...(yield* progressAndButton(counted, request.userId, now)),
              } satisfies StartedCampaignView;
            }).pipe(Effect.ensuring(remembered.forgetUser(request.userId))),

          validateCampaignTask: (request: {
            readonly userId: string;
            readonly ref: string;
            readonly taskId: string;
            readonly code?: string;
          }) =>
            Effect.gen(function* () {
              const { userId, taskId } = request;
              const now = new Date(yield* Clock.currentTimeMillis);
              const listing = yield* liveListing(request.ref, now);
              const campaignId = listing.campaign.id;
              if ((yield* progress.findParticipant(campaignId, userId)) === undefined)
                return yield* new CampaignNotJoined({ campaignId });
              const tasks = yield* campaigns.tasksOf([campaignId]);
              const task = tasks.find((candidate) => candidate.id === taskId);
              if (task === undefined) return yield* new CampaignTaskNotFound({ campaignId, taskId });
              const pending = pendingBefore(
                tasks,
                task,
                verifiedTaskIds(yield* progress.taskProgressOf(campaignId, userId)),
              );
              if (pending.length > 0) return yield* new TaskLocked({ campaignId, pendingTaskIds: pending });

              const answer = (state: PublicTaskState, error: ValidationErrorView, checkAgainAt?: Date) =>
                Effect.map(progressAndButton(listing, userId, now), (shown): TaskValidationView => ({
                  taskId,
                  state,
                  ...error,
                  checkAgainAt: checkAgainAt === undefined ? null : checkAgainAt.toISOString(),
                  ...shown,
                }));

              // Within the re-check cooldown the last answer stands: the outside service is not asked again.
              const last = yield* progress.findTaskProgress(taskId, userId);
              if (
                last?.state === "REVALIDATE" &&
                last.nextCheckAt !== null &&
                last.nextCheckAt.getTime() > now.getTime()
              )
                return yield* answer("REVALIDATE", storedErrorView(last.lastError), last.nextCheckAt);

              const taken = yield* progress.beginValidation(
                { taskId, userId, campaignId },
                now,
                VALIDATION_LEASE_MS,
              );
              if (taken === undefined) {
                // Verified before, or another request is checking it right now.
                const current = yield* progress.findTaskProgress(taskId, userId);
                return yield* answer(
                  current?.state === "VERIFIED" ? "VERIFIED" : "VALIDATING",
                  NO_VALIDATION_ERROR,
                );
              }

              const { outcome, nextCheckAt } = yield* verify(listing, task, userId, request.code, now);
              if (outcome.verified) {
                yield* transaction(
                  Effect.gen(function* () {
                    yield* progress.finishValidation(taskId, userId, { verified: true }, now);
                    yield* notifications.notify(
                      taskVerification(
                        userId,
                        `${taskId}:verified`,
                        true,
                        listing.campaign.title,
                        campaignPath(listing.campaign),
                      ),
                    );
                    yield* progress.refreshCompletion(campaignId, userId, now);
                    // The boards scoring quests and campaign points rise in the same transaction.
                    const counted = yield* boards.countProgress(campaignId, userId);
                    if (counted !== undefined)
                      for (const { source, amount } of progressScores(counted))
                        yield* boards.addScore(source, userId, amount);
                  }),
                );
                return yield* answer("VERIFIED", NO_VALIDATION_ERROR);
              }
              const error = storedError(outcome);
              yield* transaction(
                Effect.gen(function* () {
                  yield* progress.finishValidation(
                    taskId,
                    userId,
                    { verified: false, error, ...(nextCheckAt === undefined ? {} : { nextCheckAt }) },
                    now,
                  );
                  // Each failed check is its own event: the gamer learns why, and may try again.
                  yield* notifications.notify(
                    taskVerification(
                      userId,
                      `${taskId}:failed:${now.getTime()}`,
                      false,
                      listing.campaign.title,
                      campaignPath(listing.campaign),
                    ),
                  );
                }),
              );
              if (outcome.errorType === "NOT_CONFIGURED")
                return yield* new TaskVerificationNotConfigured({
                  campaignId,
                  taskId,
                  validationError: validationErrorView(error),
                });
              return yield* answer("REVALIDATE", validationErrorView(error), nextCheckAt);
            }).pipe(Effect.ensuring(remembered.forgetUser(request.userId))),
        }),
      );
    }),
  );
}
