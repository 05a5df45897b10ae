import { useId, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { HOME_PATH, safeReturnPath } from "@/domain/auth/return-path";
import { Button } from "@/web/components/button";
import { TransactionSignDialog } from "@/web/components/transaction-sign-dialog";
import { authRequests, type SignInMethods, type SignInSession } from "@/web/features/auth/api/auth-api";
import { withoutSignInParams } from "@/web/features/auth/lib/sign-in-params";
import * as styles from "@/web/features/auth/components/auth.css";
import { describeSignInError, retryAfterMsOf } from "@/web/features/auth/components/sign-in-errors";
import { TelegramLogin } from "@/web/components/telegram-login";
import type { StoredLoginMethod } from "@/web/features/auth/lib/login-storage";
import {
  NoWalletFound,
  WalletRequestRejected,
  signInWithEvmWallet,
  signInWithSolanaWallet,
  type SigningRequest,
} from "@/web/features/auth/lib/wallets";
import { useApiClient } from "@/web/lib/api-context";

const messages = defineMessages({
  heading: { id: "auth.otherMethods.heading", defaultMessage: "Or continue with" },
  google: { id: "auth.otherMethods.google", defaultMessage: "Google" },
  googleUnavailable: {
    id: "auth.otherMethods.googleUnavailable",
    defaultMessage: "Google sign-in is not available here.",
  },
  evm: { id: "auth.otherMethods.evm", defaultMessage: "Ethereum wallet" },
  solana: { id: "auth.otherMethods.solana", defaultMessage: "Solana wallet" },
  connecting: { id: "auth.otherMethods.connecting", defaultMessage: "Check your wallet…" },
  noEvmWallet: {
    id: "auth.otherMethods.noEvmWallet",
    defaultMessage: "No Ethereum wallet found. Install a wallet extension such as MetaMask, then try again.",
  },
  noSolanaWallet: {
    id: "auth.otherMethods.noSolanaWallet",
    defaultMessage: "No Solana wallet found. Install a wallet extension such as Phantom, then try again.",
  },
  walletRejected: {
    id: "auth.otherMethods.walletRejected",
    defaultMessage: "The request was cancelled in your wallet.",
  },
  telegramUnavailable: {
    id: "auth.otherMethods.telegramUnavailable",
    defaultMessage: "Telegram sign-in is not available here.",
  },
  telegramLabel: { id: "auth.otherMethods.telegramLabel", defaultMessage: "Telegram" },
  retry: { id: "auth.otherMethods.retry", defaultMessage: "Try again" },
});

type Pending = "google" | "evm" | "solana" | "telegram";

export interface OtherMethodsProps {
  readonly methods: SignInMethods | undefined;
  readonly onSignedIn: (session: SignInSession, method: StoredLoginMethod) => Promise<void>;
  readonly onTooManyAttempts: (retryAfterMs: number) => void;
}

/** Google, the two kinds of wallet and Telegram, each offered only where this server has it. */
export const OtherMethods = ({ methods, onSignedIn, onTooManyAttempts }: OtherMethodsProps) => {
  const intl = useIntl();
  const client = useApiClient();
  const location = useLocation();
  const [pending, setPending] = useState<Pending | undefined>();
  const [error, setError] = useState<string | undefined>();
  // The wallet that refused the last attempt, offered again next to the error.
  const [refusedBy, setRefusedBy] = useState<"evm" | "solana" | undefined>();
  // The wallet asked to sign right now, with the address it signs with and the message (the transaction-sign
  // modal's time).
  const [signing, setSigning] = useState<SigningRequest & { readonly chain: "evm" | "solana" }>();
  // The gamer closed the signing modal of this attempt (the wallet still decides); a new attempt shows it again.
  const [signHidden, setSignHidden] = useState(false);
  const headingId = useId();
  const googleHintId = useId();

  const run = async (method: Pending, action: () => Promise<void>) => {
    setPending(method);
    setError(undefined);
    setRefusedBy(undefined);
    try {
      await action();
    } catch (failure) {
      const retryAfterMs = retryAfterMsOf(failure);
      if (retryAfterMs !== undefined) onTooManyAttempts(retryAfterMs);
      else if (failure instanceof NoWalletFound)
        setError(
          intl.formatMessage(failure.chain === "evm" ? messages.noEvmWallet : messages.noSolanaWallet),
        );
      else if (failure instanceof WalletRequestRejected) {
        setError(intl.formatMessage(messages.walletRejected));
        setRefusedBy(failure.chain);
      } else setError(describeSignInError(intl, failure));
    } finally {
      setPending(undefined);
    }
  };

  const google = () =>
    run("google", async () => {
      // Home is the server's default; an unsafe path (the rule's answer is home then) is not sent at all.
      const here = safeReturnPath(withoutSignInParams(location.pathname, location.search));
      const { authorizationUrl } = await authRequests.startGoogleSignIn(
        client,
        here === HOME_PATH ? undefined : here,
      );
      window.location.assign(authorizationUrl);
    });

  const wallet = (chain: "evm" | "solana") =>
    run(chain, async () => {
      setSignHidden(false);
      const onSigning = (request: SigningRequest | undefined) =>
        setSigning(request === undefined ? undefined : { chain, ...request });
      const session =
        chain === "evm"
          ? await signInWithEvmWallet(client, onSigning)
          : await signInWithSolanaWallet(client, onSigning);
      await onSignedIn(session, chain);
    });

  const googleAvailable = methods?.google === true;
  const busy = pending !== undefined;

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.divider}>
        {intl.formatMessage(messages.heading)}
      </h3>
      <div className={styles.methods}>
        <div className={styles.method}>
          <Button
            className={styles.fullWidth}
            tone="secondary"
            disabled={!googleAvailable || busy}
            aria-describedby={googleAvailable ? undefined : googleHintId}
            onClick={() => void google()}
          >
            {intl.formatMessage(messages.google)}
          </Button>
          {googleAvailable ? null : (
            <p id={googleHintId} className={styles.muted}>
              {intl.formatMessage(messages.googleUnavailable)}
            </p>
          )}
        </div>
        {methods?.evm === false ? null : (
          <Button
            className={styles.fullWidth}
            tone="secondary"
            disabled={busy}
            onClick={() => void wallet("evm")}
          >
            {intl.formatMessage(pending === "evm" ? messages.connecting : messages.evm)}
          </Button>
        )}
        {methods?.solana === false ? null : (
          <Button
            className={styles.fullWidth}
            tone="secondary"
            disabled={busy}
            onClick={() => void wallet("solana")}
          >
            {intl.formatMessage(pending === "solana" ? messages.connecting : messages.solana)}
          </Button>
        )}
        <div className={styles.method}>
          {methods?.telegram ? (
            <TelegramLogin
              botId={methods.telegram.botId}
              label={intl.formatMessage(messages.telegramLabel)}
              className={styles.fullWidth}
              disabled={busy}
              onAuth={(data) =>
                void run("telegram", async () =>
                  onSignedIn(await authRequests.verifyTelegramSignIn(client, data), "telegram"),
                )
              }
            />
          ) : (
            <p className={styles.muted}>{intl.formatMessage(messages.telegramUnavailable)}</p>
          )}
        </div>
      </div>
      <p className={styles.error} role="alert">
        {error}
      </p>
      {refusedBy === undefined ? null : (
        <Button
          tone="secondary"
          className={styles.fullWidth}
          disabled={busy}
          onClick={() => void wallet(refusedBy)}
        >
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
      <TransactionSignDialog
        open={signing !== undefined && !signHidden}
        wallet={intl.formatMessage(signing?.chain === "solana" ? messages.solana : messages.evm)}
        address={signing?.address}
        message={signing?.message}
        purpose="signIn"
        onClose={() => setSignHidden(true)}
      />
    </section>
  );
};
