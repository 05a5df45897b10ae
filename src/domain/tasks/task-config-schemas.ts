/*
 * The configuration each task type takes (TaskConfigs in task-types.ts), as Effect Schemas: an admin's task is
 * checked against its type's schema before it is stored, so a verifier never meets a shape it does not know.
 * Decoding drops fields a type does not know. Failures carry the validation message of the broken rule.
 */
import { Schema, SchemaTransformation } from "effect";
import { INTERNAL_FACTS, type TaskConfigs, type TaskType } from "@/domain/tasks/task-types";
import { DiscordLink, isGeneralUrl } from "@/domain/validation/social-link-rules";
import { characterLength } from "@/domain/validation/text-rules";
import { rule } from "@/domain/validation/validate";
import { VALIDATION_MESSAGES } from "@/domain/validation/validation-messages";

/** Text an admin must fill, up to `max` characters. */
const text = (max: number) =>
  Schema.String.check(
    rule(
      "validation.common.enterValue",
      (value: string) => value.trim() !== "" && characterLength(value) <= max,
    ),
  );

/** Matches `pattern` (an identifier of an outside service: a handle, a snowflake, a contract address). */
const matching = (pattern: RegExp) =>
  Schema.String.check(rule("validation.common.enterValue", (value: string) => pattern.test(value)));

/** An absolute http(s) link: gamers' browsers are sent there, so no other scheme and no relative path. */
const AbsoluteUrl = Schema.String.check(
  rule("validation.url.invalid", (value: string) => /^https?:\/\//i.test(value) && isGeneralUrl(value)),
);

/** A post on X: `https://x.com/<handle>/status/<id>` (twitter.com too), with or without the scheme. */
const PostUrl = Schema.String.check(
  rule("validation.twitterLink.invalid", (value: string) =>
    /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/status\/\d{1,20}\/?(?:\?[^\s#]*)?$/i.test(
      value,
    ),
  ),
);

const wholeNumberIn = (min: number, max: number) =>
  Schema.Number.check(
    rule(
      "validation.common.enterValue",
      (value: number) => Number.isInteger(value) && value >= min && value <= max,
    ),
  );

/** One of `options` ("Please select the correct option"). */
const choice = <T extends string>(options: readonly T[]) =>
  Schema.String.pipe(
    Schema.refine((value: string): value is T => (options as readonly string[]).includes(value), {
      message: VALIDATION_MESSAGES["validation.common.correctOption"],
      messageId: "validation.common.correctOption",
    }),
  );

const Hashtag = matching(/^#?[\p{L}\p{N}_]{1,100}$/u);

/** Types that need no configuration: any object decodes to `{}` (an empty Struct would keep stray keys). */
const Empty = Schema.Record(Schema.String, Schema.Unknown).pipe(
  Schema.decodeTo(
    Schema.Struct({}),
    SchemaTransformation.transform({ decode: () => ({}), encode: (value) => value }),
  ),
);

const DISCORD_SNOWFLAKE = /^\d{17,20}$/;
const X_HANDLE = /^@?[A-Za-z0-9_]{1,15}$/;
const TELEGRAM_CHANNEL = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
const CHAIN = /^[a-z0-9-]{2,32}$/;
const CONTRACT = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;
const IDENTIFIER = /^[A-Za-z0-9_.:-]{1,64}$/;

export const TASK_CONFIG_SCHEMAS: {
  readonly [T in TaskType]: Schema.Codec<TaskConfigs[T], unknown>;
} = {
  LINK_TWITTER: Empty,
  TWITTER_COMMENT: Schema.Struct({ tweetUrl: PostUrl }),
  TWITTER_LIKE: Schema.Struct({ tweetUrl: PostUrl }),
  TWITTER_RETWEET: Schema.Struct({ tweetUrl: PostUrl }),
  TWITTER_FOLLOW: Schema.Struct({ handle: matching(X_HANDLE) }),
  TWITTER_PROFILE_NAME: Schema.Struct({ brand: text(50) }),
  TWITTER_TWEET_HASHTAGS: Schema.Struct({
    hashtags: Schema.Array(Hashtag).check(
      rule(
        "validation.common.enterValue",
        (tags: readonly string[]) => tags.length >= 1 && tags.length <= 10,
      ),
    ),
  }),
  SHARE_REFERRAL_INVITE: Schema.Struct({ requiredInvites: wholeNumberIn(1, 1000) }),
  TWITTER_BIO: Schema.Struct({ text: text(160) }),
  LINK_DISCORD: Empty,
  DISCORD_JOIN_SERVER: Schema.Struct({
    guildId: matching(DISCORD_SNOWFLAKE),
    inviteUrl: DiscordLink,
    checkWith: Schema.optionalKey(choice(["gamer", "bot"] as const)),
  }),
  DISCORD_ROLE: Schema.Struct({
    guildId: matching(DISCORD_SNOWFLAKE),
    roleId: matching(DISCORD_SNOWFLAKE),
    checkWith: Schema.optionalKey(choice(["gamer", "bot"] as const)),
  }),
  LINK_GOOGLE: Empty,
  LINK_WALLET: Schema.Struct({
    chain: choice(["evm", "solana", "any"] as const),
  }),
  HOLD_TOKEN: Schema.Struct({
    chain: matching(CHAIN),
    contract: matching(CONTRACT),
    minAmount: matching(/^[1-9]\d{0,37}$/),
  }),
  HOLD_NFT: Schema.Struct({ chain: matching(CHAIN), contract: matching(CONTRACT) }),
  TELEGRAM_JOIN_CHANNEL: Schema.Struct({ channel: matching(TELEGRAM_CHANNEL) }),
  LINK_STEAM: Schema.Struct({
    appId: Schema.optionalKey(wholeNumberIn(1, 2_147_483_647)),
    minPlaytimeMinutes: Schema.optionalKey(wholeNumberIn(1, 10_000_000)),
  }).check(
    rule(
      "validation.common.enterValue",
      (config: { readonly appId?: number; readonly minPlaytimeMinutes?: number }) =>
        config.minPlaytimeMinutes === undefined || config.appId !== undefined,
    ),
  ),
  CREATE_REFERRAL: Empty,
  URI_REDIRECTION: Schema.Struct({ url: AbsoluteUrl }),
  CAPTURE_GAME_DETAILS: Empty,
  GAME_API_VALIDATION: Schema.Struct({ partnerId: matching(IDENTIFIER), action: matching(IDENTIFIER) }),
  SPECIAL_CODE: Empty,
  INTERNAL_API_VALIDATION: Schema.Struct({
    fact: choice(INTERNAL_FACTS),
  }),
  LINK_TELEGRAM: Empty,
  SHARE_POG_ON_X: Empty,
};

/** The schema of `type`'s configuration, for code that holds a type it only knows at run time. */
export const taskConfigSchemaOf = (type: TaskType): Schema.Codec<TaskConfigs[TaskType], unknown> =>
  TASK_CONFIG_SCHEMAS[type];
