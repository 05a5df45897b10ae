import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { formatDateTime } from "@/domain/format/time-format";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Link } from "@/web/components/link";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { Table, type TableColumn } from "@/web/components/table";
import { routes } from "@/web/lib/routes";
import {
  useAdminCampaigns,
  type AdminCampaign,
  type AdminCampaignQuery,
  type CampaignKind,
} from "@/web/features/admin/api/admin-api";
import { AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { kindMessages } from "@/web/features/admin/components/admin-messages";
import * as styles from "@/web/features/admin/components/admin.css";
import { StatusBadge } from "@/web/features/admin/components/status-badge";
import { useDebouncedValue } from "@/web/features/admin/components/use-debounced-value";
import { plainMessages } from "@/web/lib/plain-messages";
import { withListFilter } from "@/web/lib/search-params";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    search: { id: "admin.campaignList.search", defaultMessage: "Search by title" },
    searchHint: {
      id: "admin.campaignList.searchHint",
      defaultMessage: "Any part of the title, any case. Drafts and private campaigns are included.",
    },
    kind: { id: "admin.campaignList.kind", defaultMessage: "Kind" },
    allKinds: { id: "admin.campaignList.allKinds", defaultMessage: "Campaigns and quests" },
    caption: { id: "admin.campaignList.caption", defaultMessage: "Campaigns and quests" },
    titleColumn: { id: "admin.campaignList.titleColumn", defaultMessage: "Title" },
    kindColumn: { id: "admin.campaignList.kindColumn", defaultMessage: "Kind" },
    statusColumn: { id: "admin.campaignList.statusColumn", defaultMessage: "Status" },
    startsColumn: { id: "admin.campaignList.startsColumn", defaultMessage: "Starts" },
    endsColumn: { id: "admin.campaignList.endsColumn", defaultMessage: "Ends" },
    tasksColumn: { id: "admin.campaignList.tasksColumn", defaultMessage: "Tasks" },
    slug: { id: "admin.campaignList.slug", defaultMessage: "{slug}" },
    slugPrivate: { id: "admin.campaignList.slugPrivate", defaultMessage: "{slug} · private" },
    empty: { id: "admin.campaignList.empty", defaultMessage: "No campaigns yet" },
    emptyHint: {
      id: "admin.campaignList.emptyHint",
      defaultMessage: "Create the first campaign or quest with the button above.",
    },
    noMatch: {
      id: "admin.campaignList.noMatch",
      defaultMessage: "No campaign or quest has “{title}” in its title",
    },
    count: {
      id: "admin.campaignList.count",
      defaultMessage: "{total, plural, one {# campaign or quest} other {# campaigns and quests}}",
    },
    loadFailed: { id: "admin.campaignList.loadFailed", defaultMessage: "The campaigns could not be loaded" },
    loading: { id: "admin.campaignList.loading", defaultMessage: "Loading campaigns…" },
  }),
);

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_LIMIT = 20;
const KINDS: readonly CampaignKind[] = ["campaign", "quest"];

const isKind = (value: string | null): value is CampaignKind => KINDS.some((kind) => kind === value);

/** The list's search lives in the address (`?title=&kind=&page=`), so it survives a reload and Back. */
export const CampaignList = () => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const title = params.get("title") ?? "";
  const kindParam = params.get("kind");
  const kind = isKind(kindParam) ? kindParam : undefined;
  const offset = Number.parseInt(params.get("page") ?? "0", 10);
  const pageOffset = Number.isSafeInteger(offset) && offset > 0 ? offset : 0;

  const [typed, setTyped] = useState(title);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  const change = (name: string, value: string | undefined) =>
    setParams((current) => withListFilter(current, name, value), { replace: name !== "page" });

  useEffect(() => {
    if (settled !== title) change("title", settled);
    // Only a settled search changes the address; the address changing (Back) does not retype the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const query: AdminCampaignQuery = {
    ...(title === "" ? {} : { title: title.slice(0, 120) }),
    ...(kind === undefined ? {} : { kind }),
    pageOffset,
    pageLimit: PAGE_LIMIT,
  };
  const campaigns = useAdminCampaigns(query, true);

  const dateTime = (value: string) => formatDateTime(value, { locale: intl.locale });
  const columns: ReadonlyArray<TableColumn<AdminCampaign>> = [
    {
      key: "title",
      header: intl.formatMessage(messages.titleColumn),
      rowHeader: true,
      cell: (row) => (
        <span className={styles.stack}>
          <Link to={routes.adminCampaign.href({ campaignId: row.id })}>{row.title}</Link>
          <span className={styles.muted}>
            {intl.formatMessage(row.isPrivate ? messages.slugPrivate : messages.slug, {
              slug: <span className={styles.code}>{row.slug}</span>,
            })}
          </span>
        </span>
      ),
    },
    {
      key: "kind",
      header: intl.formatMessage(messages.kindColumn),
      cell: (row) => intl.formatMessage(kindMessages[row.kind]),
    },
    {
      key: "status",
      header: intl.formatMessage(messages.statusColumn),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: "starts",
      header: intl.formatMessage(messages.startsColumn),
      cell: (row) => (
        <time dateTime={row.startsAt} className={styles.nowrap}>
          {dateTime(row.startsAt)}
        </time>
      ),
    },
    {
      key: "ends",
      header: intl.formatMessage(messages.endsColumn),
      cell: (row) => (
        <time dateTime={row.endsAt} className={styles.nowrap}>
          {dateTime(row.endsAt)}
        </time>
      ),
    },
    {
      key: "tasks",
      header: intl.formatMessage(messages.tasksColumn),
      align: "end",
      cell: (row) => intl.formatNumber(row.tasks.length),
    },
  ];

  const body = () => {
    if (campaigns.isError)
      return (
        <AdminLoadFailed
          error={campaigns.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void campaigns.refetch()}
        />
      );
    const page = campaigns.data;
    if (page === undefined)
      return (
        <div className={styles.skeletons} aria-busy="true">
          <span role="status" className={visuallyHidden}>
            {intl.formatMessage(messages.loading)}
          </span>
          <Skeleton blockSize="2.75rem" />
          <Skeleton blockSize="2.75rem" />
          <Skeleton blockSize="2.75rem" />
        </div>
      );
    return (
      <>
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.count, { total: page.page.total })}
        </p>
        <Table
          caption={intl.formatMessage(messages.caption)}
          hideCaption
          columns={columns}
          rows={page.items}
          rowKey={(row) => row.id}
          empty={
            title === "" ? (
              <EmptyState
                title={intl.formatMessage(messages.empty)}
                description={intl.formatMessage(messages.emptyHint)}
              />
            ) : (
              <EmptyState title={intl.formatMessage(messages.noMatch, { title })} />
            )
          }
        />
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
      <div className={styles.toolbar}>
        <Input
          type="search"
          label={intl.formatMessage(messages.search)}
          hint={intl.formatMessage(messages.searchHint)}
          value={typed}
          maxLength={120}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Select
          label={intl.formatMessage(messages.kind)}
          value={kind ?? ""}
          placeholder={intl.formatMessage(messages.allKinds)}
          options={KINDS.map((value) => ({ value, label: intl.formatMessage(kindMessages[value]) }))}
          onChange={(event) => change("kind", event.target.value)}
        />
      </div>
      {body()}
    </div>
  );
};
