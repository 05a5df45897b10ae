import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { isSoldIn, isStoreRegion, STORE_REGIONS } from "@/domain/store/voucher-rules";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { useVoucherList, type StoreRegion, type Voucher } from "@/web/features/store/api/store-api";
import { RedeemDialog } from "@/web/features/store/components/redeem-dialog";
import { StoreLoginDialog } from "@/web/features/store/components/store-login-dialog";
import * as styles from "@/web/features/store/components/store.css";
import {
  countryNameOf,
  formatStoreFailure,
  marketMessages,
  regionMessages,
} from "@/web/features/store/components/store-messages";
import { VoucherCard } from "@/web/features/store/components/voucher-card";
import type { Market } from "@/web/lib/queries/market-queries";
import { withSearchParam } from "@/web/lib/search-params";
import { useSession } from "@/web/lib/session";
import { START_LOGIN_FLOW } from "@/web/lib/start-login-flow";

/** The query parameter of `/k-store` that filters vouchers by region. */
const REGION_PARAM = "region";
/** The query parameter naming the voucher a guest started to redeem, kept through the sign-in (a Google return too). */
export const REDEEM_PARAM = "redeem";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    region: { id: "store.catalogue.region", defaultMessage: "Region" },
    search: { id: "store.catalogue.search", defaultMessage: "Search brand or voucher" },
    loading: { id: "store.catalogue.loading", defaultMessage: "Loading vouchers…" },
    loadFailed: { id: "store.catalogue.loadFailed", defaultMessage: "The vouchers could not be loaded" },
    retry: { id: "store.catalogue.retry", defaultMessage: "Try again" },
    empty: { id: "store.catalogue.empty", defaultMessage: "No vouchers here yet" },
    emptyHint: {
      id: "store.catalogue.emptyHint",
      defaultMessage: "Try another region or search: new vouchers are added all the time.",
    },
    count: {
      id: "store.catalogue.count",
      defaultMessage: "{total, plural, one {# voucher} other {# vouchers}}",
    },
  }),
);

const PAGE_LIMIT = 20;
type RegionChoice = StoreRegion | "all";

const LoadingGrid = () => {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <ul className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton blockSize="16rem" />
          </li>
        ))}
      </ul>
    </div>
  );
};

/** Where the gamer shops from, and why the store thinks so. */
const MarketNote = ({ market }: { market: Market }) => {
  const intl = useIntl();
  return (
    <p className={styles.muted} data-testid="store-market">
      {market.country === null
        ? intl.formatMessage(marketMessages.unknown)
        : intl.formatMessage(marketMessages[market.source === "unknown" ? "address" : market.source], {
            country: countryNameOf(intl, market.country),
          })}
    </p>
  );
};

/**
 * The voucher catalogue: a region filter (from the URL, else the gamer's region), a search, the cards and
 * paging. Vouchers the gamer's region cannot redeem say so on the card before anything is confirmed (the
 * server checks again). Redeem opens the redemption modal; a guest gets the store's login modal first, and the redemption
 * opens again once they are signed in.
 */
export const VoucherCatalogue = ({
  defaultRegion,
  market,
}: {
  defaultRegion: RegionChoice;
  /** Undefined while it loads or when it could not be had: the server still checks the region. */
  market: Market | undefined;
}) => {
  const intl = useIntl();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const requested = search.get(REGION_PARAM);
  const region: RegionChoice = requested === "all" || isStoreRegion(requested) ? requested : defaultRegion;
  const [text, setText] = useState("");
  const [pageOffset, setPageOffset] = useState(0);
  const [redeeming, setRedeeming] = useState<Voucher | undefined>(undefined);
  // A guest's redemption: the voucher they chose, while the store's login modal asks them to sign in, then
  // until the sign-in is done.
  const [asking, setAsking] = useState<Voucher | undefined>(undefined);
  const [pending, setPending] = useState<Voucher | undefined>(undefined);
  const [resumeDone, setResumeDone] = useState(false);
  // A guest's market is only where the address seems to be, and signing in may change it (a +55 number, a
  // profile country): the cards are marked, and redeeming refused, for a signed-in gamer's market only.
  const mine = session.status === "signedIn" ? market : undefined;
  const term = text.trim();
  const query = useVoucherList({
    ...(region === "all" ? {} : { region }),
    ...(term === "" ? {} : { search: term.slice(0, 60) }),
    pageOffset,
    pageLimit: PAGE_LIMIT,
  });

  const selectRegion = (next: string) => {
    setPageOffset(0);
    setSearch((current) => withSearchParam(current, REGION_PARAM, next), { replace: true });
  };

  const onRedeem = (voucher: Voucher) => {
    if (session.status !== "signedIn") setAsking(voucher);
    else setRedeeming(voucher);
  };
  const signInToRedeem = (voucher: Voucher) => {
    setAsking(undefined);
    setPending(voucher);
    setResumeDone(false);
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(REDEEM_PARAM, voucher.id);
      next.set(START_LOGIN_FLOW, "true");
      return next;
    });
  };

  // Signed in (here, or back from Google): the redemption the guest started opens again, for them to confirm.
  const redeemId = search.get(REDEEM_PARAM);
  const resumed =
    session.status !== "signedIn" || resumeDone
      ? undefined
      : (pending ?? (redeemId === null ? undefined : query.data?.items.find((item) => item.id === redeemId)));
  const shownRedemption = redeeming ?? resumed;
  const closeRedemption = () => {
    setRedeeming(undefined);
    if (resumed !== undefined) {
      setPending(undefined);
      setResumeDone(true);
    }
    if (redeemId !== null)
      setSearch((current) => withSearchParam(current, REDEEM_PARAM, undefined), { replace: true });
  };

  const body = query.isError ? (
    <EmptyState
      role="alert"
      title={intl.formatMessage(messages.loadFailed)}
      description={formatStoreFailure(intl, query.error)}
      action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
    />
  ) : query.data === undefined ? (
    <LoadingGrid />
  ) : query.data.items.length === 0 ? (
    <EmptyState
      title={intl.formatMessage(messages.empty)}
      description={intl.formatMessage(messages.emptyHint)}
    />
  ) : (
    <div className={styles.stack}>
      <p className={styles.muted}>{intl.formatMessage(messages.count, { total: query.data.page.total })}</p>
      <ul className={styles.grid}>
        {query.data.items.map((voucher) => (
          <VoucherCard
            key={voucher.id}
            voucher={voucher}
            onRedeem={onRedeem}
            inMyRegion={mine === undefined ? undefined : isSoldIn(voucher.regions, mine.storeRegion)}
          />
        ))}
      </ul>
      <Pagination
        pageOffset={query.data.page.pageOffset}
        pageLimit={query.data.page.pageLimit}
        total={query.data.page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.region)}
          value={region}
          onChange={(event) => selectRegion(event.target.value)}
          options={(["all", ...STORE_REGIONS] as const).map((value) => ({
            value,
            label: intl.formatMessage(regionMessages[value]),
          }))}
        />
        <Input
          type="search"
          label={intl.formatMessage(messages.search)}
          value={text}
          maxLength={60}
          onChange={(event) => {
            setPageOffset(0);
            setText(event.target.value);
          }}
        />
      </div>
      {market === undefined ? null : <MarketNote market={market} />}
      {mine !== undefined && region !== mine.storeRegion ? (
        <p role="status" className={styles.warning}>
          {intl.formatMessage(marketMessages.otherRegion, {
            region: intl.formatMessage(regionMessages[mine.storeRegion]),
          })}
        </p>
      ) : null}
      {body}
      {asking === undefined ? null : (
        <StoreLoginDialog
          voucher={asking}
          onSignIn={() => signInToRedeem(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
      {shownRedemption === undefined ? null : (
        <RedeemDialog voucher={shownRedemption} market={market} onClose={closeRedemption} />
      )}
    </div>
  );
};
