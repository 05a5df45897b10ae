import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { useDevFaucet, useWallets } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";
import { AccountSignInPrompt, AccountSkeleton } from "@/web/features/account/components/sign-in-prompt";
import { ApiError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    title: { id: "account.devFaucet.title", defaultMessage: "Dev faucet" },
    lead: {
      id: "account.devFaucet.lead",
      defaultMessage:
        "Mints Kleos Demo Token (DEMO) and Kleos Demo Collectible (KDC) on the local chain that npm start runs, so token and NFT tasks can be tried. Mints are final at once.",
    },
    address: { id: "account.devFaucet.address", defaultMessage: "Wallet address" },
    token: { id: "account.devFaucet.token", defaultMessage: "Get 100 DEMO" },
    collectible: { id: "account.devFaucet.collectible", defaultMessage: "Get a KDC collectible" },
    minted: { id: "account.devFaucet.minted", defaultMessage: "Minted {symbol} to {address}" },
    off: {
      id: "account.devFaucet.off",
      defaultMessage: "The dev faucet is off: this server runs no local chain.",
    },
  }),
);

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * `/dev-faucet` (dev tools only): demo tokens for a wallet on the local chain, so a developer can walk a
 * HOLD_TOKEN or HOLD_NFT task. The address starts as the gamer's first linked EVM wallet.
 */
export const DevFaucetRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const session = useSession();
  const wallets = useWallets();
  const faucet = useDevFaucet();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  if (session.status === "guest") return <AccountSignInPrompt />;
  if (session.user === undefined) return <AccountSkeleton cards={1} />;
  const linked = wallets.data?.linkedWallets.find((wallet) => wallet.chain === "evm")?.address ?? "";
  const address = typed ?? linked;
  const off = faucet.error instanceof ApiError && faucet.error.status === 404;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      <Card as="section" padding="lg" aria-label={title}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <Input
            label={intl.formatMessage(messages.address)}
            value={address}
            forceLtr
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value.trim())}
          />
          <div className={styles.actions}>
            {(["token", "collectible"] as const).map((asset) => (
              <Button
                key={asset}
                type="button"
                tone={asset === "token" ? "primary" : "secondary"}
                disabled={!EVM_ADDRESS.test(address) || faucet.isPending}
                onClick={() => faucet.mutate({ address, asset })}
              >
                {intl.formatMessage(messages[asset])}
              </Button>
            ))}
          </div>
        </form>
        {faucet.isSuccess ? (
          <p className={styles.success} role="status">
            {intl.formatMessage(messages.minted, {
              symbol: faucet.data.symbol,
              address: faucet.data.address,
            })}
          </p>
        ) : null}
        {faucet.error === null ? null : (
          <p role="alert" className={styles.error}>
            {off ? intl.formatMessage(messages.off) : formatFailure(intl, faucet.error)}
          </p>
        )}
      </Card>
    </div>
  );
};
