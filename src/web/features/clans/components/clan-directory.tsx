import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router";
import { routes } from "@/web/lib/routes";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import { useClanDirectory, useJoinClan, type ClanSummary } from "@/web/features/clans/api/clans-api";
import { ClanEmblem } from "@/web/lib/clan-emblem";
import { commonMessages, formatClanFailure } from "@/web/features/clans/components/clan-messages";
import * as styles from "@/web/features/clans/components/clans.css";
import { useCountries } from "@/web/features/clans/components/use-countries";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

const messages = defineMessages({
  title: { id: "clans.directory.title", defaultMessage: "Find a clan" },
  search: { id: "clans.directory.search", defaultMessage: "Search clans by name" },
  country: { id: "clans.directory.country", defaultMessage: "Country" },
  anyCountry: { id: "clans.directory.anyCountry", defaultMessage: "Every country" },
  emptyTitle: { id: "clans.directory.emptyTitle", defaultMessage: "No clans found" },
  emptyDescription: {
    id: "clans.directory.emptyDescription",
    defaultMessage: "Try another name or country, or create your own clan.",
  },
  listLabel: { id: "clans.directory.listLabel", defaultMessage: "Clans" },
});

const PAGE_LIMIT = 20;

const ClanCard = ({
  clan,
  canJoin,
  onJoin,
  joining,
}: {
  readonly clan: ClanSummary;
  readonly canJoin: boolean;
  readonly onJoin: (clan: ClanSummary) => void;
  readonly joining: boolean;
}) => {
  const intl = useIntl();
  const { nameOf } = useCountries();
  return (
    <Card as="li" padding="md" className={styles.clanCard} aria-label={clan.clanName}>
      <div className={styles.clanCardHead}>
        <ClanEmblem emblem={clan.clanLogo} clanName={clan.clanName} />
        <Link to={routes.clan.href({ clanId: clan.id })} className={styles.clanName}>
          {clan.clanName}
        </Link>
      </div>
      <p className={styles.muted}>
        {intl.formatMessage(commonMessages.place, { city: clan.city, country: nameOf(clan.country) })}
      </p>
      <p className={styles.muted}>
        {intl.formatMessage(commonMessages.members, { count: clan.memberCount })}
        {" · "}
        {intl.formatMessage(commonMessages.chief, { name: clan.chiefUsername })}
      </p>
      {canJoin ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={() => onJoin(clan)}
            disabled={joining}
            aria-label={intl.formatMessage(commonMessages.joinNamed, { clanName: clan.clanName })}
          >
            {intl.formatMessage(commonMessages.join)}
          </Button>
        </div>
      ) : null}
    </Card>
  );
};

/**
 * The clan directory: search by name, a country filter, paging, and Join on each clan (guests are asked to sign
 * in first). `canJoin` is false for a gamer already in a clan.
 */
export const ClanDirectory = ({ canJoin = true }: { readonly canJoin?: boolean }) => {
  const intl = useIntl();
  const session = useSession();
  const startLogin = useStartLoginFlow();
  const toast = useToast();
  const { options } = useCountries();
  const [search, setSearch] = useState("");
  const [country, setCountry] = useState("");
  const [pageOffset, setPageOffset] = useState(0);
  const directory = useClanDirectory({ search: search.trim(), country, pageOffset, pageLimit: PAGE_LIMIT });
  const join = useJoinClan();

  const onJoin = (clan: ClanSummary) => {
    if (session.status !== "signedIn") {
      startLogin();
      return;
    }
    // Awaited rather than mutate()'s own callbacks: joining swaps this view for the clan's, and React Query
    // skips the callbacks of a component that has gone.
    join.mutateAsync(clan.id).then(
      () =>
        toast.show({
          message: intl.formatMessage(commonMessages.joined, { clanName: clan.clanName }),
          tone: "success",
        }),
      (error: unknown) => toast.show({ message: formatClanFailure(intl, error), tone: "error" }),
    );
  };

  const body = () => {
    if (directory.data === undefined) {
      if (directory.isError)
        return (
          <EmptyState
            role="alert"
            title={intl.formatMessage(commonMessages.loadFailed)}
            action={
              <Button tone="secondary" onClick={() => void directory.refetch()}>
                {intl.formatMessage(commonMessages.retry)}
              </Button>
            }
          />
        );
      return (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton blockSize="9rem" />
            </li>
          ))}
        </ul>
      );
    }
    if (directory.data.items.length === 0)
      return (
        <EmptyState
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        />
      );
    return (
      <>
        <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
          {directory.data.items.map((clan) => (
            <ClanCard key={clan.id} clan={clan} canJoin={canJoin} onJoin={onJoin} joining={join.isPending} />
          ))}
        </ul>
        <Pagination
          pageOffset={directory.data.page.pageOffset}
          pageLimit={directory.data.page.pageLimit}
          total={directory.data.page.total}
          onPageOffsetChange={setPageOffset}
        />
      </>
    );
  };

  return (
    <section aria-labelledby="clan-directory-title" className={styles.header}>
      <h2 id="clan-directory-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <div className={styles.filters}>
        <Input
          type="search"
          label={intl.formatMessage(messages.search)}
          value={search}
          maxLength={50}
          onChange={(event) => {
            setSearch(event.target.value);
            setPageOffset(0);
          }}
        />
        <Select
          label={intl.formatMessage(messages.country)}
          options={[{ value: "", label: intl.formatMessage(messages.anyCountry) }, ...options]}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setPageOffset(0);
          }}
        />
      </div>
      {body()}
    </section>
  );
};
