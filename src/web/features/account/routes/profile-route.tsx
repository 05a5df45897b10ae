import { defineMessages, useIntl } from "react-intl";
import { ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { useCancelDeletion, usePendingDeletion } from "@/web/features/account/api/account-api";
import {
  PendingDeletionCard,
  pendingDeletionMessages,
} from "@/web/features/account/components/pending-deletion";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/account/components/account.css";
import { PictureSection } from "@/web/features/account/components/picture-section";
import { EmailSection } from "@/web/features/account/components/email-section";
import { PhoneSection } from "@/web/features/account/components/phone-section";
import { ProfileDetailsForm } from "@/web/features/account/components/profile-details-form";
import { AccountSignInPrompt, AccountSkeleton } from "@/web/features/account/components/sign-in-prompt";
import { SocialStatusesSection } from "@/web/features/account/components/social-statuses";
import { UsernameForm } from "@/web/features/account/components/username-form";
import { WalletsSection, type WalletsSectionProps } from "@/web/features/account/components/wallets-section";
import { useDocumentTitle } from "@/web/lib/document-title";
import { useSession } from "@/web/lib/session";

const messages = defineMessages({
  title: { id: "account.profile.title", defaultMessage: "Your profile" },
  kycTitle: { id: "account.profile.kycTitle", defaultMessage: "KYC verification" },
  kycText: {
    id: "account.profile.kycText",
    defaultMessage: "Verify your identity to cash out your rewards and claim the KYC bonus.",
  },
  kycAction: { id: "account.profile.kycAction", defaultMessage: "Go to KYC" },
  fallbackName: { id: "account.profile.fallbackName", defaultMessage: "Gamer" },
  contactTitle: { id: "account.profile.contactTitle", defaultMessage: "Contact" },
  contactText: {
    id: "account.profile.contactText",
    defaultMessage: "Verified contacts let you sign in with them and keep your account safe.",
  },
  deleteTitle: { id: "account.profile.deleteTitle", defaultMessage: "Delete account" },
  deleteText: {
    id: "account.profile.deleteText",
    defaultMessage: "Erase your personal data from Kleos. You can change your mind during a grace period.",
  },
  deleteAction: { id: "account.profile.deleteAction", defaultMessage: "Delete my account" },
});

export interface ProfileRouteProps {
  /** What the phone section does after its verified modal (tests replace the page reload). */
  readonly reloadPage?: () => void;
  readonly findWallets?: WalletsSectionProps["findWallets"];
}

/** `/profile`: the signed-in gamer's profile and account settings; guests are asked to sign in. */
export const ProfileRoute = ({ reloadPage, findWallets }: ProfileRouteProps = {}) => {
  const intl = useIntl();
  const session = useSession();
  const pending = usePendingDeletion(session.status === "signedIn");
  const cancel = useCancelDeletion();
  useDocumentTitle(intl.formatMessage(messages.title));
  if (session.status === "guest") return <AccountSignInPrompt />;
  const user = session.user;
  if (user === undefined) return <AccountSkeleton cards={4} />;
  const name = user.username ?? user.firstName ?? intl.formatMessage(messages.fallbackName);
  // A gamer who signed back in during a deletion's grace period sees it, and may keep the account.
  const scheduled = pending.data?.status === "initiated" ? pending.data : undefined;
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{name}</p>
      </div>
      <PictureSection user={user} name={name} />
      <UsernameForm user={user} />
      <ProfileDetailsForm user={user} />
      <Card as="section" padding="lg" aria-labelledby="contact-title">
        <h2 id="contact-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.contactTitle)}
        </h2>
        <p className={styles.sectionText}>{intl.formatMessage(messages.contactText)}</p>
        <EmailSection user={user} />
        <PhoneSection user={user} {...(reloadPage === undefined ? {} : { reloadPage })} />
      </Card>
      <WalletsSection {...(findWallets === undefined ? {} : { findWallets })} />
      <SocialStatusesSection statuses={user.socialStatuses} />
      <Card as="section" padding="lg" aria-labelledby="kyc-title">
        <h2 id="kyc-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.kycTitle)}
        </h2>
        <p className={styles.sectionText}>{intl.formatMessage(messages.kycText)}</p>
        <div className={styles.actions}>
          <ButtonLink to={routes.walletKyc.href()}>{intl.formatMessage(messages.kycAction)}</ButtonLink>
        </div>
      </Card>
      {scheduled === undefined ? (
        <Card as="section" padding="lg" className={styles.danger} aria-labelledby="delete-title">
          <h2 id="delete-title" className={styles.sectionTitle}>
            {intl.formatMessage(messages.deleteTitle)}
          </h2>
          <p className={styles.sectionText}>{intl.formatMessage(messages.deleteText)}</p>
          {cancel.isSuccess ? (
            <p role="status" className={styles.sectionText}>
              {intl.formatMessage(pendingDeletionMessages.kept)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <ButtonLink tone="secondary" to={routes.deleteAccount.href()}>
              {intl.formatMessage(messages.deleteAction)}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <PendingDeletionCard deletion={scheduled} cancel={cancel} />
      )}
    </div>
  );
};
