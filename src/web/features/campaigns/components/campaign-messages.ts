/**
 * Words the campaign and quest pages share: the timer's labels, the main button's states, task states and
 * types, and the domain errors a campaign call answers, translated under the domain's own ids (`errors.*`)
 * with the catalogue's English (src/domain/errors/error-catalogue.ts) as the default.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { CampaignButton } from "@/domain/campaigns/campaign-button";
import type { TaskState as FlowState } from "@/domain/tasks/task-flow";
import type { CampaignStatus, TaskType } from "@/web/features/campaigns/api/campaigns-api";
import { ApiError } from "@/web/lib/api-client";
import { formatProblem } from "@/web/lib/problem-messages";
import type { ShownError } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

export const timerMessages = defineMessages({
  starts: { id: "campaigns.timer.starts", defaultMessage: "Starts" },
  ends: { id: "campaigns.timer.ends", defaultMessage: "Ends" },
  startsIn: { id: "campaigns.timer.startsIn", defaultMessage: "Starts in" },
  endsIn: { id: "campaigns.timer.endsIn", defaultMessage: "Ends in" },
  ended: { id: "campaigns.timer.ended", defaultMessage: "Ended" },
});

export const buttonMessages: Readonly<Record<CampaignButton["state"], MessageDescriptor>> = defineMessages({
  GET_STARTED: { id: "campaigns.button.getStarted", defaultMessage: "Get started" },
  CONTINUE_TASKS: { id: "campaigns.button.continueTasks", defaultMessage: "Continue tasks" },
  ENDED: { id: "campaigns.button.ended", defaultMessage: "Ended" },
  COMING_SOON: { id: "campaigns.button.comingSoon", defaultMessage: "Coming soon" },
  CLAIM_REWARDS: { id: "campaigns.button.claimRewards", defaultMessage: "Claim rewards" },
  REWARD_CLAIMED: { id: "campaigns.button.rewardClaimed", defaultMessage: "Reward claimed" },
});

export const progressMessages = plainMessages(
  defineMessages({
    label: { id: "campaigns.progress.label", defaultMessage: "Tasks completed" },
    value: {
      id: "campaigns.progress.value",
      defaultMessage: "{completed} of {total, plural, one {# task} other {# tasks}}",
    },
  }),
);

export const statusMessages: Readonly<Record<CampaignStatus, MessageDescriptor>> = defineMessages({
  ARCHIVED: { id: "campaigns.status.archived", defaultMessage: "Archived" },
  DRAFT: { id: "campaigns.status.draft", defaultMessage: "Draft" },
  ENDED: { id: "campaigns.status.ended", defaultMessage: "Ended" },
  LIVE: { id: "campaigns.status.live", defaultMessage: "Live" },
  PUBLISHED: { id: "campaigns.status.upcoming", defaultMessage: "Upcoming" },
  REWARDS_CREDITED: { id: "campaigns.status.rewardsCredited", defaultMessage: "Rewards credited" },
  CLAIM_REWARDS: { id: "campaigns.status.claimRewards", defaultMessage: "Claim rewards" },
  PROCESSING_REWARDS: { id: "campaigns.status.processingRewards", defaultMessage: "Rewards processing" },
});

export const taskStateMessages: Readonly<Record<FlowState, MessageDescriptor>> = defineMessages({
  VALIDATE: { id: "campaigns.taskState.validate", defaultMessage: "Validate" },
  VALIDATING: { id: "campaigns.taskState.validating", defaultMessage: "Validating…" },
  REVALIDATE: { id: "campaigns.taskState.revalidate", defaultMessage: "Revalidate" },
  VERIFIED: { id: "campaigns.taskState.verified", defaultMessage: "Verified" },
  COMPLETED: { id: "campaigns.taskState.completed", defaultMessage: "Completed" },
});

export const taskTypeMessages: Readonly<Record<TaskType, MessageDescriptor>> = defineMessages({
  LINK_TWITTER: { id: "campaigns.taskType.linkTwitter", defaultMessage: "Link X" },
  TWITTER_COMMENT: { id: "campaigns.taskType.twitterComment", defaultMessage: "Comment on X" },
  TWITTER_LIKE: { id: "campaigns.taskType.twitterLike", defaultMessage: "Like on X" },
  TWITTER_RETWEET: { id: "campaigns.taskType.twitterRetweet", defaultMessage: "Repost on X" },
  TWITTER_FOLLOW: { id: "campaigns.taskType.twitterFollow", defaultMessage: "Follow on X" },
  TWITTER_PROFILE_NAME: { id: "campaigns.taskType.twitterProfileName", defaultMessage: "X profile name" },
  TWITTER_TWEET_HASHTAGS: {
    id: "campaigns.taskType.twitterTweetHashtags",
    defaultMessage: "Post with hashtags",
  },
  SHARE_REFERRAL_INVITE: { id: "campaigns.taskType.shareReferralInvite", defaultMessage: "Invite friends" },
  TWITTER_BIO: { id: "campaigns.taskType.twitterBio", defaultMessage: "X bio" },
  LINK_DISCORD: { id: "campaigns.taskType.linkDiscord", defaultMessage: "Link Discord" },
  DISCORD_JOIN_SERVER: {
    id: "campaigns.taskType.discordJoinServer",
    defaultMessage: "Join a Discord server",
  },
  DISCORD_ROLE: { id: "campaigns.taskType.discordRole", defaultMessage: "Discord role" },
  LINK_GOOGLE: { id: "campaigns.taskType.linkGoogle", defaultMessage: "Link Google" },
  LINK_WALLET: { id: "campaigns.taskType.linkWallet", defaultMessage: "Link a wallet" },
  HOLD_TOKEN: { id: "campaigns.taskType.holdToken", defaultMessage: "Hold a token" },
  HOLD_NFT: { id: "campaigns.taskType.holdNft", defaultMessage: "Hold an NFT" },
  TELEGRAM_JOIN_CHANNEL: {
    id: "campaigns.taskType.telegramJoinChannel",
    defaultMessage: "Join a Telegram channel",
  },
  LINK_STEAM: { id: "campaigns.taskType.linkSteam", defaultMessage: "Link Steam" },
  CREATE_REFERRAL: { id: "campaigns.taskType.createReferral", defaultMessage: "Create your referral code" },
  URI_REDIRECTION: { id: "campaigns.taskType.uriRedirection", defaultMessage: "Visit a link" },
  CAPTURE_GAME_DETAILS: { id: "campaigns.taskType.captureGameDetails", defaultMessage: "Game details" },
  GAME_API_VALIDATION: { id: "campaigns.taskType.gameApiValidation", defaultMessage: "Play the game" },
  SPECIAL_CODE: { id: "campaigns.taskType.specialCode", defaultMessage: "Enter a code" },
  INTERNAL_API_VALIDATION: {
    id: "campaigns.taskType.internalApiValidation",
    defaultMessage: "Kleos profile",
  },
  LINK_TELEGRAM: { id: "campaigns.taskType.linkTelegram", defaultMessage: "Link Telegram" },
  SHARE_POG_ON_X: { id: "campaigns.taskType.sharePogOnX", defaultMessage: "Share your POG card on X" },
});

/** The domain errors a campaign call answers, under their catalogue ids. */
const expectedErrors: ReadonlyArray<ShownError> = [
  "CampaignNotFound",
  "CampaignTaskNotFound",
  "CampaignNotStarted",
  "CampaignEnded",
  "CampaignNotApplicable",
  "CampaignNotJoined",
  "CampaignSlotsFull",
  "QuestSlotsFull",
  "GameNotFound",
  "TaskVerificationNotConfigured",
  "CampaignArchived",
  "TaskLocked",
  "ClaimFailed",
  "RewardClaimTransactionFailed",
  "QuestLoginMethodInvalid",
  "AccountAlreadyLinked",
  "ConnectionFailed",
  "UpstreamFailed",
  "IdempotencyKeyReused",
  "IdempotentRequestInFlight",
  "SignInRequired",
  "ProgressOwnerMismatch",
];

/** A field of the failed call's problem (`validationError`, `pendingTaskIds`), if it has it. */
export const problemField = (error: unknown, field: string): unknown =>
  error instanceof ApiError ? error.problem?.[field] : undefined;

/**
 * What to tell the gamer about a failed campaign call: the domain's message for the problem's code when it is
 * one of the campaigns', else the server's own words for a "Quest login method" answer (spec §5), else
 * "Something went wrong" (spec §8).
 */
export const formatCampaignFailure = (intl: IntlShape, error: unknown): string => {
  if (
    error instanceof ApiError &&
    error.status === 422 &&
    error.problem?.detail?.startsWith("Quest login method")
  )
    return error.problem.detail;
  return formatProblem(intl, error, expectedErrors);
};
