/**
 * The campaign form's per-type task configuration: which fields each of the 26 task types takes (from the
 * domain's `TaskConfigs`), how each is entered, and how the typed text becomes the contract's `config`.
 */
import { Result } from "effect";
import { defineMessages, type MessageDescriptor } from "react-intl";
import { taskConfigSchemaOf } from "@/domain/tasks/task-config-schemas";
import { INTERNAL_FACTS, type TaskConfigs, type TaskType } from "@/domain/tasks/task-types";
import { validate, type ValidationMessage } from "@/domain/validation/validate";
import { parseCount } from "@/web/features/admin/units";

/**
 * How a field is entered: free text, a web address (kept left to right), a whole number of at least one, a
 * list of hashtags (spaces or commas between them, `#` optional), or one of `options`.
 */
export type ConfigFieldKind = "text" | "url" | "count" | "hashtags" | "choice";

export interface ConfigField<Name extends string = string> {
  readonly name: Name;
  readonly kind: ConfigFieldKind;
  readonly options?: ReadonlyArray<string>;
  /** May stay empty: then the field is left out of the config. */
  readonly optional?: boolean;
}

type FieldsOf<T extends TaskType> = ReadonlyArray<ConfigField<Extract<keyof TaskConfigs[T], string>>>;

const LINK_WALLET_CHAINS: ReadonlyArray<TaskConfigs["LINK_WALLET"]["chain"]> = ["evm", "solana", "any"];

/** Every task type's configuration fields, in the order the form shows them. */
export const TASK_CONFIG_FIELDS: { readonly [T in TaskType]: FieldsOf<T> } = {
  LINK_TWITTER: [],
  TWITTER_COMMENT: [{ name: "tweetUrl", kind: "url" }],
  TWITTER_LIKE: [{ name: "tweetUrl", kind: "url" }],
  TWITTER_RETWEET: [{ name: "tweetUrl", kind: "url" }],
  TWITTER_FOLLOW: [{ name: "handle", kind: "text" }],
  TWITTER_PROFILE_NAME: [{ name: "brand", kind: "text" }],
  TWITTER_TWEET_HASHTAGS: [{ name: "hashtags", kind: "hashtags" }],
  SHARE_REFERRAL_INVITE: [{ name: "requiredInvites", kind: "count" }],
  TWITTER_BIO: [{ name: "text", kind: "text" }],
  LINK_DISCORD: [],
  DISCORD_JOIN_SERVER: [
    { name: "guildId", kind: "text" },
    { name: "inviteUrl", kind: "url" },
  ],
  DISCORD_ROLE: [
    { name: "guildId", kind: "text" },
    { name: "roleId", kind: "text" },
  ],
  LINK_GOOGLE: [],
  LINK_WALLET: [{ name: "chain", kind: "choice", options: LINK_WALLET_CHAINS }],
  HOLD_TOKEN: [
    { name: "chain", kind: "text" },
    { name: "contract", kind: "text" },
    { name: "minAmount", kind: "text" },
  ],
  HOLD_NFT: [
    { name: "chain", kind: "text" },
    { name: "contract", kind: "text" },
  ],
  TELEGRAM_JOIN_CHANNEL: [{ name: "channel", kind: "text" }],
  LINK_STEAM: [
    { name: "appId", kind: "count", optional: true },
    { name: "minPlaytimeMinutes", kind: "count", optional: true },
  ],
  CREATE_REFERRAL: [],
  URI_REDIRECTION: [{ name: "url", kind: "url" }],
  CAPTURE_GAME_DETAILS: [],
  GAME_API_VALIDATION: [
    { name: "partnerId", kind: "text" },
    { name: "action", kind: "text" },
  ],
  SPECIAL_CODE: [],
  INTERNAL_API_VALIDATION: [{ name: "fact", kind: "choice", options: INTERNAL_FACTS }],
  LINK_TELEGRAM: [],
  SHARE_POG_ON_X: [],
};

export const configFieldsOf = (type: TaskType): ReadonlyArray<ConfigField> => TASK_CONFIG_FIELDS[type];

/** Readable names of the task types, for the type select and the task list. */
export const taskTypeMessages: { readonly [T in TaskType]: MessageDescriptor } = defineMessages({
  LINK_TWITTER: { id: "admin.taskType.linkTwitter", defaultMessage: "Link an X account" },
  TWITTER_COMMENT: { id: "admin.taskType.twitterComment", defaultMessage: "Comment on a post on X" },
  TWITTER_LIKE: { id: "admin.taskType.twitterLike", defaultMessage: "Like a post on X" },
  TWITTER_RETWEET: { id: "admin.taskType.twitterRetweet", defaultMessage: "Repost a post on X" },
  TWITTER_FOLLOW: { id: "admin.taskType.twitterFollow", defaultMessage: "Follow an account on X" },
  TWITTER_PROFILE_NAME: {
    id: "admin.taskType.twitterProfileName",
    defaultMessage: "Put a brand in the X display name",
  },
  TWITTER_TWEET_HASHTAGS: {
    id: "admin.taskType.twitterTweetHashtags",
    defaultMessage: "Post on X with hashtags",
  },
  SHARE_REFERRAL_INVITE: {
    id: "admin.taskType.shareReferralInvite",
    defaultMessage: "Invite friends to the campaign",
  },
  TWITTER_BIO: { id: "admin.taskType.twitterBio", defaultMessage: "Put a text in the X bio" },
  LINK_DISCORD: { id: "admin.taskType.linkDiscord", defaultMessage: "Link a Discord account" },
  DISCORD_JOIN_SERVER: { id: "admin.taskType.discordJoinServer", defaultMessage: "Join a Discord server" },
  DISCORD_ROLE: { id: "admin.taskType.discordRole", defaultMessage: "Hold a Discord role" },
  LINK_GOOGLE: { id: "admin.taskType.linkGoogle", defaultMessage: "Link a Google account" },
  LINK_WALLET: { id: "admin.taskType.linkWallet", defaultMessage: "Link a wallet" },
  HOLD_TOKEN: { id: "admin.taskType.holdToken", defaultMessage: "Hold a token" },
  HOLD_NFT: { id: "admin.taskType.holdNft", defaultMessage: "Hold an NFT" },
  TELEGRAM_JOIN_CHANNEL: {
    id: "admin.taskType.telegramJoinChannel",
    defaultMessage: "Join a Telegram channel",
  },
  LINK_STEAM: { id: "admin.taskType.linkSteam", defaultMessage: "Link a Steam account" },
  CREATE_REFERRAL: { id: "admin.taskType.createReferral", defaultMessage: "Create a referral code" },
  URI_REDIRECTION: { id: "admin.taskType.uriRedirection", defaultMessage: "Visit a web page" },
  CAPTURE_GAME_DETAILS: {
    id: "admin.taskType.captureGameDetails",
    defaultMessage: "Save the in-game account",
  },
  GAME_API_VALIDATION: {
    id: "admin.taskType.gameApiValidation",
    defaultMessage: "Do an action in a partner game",
  },
  SPECIAL_CODE: { id: "admin.taskType.specialCode", defaultMessage: "Enter a special code" },
  INTERNAL_API_VALIDATION: {
    id: "admin.taskType.internalApiValidation",
    defaultMessage: "Meet a Kleos account condition",
  },
  LINK_TELEGRAM: { id: "admin.taskType.linkTelegram", defaultMessage: "Link a Telegram account" },
  SHARE_POG_ON_X: { id: "admin.taskType.sharePogOnX", defaultMessage: "Share the POG card on X" },
});

/** Labels of the configuration fields, by field name (the same name means the same thing in every type). */
export const configFieldMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  tweetUrl: { id: "admin.taskConfig.tweetUrl", defaultMessage: "Post address on X" },
  handle: { id: "admin.taskConfig.handle", defaultMessage: "X handle (without @)" },
  brand: { id: "admin.taskConfig.brand", defaultMessage: "Brand in the display name" },
  hashtags: { id: "admin.taskConfig.hashtags", defaultMessage: "Hashtags (space or comma between them)" },
  requiredInvites: { id: "admin.taskConfig.requiredInvites", defaultMessage: "Friends who must join" },
  text: { id: "admin.taskConfig.text", defaultMessage: "Text in the bio" },
  guildId: { id: "admin.taskConfig.guildId", defaultMessage: "Discord server id" },
  inviteUrl: { id: "admin.taskConfig.inviteUrl", defaultMessage: "Discord invite address" },
  roleId: { id: "admin.taskConfig.roleId", defaultMessage: "Discord role id" },
  chain: { id: "admin.taskConfig.chain", defaultMessage: "Chain" },
  contract: { id: "admin.taskConfig.contract", defaultMessage: "Contract address" },
  minAmount: { id: "admin.taskConfig.minAmount", defaultMessage: "Smallest amount held" },
  channel: { id: "admin.taskConfig.channel", defaultMessage: "Telegram channel" },
  appId: { id: "admin.taskConfig.appId", defaultMessage: "Steam app id of the game (optional)" },
  minPlaytimeMinutes: {
    id: "admin.taskConfig.minPlaytimeMinutes",
    defaultMessage: "Minutes played in that game (optional)",
  },
  url: { id: "admin.taskConfig.url", defaultMessage: "Page address" },
  partnerId: { id: "admin.taskConfig.partnerId", defaultMessage: "Partner id" },
  action: { id: "admin.taskConfig.action", defaultMessage: "Action in the game" },
  fact: { id: "admin.taskConfig.fact", defaultMessage: "Condition" },
});

/** Labels of the choice fields' options, by option value. */
export const configOptionMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  evm: { id: "admin.taskConfig.chainEvm", defaultMessage: "EVM (Ethereum, Polygon, BNB Chain…)" },
  solana: { id: "admin.taskConfig.chainSolana", defaultMessage: "Solana" },
  any: { id: "admin.taskConfig.chainAny", defaultMessage: "Any chain" },
  PROFILE_COMPLETE: { id: "admin.taskConfig.factProfileComplete", defaultMessage: "Profile complete" },
  PHONE_VERIFIED: { id: "admin.taskConfig.factPhoneVerified", defaultMessage: "Phone number verified" },
  EMAIL_VERIFIED: { id: "admin.taskConfig.factEmailVerified", defaultMessage: "E-mail verified" },
  WALLET_LINKED: { id: "admin.taskConfig.factWalletLinked", defaultMessage: "Wallet linked" },
  CLAN_MEMBER: { id: "admin.taskConfig.factClanMember", defaultMessage: "Member of a clan" },
});

/** Why a configuration value is refused. */
export type ConfigIssue = "required" | "count" | "choice";

const hashtagsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, ""))
    .filter((tag) => tag !== "");

/** One field's typed text as its config value, or the issue that refuses it. */
const valueOf = (field: ConfigField, text: string): { value: unknown } | { issue: ConfigIssue } => {
  const trimmed = text.trim();
  if (trimmed === "") return { issue: "required" };
  switch (field.kind) {
    case "text":
      return { value: trimmed };
    case "url":
      // Which addresses a type takes (any page, a post on X, a Discord invite) is the domain's rule.
      return { value: trimmed };
    case "count": {
      const count = parseCount(trimmed);
      return count === undefined ? { issue: "count" } : { value: count };
    }
    case "hashtags": {
      const tags = hashtagsOf(trimmed);
      return tags.length === 0 ? { issue: "required" } : { value: tags };
    }
    case "choice":
      return field.options?.includes(trimmed) === true ? { value: trimmed } : { issue: "choice" };
  }
};

/** Why a field is refused: the form's own reading of the text, or the domain's rule of the type. */
export type ConfigProblem = ConfigIssue | ValidationMessage;

/**
 * A task type's `config` from the form's texts (by field name), or the problem of each refused field. The
 * texts are read into values (numbers, hashtag lists), then checked against the type's schema in the domain,
 * the same one the server checks, so the form says what the server would. Fields of other types that the
 * texts still hold (after a type change) are left out.
 */
export const buildTaskConfig = (
  type: TaskType,
  texts: Readonly<Record<string, string>>,
):
  | { readonly ok: true; readonly config: Record<string, unknown> }
  | { readonly ok: false; readonly issues: Readonly<Record<string, ConfigProblem>> } => {
  const config: Record<string, unknown> = {};
  const issues: Record<string, ConfigProblem> = {};
  for (const field of configFieldsOf(type)) {
    const text = texts[field.name] ?? "";
    if (field.optional === true && text.trim() === "") continue;
    const result = valueOf(field, text);
    if ("issue" in result) issues[field.name] = result.issue;
    else config[field.name] = result.value;
  }
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  const checked = validate(taskConfigSchemaOf(type), config);
  if (Result.isSuccess(checked)) return { ok: true, config };
  const [field] = checked.failure.path;
  return {
    ok: false,
    issues: {
      [typeof field === "string" ? field : (configFieldsOf(type)[0]?.name ?? "config")]: {
        messageId: checked.failure.messageId,
        message: checked.failure.message,
      },
    },
  };
};

/** A saved `config` as the form's texts (numbers as digits, hashtag lists space-separated). */
export const configTexts = (config: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(config).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.map(String).join(" ")
        : typeof value === "string" || typeof value === "number"
          ? String(value)
          : "",
    ]),
  );

/** The text a new field of `type` starts with: the first option of a choice, else nothing. */
export const defaultConfigTexts = (type: TaskType): Record<string, string> =>
  Object.fromEntries(
    configFieldsOf(type).map((field) => [
      field.name,
      field.kind === "choice" ? (field.options?.[0] ?? "") : "",
    ]),
  );
