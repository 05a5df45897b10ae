import { defineMessages, useIntl } from "react-intl";
import * as styles from "@/web/features/dev/dev.css";
import { SteamTelegramSimulatorSection } from "@/web/features/dev/steam-telegram-simulator";
import { useDocumentTitle } from "@/web/lib/document-title";

const messages = defineMessages({
  title: { id: "dev.steamTelegram.title", defaultMessage: "Steam and Telegram simulator" },
  lead: {
    id: "dev.steamTelegram.lead",
    defaultMessage: "This server has no Steam or Telegram credentials: play their side here.",
  },
});

/** `/dev/steam-telegram`: the Steam and Telegram simulator section on a page of its own (dev tools). */
export const SteamTelegramSimulatorRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      <SteamTelegramSimulatorSection />
    </div>
  );
};
