/** SHARE_REFERRAL_INVITE and CREATE_REFERRAL: checked against Kleos' own referral records. */
import { referralRepository } from "@/server/db/repositories/referral-repository";
import { notDone, type TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";

/** Verified once `requiredInvites` gamers started this campaign through the user's invite. */
export const shareReferralInviteVerifier: TaskVerifier<"SHARE_REFERRAL_INVITE"> = {
  verify: async ({ db, userId, campaign, task }) => {
    const required = task.config.requiredInvites;
    const invited = await referralRepository.countInvited(db, campaign.id, userId);
    return invited >= required
      ? { verified: true }
      : notDone(
          "REFERRAL_INVITES_MISSING",
          `${invited} of ${required} invited gamers have joined this campaign so far`,
        );
  },
};

/** Verified once the user has a referral code of their own. */
export const createReferralVerifier: TaskVerifier<"CREATE_REFERRAL"> = {
  verify: async ({ db, userId }) =>
    (await referralRepository.findByUserId(db, userId)) === undefined
      ? notDone("REFERRAL_CODE_MISSING", "Create your referral code first")
      : { verified: true },
};
