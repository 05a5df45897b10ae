import { useState } from "react";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { Card } from "@/web/components/card";
import { Tag } from "@/web/components/tag";
import { useConnectSteam, type SocialStatuses } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { formatFailure } from "@/web/features/account/components/domain-messages";
import { TelegramConnectDialog } from "@/web/features/account/components/telegram-connect-dialog";
import { Button } from "@/web/components/button";
import { routes } from "@/web/lib/routes";
import { plainMessages } from "@/web/lib/plain-messages";
import {
  providerNameOf,
  useConnectableProviders,
  useSocialConnect,
  useSocialDisconnect,
  type ConnectProvider,
} from "@/web/lib/social-connect";

const providerMessages: { readonly [Provider in keyof SocialStatuses]: MessageDescriptor } = defineMessages({
  twitter: { id: "account.socialStatuses.twitter", defaultMessage: "X (Twitter)" },
  discord: { id: "account.socialStatuses.discord", defaultMessage: "Discord" },
  google: { id: "account.socialStatuses.google", defaultMessage: "Google" },
  wallet: { id: "account.socialStatuses.wallet", defaultMessage: "Wallet" },
  steam: { id: "account.socialStatuses.steam", defaultMessage: "Steam" },
  telegram: { id: "account.socialStatuses.telegram", defaultMessage: "Telegram" },
});

const messages = plainMessages(
  defineMessages({
    title: { id: "account.socialStatuses.title", defaultMessage: "Connected accounts" },
    connected: { id: "account.socialStatuses.connected", defaultMessage: "Connected" },
    connectedAs: { id: "account.socialStatuses.connectedAs", defaultMessage: "Connected as {handle}" },
    notConnected: { id: "account.socialStatuses.notConnected", defaultMessage: "Not connected" },
    connect: { id: "account.socialStatuses.connect", defaultMessage: "Connect {provider}" },
    disconnect: { id: "account.socialStatuses.disconnect", defaultMessage: "Disconnect {provider}" },
    connectSteam: { id: "account.socialStatuses.connectSteam", defaultMessage: "Connect Steam" },
    connectTelegram: { id: "account.socialStatuses.connectTelegram", defaultMessage: "Connect Telegram" },
  }),
);

/** In the spec's order (§3). */
const PROVIDERS = Object.keys(providerMessages) as ReadonlyArray<keyof SocialStatuses>;

const isConnectable = (provider: keyof SocialStatuses): provider is ConnectProvider =>
  provider === "twitter" || provider === "discord";

/**
 * Which social accounts are connected (spec §3); X and Discord are connected and disconnected here when this
 * server offers them; Steam and Telegram connect from here too.
 */
export const SocialStatusesSection = ({ statuses }: { readonly statuses: SocialStatuses }) => {
  const intl = useIntl();
  const connectable = useConnectableProviders();
  const social = useSocialConnect();
  const disconnect = useSocialDisconnect();
  const steam = useConnectSteam();
  const [telegramOpen, setTelegramOpen] = useState(false);
  const action = (provider: keyof SocialStatuses) => {
    if (provider === "steam" && statuses.steam.isActive)
      return (
        <Button
          size="sm"
          tone="ghost"
          disabled={disconnect.isPending}
          onClick={() => disconnect.mutate("steam")}
        >
          {intl.formatMessage(messages.disconnect, { provider: "Steam" })}
        </Button>
      );
    if (provider === "steam")
      return (
        <Button
          size="sm"
          tone="secondary"
          disabled={steam.isPending}
          onClick={() => steam.mutate(routes.profile.href())}
        >
          {intl.formatMessage(messages.connectSteam)}
        </Button>
      );
    if (provider === "telegram" && !statuses.telegram.isActive)
      return (
        <Button size="sm" tone="secondary" onClick={() => setTelegramOpen(true)}>
          {intl.formatMessage(messages.connectTelegram)}
        </Button>
      );
    if (!isConnectable(provider) || !connectable.includes(provider)) return null;
    const name = providerNameOf(provider);
    return statuses[provider].isActive ? (
      <Button
        size="sm"
        tone="ghost"
        disabled={disconnect.isPending}
        onClick={() => disconnect.mutate(provider)}
      >
        {intl.formatMessage(messages.disconnect, { provider: name })}
      </Button>
    ) : (
      <Button size="sm" tone="secondary" disabled={social.busy} onClick={() => social.connect(provider)}>
        {intl.formatMessage(messages.connect, { provider: name })}
      </Button>
    );
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="social-statuses-title">
      <h2 id="social-statuses-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className={styles.list}>
        {PROVIDERS.map((provider) => {
          const status = statuses[provider];
          return (
            <li key={provider} className={styles.listItem}>
              <span>{intl.formatMessage(providerMessages[provider])}</span>
              {status.isActive ? (
                <Tag tone="accent">
                  {status.handle === null || status.handle === undefined
                    ? intl.formatMessage(messages.connected)
                    : intl.formatMessage(messages.connectedAs, { handle: status.handle })}
                </Tag>
              ) : (
                <Tag>{intl.formatMessage(messages.notConnected)}</Tag>
              )}
              {action(provider)}
            </li>
          );
        })}
      </ul>
      {social.modals}
      {steam.isError ? (
        <p role="alert" className={styles.sectionText}>
          {formatFailure(intl, steam.error)}
        </p>
      ) : null}
      {telegramOpen ? <TelegramConnectDialog onClose={() => setTelegramOpen(false)} /> : null}
    </Card>
  );
};
