/** Words the leaderboard pages share (kinds, sources and statuses: `@/web/lib/leaderboard-words`): the countdown's labels, the tie rule and the failures. */
import { defineMessages, type IntlShape } from "react-intl";
import type { Leaderboard } from "@/web/features/leaderboards/api/leaderboards-api";
import { formatProblem } from "@/web/lib/problem-messages";
import { plainMessages } from "@/web/lib/plain-messages";

/** The tie rule the answer names (`ties`), in words. */
export const tieMessages = plainMessages(
  defineMessages({
    STANDARD_COMPETITION: {
      id: "leaderboards.ties.standardCompetition",
      defaultMessage: "Equal scores share a rank (1, 2, 2, 4), and each is paid that rank's prize.",
    },
    PARTICIPANT_ID_DESC: {
      id: "leaderboards.ties.participantIdDesc",
      defaultMessage: "Within a tie, rows are listed by participant id, highest first.",
    },
  }),
);

export const commonMessages = plainMessages(
  defineMessages({
    startsIn: { id: "leaderboards.time.startsIn", defaultMessage: "Starts in" },
    endsIn: { id: "leaderboards.time.endsIn", defaultMessage: "Ends in" },
    ended: { id: "leaderboards.time.ended", defaultMessage: "Ended {date}" },
    participants: {
      id: "leaderboards.participants",
      defaultMessage: "{count, plural, one {# participant} other {# participants}}",
    },
    retry: { id: "leaderboards.retry", defaultMessage: "Try again" },
    loading: { id: "leaderboards.loading", defaultMessage: "Loading…" },
  }),
);

/** The failure of a leaderboard call: "Leaderboard not found", or "Something went wrong". */
export const formatLeaderboardFailure = (intl: IntlShape, error: unknown): string =>
  formatProblem(intl, error, ["LeaderboardNotFound"]);

/** When the season's countdown runs to: its start before it, its end while live; none after. */
export const seasonCountdown = (
  board: Pick<Leaderboard, "status" | "seasonStartsAt" | "seasonEndsAt">,
): { readonly kind: "starts" | "ends"; readonly at: string } | undefined =>
  board.status === "PUBLISHED"
    ? { kind: "starts", at: board.seasonStartsAt }
    : board.status === "LIVE"
      ? { kind: "ends", at: board.seasonEndsAt }
      : undefined;
