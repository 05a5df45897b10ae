/**
 * Words the tournament pages share: statuses, formats, the countdown's labels, and the domain errors a
 * tournament call answers, translated under the domain's own ids (`errors.*`) with the catalogue's English
 * (src/domain/errors/error-catalogue.ts) as the default.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import type { TournamentFormat, TournamentStatus } from "@/web/features/tournaments/api/tournaments-api";
import { formatProblem } from "@/web/lib/problem-messages";
import type { ShownError } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

export const statusMessages: Readonly<Record<TournamentStatus, MessageDescriptor>> = defineMessages({
  PUBLISHED: { id: "tournaments.status.published", defaultMessage: "Upcoming" },
  LIVE: { id: "tournaments.status.live", defaultMessage: "Live" },
  CONCLUDED: { id: "tournaments.status.concluded", defaultMessage: "Concluded" },
  COMPLETED: { id: "tournaments.status.completed", defaultMessage: "Completed" },
});

export const formatMessages: Readonly<Record<TournamentFormat, MessageDescriptor>> = defineMessages({
  SOLO: { id: "tournaments.format.solo", defaultMessage: "Solo" },
  DUO: { id: "tournaments.format.duo", defaultMessage: "Duo" },
  SQUAD: { id: "tournaments.format.squad", defaultMessage: "Squad" },
});

export const timeMessages = plainMessages(
  defineMessages({
    startsIn: { id: "tournaments.time.startsIn", defaultMessage: "Starts in" },
    endsIn: { id: "tournaments.time.endsIn", defaultMessage: "Ends in" },
    ended: { id: "tournaments.time.ended", defaultMessage: "Ended {date}" },
  }),
);

export const seatMessages = plainMessages(
  defineMessages({
    label: { id: "tournaments.seats.label", defaultMessage: "Seats" },
    left: {
      id: "tournaments.seats.left",
      defaultMessage: "{left, plural, one {# seat left} other {# seats left}} of {capacity}",
    },
    prizePool: { id: "tournaments.seats.prizePool", defaultMessage: "Prize pool" },
    noPrizes: { id: "tournaments.seats.noPrizes", defaultMessage: "No prizes" },
  }),
);

/** The domain errors a tournament call answers, under their catalogue ids. */
const expectedErrors: ReadonlyArray<ShownError> = [
  "TournamentNotFound",
  "TournamentRegistrationClosed",
  "TournamentFull",
  "AlreadyRegistered",
  "TournamentWithdrawalClosed",
  "TournamentRegistrationNotFound",
  "SignInRequired",
  "AdminRoleRequired",
  "TournamentNotConcluded",
  "TournamentResultsAlreadyRecorded",
  "TournamentResultNotRegistered",
  "TournamentRanksInvalid",
];

/** What to tell the gamer about a failed tournament call: the domain's message for its code, else "Something went wrong". */
export const formatTournamentFailure = (intl: IntlShape, error: unknown): string =>
  formatProblem(intl, error, expectedErrors);
