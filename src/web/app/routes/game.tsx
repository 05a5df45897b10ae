import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { routes } from "@/web/lib/routes";
import { Button, ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { GameLive } from "@/web/app/routes/game-live";
import { useGame } from "@/web/features/games/api/games-api";
import { PartnerClanBoard } from "@/web/features/leaderboards/components/partner-clan-board";
import { GameDetail } from "@/web/features/games/components/game-detail";
import { ApiError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/document-title";

export const GameRoute = () => {
  const intl = useIntl();
  const { gameId = "" } = useParams();
  const game = useGame(gameId);
  useDocumentTitle(game.data?.name);

  if (game.isError) {
    const missing =
      game.error instanceof ApiError && (game.error.status === 404 || game.error.status === 400);
    return missing ? (
      <EmptyState
        headingLevel={1}
        title={intl.formatMessage({ id: "app.game.notFoundTitle", defaultMessage: "Game not found" })}
        description={intl.formatMessage({
          id: "app.game.notFoundDescription",
          defaultMessage: "This game is not in the catalogue (any more).",
        })}
        action={
          <ButtonLink to={routes.games.href()}>
            {intl.formatMessage({ id: "app.game.browse", defaultMessage: "Browse games" })}
          </ButtonLink>
        }
      />
    ) : (
      <EmptyState
        headingLevel={1}
        role="alert"
        title={intl.formatMessage({
          id: "app.game.errorTitle",
          defaultMessage: "This game could not be loaded",
        })}
        action={
          <Button onClick={() => void game.refetch()}>
            {intl.formatMessage({ id: "app.game.retry", defaultMessage: "Try again" })}
          </Button>
        }
      />
    );
  }
  if (game.data === undefined) {
    return (
      <div aria-busy="true">
        <Skeleton aspectRatio="16 / 6" />
      </div>
    );
  }
  return (
    <GameDetail game={game.data}>
      <GameLive game={game.data} />
      <PartnerClanBoard entityRefId={game.data.slug} />
    </GameDetail>
  );
};
