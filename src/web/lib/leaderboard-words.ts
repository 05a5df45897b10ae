/**
 * The words of a platform leaderboard's scope, score source and status (spec §4, §7), shared by the boards' pages
 * and the admin's leaderboards console.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type {
  LeaderboardKind,
  LeaderboardStatus,
  ScoreSource,
} from "@/domain/leaderboards/leaderboard-rules";

export const boardKindMessages: Readonly<Record<LeaderboardKind, MessageDescriptor>> = defineMessages({
  GAMER: { id: "leaderboards.kind.gamer", defaultMessage: "Gamers" },
  CLAN: { id: "leaderboards.kind.clan", defaultMessage: "Clans" },
  CLAN_CHIEF: { id: "leaderboards.kind.clanChief", defaultMessage: "Clan chiefs" },
  PARTNER_CLAN: { id: "leaderboards.kind.partnerClan", defaultMessage: "Partner clans" },
});

export const scoreSourceMessages: Readonly<Record<ScoreSource, MessageDescriptor>> = defineMessages({
  KPOINTS_EARNED: { id: "leaderboards.source.kpointsEarned", defaultMessage: "K-Points earned" },
  QUESTS_COMPLETED: { id: "leaderboards.source.questsCompleted", defaultMessage: "Quests completed" },
  CAMPAIGN_POINTS: { id: "leaderboards.source.campaignPoints", defaultMessage: "Campaign points" },
});

export const boardStatusMessages: Readonly<Record<LeaderboardStatus, MessageDescriptor>> = defineMessages({
  PUBLISHED: { id: "leaderboards.status.published", defaultMessage: "Upcoming" },
  LIVE: { id: "leaderboards.status.live", defaultMessage: "Live" },
  CONCLUDED: { id: "leaderboards.status.concluded", defaultMessage: "Concluded" },
  COMPLETED: { id: "leaderboards.status.completed", defaultMessage: "Completed" },
});
