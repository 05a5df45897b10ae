import { defineMessages, useIntl } from "react-intl";
import { useCampaignList, type CampaignStatus } from "@/web/features/campaigns/api/campaigns-api";
import {
  CampaignSection,
  CampaignTabs,
  EmptyTab,
  type ListTab,
} from "@/web/features/campaigns/components/campaign-list";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { usePageLimit } from "@/web/features/campaigns/lib/use-page-limit";
import { useDocumentTitle } from "@/web/lib/document-title";

const messages = defineMessages({
  title: { id: "campaigns.kDrop.title", defaultMessage: "K-Drop" },
  lead: {
    id: "campaigns.kDrop.lead",
    defaultMessage: "Airdrop campaigns: complete their tasks and claim K-Cash, rKLEOS and K-Points.",
  },
  tabs: { id: "campaigns.kDrop.tabs", defaultMessage: "K-Drop campaigns by state" },
});

/** A page of K-Drop campaigns of one state: 8 a page on phones, 20 on wider screens (spec §9). */
const useStatusPage = (status: CampaignStatus, pageOffset: number) => {
  const pageLimit = usePageLimit();
  return useCampaignList({ kind: "campaign", status, pageOffset, pageLimit });
};
const useLivePage = (pageOffset: number) => useStatusPage("LIVE", pageOffset);
const useUpcomingPage = (pageOffset: number) => useStatusPage("PUBLISHED", pageOffset);
/** The Ended tab in one call: every state after the end, most recently ended first. */
const useEndedPage = (pageOffset: number) => {
  const pageLimit = usePageLimit();
  return useCampaignList({ kind: "campaign", tab: "ended", pageOffset, pageLimit });
};

const renderTab = (tab: ListTab) =>
  tab === "live" ? (
    <CampaignSection usePage={useLivePage} empty={<EmptyTab tab="live" />} />
  ) : tab === "upcoming" ? (
    <CampaignSection usePage={useUpcomingPage} empty={<EmptyTab tab="upcoming" />} />
  ) : (
    <CampaignSection usePage={useEndedPage} empty={<EmptyTab tab="ended" />} />
  );

/** `/gamer/k-drop`: the airdrop campaigns by tab, featured first as the server orders them. */
export const KDropRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <CampaignTabs label={intl.formatMessage(messages.tabs)} renderTab={renderTab} />
    </div>
  );
};
