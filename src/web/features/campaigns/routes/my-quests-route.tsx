import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { Pagination } from "@/web/components/pagination";
import { ProgressBar } from "@/web/components/progress-bar";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import type { CampaignSummary } from "@/web/features/campaigns/api/campaigns-api";
import { useMyQuests, useQuestTab } from "@/web/features/campaigns/api/quests-api";
import { CampaignSection, EmptyTab, type UsePage } from "@/web/features/campaigns/components/campaign-list";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { usePageLimit } from "@/web/features/campaigns/lib/use-page-limit";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.myQuests.title", defaultMessage: "My quests" },
    lead: {
      id: "campaigns.myQuests.lead",
      defaultMessage:
        "The quests live now, and the ones you started: what is left to do and what you finished.",
    },
    liveTitle: { id: "campaigns.myQuests.liveTitle", defaultMessage: "Live quests" },
    allQuests: { id: "campaigns.myQuests.allQuests", defaultMessage: "Every quest, by game" },
    mineTitle: { id: "campaigns.myQuests.mineTitle", defaultMessage: "Your quests" },
    inProgress: { id: "campaigns.myQuests.inProgress", defaultMessage: "In progress" },
    done: { id: "campaigns.myQuests.done", defaultMessage: "Done" },
    claimed: { id: "campaigns.myQuests.claimed", defaultMessage: "Reward claimed" },
    ended: { id: "campaigns.myQuests.ended", defaultMessage: "Ended before you finished" },
    progress: {
      id: "campaigns.myQuests.progress",
      defaultMessage: "{done} of {total, plural, one {# task} other {# tasks}} done",
    },
    progressLabel: { id: "campaigns.myQuests.progressLabel", defaultMessage: "Tasks done in {title}" },
    noneTitle: { id: "campaigns.myQuests.noneTitle", defaultMessage: "You have not started a quest yet" },
    noneHint: {
      id: "campaigns.myQuests.noneHint",
      defaultMessage: "Pick a live quest above, complete its tasks and claim the reward.",
    },
    signInTitle: { id: "campaigns.myQuests.signInTitle", defaultMessage: "Sign in to see your quests" },
    signInHint: {
      id: "campaigns.myQuests.signInHint",
      defaultMessage: "Once you are signed in, the quests you started and your progress in each are here.",
    },
    signIn: { id: "campaigns.myQuests.signIn", defaultMessage: "Sign in" },
    loadFailed: { id: "campaigns.myQuests.loadFailed", defaultMessage: "Your quests could not be loaded" },
    retry: { id: "campaigns.myQuests.retry", defaultMessage: "Try again" },
    loading: { id: "campaigns.myQuests.loading", defaultMessage: "Loading your quests…" },
  }),
);

/** Where the gamer stands in a quest they started. */
export type MyQuestState = "inProgress" | "done" | "claimed" | "ended";

const OPEN_STATUSES: ReadonlySet<CampaignSummary["status"]> = new Set(["LIVE", "PUBLISHED"]);

/**
 * A started quest's state: claimed once its reward is, done once every active task is verified, ended when it
 * closed before that, otherwise in progress.
 */
export const myQuestStateOf = (quest: CampaignSummary): MyQuestState => {
  const progress = quest.userProgress;
  if (progress?.rewardClaimed === true) return "claimed";
  if (progress !== undefined && progress.totalTasks > 0 && progress.completedTasks >= progress.totalTasks)
    return "done";
  return OPEN_STATUSES.has(quest.status) ? "inProgress" : "ended";
};

const stateMessages = {
  inProgress: messages.inProgress,
  done: messages.done,
  claimed: messages.claimed,
  ended: messages.ended,
} as const;

const MyQuestRow = ({ quest }: { readonly quest: CampaignSummary }) => {
  const intl = useIntl();
  const state = myQuestStateOf(quest);
  const done = quest.userProgress?.completedTasks ?? 0;
  const total = quest.userProgress?.totalTasks ?? quest.taskCount;
  return (
    <li>
      <Card padding="md">
        <div className={styles.stack}>
          <div className={styles.spread}>
            <Link to={routes.quest.href({ questId: quest.slug })}>{quest.title}</Link>
            <Tag tone={state === "inProgress" ? "accent" : state === "ended" ? "neutral" : "secondary"}>
              {intl.formatMessage(stateMessages[state])}
            </Tag>
          </div>
          {quest.game === null ? null : <p className={styles.muted}>{quest.game.name}</p>}
          <ProgressBar
            label={intl.formatMessage(messages.progressLabel, { title: quest.title })}
            hideLabel
            value={done}
            max={Math.max(total, 1)}
            valueText={intl.formatMessage(messages.progress, { done, total })}
          />
        </div>
      </Card>
    </li>
  );
};

/** The quests the signed-in gamer started, a page at a time, each with its state and progress. */
const MyQuestList = () => {
  const intl = useIntl();
  const pageLimit = usePageLimit();
  const [pageOffset, setPageOffset] = useState(0);
  const mine = useMyQuests({ pageOffset, pageLimit }, true);
  if (mine.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatCampaignFailure(intl, mine.error)}
        action={<Button onClick={() => void mine.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (mine.data === undefined)
    return (
      <div className={styles.skeletons} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="5rem" />
        <Skeleton blockSize="5rem" />
      </div>
    );
  const { items, page } = mine.data;
  if (items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.noneTitle)}
        description={intl.formatMessage(messages.noneHint)}
      />
    );
  return (
    <div className={styles.stack}>
      <ul className={styles.stack} aria-label={intl.formatMessage(messages.mineTitle)}>
        {items.map((quest) => (
          <MyQuestRow key={quest.id} quest={quest} />
        ))}
      </ul>
      <Pagination
        pageOffset={page.pageOffset}
        pageLimit={page.pageLimit}
        total={page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );
};

/**
 * `/gamer/k-quest`: the gamer's side of K-Quest. The quests live now (to start one), then the quests the gamer
 * started with their state (in progress, done, reward claimed, ended); a guest is asked to sign in for the
 * second part.
 */
export const MyQuestsRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const session = useSession();
  const pageLimit = usePageLimit();
  const useLivePage: UsePage = (pageOffset) =>
    useQuestTab({ tab: "live", gameId: undefined, pageOffset, pageLimit });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <section className={styles.section} aria-labelledby="my-quests-mine">
        <h2 id="my-quests-mine" className={styles.sectionTitle}>
          {intl.formatMessage(messages.mineTitle)}
        </h2>
        {session.status === "loading" ? (
          <Skeleton blockSize="5rem" />
        ) : session.status === "guest" ? (
          <SignInPrompt
            title={intl.formatMessage(messages.signInTitle)}
            description={intl.formatMessage(messages.signInHint)}
            actionLabel={intl.formatMessage(messages.signIn)}
          />
        ) : (
          <MyQuestList />
        )}
      </section>
      <section className={styles.section} aria-labelledby="my-quests-live">
        <div className={styles.spread}>
          <h2 id="my-quests-live" className={styles.sectionTitle}>
            {intl.formatMessage(messages.liveTitle)}
          </h2>
          <ButtonLink tone="secondary" size="sm" to={routes.kQuest.href()}>
            {intl.formatMessage(messages.allQuests)}
          </ButtonLink>
        </div>
        <CampaignSection usePage={useLivePage} empty={<EmptyTab tab="live" />} />
      </section>
    </div>
  );
};
