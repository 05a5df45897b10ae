import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Card } from "@/web/components/card";
import { Skeleton } from "@/web/components/skeleton";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { useSession } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = defineMessages({
  signInTitle: { id: "wallet.signInPrompt.title", defaultMessage: "Sign in to see your wallet" },
  signInDescription: {
    id: "wallet.signInPrompt.description",
    defaultMessage: "Your balances, purchases, swaps and transaction history are here once you sign in.",
  },
  signIn: { id: "wallet.signInPrompt.action", defaultMessage: "Sign in" },
  loading: { id: "wallet.signInPrompt.loading", defaultMessage: "Loading your wallet…" },
});

/** What a guest sees on a money page: why there is nothing, and a button that opens the login. */
const WalletSignInPrompt = () => {
  const intl = useIntl();
  return (
    <SignInPrompt
      headingLevel={1}
      title={intl.formatMessage(messages.signInTitle)}
      description={intl.formatMessage(messages.signInDescription)}
      actionLabel={intl.formatMessage(messages.signIn)}
    />
  );
};

/** Placeholders while the session loads. */
export const WalletSkeleton = () => {
  const intl = useIntl();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton inlineSize="14rem" blockSize="2.5rem" />
      <Card padding="lg">
        <Skeleton blockSize="2.75rem" />
        <Skeleton blockSize="2.75rem" />
      </Card>
    </div>
  );
};

/**
 * The frame of a money page: the tab title, and the page itself only for a signed-in gamer (a guest is asked
 * to sign in, and nothing is fetched for them).
 */
export const WalletPage = ({
  title,
  narrow = false,
  children,
}: {
  readonly title: string;
  readonly narrow?: boolean;
  readonly children: ReactNode;
}) => {
  const session = useSession();
  useDocumentTitle(title);
  const body =
    session.status === "loading" ? (
      <WalletSkeleton />
    ) : session.status === "guest" ? (
      <WalletSignInPrompt />
    ) : (
      children
    );
  return <div className={narrow ? styles.narrowPage : styles.page}>{body}</div>;
};
