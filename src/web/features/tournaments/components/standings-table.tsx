import { defineMessages, useIntl } from "react-intl";
import { Amount } from "@/web/components/amount";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import { formatDateTime } from "@/domain/format/time-format";
import { useTournamentStandings, type StandingEntry } from "@/web/features/tournaments/api/tournaments-api";
import { wholeUnits } from "@/web/features/tournaments/components/prize-pool";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";

const messages = defineMessages({
  finalTitle: { id: "tournaments.standings.finalTitle", defaultMessage: "Final standings" },
  playersTitle: { id: "tournaments.standings.playersTitle", defaultMessage: "Registered players" },
  rank: { id: "tournaments.standings.rank", defaultMessage: "Rank" },
  player: { id: "tournaments.standings.player", defaultMessage: "Player" },
  prize: { id: "tournaments.standings.prize", defaultMessage: "Prize" },
  registeredAt: { id: "tournaments.standings.registeredAt", defaultMessage: "Registered" },
  unnamed: { id: "tournaments.standings.unnamed", defaultMessage: "A gamer" },
  unranked: { id: "tournaments.standings.unranked", defaultMessage: "—" },
  emptyFinal: { id: "tournaments.standings.emptyFinal", defaultMessage: "No standings were recorded" },
  emptyPlayers: { id: "tournaments.standings.emptyPlayers", defaultMessage: "Nobody has registered yet" },
  loadFailed: { id: "tournaments.standings.loadFailed", defaultMessage: "Standings could not be loaded" },
  retry: { id: "tournaments.standings.retry", defaultMessage: "Try again" },
});

/** The final ranks and prizes once results are recorded; the registered players before that. */
export const StandingsTable = ({ tournamentId }: { tournamentId: string }) => {
  const intl = useIntl();
  const query = useTournamentStandings(tournamentId);
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatTournamentFailure(intl, query.error)}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (query.data === undefined) return <Skeleton blockSize="8rem" />;
  const { final, items } = query.data;
  const title = intl.formatMessage(final ? messages.finalTitle : messages.playersTitle);
  const player = (entry: StandingEntry) => entry.username ?? intl.formatMessage(messages.unnamed);
  const columns = final
    ? [
        {
          key: "rank",
          header: intl.formatMessage(messages.rank),
          cell: (entry: StandingEntry) => entry.rank ?? intl.formatMessage(messages.unranked),
        },
        { key: "player", header: intl.formatMessage(messages.player), cell: player, rowHeader: true },
        {
          key: "prize",
          header: intl.formatMessage(messages.prize),
          align: "end" as const,
          cell: (entry: StandingEntry) =>
            entry.prize === null ? (
              intl.formatMessage(messages.unranked)
            ) : (
              <Amount value={wholeUnits(entry.prize)} currency={entry.prize.currency} />
            ),
        },
      ]
    : [
        { key: "player", header: intl.formatMessage(messages.player), cell: player, rowHeader: true },
        {
          key: "registeredAt",
          header: intl.formatMessage(messages.registeredAt),
          cell: (entry: StandingEntry) => formatDateTime(entry.registeredAt, { locale: intl.locale }),
        },
      ];
  return (
    <section className={styles.stack} aria-labelledby={`standings-${tournamentId}`}>
      <h2 id={`standings-${tournamentId}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <Table
        caption={title}
        hideCaption
        columns={columns}
        rows={items}
        rowKey={(entry) => `${entry.rank ?? ""}-${entry.username ?? ""}-${entry.registeredAt}`}
        empty={intl.formatMessage(final ? messages.emptyFinal : messages.emptyPlayers)}
      />
    </section>
  );
};
