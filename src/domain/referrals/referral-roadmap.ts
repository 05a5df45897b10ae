/**
 * Referral roadmaps: a gamer who brings friends earns K-Points at each step of a roadmap, once per step. A step
 * is reached when `threshold` friends did its `action`. The mint flow's roadmap is the first; the Jumpstart and
 * Kickstart campaigns (spec §1) are roadmaps of the same shape.
 */

/** What an invited friend did for a step to count them. */
export const REFERRAL_ROADMAP_ACTIONS = ["NAME_RESERVED", "AVATAR_CREATED", "POG_MINTED"] as const;
export type ReferralRoadmapAction = (typeof REFERRAL_ROADMAP_ACTIONS)[number];

export interface ReferralRoadmapStep {
  /** 1, 2, … in order. */
  readonly step: number;
  readonly action: ReferralRoadmapAction;
  /** Friends who must have done `action`. */
  readonly threshold: number;
  /** Whole K-Points. */
  readonly rewardKpoints: number;
}

export interface ReferralRoadmap {
  readonly id: string;
  readonly steps: ReadonlyArray<ReferralRoadmapStep>;
}

/** The mint flow's roadmap (spec §7 `pogMintingFlowReferralRoadmap`). */
export const POG_MINTING_FLOW_ROADMAP: ReferralRoadmap = {
  id: "pogMintingFlowReferralRoadmap",
  steps: [
    { step: 1, action: "NAME_RESERVED", threshold: 1, rewardKpoints: 50 },
    { step: 2, action: "AVATAR_CREATED", threshold: 3, rewardKpoints: 150 },
    { step: 3, action: "POG_MINTED", threshold: 5, rewardKpoints: 500 },
  ],
};

export const REFERRAL_ROADMAPS: ReadonlyMap<string, ReferralRoadmap> = new Map(
  [POG_MINTING_FLOW_ROADMAP].map((roadmap) => [roadmap.id, roadmap]),
);

/** How many counted friends did each action. */
export type FriendsByAction = { readonly [A in ReferralRoadmapAction]: number };

/**
 * The steps `friends` reach. A friend who minted also made an avatar and reserved a name (the flow's order),
 * so a step counts the friends who did its action or a later one.
 */
export const doneFor = (action: ReferralRoadmapAction, friends: FriendsByAction): number => {
  const from = REFERRAL_ROADMAP_ACTIONS.indexOf(action);
  return Math.max(...REFERRAL_ROADMAP_ACTIONS.slice(from).map((later) => friends[later]));
};

export const reachedSteps = (
  roadmap: ReferralRoadmap,
  friends: FriendsByAction,
): ReadonlyArray<ReferralRoadmapStep> =>
  roadmap.steps.filter((step) => doneFor(step.action, friends) >= step.threshold);

/** The ledger's idempotency key of a step's reward: the same key credits once, however often it is asked. */
export const roadmapRewardKey = (roadmapId: string, userId: string, step: number): string =>
  `referral-roadmap:${roadmapId}:user:${userId}:step:${step}`;
