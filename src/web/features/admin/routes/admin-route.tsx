import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { ButtonLink } from "@/web/components/button";
import { Tabs } from "@/web/components/tabs";
import { routes } from "@/web/lib/routes";
import { AdminGate } from "@/web/features/admin/components/admin-gate";
import { AnalyticsDashboard } from "@/web/features/admin/components/analytics-dashboard";
import * as styles from "@/web/features/admin/components/admin.css";
import { CampaignList } from "@/web/features/admin/components/campaign-list";
import { ContentConsole } from "@/web/features/admin/components/content-console";
import { LeaderboardsConsole } from "@/web/features/admin/components/leaderboards-console";
import { KycReviews } from "@/web/features/admin/components/kyc-reviews";
import { PayoutsConsole } from "@/web/features/admin/components/payouts-console";
import { PogSettingsForm } from "@/web/features/admin/components/pog-settings-form";
import { QuestProofs } from "@/web/features/admin/components/quest-proofs";
import { TaskChecks } from "@/web/features/admin/components/task-checks";
import { useDocumentTitle } from "@/web/lib/document-title";

const messages = defineMessages({
  title: { id: "admin.home.title", defaultMessage: "Admin" },
  lead: {
    id: "admin.home.lead",
    defaultMessage: "Create, edit, publish and archive campaigns and quests, and review quest proofs.",
  },
  newCampaign: { id: "admin.home.newCampaign", defaultMessage: "New campaign or quest" },
  sections: { id: "admin.home.sections", defaultMessage: "Admin sections" },
  campaigns: { id: "admin.home.campaigns", defaultMessage: "Campaigns and quests" },
  questProofs: { id: "admin.home.questProofs", defaultMessage: "Quest proofs" },
  taskChecks: { id: "admin.home.taskChecks", defaultMessage: "Task checks" },
  content: { id: "admin.home.content", defaultMessage: "Content" },
  leaderboards: { id: "admin.home.leaderboards", defaultMessage: "Leaderboards" },
  analytics: { id: "admin.home.analytics", defaultMessage: "Analytics" },
  kycReviews: { id: "admin.home.kycReviews", defaultMessage: "KYC reviews" },
  payouts: { id: "admin.home.payouts", defaultMessage: "Payouts" },
  pog: { id: "admin.home.pog", defaultMessage: "POG" },
});

const SECTIONS = [
  "campaigns",
  "proofs",
  "checks",
  "content",
  "leaderboards",
  "analytics",
  "kyc",
  "payouts",
  "pog",
] as const;
type Section = (typeof SECTIONS)[number];

const sectionOf = (tab: string | null): Section => SECTIONS.find((section) => section === tab) ?? "campaigns";

/** The open section lives in the address (`?tab=proofs`, `?tab=leaderboards`, …), so a reload stays on it. */
const AdminHome = () => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab = sectionOf(params.get("tab"));
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.stack}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        </div>
        <ButtonLink to={routes.adminNewCampaign.href()}>
          {intl.formatMessage(messages.newCampaign)}
        </ButtonLink>
      </div>
      <Tabs
        label={intl.formatMessage(messages.sections)}
        value={tab}
        onChange={(next) => setParams(next === "campaigns" ? {} : { tab: next }, { replace: true })}
        items={[
          { id: "campaigns", label: intl.formatMessage(messages.campaigns), content: <CampaignList /> },
          { id: "proofs", label: intl.formatMessage(messages.questProofs), content: <QuestProofs /> },
          { id: "checks", label: intl.formatMessage(messages.taskChecks), content: <TaskChecks /> },
          { id: "content", label: intl.formatMessage(messages.content), content: <ContentConsole /> },
          {
            id: "leaderboards",
            label: intl.formatMessage(messages.leaderboards),
            content: <LeaderboardsConsole />,
          },
          { id: "analytics", label: intl.formatMessage(messages.analytics), content: <AnalyticsDashboard /> },
          { id: "kyc", label: intl.formatMessage(messages.kycReviews), content: <KycReviews /> },
          { id: "payouts", label: intl.formatMessage(messages.payouts), content: <PayoutsConsole /> },
          { id: "pog", label: intl.formatMessage(messages.pog), content: <PogSettingsForm /> },
        ]}
      />
    </div>
  );
};

/** `/admin`: the campaign admin, for admins only (not linked from the site's navigation). */
export const AdminRoute = () => {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <AdminGate>
      <AdminHome />
    </AdminGate>
  );
};
