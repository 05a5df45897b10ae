import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useParams } from "react-router";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { useToast } from "@/web/components/toast";
import { routes } from "@/web/lib/routes";
import { useAdminCampaign, useUpdateCampaign, type AdminCampaign } from "@/web/features/admin/api/admin-api";
import {
  toCampaignChanges,
  valuesOfCampaign,
  type BuiltCampaign,
} from "@/web/features/admin/campaign-form-model";
import { AdminGate, AdminLoadFailed, AdminSkeleton } from "@/web/features/admin/components/admin-gate";
import { kindMessages } from "@/web/features/admin/components/admin-messages";
import * as styles from "@/web/features/admin/components/admin.css";
import { CampaignForm } from "@/web/features/admin/components/campaign-form";
import { LifecycleActions } from "@/web/features/admin/components/lifecycle-actions";
import { SpecialCodesForm } from "@/web/features/admin/components/special-codes-form";
import { StatusBadge } from "@/web/features/admin/components/status-badge";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    pageTitle: { id: "admin.editCampaign.pageTitle", defaultMessage: "Edit campaign" },
    back: { id: "admin.editCampaign.back", defaultMessage: "All campaigns" },
    checks: { id: "admin.editCampaign.checks", defaultMessage: "How its tasks were checked" },
    submit: { id: "admin.editCampaign.submit", defaultMessage: "Save changes" },
    saved: { id: "admin.editCampaign.saved", defaultMessage: "Changes saved" },
    unchanged: {
      id: "admin.editCampaign.unchanged",
      defaultMessage: "Nothing has changed, so nothing was sent.",
    },
    notFound: { id: "admin.editCampaign.notFound", defaultMessage: "Campaign not found" },
    notFoundHint: {
      id: "admin.editCampaign.notFoundHint",
      defaultMessage: "No campaign or quest has this id or slug. It may have been renamed.",
    },
    loadFailed: { id: "admin.editCampaign.loadFailed", defaultMessage: "The campaign could not be loaded" },
    seedHash: { id: "admin.editCampaign.seedHash", defaultMessage: "Raffle seed hash (SHA-256)" },
    seedHashHint: {
      id: "admin.editCampaign.seedHashHint",
      defaultMessage:
        "Published when the raffle was published. The seed itself is revealed after the draw; its SHA-256 must equal this hash.",
    },
    facts: {
      id: "admin.editCampaign.facts",
      defaultMessage:
        "{kind} · {slug} · {participants, plural, one {# gamer joined} other {# gamers joined}} · {claimed, plural, one {# claim} other {# claims}}",
    },
    specialCodes: { id: "admin.editCampaign.specialCodes", defaultMessage: "Special codes" },
  }),
);

const CampaignEditor = ({ campaign }: { readonly campaign: AdminCampaign }) => {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdateCampaign(campaign.id);
  const [unchanged, setUnchanged] = useState(false);
  const submit = (built: BuiltCampaign) => {
    const changes = toCampaignChanges(built, campaign);
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    update.mutate(changes, {
      onSuccess: () => toast.show({ message: intl.formatMessage(messages.saved), tone: "success" }),
    });
  };
  const codeTasks =
    campaign.lifecycle === "ARCHIVED" ? [] : campaign.tasks.filter((task) => task.type === "SPECIAL_CODE");

  return (
    <div className={styles.page}>
      <Link to={routes.admin.href()}>{intl.formatMessage(messages.back)}</Link>
      <div className={styles.header}>
        <div className={styles.stack}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{campaign.title}</h1>
            <StatusBadge status={campaign.status} />
          </div>
          <p className={styles.muted}>
            {intl.formatMessage(messages.facts, {
              kind: intl.formatMessage(kindMessages[campaign.kind]),
              slug: <span className={styles.code}>{campaign.slug}</span>,
              participants: campaign.participantCount,
              claimed: campaign.claimedCount,
            })}
          </p>
          <Link
            to={`${routes.admin.href()}?${new URLSearchParams({ tab: "checks", campaign: campaign.id })}`}
          >
            {intl.formatMessage(messages.checks)}
          </Link>
        </div>
        <LifecycleActions campaign={campaign} />
      </div>
      {campaign.raffleSeedHash === null ? null : (
        <Card as="section" padding="md" tone="highlight" aria-labelledby="admin-seed-hash">
          <div className={styles.stack}>
            <h2 id="admin-seed-hash" className={styles.subTitle}>
              {intl.formatMessage(messages.seedHash)}
            </h2>
            <p className={styles.code}>{campaign.raffleSeedHash}</p>
            <p className={styles.muted}>{intl.formatMessage(messages.seedHashHint)}</p>
          </div>
        </Card>
      )}
      {unchanged ? (
        <p className={styles.notice} role="status">
          {intl.formatMessage(messages.unchanged)}
        </p>
      ) : null}
      <CampaignForm
        // A new answer from the server (saved, published) starts the form again from what it holds now.
        key={`${campaign.updatedAt}:${campaign.lifecycle}`}
        initial={valuesOfCampaign(campaign)}
        saved={campaign}
        submitLabel={intl.formatMessage(messages.submit)}
        pending={update.isPending}
        failure={update.error}
        onSubmit={submit}
      />
      {codeTasks.length === 0 ? null : (
        <section className={styles.stack} aria-labelledby="admin-special-codes">
          <h2 id="admin-special-codes" className={styles.sectionTitle}>
            {intl.formatMessage(messages.specialCodes)}
          </h2>
          {codeTasks.map((task) => (
            <SpecialCodesForm key={task.id} campaignId={campaign.id} task={task} />
          ))}
        </section>
      )}
    </div>
  );
};

const EditCampaign = ({ campaignId }: { readonly campaignId: string }) => {
  const intl = useIntl();
  const campaign = useAdminCampaign(campaignId, true);
  if (campaign.isError)
    return (
      <AdminLoadFailed
        headingLevel={1}
        error={campaign.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void campaign.refetch()}
      />
    );
  if (campaign.data === undefined) return <AdminSkeleton />;
  if (campaign.data === null)
    return (
      <EmptyState
        headingLevel={1}
        title={intl.formatMessage(messages.notFound)}
        description={intl.formatMessage(messages.notFoundHint)}
        action={<Link to={routes.admin.href()}>{intl.formatMessage(messages.back)}</Link>}
      />
    );
  return <CampaignEditor campaign={campaign.data} />;
};

/** `/admin/campaigns/:campaignId`: one campaign's edit form, publish and archive, and special codes. */
export const EditCampaignRoute = () => {
  const intl = useIntl();
  const { campaignId = "" } = useParams();
  useDocumentTitle(intl.formatMessage(messages.pageTitle));
  return (
    <AdminGate>
      <EditCampaign campaignId={campaignId} />
    </AdminGate>
  );
};
