import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import {
  useQuestProofs,
  useReviewQuestProof,
  type AdminQuestProof,
  type ProofDecision,
  type ProofStatus,
} from "@/web/features/admin/api/admin-api";
import { AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { plainMessages } from "@/web/lib/plain-messages";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    status: { id: "admin.questProofs.status", defaultMessage: "Show" },
    PENDING: { id: "admin.questProofs.pending", defaultMessage: "Waiting for review" },
    APPROVED: { id: "admin.questProofs.approved", defaultMessage: "Approved" },
    REJECTED: { id: "admin.questProofs.rejected", defaultMessage: "Rejected" },
    count: {
      id: "admin.questProofs.count",
      defaultMessage: "{total, plural, one {# proof} other {# proofs}}",
    },
    emptyPending: {
      id: "admin.questProofs.emptyPending",
      defaultMessage: "No proofs are waiting for review",
    },
    empty: { id: "admin.questProofs.empty", defaultMessage: "No proofs here" },
    loadFailed: { id: "admin.questProofs.loadFailed", defaultMessage: "The proofs could not be loaded" },
    loading: { id: "admin.questProofs.loading", defaultMessage: "Loading proofs…" },
    proofOf: { id: "admin.questProofs.proofOf", defaultMessage: "{quest}" },
    by: { id: "admin.questProofs.by", defaultMessage: "Sent by {gamer} on {date}" },
    unnamed: { id: "admin.questProofs.unnamed", defaultMessage: "a gamer without a username ({id})" },
    note: { id: "admin.questProofs.note", defaultMessage: "Note: {note}" },
    picture: { id: "admin.questProofs.picture", defaultMessage: "Proof picture for “{quest}” from {gamer}" },
    openPicture: { id: "admin.questProofs.openPicture", defaultMessage: "Open the picture at full size" },
    approve: { id: "admin.questProofs.approve", defaultMessage: "Approve" },
    reject: { id: "admin.questProofs.reject", defaultMessage: "Reject" },
    decisionHint: {
      id: "admin.questProofs.decisionHint",
      defaultMessage: "A proof is decided once: it cannot be changed afterwards.",
    },
    approvedToast: { id: "admin.questProofs.approvedToast", defaultMessage: "Proof approved" },
    rejectedToast: { id: "admin.questProofs.rejectedToast", defaultMessage: "Proof rejected" },
    reviewed: { id: "admin.questProofs.reviewed", defaultMessage: "Decided on {date}" },
  }),
);

const STATUSES: readonly ProofStatus[] = ["PENDING", "APPROVED", "REJECTED"];
const PAGE_LIMIT = 8;

const ProofCard = ({ proof }: { readonly proof: AdminQuestProof }) => {
  const intl = useIntl();
  const toast = useToast();
  const review = useReviewQuestProof();
  const [decision, setDecision] = useState<ProofDecision | undefined>();
  const gamer = proof.username ?? intl.formatMessage(messages.unnamed, { id: proof.userId });
  const decide = (chosen: ProofDecision) => {
    setDecision(chosen);
    review.mutate(
      { proofId: proof.id, decision: chosen },
      {
        onSuccess: () =>
          toast.show({
            message: intl.formatMessage(
              chosen === "APPROVED" ? messages.approvedToast : messages.rejectedToast,
            ),
            tone: "success",
          }),
      },
    );
  };
  return (
    <Card as="li" padding="md" tone="raised">
      <article className={styles.stack} aria-labelledby={`proof-${proof.id}`}>
        <div className={styles.taskHeader}>
          <h3 id={`proof-${proof.id}`} className={styles.subTitle}>
            {intl.formatMessage(messages.proofOf, { quest: proof.questTitle })}
          </h3>
          <Badge
            tone={proof.status === "PENDING" ? "warning" : proof.status === "APPROVED" ? "accent" : "danger"}
          >
            {intl.formatMessage(messages[proof.status])}
          </Badge>
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(messages.by, {
            gamer,
            date: formatDateTime(proof.createdAt, { locale: intl.locale }),
          })}
        </p>
        {proof.note === null || proof.note === "" ? null : (
          <p className={styles.lead}>{intl.formatMessage(messages.note, { note: proof.note })}</p>
        )}
        <img
          className={styles.proofImage}
          src={proof.pictureUrl}
          alt={intl.formatMessage(messages.picture, { quest: proof.questTitle, gamer })}
          loading="lazy"
        />
        {/* An absolute address: the picture opens in a new tab, not as a page of the site's router. */}
        <Link to={new URL(proof.pictureUrl, window.location.origin).href} tone="quiet">
          {intl.formatMessage(messages.openPicture)}
        </Link>
        {proof.reviewedAt === null ? null : (
          <p className={styles.muted}>
            {intl.formatMessage(messages.reviewed, {
              date: formatDateTime(proof.reviewedAt, { locale: intl.locale }),
            })}
          </p>
        )}
        {review.isError ? <ProblemSummary problem={showProblem(intl, review.error)} /> : null}
        {proof.status === "PENDING" ? (
          <>
            <p className={styles.muted}>{intl.formatMessage(messages.decisionHint)}</p>
            <div className={styles.startActions}>
              <Button disabled={review.isPending} onClick={() => decide("APPROVED")}>
                {intl.formatMessage(messages.approve)}
              </Button>
              <Button tone="secondary" disabled={review.isPending} onClick={() => decide("REJECTED")}>
                {intl.formatMessage(messages.reject)}
              </Button>
              {review.isPending && decision !== undefined ? (
                <span role="status" className={visuallyHidden}>
                  {intl.formatMessage(decision === "APPROVED" ? messages.approve : messages.reject)}
                </span>
              ) : null}
            </div>
          </>
        ) : null}
      </article>
    </Card>
  );
};

/** The quest proof review queue: pending proofs first, each with its picture and Approve / Reject. */
export const QuestProofs = () => {
  const intl = useIntl();
  const [status, setStatus] = useState<ProofStatus>("PENDING");
  const [pageOffset, setPageOffset] = useState(0);
  const proofs = useQuestProofs({ status, pageOffset, pageLimit: PAGE_LIMIT });

  const body = () => {
    if (proofs.isError)
      return (
        <AdminLoadFailed
          error={proofs.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void proofs.refetch()}
        />
      );
    const page = proofs.data;
    if (page === undefined)
      return (
        <div className={styles.skeletons} aria-busy="true">
          <span role="status" className={visuallyHidden}>
            {intl.formatMessage(messages.loading)}
          </span>
          <Skeleton blockSize="12rem" />
        </div>
      );
    if (page.items.length === 0)
      return (
        <EmptyState
          title={intl.formatMessage(status === "PENDING" ? messages.emptyPending : messages.empty)}
        />
      );
    return (
      <>
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.count, { total: page.page.total })}
        </p>
        <ul className={styles.list}>
          {page.items.map((proof) => (
            <ProofCard key={proof.id} proof={proof} />
          ))}
        </ul>
        <Pagination
          pageOffset={page.page.pageOffset}
          pageLimit={page.page.pageLimit}
          total={page.page.total}
          onPageOffsetChange={setPageOffset}
        />
      </>
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          label={intl.formatMessage(messages.status)}
          value={status}
          options={STATUSES.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
          onChange={(event) => {
            setStatus(event.target.value as ProofStatus);
            setPageOffset(0);
          }}
        />
      </div>
      {body()}
    </div>
  );
};
