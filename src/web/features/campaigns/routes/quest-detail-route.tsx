import { useParams } from "react-router";
import { useQuest, useQuestSlots, useStartQuest } from "@/web/features/campaigns/api/quests-api";
import { CampaignDetailPage, type UseSlots } from "@/web/features/campaigns/components/campaign-detail";

const useSlots: UseSlots = (ref) => useQuestSlots(ref).data;

/**
 * `/gamer/k-quest/:questId`: one quest, on the campaign page's parts, with its slots left and the quest start
 * (a "Quest login method…" refusal shows its message and opens the game details form).
 */
export const QuestDetailRoute = () => {
  const { questId = "" } = useParams();
  return (
    <CampaignDetailPage
      key={questId}
      campaignRef={questId}
      kind="quest"
      useDetail={useQuest}
      useStart={useStartQuest}
      useSlots={useSlots}
    />
  );
};
