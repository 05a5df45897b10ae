/*
 * The clan day rules (spec §3: minDaysBeforeClanDelete, minDaysToJoinClanAfterLeaving,
 * minDaysToRecreateClanAfterDelete; rule types clanDelete, clanLeave, clanCreation). Values are whole days
 * from the server. A rule counts from a moment (the clan's creation, the last leave, the last delete) and
 * opens exactly `days` × 24 hours later; 0 days means at once.
 */

export const DAY_MS = 86_400_000;

export interface ClanRules {
  readonly minDaysBeforeClanDelete: number;
  readonly minDaysToJoinClanAfterLeaving: number;
  readonly minDaysToRecreateClanAfterDelete: number;
}

export type ClanRuleType = "clanDelete" | "clanLeave" | "clanCreation";

/** The defaults when the server's configuration says nothing: a week to delete, 3 days to rejoin, 2 weeks to recreate. */
export const DEFAULT_CLAN_RULES: ClanRules = {
  minDaysBeforeClanDelete: 7,
  minDaysToJoinClanAfterLeaving: 3,
  minDaysToRecreateClanAfterDelete: 14,
};

export const daysOf = (rules: ClanRules, ruleType: ClanRuleType): number => {
  switch (ruleType) {
    case "clanDelete":
      return rules.minDaysBeforeClanDelete;
    case "clanLeave":
      return rules.minDaysToJoinClanAfterLeaving;
    case "clanCreation":
      return rules.minDaysToRecreateClanAfterDelete;
  }
};

/** When a rule counting `days` from `since` (epoch ms) opens. */
export const opensAt = (since: number, days: number): number => since + days * DAY_MS;

/**
 * Whether a rule holds back an action at `now`: undefined when it may happen (no moment to count from, or
 * the days have passed), else the epoch ms at which it becomes possible.
 */
export const heldUntil = (since: number | undefined, days: number, now: number): number | undefined => {
  if (since === undefined) return undefined;
  const at = opensAt(since, days);
  return now < at ? at : undefined;
};

/** A clan may be deleted `minDaysBeforeClanDelete` days after it was created. */
export const deleteHeldUntil = (rules: ClanRules, createdAt: number, now: number): number | undefined =>
  heldUntil(createdAt, rules.minDaysBeforeClanDelete, now);

/** A gamer who left a clan (of their own accord) joins one again `minDaysToJoinClanAfterLeaving` days later. */
export const joinHeldUntil = (
  rules: ClanRules,
  lastLeftAt: number | undefined,
  now: number,
): number | undefined => heldUntil(lastLeftAt, rules.minDaysToJoinClanAfterLeaving, now);

/** A Chief who deleted a clan creates one again `minDaysToRecreateClanAfterDelete` days later. */
export const recreateHeldUntil = (
  rules: ClanRules,
  lastDeletedAt: number | undefined,
  now: number,
): number | undefined => heldUntil(lastDeletedAt, rules.minDaysToRecreateClanAfterDelete, now);
