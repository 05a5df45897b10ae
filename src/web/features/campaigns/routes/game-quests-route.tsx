import { defineMessages, useIntl } from "react-intl";
import { useParams } from "react-router";
import { Button, ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { useGameQuests, useQuestTab } from "@/web/features/campaigns/api/quests-api";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { usePageLimit } from "@/web/features/campaigns/lib/use-page-limit";
import { QuestTabs } from "@/web/features/campaigns/routes/k-quest-route";
import { ApiError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.gameQuests.title", defaultMessage: "{name} quests" },
    lead: {
      id: "campaigns.gameQuests.lead",
      defaultMessage: "Quests of {name}: save your game login, complete the tasks and claim the reward.",
    },
    tabs: { id: "campaigns.gameQuests.tabs", defaultMessage: "{name} quests by state" },
    notFoundTitle: { id: "campaigns.gameQuests.notFoundTitle", defaultMessage: "No quests for this game" },
    notFoundDescription: {
      id: "campaigns.gameQuests.notFoundDescription",
      defaultMessage: "This game has no quest page. See every quest on K-Quest.",
    },
    allQuests: { id: "campaigns.gameQuests.allQuests", defaultMessage: "All quests" },
    loadFailed: {
      id: "campaigns.gameQuests.loadFailed",
      defaultMessage: "This game's quests could not be loaded",
    },
    retry: { id: "campaigns.gameQuests.retry", defaultMessage: "Try again" },
    loading: { id: "campaigns.gameQuests.loading", defaultMessage: "Loading the game's quests…" },
  }),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const NotFound = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.notFoundTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        title={title}
        description={intl.formatMessage(messages.notFoundDescription)}
        action={<ButtonLink to={routes.kQuest.href()}>{intl.formatMessage(messages.allQuests)}</ButtonLink>}
      />
    </div>
  );
};

const GameQuests = ({ gameSlug }: { gameSlug: string }) => {
  const intl = useIntl();
  const pageLimit = usePageLimit();
  const header = useGameQuests({ game: gameSlug, pageOffset: 0, pageLimit });
  const game = header.data?.game;
  // Only games that have quests have a page: the tab counts tell (every tab, this game). The query is the
  // live tab's first page, so the tabs below reuse it.
  const counts = useQuestTab({ tab: "live", gameId: game?.id, pageOffset: 0, pageLimit }, game !== undefined);
  useDocumentTitle(game === undefined ? undefined : intl.formatMessage(messages.title, { name: game.name }));

  if (header.isError) {
    if (header.error instanceof ApiError && (header.error.status === 404 || header.error.status === 400))
      return <NotFound />;
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          role="alert"
          title={intl.formatMessage(messages.loadFailed)}
          description={formatCampaignFailure(intl, header.error)}
          action={<Button onClick={() => void header.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
        />
      </div>
    );
  }
  const tally = counts.data?.counts;
  if (tally !== undefined && tally.live + tally.upcoming + tally.ended === 0) return <NotFound />;
  if (game === undefined || tally === undefined)
    return (
      <div className={styles.page} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton inlineSize="16rem" blockSize="4rem" />
      </div>
    );
  return (
    <div className={styles.page}>
      <header className={styles.gameHeader}>
        <img className={styles.gameHeaderIcon} src={game.iconImage} alt="" width={64} height={64} />
        <div className={styles.header}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title, { name: game.name })}</h1>
          <p className={styles.lead}>{intl.formatMessage(messages.lead, { name: game.name })}</p>
        </div>
      </header>
      <QuestTabs gameId={game.id} label={intl.formatMessage(messages.tabs, { name: game.name })} />
    </div>
  );
};

/**
 * `/k-quest/:gameSlug` (spec §2: /k-quest/bullieverse, /k-quest/colexion, /k-quest/dark-throne, and any other
 * game that has quests): the game's header and its quests by tab; a game without quests is not found.
 */
export const GameQuestsRoute = () => {
  const { gameSlug = "" } = useParams();
  if (!SLUG.test(gameSlug)) return <NotFound />;
  return <GameQuests key={gameSlug} gameSlug={gameSlug} />;
};
