import { fc, test } from "@fast-check/vitest";
import { Effect, Exit } from "effect";
import { describe, expect } from "vitest";
import { UsernameTaken } from "@/domain/errors/pog-errors";
import { InsufficientBalance } from "@/domain/errors/wallet-errors";
import { ValidationFailed, validateField } from "@/domain/errors/validation-errors";
import { TaskLocked } from "@/domain/errors/task-errors";
import {
  ERROR_ENGLISH_TEXT,
  ERROR_HTTP_STATUS,
  ERROR_MESSAGE_ID,
  describeDomainError,
  errorFields,
  isDomainError,
} from "@/domain/errors/error-catalogue";
import { GameNotFound } from "@/domain/games/game-errors";
import { SiteUsername } from "@/domain/validation/username-rules";

const TAGS = Object.keys(ERROR_HTTP_STATUS) as Array<keyof typeof ERROR_HTTP_STATUS>;

describe("error catalogue", () => {
  test.each(TAGS)("%s has a 4xx/5xx status, its message id and an English text", (tag) => {
    expect(ERROR_HTTP_STATUS[tag]).toBeGreaterThanOrEqual(400);
    expect(ERROR_HTTP_STATUS[tag]).toBeLessThan(600);
    expect(ERROR_MESSAGE_ID[tag]).toBe(`errors.${tag}`);
    expect(ERROR_ENGLISH_TEXT[tag].trim()).not.toBe("");
  });

  test("the three maps list the same tags", () => {
    expect(Object.keys(ERROR_MESSAGE_ID).sort()).toEqual([...TAGS].sort());
    expect(Object.keys(ERROR_ENGLISH_TEXT).sort()).toEqual([...TAGS].sort());
  });

  test.each([
    ["PhoneNumberAlreadyExists", 409, "Phone number already exists"],
    ["VerificationFailed", 400, "Something went wrong"],
    ["InvalidRefreshToken", 400, "Invalid refresh token"],
    ["WalletNotFound", 404, "Wallet not found"],
    ["WalletRejected", 422, "Wallet error"],
    ["UsernameTaken", 409, "Username already taken"],
    ["RefreshLimitReached", 429, "Refresh limit reached"],
    ["UpstreamFailed", 502, "API Failure"],
    ["MissionFailed", 422, "Mission failed"],
    ["PogMintFailed", 502, "Something broke while minting your POG card"],
    ["DataFetchFailed", 502, "An error occurred while fetching data"],
    ["PaymentFailed", 402, "Payment Failed"],
    ["RewardClaimTransactionFailed", 502, "Reward claim transaction failed"],
    ["ClaimFailed", 422, "Claim Failed"],
    ["ConnectionFailed", 502, "Connection failed"],
    ["QuestLoginMethodInvalid", 422, "Quest login method is not valid for this quest"],
    ["GameNotFound", 404, "Game not found"],
  ] as const)("spec §8: %s is %d %j", (tag, status, text) => {
    expect(ERROR_HTTP_STATUS[tag]).toBe(status);
    expect(ERROR_ENGLISH_TEXT[tag]).toBe(text);
  });

  test("quest login method errors start with Quest login method (spec §5)", () => {
    expect(ERROR_ENGLISH_TEXT.QuestLoginMethodInvalid.startsWith("Quest login method")).toBe(true);
  });

  test("errors are recognised and their fields are data only", () => {
    const error = new InsufficientBalance({ currency: "KCASH", required: 5000, available: 1200 });
    expect(isDomainError(error)).toBe(true);
    expect(error._tag).toBe("InsufficientBalance");
    expect(errorFields(error)).toEqual({ currency: "KCASH", required: 5000, available: 1200 });
    expect(errorFields(new TaskLocked({ campaignId: "c1", pendingTaskIds: ["t1"] }))).toEqual({
      campaignId: "c1",
      pendingTaskIds: ["t1"],
    });
    expect(isDomainError(new GameNotFound({ gameId: "g1" }))).toBe(true);
  });

  test.prop([fc.anything()])(
    "property: isDomainError never throws and accepts only catalogued tags",
    (value) => {
      const recognised = isDomainError(value);
      if (recognised) expect(TAGS).toContain(value._tag);
    },
  );

  test("describeDomainError reads a ValidationFailed as the rule it broke", () => {
    expect(describeDomainError(new UsernameTaken({ username: "gamer42" }))).toEqual({
      messageId: "errors.UsernameTaken",
      message: "Username already taken",
    });
    expect(
      describeDomainError(
        new ValidationFailed({ field: "username", messageId: "validation.siteUsername.length" }),
      ),
    ).toEqual({ messageId: "validation.siteUsername.length", message: "min 5 and max 10 characters" });
  });

  test("validateField succeeds with the value or fails with ValidationFailed for the field", () => {
    expect(Effect.runSync(validateField(SiteUsername, "gamer42", "username"))).toBe("gamer42");
    const exit = Effect.runSyncExit(Effect.flip(validateField(SiteUsername, "ab", "username")));
    expect(Exit.isSuccess(exit) && exit.value).toEqual(
      new ValidationFailed({ field: "username", messageId: "validation.siteUsername.length" }),
    );
  });
});
