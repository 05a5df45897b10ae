/**
 * What a game's page offers to play now: the game's live quests and K-Drop campaigns, and its live tournaments,
 * each list with a way on to all of them. A game with nothing live says so and points to every quest, campaign
 * and tournament. Composed here because the games, campaigns and tournaments features never import each other.
 */
import { defineMessages, useIntl } from "react-intl";
import * as styles from "@/web/app/routes/game-live.css";
import { Button, ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { useCampaignList } from "@/web/features/campaigns/api/campaigns-api";
import { useQuestTab } from "@/web/features/campaigns/api/quests-api";
import { CampaignCard } from "@/web/features/campaigns/components/campaign-card";
import { useTournamentList } from "@/web/features/tournaments/api/tournaments-api";
import { TournamentCard } from "@/web/features/tournaments/components/tournament-card";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    questsTitle: { id: "app.game.live.questsTitle", defaultMessage: "Live quests and campaigns" },
    noQuests: {
      id: "app.game.live.noQuests",
      defaultMessage: "No quest or campaign of {game} is live right now.",
    },
    gameQuests: { id: "app.game.live.gameQuests", defaultMessage: "All {game} quests" },
    allQuests: { id: "app.game.live.allQuests", defaultMessage: "All quests" },
    allCampaigns: { id: "app.game.live.allCampaigns", defaultMessage: "All K-Drop campaigns" },
    tournamentsTitle: { id: "app.game.live.tournamentsTitle", defaultMessage: "Live tournaments" },
    noTournaments: {
      id: "app.game.live.noTournaments",
      defaultMessage: "No {game} tournament is live right now.",
    },
    gameTournaments: { id: "app.game.live.gameTournaments", defaultMessage: "All {game} tournaments" },
    allTournaments: { id: "app.game.live.allTournaments", defaultMessage: "All tournaments" },
    nothingTitle: { id: "app.game.live.nothingTitle", defaultMessage: "Nothing live in {game} right now" },
    nothingDescription: {
      id: "app.game.live.nothingDescription",
      defaultMessage:
        "Its quests, campaigns and tournaments show here while they run. See what is live in other games meanwhile.",
    },
    loading: { id: "app.game.live.loading", defaultMessage: "Loading what is live…" },
    loadFailed: { id: "app.game.live.loadFailed", defaultMessage: "What is live could not be loaded" },
    retry: { id: "app.game.retry", defaultMessage: "Try again" },
  }),
);

/** How many of each a game's page shows; the links lead to the rest. */
const SHOWN = 8;

export interface LiveGame {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export const GameLive = ({ game }: { game: LiveGame }) => {
  const intl = useIntl();
  const paging = { pageOffset: 0, pageLimit: SHOWN } as const;
  // The quests' tab call also counts the game's quests in every tab: a game with any has its own quest page.
  const quests = useQuestTab({ tab: "live", gameId: game.id, ...paging });
  const campaigns = useCampaignList({ kind: "campaign", tab: "live", gameId: game.id, ...paging });
  const tournaments = useTournamentList({ statuses: ["LIVE"], gameId: game.id, ...paging });
  const queries = [quests, campaigns, tournaments];
  const values = { game: game.name };

  if (queries.some((query) => query.isError))
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        action={
          <Button
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    );
  if (quests.data === undefined || campaigns.data === undefined || tournaments.data === undefined)
    return (
      <div className={styles.stack} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="12rem" />
      </div>
    );

  const { counts } = quests.data;
  const questsLink =
    counts.live + counts.upcoming + counts.ended > 0 ? (
      <ButtonLink to={routes.gameQuests.href({ gameSlug: game.slug })} tone="secondary" size="sm">
        {intl.formatMessage(messages.gameQuests, values)}
      </ButtonLink>
    ) : (
      <ButtonLink to={routes.kQuest.href()} tone="secondary" size="sm">
        {intl.formatMessage(messages.allQuests)}
      </ButtonLink>
    );
  const campaignsLink = (
    <ButtonLink to={routes.kDrop.href()} tone="secondary" size="sm">
      {intl.formatMessage(messages.allCampaigns)}
    </ButtonLink>
  );
  const tournamentsLink = (
    <ButtonLink to={routes.tournaments.href({ game: String(game.id) })} tone="secondary" size="sm">
      {intl.formatMessage(messages.gameTournaments, values)}
    </ButtonLink>
  );
  const live = [...quests.data.items, ...campaigns.data.items];

  if (live.length === 0 && tournaments.data.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.nothingTitle, values)}
        description={intl.formatMessage(messages.nothingDescription)}
        action={
          <div className={styles.links}>
            <ButtonLink to={routes.kQuest.href()} size="sm">
              {intl.formatMessage(messages.allQuests)}
            </ButtonLink>
            {campaignsLink}
            <ButtonLink to={routes.tournaments.href()} tone="secondary" size="sm">
              {intl.formatMessage(messages.allTournaments)}
            </ButtonLink>
          </div>
        }
      />
    );

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="game-live-quests">
        <h2 id="game-live-quests" className={styles.title}>
          {intl.formatMessage(messages.questsTitle)}
        </h2>
        {live.length === 0 ? (
          <p className={styles.none}>{intl.formatMessage(messages.noQuests, values)}</p>
        ) : (
          <ul className={styles.grid}>
            {live.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
        <div className={styles.links}>
          {questsLink}
          {campaignsLink}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="game-live-tournaments">
        <h2 id="game-live-tournaments" className={styles.title}>
          {intl.formatMessage(messages.tournamentsTitle)}
        </h2>
        {tournaments.data.items.length === 0 ? (
          <p className={styles.none}>{intl.formatMessage(messages.noTournaments, values)}</p>
        ) : (
          <ul className={styles.grid}>
            {tournaments.data.items.map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} />
            ))}
          </ul>
        )}
        <div className={styles.links}>{tournamentsLink}</div>
      </section>
    </div>
  );
};
