import { fc, it as prop } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TASK_TYPES, isExternalTaskType, type TaskType } from "@/domain/tasks/task-types";
import { makePartnerGameClient } from "@/server/providers/games/partner-game-client";
import { makeTaskVerifiers } from "@/server/services/campaigns/verifiers/registry";
import type { TaskVerifier, VerificationContext } from "@/server/services/campaigns/verifiers/task-verifier";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  insertCampaign,
  insertUser,
  runVerifier,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestDatabase;
let userId: string;
let campaign: TestCampaign;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  userId = await insertUser(kleos.database.db, { username: "external_tester" });
  campaign = await insertCampaign(kleos.database.db);
});
afterAll(() => kleos.close());

const verifiers = makeTaskVerifiers({
  specialCodeSecret: "secret",
  partnerGames: makePartnerGameClient(),
  social: { x: undefined, discord: undefined },
});
const EXTERNAL_TYPES = TASK_TYPES.filter(isExternalTaskType);

describe("verifiers of types that need an outside service", () => {
  it("cover X, Discord, Telegram channels, Steam and chains", () => {
    expect(EXTERNAL_TYPES).toEqual([
      "LINK_TWITTER",
      "TWITTER_COMMENT",
      "TWITTER_LIKE",
      "TWITTER_RETWEET",
      "TWITTER_FOLLOW",
      "TWITTER_PROFILE_NAME",
      "TWITTER_TWEET_HASHTAGS",
      "TWITTER_BIO",
      "LINK_DISCORD",
      "DISCORD_JOIN_SERVER",
      "DISCORD_ROLE",
      "HOLD_TOKEN",
      "HOLD_NFT",
      "TELEGRAM_JOIN_CHANNEL",
      "LINK_STEAM",
      "SHARE_POG_ON_X",
    ]);
  });

  prop.prop([
    fc.constantFrom(...EXTERNAL_TYPES),
    fc.record({ code: fc.string() }, { requiredKeys: [] }),
    fc.dictionary(fc.string(), fc.jsonValue()),
  ])("never verify, whatever the input and config", async (type, input, config) => {
    const context = {
      userId,
      campaign,
      task: { id: "00000000-0000-4000-8000-000000000000", type, config },
      input,
      now: new Date(),
    } as unknown as VerificationContext<TaskType>;
    const verifier = verifiers[type] as TaskVerifier<TaskType>;
    const outcome = await runVerifier(kleos, verifier, context);
    expect(outcome).toEqual({
      verified: false,
      errorType: "NOT_CONFIGURED",
      errorCode: "TASK_VERIFICATION_NOT_CONFIGURED",
      message: expect.stringMatching(/^Verification of .+ is not configured yet$/u),
    });
  });
});
