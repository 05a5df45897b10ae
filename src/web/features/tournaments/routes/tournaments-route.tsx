import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import { visuallyHidden } from "@/web/styles/utilities.css";
import {
  useFilterGames,
  useTournamentList,
  type TournamentStatus,
} from "@/web/features/tournaments/api/tournaments-api";
import { TournamentCard } from "@/web/features/tournaments/components/tournament-card";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { withSearchParam } from "@/web/lib/search-params";
import { MOBILE_BREAKPOINT_PX, pageSize } from "@/domain/constants/limits";

const messages = plainMessages(
  defineMessages({
    title: { id: "tournaments.list.title", defaultMessage: "Tournaments" },
    lead: {
      id: "tournaments.list.lead",
      defaultMessage: "Compete in your favourite games, take a seat before they fill up and win prizes.",
    },
    tabs: { id: "tournaments.list.tabs", defaultMessage: "Tournaments by state" },
    upcoming: { id: "tournaments.list.upcoming", defaultMessage: "Upcoming" },
    live: { id: "tournaments.list.live", defaultMessage: "Live" },
    past: { id: "tournaments.list.past", defaultMessage: "Past" },
    game: { id: "tournaments.list.game", defaultMessage: "Game" },
    allGames: { id: "tournaments.list.allGames", defaultMessage: "All games" },
    emptyUpcoming: { id: "tournaments.list.emptyUpcoming", defaultMessage: "No tournaments announced yet" },
    emptyLive: { id: "tournaments.list.emptyLive", defaultMessage: "No tournament is live right now" },
    emptyPast: { id: "tournaments.list.emptyPast", defaultMessage: "No tournament has ended yet" },
    emptyHint: {
      id: "tournaments.list.emptyHint",
      defaultMessage: "Check back soon, or pick another game.",
    },
    loadFailed: { id: "tournaments.list.loadFailed", defaultMessage: "Tournaments could not be loaded" },
    retry: { id: "tournaments.list.retry", defaultMessage: "Try again" },
    loading: { id: "tournaments.list.loading", defaultMessage: "Loading…" },
    count: {
      id: "tournaments.list.count",
      defaultMessage: "{total, plural, one {# tournament} other {# tournaments}}",
    },
  }),
);

type Tab = "upcoming" | "live" | "past";
const TABS: readonly Tab[] = ["upcoming", "live", "past"];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** The statuses each tab lists (spec §4: PUBLISHED, LIVE, then CONCLUDED and COMPLETED). */
const TAB_STATUSES: { readonly [T in Tab]: readonly TournamentStatus[] } = {
  upcoming: ["PUBLISHED"],
  live: ["LIVE"],
  past: ["CONCLUDED", "COMPLETED"],
};

const EMPTY = { upcoming: messages.emptyUpcoming, live: messages.emptyLive, past: messages.emptyPast };

const TAB_PARAM = "tab";
const GAME_PARAM = "game";

const phoneScreen = (): boolean =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

const LoadingGrid = () => {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <ul className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton blockSize="14rem" />
          </li>
        ))}
      </ul>
    </div>
  );
};

/** One tab's page of cards: skeletons while loading, the failure with a retry, or the empty state. */
const TournamentSection = ({ tab, gameId }: { tab: Tab; gameId: number | undefined }) => {
  const intl = useIntl();
  const [pageOffset, setPageOffset] = useState(0);
  const [pageLimit] = useState<8 | 20>(() => (pageSize(phoneScreen()) === 8 ? 8 : 20));
  const query = useTournamentList({ statuses: TAB_STATUSES[tab], gameId, pageOffset, pageLimit });
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatTournamentFailure(intl, query.error)}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (query.data === undefined) return <LoadingGrid />;
  const { items, page } = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(EMPTY[tab])}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{intl.formatMessage(messages.count, { total: page.total })}</p>
      <ul className={styles.grid}>
        {items.map((tournament) => (
          <TournamentCard key={tournament.id} tournament={tournament} />
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

/** `/tournaments`: tournaments by tab (Upcoming, Live, Past), filtered by game; both live in the address. */
export const TournamentsRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab: Tab = isTab(requested) ? requested : "upcoming";
  const gameParam = Number(search.get(GAME_PARAM));
  const gameId = Number.isSafeInteger(gameParam) && gameParam > 0 ? gameParam : undefined;
  const games = useFilterGames();

  const update = (name: string, value: string | undefined) =>
    setSearch((current) => withSearchParam(current, name, value), { replace: true });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <div className={styles.filter}>
        <Select
          label={intl.formatMessage(messages.game)}
          value={gameId === undefined ? "" : String(gameId)}
          placeholder={intl.formatMessage(messages.allGames)}
          options={(games.data?.items ?? []).map((game) => ({ value: String(game.id), label: game.name }))}
          onChange={(event) => update(GAME_PARAM, event.target.value === "" ? undefined : event.target.value)}
        />
      </div>
      <Tabs<Tab>
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onChange={(next) => update(TAB_PARAM, next === "upcoming" ? undefined : next)}
        items={TABS.map((id) => ({
          id,
          label: intl.formatMessage(messages[id]),
          content: <TournamentSection key={`${id}-${gameId ?? "all"}`} tab={id} gameId={gameId} />,
        }))}
      />
    </div>
  );
};
