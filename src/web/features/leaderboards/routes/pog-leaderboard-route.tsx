import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import {
  useCurrentLeaderboard,
  useMyStanding,
  type BoardScope,
  type Leaderboard,
} from "@/web/features/leaderboards/api/leaderboards-api";
import { MyStanding } from "@/web/features/leaderboards/components/board-parts";
import { BoardView, boardMessages } from "@/web/features/leaderboards/components/board-view";
import {
  commonMessages,
  formatLeaderboardFailure,
} from "@/web/features/leaderboards/components/leaderboard-messages";
import * as styles from "@/web/features/leaderboards/components/leaderboards.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes, TAB_PARAM } from "@/web/lib/routes";
import { withSearchParam } from "@/web/lib/search-params";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";

const messages = plainMessages(
  defineMessages({
    title: { id: "leaderboards.pog.title", defaultMessage: "POG leaderboard" },
    lead: {
      id: "leaderboards.pog.lead",
      defaultMessage: "How the clans rank this season, and where your own clan stands.",
    },
    tabs: { id: "leaderboards.pog.tabs", defaultMessage: "Clan leaderboards" },
    global: { id: "leaderboards.pog.global", defaultMessage: "Global Clans" },
    myClan: { id: "leaderboards.pog.myClan", defaultMessage: "My Clan" },
    chiefs: { id: "leaderboards.pog.chiefs", defaultMessage: "Clan Chiefs" },
    partners: { id: "leaderboards.pog.partners", defaultMessage: "Partner Clans" },
    noBoard: { id: "leaderboards.pog.noBoard", defaultMessage: "No clan season is running" },
    noChiefBoard: { id: "leaderboards.pog.noChiefBoard", defaultMessage: "No clan chief season is running" },
    noPartnerBoard: {
      id: "leaderboards.pog.noPartnerBoard",
      defaultMessage: "No partner clan season is running",
    },
    signInTitle: { id: "leaderboards.pog.signInTitle", defaultMessage: "Where does your clan stand?" },
    signInText: {
      id: "leaderboards.pog.signInText",
      defaultMessage: "Sign in to see your clan's rank and the clans around it.",
    },
    signIn: { id: "leaderboards.pog.signIn", defaultMessage: "Sign in" },
    openMyClan: { id: "leaderboards.pog.openMyClan", defaultMessage: "Go to my clan" },
  }),
);

const TABS = ["global", "mine", "chiefs", "partners"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** Whose season each tab shows: the clans' (Global Clans and My Clan), the chiefs', the partners' clans'. */
const TAB_SCOPES: Readonly<Record<Tab, BoardScope>> = {
  global: "CLAN",
  mine: "CLAN",
  chiefs: "CLAN_CHIEF",
  partners: "PARTNER_CLAN",
};
const NO_BOARD = {
  CLAN: messages.noBoard,
  CLAN_CHIEF: messages.noChiefBoard,
  PARTNER_CLAN: messages.noPartnerBoard,
} as const satisfies Record<BoardScope, unknown>;

/** The caller's clan on the clan board: its rank, score and the clans around it. */
const MyClanStanding = ({ board }: { board: Leaderboard }) => {
  const intl = useIntl();
  const session = useSession();
  const query = useMyStanding(board.id, session.status === "signedIn");
  if (session.status === "guest")
    return (
      <SignInPrompt
        title={intl.formatMessage(messages.signInTitle)}
        description={intl.formatMessage(messages.signInText)}
        actionLabel={intl.formatMessage(messages.signIn)}
      />
    );
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={formatLeaderboardFailure(intl, query.error)}
        action={
          <Button onClick={() => void query.refetch()}>{intl.formatMessage(commonMessages.retry)}</Button>
        }
      />
    );
  if (query.data === undefined) return <Skeleton blockSize="8rem" />;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>{board.title}</h2>
      <MyStanding kind={board.kind} standing={query.data} />
      <Link to={routes.myClan.href()}>{intl.formatMessage(messages.openMyClan)}</Link>
    </div>
  );
};

/**
 * `/pog/leaderboard` (spec §2): the current clan season, with the tabs Global Clans and My Clan, and the current
 * seasons of the clan chiefs and of the partners' clans beside them.
 */
export const PogLeaderboardRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab: Tab = isTab(requested) ? requested : "global";
  const scope = TAB_SCOPES[tab];
  const current = useCurrentLeaderboard(scope);

  const body = (content: (board: Leaderboard) => ReactNode) => {
    if (current.isError)
      return (
        <EmptyState
          role="alert"
          title={formatLeaderboardFailure(intl, current.error)}
          action={
            <Button onClick={() => void current.refetch()}>{intl.formatMessage(commonMessages.retry)}</Button>
          }
        />
      );
    if (current.data === undefined) return <Skeleton blockSize="12rem" />;
    if (current.data === null) return <EmptyState title={intl.formatMessage(NO_BOARD[scope])} />;
    return content(current.data);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        <Link to={routes.leaderboards.href()}>{intl.formatMessage(boardMessages.back)}</Link>
      </header>
      <Tabs<Tab>
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onChange={(next) =>
          setSearch(
            (currentSearch) =>
              withSearchParam(currentSearch, TAB_PARAM, next === "global" ? undefined : next),
            {
              replace: true,
            },
          )
        }
        items={[
          {
            id: "global",
            label: intl.formatMessage(messages.global),
            content: body((board) => <BoardView leaderboardId={board.id} headingLevel={2} />),
          },
          {
            id: "mine",
            label: intl.formatMessage(messages.myClan),
            content: body((board) => <MyClanStanding board={board} />),
          },
          {
            id: "chiefs",
            label: intl.formatMessage(messages.chiefs),
            content: body((board) => <BoardView leaderboardId={board.id} headingLevel={2} />),
          },
          {
            id: "partners",
            label: intl.formatMessage(messages.partners),
            content: body((board) => <BoardView leaderboardId={board.id} headingLevel={2} />),
          },
        ]}
      />
    </div>
  );
};
