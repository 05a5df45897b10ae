import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ACCOUNT_DELETION_GRACE_MS } from "@/domain/constants/sign-in";
import { formatDateTime } from "@/domain/format/time-format";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Dialog } from "@/web/components/dialog";
import {
  useCancelDeletion,
  usePendingDeletion,
  useRequestDeletion,
  type DeletionRequest,
} from "@/web/features/account/api/account-api";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";
import {
  PendingDeletionCard,
  pendingDeletionMessages,
} from "@/web/features/account/components/pending-deletion";
import { plainMessages } from "@/web/lib/plain-messages";
import { AccountSignInPrompt, AccountSkeleton } from "@/web/features/account/components/sign-in-prompt";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    title: { id: "account.deleteAccount.title", defaultMessage: "Delete your account" },
    lead: {
      id: "account.deleteAccount.lead",
      defaultMessage: "Deleting your Kleos account cannot be undone once the grace period is over.",
    },
    whatHappens: { id: "account.deleteAccount.whatHappens", defaultMessage: "What happens" },
    signedOut: {
      id: "account.deleteAccount.signedOut",
      defaultMessage: "You are signed out at once, on every device.",
    },
    grace: {
      id: "account.deleteAccount.grace",
      defaultMessage:
        "There is a grace period of {days, plural, one {# day} other {# days}} before anything is erased.",
    },
    erased: {
      id: "account.deleteAccount.erased",
      defaultMessage:
        "After it, your personal data is erased: profile, username, e-mail, mobile number, linked wallets and connected accounts.",
    },
    ledger: {
      id: "account.deleteAccount.ledger",
      defaultMessage:
        "The history of rewards and transactions is kept, anonymised, so the ledger stays complete; it no longer points to you.",
    },
    action: { id: "account.deleteAccount.action", defaultMessage: "Delete my account" },
    confirmTitle: { id: "account.deleteAccount.confirmTitle", defaultMessage: "Delete your account?" },
    confirmText: {
      id: "account.deleteAccount.confirmText",
      defaultMessage:
        "You will be signed out everywhere, and your personal data is erased after {days, plural, one {# day} other {# days}}.",
    },
    confirm: { id: "account.deleteAccount.confirm", defaultMessage: "Yes, delete my account" },
    deleting: { id: "account.deleteAccount.deleting", defaultMessage: "Deleting…" },
    initiatedTitle: {
      id: "account.deleteAccount.initiatedTitle",
      defaultMessage: "Account deletion initiated",
    },
    initiatedText: {
      id: "account.deleteAccount.initiatedText",
      defaultMessage:
        "We received your request on {requestedAt}. Your personal data will be erased on {eraseAfter}. You are now signed out.",
    },
    alreadyTitle: {
      id: "account.deleteAccount.alreadyTitle",
      defaultMessage: "Account deletion already requested",
    },
    alreadyText: {
      id: "account.deleteAccount.alreadyText",
      defaultMessage:
        "You asked for your account to be deleted on {requestedAt}. Your personal data will be erased on {eraseAfter}.",
    },
    home: { id: "account.deleteAccount.home", defaultMessage: "Go to the home page" },
    pendingText: {
      id: "account.deleteAccount.pendingText",
      defaultMessage:
        "Your personal data will be erased on {eraseAfter}. Changed your mind? Keep your account.",
    },
    back: { id: "account.deleteAccount.back", defaultMessage: "Back to my profile" },
  }),
);

const GRACE_DAYS = Math.round(ACCOUNT_DELETION_GRACE_MS / (24 * 60 * 60 * 1000));

/**
 * `/delete-user-account`: says what deletion does, asks to confirm, asks the server, shows the "account
 * deletion initiated" or "account deletion already requested" modal (spec §2) with the request's dates, and
 * then forgets the session (the server has revoked it) and goes home.
 */
export const DeleteAccountRoute = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const request = useRequestDeletion();
  const pending = usePendingDeletion(session.status === "signedIn");
  const cancel = useCancelDeletion();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DeletionRequest | undefined>(undefined);
  useDocumentTitle(intl.formatMessage(messages.title));

  const confirm = () => {
    request.mutate(undefined, {
      onSuccess: (deletion) => {
        setConfirming(false);
        setResult(deletion);
        session.forget();
      },
      onError: () => setConfirming(false),
    });
  };

  const goHome = () => {
    setResult(undefined);
    void navigate(routes.home.href(), { replace: true });
  };

  if (result !== undefined) {
    const dates = {
      requestedAt: formatDateTime(result.requestedAt, { locale: intl.locale }),
      eraseAfter: formatDateTime(result.eraseAfter, { locale: intl.locale }),
    };
    const initiated = result.status === "initiated";
    return (
      <Dialog
        open
        onClose={goHome}
        size="sm"
        title={intl.formatMessage(initiated ? messages.initiatedTitle : messages.alreadyTitle)}
        description={intl.formatMessage(initiated ? messages.initiatedText : messages.alreadyText, dates)}
        footer={<Button onClick={goHome}>{intl.formatMessage(messages.home)}</Button>}
      >
        {null}
      </Dialog>
    );
  }
  if (session.status === "guest") return <AccountSignInPrompt />;
  if (session.user === undefined) return <AccountSkeleton cards={1} />;

  const scheduled = pending.data?.status === "initiated" ? pending.data : undefined;
  if (scheduled !== undefined) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <PendingDeletionCard deletion={scheduled} cancel={cancel} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        {cancel.isSuccess ? (
          <p role="status" className={styles.lead}>
            {intl.formatMessage(pendingDeletionMessages.kept)}
          </p>
        ) : null}
      </div>
      <Card as="section" padding="lg" className={styles.danger} aria-labelledby="deletion-effects">
        <h2 id="deletion-effects" className={styles.sectionTitle}>
          {intl.formatMessage(messages.whatHappens)}
        </h2>
        <ul className={styles.bullets}>
          <li>{intl.formatMessage(messages.signedOut)}</li>
          <li>{intl.formatMessage(messages.grace, { days: GRACE_DAYS })}</li>
          <li>{intl.formatMessage(messages.erased)}</li>
          <li>{intl.formatMessage(messages.ledger)}</li>
        </ul>
        {request.isError ? (
          <p role="alert" className={styles.error}>
            {formatFailure(intl, request.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <ButtonLink tone="ghost" to={routes.profile.href()}>
            {intl.formatMessage(messages.back)}
          </ButtonLink>
          <Button onClick={() => setConfirming(true)}>{intl.formatMessage(messages.action)}</Button>
        </div>
      </Card>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        dismissible={!request.isPending}
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmText, { days: GRACE_DAYS })}
        footer={
          <>
            <Button tone="secondary" disabled={request.isPending} onClick={() => setConfirming(false)}>
              {intl.formatMessage(pendingDeletionMessages.cancel)}
            </Button>
            <Button disabled={request.isPending} onClick={confirm}>
              {intl.formatMessage(request.isPending ? messages.deleting : messages.confirm)}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </div>
  );
};
