import { defineMessages, useIntl } from "react-intl";
import { useParams } from "react-router";
import { routes } from "@/web/lib/routes";
import { ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { useClan, useMyClan } from "@/web/features/clans/api/clans-api";
import { formatClanFailure } from "@/web/features/clans/components/clan-messages";
import { ClanView } from "@/web/features/clans/components/clan-view";
import * as styles from "@/web/features/clans/components/clans.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession } from "@/web/lib/session";

const messages = defineMessages({
  directory: { id: "clans.clanPage.directory", defaultMessage: "See all clans" },
});

/** Loading a clan's page: the banner and the members' table as placeholders. */
export const ClanSkeleton = () => (
  <div className={styles.header} aria-busy="true">
    <Skeleton blockSize="7rem" />
    <Skeleton blockSize="1.5rem" inlineSize="60%" />
    <Skeleton blockSize="12rem" />
  </div>
);

/** `/clans/:clanId`: a clan's public page, with Join for gamers outside any clan (and guests). */
export const ClanRoute = () => {
  const intl = useIntl();
  const { clanId } = useParams();
  const id = Number(clanId);
  const session = useSession();
  const clan = useClan(id);
  const mine = useMyClan(session.status === "signedIn");
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
    return <ClanView clan={clan.data} canJoin={mine.data?.membership == null} />;
  };

  return <div className={styles.page}>{body()}</div>;
};
