import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { Link } from "@/web/components/link";
import { useToast } from "@/web/components/toast";
import { routes } from "@/web/lib/routes";
import { useCreateCampaign } from "@/web/features/admin/api/admin-api";
import {
  emptyCampaignValues,
  toCampaignInput,
  type BuiltCampaign,
} from "@/web/features/admin/campaign-form-model";
import { AdminGate } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import { CampaignForm } from "@/web/features/admin/components/campaign-form";
import { useDocumentTitle } from "@/web/lib/document-title";

const messages = defineMessages({
  title: { id: "admin.newCampaign.title", defaultMessage: "New campaign or quest" },
  lead: {
    id: "admin.newCampaign.lead",
    defaultMessage: "It is saved as a draft: nobody sees it until you publish it.",
  },
  back: { id: "admin.newCampaign.back", defaultMessage: "All campaigns" },
  submit: { id: "admin.newCampaign.submit", defaultMessage: "Create draft" },
  created: { id: "admin.newCampaign.created", defaultMessage: "Draft created" },
});

const NewCampaign = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateCampaign();
  const [initial] = useState(emptyCampaignValues);
  const submit = (built: BuiltCampaign) =>
    create.mutate(toCampaignInput(built), {
      onSuccess: (campaign) => {
        toast.show({ message: intl.formatMessage(messages.created), tone: "success" });
        void navigate(routes.adminCampaign.href({ campaignId: campaign.id }));
      },
    });
  return (
    <div className={styles.page}>
      <Link to={routes.admin.href()}>{intl.formatMessage(messages.back)}</Link>
      <div className={styles.stack}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </div>
      <CampaignForm
        initial={initial}
        submitLabel={intl.formatMessage(messages.submit)}
        pending={create.isPending}
        failure={create.error}
        onSubmit={submit}
      />
    </div>
  );
};

/** `/admin/campaigns/new`: a new campaign or quest, saved as a draft. Admins only. */
export const NewCampaignRoute = () => {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <AdminGate>
      <NewCampaign />
    </AdminGate>
  );
};
