import { useParams } from "react-router";
import { CampaignDetailPage } from "@/web/features/campaigns/components/campaign-detail";

/** `/gamer/k-drop/:campaignId`: one airdrop campaign, by its slug (or id). */
export const CampaignDetailRoute = () => {
  const { campaignId = "" } = useParams();
  return <CampaignDetailPage key={campaignId} campaignRef={campaignId} />;
};
