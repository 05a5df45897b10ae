import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useParams, useSearchParams } from "react-router";
import { routes } from "@/web/lib/routes";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { useClan, useMyClan, type ClanDetail } from "@/web/features/clans/api/clans-api";
import { formatClanFailure } from "@/web/features/clans/components/clan-messages";
import { ClanView, INVITE_PARAM } from "@/web/features/clans/components/clan-view";
import * as styles from "@/web/features/clans/components/clans.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

const messages = plainMessages(
  defineMessages({
    directory: { id: "clans.clanPage.directory", defaultMessage: "See all clans" },
    invited: { id: "clans.invite.banner", defaultMessage: "You were invited to {clanName}" },
    invitedLead: {
      id: "clans.invite.bannerLead",
      defaultMessage: "Join the clan to team up with its members and climb the clan leaderboards together.",
    },
    signInToJoin: { id: "clans.invite.signIn", defaultMessage: "Sign in to join" },
  }),
);

/** Loading a clan's page: the banner and the members' table as placeholders. */
export const ClanSkeleton = () => (
  <div className={styles.header} aria-busy="true">
    <Skeleton blockSize="7rem" />
    <Skeleton blockSize="1.5rem" inlineSize="60%" />
    <Skeleton blockSize="12rem" />
  </div>
);

/**
 * `/clans/:clanId`: a clan's public page, with Join for gamers outside any clan (and guests). `standing` is what
 * the app shows of the clan's place on the leaderboards (another feature's).
 */
export const ClanRoute = ({ standing }: { readonly standing?: (clan: ClanDetail) => ReactNode }) => {
  const intl = useIntl();
  const { clanId } = useParams();
  const id = Number(clanId);
  const session = useSession();
  const clan = useClan(id);
  const mine = useMyClan(session.status === "signedIn");
  const startLogin = useStartLoginFlow();
  const [search] = useSearchParams();
  const invited = search.get(INVITE_PARAM) === "1";
  useDocumentTitle(clan.data?.clanName);

  const body = () => {
    if (!Number.isInteger(id) || id < 1 || clan.isError)
      return (
        <EmptyState
          role="alert"
          headingLevel={1}
          title={formatClanFailure(intl, clan.error ?? undefined)}
          action={<ButtonLink to={routes.myClan.href()}>{intl.formatMessage(messages.directory)}</ButtonLink>}
        />
      );
    if (clan.data === undefined) return <ClanSkeleton />;
    const canJoin = mine.data?.membership == null;
    // An invite greets a guest (who signs in first) and a gamer who may join; a member has nothing to accept.
    const greet =
      invited &&
      (session.status === "guest" || (session.status === "signedIn" && mine.data !== undefined && canJoin));
    return (
      <>
        {greet ? (
          <Card as="section" padding="md" tone="highlight" aria-labelledby="clan-invite">
            <div className={styles.header}>
              <h2 id="clan-invite" className={styles.sectionTitle}>
                {intl.formatMessage(messages.invited, { clanName: clan.data.clanName })}
              </h2>
              <p className={styles.muted}>{intl.formatMessage(messages.invitedLead)}</p>
              {session.status === "guest" ? (
                <div className={styles.actions}>
                  <Button onClick={startLogin}>{intl.formatMessage(messages.signInToJoin)}</Button>
                </div>
              ) : null}
            </div>
          </Card>
        ) : null}
        <ClanView clan={clan.data} canJoin={canJoin}>
          {standing?.(clan.data)}
        </ClanView>
      </>
    );
  };

  return <div className={styles.page}>{body()}</div>;
};
