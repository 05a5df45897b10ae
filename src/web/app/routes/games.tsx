import { useDeferredValue, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import {
  GAME_GENRES,
  GAME_NETWORKS,
  GAME_PLATFORMS,
  type GameGenre,
  type GameNetwork,
  type GamePlatform,
} from "@/domain/games/game-catalogue";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import * as page from "@/web/app/routes/page.css";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { useGameFilters, useGames } from "@/web/features/games/api/games-api";
import { GameFilters, type FilterKind } from "@/web/features/games/components/game-filters";
import { GameGrid, GameGridSkeleton } from "@/web/features/games/components/game-grid";
import { GameSearch } from "@/web/features/games/components/game-search";
import { useDocumentTitle } from "@/web/lib/document-title";
import { withListFilter } from "@/web/lib/search-params";

/** Values of a repeated query parameter that belong to the vocabulary; anything else in the URL is ignored. */
const known = <T extends string>(params: URLSearchParams, name: string, vocabulary: readonly T[]): T[] =>
  params.getAll(name).filter((value): value is T => (vocabulary as readonly string[]).includes(value));

const pageNumber = (params: URLSearchParams): number => {
  const value = Number(params.get("page") ?? "1");
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

export const GamesRoute = () => {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "app.games.title", defaultMessage: "Games" }));
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const genre: GameGenre[] = known(params, "genre", GAME_GENRES);
  const platform: GamePlatform[] = known(params, "platform", GAME_PLATFORMS);
  const network: GameNetwork[] = known(params, "network", GAME_NETWORKS);
  const search = params.get("search")?.trim() ?? "";
  const pageOffset = (pageNumber(params) - 1) * PAGE_SIZE_FULL;

  const games = useGames({
    pageOffset,
    pageLimit: PAGE_SIZE_FULL,
    ...(genre.length > 0 ? { genre } : {}),
    ...(platform.length > 0 ? { platform } : {}),
    ...(network.length > 0 ? { network } : {}),
    ...(search === "" ? {} : { search }),
  });
  const filters = useGameFilters();
  // Rendered as deferred values: a render that yields to the browser every few milliseconds, not one long task.
  const gamesData = useDeferredValue(games.data);
  const filtersData = useDeferredValue(filters.data);

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    next.delete("page");
    setParams(next);
  };

  const toggle = (kind: FilterKind, value: string) =>
    update((next) => {
      const values = next.getAll(kind);
      next.delete(kind);
      const toggled = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
      for (const item of toggled) next.append(kind, item);
    });

  const setSearch = (term: string) => setParams(withListFilter(params, "search", term));

  const clearAll = () => setParams(new URLSearchParams());
  const filtered = genre.length + platform.length + network.length > 0 || search !== "";

  return (
    <div className={page.stack}>
      <div className={page.section}>
        <h1 className={page.pageTitle}>
          {intl.formatMessage({ id: "app.games.heading", defaultMessage: "Games" })}
        </h1>
        <p className={page.lead}>
          {intl.formatMessage({
            id: "app.games.lead",
            defaultMessage: "Find your next game, then complete its quests to earn K-Cash and rewards.",
          })}
        </p>
        <GameSearch key={search} term={search} onSearch={setSearch} />
      </div>

      <div className={page.catalogue}>
        <div>
          <Button
            className={page.filtersToggle}
            tone="secondary"
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls="game-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {intl.formatMessage({ id: "app.games.filters", defaultMessage: "Filters" })}
          </Button>
          <aside
            id="game-filters"
            className={page.filters}
            data-open={filtersOpen}
            aria-label={intl.formatMessage({ id: "app.games.filtersLabel", defaultMessage: "Game filters" })}
          >
            {filtersData === undefined ? (
              <Skeleton blockSize="24rem" />
            ) : (
              <GameFilters filters={filtersData} selected={{ genre, platform, network }} onToggle={toggle} />
            )}
          </aside>
        </div>

        <section className={page.results} aria-labelledby="games-results" aria-busy={games.isFetching}>
          <div className={page.resultsBar}>
            <h2 id="games-results" className={page.count} aria-live="polite">
              {gamesData === undefined
                ? intl.formatMessage({ id: "app.games.loading", defaultMessage: "Loading games…" })
                : intl.formatMessage(
                    {
                      id: "app.games.count",
                      defaultMessage: "{total, plural, one {# game} other {# games}}",
                    },
                    { total: gamesData.page.total },
                  )}
            </h2>
            {filtered ? (
              <Button tone="ghost" size="sm" onClick={clearAll}>
                {intl.formatMessage({ id: "app.games.clear", defaultMessage: "Clear filters" })}
              </Button>
            ) : null}
          </div>
          {games.isError ? (
            <EmptyState
              role="alert"
              title={intl.formatMessage({
                id: "app.games.errorTitle",
                defaultMessage: "Games could not be loaded",
              })}
              description={intl.formatMessage({
                id: "app.games.errorDescription",
                defaultMessage: "Check your connection and try again.",
              })}
              action={
                <Button onClick={() => void games.refetch()}>
                  {intl.formatMessage({ id: "app.games.retry", defaultMessage: "Try again" })}
                </Button>
              }
            />
          ) : gamesData === undefined ? (
            <GameGridSkeleton count={8} />
          ) : gamesData.items.length === 0 ? (
            <EmptyState
              title={intl.formatMessage({ id: "app.games.emptyTitle", defaultMessage: "No games match" })}
              description={intl.formatMessage({
                id: "app.games.emptyDescription",
                defaultMessage: "Try another search or remove a filter.",
              })}
              action={
                <Button tone="secondary" onClick={clearAll}>
                  {intl.formatMessage({ id: "app.games.clear", defaultMessage: "Clear filters" })}
                </Button>
              }
            />
          ) : (
            <>
              <GameGrid games={gamesData.items} />
              <Pagination
                pageOffset={gamesData.page.pageOffset}
                pageLimit={gamesData.page.pageLimit}
                total={gamesData.page.total}
                onPageOffsetChange={(offset) => {
                  const next = new URLSearchParams(params);
                  next.set("page", String(Math.floor(offset / PAGE_SIZE_FULL) + 1));
                  setParams(next);
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
};
