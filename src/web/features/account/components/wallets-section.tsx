import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Dialog } from "@/web/components/dialog";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import { useToast } from "@/web/components/toast";
import { TransactionSignDialog } from "@/web/components/transaction-sign-dialog";
import { useWallets } from "@/web/features/account/api/account-api";
import {
  NoWalletFound,
  WalletRequestRejected,
  useBrowserWallets,
  useDisconnectWallet,
  useLinkWallet,
  type BrowserWallet,
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
    pickerTitle: { id: "account.walletsSection.pickerTitle", defaultMessage: "Connect a wallet" },
    pickerDescription: {
      id: "account.walletsSection.pickerDescription",
      defaultMessage: "Choose the wallet to link to your Kleos account.",
    },
    browserWallet: { id: "account.walletsSection.browserWallet", defaultMessage: "Browser wallet" },
    connectingTitle: { id: "account.walletsSection.connectingTitle", defaultMessage: "Connect {wallet}" },
    connectingText: {
      id: "account.walletsSection.connectingText",
      defaultMessage: "Approve the connection and sign the message in {wallet}. Signing costs nothing.",
    },
    successText: {
      id: "account.walletsSection.successText",
      defaultMessage: "{address} is now linked to your account.",
    },
    done: { id: "account.walletsSection.done", defaultMessage: "Done" },
    cancel: { id: "account.walletsSection.cancel", defaultMessage: "Cancel" },
    disconnect: { id: "account.walletsSection.disconnect", defaultMessage: "Disconnect" },
    disconnectTitle: {
      id: "account.walletsSection.disconnectTitle",
      defaultMessage: "Disconnect this wallet?",
    },
    disconnectText: {
      id: "account.walletsSection.disconnectText",
      defaultMessage: "{address} will no longer sign you in or count for your tasks.",
    },
    disconnecting: { id: "account.walletsSection.disconnecting", defaultMessage: "Disconnecting…" },
    disconnected: { id: "account.walletsSection.disconnected", defaultMessage: "Wallet disconnected" },
  }),
);

export interface WalletsSectionProps {
  /** The page's wallets; those announced by EIP-6963 (or `window.ethereum`) unless a test gives others. */
  readonly findWallets?: () => readonly BrowserWallet[];
}

type LinkedWallet = { readonly chain: "evm" | "solana"; readonly address: string };

/**
 * The custodial EVM address (with a copy button) and the wallets linked with a signed message. "Link a wallet"
 * opens the multi-wallet picker (every wallet the page announced); choosing one asks it to connect and sign
 * ("Connect …"), then says it is connected. Each linked wallet can be disconnected, after a confirmation.
 */
export const WalletsSection = ({ findWallets }: WalletsSectionProps) => {
  const intl = useIntl();
  const toast = useToast();
  const wallets = useWallets();
  const browserWallets = useBrowserWallets(findWallets);
  const link = useLinkWallet();
  const disconnect = useDisconnectWallet();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<BrowserWallet | undefined>(undefined);
  const [leaving, setLeaving] = useState<LinkedWallet | undefined>(undefined);
  // The gamer closed the signing modal of this attempt (the wallet still decides); a new attempt shows it again.
  const [signHidden, setSignHidden] = useState(false);

  const nameOf = (wallet: BrowserWallet) => wallet.name ?? intl.formatMessage(messages.browserWallet);
  const closePicker = () => {
    setPicking(false);
    setChosen(undefined);
    link.reset();
  };
  const connect = (wallet: BrowserWallet) => {
    setChosen(wallet);
    setSignHidden(false);
    link.mutate(wallet);
  };

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
                    <span className={styles.valueRow}>
                      <span className={styles.muted}>
                        {intl.formatMessage(messages.linkedAt, {
                          date: formatDateTime(wallet.linkedAt, { locale: intl.locale }),
                        })}
                      </span>
                      <Button
                        size="sm"
                        tone="secondary"
                        aria-label={`${intl.formatMessage(messages.disconnect)} ${wallet.address}`}
                        onClick={() => {
                          disconnect.reset();
                          setLeaving({ chain: wallet.chain, address: wallet.address });
                        }}
                      >
                        {intl.formatMessage(messages.disconnect)}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          onClick={() => {
            link.reset();
            setPicking(true);
          }}
        >
          {intl.formatMessage(messages.link)}
        </Button>
      </div>
      <Dialog
        open={picking}
        onClose={closePicker}
        size="sm"
        title={
          chosen === undefined
            ? intl.formatMessage(messages.pickerTitle)
            : link.isSuccess
              ? intl.formatMessage(messages.linked)
              : intl.formatMessage(messages.connectingTitle, { wallet: nameOf(chosen) })
        }
        description={chosen === undefined ? intl.formatMessage(messages.pickerDescription) : undefined}
        footer={
          link.isSuccess ? (
            <Button onClick={closePicker}>{intl.formatMessage(messages.done)}</Button>
          ) : (
            <Button tone="secondary" onClick={closePicker}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          )
        }
      >
        {chosen === undefined ? (
          browserWallets.length === 0 ? (
            <p role="alert" className={styles.error}>
              {intl.formatMessage(messages.noWallet)}
            </p>
          ) : (
            <ul className={styles.list}>
              {browserWallets.map((wallet) => (
                <li key={wallet.id}>
                  <Button tone="secondary" className={styles.walletChoice} onClick={() => connect(wallet)}>
                    {wallet.icon === undefined ? null : (
                      <img src={wallet.icon} alt="" className={styles.walletIcon} />
                    )}
                    {nameOf(wallet)}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : link.isSuccess ? (
          <p className={styles.success}>
            {intl.formatMessage(messages.successText, { address: link.data.linked.address })}
          </p>
        ) : (
          <div className={styles.form}>
            <p className={styles.sectionText} aria-live="polite">
              {intl.formatMessage(link.isPending ? messages.linking : messages.connectingText, {
                wallet: nameOf(chosen),
              })}
            </p>
            {linkError === undefined ? null : (
              <>
                <p role="alert" className={styles.error}>
                  {linkError}
                </p>
                <Button
                  tone="secondary"
                  onClick={() => {
                    setSignHidden(false);
                    link.mutate(chosen);
                  }}
                >
                  {intl.formatMessage(messages.retry)}
                </Button>
              </>
            )}
          </div>
        )}
      </Dialog>
      <TransactionSignDialog
        open={link.signing && !signHidden}
        wallet={chosen === undefined ? intl.formatMessage(messages.browserWallet) : nameOf(chosen)}
        address={link.signingRequest?.address}
        message={link.signingRequest?.message}
        purpose="link"
        onClose={() => setSignHidden(true)}
      />
      <Dialog
        open={leaving !== undefined}
        onClose={() => setLeaving(undefined)}
        size="sm"
        title={intl.formatMessage(messages.disconnectTitle)}
        description={intl.formatMessage(messages.disconnectText, { address: leaving?.address ?? "" })}
        footer={
          <>
            <Button tone="secondary" onClick={() => setLeaving(undefined)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button
              disabled={disconnect.isPending}
              onClick={() => {
                if (leaving === undefined) return;
                disconnect.mutate(leaving, {
                  onSuccess: () => {
                    setLeaving(undefined);
                    toast.show({ message: intl.formatMessage(messages.disconnected), tone: "success" });
                  },
                });
              }}
            >
              {intl.formatMessage(disconnect.isPending ? messages.disconnecting : messages.disconnect)}
            </Button>
          </>
        }
      >
        {disconnect.error === null ? null : (
          <p role="alert" className={styles.error}>
            {formatFailure(intl, disconnect.error)}
          </p>
        )}
      </Dialog>
    </Card>
  );
};
