/**
 * The Steam and Telegram section of the provider simulator (development only): the developer plays Steam (a
 * user's persona, owned games and playtime, a private profile) and Telegram (joining or leaving a channel, the
 * bot losing its admin rights). Shown on the simulator page (`/dev/providers`), after X and Discord.
 */
import { useState, type FormEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Checkbox } from "@/web/components/checkbox";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import * as styles from "@/web/features/provider-simulator/components/steam-telegram.css";
import {
  simulatorRequests,
  useSimulatorChange,
  useSimulatorState,
} from "@/web/features/provider-simulator/api/steam-telegram-api";

const messages = defineMessages({
  off: { id: "dev.steamTelegram.off", defaultMessage: "The Steam and Telegram simulator is off" },
  offHint: {
    id: "dev.steamTelegram.offHint",
    defaultMessage: "This server talks to the real Steam and Telegram (their credentials are configured).",
  },
  steam: { id: "dev.steamTelegram.steam", defaultMessage: "Steam" },
  steamLead: {
    id: "dev.steamTelegram.steamLead",
    defaultMessage:
      "Set a Steam user's name, games and playtime. Linking Steam on the profile opens a simulated sign-in.",
  },
  steamId: { id: "dev.steamTelegram.steamId", defaultMessage: "SteamID64" },
  personaName: { id: "dev.steamTelegram.personaName", defaultMessage: "Persona name" },
  appId: { id: "dev.steamTelegram.appId", defaultMessage: "Game (Steam app id)" },
  minutes: { id: "dev.steamTelegram.minutes", defaultMessage: "Minutes played" },
  publicProfile: { id: "dev.steamTelegram.publicProfile", defaultMessage: "Public game details" },
  saveSteam: { id: "dev.steamTelegram.saveSteam", defaultMessage: "Save the Steam user" },
  telegram: { id: "dev.steamTelegram.telegram", defaultMessage: "Telegram" },
  telegramLead: {
    id: "dev.steamTelegram.telegramLead",
    defaultMessage:
      "Join or leave a channel as a Telegram user (the id of the Telegram account linked on Kleos).",
  },
  channel: { id: "dev.steamTelegram.channel", defaultMessage: "Channel" },
  telegramId: { id: "dev.steamTelegram.telegramId", defaultMessage: "Telegram user id" },
  status: { id: "dev.steamTelegram.status", defaultMessage: "Membership" },
  saveMember: { id: "dev.steamTelegram.saveMember", defaultMessage: "Set the membership" },
  botIsAdmin: { id: "dev.steamTelegram.botIsAdmin", defaultMessage: "Kleos' bot is an admin of the channel" },
  failed: { id: "dev.steamTelegram.failed", defaultMessage: "The simulator refused that: check the fields." },
  users: { id: "dev.steamTelegram.users", defaultMessage: "Steam users" },
  chats: { id: "dev.steamTelegram.chats", defaultMessage: "Telegram channels" },
});

const STATUSES = ["member", "administrator", "creator", "restricted", "left", "kicked"] as const;

const SteamControls = () => {
  const intl = useIntl();
  const change = useSimulatorChange(simulatorRequests.setSteamUser);
  const [steamId, setSteamId] = useState("76561198000000001");
  const [personaName, setPersonaName] = useState("");
  const [appId, setAppId] = useState("");
  const [minutes, setMinutes] = useState("");
  const [publicProfile, setPublicProfile] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const app = Number(appId);
    change.mutate({
      steamId: steamId.trim(),
      publicProfile,
      ...(personaName.trim() === "" ? {} : { personaName: personaName.trim() }),
      ...(Number.isInteger(app) && app > 0 ? { appId: app, minutes: Number(minutes) || 0 } : {}),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <Input
          label={intl.formatMessage(messages.steamId)}
          value={steamId}
          forceLtr
          onChange={(e) => setSteamId(e.target.value)}
        />
        <Input
          label={intl.formatMessage(messages.personaName)}
          value={personaName}
          onChange={(e) => setPersonaName(e.target.value)}
        />
      </div>
      <div className={styles.row}>
        <Input
          label={intl.formatMessage(messages.appId)}
          value={appId}
          inputMode="numeric"
          forceLtr
          onChange={(e) => setAppId(e.target.value)}
        />
        <Input
          label={intl.formatMessage(messages.minutes)}
          value={minutes}
          inputMode="numeric"
          forceLtr
          onChange={(e) => setMinutes(e.target.value)}
        />
      </div>
      <Checkbox
        label={intl.formatMessage(messages.publicProfile)}
        checked={publicProfile}
        onChange={(event) => setPublicProfile(event.target.checked)}
      />
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {intl.formatMessage(messages.saveSteam)}
        </Button>
      </div>
    </form>
  );
};

const TelegramControls = () => {
  const intl = useIntl();
  const member = useSimulatorChange(simulatorRequests.setMember);
  const admin = useSimulatorChange(simulatorRequests.setBotAdmin);
  const [channel, setChannel] = useState("@kleos_news");
  const [telegramId, setTelegramId] = useState("");
  const [status, setStatus] = useState<string>("member");
  const [botIsAdmin, setBotIsAdmin] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    member.mutate({ channel: channel.trim(), telegramId: telegramId.trim(), status });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <Input
          label={intl.formatMessage(messages.channel)}
          value={channel}
          forceLtr
          onChange={(e) => setChannel(e.target.value)}
        />
        <Input
          label={intl.formatMessage(messages.telegramId)}
          value={telegramId}
          inputMode="numeric"
          forceLtr
          onChange={(e) => setTelegramId(e.target.value)}
        />
        <Select
          label={intl.formatMessage(messages.status)}
          value={status}
          options={STATUSES.map((value) => ({ value, label: value }))}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      <Checkbox
        label={intl.formatMessage(messages.botIsAdmin)}
        checked={botIsAdmin}
        onChange={(event) => {
          setBotIsAdmin(event.target.checked);
          admin.mutate({ channel: channel.trim(), botIsAdmin: event.target.checked });
        }}
      />
      {member.isError || admin.isError ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={member.isPending}>
          {intl.formatMessage(messages.saveMember)}
        </Button>
      </div>
    </form>
  );
};

/** The Steam and Telegram part of the provider simulator, with what the simulated world holds now. */
export const SteamTelegramSimulatorSection = () => {
  const intl = useIntl();
  const state = useSimulatorState();
  if (state.isError)
    return (
      <EmptyState
        title={intl.formatMessage(messages.off)}
        description={intl.formatMessage(messages.offHint)}
      />
    );
  const data = state.data;
  return (
    <>
      {data?.steamSimulated === false ? null : (
        <Card as="section" padding="lg" aria-labelledby="simulator-steam">
          <div className={styles.form}>
            <h2 id="simulator-steam" className={styles.sectionTitle}>
              {intl.formatMessage(messages.steam)}
            </h2>
            <p className={styles.lead}>{intl.formatMessage(messages.steamLead)}</p>
            <SteamControls />
            <ul className={styles.list} aria-label={intl.formatMessage(messages.users)}>
              {(data?.steamUsers ?? []).map((user) => (
                <li key={user.steamId}>
                  {user.personaName} ({user.steamId}){user.publicProfile ? "" : " 🔒"}:{" "}
                  {user.games.map((game) => `${game.appId} · ${game.minutes} min`).join(", ")}
                </li>
              ))}
            </ul>
          </div>
        </Card>
      )}
      {data?.telegramSimulated === false ? null : (
        <Card as="section" padding="lg" aria-labelledby="simulator-telegram">
          <div className={styles.form}>
            <h2 id="simulator-telegram" className={styles.sectionTitle}>
              {intl.formatMessage(messages.telegram)}
            </h2>
            <p className={styles.lead}>{intl.formatMessage(messages.telegramLead)}</p>
            <TelegramControls />
            <ul className={styles.list} aria-label={intl.formatMessage(messages.chats)}>
              {(data?.telegramChats ?? []).map((chat) => (
                <li key={chat.channel}>
                  {chat.channel}
                  {chat.botIsAdmin ? "" : " ⚠"}:{" "}
                  {chat.members.map((entry) => `${entry.telegramId} (${entry.status})`).join(", ")}
                </li>
              ))}
            </ul>
          </div>
        </Card>
      )}
    </>
  );
};
