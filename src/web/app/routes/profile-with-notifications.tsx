import { ProfileRoute } from "@/web/features/account/routes/profile-route";
import { NotificationSettingsCard } from "@/web/features/notifications/components/notification-settings-card";
import { useSession } from "@/web/lib/session";

/** The profile page with the gamer's notification settings (the two features meet here). */
export const ProfileWithNotifications = () => {
  const session = useSession();
  return (
    <>
      <ProfileRoute />
      {session.status === "signedIn" ? <NotificationSettingsCard /> : null}
    </>
  );
};
