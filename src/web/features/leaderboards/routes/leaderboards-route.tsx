import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { useLeaderboardList, type LeaderboardStatus } from "@/web/features/leaderboards/api/leaderboards-api";
import { LeaderboardCard } from "@/web/features/leaderboards/components/leaderboard-card";
import {
  commonMessages,
  formatLeaderboardFailure,
} from "@/web/features/leaderboards/components/leaderboard-messages";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { withSearchParam } from "@/web/lib/search-params";
import { TAB_PARAM } from "@/web/lib/routes";

export const listMessages = plainMessages(
  defineMessages({
    title: { id: "leaderboards.list.title", defaultMessage: "Leaderboards" },
    lead: {
      id: "leaderboards.list.lead",
      defaultMessage: "Earn K-Points during a season, climb the board and win its prizes.",
    },
    tabs: { id: "leaderboards.list.tabs", defaultMessage: "Leaderboards by state" },
    live: { id: "leaderboards.list.live", defaultMessage: "Live" },
    upcoming: { id: "leaderboards.list.upcoming", defaultMessage: "Upcoming" },
    past: { id: "leaderboards.list.past", defaultMessage: "Past" },
    empty: { id: "leaderboards.list.empty", defaultMessage: "No leaderboard here yet" },
    emptyHint: {
      id: "leaderboards.list.emptyHint",
      defaultMessage: "Check back soon, or look at another tab.",
    },
    loadFailed: { id: "leaderboards.list.loadFailed", defaultMessage: "Leaderboards could not be loaded" },
  }),
);

type Tab = "live" | "upcoming" | "past";
const TABS: readonly Tab[] = ["live", "upcoming", "past"];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** The statuses each tab lists (spec §4). */
const TAB_STATUSES: { readonly [T in Tab]: readonly LeaderboardStatus[] } = {
  live: ["LIVE"],
  upcoming: ["PUBLISHED"],
  past: ["CONCLUDED", "COMPLETED"],
};

const PAGE_LIMIT = 12;

const BoardSection = ({ tab }: { tab: Tab }) => {
  const intl = useIntl();
  const [pageOffset, setPageOffset] = useState(0);
  const query = useLeaderboardList({ statuses: TAB_STATUSES[tab], pageOffset, pageLimit: PAGE_LIMIT });
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(listMessages.loadFailed)}
        description={formatLeaderboardFailure(intl, query.error)}
        action={
          <Button onClick={() => void query.refetch()}>{intl.formatMessage(commonMessages.retry)}</Button>
        }
      />
    );
  if (query.data === undefined)
    return (
      <div aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(commonMessages.loading)}
        </span>
        <Skeleton blockSize="10rem" />
      </div>
    );
  const { items, page } = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(listMessages.empty)}
        description={intl.formatMessage(listMessages.emptyHint)}
      />
    );
  return (
    <div className={styles.stack}>
      <ul className={styles.grid}>
        {items.map((board) => (
          <LeaderboardCard key={board.id} board={board} />
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

/** `/leaderboards`: the platform's boards by state (Live, Upcoming, Past); the tab lives in the address. */
export const LeaderboardsRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(listMessages.title);
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab: Tab = isTab(requested) ? requested : "live";
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(listMessages.lead)}</p>
      </header>
      <Tabs<Tab>
        label={intl.formatMessage(listMessages.tabs)}
        value={tab}
        onChange={(next) =>
          setSearch((current) => withSearchParam(current, TAB_PARAM, next === "live" ? undefined : next), {
            replace: true,
          })
        }
        items={TABS.map((id) => ({
          id,
          label: intl.formatMessage(listMessages[id]),
          content: <BoardSection key={id} tab={id} />,
        }))}
      />
    </div>
  );
};
