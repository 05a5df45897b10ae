import { defineMessages, useIntl } from "react-intl";
import { routes } from "@/web/lib/routes";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { useClan, useMyClan } from "@/web/features/clans/api/clans-api";
import { ClanDirectory } from "@/web/features/clans/components/clan-directory";
import { commonMessages, formatClanFailure } from "@/web/features/clans/components/clan-messages";
import { ClanRulesList } from "@/web/features/clans/components/clan-rules-list";
import { ClanView } from "@/web/features/clans/components/clan-view";
import * as styles from "@/web/features/clans/components/clans.css";
import { ClanSkeleton } from "@/web/features/clans/routes/clan-route";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

const messages = defineMessages({
  title: { id: "clans.myClan.title", defaultMessage: "Clans" },
  lead: {
    id: "clans.myClan.lead",
    defaultMessage: "Team up with gamers near you: join a clan, or create your own and lead it as its Chief.",
  },
  createTitle: { id: "clans.myClan.createTitle", defaultMessage: "Lead your own clan" },
  createLead: {
    id: "clans.myClan.createLead",
    defaultMessage: "Create a clan, invite your friends and climb the clan leaderboards together.",
  },
  create: { id: "clans.myClan.create", defaultMessage: "Create a clan" },
});

/** The signed-in gamer's own clan, by the id their membership names. */
const OwnClan = ({ clanId }: { readonly clanId: number }) => {
  const intl = useIntl();
  const clan = useClan(clanId);
  if (clan.isError)
    return (
      <EmptyState
        role="alert"
        title={formatClanFailure(intl, clan.error)}
        action={
          <Button tone="secondary" onClick={() => void clan.refetch()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      />
    );
  if (clan.data === undefined) return <ClanSkeleton />;
  return <ClanView clan={clan.data} canJoin={false} />;
};

/**
 * `/my-clan`: the gamer's clan page when they are in one; otherwise the clan directory with Join buttons and a
 * call to create a clan (guests see the same, and are asked to sign in to join or create).
 */
export const MyClanRoute = () => {
  const intl = useIntl();
  const session = useSession();
  const startLogin = useStartLoginFlow();
  const mine = useMyClan(session.status === "signedIn");
  useDocumentTitle(intl.formatMessage(messages.title));

  if (
    session.status === "loading" ||
    (session.status === "signedIn" && mine.data === undefined && !mine.isError)
  )
    return (
      <div className={styles.page}>
        <ClanSkeleton />
      </div>
    );

  const membership = mine.data?.membership ?? null;
  if (membership !== null)
    return (
      <div className={styles.page}>
        <OwnClan clanId={membership.clan.id} />
        <ClanRulesList />
      </div>
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      {mine.isError ? (
        <p role="alert" className={styles.error}>
          {formatClanFailure(intl, mine.error)}
        </p>
      ) : null}
      <Card padding="md" className={styles.header}>
        <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.createTitle)}</h2>
        <p className={styles.muted}>{intl.formatMessage(messages.createLead)}</p>
        <div className={styles.actions}>
          {session.status === "signedIn" ? (
            <ButtonLink to={routes.clanChief.href()}>{intl.formatMessage(messages.create)}</ButtonLink>
          ) : (
            <Button onClick={startLogin}>{intl.formatMessage(messages.create)}</Button>
          )}
        </div>
      </Card>
      <ClanDirectory />
      <ClanRulesList />
    </div>
  );
};
