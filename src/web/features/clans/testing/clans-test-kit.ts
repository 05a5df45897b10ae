/** Clan answers in the contract's shapes for the clan page tests. Test-only: no page imports it. */
import type { components } from "#generated/api";

type Schemas = components["schemas"];
const DAY = 86_400_000;

export const RULES: Schemas["ClanRules"] = {
  minDaysBeforeClanDelete: 7,
  minDaysToJoinClanAfterLeaving: 3,
  minDaysToRecreateClanAfterDelete: 14,
};

export const clanSummary = (overrides: Partial<Schemas["ClanSummary"]> = {}): Schemas["ClanSummary"] => ({
  id: 4,
  clanName: "Mumbai Titans",
  city: "Mumbai",
  country: "IN",
  clanLogo: "dragon",
  bannerImage: "saffron",
  memberCount: 3,
  chiefUsername: "ArjunPlays",
  createdAt: new Date(Date.now() - 40 * DAY).toISOString(),
  ...overrides,
});

export const clanDetail = (overrides: Partial<Schemas["ClanDetail"]> = {}): Schemas["ClanDetail"] => {
  const summary = clanSummary();
  return {
    ...summary,
    description: "Battle royale squads from Mumbai.",
    members: [
      { memberId: 1, username: "ArjunPlays", role: "Chief", joinedAt: summary.createdAt },
      { memberId: 2, username: "PriyaGG", role: "Member", joinedAt: summary.createdAt },
      { memberId: 3, username: "gamer1", role: "Member", joinedAt: summary.createdAt },
    ],
    viewerRole: null,
    deleteAllowedAt: new Date(Date.parse(summary.createdAt) + 7 * DAY).toISOString(),
    ...overrides,
  };
};

export const clanPage = (items: readonly Schemas["ClanSummary"][]): Schemas["ClanPage"] => ({
  items: [...items],
  page: { pageOffset: 0, pageLimit: 20, total: items.length },
});

export const noClan: Schemas["MyClanMembership"] = {
  membership: null,
  joinAllowedAt: null,
  createAllowedAt: null,
};

export const memberOf = (
  clan: Schemas["ClanSummary"],
  role: Schemas["ClanRole"] = "Member",
): Schemas["MyClanMembership"] => ({
  membership: { clan, role, joinedAt: clan.createdAt },
  joinAllowedAt: null,
  createAllowedAt: null,
});
