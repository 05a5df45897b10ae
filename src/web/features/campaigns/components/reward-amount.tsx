import { Amount } from "@/web/components/amount";
import type { Distribution, Reward } from "@/web/features/campaigns/api/campaigns-api";

/** Whole units of a reward amount the API gives in base units with its decimals. */
export const wholeUnits = (amount: number, decimals: number): number => amount / 10 ** decimals;

/**
 * What one gamer can get: the reward each completer or winner receives, or, for a leaderboard (whose reward
 * amount is 0 and whose tiers carry the amounts), the first rank's prize.
 */
export const headlineAmount = (reward: Reward, distribution: Distribution): number => {
  if (distribution.method !== "LEADERBOARD") return reward.amount;
  const tiers = distribution.tiers ?? [];
  return tiers.reduce((best, tier) => Math.max(best, tier.amount), 0);
};

/** A reward amount (base units) in whole units per spec §9, isolated so its order holds in RTL pages. */
export const RewardAmount = ({
  reward,
  amount = reward.amount,
  emphasis = false,
}: {
  readonly reward: Reward;
  readonly amount?: number;
  readonly emphasis?: boolean;
}) => (
  <bdi>
    <Amount value={wholeUnits(amount, reward.decimals)} currency={reward.currency} emphasis={emphasis} />
  </bdi>
);
