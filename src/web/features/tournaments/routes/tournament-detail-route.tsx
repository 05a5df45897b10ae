import { defineMessages, useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { formatDateTime } from "@/domain/format/time-format";
import { Amount } from "@/web/components/amount";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import { Tag } from "@/web/components/tag";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { routes } from "@/web/lib/routes";
import { useTournament, type Prize } from "@/web/features/tournaments/api/tournaments-api";
import { PrizePoolAmounts, wholeUnits } from "@/web/features/tournaments/components/prize-pool";
import { RecordResults } from "@/web/features/tournaments/components/record-results";
import { RegistrationPanel } from "@/web/features/tournaments/components/registration-panel";
import { SeatsBar } from "@/web/features/tournaments/components/seats-bar";
import { StandingsTable } from "@/web/features/tournaments/components/standings-table";
import {
  formatMessages,
  formatTournamentFailure,
  seatMessages,
  statusMessages,
} from "@/web/features/tournaments/components/tournament-messages";
import { TournamentTimer } from "@/web/features/tournaments/components/tournament-timer";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession } from "@/web/lib/session";
import { problemCodeOf } from "@/web/lib/problem-messages";

const messages = defineMessages({
  loading: { id: "tournaments.detail.loading", defaultMessage: "Loading…" },
  notFound: { id: "tournaments.detail.notFound", defaultMessage: "Tournament not found" },
  notFoundHint: { id: "tournaments.detail.notFoundHint", defaultMessage: "It may have been removed." },
  backToList: { id: "tournaments.detail.backToList", defaultMessage: "All tournaments" },
  loadFailed: { id: "tournaments.detail.loadFailed", defaultMessage: "This tournament could not be loaded" },
  retry: { id: "tournaments.detail.retry", defaultMessage: "Try again" },
  game: { id: "tournaments.detail.game", defaultMessage: "Game" },
  format: { id: "tournaments.detail.format", defaultMessage: "Format" },
  starts: { id: "tournaments.detail.starts", defaultMessage: "Starts" },
  ends: { id: "tournaments.detail.ends", defaultMessage: "Ends" },
  prizesTitle: { id: "tournaments.detail.prizesTitle", defaultMessage: "Prizes" },
  rank: { id: "tournaments.detail.rank", defaultMessage: "Rank" },
  prize: { id: "tournaments.detail.prize", defaultMessage: "Prize" },
  noPrizes: { id: "tournaments.detail.noPrizes", defaultMessage: "This tournament has no prizes" },
});

const PrizeTable = ({ prizes }: { prizes: readonly Prize[] }) => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.prizesTitle);
  return (
    <section className={styles.stack} aria-labelledby="tournament-prizes">
      <h2 id="tournament-prizes" className={styles.sectionTitle}>
        {title}
      </h2>
      <Table
        caption={title}
        hideCaption
        columns={[
          {
            key: "rank",
            header: intl.formatMessage(messages.rank),
            cell: (prize) => prize.rank,
            rowHeader: true,
          },
          {
            key: "prize",
            header: intl.formatMessage(messages.prize),
            align: "end",
            cell: (prize) => <Amount value={wholeUnits(prize)} currency={prize.currency} emphasis />,
          },
        ]}
        rows={prizes}
        rowKey={(prize) => String(prize.rank)}
        empty={intl.formatMessage(messages.noPrizes)}
      />
    </section>
  );
};

/** `/tournaments/:tournamentId`: the tournament, its seats and prizes, Register or Withdraw, and standings. */
export const TournamentDetailRoute = () => {
  const intl = useIntl();
  const { tournamentId = "" } = useParams();
  const session = useSession();
  const query = useTournament(tournamentId, session.status === "signedIn");
  const tournament = query.data;
  useDocumentTitle(tournament?.title);

  if (query.isError) {
    const notFound =
      problemCodeOf(query.error) === "TournamentNotFound" ||
      problemCodeOf(query.error) === "ValidationFailed";
    return (
      <div className={styles.page}>
        <EmptyState
          role="alert"
          headingLevel={1}
          title={intl.formatMessage(notFound ? messages.notFound : messages.loadFailed)}
          description={
            notFound ? intl.formatMessage(messages.notFoundHint) : formatTournamentFailure(intl, query.error)
          }
          action={
            notFound ? (
              <Link to={routes.tournaments.href()}>{intl.formatMessage(messages.backToList)}</Link>
            ) : (
              <Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>
            )
          }
        />
      </div>
    );
  }

  if (tournament === undefined)
    return (
      <div className={styles.page} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="12rem" />
      </div>
    );

  const date = (iso: string) => formatDateTime(iso, { locale: intl.locale });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link className={styles.gameLink} to={routes.tournaments.href()}>
          {intl.formatMessage(messages.backToList)}
        </Link>
        <h1 className={styles.title}>{tournament.title}</h1>
        <span className={styles.row}>
          <Badge tone={tournament.status === "LIVE" ? "accent" : "neutral"}>
            {intl.formatMessage(statusMessages[tournament.status])}
          </Badge>
          <Tag>{intl.formatMessage(formatMessages[tournament.format])}</Tag>
        </span>
        <TournamentTimer tournament={tournament} />
      </header>
      {tournament.description === "" ? null : <p className={styles.description}>{tournament.description}</p>}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{intl.formatMessage(messages.game)}</dt>
          <dd className={styles.factValue}>
            <Link className={styles.gameLink} to={routes.game.href({ gameId: tournament.game.slug })}>
              <img
                className={styles.gameIcon}
                src={tournament.game.iconImage}
                alt=""
                width={24}
                height={24}
              />
              {tournament.game.name}
            </Link>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{intl.formatMessage(messages.starts)}</dt>
          <dd className={styles.factValue}>{date(tournament.startsAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{intl.formatMessage(messages.ends)}</dt>
          <dd className={styles.factValue}>{date(tournament.endsAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>{intl.formatMessage(seatMessages.prizePool)}</dt>
          <dd className={styles.factValue}>
            <PrizePoolAmounts pool={tournament.prizePool} />
          </dd>
        </div>
      </dl>
      <SeatsBar capacity={tournament.capacity} registeredCount={tournament.registeredCount} />
      <RegistrationPanel tournament={tournament} />
      <PrizeTable prizes={tournament.prizes} />
      <RecordResults tournament={tournament} />
      <StandingsTable tournamentId={tournament.id} />
    </div>
  );
};
