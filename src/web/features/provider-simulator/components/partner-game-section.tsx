/**
 * The partner game section of the provider simulator (development only): the developer plays Dark Throne's
 * partner game for the gamers who checked one of Kleos' own offers, installing it or setting their level.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Checkbox } from "@/web/components/checkbox";
import { Input } from "@/web/components/input";
import * as styles from "@/web/features/provider-simulator/components/steam-telegram.css";
import {
  usePartnerGamePlay,
  usePartnerGameState,
  type PartnerGameState,
} from "@/web/features/provider-simulator/api/partner-game-api";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "dev.partnerGame.title", defaultMessage: "Partner game (offers)" },
    lead: {
      id: "dev.partnerGame.lead",
      defaultMessage: "Gamers who checked an offer on the offerwall appear here: play the game for them.",
    },
    empty: { id: "dev.partnerGame.empty", defaultMessage: "No gamer has checked an offer yet." },
    player: { id: "dev.partnerGame.player", defaultMessage: "Gamer {name}" },
    installed: { id: "dev.partnerGame.installed", defaultMessage: "Installed the game" },
    level: { id: "dev.partnerGame.level", defaultMessage: "Level" },
    save: { id: "dev.partnerGame.save", defaultMessage: "Save" },
  }),
);

type Player = PartnerGameState["players"][number];

const PlayerControls = ({ player }: { player: Player }) => {
  const intl = useIntl();
  const play = usePartnerGamePlay();
  const [level, setLevel] = useState(String(player.level));
  // Shown at once, as a checkbox is: the simulator's state follows when the call answers.
  const [installed, setInstalled] = useState(player.installed);
  const name = intl.formatMessage(messages.player, { name: player.gameUsername });
  return (
    <li>
      <form
        className={styles.form}
        aria-label={name}
        onSubmit={(event) => {
          event.preventDefault();
          play.mutate({ userId: player.userId, level: Number(level) || 0 });
        }}
      >
        <strong>{name}</strong>
        <Checkbox
          label={intl.formatMessage(messages.installed)}
          checked={installed}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setInstalled(checked);
            play.mutate({ userId: player.userId, installed: checked });
          }}
        />
        <Input
          label={intl.formatMessage(messages.level)}
          type="number"
          min={0}
          max={10000}
          value={level}
          onChange={(event) => setLevel(event.currentTarget.value)}
        />
        <Button type="submit" tone="secondary">
          {intl.formatMessage(messages.save)}
        </Button>
      </form>
    </li>
  );
};

/** Shown on /dev/providers when the server runs the partner game simulator (dev tools on). */
export const PartnerGameSimulatorSection = () => {
  const intl = useIntl();
  const state = usePartnerGameState();
  if (state.isError || state.data === undefined) return null;
  return (
    <Card as="section" padding="lg" aria-labelledby="simulator-partner-game">
      <div className={styles.form}>
        <h2 id="simulator-partner-game" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        {state.data.players.length === 0 ? (
          <p className={styles.lead}>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ul className={styles.list}>
            {state.data.players.map((player) => (
              <PlayerControls key={player.userId} player={player} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
};
