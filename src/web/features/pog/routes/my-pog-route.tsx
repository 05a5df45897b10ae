import { defineMessages, useIntl } from "react-intl";
import {
  POG_DASHBOARD_TABS,
  POG_SOCIAL_BADGES,
  POG_TAB_BADGES,
  pogTabScores,
  type PogDashboardTab,
} from "@/domain/pog/pog-badges";
import { Badge } from "@/web/components/badge";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import { routes } from "@/web/lib/routes";
import { useMyPogBadges, usePogMintStatus, type PogBadges } from "@/web/features/pog/api/pog-api";
import { useAvatarSlots, type AvatarSlots } from "@/web/features/pog/api/pog-avatar-api";
import { BadgeCard } from "@/web/features/pog/components/badge-card";
import { MyAvatar } from "@/web/features/pog/components/my-avatar";
import { OnChainCards } from "@/web/features/pog/components/on-chain-cards";
import { PogPreferencesForm } from "@/web/features/pog/components/pog-preferences-form";
import { cardMessages, PogCard } from "@/web/features/pog/components/pog-card";
import * as styles from "@/web/features/pog/components/pog.css";
import {
  formatPogFailure,
  socialBadgeHowMessages,
  socialBadgeMessages,
  tabMessages,
} from "@/web/features/pog/components/pog-messages";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.myPog.title", defaultMessage: "My POG" },
    lead: {
      id: "pog.myPog.lead",
      defaultMessage:
        "The badges your POG card carries, earned from what you do on Kleos, each Bronze to Diamond.",
    },
    tabs: { id: "pog.myPog.tabs", defaultMessage: "POG dashboard" },
    socialTitle: { id: "pog.myPog.socialTitle", defaultMessage: "Social badges" },
    socialEarned: { id: "pog.myPog.socialEarned", defaultMessage: "Earned" },
    noBadgesTitle: { id: "pog.myPog.noBadgesTitle", defaultMessage: "No badges yet" },
    noBadgesDescription: {
      id: "pog.myPog.noBadgesDescription",
      defaultMessage:
        "Verify your phone or e-mail, complete a quest or link your socials to earn your first badge.",
    },
    pogCard: { id: "pog.myPog.pogCard", defaultMessage: "Your Kleos name and POG card" },
    signInTitle: { id: "pog.myPog.signInTitle", defaultMessage: "Sign in to see your POG" },
    signInDescription: {
      id: "pog.myPog.signInDescription",
      defaultMessage: "Your POG badges and tiers are here once you sign in.",
    },
    signIn: { id: "pog.myPog.signIn", defaultMessage: "Sign in" },
    loading: { id: "pog.myPog.loading", defaultMessage: "Loading your badges…" },
    loadFailed: { id: "pog.myPog.loadFailed", defaultMessage: "Your badges could not be loaded" },
    retry: { id: "pog.myPog.retry", defaultMessage: "Try again" },
  }),
);

const SocialBadges = ({ earned }: { readonly earned: PogBadges["socialBadges"] }) => {
  const intl = useIntl();
  const has = new Set(earned.map((entry) => entry.badge));
  return (
    <Card as="section" padding="md" aria-labelledby="pog-social-title">
      <div className={styles.cardBody}>
        <h3 id="pog-social-title" className={styles.badgeTitle}>
          {intl.formatMessage(messages.socialTitle)}
        </h3>
        <ul className={styles.socialList}>
          {POG_SOCIAL_BADGES.map((badge) => (
            <li key={badge} className={styles.cardBody}>
              <span className={styles.badgeHeader}>
                <strong>{intl.formatMessage(socialBadgeMessages[badge])}</strong>
                {has.has(badge) ? (
                  <Badge tone="accent">{intl.formatMessage(messages.socialEarned)}</Badge>
                ) : null}
              </span>
              {has.has(badge) ? null : (
                <span className={styles.muted}>{intl.formatMessage(socialBadgeHowMessages[badge])}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
};

const TabPanel = ({ tab, data }: { readonly tab: PogDashboardTab; readonly data: PogBadges }) => {
  const intl = useIntl();
  const badges = POG_TAB_BADGES[tab];
  const earnedAny = data.badges.some((standing) => standing.tier !== null) || data.socialBadges.length > 0;
  const tabName = intl.formatMessage(tabMessages[tab]);
  return (
    <div className={styles.section}>
      <p className={styles.tabScore}>
        <span>{intl.formatMessage(cardMessages.tabScore, { tab: tabName })}</span>
        <strong className={styles.tabScoreValue}>{intl.formatNumber(pogTabScores(data.badges)[tab])}</strong>
      </p>
      {tab === "Gamer" && !earnedAny ? (
        <EmptyState
          title={intl.formatMessage(messages.noBadgesTitle)}
          description={intl.formatMessage(messages.noBadgesDescription)}
        />
      ) : null}
      <ul className={styles.badgeGrid}>
        {badges.map((badge) => {
          const standing = data.badges.find((entry) => entry.badge === badge);
          return standing === undefined ? null : <BadgeCard key={badge} standing={standing} />;
        })}
      </ul>
      {tab === "Social" || tab === "Gamer" ? <SocialBadges earned={data.socialBadges} /> : null}
    </div>
  );
};

const DashboardSkeleton = () => {
  const intl = useIntl();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton blockSize="2.5rem" />
      <Skeleton blockSize="8rem" />
      <Skeleton blockSize="8rem" />
    </div>
  );
};

/** The card's version as the page knows it: the active avatar's picture (its key is new for every avatar). */
const cardVersionOf = (slots: AvatarSlots | undefined): string | undefined =>
  slots?.slots
    .find((slot) => slot.active)
    ?.avatar?.url.split("/")
    .at(-1);

const Dashboard = () => {
  const intl = useIntl();
  const badges = useMyPogBadges(true);
  const mint = usePogMintStatus(true);
  // The slots My avatar shows (one query): activating another avatar reads them again, and the card follows.
  const slots = useAvatarSlots(true);
  if (badges.isPending || mint.isPending) return <DashboardSkeleton />;
  if (badges.isError || mint.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatPogFailure(intl, badges.error ?? mint.error, "DataFetchFailed")}
        action={
          <Button
            tone="secondary"
            onClick={() => {
              void badges.refetch();
              void mint.refetch();
            }}
          >
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    );
  return (
    <>
      <PogCard reservation={mint.data.reservation} version={cardVersionOf(slots.data)} />
      <Tabs
        label={intl.formatMessage(messages.tabs)}
        defaultValue="Gamer"
        items={POG_DASHBOARD_TABS.map((tab) => ({
          id: tab,
          label: intl.formatMessage(tabMessages[tab]),
          content: <TabPanel tab={tab} data={badges.data} />,
        }))}
      />
    </>
  );
};

/** The cards on chain, read again whenever the card's mint moves on (minted in another tab, say). */
const OnChainSection = () => {
  const mint = usePogMintStatus(true);
  return <OnChainCards version={mint.data?.card?.status} />;
};

/** /my-pog: the gamer's POG dashboard, a tab per dimension (spec §2). Guests are asked to sign in. */
export const MyPogRoute = () => {
  const intl = useIntl();
  const session = useSession();
  useDocumentTitle(intl.formatMessage(messages.title));

  if (session.status === "guest")
    return (
      <div className={styles.page}>
        <SignInPrompt
          headingLevel={1}
          title={intl.formatMessage(messages.signInTitle)}
          description={intl.formatMessage(messages.signInDescription)}
          actionLabel={intl.formatMessage(messages.signIn)}
        />
      </div>
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        <div className={styles.actions}>
          <ButtonLink to={routes.pog.href()} tone="secondary" size="sm">
            {intl.formatMessage(messages.pogCard)}
          </ButtonLink>
        </div>
      </header>
      {session.status === "loading" ? <DashboardSkeleton /> : <Dashboard />}
      {session.status === "signedIn" ? (
        <>
          <MyAvatar />
          <OnChainSection />
          <PogPreferencesForm />
        </>
      ) : null}
    </div>
  );
};
