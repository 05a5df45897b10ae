import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { placementsAreValid } from "@/domain/tournaments/tournament-results";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import { useToast } from "@/web/components/toast";
import {
  useAdminStandings,
  useRecordResults,
  type Placement,
  type StandingEntry,
  type TournamentDetail,
} from "@/web/features/tournaments/api/tournaments-api";
import { formatTournamentFailure } from "@/web/features/tournaments/components/tournament-messages";
import * as styles from "@/web/features/tournaments/components/tournaments.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "tournaments.results.title", defaultMessage: "Record results" },
    hint: {
      id: "tournaments.results.hint",
      defaultMessage:
        "Give each placed player their final rank, from 1. Leave a player blank to leave them unranked. Prizes are paid when you submit, and results can be recorded only once.",
    },
    player: { id: "tournaments.results.player", defaultMessage: "Player" },
    rank: { id: "tournaments.results.rank", defaultMessage: "Rank" },
    rankOf: { id: "tournaments.results.rankOf", defaultMessage: "Rank of {player}" },
    unnamed: { id: "tournaments.results.unnamed", defaultMessage: "A gamer" },
    submit: { id: "tournaments.results.submit", defaultMessage: "Submit results" },
    submitting: { id: "tournaments.results.submitting", defaultMessage: "Recording…" },
    invalidRanks: {
      id: "tournaments.results.invalidRanks",
      defaultMessage: "Ranks must run from 1 to the number of placed players, each rank once",
    },
    recorded: { id: "tournaments.results.recorded", defaultMessage: "Results recorded and prizes paid" },
    noPlayers: {
      id: "tournaments.results.noPlayers",
      defaultMessage: "Nobody registered for this tournament",
    },
    loadFailed: { id: "tournaments.results.loadFailed", defaultMessage: "The players could not be loaded" },
    retry: { id: "tournaments.results.retry", defaultMessage: "Try again" },
  }),
);

/** The ranks typed so far, by account id ("" while blank). */
type Ranks = Readonly<Record<string, string>>;

/** The placements the typed ranks describe, or undefined if a rank is not a whole number. */
const placementsOf = (ranks: Ranks): Placement[] | undefined => {
  const placements: Placement[] = [];
  for (const [userId, typed] of Object.entries(ranks)) {
    const text = typed.trim();
    if (text === "") continue;
    if (!/^\d+$/.test(text)) return undefined;
    placements.push({ userId, rank: Number(text) });
  }
  return placements;
};

const RecordResultsForm = ({ tournamentId }: { tournamentId: string }) => {
  const intl = useIntl();
  const toast = useToast();
  const standings = useAdminStandings(tournamentId, true);
  const record = useRecordResults(tournamentId);
  const [ranks, setRanks] = useState<Ranks>({});
  const [invalid, setInvalid] = useState(false);

  if (standings.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatTournamentFailure(intl, standings.error)}
        action={
          <Button onClick={() => void standings.refetch()}>{intl.formatMessage(messages.retry)}</Button>
        }
      />
    );
  if (standings.data === undefined) return <Skeleton blockSize="8rem" />;
  const players = standings.data.items.filter(
    (entry): entry is StandingEntry & { userId: string } => entry.userId !== undefined,
  );
  if (players.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.noPlayers)}</p>;

  const name = (entry: StandingEntry) => entry.username ?? intl.formatMessage(messages.unnamed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const placements = placementsOf(ranks);
    if (placements === undefined || !placementsAreValid(placements)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    record.mutate(placements, {
      onSuccess: () => toast.show({ tone: "success", message: intl.formatMessage(messages.recorded) }),
    });
  };
  const failure = invalid
    ? intl.formatMessage(messages.invalidRanks)
    : record.isError
      ? formatTournamentFailure(intl, record.error)
      : undefined;

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <Table
        caption={intl.formatMessage(messages.title)}
        hideCaption
        columns={[
          { key: "player", header: intl.formatMessage(messages.player), cell: name, rowHeader: true },
          {
            key: "rank",
            header: intl.formatMessage(messages.rank),
            align: "end",
            cell: (entry) => (
              <Input
                className={styles.rankField}
                label={
                  <span className={visuallyHidden}>
                    {intl.formatMessage(messages.rankOf, { player: name(entry) })}
                  </span>
                }
                inputMode="numeric"
                forceLtr
                value={ranks[entry.userId] ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setRanks((current) => ({ ...current, [entry.userId]: value }));
                }}
              />
            ),
          },
        ]}
        rows={players}
        rowKey={(entry) => entry.userId}
      />
      {failure === undefined ? null : (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={record.isPending}>
          {intl.formatMessage(record.isPending ? messages.submitting : messages.submit)}
        </Button>
      </div>
    </form>
  );
};

/**
 * "Record results": for admins once a tournament has ended (CONCLUDED). Each registered player gets a rank
 * field; Submit records the ranks and pays the prizes (the server checks the role and everything else again),
 * then the standings show the final ranks and prizes.
 */
export const RecordResults = ({ tournament }: { tournament: TournamentDetail }) => {
  const intl = useIntl();
  const session = useSession();
  const isAdmin = session.status === "signedIn" && session.user?.isAdmin === true;
  if (!isAdmin || tournament.status !== "CONCLUDED") return null;
  return (
    <section className={styles.stack} aria-labelledby="tournament-record-results">
      <h2 id="tournament-record-results" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.hint)}</p>
      <RecordResultsForm tournamentId={tournament.id} />
    </section>
  );
};
