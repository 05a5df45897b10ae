import { useIntl } from "react-intl";
import { Skeleton } from "@/web/components/skeleton";
import { GameCard, type GameSummary } from "@/web/features/games/components/game-card";
import * as styles from "@/web/features/games/components/game-grid.css";

/** A responsive grid of game cards. */
export const GameGrid = ({ games }: { games: readonly GameSummary[] }) => (
  <ul className={styles.grid}>
    {games.map((game) => (
      <li key={game.id}>
        <GameCard game={game} />
      </li>
    ))}
  </ul>
);

/** The grid's shape while it loads. */
export const GameGridSkeleton = ({ count }: { count: number }) => {
  const intl = useIntl();
  return (
    <ul
      className={styles.grid}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: "games.grid.loading", defaultMessage: "Loading games" })}
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonCard}>
          <Skeleton aspectRatio="3 / 4" />
          <Skeleton blockSize="1.25rem" inlineSize="70%" />
          <Skeleton blockSize="0.875rem" />
        </li>
      ))}
    </ul>
  );
};
