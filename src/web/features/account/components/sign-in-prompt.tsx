import { defineMessages, useIntl } from "react-intl";
import { Card } from "@/web/components/card";
import { Skeleton } from "@/web/components/skeleton";
import * as styles from "@/web/features/account/components/account.css";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = defineMessages({
  title: { id: "account.signInPrompt.title", defaultMessage: "Sign in to see your account" },
  description: {
    id: "account.signInPrompt.description",
    defaultMessage: "Your profile, username, wallets and account settings are here once you sign in.",
  },
  action: { id: "account.signInPrompt.action", defaultMessage: "Sign in" },
  loading: { id: "account.signInPrompt.loading", defaultMessage: "Loading your account…" },
});

/** What a guest sees on an account page: why there is nothing, and a button that opens the login. */
export const AccountSignInPrompt = () => {
  const intl = useIntl();
  return (
    <SignInPrompt
      headingLevel={1}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      actionLabel={intl.formatMessage(messages.action)}
    />
  );
};

/** Placeholders in the shape of the account cards while the session loads. */
export const AccountSkeleton = ({ cards = 3 }: { readonly cards?: number }) => {
  const intl = useIntl();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton inlineSize="14rem" blockSize="2.5rem" />
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} padding="lg">
          <Skeleton inlineSize="10rem" blockSize="1.5rem" />
          <Skeleton blockSize="2.75rem" />
          <Skeleton blockSize="2.75rem" />
        </Card>
      ))}
    </div>
  );
};
