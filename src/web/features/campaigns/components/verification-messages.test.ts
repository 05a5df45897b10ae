import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { CampaignTask } from "@/web/features/campaigns/api/campaigns-api";
import { verificationMessageOf } from "@/web/features/campaigns/components/verification-messages";

const intl = createIntl({ locale: "en", messages: {}, onError: () => undefined });

const taskWith = (config: Record<string, unknown>) => ({ config }) as unknown as CampaignTask;

describe("why a task is not verified yet, in the gamer's language", () => {
  it("names what the task asks for", () => {
    expect(
      verificationMessageOf(intl, taskWith({ handle: "@kleos" }), {
        errorCode: "TWITTER_NOT_FOLLOWING",
        message: "You don't follow @kleos yet",
      }),
    ).toBe("You don't follow @kleos yet");
    expect(
      verificationMessageOf(intl, taskWith({ hashtags: ["Kleos", "#KDrop"] }), {
        errorCode: "TWITTER_HASHTAGS_MISSING",
        message: "",
      }),
    ).toBe("Post on X with #Kleos #KDrop first (posts of the last 7 days count)");
  });

  it("says when X can be asked again, from the verifier's answer", () => {
    expect(
      verificationMessageOf(intl, taskWith({}), {
        errorCode: "X_RATE_LIMITED",
        message: "X is busy: check again after 14:05 UTC",
      }),
    ).toBe("X is busy: check again after 14:05 UTC");
    expect(verificationMessageOf(intl, taskWith({}), { errorCode: "DISCORD_NOT_LINKED", message: "" })).toBe(
      "Connect your Discord account first",
    );
  });

  it("words every cannot-check and not-yet answer from its code and params, never the server's English", () => {
    expect(
      verificationMessageOf(intl, taskWith({ channel: "kleos_news" }), {
        errorCode: "TELEGRAM_NOT_MEMBER",
        message: "ignored",
        messageParams: { channel: "@kleos_news" },
      }),
    ).toBe("Join @kleos_news on Telegram, then check again");
    expect(
      verificationMessageOf(intl, taskWith({ appId: 570, minPlaytimeMinutes: 60 }), {
        errorCode: "STEAM_PLAYTIME_SHORT",
        message: "ignored",
        messageParams: { minutes: "60", played: "12" },
      }),
    ).toBe("Play the game for 60 minutes on Steam (12 so far), then check again");
    expect(
      verificationMessageOf(intl, taskWith({}), {
        errorCode: "TOKEN_BALANCE_TOO_LOW",
        message: "ignored",
        messageParams: { held: "2.5", symbol: "DEMO", needed: "10" },
      }),
    ).toBe("You hold 2.5 DEMO; this task needs 10");
    expect(
      verificationMessageOf(intl, taskWith({ chain: "anvil" }), {
        errorCode: "WALLET_NOT_LINKED",
        message: "",
      }),
    ).toBe("Link an EVM wallet first");
    expect(
      verificationMessageOf(intl, taskWith({}), { errorCode: "STEAM_PROFILE_PRIVATE", message: "ignored" }),
    ).toBe(
      "Your Steam game details are private: make them public in Steam's privacy settings, then check again",
    );
    expect(
      verificationMessageOf(intl, taskWith({}), {
        errorCode: "X_RATE_LIMITED",
        message: "ignored",
        messageParams: { retryAt: "2026-11-27T16:05:00.000Z" },
      }),
    ).toBe("X is busy: check again after 16:05 UTC");
  });

  it("gives a code it does not know a localised message, not the server's text", () => {
    expect(
      verificationMessageOf(intl, taskWith({}), { errorCode: "SOMETHING_NEW", message: "English text" }),
    ).toBe("This task is not done yet: do it, then check again");
  });
});
