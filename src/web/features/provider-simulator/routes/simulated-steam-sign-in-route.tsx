import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import * as styles from "@/web/features/provider-simulator/components/steam-telegram.css";
import { simulatorRequests } from "@/web/features/provider-simulator/api/steam-telegram-api";
import { useDocumentTitle } from "@/web/lib/document-title";

const messages = defineMessages({
  title: { id: "dev.steamSignIn.title", defaultMessage: "Sign in through Steam (simulator)" },
  lead: {
    id: "dev.steamSignIn.lead",
    defaultMessage: "Kleos asks to know your Steam account. Choose the Steam user to sign in as.",
  },
  steamId: { id: "dev.steamSignIn.steamId", defaultMessage: "SteamID64" },
  personaName: { id: "dev.steamSignIn.personaName", defaultMessage: "Persona name" },
  approve: { id: "dev.steamSignIn.approve", defaultMessage: "Sign in" },
  cancel: { id: "dev.steamSignIn.cancel", defaultMessage: "Cancel" },
  failed: {
    id: "dev.steamSignIn.failed",
    defaultMessage: "The simulator refused that: check the SteamID64.",
  },
});

/** The simulated Steam OpenID sign-in page: approving sends the browser back to Kleos with a signed assertion. */
export const SimulatedSteamSignInRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const [steamId, setSteamId] = useState("76561198000000001");
  const [personaName, setPersonaName] = useState("Kleos Tester");
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const answer = (approve: boolean) => {
    setBusy(true);
    setFailed(false);
    simulatorRequests
      .steamSignIn({
        checkidQuery: window.location.search.slice(1),
        approve,
        steamId: steamId.trim(),
        personaName,
      })
      .then(({ redirectUrl }) => window.location.assign(redirectUrl))
      .catch(() => {
        setFailed(true);
        setBusy(false);
      });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Card padding="lg">
        <div className={styles.form}>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
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
          {failed ? (
            <p role="alert" className={styles.error}>
              {intl.formatMessage(messages.failed)}
            </p>
          ) : null}
          <div className={styles.row}>
            <Button onClick={() => answer(true)} disabled={busy}>
              {intl.formatMessage(messages.approve)}
            </Button>
            <Button tone="ghost" onClick={() => answer(false)} disabled={busy}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
};
