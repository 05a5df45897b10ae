/** SHARE_REFERRAL_INVITE and CREATE_REFERRAL: checked against Kleos' own referral records. */
import { Effect } from "effect";
import { ReferralRepository } from "@/server/db/repositories/referral-repository";
import {
  notDone,
  withParams,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

/** Verified once `requiredInvites` gamers started this campaign through the user's invite. */
export const shareReferralInviteVerifier: TaskVerifier<"SHARE_REFERRAL_INVITE"> = {
  verify: ({ userId, campaign, task }) =>
    Effect.gen(function* () {
      const required = task.config.requiredInvites;
      const referrals = yield* ReferralRepository;
      const invited = yield* referrals.countInvited(campaign.id, userId);
      return invited >= required
        ? { verified: true }
        : withParams(
            notDone(
              "REFERRAL_INVITES_MISSING",
              `${invited} of ${required} invited gamers have joined this campaign so far`,
            ),
            { invited: String(invited), required: String(required) },
          );
    }),
};

/** Verified once the user has a referral code of their own. */
export const createReferralVerifier: TaskVerifier<"CREATE_REFERRAL"> = {
  verify: ({ userId }) =>
    ReferralRepository.use((referrals) =>
      Effect.map(referrals.findByUserId(userId), (code): VerificationOutcome =>
        code === undefined
          ? notDone("REFERRAL_CODE_MISSING", "Create your referral code first")
          : { verified: true },
      ),
    ),
};
