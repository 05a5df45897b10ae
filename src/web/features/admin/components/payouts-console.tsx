import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import {
  WITHDRAWAL_PAGE_LIMIT,
  useAdminWithdrawal,
  useAdminWithdrawals,
  useWithdrawalAction,
  type AdminWithdrawal,
  type AdminWithdrawalQuery,
} from "@/web/features/admin/api/money-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { TextArea } from "@/web/features/admin/components/text-area";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    status: { id: "admin.payouts.status", defaultMessage: "Status" },
    country: { id: "admin.payouts.country", defaultMessage: "Country" },
    all: { id: "admin.payouts.all", defaultMessage: "All" },
    empty: { id: "admin.payouts.empty", defaultMessage: "No withdrawals here" },
    loading: { id: "admin.payouts.loading", defaultMessage: "Loading withdrawals…" },
    loadFailed: { id: "admin.payouts.loadFailed", defaultMessage: "The withdrawals could not be loaded" },
    count: {
      id: "admin.payouts.count",
      defaultMessage: "{total, plural, one {# withdrawal} other {# withdrawals}}",
    },
    amount: { id: "admin.payouts.amount", defaultMessage: "{amount} USDT to {destination}" },
    gamer: { id: "admin.payouts.gamer", defaultMessage: "Gamer {id}" },
    requestedAt: {
      id: "admin.payouts.requestedAt",
      defaultMessage: "Requested on {date} through {provider}",
    },
    held: { id: "admin.payouts.held", defaultMessage: "Held for investigation: {note}" },
    details: { id: "admin.payouts.details", defaultMessage: "Show events and ledger" },
    hideDetails: { id: "admin.payouts.hideDetails", defaultMessage: "Hide events and ledger" },
    events: { id: "admin.payouts.events", defaultMessage: "What the provider said" },
    noEvents: { id: "admin.payouts.noEvents", defaultMessage: "Nothing yet" },
    event: { id: "admin.payouts.event", defaultMessage: "{date}: {source} · {outcome}" },
    ledger: { id: "admin.payouts.ledger", defaultMessage: "Ledger" },
    resend: { id: "admin.payouts.resend", defaultMessage: "Send the payout again" },
    resent: { id: "admin.payouts.resent", defaultMessage: "The payout is on its way again" },
    note: { id: "admin.payouts.note", defaultMessage: "Investigation note" },
    hold: { id: "admin.payouts.hold", defaultMessage: "Hold for investigation" },
  }),
);

const STATUSES = ["requested", "processing", "delayed", "processed", "failed", "reversed"] as const;
type Status = (typeof STATUSES)[number];
const tones: { readonly [S in Status]: "accent" | "warning" | "danger" | "neutral" } = {
  requested: "warning",
  processing: "neutral",
  delayed: "warning",
  processed: "accent",
  failed: "danger",
  reversed: "danger",
};

const usdt = (base: number) => (base / 1_000_000).toFixed(2);

const Details = ({ withdrawalId }: { readonly withdrawalId: string }) => {
  const intl = useIntl();
  const detail = useAdminWithdrawal(withdrawalId);
  if (detail.data === undefined) return <Skeleton blockSize="4rem" />;
  const { events, ledger } = detail.data;
  return (
    <div className={styles.stack}>
      <h4 className={styles.taskNumber}>{intl.formatMessage(messages.events)}</h4>
      {events.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noEvents)}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((event, index) => (
            <li key={index} className={styles.muted}>
              {intl.formatMessage(messages.event, {
                date: formatDateTime(event.at, { locale: intl.locale }),
                source: <span className={styles.code}>{event.source}</span>,
                outcome: <span className={styles.code}>{event.outcome}</span>,
              })}
              {event.providerStatus === null ? null : (
                <span className={styles.code}> {event.providerStatus}</span>
              )}
              {event.failureReason === null ? null : <span> {event.failureReason}</span>}
            </li>
          ))}
        </ul>
      )}
      <h4 className={styles.taskNumber}>{intl.formatMessage(messages.ledger)}</h4>
      <dl className={styles.facts}>
        {ledger.flatMap((entry) =>
          entry.postings.map((posting, index) => (
            <div key={`${entry.transactionId}-${index}`} className={styles.fact}>
              <dt className={styles.muted}>
                {entry.kind} · {posting.account}
              </dt>
              <dd className={styles.factValue} dir="ltr">
                {usdt(posting.amount)} {posting.currency}
              </dd>
            </div>
          )),
        )}
      </dl>
    </div>
  );
};

const WithdrawalCard = ({ item }: { readonly item: AdminWithdrawal }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const action = useWithdrawalAction();
  const { withdrawal } = item;
  const id = withdrawal.withdrawalId;
  return (
    <Card as="li" padding="md" tone="raised">
      <article className={styles.stack} aria-labelledby={`withdrawal-${id}`}>
        <div className={styles.taskHeader}>
          <h3 id={`withdrawal-${id}`} className={styles.subTitle}>
            {intl.formatMessage(messages.amount, {
              amount: usdt(withdrawal.amount),
              destination: withdrawal.destination,
            })}
          </h3>
          <Badge tone={tones[withdrawal.status]}>{withdrawal.status}</Badge>
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(messages.gamer, {
            id: (
              <span className={styles.code} dir="ltr">
                {item.userId}
              </span>
            ),
          })}
          {" · "}
          {item.country}
        </p>
        <p className={styles.muted}>
          {intl.formatMessage(messages.requestedAt, {
            date: formatDateTime(withdrawal.createdAt, { locale: intl.locale }),
            provider: withdrawal.provider,
          })}
        </p>
        {item.investigation === null ? null : (
          <p className={styles.lead}>
            {intl.formatMessage(messages.held, { note: item.investigation.note })}
          </p>
        )}
        {action.isError ? <ProblemSummary problem={showProblem(intl, action.error)} /> : null}
        {action.isSuccess && action.variables.action === "resend" ? (
          <p className={styles.success} role="status">
            {intl.formatMessage(messages.resent)}
          </p>
        ) : null}
        <div className={styles.startActions}>
          <Button tone="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {intl.formatMessage(open ? messages.hideDetails : messages.details)}
          </Button>
          {withdrawal.status === "requested" ? (
            <Button
              disabled={action.isPending}
              onClick={() => action.mutate({ withdrawalId: id, action: "resend" })}
            >
              {intl.formatMessage(messages.resend)}
            </Button>
          ) : null}
        </div>
        {withdrawal.status === "requested" ||
        withdrawal.status === "processing" ||
        withdrawal.status === "delayed" ? (
          <div className={styles.stack}>
            <TextArea
              label={intl.formatMessage(messages.note)}
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className={styles.startActions}>
              <Button
                tone="secondary"
                disabled={action.isPending || note.trim() === ""}
                onClick={() => action.mutate({ withdrawalId: id, action: "hold", note: note.trim() })}
              >
                {intl.formatMessage(messages.hold)}
              </Button>
            </div>
          </div>
        ) : null}
        {open ? <Details withdrawalId={id} /> : null}
      </article>
    </Card>
  );
};

/** Every gamer's withdrawals, newest first, by status and country: read one, send it again or hold it. */
export const PayoutsConsole = () => {
  const intl = useIntl();
  const [status, setStatus] = useState<Status | "">("");
  const [country, setCountry] = useState<"IN" | "BR" | "">("");
  const [pageOffset, setPageOffset] = useState(0);
  const query: AdminWithdrawalQuery = {
    ...(status === "" ? {} : { status }),
    ...(country === "" ? {} : { country }),
    pageOffset,
    pageLimit: WITHDRAWAL_PAGE_LIMIT,
  };
  const withdrawals = useAdminWithdrawals(query);
  const body = () => {
    if (withdrawals.isError)
      return (
        <AdminLoadFailed
          error={withdrawals.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void withdrawals.refetch()}
        />
      );
    const page = withdrawals.data;
    if (page === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
    if (page.items.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <>
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.count, { total: page.page.total })}
        </p>
        <ul className={styles.list}>
          {page.items.map((item) => (
            <WithdrawalCard key={item.withdrawal.withdrawalId} item={item} />
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
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.status)}
          value={status}
          placeholder={intl.formatMessage(messages.all)}
          options={STATUSES.map((value) => ({ value, label: value }))}
          onChange={(event) => {
            setStatus(event.target.value as Status | "");
            setPageOffset(0);
          }}
        />
        <Select
          label={intl.formatMessage(messages.country)}
          value={country}
          placeholder={intl.formatMessage(messages.all)}
          options={[
            { value: "IN", label: "IN" },
            { value: "BR", label: "BR" },
          ]}
          onChange={(event) => {
            setCountry(event.target.value as "IN" | "BR" | "");
            setPageOffset(0);
          }}
        />
      </div>
      {body()}
    </div>
  );
};
