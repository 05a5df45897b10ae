import { useIntl } from "react-intl";
import type { ClanEmblem as Emblem } from "@/domain/clans/clan-rules";
import { emblemMessages } from "@/web/features/clans/components/clan-messages";
import * as styles from "@/web/features/clans/components/clans.css";

/** The pictures of Kleos' clan emblems (symbols, not words: the emblem's name is their accessible name). */
export const EMBLEM_SYMBOLS: Readonly<Record<Emblem, string>> = {
  shield: "🛡️",
  sword: "⚔️",
  crown: "👑",
  dragon: "🐉",
  phoenix: "🔥",
  wolf: "🐺",
  lion: "🦁",
  star: "⭐",
};

/** A clan's emblem, or the first letter of its name when it has none. */
export const ClanEmblem = ({
  emblem,
  clanName,
  large = false,
}: {
  readonly emblem: Emblem | null;
  readonly clanName: string;
  readonly large?: boolean;
}) => {
  const intl = useIntl();
  const className = large ? styles.emblemLarge : styles.emblem;
  if (emblem === null)
    return (
      <span className={className} aria-hidden="true">
        {Array.from(clanName)[0]?.toUpperCase()}
      </span>
    );
  return (
    <span className={className} role="img" aria-label={intl.formatMessage(emblemMessages[emblem])}>
      {EMBLEM_SYMBOLS[emblem]}
    </span>
  );
};
