import { useState } from "react";
import { boardKindMessages, boardStatusMessages, scoreSourceMessages } from "@/web/lib/leaderboard-words";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import { visuallyHidden } from "@/web/styles/utilities.css";
import {
  useLeaderboardRanks,
  useMyStanding,
  type LeaderboardKind,
} from "@/web/features/leaderboards/api/leaderboards-api";
import { MyStanding, Podium, RanksTable, TieRule } from "@/web/features/leaderboards/components/board-parts";
import {
  commonMessages,
  formatLeaderboardFailure,
} from "@/web/features/leaderboards/components/leaderboard-messages";
import { SeasonTimer } from "@/web/features/leaderboards/components/season-timer";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { routes } from "@/web/lib/routes";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";

export const boardMessages = plainMessages(
  defineMessages({
    ranks: { id: "leaderboards.board.ranks", defaultMessage: "Ranks" },
    empty: { id: "leaderboards.board.empty", defaultMessage: "Nobody has scored yet" },
    loadFailed: {
      id: "leaderboards.board.loadFailed",
      defaultMessage: "This leaderboard could not be loaded",
    },
    notFound: { id: "leaderboards.board.notFound", defaultMessage: "This leaderboard does not exist" },
    back: { id: "leaderboards.board.back", defaultMessage: "All leaderboards" },
    signInTitle: { id: "leaderboards.board.signInTitle", defaultMessage: "Where do you stand?" },
    signInText: {
      id: "leaderboards.board.signInText",
      defaultMessage: "Sign in to see your own rank and the gamers around you.",
    },
    signIn: { id: "leaderboards.board.signIn", defaultMessage: "Sign in" },
  }),
);

/** Ranks per page: 20 rows read well on a phone and on a desktop. */
const PAGE_LIMIT = 20;

/** The signed-in caller's standing from "where am I"; a sign-in prompt for guests. */
const Standing = ({ leaderboardId, kind }: { leaderboardId: string; kind: LeaderboardKind }) => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const query = useMyStanding(leaderboardId, signedIn);
  if (session.status === "guest")
    return (
      <SignInPrompt
        headingLevel={2}
        title={intl.formatMessage(boardMessages.signInTitle)}
        description={intl.formatMessage(boardMessages.signInText)}
        actionLabel={intl.formatMessage(boardMessages.signIn)}
      />
    );
  if (query.isError) return <p className={styles.muted}>{formatLeaderboardFailure(intl, query.error)}</p>;
  if (query.data === undefined) return <Skeleton blockSize="4rem" />;
  return <MyStanding kind={kind} standing={query.data} />;
};

/**
 * One board: its title, who it ranks, status, season countdown and tie rule, the podium (on the first page),
 * a page of ranks with paging, and the caller's own standing pinned. `headingLevel` 1 when it is the page.
 */
export const BoardView = ({
  leaderboardId,
  headingLevel,
}: {
  leaderboardId: string;
  headingLevel: 1 | 2;
}) => {
  const intl = useIntl();
  const session = useSession();
  const [pageOffset, setPageOffset] = useState(0);
  const query = useLeaderboardRanks(
    { leaderboardId, pageOffset, pageLimit: PAGE_LIMIT },
    session.status === "signedIn",
  );
  const board = query.data?.leaderboard;
  useDocumentTitle(headingLevel === 1 ? board?.title : undefined);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  if (query.isError) {
    const notFound = ["LeaderboardNotFound", "ValidationFailed"].includes(problemCodeOf(query.error) ?? "");
    return (
      <EmptyState
        role="alert"
        headingLevel={headingLevel}
        title={intl.formatMessage(notFound ? boardMessages.notFound : boardMessages.loadFailed)}
        description={formatLeaderboardFailure(intl, query.error)}
        action={
          notFound ? (
            <Link to={routes.leaderboards.href()}>{intl.formatMessage(boardMessages.back)}</Link>
          ) : (
            <Button onClick={() => void query.refetch()}>{intl.formatMessage(commonMessages.retry)}</Button>
          )
        }
      />
    );
  }
  if (query.data === undefined || board === undefined)
    return (
      <div className={styles.stack} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(commonMessages.loading)}
        </span>
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="12rem" />
      </div>
    );
  const { items, page } = query.data;
  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <Heading className={headingLevel === 1 ? styles.title : styles.sectionTitle}>{board.title}</Heading>
        <div className={styles.row}>
          <Badge tone={board.status === "LIVE" ? "accent" : "neutral"}>
            {intl.formatMessage(boardStatusMessages[board.status])}
          </Badge>
          <Tag>{intl.formatMessage(boardKindMessages[board.kind])}</Tag>
          <Tag>{intl.formatMessage(scoreSourceMessages[board.scoreSource])}</Tag>
          <span className={styles.muted}>
            {intl.formatMessage(commonMessages.participants, { count: board.participantCount })}
          </span>
        </div>
        <SeasonTimer board={board} />
      </header>
      <TieRule ties={board.ties} />
      {page.pageOffset === 0 && <Podium kind={board.kind} entries={items} />}
      <section className={styles.stack} aria-labelledby={`ranks-${board.id}`}>
        <h2 id={`ranks-${board.id}`} className={styles.sectionTitle}>
          {intl.formatMessage(boardMessages.ranks)}
        </h2>
        <RanksTable
          kind={board.kind}
          caption={intl.formatMessage(boardMessages.ranks)}
          entries={items}
          empty={intl.formatMessage(boardMessages.empty)}
        />
        <Pagination
          pageOffset={page.pageOffset}
          pageLimit={page.pageLimit}
          total={page.total}
          onPageOffsetChange={setPageOffset}
        />
      </section>
      <Standing leaderboardId={board.id} kind={board.kind} />
    </div>
  );
};
