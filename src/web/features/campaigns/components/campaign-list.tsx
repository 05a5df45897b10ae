import { useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import { visuallyHidden } from "@/web/styles/utilities.css";
import type { CampaignPage } from "@/web/features/campaigns/api/campaigns-api";
import { CampaignCard } from "@/web/features/campaigns/components/campaign-card";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { TAB_PARAM } from "@/web/lib/routes";
import { plainMessages } from "@/web/lib/plain-messages";
import { withSearchParam } from "@/web/lib/search-params";

const messages = plainMessages(
  defineMessages({
    tabs: { id: "campaigns.list.tabs", defaultMessage: "Show campaigns by state" },
    live: { id: "campaigns.list.live", defaultMessage: "Live" },
    upcoming: { id: "campaigns.list.upcoming", defaultMessage: "Upcoming" },
    ended: { id: "campaigns.list.ended", defaultMessage: "Ended" },
    emptyLive: { id: "campaigns.list.emptyLive", defaultMessage: "Nothing live right now" },
    emptyUpcoming: { id: "campaigns.list.emptyUpcoming", defaultMessage: "Nothing announced yet" },
    emptyEnded: { id: "campaigns.list.emptyEnded", defaultMessage: "Nothing has ended yet" },
    emptyHint: {
      id: "campaigns.list.emptyHint",
      defaultMessage: "Check back soon: new rewards are added all the time.",
    },
    loadFailed: { id: "campaigns.list.loadFailed", defaultMessage: "This list could not be loaded" },
    retry: { id: "campaigns.list.retry", defaultMessage: "Try again" },
    loading: { id: "campaigns.list.loading", defaultMessage: "Loading…" },
    count: {
      id: "campaigns.list.count",
      defaultMessage: "{total, plural, one {# item} other {# items}}",
    },
  }),
);

export type ListTab = "live" | "upcoming" | "ended";
const TABS: readonly ListTab[] = ["live", "upcoming", "ended"];
const isTab = (value: string | null): value is ListTab => TABS.some((tab) => tab === value);

/** What a list section asks and answers: the by-state call, or one of the quest lists. */
export interface SectionQuery {
  readonly data: CampaignPage | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** A hook that asks for one page of a section. */
export type UsePage = (pageOffset: number) => SectionQuery;

const LoadingGrid = () => {
  const intl = useIntl();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <ul className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton aspectRatio="16 / 13" />
          </li>
        ))}
      </ul>
    </div>
  );
};

/** A tab's page of cards with its own pagination, or `empty` when it has none. */
export const CampaignSection = ({ usePage, empty }: { usePage: UsePage; empty: ReactNode }) => {
  const intl = useIntl();
  const [pageOffset, setPageOffset] = useState(0);
  const query = usePage(pageOffset);
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatCampaignFailure(intl, query.error)}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (query.data === undefined) return <LoadingGrid />;
  const { items, page } = query.data;
  if (items.length === 0) return empty;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{intl.formatMessage(messages.count, { total: page.total })}</p>
      <ul className={styles.grid}>
        {items.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </ul>
      <Pagination
        pageOffset={page.pageOffset}
        pageLimit={page.pageLimit}
        total={page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );
};

/** The empty state of a tab. */
export const EmptyTab = ({ tab }: { tab: ListTab }) => {
  const intl = useIntl();
  const title = { live: messages.emptyLive, upcoming: messages.emptyUpcoming, ended: messages.emptyEnded }[
    tab
  ];
  return (
    <EmptyState title={intl.formatMessage(title)} description={intl.formatMessage(messages.emptyHint)} />
  );
};

/**
 * The tabs of spec §2 for K-Drop and K-Quest: Live, Upcoming and Ended, the selected one in the URL
 * (`?tab=`), each tab's content from `renderTab`.
 */
export const CampaignTabs = ({
  label,
  renderTab,
}: {
  label?: string;
  renderTab: (tab: ListTab) => ReactNode;
}) => {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab: ListTab = isTab(requested) ? requested : "live";

  const select = (next: ListTab) =>
    setSearch((current) => withSearchParam(current, TAB_PARAM, next === "live" ? undefined : next), {
      replace: true,
    });

  return (
    <Tabs<ListTab>
      label={label ?? intl.formatMessage(messages.tabs)}
      value={tab}
      onChange={select}
      items={TABS.map((id) => ({ id, label: intl.formatMessage(messages[id]), content: renderTab(id) }))}
    />
  );
};
