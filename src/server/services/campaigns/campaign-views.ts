/**
 * What the campaign operations answer, built from stored rows: the list's summaries, a campaign's detail with
 * its tasks and the caller's progress, and the admins' view. Pure functions: the services read the rows.
 */
import { campaignButton, type CampaignButton } from "@/domain/campaigns/campaign-button";
import {
  claimIsOpen,
  type DistributionMethod,
  type LeaderboardTier,
} from "@/domain/campaigns/campaign-lifecycle";
import { descriptionSummary } from "@/domain/campaigns/campaign-rules";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";
import type { TaskType } from "@/domain/tasks/task-types";
import type {
  CampaignListing,
  CampaignRow,
  CampaignTaskRow,
} from "@/server/db/repositories/campaign-repository";
import type {
  ParticipantRow,
  StoredValidationError,
  TaskProgressRow,
} from "@/server/db/repositories/campaign-progress-repository";

export interface RewardView {
  readonly currency: Currency;
  readonly amount: number;
  readonly decimals: number;
}

export interface DistributionView {
  readonly method: DistributionMethod;
  readonly cap?: number;
  readonly winners?: number;
  readonly tiers?: readonly LeaderboardTier[];
}

export interface UserProgressView {
  readonly started: boolean;
  readonly completedTasks: number;
  readonly totalTasks: number;
  readonly rewardClaimed: boolean;
  readonly claimOpen: boolean;
  readonly startedAt: string | null;
  readonly completedAt: string | null;
  readonly claimedAt: string | null;
  readonly claimTransactionId: string | null;
  readonly score: number;
}

export interface ValidationErrorView {
  readonly isError: boolean;
  readonly message: string;
  readonly errorCode: string | null;
  readonly errorType: "NOT_DONE" | "INVALID_INPUT" | "NOT_CONFIGURED" | "UPSTREAM" | null;
  /** What the gamer's localised message for `errorCode` names; absent when it names nothing. */
  readonly messageParams?: Readonly<Record<string, string>>;
}

export type PublicTaskState = "VALIDATE" | "VALIDATING" | "REVALIDATE" | "VERIFIED";

export interface TaskProgressView {
  readonly state: PublicTaskState;
  readonly attempts: number;
  readonly verifiedAt: string | null;
  readonly lastError: ValidationErrorView | null;
  /** When a not-verified answer may be checked again (the re-check cooldown); null: at once. */
  readonly checkAgainAt: string | null;
}

export interface CampaignTaskView {
  readonly id: string;
  readonly position: number;
  readonly type: TaskType;
  readonly title: string;
  readonly description: string;
  readonly active: boolean;
  readonly points: number;
  readonly config: Readonly<Record<string, unknown>>;
  readonly locked: boolean;
  readonly progress?: TaskProgressView;
}

type GameView = CampaignListing["game"];

export interface CampaignSummaryView {
  readonly id: string;
  readonly kind: "campaign" | "quest";
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly game: GameView;
  readonly status: CampaignStatus;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly featured: boolean;
  readonly isPrivate: boolean;
  readonly reward: RewardView;
  readonly distribution: DistributionView;
  readonly taskCount: number;
  readonly participantCount: number;
  readonly bannerImage: string;
  readonly userProgress?: UserProgressView;
}

export interface CampaignDetailView extends Omit<CampaignSummaryView, "userProgress"> {
  readonly claimEndsAt: string;
  /** Follows, memberships and holdings are checked again at claim. */
  readonly recheckAtClaim: boolean;
  readonly applicableContinents: readonly ("AF" | "AN" | "AS" | "EU" | "NA" | "OC" | "SA")[];
  readonly applicableCountries: readonly string[];
  readonly distributionState: "PENDING" | "PROCESSING" | "CREDITED";
  readonly slots: number | null;
  readonly raffle: {
    readonly seedHash: string;
    readonly seed: string | null;
    readonly revealedAt: string | null;
  } | null;
  readonly tasks: readonly CampaignTaskView[];
  readonly button: CampaignButton;
  readonly userProgress?: UserProgressView;
}

export interface AdminTaskView {
  readonly id: string;
  readonly position: number;
  readonly type: TaskType;
  readonly title: string;
  readonly description: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly active: boolean;
  readonly points: number;
  readonly specialCodeCount?: number;
}

export interface AdminCampaignView {
  readonly id: string;
  readonly kind: "campaign" | "quest";
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly gameId: number | null;
  readonly lifecycle: "DRAFT" | "PUBLISHED" | "ARCHIVED";
  readonly status: CampaignStatus;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly claimEndsAt: string;
  readonly featured: boolean;
  readonly isPrivate: boolean;
  readonly recheckAtClaim: boolean;
  readonly applicableContinents: CampaignDetailView["applicableContinents"];
  readonly applicableCountries: readonly string[];
  readonly reward: RewardView;
  readonly distribution: DistributionView;
  readonly distributionState: CampaignDetailView["distributionState"];
  readonly claimedCount: number;
  readonly participantCount: number;
  readonly slots: number | null;
  readonly bannerImage: string;
  readonly raffleSeedHash: string | null;
  readonly publishedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly tasks: readonly AdminTaskView[];
}

/** The path of Kleos' tracked redirect for a URI_REDIRECTION task (api-spec/task-verification.yaml). */
export const trackedRedirectPath = (campaignId: string, taskId: string): string =>
  `/api/campaigns/${campaignId}/tasks/${taskId}/redirect`;

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

const configRecord = (config: unknown): Readonly<Record<string, unknown>> =>
  typeof config === "object" && config !== null && !Array.isArray(config)
    ? (config as Record<string, unknown>)
    : {};

export const rewardOf = (campaign: CampaignRow): RewardView => {
  const currency = campaign.rewardCurrency as Currency;
  return { currency, amount: campaign.rewardAmount, decimals: CURRENCY_DECIMALS[currency] };
};

export const distributionOfRow = (campaign: CampaignRow): DistributionView => {
  const method = campaign.distribution as DistributionMethod;
  const config = configRecord(campaign.distributionConfig);
  switch (method) {
    case "FCFS":
      return { method, cap: Number(config["cap"]) };
    case "RAFFLE":
      return { method, winners: Number(config["winners"]) };
    case "LEADERBOARD":
      return { method, tiers: (config["tiers"] ?? []) as readonly LeaderboardTier[] };
    case "EVERYONE":
      return { method };
  }
};

/** The FCFS cap, when the campaign has one. */
export const fcfsCapOf = (campaign: CampaignRow): number | undefined =>
  campaign.distribution === "FCFS" ? distributionOfRow(campaign).cap : undefined;

/** Whether the server takes claims for the campaign now: paid on claim, LIVE or CLAIM_REWARDS, cap not reached. */
export const claimOpenFor = (campaign: CampaignRow, status: CampaignStatus): boolean => {
  const cap = fcfsCapOf(campaign);
  return (
    claimIsOpen(status, campaign.distribution as DistributionMethod) &&
    (cap === undefined || campaign.claimedCount < cap)
  );
};

/** What a gamer needs of a task's configuration: never a partner's ids, and links through Kleos' redirect. */
export const publicTaskConfig = (task: CampaignTaskRow): Readonly<Record<string, unknown>> => {
  const config = configRecord(task.config);
  switch (task.type as TaskType) {
    case "URI_REDIRECTION":
      return { url: trackedRedirectPath(task.campaignId, task.id) };
    case "GAME_API_VALIDATION":
      return { action: config["action"] };
    default:
      return config;
  }
};

export const userProgressOf = (
  listing: CampaignListing,
  participant: ParticipantRow | undefined,
  verifiedActive: number,
): UserProgressView => ({
  started: participant !== undefined,
  completedTasks: Math.min(verifiedActive, listing.taskCount),
  totalTasks: listing.taskCount,
  rewardClaimed: participant?.claimedAt !== null && participant?.claimedAt !== undefined,
  claimOpen: claimOpenFor(listing.campaign, listing.status),
  startedAt: iso(participant?.startedAt ?? null),
  completedAt: iso(participant?.completedAt ?? null),
  claimedAt: iso(participant?.claimedAt ?? null),
  claimTransactionId: participant?.claimTransactionId ?? null,
  score: participant?.score ?? 0,
});

/** The main button for a caller with `progress` (a guest: not started, nothing done). */
export const buttonOf = (listing: CampaignListing, progress: UserProgressView, now: Date): CampaignButton =>
  campaignButton({
    status: listing.status,
    startsAt: listing.campaign.startsAt.getTime(),
    endsAt: listing.campaign.endsAt.getTime(),
    now: now.getTime(),
    progress,
    claimOpen: progress.claimOpen,
  });

export const summaryOf = (listing: CampaignListing, userProgress?: UserProgressView): CampaignSummaryView => {
  const { campaign } = listing;
  return {
    id: campaign.id,
    kind: campaign.kind as CampaignSummaryView["kind"],
    slug: campaign.slug,
    title: campaign.title,
    description: descriptionSummary(campaign.description),
    game: listing.game,
    status: listing.status,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    featured: campaign.featured,
    isPrivate: campaign.isPrivate,
    reward: rewardOf(campaign),
    distribution: distributionOfRow(campaign),
    taskCount: listing.taskCount,
    participantCount: campaign.participantCount,
    bannerImage: campaign.bannerImage,
    ...(userProgress === undefined ? {} : { userProgress }),
  };
};

const storedErrorOf = (value: unknown): StoredValidationError | undefined => {
  const error = configRecord(value);
  return typeof error["message"] === "string" && typeof error["errorCode"] === "string"
    ? {
        message: error["message"],
        errorCode: error["errorCode"],
        errorType: typeof error["errorType"] === "string" ? error["errorType"] : "NOT_DONE",
        ...paramsOf(error["params"]),
      }
    : undefined;
};

/** The stored message params, kept only when every value is a string. */
const paramsOf = (value: unknown): { params?: Readonly<Record<string, string>> } => {
  const params = configRecord(value);
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length === 0 ? {} : { params: Object.fromEntries(entries) };
};

export const validationErrorView = (error: StoredValidationError): ValidationErrorView => ({
  isError: true,
  message: error.message,
  errorCode: error.errorCode,
  errorType: error.errorType as ValidationErrorView["errorType"],
  ...(error.params === undefined || Object.keys(error.params).length === 0
    ? {}
    : { messageParams: error.params }),
});

export const NO_VALIDATION_ERROR: ValidationErrorView = {
  isError: false,
  message: "",
  errorCode: null,
  errorType: null,
};

const taskProgressView = (row: TaskProgressRow | undefined): TaskProgressView => {
  const error = storedErrorOf(row?.lastError);
  return {
    state: (row?.state ?? "VALIDATE") as PublicTaskState,
    attempts: row?.attempts ?? 0,
    verifiedAt: iso(row?.verifiedAt ?? null),
    lastError: row?.state === "REVALIDATE" && error !== undefined ? validationErrorView(error) : null,
    checkAgainAt: row?.state === "REVALIDATE" ? iso(row.nextCheckAt) : null,
  };
};

/** The stored error of a REVALIDATE row as the validation answer's fields (none when it holds none). */
export const storedErrorView = (value: unknown): ValidationErrorView => {
  const error = storedErrorOf(value);
  return error === undefined ? NO_VALIDATION_ERROR : validationErrorView(error);
};

/** The active tasks before `task` (lower position) that the gamer has not verified: the task lock. */
export const pendingBefore = (
  tasks: readonly CampaignTaskRow[],
  task: CampaignTaskRow,
  verified: ReadonlySet<string>,
): string[] =>
  tasks
    .filter((other) => other.active && other.position < task.position && !verified.has(other.id))
    .map((other) => other.id);

export const verifiedTaskIds = (rows: readonly TaskProgressRow[]): Set<string> =>
  new Set(rows.filter((row) => row.state === "VERIFIED").map((row) => row.taskId));

export const detailOf = (
  listing: CampaignListing,
  tasks: readonly CampaignTaskRow[],
  viewer:
    | {
        readonly participant: ParticipantRow | undefined;
        readonly progress: readonly TaskProgressRow[];
      }
    | undefined,
  now: Date,
): CampaignDetailView => {
  const { campaign } = listing;
  const progressByTask = new Map((viewer?.progress ?? []).map((row) => [row.taskId, row]));
  const verified = verifiedTaskIds(viewer?.progress ?? []);
  const verifiedActive = tasks.filter((task) => task.active && verified.has(task.id)).length;
  const userProgress = userProgressOf(listing, viewer?.participant, verifiedActive);
  const summary = summaryOf(listing);
  return {
    ...summary,
    description: campaign.description,
    claimEndsAt: campaign.claimEndsAt.toISOString(),
    recheckAtClaim: campaign.recheckAtClaim,
    applicableContinents: campaign.applicableContinents as CampaignDetailView["applicableContinents"],
    applicableCountries: campaign.applicableCountries,
    distributionState: campaign.distributionState as CampaignDetailView["distributionState"],
    slots: campaign.slots,
    raffle:
      campaign.raffleSeedHash === null
        ? null
        : {
            seedHash: campaign.raffleSeedHash,
            seed: campaign.raffleRevealedAt === null ? null : campaign.raffleSeed,
            revealedAt: iso(campaign.raffleRevealedAt),
          },
    tasks: tasks.map((task) => ({
      id: task.id,
      position: task.position,
      type: task.type as TaskType,
      title: task.title,
      description: task.description,
      active: task.active,
      points: task.points,
      config: publicTaskConfig(task),
      locked: pendingBefore(tasks, task, verified).length > 0,
      ...(viewer === undefined ? {} : { progress: taskProgressView(progressByTask.get(task.id)) }),
    })),
    button: buttonOf(listing, userProgress, now),
    ...(viewer === undefined ? {} : { userProgress }),
  };
};

export const adminViewOf = (
  listing: CampaignListing,
  tasks: readonly CampaignTaskRow[],
  specialCodeCounts: ReadonlyMap<string, number>,
): AdminCampaignView => {
  const { campaign } = listing;
  return {
    id: campaign.id,
    kind: campaign.kind as AdminCampaignView["kind"],
    slug: campaign.slug,
    title: campaign.title,
    description: campaign.description,
    gameId: campaign.gameId,
    lifecycle: campaign.lifecycle as AdminCampaignView["lifecycle"],
    status: listing.status,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    claimEndsAt: campaign.claimEndsAt.toISOString(),
    featured: campaign.featured,
    isPrivate: campaign.isPrivate,
    recheckAtClaim: campaign.recheckAtClaim,
    applicableContinents: campaign.applicableContinents as AdminCampaignView["applicableContinents"],
    applicableCountries: campaign.applicableCountries,
    reward: rewardOf(campaign),
    distribution: distributionOfRow(campaign),
    distributionState: campaign.distributionState as AdminCampaignView["distributionState"],
    claimedCount: campaign.claimedCount,
    participantCount: campaign.participantCount,
    slots: campaign.slots,
    bannerImage: campaign.bannerImage,
    raffleSeedHash: campaign.raffleSeedHash,
    publishedAt: iso(campaign.publishedAt),
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    tasks: tasks.map((task) => ({
      id: task.id,
      position: task.position,
      type: task.type as TaskType,
      title: task.title,
      description: task.description,
      config: configRecord(task.config),
      active: task.active,
      points: task.points,
      ...(task.type === "SPECIAL_CODE" ? { specialCodeCount: specialCodeCounts.get(task.id) ?? 0 } : {}),
    })),
  };
};
