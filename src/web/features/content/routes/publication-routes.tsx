import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { formatDate } from "@/domain/format/time-format";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { useDocumentTitle } from "@/web/lib/document-title";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { routes } from "@/web/lib/routes";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { useArticle, useVideo } from "@/web/features/content/api/content-api";
import { ArticleBody } from "@/web/components/article-body";
import { prose } from "@/web/components/article-body.css";
import { publicationMessages as messages } from "@/web/features/content/components/publication-messages";
import * as styles from "@/web/features/content/components/publications.css";

interface Loaded {
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** The page's state while its item is missing: loading, not found (an unknown or mistyped slug), or failed. */
const Pending = ({
  query,
  notFoundCode,
  notFound,
}: {
  query: Loaded;
  notFoundCode: string;
  notFound: string;
}) => {
  const intl = useIntl();
  if (query.isError) {
    const code = problemCodeOf(query.error);
    const missing = code === notFoundCode || code === "ValidationFailed";
    return (
      <div className={styles.detail}>
        <EmptyState
          role="alert"
          headingLevel={1}
          title={missing ? notFound : intl.formatMessage(messages.loadFailed)}
          description={missing ? intl.formatMessage(messages.notFoundHint) : undefined}
          action={
            missing ? (
              <Link to={routes.home.href()}>{intl.formatMessage(messages.backHome)}</Link>
            ) : (
              <Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.detail} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton blockSize="3rem" />
      <Skeleton blockSize="12rem" />
    </div>
  );
};

const Header = ({
  title,
  publishedAt,
  language,
  children,
}: {
  title: string;
  publishedAt: string;
  language: string;
  children?: ReactNode;
}) => {
  const intl = useIntl();
  const translated = language === intl.locale || intl.locale.startsWith(`${language}-`);
  return (
    <header className={styles.detail}>
      <h1 className={styles.title} lang={language}>
        {title}
      </h1>
      <p className={styles.muted}>
        {intl.formatMessage(messages.published, { date: formatDate(publishedAt, { locale: intl.locale }) })}
      </p>
      {translated ? null : <p className={styles.muted}>{intl.formatMessage(messages.fallbackNotice)}</p>}
      {children}
    </header>
  );
};

/** `/article-details/{slug}`: an article in the display language (English when not translated). */
export const ArticleRoute = () => {
  const intl = useIntl();
  const { articleSlug = "" } = useParams();
  const query = useArticle(articleSlug, intl.locale);
  const article = query.data;
  useDocumentTitle(article?.title);
  if (article === undefined)
    return (
      <Pending
        query={query}
        notFoundCode="ArticleNotFound"
        notFound={intl.formatMessage(messages.articleNotFound)}
      />
    );
  return (
    <article className={styles.detail}>
      <Header title={article.title} publishedAt={article.publishedAt} language={article.language}>
        <img className={styles.cover} src={article.coverImageUrl} alt="" width={1200} height={450} />
      </Header>
      <div lang={article.language}>
        <ArticleBody markdown={article.bodyMarkdown} />
      </div>
    </article>
  );
};

/** `/video-details/{slug}`: a video in its host's player (only allow-listed players), with its description. */
export const VideoRoute = () => {
  const intl = useIntl();
  const { videoSlug = "" } = useParams();
  const query = useVideo(videoSlug, intl.locale);
  const video = query.data;
  useDocumentTitle(video?.title);
  if (video === undefined)
    return (
      <Pending
        query={query}
        notFoundCode="VideoNotFound"
        notFound={intl.formatMessage(messages.videoNotFound)}
      />
    );
  return (
    <article className={styles.detail}>
      <Header title={video.title} publishedAt={video.publishedAt} language={video.language} />
      <iframe
        className={styles.player}
        src={video.embedUrl}
        title={intl.formatMessage(messages.playerTitle, { title: video.title })}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
      <p className={prose} lang={video.language}>
        {video.description}
      </p>
      <p>
        <a href={video.videoUrl} rel="noopener noreferrer" target="_blank">
          {intl.formatMessage(messages.watchOnHost)}
        </a>
      </p>
    </article>
  );
};
