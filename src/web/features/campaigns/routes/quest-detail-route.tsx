import { useParams } from "react-router";
import { useQuest, useQuestSlots, useStartQuest } from "@/web/features/campaigns/api/quests-api";
import {
  CampaignDetailPage,
  type RenderSections,
  type UseSlots,
} from "@/web/features/campaigns/components/campaign-detail";
import { ProofSection } from "@/web/features/campaigns/components/proof-section";

const useSlots: UseSlots = (ref) => useQuestSlots(ref).data;

const renderSections: RenderSections = (ref, quest) => <ProofSection questRef={ref} quest={quest} />;

/**
 * `/gamer/k-quest/:questId`: one quest, on the campaign page's parts, with its slots left and the quest start
 * (a "Quest login method…" refusal shows its message and opens the game details form), and for a gamer who
 * started it the proof of work: a picture to send and the review of the latest one.
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
      renderSections={renderSections}
    />
  );
};
