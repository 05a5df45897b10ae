import { useId, useState, type ReactNode } from "react";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import { visuallyHidden } from "@/web/styles/utilities.css";
import type { CampaignPage, CampaignStatus } from "@/web/features/campaigns/api/campaigns-api";
import { CampaignCard } from "@/web/features/campaigns/components/campaign-card";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    tabs: { id: "campaigns.list.tabs", defaultMessage: "Show campaigns by state" },
    live: { id: "campaigns.list.live", defaultMessage: "Live" },
    upcoming: { id: "campaigns.list.upcoming", defaultMessage: "Upcoming" },
    ended: { id: "campaigns.list.ended", defaultMessage: "Ended" },
    claimRewards: { id: "campaigns.list.claimRewards", defaultMessage: "Claim your rewards" },
    processingRewards: {
      id: "campaigns.list.processingRewards",
      defaultMessage: "Rewards being distributed",
    },
    rewardsCredited: { id: "campaigns.list.rewardsCredited", defaultMessage: "Rewards credited" },
    finished: { id: "campaigns.list.finished", defaultMessage: "Finished" },
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

/** The query parameter the selected tab lives in, so a list can be linked to. */
export const TAB_PARAM = "tab";

/** The states after the end (spec §3), in the order the Ended tab shows them: claimable first. */
const ENDED_STATUSES = ["CLAIM_REWARDS", "PROCESSING_REWARDS", "REWARDS_CREDITED", "ENDED"] as const;

/** What a list section asks and answers: the by-state call, or one of the quest lists. */
export interface SectionQuery {
  readonly data: CampaignPage | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** A hook that asks for one page of a section. */
export type UsePage = (pageOffset: number) => SectionQuery;

/** A hook that asks for one page of one status (the by-state call). */
export type UseStatusPage = (status: CampaignStatus, pageOffset: number) => SectionQuery;

const sectionTitle: { readonly [Status in (typeof ENDED_STATUSES)[number]]: MessageDescriptor } = {
  CLAIM_REWARDS: messages.claimRewards,
  PROCESSING_REWARDS: messages.processingRewards,
  REWARDS_CREDITED: messages.rewardsCredited,
  ENDED: messages.finished,
};

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

/** A section's page of cards with its own pagination; nothing at all when `hideEmpty` and it has none. */
export const CampaignSection = ({
  usePage,
  heading = null,
  hideEmpty = false,
  empty,
}: {
  usePage: UsePage;
  heading?: ReactNode;
  hideEmpty?: boolean;
  empty: ReactNode;
}) => {
  const intl = useIntl();
  const headingId = useId();
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
  if (items.length === 0) return hideEmpty ? null : empty;
  const Frame = heading === null ? "div" : "section";
  return (
    <Frame className={styles.stack} aria-labelledby={heading === null ? undefined : headingId}>
      {heading === null ? null : (
        <h2 id={headingId} className={styles.sectionTitle}>
          {heading}
        </h2>
      )}
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
    </Frame>
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
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "live") params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs<ListTab>
      label={label ?? intl.formatMessage(messages.tabs)}
      value={tab}
      onChange={select}
      items={TABS.map((id) => ({ id, label: intl.formatMessage(messages[id]), content: renderTab(id) }))}
    />
  );
};

/** One state's section of the Ended tab, left out while it has nothing. */
const StatusSection = ({
  status,
  useStatusPage,
  heading,
}: {
  status: CampaignStatus;
  useStatusPage: UseStatusPage;
  heading: string;
}) => {
  const usePage: UsePage = (pageOffset) => useStatusPage(status, pageOffset);
  return <CampaignSection usePage={usePage} heading={heading} hideEmpty empty={null} />;
};

/**
 * The Ended tab over the by-state call, which takes one status at a time: one section per state after the
 * end, grouped by what happens to the rewards (claimable first), those without items left out.
 */
export const EndedStatusSections = ({ useStatusPage }: { useStatusPage: UseStatusPage }) => {
  const intl = useIntl();
  // The first page of each state tells which sections have anything; the sections ask for their own pages
  // (the same queries, so nothing is asked twice).
  const firstPages = [
    useStatusPage("CLAIM_REWARDS", 0),
    useStatusPage("PROCESSING_REWARDS", 0),
    useStatusPage("REWARDS_CREDITED", 0),
    useStatusPage("ENDED", 0),
  ];
  const loaded = firstPages.every((query) => query.data !== undefined || query.isError);
  const nothing = loaded && firstPages.every((query) => query.data?.items.length === 0);
  if (nothing) return <EmptyTab tab="ended" />;
  return (
    <div className={styles.stack}>
      {ENDED_STATUSES.map((status) => (
        <StatusSection
          key={status}
          status={status}
          useStatusPage={useStatusPage}
          heading={intl.formatMessage(sectionTitle[status])}
        />
      ))}
    </div>
  );
};
