import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { storeRegionOf } from "@/domain/store/voucher-rules";
import { Tabs } from "@/web/components/tabs";
import { MyVouchers } from "@/web/features/store/components/my-vouchers";
import * as styles from "@/web/features/store/components/store.css";
import { VoucherCatalogue } from "@/web/features/store/components/voucher-catalogue";
import { TAB_PARAM } from "@/web/lib/routes";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useMyMarket, type Market } from "@/web/lib/queries/market-queries";
import { guessSearchGeography } from "@/web/lib/search-geography";
import { withSearchParam } from "@/web/lib/search-params";
import { useSession } from "@/web/lib/session";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "store.kStore.title", defaultMessage: "K-Store" },
    lead: {
      id: "store.kStore.lead",
      defaultMessage: "Redeem your K-Cash for gift vouchers from the brands you use.",
    },
    tabs: { id: "store.kStore.tabs", defaultMessage: "Store sections" },
    vouchers: { id: "store.kStore.vouchers", defaultMessage: "Vouchers" },
    mine: { id: "store.kStore.mine", defaultMessage: "My vouchers" },
  }),
);

type StoreTab = "vouchers" | "mine";

const GEOGRAPHY_REGION = { India: "IN", Brazil: "BR", Other: undefined } as const;

/**
 * The region the catalogue opens on: the gamer's market (profile, else verified phone, else address); until it
 * is known, the profile's country when it is India or Brazil, else the browser's guess (time zone, languages),
 * else every region.
 */
const useDefaultRegion = (market: Market | undefined) => {
  const session = useSession();
  // A guest nobody can place gets the browser's guess; a signed-in gamer, what they may redeem.
  if (market !== undefined && (session.status === "signedIn" || market.source !== "unknown"))
    return market.storeRegion;
  const country = session.user?.countryCode;
  if (country !== null && country !== undefined) {
    const region = storeRegionOf(country);
    if (region !== "Other") return region;
  }
  return GEOGRAPHY_REGION[guessSearchGeography()] ?? "all";
};

/** `/k-store`: the voucher catalogue and, in its own tab, the gamer's vouchers (`?tab=mine`). */
export const KStoreRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const tab: StoreTab = search.get(TAB_PARAM) === "mine" ? "mine" : "vouchers";
  const market = useMyMarket().data;
  const defaultRegion = useDefaultRegion(market);

  const select = (next: StoreTab) =>
    setSearch((current) => withSearchParam(current, TAB_PARAM, next === "vouchers" ? undefined : next), {
      replace: true,
    });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <Tabs<StoreTab>
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onChange={select}
        items={[
          {
            id: "vouchers",
            label: intl.formatMessage(messages.vouchers),
            content: <VoucherCatalogue key={defaultRegion} defaultRegion={defaultRegion} market={market} />,
          },
          { id: "mine", label: intl.formatMessage(messages.mine), content: <MyVouchers /> },
        ]}
      />
    </div>
  );
};
