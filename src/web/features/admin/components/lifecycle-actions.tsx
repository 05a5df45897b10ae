import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { useToast } from "@/web/components/toast";
import {
  useArchiveCampaign,
  usePublishCampaign,
  type AdminCampaign,
} from "@/web/features/admin/api/admin-api";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    publish: { id: "admin.lifecycle.publish", defaultMessage: "Publish" },
    archive: { id: "admin.lifecycle.archive", defaultMessage: "Archive" },
    cancel: { id: "admin.lifecycle.cancel", defaultMessage: "Cancel" },
    working: { id: "admin.lifecycle.working", defaultMessage: "Working…" },
    publishTitle: { id: "admin.lifecycle.publishTitle", defaultMessage: "Publish “{title}”?" },
    publishText: {
      id: "admin.lifecycle.publishText",
      defaultMessage:
        "Gamers see it from its start (unless it is private). Once published, its reward, distribution, start, countries and its tasks' types, settings and points can no longer change.",
    },
    publishRaffle: {
      id: "admin.lifecycle.publishRaffle",
      defaultMessage:
        "This is a raffle: the server draws a secret seed now and publishes its SHA-256 hash, so anyone can check the winners once the seed is revealed after the draw.",
    },
    confirmPublish: { id: "admin.lifecycle.confirmPublish", defaultMessage: "Publish now" },
    published: { id: "admin.lifecycle.published", defaultMessage: "Published" },
    archiveTitle: { id: "admin.lifecycle.archiveTitle", defaultMessage: "Archive “{title}”?" },
    archiveText: {
      id: "admin.lifecycle.archiveText",
      defaultMessage:
        "It leaves every list and takes no more starts, tasks or claims. An archived campaign cannot be changed or published again.",
    },
    confirmArchive: { id: "admin.lifecycle.confirmArchive", defaultMessage: "Archive it" },
    archived: { id: "admin.lifecycle.archived", defaultMessage: "Archived" },
  }),
);

/** Publish (drafts) and Archive (drafts and published campaigns), each after a confirmation. */
export const LifecycleActions = ({ campaign }: { readonly campaign: AdminCampaign }) => {
  const intl = useIntl();
  const toast = useToast();
  const [confirming, setConfirming] = useState<"publish" | "archive" | undefined>();
  const publish = usePublishCampaign(campaign.id);
  const archive = useArchiveCampaign(campaign.id);
  const action = confirming === "archive" ? archive : publish;

  const close = () => {
    if (action.isPending) return;
    setConfirming(undefined);
    publish.reset();
    archive.reset();
  };
  const confirm = () =>
    action.mutate(undefined, {
      onSuccess: () => {
        toast.show({
          message: intl.formatMessage(confirming === "archive" ? messages.archived : messages.published),
          tone: "success",
        });
        setConfirming(undefined);
      },
    });

  if (campaign.lifecycle === "ARCHIVED") return null;
  const title = { title: campaign.title };
  return (
    <div className={styles.actions}>
      {campaign.lifecycle === "DRAFT" ? (
        <Button onClick={() => setConfirming("publish")}>{intl.formatMessage(messages.publish)}</Button>
      ) : null}
      <Button tone="secondary" onClick={() => setConfirming("archive")}>
        {intl.formatMessage(messages.archive)}
      </Button>
      <Dialog
        open={confirming !== undefined}
        onClose={close}
        size="sm"
        title={intl.formatMessage(
          confirming === "archive" ? messages.archiveTitle : messages.publishTitle,
          title,
        )}
        description={intl.formatMessage(
          confirming === "archive" ? messages.archiveText : messages.publishText,
        )}
        footer={
          <div className={styles.actions}>
            <Button tone="secondary" disabled={action.isPending} onClick={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button disabled={action.isPending} onClick={confirm}>
              {action.isPending
                ? intl.formatMessage(messages.working)
                : intl.formatMessage(
                    confirming === "archive" ? messages.confirmArchive : messages.confirmPublish,
                  )}
            </Button>
          </div>
        }
      >
        <div className={styles.stack}>
          {confirming === "publish" && campaign.distribution.method === "RAFFLE" ? (
            <p className={styles.muted}>{intl.formatMessage(messages.publishRaffle)}</p>
          ) : null}
          {action.isError ? <ProblemSummary problem={showProblem(intl, action.error)} /> : null}
        </div>
      </Dialog>
    </div>
  );
};
