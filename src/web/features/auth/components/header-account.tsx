import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { Avatar } from "@/web/components/avatar";
import { Button } from "@/web/components/button";
import { ChevronDownIcon } from "@/web/components/icons";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/features/auth/components/account-menu.css";
import { useLogin } from "@/web/features/auth/components/login-context";
import { preloadLoginModal } from "@/web/features/auth/components/login-provider";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession, type UserProfile } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const LogoutDialog = lazy(async () => ({
  default: (await import("@/web/features/auth/components/logout-dialog")).LogoutDialog,
}));

const messages = plainMessages(
  defineMessages({
    signIn: { id: "auth.headerAccount.signIn", defaultMessage: "Sign in" },
    menu: { id: "auth.headerAccount.menu", defaultMessage: "account menu" },
    gamer: { id: "auth.headerAccount.gamer", defaultMessage: "Gamer" },
    signedInAs: { id: "auth.headerAccount.signedInAs", defaultMessage: "Signed in as {name}" },
    profile: { id: "auth.headerAccount.profile", defaultMessage: "Profile" },
    myQuests: { id: "auth.headerAccount.myQuests", defaultMessage: "My quests" },
    myClan: { id: "auth.headerAccount.myClan", defaultMessage: "My clan" },
    activities: { id: "auth.headerAccount.activities", defaultMessage: "My activities" },
    offerwall: { id: "auth.headerAccount.offerwall", defaultMessage: "Offerwall" },
    logOut: { id: "auth.headerAccount.logOut", defaultMessage: "Log out" },
  }),
);

/** The name the header shows: the username, else the first name, else the contact the account has. */
const displayNameOf = (user: UserProfile): string | undefined =>
  user.username ?? user.firstName ?? user.email ?? user.phoneNumber ?? undefined;

interface ProfileMenuProps {
  readonly user: UserProfile;
  readonly compact: boolean;
  readonly onLogOut: () => void;
}

const ProfileMenu = ({ user, compact, onLogOut }: ProfileMenuProps) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayNameOf(user) ?? intl.formatMessage(messages.gamer);
  // A phone number or an e-mail address reads left to right in every language: in Hebrew, unisolated, the
  // number's "+" ends up on its right. A username takes the direction of its own letters. The direction is set on
  // the element that holds the name (`dir` isolates it), not on a child of it: a child would stick out of the
  // clipped, visually hidden name of a compact header.
  const nameDirection = name === user.phoneNumber || name === user.email ? "ltr" : "auto";

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.root}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !root.current?.contains(event.relatedTarget))
          setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} src={user.pictureUrl ?? undefined} size="sm" decorative />
        <span className={compact ? visuallyHidden : styles.name} dir={nameDirection}>
          {name}
        </span>{" "}
        <span className={visuallyHidden}>{intl.formatMessage(messages.menu)}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul id={panelId} className={styles.panel}>
          <li>
            <p className={styles.signedInAs}>
              {intl.formatMessage(messages.signedInAs, {
                name: <span dir={nameDirection}>{name}</span>,
              })}
            </p>
          </li>
          <li>
            <RouterLink className={styles.item} to={routes.profile.href()} onClick={() => setOpen(false)}>
              {intl.formatMessage(messages.profile)}
            </RouterLink>
          </li>
          {[
            { to: routes.gamerKQuest.href(), label: messages.myQuests },
            { to: routes.gamerMyClan.href(), label: messages.myClan },
            { to: routes.activities.href(), label: messages.activities },
            { to: routes.offerwall.href(), label: messages.offerwall },
          ].map((entry) => (
            <li key={entry.to}>
              <RouterLink className={styles.item} to={entry.to} onClick={() => setOpen(false)}>
                {intl.formatMessage(entry.label)}
              </RouterLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpen(false);
                onLogOut();
              }}
            >
              {intl.formatMessage(messages.logOut)}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
};

export interface HeaderAccountProps {
  /** The avatar alone shows, without the name, which stays the menu button's name for screen readers. */
  readonly compact?: boolean;
}

/** The header's account corner: "Sign in" for a guest, the profile menu once signed in. */
export const HeaderAccount = ({ compact = false }: HeaderAccountProps) => {
  const intl = useIntl();
  const session = useSession();
  const { openLogin } = useLogin();
  // Outside the menu: the dialog outlives the menu, which goes away as soon as the session is forgotten.
  // Mounted only while asked for, so every logout starts afresh.
  const [loggingOut, setLoggingOut] = useState(false);
  const closeLogout = useCallback(() => setLoggingOut(false), []);
  const corner =
    session.status === "loading" ? null : session.status === "signedIn" && session.user !== undefined ? (
      <ProfileMenu user={session.user} compact={compact} onLogOut={() => setLoggingOut(true)} />
    ) : (
      <Button
        tone="primary"
        size="sm"
        onClick={() => openLogin()}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
      >
        {intl.formatMessage(messages.signIn)}
      </Button>
    );
  return (
    <>
      {corner}
      {loggingOut ? (
        <Suspense fallback={null}>
          <LogoutDialog open onClose={closeLogout} />
        </Suspense>
      ) : null}
    </>
  );
};
