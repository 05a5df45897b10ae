import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { gameAccountRepository } from "@/server/db/repositories/game-account-repository";
import { gamePartnersTable } from "@/server/db/schema/campaigns";
import { makePartnerGameClient } from "@/server/providers/games/partner-game-client";
import {
  captureGameDetailsVerifier,
  gameApiValidationVerifier,
} from "@/server/services/campaigns/verifiers/game-verifiers";
import { startFakePartnerGame, type FakePartnerGame } from "@/server/testing/fakes/fake-partner-game";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  runVerifier,
  insertCampaign,
  insertGame,
  insertTask,
  insertUser,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";

const PARTNER_SECRET = "dragons-shared-secret";

let kleos: TestDatabase;
let db: Db;
let partnerGame: FakePartnerGame;
let gameId: number;
let campaign: TestCampaign;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  db = kleos.database.db;
  partnerGame = await startFakePartnerGame({ secret: PARTNER_SECRET });
  gameId = await insertGame(db, ["USER_NAME", "IN_GAME_USER_ID"]);
  campaign = await insertCampaign(db, { gameId });
  await db.insert(gamePartnersTable).values([
    { id: "dragons", gameId, endpoint: partnerGame.url, secret: PARTNER_SECRET },
    { id: "dragons-old-key", gameId, endpoint: partnerGame.url, secret: "an-old-secret" },
  ]);
});
afterAll(async () => {
  await partnerGame.close();
  await kleos.close();
});
beforeEach(() => {
  partnerGame.behave("answer");
});

const saveUsername = (userId: string, value: string, game = gameId) =>
  gameAccountRepository.saveUsername(db, { userId, gameId: game, loginMethod: "USER_NAME", value });

describe("CAPTURE_GAME_DETAILS", () => {
  it("verifies once the user saved their identity in the campaign's game", async () => {
    const task = await insertTask(db, campaign.id, "CAPTURE_GAME_DETAILS", {});
    const user = await insertUser(db);
    await saveUsername(user, "elsewhere", await insertGame(db));
    expect(
      await runVerifier(kleos, captureGameDetailsVerifier, contextFor(user, campaign, task)),
    ).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "GAME_DETAILS_MISSING",
    });
    await saveUsername(user, "dragon_slayer");
    expect(await runVerifier(kleos, captureGameDetailsVerifier, contextFor(user, campaign, task))).toEqual({
      verified: true,
    });
  });

  it("cannot verify for a campaign without a game", async () => {
    const gameless = await insertCampaign(db);
    const task = await insertTask(db, gameless.id, "CAPTURE_GAME_DETAILS", {});
    const user = await insertUser(db);
    await saveUsername(user, "dragon_slayer");
    expect(
      await runVerifier(kleos, captureGameDetailsVerifier, contextFor(user, gameless, task)),
    ).toMatchObject({
      verified: false,
      errorType: "NOT_CONFIGURED",
    });
  });
});

describe("GAME_API_VALIDATION", () => {
  const verifier = gameApiValidationVerifier(makePartnerGameClient({ timeoutMs: 1_000 }));

  it("verifies when the partner, asked with a signed question, says the user did the action", async () => {
    const task = await insertTask(db, campaign.id, "GAME_API_VALIDATION", {
      partnerId: "dragons",
      action: "reach-level-10",
    });
    const user = await insertUser(db);
    await saveUsername(user, "dragon_slayer");
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toEqual({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "GAME_ACTION_NOT_DONE",
      message: expect.any(String),
    });
    partnerGame.complete(user, "reach-level-10");
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toEqual({ verified: true });
    expect(partnerGame.questions.at(-1)).toMatchObject({
      userId: user,
      gameUsername: "dragon_slayer",
      campaignId: campaign.id,
      taskId: task.id,
      action: "reach-level-10",
    });
  });

  it("asks nothing until the user saved their game username", async () => {
    const task = await insertTask(db, campaign.id, "GAME_API_VALIDATION", {
      partnerId: "dragons",
      action: "a",
    });
    const user = await insertUser(db);
    partnerGame.complete(user, "a");
    const asked = partnerGame.questions.length;
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "GAME_DETAILS_MISSING",
    });
    expect(partnerGame.questions).toHaveLength(asked);
  });

  it("answers UPSTREAM when the partner refuses the signature, fails, or answers no JSON", async () => {
    const user = await insertUser(db);
    await saveUsername(user, "dragon_slayer");
    partnerGame.complete(user, "b");
    const upstream = { verified: false, errorType: "UPSTREAM", errorCode: "GAME_PARTNER_UNAVAILABLE" };
    const wrongKey = await insertTask(db, campaign.id, "GAME_API_VALIDATION", {
      partnerId: "dragons-old-key",
      action: "b",
    });
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, wrongKey))).toMatchObject(upstream);
    const task = await insertTask(db, campaign.id, "GAME_API_VALIDATION", {
      partnerId: "dragons",
      action: "b",
    });
    partnerGame.behave("fail");
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toMatchObject(upstream);
    partnerGame.behave("notJson");
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toMatchObject(upstream);
    partnerGame.behave("answer");
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toEqual({ verified: true });
  });

  it("cannot verify against a partner Kleos does not know", async () => {
    const task = await insertTask(db, campaign.id, "GAME_API_VALIDATION", {
      partnerId: "nobody",
      action: "a",
    });
    const user = await insertUser(db);
    await saveUsername(user, "dragon_slayer");
    expect(await runVerifier(kleos, verifier, contextFor(user, campaign, task))).toMatchObject({
      verified: false,
      errorType: "NOT_CONFIGURED",
      errorCode: "GAME_PARTNER_UNKNOWN",
    });
  });
});
