import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { TASK_CONFIG_SCHEMAS, taskConfigSchemaOf } from "@/domain/tasks/task-config-schemas";
import { TASK_TYPES, type TaskConfigs, type TaskType } from "@/domain/tasks/task-types";
import { validate } from "@/domain/validation/validate";

/** One valid configuration per type, as an admin would write it. */
const VALID: { readonly [T in TaskType]: TaskConfigs[T] } = {
  LINK_TWITTER: {},
  TWITTER_COMMENT: { tweetUrl: "https://x.com/kleos/status/1790000000000000000" },
  TWITTER_LIKE: { tweetUrl: "https://twitter.com/kleos/status/1790000000000000001" },
  TWITTER_RETWEET: { tweetUrl: "https://x.com/kleos/status/1790000000000000002" },
  TWITTER_FOLLOW: { handle: "@kleos_gg" },
  TWITTER_PROFILE_NAME: { brand: "Kleos" },
  TWITTER_TWEET_HASHTAGS: { hashtags: ["#Kleos", "DarkThrone"] },
  SHARE_REFERRAL_INVITE: { requiredInvites: 3 },
  TWITTER_BIO: { text: "Questing on Kleos" },
  LINK_DISCORD: {},
  DISCORD_JOIN_SERVER: { guildId: "123456789012345678", inviteUrl: "https://discord.gg/kleos" },
  DISCORD_ROLE: { guildId: "123456789012345678", roleId: "876543210987654321" },
  LINK_GOOGLE: {},
  LINK_WALLET: { chain: "evm" },
  HOLD_TOKEN: {
    chain: "polygon",
    contract: "0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174",
    minAmount: "1000000",
  },
  HOLD_NFT: { chain: "solana", contract: "J1S9H3QjnRtBbbuD4HjPV6RpRhwuk4zKbxsnCHuTgh9w" },
  TELEGRAM_JOIN_CHANNEL: { channel: "@kleos_news" },
  LINK_STEAM: {},
  CREATE_REFERRAL: {},
  URI_REDIRECTION: { url: "https://darkthrone.example.com/play?utm_source=kleos" },
  CAPTURE_GAME_DETAILS: {},
  GAME_API_VALIDATION: { partnerId: "dark-throne", action: "reach_level_10" },
  SPECIAL_CODE: {},
  INTERNAL_API_VALIDATION: { fact: "PHONE_VERIFIED" },
  LINK_TELEGRAM: {},
  SHARE_POG_ON_X: {},
};

const messageIdOf = (type: TaskType, config: unknown): string | undefined => {
  const result = validate(taskConfigSchemaOf(type), config);
  return Result.isFailure(result) ? result.failure.messageId : undefined;
};

describe("task configurations", () => {
  test("every task type has a schema", () => {
    expect(Object.keys(TASK_CONFIG_SCHEMAS).sort()).toEqual([...TASK_TYPES].sort());
  });

  test.each(TASK_TYPES)("%s accepts a configuration an admin would write", (type) => {
    const result = validate(taskConfigSchemaOf(type), VALID[type]);
    expect(Result.isSuccess(result)).toBe(true);
    if (Result.isSuccess(result)) expect(result.success).toEqual(VALID[type]);
  });

  test.each(TASK_TYPES.filter((type) => Object.keys(VALID[type]).length > 0))(
    "%s refuses a configuration without its fields",
    (type) => {
      expect(messageIdOf(type, {})).toBeDefined();
    },
  );

  test.each([
    ["URI_REDIRECTION", { url: "javascript:alert(1)" }, "validation.url.invalid"],
    ["URI_REDIRECTION", { url: "darkthrone.example.com/play" }, "validation.url.invalid"],
    ["URI_REDIRECTION", { url: "https://ww.example.com" }, "validation.url.invalid"],
    ["TWITTER_LIKE", { tweetUrl: "https://facebook.com/kleos" }, "validation.twitterLink.invalid"],
    [
      "DISCORD_JOIN_SERVER",
      { guildId: "123456789012345678", inviteUrl: "https://t.me/x" },
      "validation.discordLink.invalid",
    ],
    ["LINK_WALLET", { chain: "bitcoin" }, "validation.common.correctOption"],
    ["INTERNAL_API_VALIDATION", { fact: "IS_RICH" }, "validation.common.correctOption"],
    ["SHARE_REFERRAL_INVITE", { requiredInvites: 0 }, "validation.common.enterValue"],
    ["SHARE_REFERRAL_INVITE", { requiredInvites: 2.5 }, "validation.common.enterValue"],
    ["TWITTER_TWEET_HASHTAGS", { hashtags: [] }, "validation.common.enterValue"],
    ["TWITTER_TWEET_HASHTAGS", { hashtags: ["two words"] }, "validation.common.enterValue"],
    ["TWITTER_FOLLOW", { handle: "far-too-long-for-x-handles" }, "validation.common.enterValue"],
    ["HOLD_TOKEN", { chain: "polygon", contract: "0x12", minAmount: "5" }, "validation.common.enterValue"],
    ["TWITTER_BIO", { text: "   " }, "validation.common.enterValue"],
  ] as const)("%s refuses %j with %s", (type, config, messageId) => {
    expect(messageIdOf(type, config)).toBe(messageId);
  });

  test.prop([fc.constantFrom(...TASK_TYPES), fc.dictionary(fc.string({ maxLength: 12 }), fc.anything())])(
    "property: a configuration is either refused with a message, or decoded to the type's own fields",
    (type, extra) => {
      const result = validate(taskConfigSchemaOf(type), { ...extra, ...VALID[type] });
      expect(Result.isSuccess(result)).toBe(true);
      if (Result.isSuccess(result))
        expect(Object.keys(result.success).sort()).toEqual(Object.keys(VALID[type]).sort());
    },
  );

  test.prop([fc.constantFrom(...TASK_TYPES), fc.anything()])(
    "property: never throws, whatever it is given",
    (type, config) => {
      expect(() => validate(taskConfigSchemaOf(type), config)).not.toThrow();
    },
  );
});
