import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import type { components } from "#generated/api";
import { ButtonLink } from "@/web/components/button";
import * as styles from "@/web/features/content/components/banner-carousel.css";

type WebBanner = components["schemas"]["WebBanner"];

/** How long a banner stays before the next one, unless the gamer is pointing at or focused in the carousel. */
export const BANNER_INTERVAL_MS = 6000;

/** The carousel's place while banners load, the same size as the carousel so nothing shifts when they come. */
export const BannerCarouselSkeleton = () => (
  <div className={styles.region} aria-hidden="true">
    <div className={`${styles.image} ${styles.placeholder}`} />
  </div>
);

/** The home carousel: one banner at a time, previous/next, a dot per banner, auto-advance that pauses. */
export const BannerCarousel = ({ banners }: { banners: readonly WebBanner[] }) => {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const banner = banners[Math.min(index, count - 1)];
  if (banner === undefined) return null;
  const isExternal = /^https?:/.test(banner.ctaUrl);

  return (
    <section
      className={styles.region}
      aria-roledescription={intl.formatMessage({ id: "content.carousel.role", defaultMessage: "carousel" })}
      aria-label={intl.formatMessage({ id: "content.carousel.label", defaultMessage: "Highlights" })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className={styles.slide}
        role="group"
        aria-roledescription={intl.formatMessage({ id: "content.carousel.slide", defaultMessage: "slide" })}
        aria-label={intl.formatMessage(
          { id: "content.carousel.position", defaultMessage: "{current} of {count}" },
          { current: index + 1, count },
        )}
      >
        <img
          className={styles.image}
          src={banner.imageUrl}
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
        />
        {/* Admins' words, in the page's language or English when none was written: each reads in its own
            direction (an English banner on a Hebrew page keeps its full stop at the end). */}
        <div className={styles.text} dir="auto">
          <h2 className={styles.title}>{banner.title}</h2>
          <p className={styles.subtitle}>{banner.subtitle}</p>
          {isExternal ? (
            <ButtonLink to={banner.ctaUrl} target="_blank" rel="noopener noreferrer">
              {banner.ctaLabel}
            </ButtonLink>
          ) : (
            <ButtonLink to={banner.ctaUrl}>{banner.ctaLabel}</ButtonLink>
          )}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={intl.formatMessage({
              id: "content.carousel.previous",
              defaultMessage: "Previous banner",
            })}
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {banners.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-current={position === index}
              aria-label={intl.formatMessage(
                { id: "content.carousel.goTo", defaultMessage: "Show banner {number}: {title}" },
                { number: position + 1, title: item.title },
              )}
              onClick={() => setIndex(position)}
            />
          ))}
          <button
            type="button"
            className={styles.arrow}
            aria-label={intl.formatMessage({ id: "content.carousel.next", defaultMessage: "Next banner" })}
            onClick={() => setIndex((index + 1) % count)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
};
