import { useEffect, useRef } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { safeReturnPath } from "@/domain/auth/return-path";
import { Card } from "@/web/components/card";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import { useVerifySteamConnect } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "account.steamConnect.title", defaultMessage: "Connecting Steam" },
    failed: { id: "account.steamConnect.failed", defaultMessage: "Steam could not be connected" },
    back: { id: "account.steamConnect.back", defaultMessage: "Back to your profile" },
    replaced: {
      id: "account.steamConnect.replaced",
      defaultMessage: "Steam connected: it replaces {previous}, the Steam account linked before",
    },
  }),
);

/**
 * `/connect/steam`: where Steam sends the browser back. Hands what Steam sent to the server (which checks it
 * with Steam and links the account), then goes back where the link started.
 */
export const SteamConnectRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const navigate = useNavigate();
  const verify = useVerifySteamConnect();
  const toast = useToast();
  const sent = useRef(false);

  useEffect(() => {
    // Once: the state is spent by the first call, and a second would only be refused.
    if (sent.current) return;
    sent.current = true;
    verify.mutate(window.location.search.slice(1), {
      onSuccess: ({ returnTo, replaced }) => {
        // One Steam account per Kleos account: the gamer is told which one this link let go.
        if (replaced !== null)
          toast.show({
            tone: "info",
            message: intl.formatMessage(messages.replaced, { previous: replaced }),
          });
        void navigate(safeReturnPath(returnTo), { replace: true });
      },
    });
    // Once per arrival: the toast and the words are only read when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, verify]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {verify.isError ? (
        <Card padding="lg">
          <div className={styles.form}>
            <p role="alert" className={styles.sectionTitle}>
              {intl.formatMessage(messages.failed)}
            </p>
            <p className={styles.sectionText}>{formatFailure(intl, verify.error)}</p>
            <div>
              <Link to={routes.profile.href()}>{intl.formatMessage(messages.back)}</Link>
            </div>
          </div>
        </Card>
      ) : (
        <Skeleton blockSize="6rem" />
      )}
    </div>
  );
};
