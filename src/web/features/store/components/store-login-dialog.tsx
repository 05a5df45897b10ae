import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import type { Voucher } from "@/web/features/store/api/store-api";
import * as styles from "@/web/features/store/components/store.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "store.loginDialog.title", defaultMessage: "Sign in to redeem {title}" },
    description: {
      id: "store.loginDialog.description",
      defaultMessage:
        "Your voucher code is paid from your wallet and kept in your account, so redeeming needs you signed in.",
    },
    noPassword: {
      id: "store.loginDialog.noPassword",
      defaultMessage:
        "No password: sign in with your phone number and confirm it with WhatsApp or a one-time code, or use Google, e-mail or your wallet.",
    },
    resume: {
      id: "store.loginDialog.resume",
      defaultMessage: "Once you are in, this voucher opens again so you can confirm the redemption.",
    },
    signIn: { id: "store.loginDialog.signIn", defaultMessage: "Sign in and continue" },
    cancel: { id: "store.loginDialog.cancel", defaultMessage: "Not now" },
  }),
);

/**
 * The store's OTP-less login modal of spec §2: a guest who starts a redemption is told why it needs a verified
 * account and that signing in takes no password (the one-time-login provider confirms the phone); "Sign in and
 * continue" opens the site's login, after which the redemption picks up where it stopped. Nothing is redeemed
 * before the sign-in: the redemption modal only opens for a signed-in gamer, and the server checks again.
 */
export const StoreLoginDialog = ({
  voucher,
  onSignIn,
  onClose,
}: {
  readonly voucher: Voucher;
  readonly onSignIn: () => void;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={intl.formatMessage(messages.title, { title: voucher.title })}
      description={intl.formatMessage(messages.description)}
      footer={
        <>
          <Button tone="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button onClick={onSignIn}>{intl.formatMessage(messages.signIn)}</Button>
        </>
      }
    >
      <div className={styles.stack}>
        <p className={styles.muted}>{intl.formatMessage(messages.noPassword)}</p>
        <p className={styles.muted}>{intl.formatMessage(messages.resume)}</p>
      </div>
    </Dialog>
  );
};
