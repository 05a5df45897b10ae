import { ClanRoute } from "@/web/features/clans/routes/clan-route";
import { ClanBoardStanding } from "@/web/features/leaderboards/components/clan-board-standing";

/** `/clans/:clanId`: the clan's page, with its place on the current clan season. */
export const ClanPage = () => (
  <ClanRoute standing={(clan) => <ClanBoardStanding clanId={clan.id} clanName={clan.clanName} />} />
);
