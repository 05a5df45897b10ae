import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import * as styles from "@/web/features/pog/components/pog.css";
import { routes } from "@/web/lib/routes";
import { plainMessages } from "@/web/lib/plain-messages";

export const cardMessages = plainMessages(
  defineMessages({
    heading: { id: "pog.card.heading", defaultMessage: "Your POG card" },
    front: { id: "pog.card.front", defaultMessage: "Front" },
    back: { id: "pog.card.back", defaultMessage: "Back" },
    frontAlt: { id: "pog.card.frontAlt", defaultMessage: "Front of the POG card of {kleosName}" },
    backAlt: {
      id: "pog.card.backAlt",
      defaultMessage: "Back of the POG card of {kleosName}, with the score of each tab",
    },
    noName: { id: "pog.card.noName", defaultMessage: "Reserve your .kleos name to get your POG card." },
    reserve: { id: "pog.card.reserve", defaultMessage: "Reserve a name" },
    failed: { id: "pog.card.failed", defaultMessage: "The card could not be drawn. Try again later." },
    tabScore: { id: "pog.card.tabScore", defaultMessage: "{tab} score" },
    // Drawn on the card itself by the server, from the compiled catalogues.
    badges: { id: "pog.card.badges", defaultMessage: "Badges" },
    scores: { id: "pog.card.scores", defaultMessage: "Scores" },
  }),
);

type Side = "front" | "back";

/**
 * Where the server draws a side of the card of `username`, in the reader's language. A new `version` (the
 * contract's `v`, which the server ignores) is a new address, so the browser asks for the changed card again.
 */
export const pogCardUrl = (username: string, side: Side, locale: string, version?: string): string =>
  `/api/users/user-names/${encodeURIComponent(username)}/pog-card/${side}?locale=${encodeURIComponent(locale)}${
    version === undefined ? "" : `&v=${encodeURIComponent(version)}`
  }`;

const CardSide = ({
  username,
  kleosName,
  side,
  version,
}: {
  username: string;
  kleosName: string;
  side: Side;
  version: string | undefined;
}) => {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.cardSide}>
      {failed ? (
        <p role="alert" className={styles.muted}>
          {intl.formatMessage(cardMessages.failed)}
        </p>
      ) : (
        <img
          className={styles.cardImage}
          src={pogCardUrl(username, side, intl.locale, version)}
          width={600}
          height={900}
          alt={intl.formatMessage(side === "front" ? cardMessages.frontAlt : cardMessages.backAlt, {
            kleosName,
          })}
          onError={() => setFailed(true)}
        />
      )}
      <figcaption className={styles.cardCaption}>
        {intl.formatMessage(side === "front" ? cardMessages.front : cardMessages.back)}
      </figcaption>
    </figure>
  );
};

/**
 * The gamer's POG card, front and back, as the server draws it; before a name is reserved, the way to
 * reserve one. `version` names what is drawn on it that the page knows of (the active avatar): a new one
 * loads the card again.
 */
export const PogCard = ({
  reservation,
  version,
}: {
  readonly reservation: { readonly username: string; readonly kleosName: string } | null;
  readonly version?: string | undefined;
}) => {
  const intl = useIntl();
  return (
    <Card as="section" padding="md" aria-labelledby="pog-card-title">
      <div className={styles.cardBody}>
        <h2 id="pog-card-title" className={styles.sectionTitle}>
          {intl.formatMessage(cardMessages.heading)}
        </h2>
        {reservation === null ? (
          <div className={styles.actions}>
            <p className={styles.muted}>{intl.formatMessage(cardMessages.noName)}</p>
            <ButtonLink to={routes.pog.href()} size="sm">
              {intl.formatMessage(cardMessages.reserve)}
            </ButtonLink>
          </div>
        ) : (
          <div className={styles.cardSides}>
            <CardSide
              username={reservation.username}
              kleosName={reservation.kleosName}
              side="front"
              version={version}
            />
            <CardSide
              username={reservation.username}
              kleosName={reservation.kleosName}
              side="back"
              version={version}
            />
          </div>
        )}
      </div>
    </Card>
  );
};
