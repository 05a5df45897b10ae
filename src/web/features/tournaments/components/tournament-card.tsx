import { useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { truncateText } from "@/domain/format/text-format";
import { Badge } from "@/web/components/badge";
import { Tag } from "@/web/components/tag";
import { routes } from "@/web/lib/routes";
import type { TournamentSummary } from "@/web/features/tournaments/api/tournaments-api";
import { PrizePoolAmounts } from "@/web/features/tournaments/components/prize-pool";
import { SeatsBar } from "@/web/features/tournaments/components/seats-bar";
import {
  formatMessages,
  seatMessages,
  statusMessages,
} from "@/web/features/tournaments/components/tournament-messages";
import { TournamentTimer } from "@/web/features/tournaments/components/tournament-timer";
import * as styles from "@/web/features/tournaments/components/tournaments.css";

/**
 * A tournament in the list: its game (a link to the game's page), title (the link to the tournament), format
 * and status, the countdown to its start or end, the seats left and the prize pool.
 */
export const TournamentCard = ({ tournament }: { tournament: TournamentSummary }) => {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.spread}>
          <Link className={styles.gameLink} to={routes.game.href({ gameId: tournament.game.slug })}>
            <img className={styles.gameIcon} src={tournament.game.iconImage} alt="" width={24} height={24} />
            {truncateText(tournament.game.name)}
          </Link>
          <span className={styles.row}>
            <Tag>{intl.formatMessage(formatMessages[tournament.format])}</Tag>
            <Badge tone={tournament.status === "LIVE" ? "accent" : "neutral"}>
              {intl.formatMessage(statusMessages[tournament.status])}
            </Badge>
          </span>
        </div>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link
            className={styles.titleLink}
            to={routes.tournament.href({ tournamentId: tournament.id })}
            aria-label={tournament.title}
          >
            {truncateText(tournament.title)}
          </Link>
        </h3>
        <TournamentTimer tournament={tournament} />
        <SeatsBar capacity={tournament.capacity} registeredCount={tournament.registeredCount} />
        <p className={styles.row}>
          <span className={styles.muted}>{intl.formatMessage(seatMessages.prizePool)}</span>
          <PrizePoolAmounts pool={tournament.prizePool} />
        </p>
      </article>
    </li>
  );
};
