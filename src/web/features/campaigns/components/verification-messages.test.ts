import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { CampaignTask } from "@/web/features/campaigns/api/campaigns-api";
import { verificationMessageOf } from "@/web/features/campaigns/components/verification-messages";

const intl = createIntl({ locale: "en", messages: {}, onError: () => undefined });

const taskWith = (config: Record<string, unknown>) => ({ config }) as unknown as CampaignTask;

describe("why an X or Discord task is not verified yet", () => {
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

  it("leaves other codes to the server's message", () => {
    expect(
      verificationMessageOf(intl, taskWith({}), { errorCode: "SPECIAL_CODE_INVALID", message: "x" }),
    ).toBe(undefined);
  });
});
