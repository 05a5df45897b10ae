import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { Input } from "@/web/components/input";
import { TelegramLogin, type TelegramLoginData } from "@/web/components/telegram-login";
import {
  SIMULATED_TELEGRAM_LOGIN_PATH,
  useLinkTelegram,
  useTelegramBot,
} from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";

const messages = defineMessages({
  title: { id: "account.telegramConnect.title", defaultMessage: "Connect Telegram" },
  description: {
    id: "account.telegramConnect.description",
    defaultMessage:
      "Confirm your Telegram account with Telegram; Kleos then checks your channel tasks with it.",
  },
  continue: { id: "account.telegramConnect.continue", defaultMessage: "Continue with Telegram" },
  simulated: {
    id: "account.telegramConnect.simulated",
    defaultMessage: "Development: the simulator plays Telegram. Choose the Telegram user to connect.",
  },
  telegramId: { id: "account.telegramConnect.telegramId", defaultMessage: "Telegram user id" },
  username: { id: "account.telegramConnect.username", defaultMessage: "Telegram username (optional)" },
  connect: { id: "account.telegramConnect.connect", defaultMessage: "Connect" },
  unavailable: {
    id: "account.telegramConnect.unavailable",
    defaultMessage: "Telegram cannot be connected on this server.",
  },
  close: { id: "account.telegramConnect.close", defaultMessage: "Close" },
});

/** The simulator's signed login for a Telegram user (development without a bot token). */
const simulatedLogin = async (telegramId: string, username: string): Promise<TelegramLoginData> => {
  const response = await fetch(SIMULATED_TELEGRAM_LOGIN_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ telegramId, ...(username === "" ? {} : { username }) }),
  });
  if (!response.ok) throw new Error(`The simulator answered ${response.status}`);
  return (await response.json()) as TelegramLoginData;
};

/**
 * The "Telegram connect" modal (spec §2): Telegram's login confirms the account (its window posts the signed
 * login back), and the server links it after checking the signature. In development without a bot, the Steam
 * and Telegram simulator signs the login instead.
 */
export const TelegramConnectDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const intl = useIntl();
  const bot = useTelegramBot();
  const link = useLinkTelegram();
  const [telegramId, setTelegramId] = useState("");
  const [username, setUsername] = useState("");
  const [simulatorFailed, setSimulatorFailed] = useState(false);

  const connect = (login: TelegramLoginData) => link.mutate(login, { onSuccess: onClose });
  const submitSimulated = (event: FormEvent) => {
    event.preventDefault();
    setSimulatorFailed(false);
    simulatedLogin(telegramId.trim(), username.trim()).then(connect, () => setSimulatorFailed(true));
  };

  const botInfo = bot.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={
        <Button tone="ghost" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      <div className={styles.form}>
        {botInfo === undefined ? null : botInfo === null ? (
          <form className={styles.form} onSubmit={submitSimulated}>
            <p className={styles.sectionText}>{intl.formatMessage(messages.simulated)}</p>
            <Input
              label={intl.formatMessage(messages.telegramId)}
              value={telegramId}
              inputMode="numeric"
              forceLtr
              onChange={(event) => setTelegramId(event.target.value)}
            />
            <Input
              label={intl.formatMessage(messages.username)}
              value={username}
              forceLtr
              onChange={(event) => setUsername(event.target.value)}
            />
            <div>
              <Button type="submit" disabled={link.isPending || telegramId.trim() === ""}>
                {intl.formatMessage(messages.connect)}
              </Button>
            </div>
          </form>
        ) : (
          <TelegramLogin
            botId={botInfo.botId}
            label={intl.formatMessage(messages.continue)}
            disabled={link.isPending}
            onAuth={connect}
          />
        )}
        {simulatorFailed ? (
          <p role="alert" className={styles.sectionText}>
            {intl.formatMessage(messages.unavailable)}
          </p>
        ) : null}
        {link.isError ? (
          <p role="alert" className={styles.sectionText}>
            {formatFailure(intl, link.error)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
};
