import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { components } from "#generated/api";
import { routes } from "@/web/lib/routes";
import { Tag } from "@/web/components/tag";
import * as styles from "@/web/features/games/components/game-card.css";
import { genreMessages } from "@/web/features/games/components/catalogue-messages";

export type GameSummary = components["schemas"]["GameSummary"];

/** A game in a grid: cover, name (the link), tagline and its first genres. */
export const GameCard = ({ game, headingLevel = 3 }: { game: GameSummary; headingLevel?: 2 | 3 }) => {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <img className={styles.cover} src={game.images.cover} alt="" loading="lazy" width={300} height={400} />
      {game.featured ? (
        <span className={styles.featured}>
          <Tag tone="accent">
            {intl.formatMessage({ id: "games.card.featured", defaultMessage: "Featured" })}
          </Tag>
        </span>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link className={styles.link} to={routes.game.href({ gameId: game.slug })}>
            {game.name}
          </Link>
        </Heading>
        <p className={styles.tagline}>{game.tagline}</p>
        <div className={styles.tags}>
          {game.genres.slice(0, 3).map((genre) => (
            <Tag key={genre}>{intl.formatMessage(genreMessages[genre])}</Tag>
          ))}
        </div>
      </div>
    </article>
  );
};
