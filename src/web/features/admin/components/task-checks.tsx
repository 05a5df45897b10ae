import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { formatDateTime } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import {
  useAdminCampaign,
  useAdminCampaigns,
  useTaskVerificationChecks,
  type AdminCampaign,
  type TaskVerificationCheck,
} from "@/web/features/admin/api/admin-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import { useDebouncedValue } from "@/web/features/admin/components/use-debounced-value";
import { plainMessages } from "@/web/lib/plain-messages";
import { withListFilter } from "@/web/lib/search-params";

const messages = plainMessages(
  defineMessages({
    campaign: { id: "admin.taskChecks.campaign", defaultMessage: "Campaign or quest" },
    chooseCampaign: { id: "admin.taskChecks.chooseCampaign", defaultMessage: "Choose a campaign" },
    task: { id: "admin.taskChecks.task", defaultMessage: "Task" },
    allTasks: { id: "admin.taskChecks.allTasks", defaultMessage: "All tasks" },
    gamer: { id: "admin.taskChecks.gamer", defaultMessage: "Gamer id" },
    gamerHint: {
      id: "admin.taskChecks.gamerHint",
      defaultMessage: "A gamer's account id, to see only their checks.",
    },
    gamerInvalid: {
      id: "admin.taskChecks.gamerInvalid",
      defaultMessage: "An account id looks like 0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
    },
    noCampaign: {
      id: "admin.taskChecks.noCampaign",
      defaultMessage: "Choose a campaign to see how its tasks were checked",
    },
    noCampaignHint: {
      id: "admin.taskChecks.noCampaignHint",
      defaultMessage:
        "Every check a verifier made when a gamer asked, and again at claim, is kept with what it looked at.",
    },
    empty: { id: "admin.taskChecks.empty", defaultMessage: "No checks here yet" },
    count: {
      id: "admin.taskChecks.count",
      defaultMessage: "{total, plural, one {# check} other {# checks}}",
    },
    loadFailed: { id: "admin.taskChecks.loadFailed", defaultMessage: "The checks could not be loaded" },
    loading: { id: "admin.taskChecks.loading", defaultMessage: "Loading checks…" },
    unknownTask: { id: "admin.taskChecks.unknownTask", defaultMessage: "Task {id}" },
    by: { id: "admin.taskChecks.by", defaultMessage: "Gamer {id}" },
    checkedAt: { id: "admin.taskChecks.checkedAt", defaultMessage: "Checked on {date}" },
    validate: { id: "admin.taskChecks.validate", defaultMessage: "When the gamer asked" },
    claim: { id: "admin.taskChecks.claim", defaultMessage: "Again at claim" },
    verified: { id: "admin.taskChecks.verified", defaultMessage: "Verified" },
    NOT_DONE: { id: "admin.taskChecks.notDone", defaultMessage: "Not done yet" },
    INVALID_INPUT: { id: "admin.taskChecks.invalidInput", defaultMessage: "Invalid answer" },
    NOT_CONFIGURED: { id: "admin.taskChecks.notConfigured", defaultMessage: "Not configured" },
    UPSTREAM: { id: "admin.taskChecks.upstream", defaultMessage: "Could not check" },
    failed: { id: "admin.taskChecks.failed", defaultMessage: "Not verified" },
    errorCode: { id: "admin.taskChecks.errorCode", defaultMessage: "Reason: {code}" },
    whatWasChecked: { id: "admin.taskChecks.whatWasChecked", defaultMessage: "What was checked" },
    nothingRecorded: {
      id: "admin.taskChecks.nothingRecorded",
      defaultMessage: "Nothing beyond the task itself",
    },
  }),
);

const PAGE_LIMIT = 8;
/** How many campaigns the picker offers (the newest); a campaign's own page links here with its id. */
const CAMPAIGN_CHOICES = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const outcomeOf = (
  check: TaskVerificationCheck,
): { key: keyof typeof messages; tone: "accent" | "warning" | "danger" | "neutral" } => {
  if (check.verified) return { key: "verified", tone: "accent" };
  switch (check.errorType) {
    case "NOT_DONE":
      return { key: "NOT_DONE", tone: "warning" };
    case "INVALID_INPUT":
      return { key: "INVALID_INPUT", tone: "danger" };
    case "NOT_CONFIGURED":
      return { key: "NOT_CONFIGURED", tone: "neutral" };
    case "UPSTREAM":
      return { key: "UPSTREAM", tone: "neutral" };
    default:
      return { key: "failed", tone: "danger" };
  }
};

const CheckCard = ({
  check,
  taskTitle,
}: {
  readonly check: TaskVerificationCheck;
  readonly taskTitle: string;
}) => {
  const intl = useIntl();
  const outcome = outcomeOf(check);
  const facts = Object.entries(check.checked);
  return (
    <Card as="li" padding="md" tone="raised">
      <article className={styles.stack} aria-labelledby={`check-${check.id}`}>
        <div className={styles.taskHeader}>
          <h3 id={`check-${check.id}`} className={styles.subTitle}>
            {taskTitle}
          </h3>
          <Badge tone={outcome.tone}>{intl.formatMessage(messages[outcome.key])}</Badge>
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(messages.by, {
            id: (
              <span className={styles.code} dir="ltr">
                {check.userId}
              </span>
            ),
          })}
        </p>
        <p className={styles.muted}>
          <time dateTime={check.checkedAt}>
            {intl.formatMessage(messages.checkedAt, {
              date: formatDateTime(check.checkedAt, { locale: intl.locale }),
            })}
          </time>
          {" · "}
          {intl.formatMessage(check.phase === "claim" ? messages.claim : messages.validate)}
        </p>
        {check.errorCode === null ? null : (
          <p className={styles.lead}>
            {intl.formatMessage(messages.errorCode, {
              code: <span className={styles.code}>{check.errorCode}</span>,
            })}
          </p>
        )}
        <h4 className={styles.taskNumber}>{intl.formatMessage(messages.whatWasChecked)}</h4>
        {facts.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.nothingRecorded)}</p>
        ) : (
          <dl className={styles.facts}>
            {facts.map(([name, value]) => (
              <div key={name} className={styles.fact}>
                <dt className={styles.muted}>{name}</dt>
                <dd className={styles.factValue}>{value === null ? "—" : String(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </article>
    </Card>
  );
};

/**
 * The verification record of a campaign's tasks, newest first: for one campaign, narrowed to a task and a gamer.
 * The filters live in the address (`?tab=checks&campaign=&task=&gamer=&page=`), so a campaign's page can link
 * to its checks and a reload stays on them.
 */
export const TaskChecks = () => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const campaignId = params.get("campaign") ?? "";
  const taskId = params.get("task") ?? "";
  const gamer = params.get("gamer") ?? "";
  const offset = Number.parseInt(params.get("page") ?? "0", 10);
  const pageOffset = Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
  const chosen = UUID.test(campaignId);

  const [typed, setTyped] = useState(gamer);
  const settled = useDebouncedValue(typed.trim(), 300);
  const gamerInvalid = settled !== "" && !UUID.test(settled);

  const change = (name: string, value: string | undefined) =>
    setParams((current) => withListFilter(current, name, value), { replace: name !== "page" });

  useEffect(() => {
    const next = UUID.test(settled) ? settled.toLowerCase() : "";
    if (next !== gamer) change("gamer", next);
    // Only a settled, well-formed id changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const campaigns = useAdminCampaigns({ pageOffset: 0, pageLimit: CAMPAIGN_CHOICES }, true);
  const linked = useAdminCampaign(campaignId, chosen);
  const choices: AdminCampaign[] = [...(campaigns.data?.items ?? [])];
  if (linked.data !== undefined && linked.data !== null && !choices.some((c) => c.id === linked.data?.id))
    choices.unshift(linked.data);
  const campaign = choices.find((candidate) => candidate.id === campaignId);
  const tasks = campaign?.tasks ?? [];

  const checks = useTaskVerificationChecks(
    {
      campaignId,
      ...(taskId === "" ? {} : { taskId }),
      ...(gamer === "" ? {} : { userId: gamer }),
      pageOffset,
      pageLimit: PAGE_LIMIT,
    },
    chosen,
  );

  const titleOf = (id: string) =>
    tasks.find((task) => task.id === id)?.title ?? intl.formatMessage(messages.unknownTask, { id });

  const body = () => {
    if (!chosen)
      return (
        <EmptyState
          title={intl.formatMessage(messages.noCampaign)}
          description={intl.formatMessage(messages.noCampaignHint)}
        />
      );
    if (checks.isError)
      return (
        <AdminLoadFailed
          error={checks.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void checks.refetch()}
        />
      );
    const page = checks.data;
    if (page === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
    if (page.items.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <>
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.count, { total: page.page.total })}
        </p>
        <ul className={styles.list}>
          {page.items.map((check) => (
            <CheckCard key={check.id} check={check} taskTitle={titleOf(check.taskId)} />
          ))}
        </ul>
        <Pagination
          pageOffset={page.page.pageOffset}
          pageLimit={page.page.pageLimit}
          total={page.page.total}
          onPageOffsetChange={(next) => change("page", next === 0 ? undefined : String(next))}
        />
      </>
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.campaign)}
          value={chosen ? campaignId : ""}
          placeholder={intl.formatMessage(messages.chooseCampaign)}
          options={choices.map((option) => ({ value: option.id, label: option.title }))}
          onChange={(event) =>
            setParams(
              (current) =>
                withListFilter(withListFilter(current, "task", undefined), "campaign", event.target.value),
              { replace: true },
            )
          }
        />
        <Select
          label={intl.formatMessage(messages.task)}
          value={taskId}
          placeholder={intl.formatMessage(messages.allTasks)}
          disabled={!chosen}
          options={tasks.map((task) => ({ value: task.id, label: task.title }))}
          onChange={(event) => change("task", event.target.value)}
        />
        <Input
          type="search"
          label={intl.formatMessage(messages.gamer)}
          hint={intl.formatMessage(messages.gamerHint)}
          error={gamerInvalid ? intl.formatMessage(messages.gamerInvalid) : undefined}
          value={typed}
          maxLength={36}
          forceLtr
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {body()}
    </div>
  );
};
