import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import { useToast } from "@/web/components/toast";
import { useWallets } from "@/web/features/account/api/account-api";
import {
  NoWalletFound,
  WalletRequestRejected,
  injectedEthereum,
  useLinkWallet,
  type Eip1193Provider,
} from "@/web/features/account/api/ethereum";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "account.walletsSection.title", defaultMessage: "Wallets" },
    custodialLabel: { id: "account.walletsSection.custodialLabel", defaultMessage: "Your Kleos wallet" },
    custodialHint: {
      id: "account.walletsSection.custodialHint",
      defaultMessage: "Rewards you earn on Kleos are kept at this address.",
    },
    noCustodial: {
      id: "account.walletsSection.noCustodial",
      defaultMessage: "Your Kleos wallet is not ready yet.",
    },
    copy: { id: "account.walletsSection.copy", defaultMessage: "Copy address" },
    copied: { id: "account.walletsSection.copied", defaultMessage: "Address copied" },
    copyFailed: {
      id: "account.walletsSection.copyFailed",
      defaultMessage: "The address could not be copied; select it and copy it by hand.",
    },
    linkedTitle: { id: "account.walletsSection.linkedTitle", defaultMessage: "Linked wallets" },
    noLinked: { id: "account.walletsSection.noLinked", defaultMessage: "No wallet is linked yet." },
    linkedAt: { id: "account.walletsSection.linkedAt", defaultMessage: "Linked {date}" },
    chainEvm: { id: "account.walletsSection.chainEvm", defaultMessage: "EVM" },
    chainSolana: { id: "account.walletsSection.chainSolana", defaultMessage: "Solana" },
    link: { id: "account.walletsSection.link", defaultMessage: "Link a wallet" },
    linking: { id: "account.walletsSection.linking", defaultMessage: "Check your wallet…" },
    linked: { id: "account.walletsSection.linked", defaultMessage: "Wallet linked" },
    noWallet: {
      id: "account.walletsSection.noWallet",
      defaultMessage: "No wallet found. Install a browser wallet such as MetaMask, then try again.",
    },
    rejected: {
      id: "account.walletsSection.rejected",
      defaultMessage: "The wallet did not approve the request.",
    },
    loadFailed: {
      id: "account.walletsSection.loadFailed",
      defaultMessage: "Your wallets could not be loaded.",
    },
    retry: { id: "account.walletsSection.retry", defaultMessage: "Try again" },
  }),
);

export interface WalletsSectionProps {
  /** The injected EIP-1193 wallet; the page's `window.ethereum` unless a test gives another. */
  readonly findProvider?: () => Eip1193Provider | undefined;
}

/** The custodial EVM address (with a copy button) and the wallets linked with a signed message. */
export const WalletsSection = ({ findProvider = injectedEthereum }: WalletsSectionProps) => {
  const intl = useIntl();
  const toast = useToast();
  const wallets = useWallets();
  const link = useLinkWallet(findProvider);

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.show({ message: intl.formatMessage(messages.copied), tone: "success" });
    } catch {
      toast.show({ message: intl.formatMessage(messages.copyFailed), tone: "error" });
    }
  };

  const linkError =
    link.error === null
      ? undefined
      : link.error instanceof NoWalletFound
        ? intl.formatMessage(messages.noWallet)
        : link.error instanceof WalletRequestRejected
          ? intl.formatMessage(messages.rejected)
          : formatFailure(intl, link.error);

  return (
    <Card as="section" padding="lg" aria-labelledby="wallets-title" aria-busy={wallets.isPending}>
      <h2 id="wallets-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      {wallets.isError ? (
        <div className={styles.valueRow} role="alert">
          <span>{intl.formatMessage(messages.loadFailed)}</span>
          <Button size="sm" tone="secondary" onClick={() => void wallets.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : wallets.data === undefined ? (
        <>
          <Skeleton blockSize="2.75rem" />
          <Skeleton blockSize="2.75rem" />
        </>
      ) : (
        <>
          <div>
            <h3 className={styles.muted}>{intl.formatMessage(messages.custodialLabel)}</h3>
            {wallets.data.evmWalletAddress === null ? (
              <p className={styles.sectionText}>{intl.formatMessage(messages.noCustodial)}</p>
            ) : (
              <div className={styles.valueRow}>
                <code className={styles.address}>{wallets.data.evmWalletAddress}</code>
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() => void copy(wallets.data.evmWalletAddress ?? "")}
                >
                  {intl.formatMessage(messages.copy)}
                </Button>
              </div>
            )}
            <p className={styles.muted}>{intl.formatMessage(messages.custodialHint)}</p>
          </div>
          <div>
            <h3 className={styles.muted}>{intl.formatMessage(messages.linkedTitle)}</h3>
            {wallets.data.linkedWallets.length === 0 ? (
              <p className={styles.sectionText}>{intl.formatMessage(messages.noLinked)}</p>
            ) : (
              <ul className={styles.list}>
                {wallets.data.linkedWallets.map((wallet) => (
                  <li key={`${wallet.chain}:${wallet.address}`} className={styles.listItem}>
                    <span className={styles.valueRow}>
                      <Tag tone="secondary">
                        {intl.formatMessage(
                          wallet.chain === "evm" ? messages.chainEvm : messages.chainSolana,
                        )}
                      </Tag>
                      <code className={styles.address}>{wallet.address}</code>
                    </span>
                    <span className={styles.muted}>
                      {intl.formatMessage(messages.linkedAt, {
                        date: formatDateTime(wallet.linkedAt, { locale: intl.locale }),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {linkError === undefined ? null : (
        <p role="alert" className={styles.error}>
          {linkError}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          disabled={link.isPending}
          onClick={() =>
            link.mutate(undefined, {
              onSuccess: () => toast.show({ message: intl.formatMessage(messages.linked), tone: "success" }),
            })
          }
        >
          {intl.formatMessage(link.isPending ? messages.linking : messages.link)}
        </Button>
      </div>
    </Card>
  );
};
