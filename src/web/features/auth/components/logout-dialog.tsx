import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { LOGOUT_DELAY_MS } from "@/domain/constants/timings";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { authRequests } from "@/web/features/auth/api/auth-api";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/auth/components/auth.css";
import { SESSION_END_EVENT } from "@/web/lib/analytics";
import { useApiClient } from "@/web/lib/api-context";
import { useSession } from "@/web/lib/session";

const messages = defineMessages({
  title: { id: "auth.logoutDialog.title", defaultMessage: "Log out?" },
  body: {
    id: "auth.logoutDialog.body",
    defaultMessage: "You will need to sign in again to see your quests, rewards and clan.",
  },
  cancel: { id: "auth.logoutDialog.cancel", defaultMessage: "Stay signed in" },
  confirm: { id: "auth.logoutDialog.confirm", defaultMessage: "Log out" },
  leaving: { id: "auth.logoutDialog.leaving", defaultMessage: "Logging you out…" },
  failed: {
    id: "auth.logoutDialog.failed",
    defaultMessage: "You could not be logged out. Check your connection and try again.",
  },
});

export interface LogoutDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The logout confirmation (spec §2 modals): the server revokes the session and clears the cookies, the site
 * forgets the user and ends the analytics session, and goes home after the spec's logout delay (§9).
 */
export const LogoutDialog = ({ open, onClose }: LogoutDialogProps) => {
  const intl = useIntl();
  const client = useApiClient();
  const navigate = useNavigate();
  const { forget } = useSession();
  const [state, setState] = useState<"idle" | "leaving" | "failed">("idle");

  useEffect(() => {
    if (state !== "leaving") return undefined;
    const timer = window.setTimeout(() => {
      onClose();
      void navigate(routes.home.href());
    }, LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, onClose, navigate]);

  const logOut = async () => {
    setState("leaving");
    try {
      await authRequests.logOut(client);
    } catch {
      setState("failed");
      return;
    }
    window.dispatchEvent(new CustomEvent(SESSION_END_EVENT, { detail: { reason: "logout" } }));
    forget();
  };

  const leaving = state === "leaving";
  return (
    <Dialog
      open={open}
      onClose={leaving ? () => undefined : onClose}
      dismissible={!leaving}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.body)}
      footer={
        <>
          <Button tone="ghost" disabled={leaving} onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button tone="primary" disabled={leaving} onClick={() => void logOut()}>
            {intl.formatMessage(leaving ? messages.leaving : messages.confirm)}
          </Button>
        </>
      }
    >
      <p className={state === "failed" ? styles.error : styles.muted} role="status">
        {state === "failed"
          ? intl.formatMessage(messages.failed)
          : leaving
            ? intl.formatMessage(messages.leaving)
            : null}
      </p>
    </Dialog>
  );
};
