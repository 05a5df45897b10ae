import { defineMessages, useIntl } from "react-intl";
import type { CampaignStatus } from "@/web/features/campaigns/api/campaigns-api";
import { useCampaignList } from "@/web/features/campaigns/api/campaigns-api";
import { CampaignList } from "@/web/features/campaigns/components/campaign-list";
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

/** One tab section of K-Drop: campaigns of one state, 8 a page on phones and 20 on wider screens. */
const useKDropSection = (status: CampaignStatus, pageOffset: number) => {
  const pageLimit = usePageLimit();
  return useCampaignList({ kind: "campaign", status, pageOffset, pageLimit });
};

/** `/gamer/k-drop`: the airdrop campaigns, by state. */
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
      <CampaignList useSection={useKDropSection} label={intl.formatMessage(messages.tabs)} />
    </div>
  );
};
