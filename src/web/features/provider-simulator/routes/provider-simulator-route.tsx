import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { KycSimulatorSection } from "@/web/features/provider-simulator/components/kyc-simulator-section";
import {
  useSimulatedWorld,
  useSimulatorAction,
  type SimulatedWorld,
} from "@/web/features/provider-simulator/api/simulator-api";
import { SteamTelegramSimulatorSection } from "@/web/features/provider-simulator/components/steam-telegram-section";
import { PartnerGameSimulatorSection } from "@/web/features/provider-simulator/components/partner-game-section";
import { PayoutSimulatorSection } from "@/web/features/provider-simulator/components/payout-section";
import { SIMULATOR_SECTIONS } from "@/web/features/provider-simulator/components/simulator-sections";
import * as styles from "@/web/features/provider-simulator/components/simulator.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "providerSimulator.title", defaultMessage: "Provider simulator" },
    lead: {
      id: "providerSimulator.lead",
      defaultMessage:
        "This server has no X or Discord credentials, so it plays them here: act as their users, then validate your tasks on Kleos.",
    },
    off: { id: "providerSimulator.off", defaultMessage: "The provider simulator is off" },
    offHint: {
      id: "providerSimulator.offHint",
      defaultMessage: "This server talks to the real providers, so there is nothing to play here.",
    },
    authorizeTitle: { id: "providerSimulator.authorizeTitle", defaultMessage: "Allow Kleos on {provider}?" },
    authorizeLead: {
      id: "providerSimulator.authorizeLead",
      defaultMessage:
        "Kleos asks to read your profile and activity on {provider}. Choose the account to connect.",
    },
    account: { id: "providerSimulator.account", defaultMessage: "Account" },
    authorize: { id: "providerSimulator.authorize", defaultMessage: "Authorize" },
    deny: { id: "providerSimulator.deny", defaultMessage: "Cancel" },
    addUser: { id: "providerSimulator.addUser", defaultMessage: "New {provider} account (username)" },
    add: { id: "providerSimulator.add", defaultMessage: "Add account" },
    failed: { id: "providerSimulator.failed", defaultMessage: "The simulator refused: {reason}" },
  }),
);

const PROVIDER_NAMES = { twitter: "X", discord: "Discord" } as const;

/** The provider's consent page of a connect Kleos started (`/dev/providers/authorize?...`). */
const AuthorizePanel = ({
  world,
  params,
}: {
  readonly world: SimulatedWorld;
  readonly params: URLSearchParams;
}) => {
  const intl = useIntl();
  const act = useSimulatorAction();
  const provider = params.get("provider") === "discord" ? "discord" : "twitter";
  const users = provider === "twitter" ? world.x.users : world.discord.users;
  const [userId, setUserId] = useState(users.find((user) => user.username !== "kleos")?.id ?? "");
  const [newName, setNewName] = useState("");
  const name = PROVIDER_NAMES[provider];
  const answer = (deny: boolean) =>
    act.mutate(
      {
        action: "authorize",
        provider,
        userId,
        redirectUri: params.get("redirect_uri") ?? "",
        state: params.get("state") ?? "",
        ...(params.get("code_challenge") === null
          ? {}
          : { codeChallenge: params.get("code_challenge") ?? "" }),
        ...(params.get("scope") === null ? {} : { scope: params.get("scope") ?? "" }),
        deny,
      },
      {
        onSuccess: ({ redirectTo }) =>
          redirectTo === undefined ? undefined : window.location.assign(redirectTo),
      },
    );
  return (
    <Card as="section" padding="lg" aria-labelledby="simulator-authorize">
      <div className={styles.stack}>
        <h2 id="simulator-authorize" className={styles.sectionTitle}>
          {intl.formatMessage(messages.authorizeTitle, { provider: name })}
        </h2>
        <p className={styles.lead}>{intl.formatMessage(messages.authorizeLead, { provider: name })}</p>
        <Select
          label={intl.formatMessage(messages.account)}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          options={users.map((user) => ({ value: user.id, label: user.username }))}
        />
        <div className={styles.row}>
          <Input
            label={intl.formatMessage(messages.addUser, { provider: name })}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
          />
          <Button
            tone="secondary"
            disabled={newName.trim() === ""}
            onClick={() =>
              act.mutate(
                { action: "addUser", provider, target: newName.trim() },
                {
                  onSuccess: ({ world: next }) => {
                    const added = (provider === "twitter" ? next.x.users : next.discord.users).find(
                      (user) => user.username === newName.trim(),
                    );
                    if (added !== undefined) setUserId(added.id);
                    setNewName("");
                  },
                },
              )
            }
          >
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
        {act.isError ? (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(messages.failed, { reason: act.error.message })}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button tone="ghost" onClick={() => answer(true)}>
            {intl.formatMessage(messages.deny)}
          </Button>
          <Button disabled={userId === "" || act.isPending} onClick={() => answer(false)}>
            {intl.formatMessage(messages.authorize)}
          </Button>
        </div>
      </div>
    </Card>
  );
};

/**
 * `/dev/providers`: the local provider simulator (dev tools only), where a developer plays X's, Discord's, Steam's
 * and Telegram's side; `/dev/providers/authorize` is the providers' consent page of a connect.
 */
export const ProviderSimulatorRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const location = useLocation();
  const world = useSimulatedWorld();
  const params = new URLSearchParams(location.search);
  const authorizing = params.get("state") !== null && params.get("redirect_uri") !== null;

  if (world.isPending) return <Skeleton blockSize="12rem" />;
  const data = world.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {data === undefined ? (
        <EmptyState
          title={intl.formatMessage(messages.off)}
          description={intl.formatMessage(messages.offHint)}
        />
      ) : (
        <>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
          {authorizing ? <AuthorizePanel world={data} params={params} /> : null}
          {SIMULATOR_SECTIONS.map(({ id, title: sectionTitle, Component }) => (
            <Card key={id} as="section" padding="lg" aria-labelledby={`simulator-${id}`}>
              <div className={styles.stack}>
                <h2 id={`simulator-${id}`} className={styles.sectionTitle}>
                  {intl.formatMessage(sectionTitle)}
                </h2>
                <Component world={data} />
              </div>
            </Card>
          ))}
        </>
      )}
      {/* Steam and Telegram have a world of their own (their simulator may run while X's and Discord's does not). */}
      <SteamTelegramSimulatorSection />
      <PartnerGameSimulatorSection />
      <PayoutSimulatorSection />
      <KycSimulatorSection />
    </div>
  );
};
