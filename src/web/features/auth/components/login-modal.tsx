import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Countdown } from "@/web/components/countdown";
import { Dialog } from "@/web/components/dialog";
import { Tabs } from "@/web/components/tabs";
import { useSignInMethods, type SignInSession } from "@/web/features/auth/api/auth-api";
import * as styles from "@/web/features/auth/components/auth.css";
import { CodeStep } from "@/web/features/auth/components/code-step";
import { EmailForm } from "@/web/features/auth/components/email-form";
import type { LoginNotice } from "@/web/features/auth/components/login-context";
import { OtherMethods } from "@/web/features/auth/components/other-methods";
import { PhoneForm } from "@/web/features/auth/components/phone-form";
import { useCompleteSignIn } from "@/web/features/auth/components/use-complete-sign-in";
import {
  clearRetryLoginAfter,
  storePendingChallenge,
  storeRetryLoginAfter,
  type PendingChallenge,
  type StoredLoginMethod,
} from "@/web/features/auth/lib/login-storage";

const messages = defineMessages({
  title: { id: "auth.loginModal.title", defaultMessage: "Sign in to Kleos" },
  description: {
    id: "auth.loginModal.description",
    defaultMessage: "New here? Signing in creates your account.",
  },
  codeTitle: { id: "auth.loginModal.codeTitle", defaultMessage: "Enter your code" },
  blockedTitle: { id: "auth.loginModal.blockedTitle", defaultMessage: "Too many attempts" },
  blockedBody: {
    id: "auth.loginModal.blockedBody",
    defaultMessage: "Too many attempts. Please try again later. You can try again in:",
  },
  blockedTimer: { id: "auth.loginModal.blockedTimer", defaultMessage: "Time until you can try again" },
  methodTabs: { id: "auth.loginModal.methodTabs", defaultMessage: "Sign in with" },
  phoneTab: { id: "auth.loginModal.phoneTab", defaultMessage: "Phone" },
  emailTab: { id: "auth.loginModal.emailTab", defaultMessage: "E-mail" },
  googleFailed: {
    id: "auth.loginModal.googleFailed",
    defaultMessage: "Google sign-in did not complete. Please try again or use another method.",
  },
  methodsFailed: {
    id: "auth.loginModal.methodsFailed",
    defaultMessage: "The sign-in options could not be loaded. Check your connection and try again.",
  },
});

export type LoginStep =
  | { readonly kind: "choose" }
  | { readonly kind: "code"; readonly pending: PendingChallenge; readonly code?: string | undefined }
  | { readonly kind: "blocked"; readonly until: number };

export interface LoginModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly initialStep: LoginStep;
  readonly notice?: LoginNotice | undefined;
}

/**
 * The login modal: phone or e-mail code, Google, wallets and Telegram; then the code; or, after too many
 * attempts, the time until login reopens (spec §3 `retryLoginAfter`, §4 login entry).
 */
export const LoginModal = ({ open, onClose, initialStep, notice }: LoginModalProps) => {
  const intl = useIntl();
  const methods = useSignInMethods();
  const [step, setStep] = useState<LoginStep>(initialStep);
  const complete = useCompleteSignIn(onClose);

  const block = (retryAfterMs: number) => {
    const until = Date.now() + retryAfterMs;
    storeRetryLoginAfter(until);
    setStep({ kind: "blocked", until });
  };

  const codeSent = (pending: PendingChallenge) => {
    storePendingChallenge(pending);
    setStep({ kind: "code", pending });
  };

  const signedIn = (session: SignInSession, method: StoredLoginMethod) => complete(session, method);

  const title =
    step.kind === "code"
      ? messages.codeTitle
      : step.kind === "blocked"
        ? messages.blockedTitle
        : messages.title;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(title)}
      {...(step.kind === "choose" ? { description: intl.formatMessage(messages.description) } : {})}
    >
      {step.kind === "blocked" ? (
        <div className={styles.stack}>
          <p className={styles.notice}>{intl.formatMessage(messages.blockedBody)}</p>
          <Countdown
            until={step.until}
            label={intl.formatMessage(messages.blockedTimer)}
            onDone={() => {
              clearRetryLoginAfter();
              setStep({ kind: "choose" });
            }}
          />
        </div>
      ) : step.kind === "code" ? (
        <CodeStep
          pending={step.pending}
          initialCode={step.code}
          devInbox={methods.data?.devInbox === true}
          onSignedIn={(session) => {
            const channel = step.pending.challenge.channel;
            return signedIn(session, channel === "email" ? "email" : channel);
          }}
          onTooManyAttempts={block}
          onBack={() => setStep({ kind: "choose" })}
        />
      ) : (
        <div className={styles.stack}>
          {notice === "googleFailed" ? (
            <p className={styles.notice} role="alert">
              {intl.formatMessage(messages.googleFailed)}
            </p>
          ) : null}
          {methods.isError ? (
            <p className={styles.notice} role="alert">
              {intl.formatMessage(messages.methodsFailed)}
            </p>
          ) : null}
          <Tabs
            label={intl.formatMessage(messages.methodTabs)}
            items={[
              {
                id: "phone",
                label: intl.formatMessage(messages.phoneTab),
                content: (
                  <PhoneForm
                    channels={methods.data?.phoneChannels ?? ["whatsapp"]}
                    onCodeSent={codeSent}
                    onTooManyAttempts={block}
                  />
                ),
              },
              ...(methods.data?.email === false
                ? []
                : [
                    {
                      id: "email" as const,
                      label: intl.formatMessage(messages.emailTab),
                      content: <EmailForm onCodeSent={codeSent} onTooManyAttempts={block} />,
                    },
                  ]),
            ]}
          />
          <OtherMethods methods={methods.data} onSignedIn={signedIn} onTooManyAttempts={block} />
        </div>
      )}
    </Dialog>
  );
};
