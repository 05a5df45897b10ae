import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import * as styles from "@/web/features/admin/components/admin.css";
import { isAdminRoleRequired } from "@/web/features/admin/components/problem";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { useSession } from "@/web/lib/session";
import { routes } from "@/web/lib/routes";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = defineMessages({
  signInTitle: { id: "admin.gate.signInTitle", defaultMessage: "Sign in to use the admin pages" },
  signInDescription: {
    id: "admin.gate.signInDescription",
    defaultMessage: "The admin pages are for Kleos admins. Sign in with your admin account to continue.",
  },
  signIn: { id: "admin.gate.signIn", defaultMessage: "Sign in" },
  roleTitle: { id: "admin.gate.roleTitle", defaultMessage: "You need the admin role" },
  roleDescription: {
    id: "admin.gate.roleDescription",
    defaultMessage:
      "This page is for Kleos admins, and your account does not have the admin role. Ask an admin to give it to you, or sign in with another account.",
  },
  home: { id: "admin.gate.home", defaultMessage: "Go to the home page" },
  loading: { id: "admin.gate.loading", defaultMessage: "Loading the admin pages…" },
  retry: { id: "admin.loadFailed.retry", defaultMessage: "Try again" },
});

const AdminSignInPrompt = () => {
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

/** What a signed-in gamer without the admin role sees (also when the server says the role is gone). */
export const AdminRoleRequired = () => {
  const intl = useIntl();
  return (
    <EmptyState
      headingLevel={1}
      role="alert"
      title={intl.formatMessage(messages.roleTitle)}
      description={intl.formatMessage(messages.roleDescription)}
      action={
        <ButtonLink tone="secondary" to={routes.home.href()}>
          {intl.formatMessage(messages.home)}
        </ButtonLink>
      }
    />
  );
};

/** What an admin list shows while its page loads: a placeholder, and `label` for screen readers. */
export const AdminListLoading = ({ label }: { readonly label: string }) => (
  <div className={styles.skeletons} aria-busy="true">
    <span role="status" className={visuallyHidden}>
      {label}
    </span>
    <Skeleton blockSize="10rem" />
  </div>
);

/**
 * What an admin page shows where its data could not be loaded: the refusal, when the server says the admin role
 * is gone, else `title` (what could not be loaded) with a way to try again.
 */
export const AdminLoadFailed = ({
  error,
  title,
  onRetry,
  headingLevel,
}: {
  readonly error: unknown;
  readonly title: string;
  readonly onRetry: () => void;
  readonly headingLevel?: 1 | 2;
}) => {
  const intl = useIntl();
  if (isAdminRoleRequired(error)) return <AdminRoleRequired />;
  return (
    <EmptyState
      {...(headingLevel === undefined ? {} : { headingLevel })}
      role="alert"
      title={title}
      action={
        <Button tone="secondary" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    />
  );
};

export const AdminSkeleton = () => {
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
        <Skeleton blockSize="2.75rem" />
      </Card>
    </div>
  );
};

/**
 * Shows its children to admins only: a guest is offered the sign-in, a gamer without the admin role is told
 * so. The server checks the role on every admin call as well; this only spares others a page of refusals.
 */
export const AdminGate = ({ children }: { readonly children: ReactNode }) => {
  const session = useSession();
  if (session.status === "guest") return <AdminSignInPrompt />;
  if (session.user === undefined) return <AdminSkeleton />;
  if (session.user.isAdmin !== true) return <AdminRoleRequired />;
  return <>{children}</>;
};
