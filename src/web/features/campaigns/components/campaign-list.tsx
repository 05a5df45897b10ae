import { useId, useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
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

/**
 * The statuses each tab shows (spec §3, §4). Ended gathers every state after the end, grouped by what is
 * happening to the rewards, claimable first: the by-state call takes one status at a time.
 */
export const TAB_STATUSES: { readonly [Tab in ListTab]: readonly CampaignStatus[] } = {
  live: ["LIVE"],
  upcoming: ["PUBLISHED"],
  ended: ["CLAIM_REWARDS", "PROCESSING_REWARDS", "REWARDS_CREDITED", "ENDED"],
};

/** What a list section asks and answers; each feature route passes the by-state or quest hook it uses. */
export interface SectionQuery {
  readonly data: CampaignPage | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export type UseSection = (status: CampaignStatus, pageOffset: number) => SectionQuery;

const sectionTitle = {
  CLAIM_REWARDS: messages.claimRewards,
  PROCESSING_REWARDS: messages.processingRewards,
  REWARDS_CREDITED: messages.rewardsCredited,
  ENDED: messages.finished,
} as const;

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

/** One status's page of cards with its own pagination; nothing at all when `hideEmpty` and it has none. */
const Section = ({
  status,
  useSection,
  heading,
  hideEmpty,
  empty,
}: {
  status: CampaignStatus;
  useSection: UseSection;
  heading: ReactNode;
  hideEmpty: boolean;
  empty: ReactNode;
}) => {
  const intl = useIntl();
  const headingId = useId();
  const [pageOffset, setPageOffset] = useState(0);
  const query = useSection(status, pageOffset);
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

/**
 * The list of spec §2 for K-Drop and K-Quest: tabs Live, Upcoming and Ended (the tab is in the URL), each a
 * page of cards, featured first as the server orders them. `resetKey` starts the pages over when a filter
 * outside the list changes.
 */
export const CampaignList = ({
  useSection,
  label,
  resetKey = "",
}: {
  useSection: UseSection;
  label?: string;
  resetKey?: string;
}) => {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab: ListTab = isTab(requested) ? requested : "live";
  const empty = (title: string) => (
    <EmptyState title={title} description={intl.formatMessage(messages.emptyHint)} />
  );

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
      items={[
        {
          id: "live",
          label: intl.formatMessage(messages.live),
          content: (
            <Section
              key={`live${resetKey}`}
              status="LIVE"
              useSection={useSection}
              heading={null}
              hideEmpty={false}
              empty={empty(intl.formatMessage(messages.emptyLive))}
            />
          ),
        },
        {
          id: "upcoming",
          label: intl.formatMessage(messages.upcoming),
          content: (
            <Section
              key={`upcoming${resetKey}`}
              status="PUBLISHED"
              useSection={useSection}
              heading={null}
              hideEmpty={false}
              empty={empty(intl.formatMessage(messages.emptyUpcoming))}
            />
          ),
        },
        {
          id: "ended",
          label: intl.formatMessage(messages.ended),
          content: (
            <EndedSections
              key={`ended${resetKey}`}
              useSection={useSection}
              empty={empty(intl.formatMessage(messages.emptyEnded))}
            />
          ),
        },
      ]}
    />
  );
};

/** The Ended tab: one section per state after the end, those without items left out. */
const EndedSections = ({ useSection, empty }: { useSection: UseSection; empty: ReactNode }) => {
  const intl = useIntl();
  const statuses = TAB_STATUSES.ended;
  // The first page of each state tells which sections have anything; the sections ask for their own pages
  // (the same queries, so nothing is asked twice).
  const firstPages = [
    useSection("CLAIM_REWARDS", 0),
    useSection("PROCESSING_REWARDS", 0),
    useSection("REWARDS_CREDITED", 0),
    useSection("ENDED", 0),
  ];
  const loaded = firstPages.every((query) => query.data !== undefined || query.isError);
  const nothing = loaded && firstPages.every((query) => query.data?.items.length === 0);
  if (nothing) return empty;
  return (
    <div className={styles.stack}>
      {statuses.map((status) => (
        <Section
          key={status}
          status={status}
          useSection={useSection}
          heading={intl.formatMessage(sectionTitle[status as keyof typeof sectionTitle])}
          hideEmpty
          empty={null}
        />
      ))}
    </div>
  );
};
