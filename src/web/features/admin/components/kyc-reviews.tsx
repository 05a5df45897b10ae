import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { useKycReviews, useReviewKycCheck, type KycReview } from "@/web/features/admin/api/money-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { TextArea } from "@/web/features/admin/components/text-area";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    empty: { id: "admin.kycReviews.empty", defaultMessage: "No KYC check waits for a review" },
    loading: { id: "admin.kycReviews.loading", defaultMessage: "Loading KYC checks…" },
    loadFailed: { id: "admin.kycReviews.loadFailed", defaultMessage: "The KYC checks could not be loaded" },
    count: {
      id: "admin.kycReviews.count",
      defaultMessage: "{total, plural, one {# check waits} other {# checks wait}} for a review",
    },
    step: { id: "admin.kycReviews.step", defaultMessage: "Step: {step}" },
    gamer: { id: "admin.kycReviews.gamer", defaultMessage: "Gamer {id}" },
    country: { id: "admin.kycReviews.country", defaultMessage: "Country: {country}" },
    provider: { id: "admin.kycReviews.provider", defaultMessage: "Checked by {provider}" },
    nameGiven: { id: "admin.kycReviews.nameGiven", defaultMessage: "Name given" },
    nameFound: { id: "admin.kycReviews.nameFound", defaultMessage: "Name the provider found" },
    nameMatches: { id: "admin.kycReviews.nameMatches", defaultMessage: "Names match" },
    nameDiffers: { id: "admin.kycReviews.nameDiffers", defaultMessage: "Names differ" },
    nameUnknown: { id: "admin.kycReviews.nameUnknown", defaultMessage: "No name to compare" },
    createdAt: { id: "admin.kycReviews.createdAt", defaultMessage: "Sent to review on {date}" },
    note: { id: "admin.kycReviews.note", defaultMessage: "Reason (required to reject)" },
    approve: { id: "admin.kycReviews.approve", defaultMessage: "Approve" },
    reject: { id: "admin.kycReviews.reject", defaultMessage: "Reject" },
    noteMissing: { id: "admin.kycReviews.noteMissing", defaultMessage: "Say why the check is rejected" },
  }),
);

const ReviewCard = ({ review }: { readonly review: KycReview }) => {
  const intl = useIntl();
  const [note, setNote] = useState("");
  const [noteMissing, setNoteMissing] = useState(false);
  const decide = useReviewKycCheck();
  const match =
    review.nameMatch === null
      ? { key: messages.nameUnknown, tone: "neutral" as const }
      : review.nameMatch
        ? { key: messages.nameMatches, tone: "accent" as const }
        : { key: messages.nameDiffers, tone: "warning" as const };
  const submit = (decision: "approve" | "reject") => {
    const reason = note.trim();
    if (decision === "reject" && reason === "") {
      setNoteMissing(true);
      return;
    }
    setNoteMissing(false);
    decide.mutate({
      checkId: review.checkId,
      decision: reason === "" ? { decision } : { decision, note: reason },
    });
  };
  return (
    <Card as="li" padding="md" tone="raised">
      <article className={styles.stack} aria-labelledby={`review-${review.checkId}`}>
        <div className={styles.taskHeader}>
          <h3 id={`review-${review.checkId}`} className={styles.subTitle}>
            {intl.formatMessage(messages.step, { step: review.step.toUpperCase() })}
          </h3>
          <Badge tone={match.tone}>{intl.formatMessage(match.key)}</Badge>
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(messages.gamer, {
            id: (
              <span className={styles.code} dir="ltr">
                {review.userId}
              </span>
            ),
          })}
          {" · "}
          {intl.formatMessage(messages.country, { country: review.country ?? "—" })}
          {" · "}
          {intl.formatMessage(messages.provider, { provider: review.provider })}
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.muted}>{intl.formatMessage(messages.nameGiven)}</dt>
            <dd className={styles.factValue}>{review.nameGiven ?? "—"}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.muted}>{intl.formatMessage(messages.nameFound)}</dt>
            <dd className={styles.factValue}>{review.nameFound ?? "—"}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          <time dateTime={review.createdAt}>
            {intl.formatMessage(messages.createdAt, {
              date: formatDateTime(review.createdAt, { locale: intl.locale }),
            })}
          </time>
        </p>
        <TextArea
          label={intl.formatMessage(messages.note)}
          value={note}
          maxLength={300}
          rows={2}
          error={noteMissing ? intl.formatMessage(messages.noteMissing) : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {decide.isError ? <ProblemSummary problem={showProblem(intl, decide.error)} /> : null}
        <div className={styles.actions}>
          <Button disabled={decide.isPending} onClick={() => submit("approve")}>
            {intl.formatMessage(messages.approve)}
          </Button>
          <Button tone="secondary" disabled={decide.isPending} onClick={() => submit("reject")}>
            {intl.formatMessage(messages.reject)}
          </Button>
        </div>
      </article>
    </Card>
  );
};

/** The checks a KYC provider left to a person, oldest first: approve, or reject with a reason. */
export const KycReviews = () => {
  const intl = useIntl();
  const [pageOffset, setPageOffset] = useState(0);
  const reviews = useKycReviews(pageOffset);
  if (reviews.isError)
    return (
      <AdminLoadFailed
        error={reviews.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void reviews.refetch()}
      />
    );
  const page = reviews.data;
  if (page === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
  if (page.reviews.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
  return (
    <div className={styles.stack}>
      <p className={styles.muted} role="status">
        {intl.formatMessage(messages.count, { total: page.page.total })}
      </p>
      <ul className={styles.list}>
        {page.reviews.map((review) => (
          <ReviewCard key={review.checkId} review={review} />
        ))}
      </ul>
      <Pagination
        pageOffset={page.page.pageOffset}
        pageLimit={page.page.pageLimit}
        total={page.page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );
};
