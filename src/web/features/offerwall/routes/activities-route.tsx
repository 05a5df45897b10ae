import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { toWholeUnits } from "@/domain/constants/money";
import { formatDateTime } from "@/domain/format/time-format";
import { Amount } from "@/web/components/amount";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { useActivities, type Activity, type ActivityKind } from "@/web/features/offerwall/api/offerwall-api";
import * as styles from "@/web/features/offerwall/components/offerwall.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";

const messages = plainMessages(
  defineMessages({
    title: { id: "activities.page.title", defaultMessage: "Your activity" },
    lead: {
      id: "activities.page.lead",
      defaultMessage: "Quests done, rewards, offers, clan events and mints, newest first.",
    },
    signIn: { id: "activities.page.signIn", defaultMessage: "Sign in to see your activity" },
    signInAction: { id: "activities.page.signInAction", defaultMessage: "Sign in" },
    loading: { id: "activities.page.loading", defaultMessage: "Loading your activity" },
    loadFailed: { id: "activities.page.loadFailed", defaultMessage: "Your activity could not be loaded" },
    retry: { id: "activities.page.retry", defaultMessage: "Try again" },
    empty: { id: "activities.page.empty", defaultMessage: "Nothing here yet" },
    emptyHint: {
      id: "activities.page.emptyHint",
      defaultMessage: "Finish a quest, complete an offer or join a clan, and it shows up here.",
    },
    more: { id: "activities.page.more", defaultMessage: "Show more" },
    list: { id: "activities.page.list", defaultMessage: "Activities" },
  }),
);

const kinds = defineMessages({
  questCompleted: { id: "activities.kind.questCompleted", defaultMessage: "Quest completed" },
  campaignCompleted: { id: "activities.kind.campaignCompleted", defaultMessage: "Campaign completed" },
  rewardCredited: { id: "activities.kind.rewardCredited", defaultMessage: "Reward credited" },
  offerCredited: { id: "activities.kind.offerCredited", defaultMessage: "Offer credited" },
  offerReversed: { id: "activities.kind.offerReversed", defaultMessage: "Offer reversed" },
  purchase: { id: "activities.kind.purchase", defaultMessage: "Store purchase" },
  walletMovement: { id: "activities.kind.walletMovement", defaultMessage: "Wallet" },
  clanJoined: { id: "activities.kind.clanJoined", defaultMessage: "Joined a clan" },
  clanLeft: { id: "activities.kind.clanLeft", defaultMessage: "Left a clan" },
  pogMinted: { id: "activities.kind.pogMinted", defaultMessage: "POG card minted" },
});

const KIND_MESSAGES: { readonly [K in ActivityKind]: MessageDescriptor } = kinds;

const Entry = ({ activity }: { activity: Activity }) => {
  const intl = useIntl();
  return (
    <Card as="li" padding="md">
      <div className={styles.entry}>
        <div className={styles.entryText}>
          <strong>{intl.formatMessage(KIND_MESSAGES[activity.kind])}</strong>
          {activity.subject === null ? null : <span>{activity.subject}</span>}
          <time className={styles.muted} dateTime={activity.occurredAt}>
            {formatDateTime(activity.occurredAt, { locale: intl.locale })}
          </time>
        </div>
        <div className={styles.row}>
          {activity.amounts.map((amount) => (
            <Amount
              key={amount.currency}
              value={toWholeUnits(amount.amount, amount.currency)}
              currency={amount.currency}
              emphasis={amount.amount > 0}
            />
          ))}
        </div>
      </div>
    </Card>
  );
};

const Feed = () => {
  const intl = useIntl();
  const query = useActivities(true);
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (query.data === undefined)
    return (
      <div aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="10rem" />
      </div>
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );
  return (
    <div className={styles.stack}>
      <ul className={styles.feed} aria-label={intl.formatMessage(messages.list)}>
        {items.map((activity) => (
          <Entry key={activity.id} activity={activity} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          tone="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {intl.formatMessage(messages.more)}
        </Button>
      ) : null}
    </div>
  );
};

/** `/gamer/activities`: the gamer's own activity feed (spec §7 `activities`), a page at a time. */
export const ActivitiesRoute = () => {
  const intl = useIntl();
  const session = useSession();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      {session.status === "guest" ? (
        <SignInPrompt
          headingLevel={2}
          title={intl.formatMessage(messages.signIn)}
          actionLabel={intl.formatMessage(messages.signInAction)}
        />
      ) : session.status === "loading" ? (
        <Skeleton blockSize="10rem" />
      ) : (
        <Feed />
      )}
    </div>
  );
};
