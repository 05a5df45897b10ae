/**
 * Task types about the campaign's game: the user's saved in-game identity (CAPTURE_GAME_DETAILS) and the
 * partner game's own signed answer about something done in the game (GAME_API_VALIDATION).
 */
import { Effect } from "effect";
import { GameAccountRepository } from "@/server/db/repositories/game-account-repository";
import type { PartnerGameClient } from "@/server/providers/games/partner-game-client";
import {
  notDone,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

const gameDetailsMissing = notDone("GAME_DETAILS_MISSING", "Save your game username for this game first");

const noGame = (campaignId: string): VerificationOutcome => ({
  verified: false,
  errorType: "NOT_CONFIGURED",
  errorCode: "CAMPAIGN_GAME_MISSING",
  message: `Campaign ${campaignId} has no game to check game details against`,
});

export const captureGameDetailsVerifier: TaskVerifier<"CAPTURE_GAME_DETAILS"> = {
  verify: ({ userId, campaign }) =>
    Effect.gen(function* () {
      const { gameId } = campaign;
      if (gameId === null) return noGame(campaign.id);
      const accounts = yield* GameAccountRepository;
      return (yield* accounts.findUsername(userId, gameId)) === undefined
        ? gameDetailsMissing
        : { verified: true };
    }),
};

export const gameApiValidationVerifier = (
  client: PartnerGameClient,
): TaskVerifier<"GAME_API_VALIDATION"> => ({
  verify: ({ userId, campaign, task, now }) =>
    Effect.gen(function* () {
      const { partnerId, action } = task.config;
      const accounts = yield* GameAccountRepository;
      const partner = yield* accounts.findPartner(partnerId);
      if (partner === undefined)
        return {
          verified: false,
          errorType: "NOT_CONFIGURED",
          errorCode: "GAME_PARTNER_UNKNOWN",
          message: `Verification with game partner ${partnerId} is not configured yet`,
        };
      const gameId = campaign.gameId ?? partner.gameId;
      if (gameId === null) return noGame(campaign.id);
      const username = yield* accounts.findUsername(userId, gameId);
      if (username === undefined) return gameDetailsMissing;
      // The client answers an outage as `failed`; a rejection is a bug, so a defect.
      const answer = yield* Effect.promise(() =>
        client.askCompleted(partner, {
          userId,
          gameUsername: username.value,
          campaignId: campaign.id,
          taskId: task.id,
          action,
          at: now,
        }),
      );
      if (answer.kind === "failed")
        return {
          verified: false,
          errorType: "UPSTREAM",
          errorCode: "GAME_PARTNER_UNAVAILABLE",
          message: `The game could not confirm this task right now, please try again later (${answer.reason})`,
        };
      return answer.completed
        ? { verified: true }
        : notDone("GAME_ACTION_NOT_DONE", "The game has not seen this done yet");
    }),
});
