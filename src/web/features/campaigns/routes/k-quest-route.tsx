import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Link } from "@/web/components/link";
import { Select } from "@/web/components/select";
import { useQuestGames, useQuestTab } from "@/web/features/campaigns/api/quests-api";
import { routes } from "@/web/lib/routes";
import {
  CampaignSection,
  CampaignTabs,
  EmptyTab,
  type ListTab,
  type UsePage,
} from "@/web/features/campaigns/components/campaign-list";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { usePageLimit } from "@/web/features/campaigns/lib/use-page-limit";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { withSearchParam } from "@/web/lib/search-params";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.kQuest.title", defaultMessage: "K-Quest" },
    lead: {
      id: "campaigns.kQuest.lead",
      defaultMessage: "Quests from the games you play: start one, complete its tasks and claim the reward.",
    },
    tabs: { id: "campaigns.kQuest.tabs", defaultMessage: "Quests by state" },
    game: { id: "campaigns.kQuest.game", defaultMessage: "Game" },
    allGames: { id: "campaigns.kQuest.allGames", defaultMessage: "All games" },
    gameOption: {
      id: "campaigns.kQuest.gameOption",
      defaultMessage: "{name} ({count, plural, one {# quest} other {# quests}})",
    },
    gamePages: { id: "campaigns.kQuest.gamePages", defaultMessage: "Games with quests" },
    gamePage: { id: "campaigns.kQuest.gamePage", defaultMessage: "{name} quests" },
  }),
);

/** The query parameter the game filter lives in (the game's id). */
export const GAME_PARAM = "game";

/**
 * The quest tabs (live, upcoming, ended, as the server groups them), optionally of one game; 8 a page on
 * phones, 20 on wider screens.
 */
export const QuestTabs = ({ gameId, label }: { gameId: number | undefined; label: string }) => {
  const pageLimit = usePageLimit();
  const renderTab = (tab: ListTab) => {
    const usePage: UsePage = (pageOffset) => useQuestTab({ tab, gameId, pageOffset, pageLimit });
    return (
      <CampaignSection key={`${tab}:${gameId ?? ""}`} usePage={usePage} empty={<EmptyTab tab={tab} />} />
    );
  };
  return <CampaignTabs label={label} renderTab={renderTab} />;
};

/** `/k-quest`: every quest by tab, with a filter by game and the games' own quest pages. */
export const KQuestRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const games = useQuestGames();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get(GAME_PARAM));
  const known = games.data?.items.find((entry) => entry.game.id === requested);
  const gameId = known?.game.id;

  const chooseGame = (value: string) =>
    setSearch((current) => withSearchParam(current, GAME_PARAM, value), { replace: true });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      {games.data === undefined || games.data.items.length === 0 ? null : (
        <div className={styles.filters}>
          <Select
            label={intl.formatMessage(messages.game)}
            value={gameId === undefined ? "" : String(gameId)}
            onChange={(event) => chooseGame(event.target.value)}
            options={[
              { value: "", label: intl.formatMessage(messages.allGames) },
              ...games.data.items.map((entry) => ({
                value: String(entry.game.id),
                label: intl.formatMessage(messages.gameOption, {
                  name: entry.game.name,
                  count: entry.questCount,
                }),
              })),
            ]}
          />
          <nav aria-label={intl.formatMessage(messages.gamePages)}>
            <ul className={styles.shareList}>
              {games.data.items.map((entry) => (
                <li key={entry.game.id}>
                  <Link to={routes.gameQuests.href({ gameSlug: entry.game.slug })}>
                    {intl.formatMessage(messages.gamePage, { name: entry.game.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
      <QuestTabs gameId={gameId} label={intl.formatMessage(messages.tabs)} />
    </div>
  );
};
