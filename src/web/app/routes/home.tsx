import { useDeferredValue } from "react";
import { useIntl } from "react-intl";
import { routes } from "@/web/lib/routes";
import * as page from "@/web/app/routes/page.css";
import { ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { useWebBanners } from "@/web/features/content/api/content-api";
import { LatestArticles, LatestVideos } from "@/web/features/content/components/publication-lists";
import { BannerCarousel, BannerCarouselSkeleton } from "@/web/features/content/components/banner-carousel";
import { CheckInCard } from "@/web/features/notifications/components/check-in-card";
import { useGameFilters, useGames } from "@/web/features/games/api/games-api";
import { genreMessages } from "@/web/features/games/components/catalogue-messages";
import { GameGrid, GameGridSkeleton } from "@/web/features/games/components/game-grid";
import { FeaturedVouchers } from "@/web/features/store/components/featured-vouchers";
import { useDocumentTitle } from "@/web/lib/document-title";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { PAGE_SIZE_COMPACT } from "@/domain/constants/limits";

export const HomeRoute = () => {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "app.home.title", defaultMessage: "Home" }));
  const banners = useWebBanners();
  const featured = useGames({ featured: true, pageLimit: PAGE_SIZE_COMPACT });
  const filters = useGameFilters();
  // Answers are rendered as deferred values: a render that yields to the browser every few milliseconds
  // rather than one long task per answer, which a phone feels as a page that does not respond to a tap.
  const bannerData = useDeferredValue(banners.data);
  const featuredData = useDeferredValue(featured.data);
  const filtersData = useDeferredValue(filters.data);
  const popularGenres = (filtersData?.genres ?? [])
    .filter((genre) => genre.gameCount > 0)
    .sort((a, b) => b.gameCount - a.gameCount)
    .slice(0, 10);

  return (
    <div className={page.stack}>
      <h1 className={visuallyHidden}>
        {intl.formatMessage({ id: "app.home.heading", defaultMessage: "Kleos: play, quest, earn" })}
      </h1>
      {bannerData === undefined ? <BannerCarouselSkeleton /> : <BannerCarousel banners={bannerData.items} />}
      <CheckInCard />

      <section className={page.section} aria-labelledby="featured-games">
        <div className={page.sectionHeader}>
          <h2 id="featured-games" className={page.sectionTitle}>
            {intl.formatMessage({ id: "app.home.featured", defaultMessage: "Featured games" })}
          </h2>
          <ButtonLink to={routes.games.href()} tone="secondary" size="sm">
            {intl.formatMessage({ id: "app.home.allGames", defaultMessage: "All games" })}
          </ButtonLink>
        </div>
        {featured.isError ? (
          <EmptyState
            role="alert"
            title={intl.formatMessage({
              id: "app.home.featuredError",
              defaultMessage: "Games could not be loaded",
            })}
          />
        ) : featuredData === undefined ? (
          <GameGridSkeleton count={PAGE_SIZE_COMPACT} />
        ) : (
          <GameGrid games={featuredData.items} />
        )}
      </section>

      <FeaturedVouchers />

      <LatestArticles query={{ lang: intl.locale, pageOffset: 0, pageLimit: PAGE_SIZE_COMPACT }} />
      <LatestVideos query={{ lang: intl.locale, pageOffset: 0, pageLimit: PAGE_SIZE_COMPACT }} />

      {popularGenres.length > 0 ? (
        <section className={page.section} aria-labelledby="browse-genres">
          <h2 id="browse-genres" className={page.sectionTitle}>
            {intl.formatMessage({ id: "app.home.genres", defaultMessage: "Browse by genre" })}
          </h2>
          <ul className={page.chips}>
            {popularGenres.map((genre) => (
              <li key={genre.id}>
                <ButtonLink to={routes.games.href({ genre: genre.name })} tone="secondary" size="sm">
                  {intl.formatMessage(genreMessages[genre.name])}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};
