/**
 * My POG's "On chain" list: the gamer's cards as the chain has them (custodial address and proven wallets), each
 * with its token id, the address that owns it and a link to its token page.
 */
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { useUserNfts } from "@/web/features/pog/api/pog-api";
import * as styles from "@/web/features/pog/components/pog.css";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.onChain.title", defaultMessage: "Your cards on chain" },
    lead: {
      id: "pog.onChain.lead",
      defaultMessage: "Read from the chain: your Kleos wallet and the wallets you linked.",
    },
    token: { id: "pog.onChain.token", defaultMessage: "Token #{tokenId}" },
    owner: { id: "pog.onChain.owner", defaultMessage: "Owner" },
    chain: { id: "pog.onChain.chain", defaultMessage: "Chain" },
    tokenPage: { id: "pog.onChain.tokenPage", defaultMessage: "Token page of {name}" },
    empty: {
      id: "pog.onChain.empty",
      defaultMessage: "No POG card on chain yet. Mint yours to see it here.",
    },
    loading: { id: "pog.onChain.loading", defaultMessage: "Reading your cards from the chain…" },
    retry: { id: "pog.onChain.retry", defaultMessage: "Try again" },
  }),
);

/** The token page is absolute (it opens in a new tab); a path is the site's own. */
const absolute = (url: string): string => new URL(url, window.location.origin).toString();

export const OnChainCards = ({ version }: { readonly version: string | undefined }) => {
  const intl = useIntl();
  const nfts = useUserNfts(version);
  const body = () => {
    if (nfts.isError)
      return (
        <div className={styles.actions}>
          <p role="alert" className={styles.muted}>
            {formatPogFailure(intl, nfts.error, "DataFetchFailed")}
          </p>
          <Button tone="secondary" size="sm" onClick={() => void nfts.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      );
    if (nfts.data === undefined)
      return (
        <div aria-busy="true">
          <span role="status" className={visuallyHidden}>
            {intl.formatMessage(messages.loading)}
          </span>
          <Skeleton blockSize="4rem" />
        </div>
      );
    if (nfts.data.nfts.length === 0)
      return <p className={styles.muted}>{intl.formatMessage(messages.empty)}</p>;
    return (
      <ul className={styles.onChainList}>
        {nfts.data.nfts.map((nft) => (
          <li key={`${nft.chainId}:${nft.contractAddress}:${nft.tokenId}`} className={styles.onChainItem}>
            <strong>{nft.name}</strong>
            <span>{intl.formatMessage(messages.token, { tokenId: nft.tokenId })}</span>
            <dl className={styles.onChainFacts}>
              <dt>{intl.formatMessage(messages.owner)}</dt>
              <dd className={styles.address}>{nft.owner}</dd>
              <dt>{intl.formatMessage(messages.chain)}</dt>
              <dd>{nft.chainId}</dd>
            </dl>
            <Link to={absolute(nft.metadataUrl)}>
              {intl.formatMessage(messages.tokenPage, { name: nft.name })}
            </Link>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="pog-on-chain-title">
      <div className={styles.cardBody}>
        <h2 id="pog-on-chain-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
        {body()}
      </div>
    </Card>
  );
};
