import { useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { formatDate } from "@/domain/format/time-format";
import { truncateText } from "@/domain/format/text-format";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { routes } from "@/web/lib/routes";
import { type PageQuery, useArticles, useVideos } from "@/web/features/content/api/content-api";
import { publicationMessages as messages } from "@/web/features/content/components/publication-messages";
import * as styles from "@/web/features/content/components/publications.css";
import * as page from "@/web/features/content/components/section.css";

interface CardProps {
  readonly to: string;
  readonly title: string;
  readonly text: string;
  readonly image: string;
  readonly publishedAt: string;
  readonly language: string;
}

const Card = ({ to, title, text, image, publishedAt, language }: CardProps) => {
  const intl = useIntl();
  return (
    <li className={styles.cardFrame}>
      <article className={styles.card} lang={language}>
        <img className={styles.cardImage} src={image} alt="" loading="lazy" width={320} height={180} />
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>
            <Link className={styles.cardLink} to={to}>
              {title}
            </Link>
          </h3>
          <p className={styles.muted}>{truncateText(text, 120)}</p>
          <p className={styles.muted} lang={intl.locale}>
            {intl.formatMessage(messages.published, {
              date: formatDate(publishedAt, { locale: intl.locale }),
            })}
          </p>
        </div>
      </article>
    </li>
  );
};

const Section = ({
  title,
  state,
  children,
}: {
  title: string;
  state: "loading" | "error" | "empty" | "ready";
  children: React.ReactNode;
}) => {
  const intl = useIntl();
  const headingId = useId();
  if (state === "empty") return null;
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {title}
      </h2>
      {state === "error" ? (
        <EmptyState role="alert" title={intl.formatMessage(messages.listFailed)} />
      ) : state === "loading" ? (
        <Skeleton blockSize="14rem" />
      ) : (
        children
      )}
    </section>
  );
};

/** The newest articles, for the home page; nothing at all when none is published. */
export const LatestArticles = ({ query }: { query: PageQuery }) => {
  const intl = useIntl();
  const articles = useArticles(query);
  const items = articles.data?.items ?? [];
  const state = articles.isError
    ? "error"
    : articles.data === undefined
      ? "loading"
      : items.length === 0
        ? "empty"
        : "ready";
  return (
    <Section title={intl.formatMessage(messages.articlesTitle)} state={state}>
      <ul className={styles.grid}>
        {items.map((article) => (
          <Card
            key={article.slug}
            to={routes.article.href({ articleSlug: article.slug })}
            title={article.title}
            text={article.summary}
            image={article.coverImageUrl}
            publishedAt={article.publishedAt}
            language={article.language}
          />
        ))}
      </ul>
    </Section>
  );
};

/** The newest videos, for the home page; nothing at all when none is published. */
export const LatestVideos = ({ query }: { query: PageQuery }) => {
  const intl = useIntl();
  const videos = useVideos(query);
  const items = videos.data?.items ?? [];
  const state = videos.isError
    ? "error"
    : videos.data === undefined
      ? "loading"
      : items.length === 0
        ? "empty"
        : "ready";
  return (
    <Section title={intl.formatMessage(messages.videosTitle)} state={state}>
      <ul className={styles.grid}>
        {items.map((video) => (
          <Card
            key={video.slug}
            to={routes.video.href({ videoSlug: video.slug })}
            title={video.title}
            text={video.description}
            image={video.thumbnailUrl}
            publishedAt={video.publishedAt}
            language={video.language}
          />
        ))}
      </ul>
    </Section>
  );
};
